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
