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
        }
    }
}
