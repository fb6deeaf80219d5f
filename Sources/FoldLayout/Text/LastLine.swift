/// When a paragraph's last line is too slight to stand under the line above it (P14): one word of
/// fewer than `shortestWord` letters under a line of two words or more (`week` under `days this`), or,
/// in a text of two lines, two words of fewer than `shortestStub` letters under a line of four words
/// or more (`this week` under `1 of 3 check-in days`). The text engine moves words down from the line
/// above while its last line is one of these, the text keeps its number of lines and the line above keeps
/// enough (`keepsEnough`); P14 reports those still left where its own estimate says a word could move.
public enum LastLine {
    /// A last line of one word of fewer letters than this is an orphan.
    public static let shortestWord = 8
    /// A two-word last line of a two-line text with fewer letters than this is a stub.
    public static let shortestStub = 10

    /// Whether a line that gives its last words to the line below keeps enough to stand itself: two
    /// words, or one of three characters or more (`277`, `Buy`; not `a` or `on`).
    public static func keepsEnough<S: StringProtocol>(_ rest: [S]) -> Bool {
        rest.count >= 2 || (rest.first?.count ?? 0) >= 3
    }

    /// Whether a last line of `words` under a line of `above` is too slight; `second`: it is the
    /// text's second line (the stub rule is for two-line texts only).
    public static func isSlight<S: StringProtocol>(_ words: [S], above: [S], second: Bool) -> Bool {
        let letters = words.reduce(0) { $0 + $1.filter(\.isLetter).count }
        guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return false }
        if words.count == 1 { return above.count >= 2 && letters < shortestWord }
        return words.count == 2 && second && above.count >= 4 && letters < shortestStub
    }
}
