import Foundation

extension Profile {
    /// The first part of `other` that differs from this profile, in words (`habits`, `check-ins of
    /// Walk`), or `nil` when they are equal.
    public func firstDifference(from other: Profile) -> String? {
        if account != other.account { return "the account" }
        if timeZone != other.timeZone || locale != other.locale || weekStartOverride != other.weekStartOverride { return "the zone or locale" }
        if settings != other.settings { return "the settings" }
        if groups != other.groups { return "the groups" }
        if goals != other.goals { return "the goals" }
        if habits.map(\.id) != other.habits.map(\.id) { return "the list of habits" }
        for (mine, theirs) in zip(habits, other.habits) {
            if mine != theirs { return "the habit \(theirs.name)" }
            if log(mine.id) != other.log(mine.id) { return "the check-ins of \(theirs.name)" }
        }
        if notes != other.notes { return "the Day Notes" }
        return self == other ? nil : "the stored check-in logs"
    }

    /// The profile as a journal replays it and a file reads it: groups in their own order (ties keep
    /// their place), and no empty check-in logs or logs and notes of habits it does not have.
    public func canonical() -> Profile {
        var copy = self
        copy.groups = groups.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        let ids = Set(habits.map(\.id))
        copy.logs = logs.filter { ids.contains($0.key) && !$0.value.isEmpty }
        copy.notes = notes.filter { ids.contains($0.key.habitID) }
        return copy
    }
}
