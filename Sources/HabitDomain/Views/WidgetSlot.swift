import Foundation

/// What one place of a configured widget shows (W1): the habit assigned to it, or a configuration
/// placeholder. A missing or archived assignment stays in its place; it is never dropped or filled
/// with another habit.
public enum WidgetSlot: Hashable, Sendable {
    /// An active habit: its name, recent days and a control that records today's completion.
    case habit(Habit)
    /// An assigned habit that is archived (or hidden with its goal): a placeholder naming it.
    case archived(Habit)
    /// An assigned habit the profile no longer has.
    case missing(UUID)
    /// A place nothing was assigned to yet.
    case unassigned

    /// `habit`, `archived`, `missing` or `unassigned`.
    public var state: String {
        switch self {
        case .habit: "habit"
        case .archived: "archived"
        case .missing: "missing"
        case .unassigned: "unassigned"
        }
    }

    /// Whether the place is a configuration placeholder (everything but an active habit).
    public var isPlaceholder: Bool {
        if case .habit = self { return false }
        return true
    }
}

extension Profile {
    /// The `count` places of a widget from its assignments, in order (`nil`: nothing chosen for that
    /// place). A widget never configured (`assignments` is `nil`) shows the first active habits in page
    /// order, and unassigned places after them.
    public func widgetSlots(_ assignments: [UUID?]?, count: Int) -> [WidgetSlot] {
        let chosen: [UUID?] = assignments ?? pageOrder.prefix(count).map(\.id)
        return (0..<Swift.max(0, count)).map { i in
            guard i < chosen.count, let id = chosen[i] else { return .unassigned }
            guard let habit = habit(id) else { return .missing(id) }
            return isHidden(habit) ? .archived(habit) : .habit(habit)
        }
    }

    /// The habit's marks on the `days` days ending on `last`, oldest first: a widget's recent progress.
    public func recentMarks(for habit: Habit, through last: DayKey, days: Int) -> [(day: DayKey, mark: DayMark)] {
        let log = log(habit.id)
        return (0..<Swift.max(0, days)).reversed().map { back in
            let day = last.adding(days: -back)
            return (day, dayMark(for: habit, on: day, log: log, exists: nil))
        }
    }
}
