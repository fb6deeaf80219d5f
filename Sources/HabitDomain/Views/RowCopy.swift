import Foundation

extension Profile {
    /// The line under a habit's name: its timing and cadence (`7:30am · Every day`,
    /// `Morning · Weekdays`), or `Weekdays · not today` on a weekday habit's weekend (D8).
    public func detailLine(for habit: Habit, on day: DayKey) -> String {
        let cadence = habit.cadence(on: day)
        if case .weekdays = cadence, day.weekday.isWeekend { return "Weekdays · not today" }
        let timing: String
        if let time = habit.time {
            timing = habit.isAvoidance ? "After \(time.display)" : time.display
        } else {
            timing = habit.partOfDay.label
        }
        return "\(timing) · \(cadence.label(firstWeekday: firstWeekday))"
    }

    /// `for Read 12 books` when the habit is linked to a goal (D17).
    public func goalLine(for habit: Habit) -> String? {
        goal(habit.goalID).map { "for \($0.title)" }
    }
}
