/// Measures text for the layout: the lines it wraps into at a width, their boxes and baselines.
///
/// The layout never touches a font engine; FoldRender's Pango measurer is the real
/// implementation, and `ApproximateTextMeasurer` serves tests that need no fonts.
public protocol TextMeasuring {
    /// Lines of `text` in `font`, wrapped at `width` points (`nil`: never wrap), with frames
    /// relative to the text's top-left corner.
    func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement

    /// The same for declared text, in the content's language (a word too wide for its line is
    /// hyphenated with that language's patterns); caches use the hash the content already carries.
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

    /// Whether any line break splits a word (at a hyphenation point or not).
    public var splitsWords: Bool { lines.contains { $0.ending.splitsWord } }
}

/// One laid-out line: its text, its logical box, its baseline (both relative to the text origin) and
/// how it ends.
public struct TextLine: Hashable, Sendable {
    /// The characters the line shows (a hyphen drawn at a break is not one of them).
    public var text: String
    public var frame: Rect
    public var baseline: Double
    public var ending: LineEnding

    public init(text: String, frame: Rect, baseline: Double, ending: LineEnding = .end) {
        self.text = text
        self.frame = frame
        self.baseline = baseline
        self.ending = ending
    }
}

/// Where a line of wrapped text ends, as a typesetter sees it.
public enum LineEnding: String, Hashable, Sendable {
    /// The last line of the text, or of one of its paragraphs.
    case end
    /// A break between words (or wherever the script allows one: after a hyphen, between ideographs).
    case betweenWords
    /// A break inside a word at one of its hyphenation points, with a hyphen drawn.
    case hyphenated
    /// A break inside a word at no hyphenation point: a last resort when even a syllable is wider
    /// than its line.
    case insideWord

    /// Whether the break splits a word.
    public var splitsWord: Bool { self == .hyphenated || self == .insideWord }
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
        // Held under a billion characters: a huge (or not-a-number) width must not trap the conversion.
        let maxChars = width.map { w -> Int in
            let chars = (w / charWidth).rounded(.down)
            return chars >= 1e9 ? 1_000_000_000 : chars >= 1 ? Int(chars) : 1
        } ?? Int.max
        var lines: [(text: String, ending: LineEnding)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= maxChars { current = candidate; continue }
                if !current.isEmpty { lines.append((current, .betweenWords)); current = "" }
                while word.count > maxChars {
                    lines.append((String(word.prefix(maxChars)), .insideWord))
                    word = word.dropFirst(maxChars)
                }
                current = String(word)
            }
            lines.append((current, .end))
        }
        var out: [TextLine] = []
        var widest = 0.0
        for (i, line) in lines.enumerated() {
            let w = Double(line.text.count) * charWidth
            widest = Swift.max(widest, w)
            out.append(TextLine(text: line.text, frame: Rect(x: 0, y: Double(i) * height, width: w, height: height),
                                baseline: Double(i) * height + 0.8 * height, ending: line.ending))
        }
        return TextMeasurement(lines: out, width: widest, height: Double(out.count) * height)
    }
}

/// Remembers measurements by (text, font, width) so a layout solved twice measures once. Not generic,
/// so its lookups run as concrete code in every module that uses it.
///
/// The table is its own open-addressing hash: a warm solve looks every text up once, so a lookup
/// mixes the hash the content already carries with the font and width instead of running a
/// general-purpose hasher over a key, and compares the text only when everything else matches.
public final class CachingTextMeasurer: TextMeasuring {
    public let base: any TextMeasuring
    /// All mutable state in one value, so a lookup makes one exclusive access instead of one per field.
    private var table = Table()
    public var misses: Int { table.misses }

    public init(_ base: any TextMeasuring) { self.base = base }

    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement {
        table.lookup(TextContent(text, font: font), width: width, base: base)
    }

    public func measure(_ content: TextContent, width: Double?) -> TextMeasurement {
        table.lookup(content, width: width, base: base)
    }

    public func removeAll() { table.removeAll() }

    private struct Entry {
        var hash: Int
        var text: String
        var font: FontSpec
        var language: String?
        var width: Double?
        var value: TextMeasurement
    }

    private struct Table {
        var entries: [Entry] = []
        /// Positions into `entries` (-1: empty); the count is a power of two.
        var slots = [Int32](repeating: -1, count: 64)
        var misses = 0

        /// One word from the text's hash, the font and the width (nil mixes as -1).
        @inline(__always)
        static func mix(_ textHash: Int, _ font: FontSpec, _ width: Double?) -> Int {
            var h = UInt64(bitPattern: Int64(textHash))
            h = (h ^ font.size.bitPattern) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ UInt64(font.weight.value)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (width ?? -1).bitPattern) &* 0x94D0_49BB_1331_11EB
            return Int(bitPattern: UInt(h ^ (h >> 31)))
        }

        mutating func lookup(_ content: TextContent, width: Double?, base: any TextMeasuring) -> TextMeasurement {
            let hash = Self.mix(content.stringHash, content.font, width)
            let mask = slots.count - 1
            var slot = hash & mask
            while true {
                let k = Int(slots[slot])
                if k < 0 { break }
                if entries[k].hash == hash, entries[k].width == width, entries[k].font == content.font,
                   entries[k].language == content.language, entries[k].text == content.string {
                    return entries[k].value
                }
                slot = (slot + 1) & mask
            }
            misses += 1
            let value = base.measure(content, width: width)
            slots[slot] = Int32(entries.count)
            entries.append(Entry(hash: hash, text: content.string, font: content.font, language: content.language, width: width, value: value))
            if entries.count * 2 > slots.count { grow() }
            return value
        }

        /// Doubles the table and puts every entry back.
        mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for (k, entry) in entries.enumerated() {
                var slot = entry.hash & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(k)
            }
        }

        mutating func removeAll() {
            entries.removeAll(keepingCapacity: true)
            for i in slots.indices { slots[i] = -1 }
        }
    }
}
