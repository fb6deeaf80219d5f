/// P9: a text breaks across lines where a reader expects it to: no line starts with a separator set
/// between spaces (`· Every day`), and no hyphenated compound is split where one of its parts is
/// shorter than `LineTies.shortestPart` letters (`check-` / `in.`). The text engine keeps those
/// ranges together (`LineTies`). A range wider than a whole line may still break inside it: the line
/// before the break then holds a single word (`Evening` / `· Every day` on a narrow cover at AX5).
public struct P09GoodBreaks: LayoutRule {
    public init() {}
    public let id = "P9"
    public let summary = "No line starts with a separator; no short part of a compound left at a line's end or start"
    public let scope = "every wrapped text"
    public let source = RuleGeometry.relativeSource(#filePath)
    /// Every row's text, made or not (issue 29).
    public let checksEachRow = true

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes {
            guard let text = node.text, node.opacity > 0, let bad = Self.badBreak(in: text.lines) else { continue }
            out.append(Violation(rule: id, node: node.id, message: "breaks \"\(bad.0)\" / \"\(bad.1)\""))
        }
        return out
    }

    /// The first pair of lines broken where a tie forbids it, if any.
    public static func badBreak(in lines: [TextLine]) -> (String, String)? {
        guard let broken = LineTies.broken(in: lines), broken.0.split(whereSeparator: \.isWhitespace).count > 1 else { return nil }
        return broken
    }
}
