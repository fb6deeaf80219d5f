/// P5: no text is cut, ellipsised or clipped sideways anywhere, fixed panels included: every text shows
/// all of its characters. A surface that cannot show a text whole lays itself out differently (fewer
/// items, `FirstFit(maxHeight:)`), never cuts it.
public struct P05NothingTruncated: LayoutRule {
    public init() {}
    public let id = "P5"
    public let summary = "Nothing truncated or ellipsised, widgets included"
    public let scope = "every screen"
    public let source = RuleGeometry.relativeSource(#filePath)
    /// Every row's text, made or not (issue 29).
    public let checksEachRow = true

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes {
            guard let text = node.text, node.opacity > 0, !TextWholeness.isWhole(text) else { continue }
            let shown = text.lines.map(\.text).joined(separator: " / ")
            out.append(Violation(rule: id, node: node.id,
                                 message: TextWholeness.isEllipsized(text) ? "is ellipsised: \"\(shown)\"" : "is cut: shows \"\(shown)\""))
        }
        return out
    }
}
