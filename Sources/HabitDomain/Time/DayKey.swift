import CreaseInput
import Foundation

/// A calendar day (`YYYY-MM-DD`) in the profile's time zone (D4). Arithmetic is on civil dates,
/// never on seconds, so DST gaps and missing midnights cannot move a check-in to another day.
public struct DayKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...DayKey.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`.
    public init?(_ string: String) {
        // The usual spelling, ten ASCII bytes, is read digit by digit (splitting cost a dataset of
        // 20,000 habits 5% of its load); anything else takes the general path below.
        let utf8 = string.utf8
        if utf8.count == 10 {
            var value = [0, 0, 0]
            var field = 0
            var plain = true
            for (k, c) in utf8.enumerated() {
                if k == 4 || k == 7 {
                    if c != UInt8(ascii: "-") { plain = false; break }
                    field += 1
                } else if c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
                    value[field] = value[field] * 10 + Int(c - UInt8(ascii: "0"))
                } else {
                    plain = false
                    break
                }
            }
            if plain {
                self.init(year: value[0], month: value[1], day: value[2])
                return
            }
        }
        let parts = string.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        // The zone's local time at the instant, in whole seconds, counted in days from the epoch: what
        // a Gregorian calendar in that zone gives, without building one for each day (screens ask
        // for hundreds of days, and a calendar per call was most of that).
        let local = instant.timeIntervalSince1970.rounded(.down) + Double(timeZone.secondsFromGMT(for: instant))
        let days = (local / 86_400).rounded(.down)
        // Far outside any calendar a profile keeps (±2.7 million years), a day is clamped rather than trapping.
        self = days.isFinite ? DayKey(civil: Int(Swift.max(-1e9, Swift.min(1e9, days)))) : DayKey.epoch
    }

    static let epoch = DayKey(civil: 0)

    /// `YYYY-MM-DD`. A grid of a year names every cell by its day, so the usual years are written as
    /// ten ASCII digits and dashes in one step; a year outside 0…9999 (a clamped instant) is written
    /// with its sign and all its digits.
    public var description: String {
        guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return paddedDescription }
        return String(unsafeUninitializedCapacity: 10) { bytes in
            func digits(_ value: Int, at start: Int, count: Int) {
                var rest = value
                for i in stride(from: start + count - 1, through: start, by: -1) {
                    bytes[i] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                    rest /= 10
                }
            }
            digits(year, at: 0, count: 4)
            bytes[4] = 45
            digits(month, at: 5, count: 2)
            bytes[7] = 45
            digits(day, at: 8, count: 2)
            return 10
        }
    }

    /// `description` as the general formatting writes it, for the test that holds the fast path to it.
    var paddedDescription: String {
        ZeroPadded.text(year, width: 4) + "-" + ZeroPadded.text(month, width: 2) + "-" + ZeroPadded.text(day, width: 2)
    }

    public static func < (a: DayKey, b: DayKey) -> Bool { a.ordinal < b.ordinal }

    /// Days since 1970-01-01 on the proleptic Gregorian calendar (Howard Hinnant's civil algorithm).
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(civil z0: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    public func adding(days: Int) -> DayKey { DayKey(civil: ordinal + days) }
    public func days(since other: DayKey) -> Int { ordinal - other.ordinal }

    /// The weekday of this date.
    public var weekday: Weekday { Weekday(ordinal: ordinal) }

    /// Whether this date happened at all in `timeZone` (Pacific/Apia skipped 2011-12-30).
    public func exists(in timeZone: TimeZone) -> Bool {
        guard let start = startInstant(in: timeZone) else { return false }
        return DayKey(start, in: timeZone) == self
    }

    /// The first instant of this day in `timeZone`; a day whose midnight does not exist starts at the
    /// first instant after the gap.
    public func startInstant(in timeZone: TimeZone) -> Date? {
        let calendar = DayKey.calendar(timeZone)
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)) else { return nil }
        return calendar.startOfDay(for: noon)
    }

    /// The instant of a wall-clock time on this day; inside a DST gap, the first instant after it.
    public func instant(at time: TimeOfDay, in timeZone: TimeZone) -> Date? {
        let calendar = DayKey.calendar(timeZone)
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: time.hour, minute: time.minute))
    }

    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The number of days a month has on the Gregorian calendar (28–31), whatever a zone skipped.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public init(from decoder: any Decoder) throws {
        let string = try decoder.singleValueContainer().decode(String.self)
        guard let key = DayKey(string) else {
            throw InputError(file: "", field: JSONInput.path(decoder.codingPath), message: "is not a date of the form YYYY-MM-DD (got \"\(string)\")")
        }
        self = key
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
