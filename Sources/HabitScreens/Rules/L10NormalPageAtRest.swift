import CreaseInput
import FoldLayout

/// L10: Habits opens at its normal page: the title band at the top of its page's content and the
/// Add habit row right after the last habit. On a settled layout this rule checks that place; that
/// the title and Add habit hold it while an unfold settles is checked on every frame of a simulation
/// (FoldMotion's transient checks and the M5/L10 simulation tests).
public struct L10NormalPageAtRest: LayoutRule {
    public init() {}
    public let id = "L10"
    public let summary = "The title band starts its page; Add habit follows the last habit"
    public let scope = "the Habits page, settled frames only: during a fold the title moves from its place on one display to its place on the other (M5), so it is at neither on the frames between; that it holds its place once the transition ends is checked on every frame after it (the L10 simulation tests)"
    public let holdsOnTransitionFrames = false
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard surface.kind == .display, let title = layout.node(HabitsPage.titleID), let region = title.clip else { return [] }
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        // The page's region holds the title band first: the title starts the band's top inset below
        // the top of the region's content (where a page opens; a page scrolled since, as one a closed
        // editor returns to, says by how much).
        let scrolled = layout.regions.first { $0.frame == region }?.scrollOffset ?? 0
        let offset = title.frame.minY + scrolled - region.minY - Metrics.titleTop
        if offset < -t || offset > t {
            out.append(Violation(rule: id, node: title.id, message: "the title is \(offset.compactText) pt from its place at the top of its page"))
        }
        if let add = layout.node(HabitsPage.addHabitID), let card = layout.node(HabitsPage.cardID) {
            let lastRow = layout.nodes.filter { $0.role == .row && $0.parent == card.id }.map(\.frame.maxY).max() ?? card.frame.minY
            if add.frame.minY < lastRow - t {
                out.append(Violation(rule: id, node: add.id, message: "Add habit starts \((lastRow - add.frame.minY).compactText) pt above the last habit's end"))
            }
        }
        return out
    }
}
