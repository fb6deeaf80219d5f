import CreaseInput
import Foundation

/// A wall-clock time `HH:MM`.
public struct TimeOfDay: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public init?(_ string: String) {
        let parts = string.split(separator: ":")
        guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }

    public var minutes: Int { hour * 60 + minute }
    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutes < b.minutes }
    public var description: String { ZeroPadded.text(hour, width: 2) + ":" + ZeroPadded.text(minute, width: 2) }

    /// `7:30am`, `12:30pm`, `9pm`: the copy the rows show.
    public var display: String {
        let h12 = hour % 12 == 0 ? 12 : hour % 12
        let suffix = hour < 12 ? "am" : "pm"
        return minute == 0 ? "\(h12)\(suffix)" : "\(h12):" + ZeroPadded.text(minute, width: 2) + suffix
    }

    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard let value = TimeOfDay(string) else {
            throw InputError(file: "", field: JSONInput.path(decoder.codingPath), message: "is not a time of the form HH:MM (got \"\(string)\")")
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
