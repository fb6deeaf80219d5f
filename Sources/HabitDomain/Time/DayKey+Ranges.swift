import Foundation

extension DayKey {
    /// Every date from `first` through `last` that happened in `timeZone`, oldest first (D4): a date
    /// the zone skipped (Pacific/Apia 2011-12-30) is left out. One calendar serves the whole range.
    public static func days(from first: DayKey, through last: DayKey, existingIn timeZone: TimeZone) -> [DayKey] {
        guard first <= last else { return [] }
        let calendar = DayKey.calendar(timeZone)
        // Only a clock that jumps forward can skip a date, so only the dates beside a forward jump are
        // asked about one by one; every other date of the range happened.
        let doubtful = forwardJumpDates(from: first, through: last, timeZone: timeZone, calendar: calendar)
        var out: [DayKey] = []
        out.reserveCapacity(last.days(since: first) + 1)
        var ordinal = first.ordinal
        while ordinal <= last.ordinal {
            let day = DayKey(civil: ordinal)
            if !doubtful.contains(ordinal) || day.exists(with: calendar) { out.append(day) }
            ordinal += 1
        }
        return out
    }

    /// Ordinals of the dates from the day before to the day after each forward jump of the zone's clock
    /// in the range (a day either side of it, so the jump's own date is among them in any zone).
    static func forwardJumpDates(from first: DayKey, through last: DayKey, timeZone: TimeZone, calendar: Calendar) -> Set<Int> {
        guard let start = first.adding(days: -2).startInstant(in: timeZone),
              let end = last.adding(days: 2).startInstant(in: timeZone) else {
            return Set(first.ordinal...last.ordinal)
        }
        var out = Set<Int>()
        var instant = start
        while let transition = timeZone.nextDaylightSavingTimeTransition(after: instant), transition < end {
            let before = timeZone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            if timeZone.secondsFromGMT(for: transition) > before {
                let day = DayKey(transition.addingTimeInterval(-1), in: timeZone).ordinal
                out.formUnion((day - 1)...(day + 2))
            }
            instant = transition
        }
        return out
    }

    /// The dates of a calendar year that happened in `timeZone`: 365 or 366, fewer when the zone skipped one.
    public static func days(ofYear year: Int, existingIn timeZone: TimeZone) -> [DayKey] {
        guard let first = DayKey(year: year, month: 1, day: 1), let last = DayKey(year: year, month: 12, day: 31) else { return [] }
        return days(from: first, through: last, existingIn: timeZone)
    }

    /// The dates of a month that happened in `timeZone`.
    public static func days(ofMonth month: Int, year: Int, existingIn timeZone: TimeZone) -> [DayKey] {
        guard let first = DayKey(year: year, month: month, day: 1),
              let last = DayKey(year: year, month: month, day: DayKey.daysIn(month: month, year: year)) else { return [] }
        return days(from: first, through: last, existingIn: timeZone)
    }

    /// `exists(in:)` with a calendar already set to the zone.
    func exists(with calendar: Calendar) -> Bool {
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else { return false }
        let c = calendar.dateComponents([.year, .month, .day], from: calendar.startOfDay(for: noon))
        return c.year == year && c.month == month && c.day == day
    }
}
