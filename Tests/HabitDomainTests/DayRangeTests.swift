import Foundation
import Testing
@testable import HabitDomain

/// The days of a month or a year as a zone had them (W2, D4), and the widget's places (W1).
@Suite struct DayRangeTests {
    struct YearCase: Sendable, CustomTestStringConvertible {
        var zone: String
        var year: Int
        var count: Int
        var testDescription: String { "\(zone) \(year): \(count) days" }
    }

    /// Kiritimati jumped over 1994-12-31 as Apia did over 2011-12-30.
    static let years = [
        YearCase(zone: "Pacific/Apia", year: 2011, count: 364), YearCase(zone: "Pacific/Apia", year: 2012, count: 366),
        YearCase(zone: "Europe/Berlin", year: 2026, count: 365), YearCase(zone: "Europe/Berlin", year: 2024, count: 366),
        YearCase(zone: "America/Sao_Paulo", year: 2018, count: 365), YearCase(zone: "Australia/Lord_Howe", year: 2025, count: 365),
        YearCase(zone: "Pacific/Kiritimati", year: 1994, count: 364), YearCase(zone: "UTC", year: 1900, count: 365),
    ]

    @Test("W2, D4: a year has 365 or 366 days in its zone, fewer only where the zone skipped a date", arguments: years)
    func yearDays(_ c: YearCase) throws {
        let zone = try #require(TimeZone(identifier: c.zone))
        let days = DayKey.days(ofYear: c.year, existingIn: zone)
        #expect(days.count == c.count)
        // The same answer as asking the zone about each date.
        let first = try #require(DayKey(year: c.year, month: 1, day: 1))
        let all = (0..<367).map { first.adding(days: $0) }.filter { $0.year == c.year }
        #expect(days == all.filter { $0.exists(in: zone) })
    }

    @Test("D4: a date whose midnight never happened (Sao Paulo 2018-11-04) still exists; Apia's 2011-12-30 does not")
    func monthDays() throws {
        let saoPaulo = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        #expect(DayKey.days(ofMonth: 11, year: 2018, existingIn: saoPaulo).map(\.description).contains("2018-11-04"))
        let apia = try #require(TimeZone(identifier: "Pacific/Apia"))
        let december = DayKey.days(ofMonth: 12, year: 2011, existingIn: apia).map(\.description)
        #expect(december.count == 30 && !december.contains("2011-12-30"))
    }

    @Test("W1: a widget's places keep their assignments in order: missing and archived ones stay as placeholders")
    func widgetSlots() {
        var archived = Make.habit(2, "Read")
        archived.isArchived = true
        let p = Make.profile([Make.habit(1, "Walk"), archived, Make.habit(3, "Stretch", order: 1)])
        let slots = p.widgetSlots([Make.id(1), Make.id(9), Make.id(2), nil], count: 6)
        #expect(slots.map(\.state) == ["habit", "missing", "archived", "unassigned", "unassigned", "unassigned"])
        #expect(p.widgetSlots(nil, count: 3).map(\.state) == ["habit", "habit", "unassigned"])
        #expect(p.widgetSlots([Make.id(1), Make.id(3)], count: 1).map(\.state) == ["habit"])
    }

    @Test("J8, W1: recent marks run oldest first to today and name no failure")
    func recentMarks() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-20", target: 2)])
        p.checkIn(1, ["2026-11-24"])
        let marks = p.recentMarks(for: p.habits[0], through: Make.day("2026-11-26"), days: 7)
        #expect(marks.map(\.day.description) == (20...26).map { "2026-11-\($0)" })
        #expect(marks.map(\.mark.name) == ["empty", "empty", "empty", "empty", "partial", "empty", "empty"])
        #expect(Set(marks.map(\.mark.name)).isSubset(of: DayMark.names))
    }
}
