import CreaseTestSupport
import FoldLayout
import Foundation
import HabitDomain
import Testing
@testable import HabitScreens

/// A habit's Month Calendar and year of history (W2): the zone's days, weeks from the profile's first
/// weekday (D5), and no failure marks (J8).
@Suite struct HistoryTests {
    func day(_ text: String) throws -> DayKey { try #require(DayKey(text)) }

    func days(_ layout: SolvedLayout, _ role: Role) -> [String] {
        layout.nodes(role: role).compactMap { $0.attributes["day"] }
    }

    @Test("W2, D4: the Pacific/Apia 2011 year grid has 364 cells; 2011-12-30 never happened there")
    func apiaYear() throws {
        let state = try Surfaces.state("history-apia")
        let layout = Surfaces.solve(state, on: try Surfaces.display("iphone"))
        let cells = days(layout, .historyYearDay)
        #expect(cells.count == 364)
        #expect(Set(cells).count == 364)
        #expect(!cells.contains("2011-12-30"))
        #expect(cells.contains("2011-12-29") && cells.contains("2011-12-31"))
        #expect(layout[YearGrid.rootID]?.attributes["days"] == "364")
        #expect(Surfaces.violations(try Surfaces.display("iphone"), layout).isEmpty)
    }

    @Test("W2, D4: Apia's December 2011 calendar skips the 30th; the 31st follows the 29th in the same week")
    func apiaMonth() throws {
        let layout = Surfaces.solve(try Surfaces.state("history-apia"), on: try Surfaces.display("surface-duo", .spread))
        let cells = days(layout, .historyMonthDay)
        #expect(cells.count == 30 && !cells.contains("2011-12-30"))
        let thursday = try #require(layout[MonthCalendar.dayID(try day("2011-12-29"))])
        let saturday = try #require(layout[MonthCalendar.dayID(try day("2011-12-31"))])
        #expect(thursday.frame.midY == saturday.frame.midY)
        #expect(saturday.frame.midX - thursday.frame.midX > 1.5 * thursday.frame.width)
    }

    @Test("W2: a year grid shows 365 days, or 366 in a leap year", arguments: [(2025, 365), (2024, 366), (2026, 365), (2000, 366), (1900, 365)])
    func yearLength(_ year: Int, _ count: Int) throws {
        var state = try Surfaces.state("history")
        state.scenario.history?.year = year
        state.scenario.history?.yearSpan = .calendar
        state.scenario.history?.view = .year
        let layout = Surfaces.solve(state, on: try Surfaces.display("iphone"))
        #expect(days(layout, .historyYearDay).count == count)
        #expect(Surfaces.violations(try Surfaces.display("iphone"), layout).isEmpty)
    }

    @Test("W4: a habit's year of history is the last twelve months ending in the current month (December 2025 to November 2026 on 26 November 2026), today outlined in the last")
    func rollingYear() throws {
        let state = try Surfaces.state("history")
        #expect(state.today == (try day("2026-11-26")))
        for (device, posture) in [("iphone", Posture.cover), ("surface-duo", .spread)] {
            let layout = Surfaces.solve(state, on: try Surfaces.display(device, posture))
            let cells = days(layout, .historyYearDay)
            #expect(cells.count == 365, "\(device)")
            #expect(cells.first == "2025-12-01" && cells.last == "2026-11-30", "\(device)")
            #expect(!cells.contains("2026-12-01") && !cells.contains("2025-11-30"), "\(device)")
            // The months in order, the one holding today last.
            let months = layout.nodes(role: .historyYearMonth).compactMap { $0.text?.content.string }
            #expect(months == ["Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"], "\(device)")
            let today = try #require(layout[YearGrid.dayID(try day("2026-11-26"))])
            #expect(today.attributes["today"] == "true")
            // The title names the span, so a month's three letters are never ambiguous.
            #expect(layout[YearGrid.rootID + "/title"]?.text?.content.string == "Dec\u{00A0}2025\u{00A0}– Nov\u{00A0}2026")
            #expect(Surfaces.violations(try Surfaces.display(device, posture), layout).isEmpty, "\(device)")
        }
    }

    @Test("W4: in January the rolling year is the twelve months from the February before; in December it is the calendar year")
    func rollingYearEdges() throws {
        for (now, first, last) in [("2027-01-05T09:00:00+01:00", "2026-02-01", "2027-01-31"), ("2026-12-31T09:00:00+01:00", "2026-01-01", "2026-12-31")] {
            var state = try Surfaces.state("history")
            state.scenario.now = now
            state = ScenarioState(scenario: state.scenario, profile: state.profile)
            let cells = days(Surfaces.solve(state, on: try Surfaces.display("iphone")), .historyYearDay)
            #expect(cells.first == first && cells.last == last, "\(now)")
        }
    }

    @Test("W4: the calendar year is an option: `yearSpan: calendar` shows January to December of the current year, empty months and all")
    func calendarYearOption() throws {
        var state = try Surfaces.state("history")
        state.scenario.history?.yearSpan = .calendar
        let layout = Surfaces.solve(state, on: try Surfaces.display("iphone"))
        let cells = days(layout, .historyYearDay)
        #expect(cells.first == "2026-01-01" && cells.last == "2026-12-31" && cells.count == 365)
        #expect(layout[YearGrid.rootID + "/title"]?.text?.content.string == "2026")
    }

    @Test("W2, D5: an ar_EG month starts its weeks on Saturday, read from the right")
    func saturdayFirst() throws {
        let state = try Surfaces.state("history-ar-eg")
        #expect(state.profile.firstWeekday == .saturday)
        let surface = try Surfaces.display("iphone", direction: .rightToLeft)
        let layout = Surfaces.solve(state, on: surface)
        let month = try #require(layout[MonthCalendar.rootID])
        #expect(month.attributes["firstWeekday"] == "sat")
        let headers = layout.nodes(role: .historyWeekday).sorted { $0.frame.midX > $1.frame.midX }
        #expect(headers.compactMap { $0.attributes["weekday"] } == ["sat", "sun", "mon", "tue", "wed", "thu", "fri"])
        // 2026-11-07 is a Saturday: it starts the second row, at the reading edge (the right).
        let seventh = try #require(layout[MonthCalendar.dayID(try day("2026-11-07"))])
        let sixth = try #require(layout[MonthCalendar.dayID(try day("2026-11-06"))])
        #expect(seventh.frame.midY > sixth.frame.midY)
        #expect(abs(seventh.frame.midX - headers[0].frame.midX) < 0.5)
        #expect(Surfaces.violations(surface, layout).isEmpty)
    }

    @Test("W2, D5: a Monday-first (en_GB) and a Sunday-first (en_US) month put the 1st of November 2026 in their own columns",
          arguments: [("en_GB", "mon", 6), ("en_US", "sun", 0)])
    func otherWeekStarts(_ locale: String, _ first: String, _ column: Int) throws {
        var state = try Surfaces.state("history")
        state.profile.locale = locale
        state.scenario.history?.view = .month
        let layout = Surfaces.solve(state, on: try Surfaces.display("iphone"))
        let headers = layout.nodes(role: .historyWeekday).sorted { $0.frame.midX < $1.frame.midX }
        #expect(headers.first?.attributes["weekday"] == first)
        let firstDay = try #require(layout[MonthCalendar.dayID(try day("2026-11-01"))])
        #expect(abs(firstDay.frame.midX - headers[column].frame.midX) < 0.5)
    }

    @Test("J8, W2: no cell carries a failure mark or a warning colour; asked-for days without check-ins stay plain")
    func noFailureMarks() throws {
        let layout = Surfaces.solve(try Surfaces.state("history"), on: try Surfaces.display("surface-duo", .spread))
        let cells = layout.nodes(role: .historyYearDay) + layout.nodes(role: .historyMonthDay)
        #expect(cells.count == 365 + 30)
        let marks = Set(cells.compactMap { $0.attributes["mark"] })
        #expect(marks.isSubset(of: DayMark.names))
        #expect(marks.isSuperset(of: ["empty", "partial", "done"]))
        for cell in cells {
            let paints = [cell.decoration?.fill, cell.decoration?.stroke].compactMap { $0?.name }
            #expect(!paints.contains("destructive") && !paints.contains("late"), "\(cell.id)")
        }
        let strings = layout.nodes.compactMap { $0.text?.content.string.lowercased() }
        #expect(!strings.contains { $0.contains("missed") || $0.contains("failed") })
    }

    @Test("W2: today is outlined, once in the month and once in the year")
    func today() throws {
        let layout = Surfaces.solve(try Surfaces.state("history"), on: try Surfaces.display("surface-duo", .spread))
        for role in [Role.historyMonthDay, .historyYearDay] {
            let today = layout.nodes(role: role).filter { $0.attributes["today"] == "true" }
            #expect(today.map { $0.attributes["day"] } == ["2026-11-26"])
            #expect(today.first?.decoration?.stroke != nil)
        }
    }

    @Test("W2, J1: the month shows the habit's private Day Notes for that month")
    func notes() throws {
        let layout = Surfaces.solve(try Surfaces.state("history"), on: try Surfaces.display("iphone"))
        #expect(layout.nodes(role: .historyNote).count == 3)
        #expect(layout["history/note/2026-11-17/text"]?.text?.content.string == "Long day out; only managed two glasses.")
    }

    @Test("W2: every history scenario keeps every rule on every device and posture, at every text size",
          arguments: ["history", "history-apia", "history-ar-eg"])
    func rules(_ scenario: String) throws {
        let state = try Surfaces.state(scenario)
        let direction = LayoutDirection(locale: state.profile.locale)
        for device in TestSupport.fixtures.names(.devices) {
            let profile = try TestSupport.fixtures.device(device)
            for posture in profile.isFoldable ? Posture.allCases : [.cover] {
                for size in [ContentSize.xS, .L, .AX1, .AX5] {
                    let surface = try Surfaces.display(device, posture, direction: direction)
                    let violations = Surfaces.violations(surface, Surfaces.solve(state, on: surface, size: size))
                    #expect(violations.isEmpty, "\(device) \(posture) \(size): \(violations.prefix(3))")
                }
            }
        }
    }
}
