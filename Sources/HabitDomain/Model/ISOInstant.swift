import Foundation

/// ISO 8601 instants as the formats write them: `2026-11-30T08:15:00Z`, `2026-11-30T09:15:00+01:00`.
public enum ISOInstant {
    public static func parse(_ string: String) -> Date? {
        if let date = try? Date(string, strategy: Date.ISO8601FormatStyle()) { return date }
        return try? Date(string, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    public static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }
}
