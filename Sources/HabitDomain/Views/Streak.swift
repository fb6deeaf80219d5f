/// A habit's streak as the progress sheet shows it (D11).
public enum Streak: Hashable, Sendable {
    /// The habit is in its first week: streak copy starts in the second week.
    case notYet
    /// A changed schedule leaves too little history for a weekly streak.
    case tooLittleHistory
    /// Monthly and free-form habits keep no streak.
    case untracked
    case days(Int)
    case weekdays(Int)
    /// Chosen weekdays: their scheduled days in a row.
    case scheduledDays(Int)
    case weeks(Int)

    /// The copy, or `nil` in the first week.
    public var copy: String? {
        switch self {
        case .notYet, .untracked: nil
        case .days(0), .weekdays(0), .scheduledDays(0), .weeks(0): "Your streak starts with your next check-in."
        case .tooLittleHistory:
            "Your schedule changed recently, so there isn't enough history yet to calculate a weekly streak."
        case .days(let n): n == 1 ? "1-day streak" : "\(n)-day streak"
        case .weekdays(let n): n == 1 ? "1-weekday streak" : "\(n)-weekday streak"
        case .scheduledDays(let n): n == 1 ? "1 scheduled day in a row" : "\(n) scheduled days in a row"
        case .weeks(let n): n == 1 ? "1-week streak" : "\(n)-week streak"
        }
    }
}
