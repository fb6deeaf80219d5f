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
        guard day >= habit.startDay else { return .beforeStart }
        let count = log(habit.id).count(on: day)
        if count >= habit.dailyTarget { return .done(count: count) }
        if count > 0 { return .partial(count: count, target: habit.dailyTarget) }
        let cadence = habit.cadence(on: day)
        guard !habit.isArchived, cadence.isScheduled, cadence.includes(day.weekday), day.exists(in: timeZone) else {
            return .unscheduled
        }
        return .empty
    }
}
