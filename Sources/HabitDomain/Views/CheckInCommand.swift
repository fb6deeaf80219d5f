import Foundation

/// A check-in tap from a page (D7): it carries the account and the day its page showed.
public struct CheckInCommand: Hashable, Sendable {
    public var account: String
    public var pageDay: DayKey
    public var habitID: UUID

    public init(account: String, pageDay: DayKey, habitID: UUID) {
        self.account = account
        self.pageDay = pageDay
        self.habitID = habitID
    }
}
