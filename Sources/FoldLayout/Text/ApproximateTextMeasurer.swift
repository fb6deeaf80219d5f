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
            for word in Self.words(paragraph) {
                var word = Substring(word)
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= maxChars { current = candidate; continue }
                if !current.isEmpty { lines.append((current, .betweenWords)); current = "" }
                while word.count > maxChars {
                    // Never one letter alone after a break (L8): one more goes down with it.
                    let take = word.count - maxChars == 1 && maxChars > 2 ? maxChars - 1 : maxChars
                    lines.append((String(word.prefix(take)), .insideWord))
                    word = word.dropFirst(take)
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

    /// The paragraph's words, a separator kept with the word before it (P9, `LineTies`).
    static func words(_ paragraph: Substring) -> [String] {
        var out: [String] = []
        for word in paragraph.split(separator: " ") {
            if let first = word.unicodeScalars.first, LineTies.separators.contains(first), let last = out.popLast() {
                out.append(last + " " + word)
            } else {
                out.append(String(word))
            }
        }
        return out
    }
}
