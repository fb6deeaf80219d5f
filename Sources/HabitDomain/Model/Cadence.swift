import CreaseInput

/// How often a habit asks to be done (D2).
public enum Cadence: Hashable, Sendable {
    case daily
    /// Monday to Friday.
    case weekdays
    case chosenWeekdays(Set<Weekday>)
    /// Flexible weekly: N check-in days a week, 1–7.
    case timesPerWeek(Int)
    /// Off Today and the calendar; markable by hand in the library.
    case monthly
    case freeForm

    /// Whether the cadence places the habit on Today and the calendar at all.
    public var isScheduled: Bool {
        switch self {
        case .monthly, .freeForm: false
        default: true
        }
    }

    /// Whether `weekday` is one of the cadence's fixed days (always true for flexible weekly).
    public func includes(_ weekday: Weekday) -> Bool {
        switch self {
        case .daily, .timesPerWeek: true
        case .weekdays: !weekday.isWeekend
        case .chosenWeekdays(let days): days.contains(weekday)
        case .monthly, .freeForm: false
        }
    }

    /// The schedule copy on a row: `Every day`, `Weekdays`, `Mon, Wed, Fri`, `3 times a week`.
    public func label(firstWeekday: Weekday = .monday) -> String {
        switch self {
        case .daily: return "Every day"
        case .weekdays: return "Weekdays"
        case .chosenWeekdays(let days):
            let start = firstWeekday.number - 1
            let ordered = (0..<7).map { Weekday.allCases[(start + $0) % 7] }.filter(days.contains)
            return ordered.map(\.shortName).joined(separator: ", ")
        case .timesPerWeek(let n): return n == 1 ? "Once a week" : "\(n) times a week"
        case .monthly: return "Monthly"
        case .freeForm: return "When you choose"
        }
    }
}

extension Cadence: Codable {
    enum CodingKeys: String, CodingKey { case kind, days, count }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        // The path is written only for an error (as in Habit's decoding).
        var path: String { JSONInput.path(decoder.codingPath) }
        switch kind {
        case "daily": self = .daily
        case "weekdays": self = .weekdays
        case "chosen-weekdays":
            let days = try c.decode([Weekday].self, forKey: .days)
            guard !days.isEmpty else { throw InputError(file: "", field: path + ".days", message: "must name at least one weekday") }
            self = .chosenWeekdays(Set(days))
        case "times-per-week":
            let count = try c.decode(Int.self, forKey: .count)
            guard (1...7).contains(count) else {
                throw InputError(file: "", field: path + ".count", message: "must be 1 to 7 (got \(count))")
            }
            self = .timesPerWeek(count)
        case "monthly": self = .monthly
        case "free-form": self = .freeForm
        default:
            throw InputError(file: "", field: path + ".kind",
                             message: "must be daily, weekdays, chosen-weekdays, times-per-week, monthly or free-form (got \"\(kind)\")")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .daily: try c.encode("daily", forKey: .kind)
        case .weekdays: try c.encode("weekdays", forKey: .kind)
        case .chosenWeekdays(let days):
            try c.encode("chosen-weekdays", forKey: .kind)
            try c.encode(Weekday.allCases.filter(days.contains), forKey: .days)
        case .timesPerWeek(let n):
            try c.encode("times-per-week", forKey: .kind)
            try c.encode(n, forKey: .count)
        case .monthly: try c.encode("monthly", forKey: .kind)
        case .freeForm: try c.encode("free-form", forKey: .kind)
        }
    }
}
