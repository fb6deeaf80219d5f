import CreaseInput
import FoldLayout

/// L13: archived habits wait at the bottom of Habits, below the card (below it too on a wide layout).
public struct L13ArchivedAtBottom: LayoutRule {
    public init() {}
    public let id = "L13"
    public let summary = "Archived habits wait below the habits card"
    public let scope = "the Habits page with archived habits"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard let card = layout.node(HabitsPage.cardID) else { return [] }
        let t = RuleGeometry.tolerance
        return [HabitsPage.archivedTitleID, HabitsPage.archivedID].compactMap { layout.node($0) }.compactMap { node in
            node.frame.minY < card.frame.maxY - t
                ? Violation(rule: id, node: node.id, message: "starts \((card.frame.maxY - node.frame.minY).compactText) pt above the card's end")
                : nil
        }
    }
}
