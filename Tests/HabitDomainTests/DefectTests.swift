import CreaseInput
import Foundation
import Testing
@testable import HabitDomain

/// The three defects of issue 17, each held by the rule it broke.
@Suite struct DefectTests {
    @Test("D10, D3: a Mon/Wed/Fri habit's Tuesday check-in does not count (never `2 of 1`)")
    func chosenWeekdaysCountOnlyTheirDays() {
        var p = Make.profile([Make.habit(1, "Swim", .chosenWeekdays([.monday, .wednesday, .friday]), start: "2026-11-01")])
        p.checkIn(1, ["2026-11-23", "2026-11-24"]) // Monday, Tuesday
        let tuesday = Make.instant("2026-11-24T18:00:00Z")
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: tuesday) == "1 of 1 check-in day this week")
        #expect(p.weeklyProgress(for: p.habits[0], now: tuesday).done <= p.weeklyProgress(for: p.habits[0], now: tuesday).denominator)
    }

    @Test("D10: a weekday habit's Saturday check-in does not count (never `6 of 5`)")
    func weekdayHabitIgnoresWeekend() {
        var p = Make.profile([Make.habit(1, "Stretch", .weekdays, start: "2026-11-01")])
        p.checkIn(1, ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"])
        let sunday = Make.instant("2026-11-29T10:00:00Z")
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: sunday) == "5 of 5 check-in days this week")
    }

    @Test("D10, D3: after a change to Mondays only, a Thursday under the new cadence does not count (never `3 of 2`)")
    func cadenceEachDayHad() {
        var h = Make.habit(1, "Walk", .daily, start: "2026-11-01")
        h.changeCadence(to: .chosenWeekdays([.monday]), from: Make.day("2026-11-25"))
        var p = Make.profile([h])
        p.checkIn(1, ["2026-11-23", "2026-11-24", "2026-11-26"]) // Mon, Tue (daily), Thu (Mondays only)
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "2 of 2 check-in days this week")
    }

    @Test("D11: a new times-a-week habit whose schedule never changed is not told its schedule changed")
    func startDayIsNotAChange() {
        // Started on Wednesday of last week; the schedule never changed.
        var p = Make.profile([Make.habit(1, "Strength", .timesPerWeek(2), part: .core, start: "2026-11-18")])
        p.checkIn(1, ["2026-11-18", "2026-11-20"])
        let s = p.streak(for: p.habits[0], now: thursday)
        #expect(s != .tooLittleHistory)
        #expect(s == .weeks(1))
        #expect(s.copy?.contains("schedule changed") != true)
    }

    @Test("D11: a weekly cadence that began with a real change still says there is too little history")
    func realChangeStillSaysSo() {
        var h = Make.habit(1, "Strength", .daily, start: "2026-10-01")
        h.changeCadence(to: .timesPerWeek(2), from: Make.day("2026-11-18"))
        let p = Make.profile([h])
        #expect(p.streak(for: h, now: thursday) == .tooLittleHistory)
    }

    static let walk = "6B657074-0000-0000-0000-000000000001"

    static func dataset(checkIns: String, logs: String) -> Data {
        Data("""
        {"version":1,"account":"a","timeZone":"Europe/Berlin","locale":"en_GB",
         "habits":[{"id":"\(walk)","name":"Walk","cadence":{"kind":"daily"},"startDay":"2026-11-01"},
                   {"id":"6B657074-0000-0000-0000-000000000002","name":"Read","cadence":{"kind":"daily"},"startDay":"2026-11-01"}],
         "checkIns":[\(checkIns)],
         "logs":[\(logs)]}
        """.utf8)
    }

    @Test("D22: the same habit and day in `checkIns` and `logs` is one error naming both places")
    func checkInAndLogCollide() {
        let checkIns = (0..<4).map { #"{"habit":"\#(Self.walk)","day":"2026-11-0\#($0 + 1)"}"# }.joined(separator: ",")
        let logs = #"{"habit":"6B657074-0000-0000-0000-000000000002","from":"2026-11-01","counts":"11"},{"habit":"\#(Self.walk)","from":"2026-11-04","counts":"11"}"#
        do {
            _ = try JSONInput.decode(Profile.self, from: Self.dataset(checkIns: checkIns, logs: logs), file: "walk.json")
            Issue.record("a day recorded twice was accepted")
        } catch {
            #expect(error.file == "walk.json")
            #expect(error.field == "logs[1]")
            #expect(error.message.contains("checkIns[3]"))
            #expect(error.message.contains("2026-11-04"))
            #expect(error.description.contains("logs[1]") && error.description.contains("checkIns[3]"))
        }
    }

    @Test("D22: the same habit and day in two `logs` runs is one error naming both runs")
    func twoRunsCollide() {
        let logs = #"{"habit":"\#(Self.walk)","from":"2026-11-01","counts":"101"},{"habit":"\#(Self.walk)","from":"2026-11-03","counts":"1"}"#
        do {
            _ = try JSONInput.decode(Profile.self, from: Self.dataset(checkIns: "", logs: logs), file: "walk.json")
            Issue.record("two runs recording one day were accepted")
        } catch {
            #expect(error.field == "logs[1]")
            #expect(error.message.contains("logs[0]"))
            #expect(error.message.contains("2026-11-03"))
        }
    }

    @Test("D22: runs that only meet on a `0` day, and different habits on one day, still load")
    func zeroDaysDoNotCollide() throws {
        let logs = #"{"habit":"\#(Self.walk)","from":"2026-11-01","counts":"110"},{"habit":"\#(Self.walk)","from":"2026-11-03","counts":"1"},{"habit":"6B657074-0000-0000-0000-000000000002","from":"2026-11-03","counts":"1"}"#
        let checkIns = #"{"habit":"\#(Self.walk)","day":"2026-11-05"}"#
        let p = try JSONInput.decode(Profile.self, from: Self.dataset(checkIns: checkIns, logs: logs), file: "walk.json")
        #expect(p.log(p.habits[0].id).records.count == 4)
    }
}
