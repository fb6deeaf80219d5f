import Foundation

extension Profile {
    /// The line under a habit's name: its timing and cadence (`7:30am · Every day`,
    /// `Morning · Weekdays`), or `Weekdays · not today` on a weekday habit's weekend (D8); a
    /// chosen-weekdays habit on another day reads `Mon, Wed, Fri · not today`.
    public func detailLine(for habit: Habit, on day: DayKey) -> String {
        let cadence = habit.cadence(on: day)
        if cadence.isScheduled, !cadence.includes(day.weekday) {
            return "\(cadence.label(firstWeekday: firstWeekday)) · not today"
        }
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
