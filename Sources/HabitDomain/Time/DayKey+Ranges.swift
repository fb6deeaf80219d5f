import Foundation

extension DayKey {
    /// Every date from `first` through `last` that happened in `timeZone`, oldest first (D4): a date
    /// the zone skipped (Pacific/Apia 2011-12-30) is left out. One calendar serves the whole range.
    public static func days(from first: DayKey, through last: DayKey, existingIn timeZone: TimeZone) -> [DayKey] {
        guard first <= last else { return [] }
        let calendar = DayKey.calendar(timeZone)
        var out: [DayKey] = []
        out.reserveCapacity(last.days(since: first) + 1)
        var ordinal = first.ordinal
        while ordinal <= last.ordinal {
            let day = DayKey(civil: ordinal)
            if day.exists(with: calendar) { out.append(day) }
            ordinal += 1
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
