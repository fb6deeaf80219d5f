import Foundation

/// A domain rule refused a change. `description` is one sentence a person can act on.
public enum DomainError: Error, CustomStringConvertible, Sendable, Equatable {
    /// D7: the page that sent the command shows another account.
    case staleAccount(page: String, current: String)
    /// D7: the page that sent the command shows another day.
    case staleDay(page: DayKey, current: DayKey)
    case unknownHabit(UUID)
    case unknownGroup(UUID)
    case unknownGoal(UUID)
    /// D17: a goal never gets a second practice with the same name.
    case duplicatePractice(name: String, goal: String)
    /// D18: new habits never start in Training.
    case trainingNotAllowed
    case emptyName
    /// D8: the habit does not take a check-in on that day (monthly habits are marked in the library).
    case notCheckable(name: String, reason: String)
    /// J1: a correction or note for a day that has not come yet.
    case futureDay(DayKey)
    /// J1: a correction for a day before the habit started.
    case beforeStart(name: String, day: DayKey)
    /// J1: a correction that would add past the daily target.
    case targetReached(name: String, day: DayKey, target: Int)
    /// J1: a correction that would remove a check-in that is not there.
    case nothingToRemove(name: String, day: DayKey)
    /// J1: a Day Note longer than a note keeps.
    case noteTooLong(limit: Int)
    /// D1: a daily target outside 1–99.
    case dailyTargetOutOfRange(Int)
    /// J1: a streak goal outside 1–3650.
    case streakGoalOutOfRange(Int)
    /// J3: journals of two accounts never merge.
    case otherAccount(mine: String, theirs: String)
    /// J2: a journal with no generation start has nowhere to record an edit.
    case noGeneration
    /// J2: a change the journal's edits cannot express.
    case unrecordable(String)
    /// J4: a habit id that is in use, or was deleted (a tombstone keeps it), is never added again.
    case habitExists(UUID)
    /// A habit with no chip on that day's calendar (it has no time, is not shown there, or does not apply).
    case notOnCalendar(name: String, day: DayKey)

    public var description: String {
        switch self {
        case .staleAccount:
            "This page belongs to another account; reload Habits before checking in."
        case .staleDay(let page, let current):
            "This page shows \(page), but today is \(current); reload Habits before checking in."
        case .unknownHabit(let id): "No habit has the id \(id)."
        case .unknownGroup(let id): "No group has the id \(id)."
        case .unknownGoal(let id): "No goal has the id \(id)."
        case .duplicatePractice(let name, let goal): "\(goal) already has a practice called \(name)."
        case .trainingNotAllowed:
            "New habits can't start in Training; choose Morning, Non-negotiables or Evening."
        case .emptyName: "A habit needs a name."
        case .notCheckable(let name, let reason): "\(name) can't be checked in today: \(reason)."
        case .futureDay(let day): "\(day) has not come yet; only today and earlier days can be changed."
        case .beforeStart(let name, let day): "\(name) started after \(day); there is nothing to correct on that day."
        case .targetReached(let name, let day, let target):
            "\(name) already has \(target) of \(target) check-ins on \(day)."
        case .nothingToRemove(let name, let day): "\(name) has no check-in on \(day) to remove."
        case .notOnCalendar(let name, let day):
            "\(name) has no chip on the calendar on \(day): only a habit with a time and Show on calendar on, on a day it applies, has one."
        case .noteTooLong(let limit): "A Day Note keeps at most \(limit) characters."
        case .dailyTargetOutOfRange(let n): "A daily target is 1 to 99 check-ins (got \(n))."
        case .streakGoalOutOfRange(let n): "A streak goal is 1 to 3650 (got \(n))."
        case .otherAccount(let mine, let theirs):
            "These journals belong to different accounts (\(mine) and \(theirs)); they never merge."
        case .noGeneration: "The journal has no generation start, so nothing can be recorded in it."
        case .unrecordable(let what): "The journal cannot record \(what); nothing was changed."
        case .habitExists(let id): "A habit with the id \(id) exists or was deleted; a new habit needs a new id."
        }
    }
}
