import Foundation
import Testing
@testable import HabitDomain

/// D4 (day keys in the profile's zone, calendar arithmetic) and D5 (week start).
@Suite struct TimeTests {
    @Test("D4: a day key comes from the profile's zone, not the machine's")
    func dayKeyFromProfileZone() {
        let instant = Make.instant("2026-11-26T23:30:00Z")
        #expect(DayKey(instant, in: TimeZone(identifier: "Europe/Berlin")!).description == "2026-11-27")
        #expect(DayKey(instant, in: TimeZone(identifier: "America/New_York")!).description == "2026-11-26")
        #expect(DayKey(instant, in: TimeZone(identifier: "Pacific/Kiritimati")!).description == "2026-11-27")
    }

    @Test("D4: a day key from an instant is the day a Gregorian calendar in that zone gives (DST, half-hour and historic offsets)")
    func dayKeyMatchesCalendar() throws {
        let zones = ["Europe/Berlin", "America/New_York", "Pacific/Kiritimati", "Asia/Kolkata", "Australia/Lord_Howe",
                     "America/St_Johns", "Pacific/Chatham", "Europe/Dublin", "Africa/Casablanca", "Pacific/Apia", "UTC"]
        var generator = SystemRandomNumberGenerator()
        for name in zones {
            let zone = try #require(TimeZone(identifier: name))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            // Seconds either side of local midnights and random instants from 1850 to 2100.
            var instants = (0..<400).map { _ in Date(timeIntervalSince1970: Double.random(in: -3_786_825_600...4_102_444_800, using: &generator)) }
            for day in stride(from: -40_000, to: 47_000, by: 997) {
                let key = DayKey(civil: day)
                guard let midnight = calendar.date(from: DateComponents(year: key.year, month: key.month, day: key.day)) else { continue }
                instants += [midnight.addingTimeInterval(-1), midnight, midnight.addingTimeInterval(0.5)]
            }
            for instant in instants {
                let c = calendar.dateComponents([.year, .month, .day], from: instant)
                let expected = try #require(DayKey(year: c.year ?? 0, month: c.month ?? 0, day: c.day ?? 0))
                #expect(DayKey(instant, in: zone) == expected, "\(name) at \(instant.timeIntervalSince1970)")
            }
        }
    }

    @Test("D4: day arithmetic is on calendar dates, never 86,400 seconds")
    func calendarArithmetic() {
        #expect(Make.day("2024-02-28").adding(days: 1).description == "2024-02-29")
        #expect(Make.day("2025-12-31").adding(days: 1).description == "2026-01-01")
        #expect(Make.day("2026-03-29").adding(days: -1).description == "2026-03-28")
        #expect(Make.day("2026-11-26").days(since: Make.day("2025-11-26")) == 365)
        #expect(Make.day("2026-11-26").weekday == .thursday)
        #expect(Make.day("1970-01-01").weekday == .thursday)
        #expect(DayKey("2026-02-30") == nil)
        #expect(DayKey("26-11-2026") == nil)
    }

    struct GapCase: Sendable, CustomTestStringConvertible {
        var zone: String
        var day: String
        var justAfterGap: String
        var justBefore: String
        var testDescription: String { "\(zone) \(day)" }
    }

    static let gaps = [
        // Clocks jump from 00:00 to 01:00: local midnight does not exist.
        GapCase(zone: "America/Santiago", day: "2025-09-07", justAfterGap: "2025-09-07T04:00:00Z", justBefore: "2025-09-07T03:59:00Z"),
        GapCase(zone: "Asia/Beirut", day: "2025-03-30", justAfterGap: "2025-03-29T22:00:00Z", justBefore: "2025-03-29T21:59:00Z"),
    ]

    @Test("D4: days whose local midnight does not exist", arguments: gaps)
    func missingMidnight(_ c: GapCase) throws {
        let tz = try #require(TimeZone(identifier: c.zone))
        let day = Make.day(c.day)
        #expect(DayKey(Make.instant(c.justAfterGap), in: tz) == day)
        #expect(DayKey(Make.instant(c.justBefore), in: tz) == day.adding(days: -1))
        #expect(day.exists(in: tz))
        let start = try #require(day.startInstant(in: tz))
        #expect(DayKey(start, in: tz) == day)
        #expect(start == Make.instant(c.justAfterGap))
        // A check-in at the first instant of the day lands on that day, and the day after is one date on.
        var profile = Make.profile([Make.habit(1, "Walk", start: "2025-01-01")], zone: c.zone)
        try profile.tap(Make.id(1), on: profile.day(of: start))
        #expect(profile.log(Make.id(1)).count(on: day) == 1)
        #expect(profile.log(Make.id(1)).count(on: day.adding(days: -1)) == 0)
    }

    @Test("D4: Lord Howe's 30-minute DST shift keeps days whole")
    func lordHowe() throws {
        let tz = try #require(TimeZone(identifier: "Australia/Lord_Howe"))
        // 2025-10-05: clocks go from 02:00 to 02:30 local (+10:30 → +11:00).
        #expect(DayKey(Make.instant("2025-10-04T13:30:00Z"), in: tz).description == "2025-10-05")
        #expect(DayKey(Make.instant("2025-10-04T13:29:00Z"), in: tz).description == "2025-10-04")
        let before = try #require(Make.day("2025-10-05").instant(at: TimeOfDay(hour: 1, minute: 59)!, in: tz))
        let after = try #require(Make.day("2025-10-05").instant(at: TimeOfDay(hour: 2, minute: 30)!, in: tz))
        #expect(after.timeIntervalSince(before) == 60)
        #expect(Make.day("2025-10-05").adding(days: 1).description == "2025-10-06")
    }

    @Test("D4: a date the zone skipped (Pacific/Apia 2011-12-30) is never asked for")
    func apiaSkippedDay() throws {
        let tz = try #require(TimeZone(identifier: "Pacific/Apia"))
        #expect(!Make.day("2011-12-30").exists(in: tz))
        #expect(Make.day("2011-12-29").exists(in: tz))
        #expect(Make.day("2011-12-31").exists(in: tz))
        // The last instant of the 29th is followed by the first of the 31st.
        #expect(DayKey(Make.instant("2011-12-30T09:59:00Z"), in: tz).description == "2011-12-29")
        #expect(DayKey(Make.instant("2011-12-30T10:00:00Z"), in: tz).description == "2011-12-31")
        // A daily habit checked in on the 28th, 29th and 31st keeps its streak and its week counts
        // only the days that existed (Monday start: week of 2011-12-26).
        var p = Make.profile([Make.habit(1, "Walk", start: "2011-12-12")], zone: "Pacific/Apia", locale: "en_GB")
        p.checkIn(1, ["2011-12-26", "2011-12-27", "2011-12-28", "2011-12-29", "2011-12-31"])
        let now = Make.instant("2011-12-31T12:00:00Z") // 31 Dec, 02:00 local
        #expect(p.streak(for: p.habits[0], now: now) == .days(5))
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: now) == "5 of 5 check-in days this week")
    }

    @Test("D4: midnight passing offline moves today; two check-ins land on two days")
    func midnightOffline() throws {
        var p = Make.profile([Make.habit(1, "Walk")])
        let beforeMidnight = Make.instant("2026-11-26T22:59:00Z") // 23:59 Berlin
        let afterMidnight = Make.instant("2026-11-26T23:01:00Z") // 00:01 Berlin, next day
        let page1 = CheckInCommand(account: "acct-1", pageDay: p.day(of: beforeMidnight), habitID: Make.id(1))
        try p.perform(page1, now: beforeMidnight)
        let page2 = CheckInCommand(account: "acct-1", pageDay: p.day(of: afterMidnight), habitID: Make.id(1))
        try p.perform(page2, now: afterMidnight)
        #expect(p.log(Make.id(1)).records.map(\.day.description) == ["2026-11-26", "2026-11-27"])
        #expect(p.today(now: afterMidnight).day.description == "2026-11-27")
    }

    struct WeekStartCase: Sendable, CustomTestStringConvertible {
        var locale: String
        var first: Weekday
        var testDescription: String { "\(locale) starts on \(first)" }
    }

    static let weekStarts = [
        WeekStartCase(locale: "en_US", first: .sunday), WeekStartCase(locale: "en_GB", first: .monday),
        WeekStartCase(locale: "de_DE", first: .monday), WeekStartCase(locale: "fa_IR", first: .saturday),
        WeekStartCase(locale: "ar_EG", first: .saturday),
    ]

    @Test("D5: the week starts on the locale's CLDR first weekday", arguments: weekStarts)
    func weekStart(_ c: WeekStartCase) {
        #expect(WeekStart.firstWeekday(locale: c.locale) == c.first)
        let p = Make.profile([], locale: c.locale)
        #expect(p.firstWeekday == c.first)
        let start = WeekStart.start(of: Make.day("2026-11-26"), firstWeekday: p.firstWeekday)
        #expect(start.weekday == c.first)
        #expect(start <= Make.day("2026-11-26") && Make.day("2026-11-26").days(since: start) < 7)
    }

    @Test("D5: an explicit override wins over the locale, and progress follows it")
    func weekStartOverride() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01")], locale: "en_US")
        p.checkIn(1, ["2026-11-22", "2026-11-23"]) // Sunday and Monday
        let now = Make.instant("2026-11-24T10:00:00Z") // Tuesday
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: now) == "2 of 2 check-in days this week")
        p.weekStartOverride = .monday
        #expect(p.firstWeekday == .monday)
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: now) == "1 of 1 check-in day this week")
    }

    @Test("D4: a day key and a time of day are written as %04d-%02d-%02d and %02d:%02d write them (years before 1000 included)")
    func zeroPaddedKeys() throws {
        for (year, month, day) in [(2026, 11, 27), (5, 1, 9), (999, 12, 31), (1, 3, 1), (9999, 12, 31)] {
            let key = try #require(DayKey(year: year, month: month, day: day))
            #expect(key.description == String(format: "%04d-%02d-%02d", year, month, day), "\(year)-\(month)-\(day)")
        }
        for (hour, minute) in [(0, 0), (7, 30), (23, 59)] {
            #expect(try #require(TimeOfDay(hour: hour, minute: minute)).description == String(format: "%02d:%02d", hour, minute))
        }
        // The rows' copy of a time (seed: "7:30am", "9pm", "12:30pm"), for every minute of the day.
        for minutes in 0..<(24 * 60) {
            let time = try #require(TimeOfDay(hour: minutes / 60, minute: minutes % 60))
            let h12 = time.hour % 12 == 0 ? 12 : time.hour % 12
            let suffix = time.hour < 12 ? "am" : "pm"
            let expected = time.minute == 0 ? "\(h12)\(suffix)" : String(format: "%d:%02d%@", h12, time.minute, suffix)
            #expect(time.display == expected)
        }
        #expect(try #require(TimeOfDay(hour: 0, minute: 5)).display == "12:05am")
        #expect(try #require(TimeOfDay(hour: 12, minute: 0)).display == "12pm")
        // Every day key's fast writing against the general one: each day of 1600…2400 and of the years
        // at the fast path's ends, and days far outside it (clamped instants) written with their sign.
        var civil = DayKey(year: 1600, month: 1, day: 1).map(\.ordinal) ?? 0
        let last = DayKey(year: 2400, month: 12, day: 31).map(\.ordinal) ?? 0
        var differing: [String] = []
        while civil <= last {
            let key = DayKey(civil: civil)
            if key.description != key.paddedDescription { differing.append(key.paddedDescription) }
            civil += 1
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        for civil in [DayKey(civil: -719_528), DayKey(civil: -719_529), DayKey(civil: 2_932_896), DayKey(civil: 2_932_897),
                      DayKey(civil: -1_000_000_000), DayKey(civil: 1_000_000_000)] {
            #expect(civil.description == civil.paddedDescription, "\(civil.paddedDescription)")
        }
        #expect(DayKey(civil: -719_529).description == "-001-12-31")
        #expect(DayKey(civil: 2_932_897).description == "10000-01-01")
        // The padding itself, as printf pads: the sign counts toward the width, wider numbers are not cut.
        for (value, width) in [(0, 4), (-1, 4), (-250, 4), (12345, 4), (7, 2), (-7, 2)] {
            #expect(ZeroPadded.text(value, width: width) == String(format: "%0\(width)d", value), "\(value) at \(width)")
        }
    }
}
