import Foundation

/// Whether a habit applies on a day, and why not (D8).
public enum Applicability: Hashable, Sendable {
    case applies
    /// A weekday habit on a weekend, or a chosen-weekdays habit on another day: listed, it reads
    /// `Weekdays · not today` and stays out of `N of M kept`.
    case resting
    /// N times a week: the week's target is already met.
    case weeklyTargetMet
    /// Monthly or free-form: never on Today or the calendar.
    case unscheduled
    case archived
    /// The habit starts on a later day.
    case notStarted

    public var applies: Bool { self == .applies }
}

extension Profile {
    /// D8, for a day other than today as well; flexible weekly habits are measured on the week so far.
    public func applicability(of habit: Habit, on day: DayKey) -> Applicability {
        if isHidden(habit) { return .archived }
        if day < habit.startDay { return .notStarted }
        let cadence = habit.cadence(on: day)
        switch cadence {
        case .monthly, .freeForm:
            return .unscheduled
        case .daily:
            return .applies
        case .weekdays, .chosenWeekdays:
            return cadence.includes(day.weekday) ? .applies : .resting
        case .timesPerWeek(let n):
            let start = WeekStart.start(of: day, firstWeekday: firstWeekday)
            let log = log(habit.id)
            // Days before `day` this week that were kept; today's own check-in keeps it listed.
            let before = start < day ? log.daysWithCheckIns(from: start.ordinal, through: day.ordinal - 1) : 0
            return before >= n ? .weeklyTargetMet : .applies
        }
    }

    /// Whether a habit is late at `now` (D9): only a timed habit, on a day it applies, after its time,
    /// that existed before that time and is not yet done. An avoidance habit's time is the start of its
    /// window, which runs to the end of the day, so it is never late before the day ends; an N-times-a-week
    /// habit never shows a clock hour it is late by.
    public func isLate(_ habit: Habit, now: Date) -> Bool {
        guard let time = habit.time else { return false }
        let today = day(of: now)
        guard applicability(of: habit, on: today).applies else { return false }
        if case .timesPerWeek = habit.cadence(on: today) { return false }
        if habit.isAvoidance { return false }
        guard log(habit.id).count(on: today) < habit.dailyTarget else { return false }
        guard let due = today.instant(at: time, in: timeZone) else { return false }
        guard habit.createdInstant(in: timeZone) < due else { return false }
        return now > due
    }
}
