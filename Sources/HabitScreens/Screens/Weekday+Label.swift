import HabitDomain

extension Weekday {
    /// The label over a day's column, the same wherever a week is drawn (This week's strip, the month
    /// calendar): two letters, `Mo`, `Tu`, so Tuesday and Thursday, Saturday and Sunday differ.
    var columnLabel: String { String(shortName.prefix(2)) }
}
