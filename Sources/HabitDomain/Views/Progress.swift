import Foundation

extension Profile {
    /// The weekly progress copy (D10): `X of Y check-in days this week`, `day` when Y is 1, and
    /// `0 check-in days this week` when no scheduled day has passed yet.
    public func weeklyProgressCopy(for habit: Habit, now: Date) -> String {
        let p = weeklyProgress(for: habit, now: now)
        if p.denominator == 0 { return "0 check-in days this week" }
        let noun = p.denominator == 1 ? "check-in day" : "check-in days"
        // A weekly habit kept more often than it asks says both figures, never `3 of 2` (D10).
        if p.done > p.denominator { return "\(p.done) check-in days this week (\(p.denominator) asked for)" }
        return "\(p.done) of \(p.denominator) \(noun) this week"
    }

    /// Check-in days this week and what they are counted out of (D10).
    public func weeklyProgress(for habit: Habit, now: Date) -> (done: Int, denominator: Int) {
        let today = day(of: now)
        let weekStart = WeekStart.start(of: today, firstWeekday: firstWeekday)
        let log = log(habit.id)
        let from = Swift.max(weekStart, habit.startDay)
        var done = 0
        var scheduledPassed = 0
        var day = from
        while day <= today {
            let count = log.count(on: day)
            // The cadence that day had (D3): a check-in on a day it did not ask for is kept in the
            // history but is not one of this week's check-in days.
            let cadence = habit.cadence(on: day)
            let scheduled = cadence.includes(day.weekday) && cadence.isScheduled
            // A check-in day is one that reached the daily target, as the streak and every day mark count
            // it (P7): 3 of 8 glasses is partly done, not a check-in day.
            let kept = count >= habit.dailyTarget
            if kept && scheduled { done += 1 }
            // The current day stays open: it counts only once it is done. A date the zone skipped
            // entirely was never asked for.
            if scheduled && (kept || (day < today && day.exists(in: timeZone))) { scheduledPassed += 1 }
            day = day.adding(days: 1)
        }
        if case .timesPerWeek(let n) = habit.cadence(on: today) { return (done, n) }
        return (done, scheduledPassed)
    }
}
