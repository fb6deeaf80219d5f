import Foundation

/// One row on Today (D8, D9, D13, D14).
public struct TodayRow: Hashable, Sendable {
    public var habitID: UUID
    public var name: String
    /// `7:30am · Every day`, or `Weekdays · not today` on a resting weekday habit.
    public var detail: String
    /// Check-ins today and the daily target.
    public var count: Int
    public var target: Int
    public var checked: Bool { count >= target }
    /// Today's mark, as every surface draws it (P7): done, partly done toward the target, or empty.
    public var mark: DayMark { checked ? .done(count: count) : count > 0 ? .partial(count: count, target: target) : .empty }
    /// `Checked in` on a checked row (also what VoiceOver reads), else `nil`.
    public var status: String? { checked ? "Checked in" : nil }
    public var late: Bool
    /// Counted in `N of M kept`: a resting weekday habit is listed but not counted.
    public var applies: Bool
    /// Minutes after midnight Today sorts it at: its time, or its part of day's anchor.
    public var clockMinutes: Int
}
