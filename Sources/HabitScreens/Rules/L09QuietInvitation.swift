import FoldLayout
import HabitDomain

/// L9: empty and populated Habits use the same quiet `Add habit` row; an empty list invites with
/// `Track your habits` and the line `Big goals are accomplished through daily work. Add a habit below`
/// (the seed's exact copy), on Today and on the Habits destination alike; only Today adds `Remove
/// habits from home page`.
public struct L09QuietInvitation: LayoutRule {
    public init() {}
    public let id = "L9"
    public let summary = "One quiet Add habit row; the empty invitation in the seed's words"
    public let scope = "the Habits card and Today's empty block"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        func expect(_ nodeID: String, _ copy: String) {
            guard let node = layout.node(nodeID), let shown = node.text?.content.string, shown != copy else { return }
            out.append(Violation(rule: id, node: nodeID, message: "says \"\(shown)\", not \"\(copy)\""))
        }
        let addRows = layout.nodes.filter { $0.role == .addHabit }
        if addRows.count > 1 {
            out.append(Violation(rule: id, node: addRows[1].id, message: "\(addRows.count) Add habit rows, not one"))
        }
        expect(HabitsPage.addLabelID, Invitation.addHabit)
        expect(HabitsPage.invitationID, Invitation.title)
        expect(TodayBlock.invitationLineID, Invitation.todayLine)
        // An empty, loaded card invites; a card with rows does not.
        if let card = layout.node(HabitsPage.cardID), layout.node(HabitsPage.addHabitID) != nil {
            let rows = layout.nodes.contains { $0.role == .row && $0.parent == card.id }
            let invites = layout.node(HabitsPage.invitationID) != nil
            if !rows && !invites {
                out.append(Violation(rule: id, node: card.id, message: "an empty Habits card without \"\(Invitation.title)\""))
            }
            if rows && invites {
                out.append(Violation(rule: id, node: HabitsPage.invitationID, message: "the invitation shows beside habits"))
            }
            if invites, layout.node(TodayBlock.invitationLineID) == nil {
                out.append(Violation(rule: id, node: HabitsPage.invitationID, message: "the invitation without \"\(Invitation.todayLine)\""))
            }
        }
        return out
    }
}
