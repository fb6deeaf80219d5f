/// Measures text for the layout: the lines it wraps into at a width, their boxes and baselines.
///
/// The layout never touches a font engine; FoldRender's Pango measurer is the real
/// implementation, and `ApproximateTextMeasurer` serves tests that need no fonts.
public protocol TextMeasuring {
    /// Lines of `text` in `font`, wrapped at `width` points (`nil`: never wrap), with frames
    /// relative to the text's top-left corner.
    func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement

    /// The same for declared text; caches use the hash the content already carries.
    func measure(_ content: TextContent, width: Double?) -> TextMeasurement
}

extension TextMeasuring {
    public func measure(_ content: TextContent, width: Double?) -> TextMeasurement {
        measure(content.string, font: content.font, width: width)
    }
}

/// The result of measuring one piece of text.
public struct TextMeasurement: Hashable, Sendable {
    public var lines: [TextLine]
    public var width: Double
    public var height: Double

    public init(lines: [TextLine], width: Double, height: Double) {
        self.lines = lines
        self.width = width
        self.height = height
    }

    /// The first line's box, or an empty box at the origin.
    public var firstLine: Rect { lines.first?.frame ?? .zero }
}

/// One laid-out line: its text, its logical box and its baseline (both relative to the text origin).
public struct TextLine: Hashable, Sendable {
    public var text: String
    public var frame: Rect
    public var baseline: Double
    public init(text: String, frame: Rect, baseline: Double) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
    }
}

/// A font-free measurer: every character is `advance × size` wide and lines are `lineHeight × size`
/// tall; words wrap greedily and over-long words break. Deterministic, for tests and benchmarks.
public struct ApproximateTextMeasurer: TextMeasuring, Sendable {
    public var advance: Double
    public var lineHeight: Double

    public init(advance: Double = 0.55, lineHeight: Double = 1.25) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement {
        let charWidth = advance * font.size
        let height = lineHeight * font.size
        let maxChars = width.map { Swift.max(1, Int(($0 / charWidth).rounded(.down))) } ?? Int.max
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= maxChars { current = candidate; continue }
                if !current.isEmpty { lines.append(current); current = "" }
                while word.count > maxChars {
                    lines.append(String(word.prefix(maxChars)))
                    word = word.dropFirst(maxChars)
                }
                current = String(word)
            }
            lines.append(current)
        }
        var out: [TextLine] = []
        var widest = 0.0
        for (i, line) in lines.enumerated() {
            let w = Double(line.count) * charWidth
            widest = Swift.max(widest, w)
            out.append(TextLine(text: line, frame: Rect(x: 0, y: Double(i) * height, width: w, height: height),
                                baseline: Double(i) * height + 0.8 * height))
        }
        return TextMeasurement(lines: out, width: widest, height: Double(out.count) * height)
    }
}

/// Remembers measurements by (text, font, width) so a layout solved twice measures once. Not generic,
/// so its lookups run as concrete code in every module that uses it.
public final class CachingTextMeasurer: TextMeasuring {
    public let base: any TextMeasuring
    private var cache: [Key: TextMeasurement] = [:]
    public private(set) var misses = 0

    /// Hashes the string's precomputed hash, not its characters; equality still compares the text.
    struct Key: Hashable {
        var text: String
        var textHash: Int
        var font: FontSpec
        var width: Double?

        func hash(into hasher: inout Hasher) {
            hasher.combine(textHash)
            hasher.combine(font.size)
            hasher.combine(width ?? -1)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.textHash == b.textHash && a.width == b.width && a.font == b.font && a.text == b.text
        }
    }

    public init(_ base: any TextMeasuring) { self.base = base }

    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement {
        lookup(Key(text: text, textHash: text.hashValue, font: font, width: width))
    }

    public func measure(_ content: TextContent, width: Double?) -> TextMeasurement {
        lookup(Key(text: content.string, textHash: content.stringHash, font: content.font, width: width))
    }

    private func lookup(_ key: Key) -> TextMeasurement {
        if let hit = cache[key] { return hit }
        misses += 1
        let value = base.measure(key.text, font: key.font, width: key.width)
        cache[key] = value
        return value
    }

    public func removeAll() { cache.removeAll(keepingCapacity: true) }
}
