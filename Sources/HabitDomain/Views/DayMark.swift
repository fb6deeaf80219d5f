import Foundation

/// What a calendar or history cell shows for a habit on a day (J8, W2). There is no failure state:
/// an empty day stays empty.
public enum DayMark: Hashable, Sendable {
    /// Before the habit started.
    case beforeStart
    /// The day was not asked for: a rest day, a monthly or free-form habit, an archived habit's day
    /// without check-ins, or a date the zone skipped.
    case unscheduled
    /// Asked for and nothing recorded: shown empty, never as a miss.
    case empty
    /// Some check-ins, short of the daily target.
    case partial(count: Int, target: Int)
    case done(count: Int)

    /// The mark's name in tools and attributes: `before-start`, `unscheduled`, `empty`, `partial`, `done`.
    public var name: String {
        switch self {
        case .beforeStart: "before-start"
        case .unscheduled: "unscheduled"
        case .empty: "empty"
        case .partial: "partial"
        case .done: "done"
        }
    }

    /// Every name a mark can have: there is none for a failure (J8).
    public static let names: Set<String> = ["before-start", "unscheduled", "empty", "partial", "done"]

    /// The words a cell reads out, or `nil` for a cell that says nothing (J8: no `Missed`, no `Failed`).
    public var label: String? {
        switch self {
        case .beforeStart, .unscheduled, .empty: nil
        case .partial(let count, let target): "\(count) of \(target)"
        case .done: "Checked in"
        }
    }
}

extension Profile {
    /// The mark a habit's calendar shows on `day` (J8): recorded check-ins always show; a scheduled
    /// day without any is `empty`, whether it has passed or not.
    public func dayMark(for habit: Habit, on day: DayKey) -> DayMark {
        dayMark(for: habit, on: day, log: log(habit.id), exists: nil)
    }

    /// `dayMark(for:on:)` with the habit's log at hand; `exists` says whether the day happened in the
    /// zone when the caller already knows (`nil`: ask the zone).
    func dayMark(for habit: Habit, on day: DayKey, log: CheckInLog, exists: Bool?) -> DayMark {
        guard day >= habit.startDay else { return .beforeStart }
        let count = log.count(on: day)
        if count >= habit.dailyTarget { return .done(count: count) }
        if count > 0 { return .partial(count: count, target: habit.dailyTarget) }
        let cadence = habit.cadence(on: day)
        guard !habit.isArchived, cadence.isScheduled, cadence.includes(day.weekday), exists ?? day.exists(in: timeZone) else {
            return .unscheduled
        }
        return .empty
    }
}
