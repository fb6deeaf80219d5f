import Foundation

/// One dated check-in record (D6): a habit, a day in the profile's zone, how many times.
public struct CheckIn: Hashable, Sendable, Codable {
    public var habitID: UUID
    public var day: DayKey
    public var count: Int

    public init(habitID: UUID, day: DayKey, count: Int = 1) {
        self.habitID = habitID
        self.day = day
        self.count = count
    }

    enum CodingKeys: String, CodingKey { case habit, day, count }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        habitID = try c.decode(UUID.self, forKey: .habit)
        day = try c.decode(DayKey.self, forKey: .day)
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 1
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(habitID, forKey: .habit)
        try c.encode(day, forKey: .day)
        if count != 1 { try c.encode(count, forKey: .count) }
    }
}
