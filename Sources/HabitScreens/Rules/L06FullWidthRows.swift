import CreaseInput
import FoldLayout

/// L6: one full-width row per habit, with the complete name (wrapped, never truncated) above its
/// timing and cadence: each row spans its card but for the card's own padding, and every habit
/// name shows whole.
public struct L06FullWidthRows: LayoutRule {
    public init() {}
    public let id = "L6"
    public let summary = "One full-width row per habit; the complete name, never truncated"
    public let scope = "Habits and Today rows, and every habit name"
    public let source = RuleGeometry.relativeSource(#filePath)
    /// Every row's text, made or not (issue 29).
    public let checksEachRow = true

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        for node in layout.nodes where RuleGeometry.visible(node) != nil {
            if node.role == .row, let cardID = node.parent, let card = layout.node(cardID) {
                // The card's padding is the only inset a full-width row leaves on either side.
                let inset = Metrics.cardPadding
                if node.frame.minX - card.frame.minX > inset + t || card.frame.maxX - node.frame.maxX > inset + t {
                    out.append(Violation(rule: id, node: node.id,
                                         message: "row is \(node.frame.width.compactText) pt wide in a \(card.frame.width.compactText) pt card"))
                }
            }
            if node.role == .name, let text = node.text, !TextWholeness.isWhole(text) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "shows \"\(text.lines.map(\.text).joined(separator: " / "))\", not the whole name"))
            }
        }
        return out
    }
}
