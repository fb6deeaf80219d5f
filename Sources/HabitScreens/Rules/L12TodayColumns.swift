import CreaseInput
import FoldLayout

/// L12 on the Habits screens: the general rule's touch areas (`L12TouchTargets`), and on Today the
/// habit rows' check rings, names and progress buttons in the task rows' columns — the same ring
/// centre, the same start of the name where the ring is the same size, the same trailing edge of the
/// button where both stand beside their names.
public struct L12TodayColumns: LayoutRule {
    public init() {}
    public let id = "L12"
    public let summary = "Touch areas are at least their declared minimum (44×44 pt); on Today rings, names and progress buttons follow the task rows' columns"
    public let scope = "nodes that declare a touch target; Today with task rows"
    public let source = RuleGeometry.relativeSource(#filePath)
    let touchTargets = L12TouchTargets()

    struct Columns {
        var row: String
        var ring: Rect
        var name: Rect
        /// The trailing button, where it stands beside the name.
        var button: Rect?
    }

    func columns(_ layout: SolvedLayout, rows prefix: String, button: String, role: Role) -> [Columns] {
        layout.nodes.filter { $0.role == role && $0.id.hasPrefix(prefix) }.compactMap { row in
            guard let ring = layout.node(row.id + "/check/ring"), let name = layout.node(row.id + "/name") else { return nil }
            let trailing = layout.node(row.id + button).flatMap { $0.frame.minX >= name.frame.maxX - 0.5 ? $0.frame : nil }
            return Columns(row: row.id, ring: ring.frame, name: name.frame, button: trailing)
        }
    }

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        touchTargets.check(surface, layout) + columnViolations(layout)
    }

    func columnViolations(_ layout: SolvedLayout) -> [Violation] {
        let tasks = columns(layout, rows: TodayBlock.taskPrefix, button: "/details", role: .taskRow)
        guard let task = tasks.first else { return [] }
        let habits = columns(layout, rows: TodayBlock.rowPrefix, button: "/progress", role: .row)
        let taskButton = tasks.compactMap(\.button).first
        var out: [Violation] = []
        let t = 0.5
        for habit in habits {
            if abs(habit.ring.midX - task.ring.midX) > t {
                out.append(Violation(rule: id, node: habit.row + "/check/ring",
                                     message: "the ring's centre is at x \(habit.ring.midX.compactText), the task rings' at \(task.ring.midX.compactText)"))
            }
            if abs(habit.ring.width - task.ring.width) <= t, abs(habit.name.minX - task.name.minX) > t {
                out.append(Violation(rule: id, node: habit.row + "/name",
                                     message: "the name starts at x \(habit.name.minX.compactText), task titles at \(task.name.minX.compactText)"))
            }
            if let a = habit.button, let b = taskButton, abs(a.maxX - b.maxX) > t {
                out.append(Violation(rule: id, node: habit.row + "/progress",
                                     message: "the progress button ends at x \(a.maxX.compactText), the task details at \(b.maxX.compactText)"))
            }
        }
        return out
    }
}
