import CreaseInput
import FoldLayout

/// L4: the open spread gives Habits its own page title (the shared title band), above the card on
/// the card's page, and the other page shows This week: the first active habit's week, a quiet
/// starting point when there are no habits yet, or — while a habit's progress is open — that habit's
/// week on its progress page (`ProgressSheet.page`), which stands in for This week rather than repeat it.
public struct L04SpreadTitleAndThisWeek: LayoutRule {
    public init() {}
    public let id = "L4"
    public let summary = "On a spread Habits has its title band and the other page shows This week"
    public let scope = "the Habits page on a two-page display with habits loaded and on; settled frames only: during an unfold This week fades in on the other page (M2), so a frame of the transition shows it partly or not yet"
    public let holdsOnTransitionFrames = false
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard surface.kind == .display, surface.pages.count > 1, let card = layout.node(HabitsPage.cardID),
              layout.node(HabitsPage.addHabitID) != nil else { return [] }
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        if let title = layout.node(HabitsPage.titleID), title.text?.content.string == "Habits" {
            if title.frame.maxY > card.frame.minY + t {
                out.append(Violation(rule: id, node: title.id, message: "the title band ends \((title.frame.maxY - card.frame.minY).compactText) pt below the card's top"))
            }
        } else {
            out.append(Violation(rule: id, node: card.id, message: "the spread shows no Habits title band"))
        }
        let cardPage = RuleGeometry.page(holding: card.clip ?? card.frame, on: surface)
        let thisWeek = layout.nodes.filter { [ThisWeekPage.cardID, ProgressSheet.cardID].contains($0.id) && RuleGeometry.visible($0) != nil }
        if thisWeek.isEmpty {
            out.append(Violation(rule: id, node: card.id, message: "the other page shows neither This week nor its starting point"))
        }
        for node in thisWeek where RuleGeometry.page(holding: node.clip ?? node.frame, on: surface)?.index == cardPage?.index {
            out.append(Violation(rule: id, node: node.id, message: "\(node.id == ThisWeekPage.cardID ? "This week" : "The progress") shares the card's page"))
        }
        return out
    }
}
