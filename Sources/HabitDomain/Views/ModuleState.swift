import Foundation

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
