import Foundation

extension Profile {
    /// A habit's marks on days already known to exist in the profile's zone (the days of a month or a
    /// year, `DayKey.days(ofYear:existingIn:)`), in the same order (W2, J8): `dayMark(for:on:)` without
    /// asking the zone about each day again.
    public func dayMarks(for habit: Habit, on days: [DayKey]) -> [DayMark] {
        let log = log(habit.id)
        return days.map { dayMark(for: habit, on: $0, log: log, exists: true) }
    }

    /// Days in `days` with at least one check-in of the habit.
    public func checkInDays(for habit: Habit, on days: [DayKey]) -> Int {
        let log = log(habit.id)
        return days.reduce(0) { $0 + (log.count(on: $1) > 0 ? 1 : 0) }
    }
}
