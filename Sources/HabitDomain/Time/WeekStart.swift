import Foundation

/// Where "this week" begins (D5): the profile's explicit choice, else its locale's CLDR first day of
/// the week. Never the machine's locale.
public enum WeekStart {
    /// The first weekday for a locale identifier such as `en_US` (Sunday), `de_DE` (Monday) or
    /// `fa_IR` (Saturday), from the CLDR data Foundation carries.
    public static func firstWeekday(locale identifier: String) -> Weekday {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        return Weekday(number: calendar.firstWeekday) ?? .monday
    }

    /// The first day of the week that contains `day`.
    public static func start(of day: DayKey, firstWeekday: Weekday) -> DayKey {
        let back = (day.weekday.number - firstWeekday.number + 7) % 7
        return day.adding(days: -back)
    }
}
