import Foundation
import CreaseInput

/// A past-day correction from a habit's calendar (J1): one completion added to or removed from an
/// earlier day. Like a check-in (D7) it carries the account and the day its page showed.
public struct PastDayCorrection: Hashable, Sendable {
    /// What the correction does to the day's count.
    public enum Change: String, Hashable, Sendable, Codable, InputChoice, CaseIterable {
        case add, remove
    }

    public var account: String
    /// The day the page that sent the correction showed as today.
    public var pageDay: DayKey
    public var habitID: UUID
    /// The day being corrected: today or earlier, not before the habit started.
    public var day: DayKey
    public var change: Change

    public init(account: String, pageDay: DayKey, habitID: UUID, day: DayKey, change: Change) {
        self.account = account
        self.pageDay = pageDay
        self.habitID = habitID
        self.day = day
        self.change = change
    }
}
