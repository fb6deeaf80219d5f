/// Today's habit block: rows in clock order and the day's tally.
public struct TodayView: Hashable, Sendable {
    public var day: DayKey
    public var rows: [TodayRow]

    /// Habits that apply today and are done.
    public var kept: Int { rows.filter { $0.applies && $0.checked }.count }
    /// Habits that apply today.
    public var total: Int { rows.filter(\.applies).count }
    /// `N of M kept`.
    public var keptCopy: String { "\(kept) of \(total) kept" }
    /// D14: before the first check-in of the day there is no meter at all (no empty bar, no 0%).
    public var showsProgressMeter: Bool { rows.contains { $0.count > 0 } }
}
