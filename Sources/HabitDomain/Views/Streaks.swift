import Foundation

extension Profile {
    /// The streak at `now` (D11). Daily habits count days, weekday (and chosen-day) habits count
    /// their scheduled days (other days neither count nor break), flexible weekly habits count
    /// calendar weeks that met the target. Today and the current week stay open: unfinished, they
    /// break nothing. Check-in history is only read, never changed.
    public func streak(for habit: Habit, now: Date) -> Streak {
        let today = day(of: now)
        let weekStart = WeekStart.start(of: today, firstWeekday: firstWeekday)
        let firstWeek = WeekStart.start(of: habit.startDay, firstWeekday: firstWeekday)
        guard weekStart > firstWeek else { return .notYet }
        let log = log(habit.id)
        let cadence = habit.cadence(on: today)
        guard cadence.isScheduled else { return .untracked }

        if case .timesPerWeek(let n) = cadence {
            // Weeks are counted from the habit's first week when it has always been weekly (the start
            // day is not a change, D11); after a real change, only from the first whole week the
            // weekly cadence covered, and before there is one the sheet says so.
            let current = habit.schedule.lastIndex(where: { $0.from <= today }) ?? 0
            let firstFullWeek: DayKey
            if current == 0 {
                firstFullWeek = firstWeek
            } else {
                let since = habit.schedule[current].from
                let sinceWeek = WeekStart.start(of: since, firstWeekday: firstWeekday)
                firstFullWeek = sinceWeek == since ? since : sinceWeek.adding(days: 7)
                guard firstFullWeek < weekStart else { return .tooLittleHistory }
            }
            var count = 0
            let thisWeek = log.daysWithCheckIns(from: weekStart.ordinal, through: today.ordinal)
            if thisWeek >= n { count += 1 }
            var start = weekStart.adding(days: -7)
            while start >= firstFullWeek {
                guard log.daysWithCheckIns(from: start.ordinal, through: start.ordinal + 6) >= n else { break }
                count += 1
                start = start.adding(days: -7)
            }
            return .weeks(count)
        }

        // Walk back over day ordinals: a date is only built for a miss, to ask the zone about it.
        var count = 0
        let todayOrdinal = today.ordinal
        let startOrdinal = habit.startDay.ordinal
        var o = todayOrdinal
        while o >= startOrdinal {
            let c = habit.cadence(onOrdinal: o)
            if c.isScheduled && c.includes(Weekday(ordinal: o)) {
                if log.count(ordinal: o) >= habit.dailyTarget {
                    count += 1
                } else if o != todayOrdinal && DayKey(civil: o).exists(in: timeZone) {
                    // A date the zone skipped (Pacific/Apia 2011-12-30) breaks nothing.
                    break
                }
            }
            o -= 1
        }
        switch cadence {
        case .daily: return .days(count)
        case .weekdays: return .weekdays(count)
        default: return .scheduledDays(count)
        }
    }

    /// D12: `Logged in X of the last N weeks` — completed calendar weeks with at least one check-in
    /// of any of the goal's practices; a missed day does not fail a week.
    public func goalSummary(for goalID: UUID, now: Date, weeks: Int = 4) -> String {
        let today = day(of: now)
        let thisWeek = WeekStart.start(of: today, firstWeekday: firstWeekday)
        let practices = habits.filter { $0.goalID == goalID }
        var logged = 0
        for w in 1...Swift.max(1, weeks) {
            let start = thisWeek.adding(days: -7 * w)
            if practices.contains(where: { log($0.id).daysWithCheckIns(from: start.ordinal, through: start.ordinal + 6) > 0 }) {
                logged += 1
            }
        }
        return "Logged in \(logged) of the last \(weeks) weeks"
    }
}
