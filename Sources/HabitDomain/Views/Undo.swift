import Foundation

/// What an Undo puts back: the profile's habits, check-ins, Day Notes and order exactly as they were (D15).
public struct Undo: Hashable, Sendable {
    public var message: String
    var habits: [Habit]
    var logs: [UUID: CheckInLog]
    var notes: [DayNoteKey: String]
}
