import CreaseInput

public enum Weekday: String, Hashable, Sendable, Codable, InputChoice, CaseIterable, CustomStringConvertible {
    case sunday = "sun", monday = "mon", tuesday = "tue", wednesday = "wed", thursday = "thu", friday = "fri", saturday = "sat"

    public var description: String { rawValue }
    /// 1 = Sunday … 7 = Saturday, as Foundation's `Calendar.firstWeekday` counts.
    public var number: Int { (Weekday.allCases.firstIndex(of: self) ?? 0) + 1 }
    public init?(number: Int) {
        guard (1...7).contains(number) else { return nil }
        self = Weekday.allCases[number - 1]
    }
    public var isWeekend: Bool { self == .saturday || self == .sunday }

    /// The weekday of a day ordinal (`DayKey.ordinal`); 1970-01-01 was a Thursday.
    public init(ordinal: Int) {
        self = Weekday.allCases[((ordinal % 7) + 7 + 4) % 7]
    }
    /// The whole name, as assistive technology reads it.
    public var name: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }

    public var shortName: String {
        switch self {
        case .sunday: "Sun"
        case .monday: "Mon"
        case .tuesday: "Tue"
        case .wednesday: "Wed"
        case .thursday: "Thu"
        case .friday: "Fri"
        case .saturday: "Sat"
        }
    }
}
