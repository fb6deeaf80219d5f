import Foundation

/// A private Day Note: one per habit and day (J1). Notes stay with the profile; they are never shared.
public struct DayNote: Hashable, Sendable {
    /// The most characters a note keeps.
    public static let maximumLength = 2000

    public var habitID: UUID
    public var day: DayKey
    /// Trimmed and not empty.
    public var text: String

    public init(habitID: UUID, day: DayKey, text: String) {
        self.habitID = habitID
        self.day = day
        self.text = text
    }

    /// Where a note lives in a profile: its habit and day.
    public var key: DayNoteKey { DayNoteKey(habitID: habitID, day: day) }

    /// Trims `text`; an empty result means "no note", and a note longer than `maximumLength` is refused.
    public static func normalised(_ text: String) throws(DomainError) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.count <= maximumLength else { throw DomainError.noteTooLong(limit: maximumLength) }
        return trimmed
    }
}

extension DayNote: Codable {
    enum CodingKeys: String, CodingKey { case habit, day, text }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        habitID = try c.decode(UUID.self, forKey: .habit)
        day = try c.decode(DayKey.self, forKey: .day)
        text = try c.decode(String.self, forKey: .text)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(habitID, forKey: .habit)
        try c.encode(day, forKey: .day)
        try c.encode(text, forKey: .text)
    }
}
