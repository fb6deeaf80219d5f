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

    /// The words broken inside at no hyphenation point (`LineEnding.insideWord`), each put back
    /// together from its pieces: the last word of the line a cut ends, every line it runs through, and
    /// the first word of the line after.
    public var cutWords: [String] {
        var out: [String] = []
        var word: String?
        for line in lines {
            let words = line.text.split(whereSeparator: \.isWhitespace)
            if line.ending == .insideWord {
                if let started = word, words.count <= 1 {
                    word = started + (words.first.map(String.init) ?? "")
                } else {
                    if let started = word { out.append(started + (words.first.map(String.init) ?? "")) }
                    word = words.last.map(String.init) ?? ""
                }
            } else if let started = word {
                out.append(started + (words.first.map(String.init) ?? ""))
                word = nil
            }
        }
        if let word { out.append(word) }
        return out
    }
}
