import Foundation

/// The habit list's loading state (D21).
public enum ListState: String, Hashable, Sendable, Codable {
    case loading, loaded, failed

    /// The empty invitation appears only once habits have been heard back about.
    public func showsInvitation(habitCount: Int) -> Bool { self == .loaded && habitCount == 0 }

    /// What a failed first read says.
    public var message: String? { self == .failed ? "Habits aren't available right now." : nil }
}

/// The copy of the empty invitation (L9, D20).
public enum Invitation {
    public static let title = "Track your habits"
    public static let addHabit = "Add habit"
    public static let todayLine = "Big goals are accomplished through daily work. Add a habit below"
    public static let removeFromHome = "Remove habits from home page"
    public static let showEveryDay = "Show every day"
    public static let turnOn = "Turn on Habits"
}

extension Profile {
    /// D20: a new account has Habits in its menu and on.
    public static func newAccount(_ account: String, timeZone: TimeZone, locale: String) -> Profile {
        Profile(account: account, timeZone: timeZone, locale: locale)
    }

    /// Hiding the menu row never deletes or disables.
    public mutating func setMenuRowShown(_ shown: Bool) { settings.shownInMenu = shown }

    /// `Remove habits from home page`: the Today block is hidden every day until `Show every day`.
    public mutating func removeFromHomePage() { settings.shownOnToday = false }
    public mutating func showEveryDay() { settings.shownOnToday = true }
    public mutating func setHabitsEnabled(_ enabled: Bool) { settings.enabled = enabled }

    /// Whether Today shows its Habits block.
    public var showsTodayBlock: Bool { settings.enabled && settings.shownOnToday }

    /// With Habits off, the Habits tab shows this one control and nothing else.
    public var offControl: String? { settings.enabled ? nil : Invitation.turnOn }
}
