import CreaseInput

/// The days a habit's calendar chip was moved to another time for that day alone (seed: press and hold
/// the chip, then Just this day). Written as an object of `"YYYY-MM-DD": "HH:MM"`.
public struct DayTimes: Hashable, Sendable, Codable {
    public var byDay: [DayKey: TimeOfDay]

    public init(_ byDay: [DayKey: TimeOfDay] = [:]) { self.byDay = byDay }

    public var isEmpty: Bool { byDay.isEmpty }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: TimeOfDay].self)
        var byDay: [DayKey: TimeOfDay] = [:]
        for (key, time) in raw {
            guard let day = DayKey(key) else {
                throw InputError(file: "", field: JSONInput.path(decoder.codingPath) + "." + key, message: "is not a day YYYY-MM-DD")
            }
            byDay[day] = time
        }
        self.byDay = byDay
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(Dictionary(uniqueKeysWithValues: byDay.map { ($0.key.description, $0.value) }))
    }
}
