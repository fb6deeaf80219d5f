import Foundation

extension Profile {
    /// The streak goal's progress at `now`, or `nil` when the habit has no goal or keeps no streak.
    public func streakGoalProgress(for habit: Habit, now: Date) -> StreakGoalProgress? {
        guard let target = habit.streakGoal else { return nil }
        let unit: String
        switch habit.cadence(on: day(of: now)) {
        case .daily: unit = "day"
        case .weekdays: unit = "weekday"
        case .chosenWeekdays: unit = "scheduled day"
        case .timesPerWeek: unit = "week"
        case .monthly, .freeForm: return nil
        }
        let current: Int?
        switch streak(for: habit, now: now) {
        case .days(let n), .weekdays(let n), .scheduledDays(let n), .weeks(let n): current = n
        case .notYet, .tooLittleHistory, .untracked: current = nil
        }
        return StreakGoalProgress(current: current, target: target, unit: unit)
    }

    /// Sets or clears a habit's streak goal (J1), 1–3650 of its streak unit.
    public mutating func setStreakGoal(_ goal: Int?, for habitID: UUID) throws(DomainError) {
        guard let i = habits.firstIndex(where: { $0.id == habitID }) else { throw DomainError.unknownHabit(habitID) }
        if let goal, !Habit.streakGoalRange.contains(goal) { throw DomainError.streakGoalOutOfRange(goal) }
        habits[i].streakGoal = goal
    }
}
