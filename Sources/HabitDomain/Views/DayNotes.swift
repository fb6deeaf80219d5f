import Foundation

extension Profile {
    /// The private Day Note of a habit on a day, if it has one (J1).
    public func note(for habitID: UUID, on day: DayKey) -> String? {
        notes[DayNoteKey(habitID: habitID, day: day)]
    }

    /// Sets a habit's Day Note for a day (J1): one per habit and day, so a new text replaces the old
    /// one and an empty text removes it. Days to come and unknown habits are refused.
    public mutating func setNote(_ text: String, for habitID: UUID, on day: DayKey, now: Date) throws(DomainError) {
        guard habit(habitID) != nil else { throw DomainError.unknownHabit(habitID) }
        guard day <= self.day(of: now) else { throw DomainError.futureDay(day) }
        notes[DayNoteKey(habitID: habitID, day: day)] = try DayNote.normalised(text)
    }

    /// A habit's Day Notes, oldest first.
    public func notes(for habitID: UUID) -> [DayNote] {
        notes.filter { $0.key.habitID == habitID }
            .map { DayNote(habitID: habitID, day: $0.key.day, text: $0.value) }
            .sorted { $0.day < $1.day }
    }
}
