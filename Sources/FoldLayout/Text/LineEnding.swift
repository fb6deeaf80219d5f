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
