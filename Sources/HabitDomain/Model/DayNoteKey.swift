import Foundation

/// A habit and a day: the address of a Day Note.
public struct DayNoteKey: Hashable, Sendable, Comparable {
    public var habitID: UUID
    public var day: DayKey

    /// The address of `habitID`'s note on `day`.
    public init(habitID: UUID, day: DayKey) {
        self.habitID = habitID
        self.day = day
    }

    /// Day first, then habit: the order notes are recorded in.
    public static func < (a: DayNoteKey, b: DayNoteKey) -> Bool {
        a.day != b.day ? a.day < b.day : a.habitID.uuidString < b.habitID.uuidString
    }
}
