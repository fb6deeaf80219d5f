import CreaseInput
import Foundation
import Testing
@testable import HabitDomain

/// J1 (daily targets, streak goals, past-day corrections, Day Notes) and J8 (no failure marks).
@Suite struct CoreDataTests {
    @Test("J1: completions cycle through the daily target: 1, 2, 3, then back to none")
    func dailyTargetCycles() throws {
        var p = Make.profile([Make.habit(1, "Water", target: 3)])
        let day = Make.day("2026-11-26")
        var seen: [Int] = []
        for _ in 0..<8 {
            try p.perform(CheckInCommand(account: "acct-1", pageDay: day, habitID: Make.id(1)), now: thursday)
            seen.append(p.log(Make.id(1)).count(on: day))
        }
        #expect(seen == [1, 2, 3, 0, 1, 2, 3, 0])
    }

    @Test("J1: a streak goal reports progress toward it in the streak's own unit")
    func streakGoal() throws {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01"), Make.habit(2, "Strength", .timesPerWeek(2), start: "2026-11-02")])
        p.checkIn(1, ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"])
        #expect(p.streakGoalProgress(for: p.habits[0], now: thursday) == nil)
        try p.setStreakGoal(30, for: Make.id(1))
        let progress = try #require(p.streakGoalProgress(for: p.habits[0], now: thursday))
        #expect(progress.current == 4 && progress.target == 30 && !progress.reached)
        #expect(progress.copy == "4 of 30 days toward your streak goal")
        try p.setStreakGoal(4, for: Make.id(1))
        #expect(p.streakGoalProgress(for: p.habits[0], now: thursday)?.copy == "Streak goal reached: 4 days")
        try p.setStreakGoal(1, for: Make.id(2))
        p.checkIn(2, ["2026-11-16", "2026-11-18"])
        #expect(p.streakGoalProgress(for: p.habits[1], now: thursday)?.copy == "Streak goal reached: 1 week")
        #expect(throws: DomainError.streakGoalOutOfRange(0)) { try p.setStreakGoal(0, for: Make.id(1)) }
        try p.setStreakGoal(nil, for: Make.id(1))
        #expect(p.habits[0].streakGoal == nil)
    }

    @Test("J1: a streak goal round-trips through the dataset format and is validated")
    func streakGoalFormat() throws {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01")])
        try p.setStreakGoal(21, for: Make.id(1))
        let data = try JSONEncoder().encode(p)
        #expect(try JSONInput.decode(Profile.self, from: data, file: "p.json") == p)
        let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"streakGoal\":21", with: "\"streakGoal\":0")
        do {
            _ = try JSONInput.decode(Profile.self, from: Data(bad.utf8), file: "p.json")
            Issue.record("a streak goal of 0 loaded")
        } catch {
            #expect(error.field == "habits[0].streakGoal")
        }
    }

    @Test("J1, D7: past-day corrections add and remove one completion on an earlier day; stale pages change nothing")
    func corrections() throws {
        var p = Make.profile([Make.habit(1, "Water", start: "2026-11-10", target: 2)])
        let today = Make.day("2026-11-26")
        func fix(_ day: String, _ change: PastDayCorrection.Change, page: String = "2026-11-26", account: String = "acct-1") -> PastDayCorrection {
            PastDayCorrection(account: account, pageDay: Make.day(page), habitID: Make.id(1), day: Make.day(day), change: change)
        }
        try p.apply(fix("2026-11-20", .add), now: thursday)
        try p.apply(fix("2026-11-20", .add), now: thursday)
        #expect(p.log(Make.id(1)).count(on: Make.day("2026-11-20")) == 2)
        let before = p
        #expect(throws: DomainError.targetReached(name: "Water", day: Make.day("2026-11-20"), target: 2)) {
            try p.apply(fix("2026-11-20", .add), now: thursday)
        }
        #expect(throws: DomainError.staleDay(page: Make.day("2026-11-25"), current: today)) {
            try p.apply(fix("2026-11-20", .remove, page: "2026-11-25"), now: thursday)
        }
        #expect(throws: DomainError.staleAccount(page: "acct-2", current: "acct-1")) {
            try p.apply(fix("2026-11-20", .remove, account: "acct-2"), now: thursday)
        }
        #expect(throws: DomainError.futureDay(Make.day("2026-11-27"))) { try p.apply(fix("2026-11-27", .add), now: thursday) }
        #expect(throws: DomainError.beforeStart(name: "Water", day: Make.day("2026-11-09"))) {
            try p.apply(fix("2026-11-09", .add), now: thursday)
        }
        #expect(throws: DomainError.nothingToRemove(name: "Water", day: Make.day("2026-11-21"))) {
            try p.apply(fix("2026-11-21", .remove), now: thursday)
        }
        #expect(p == before)
        try p.apply(fix("2026-11-20", .remove), now: thursday)
        try p.apply(fix("2026-11-20", .remove), now: thursday)
        #expect(p.log(Make.id(1)).records.isEmpty)
        #expect(p.log(Make.id(1)) == CheckInLog())
    }

    @Test("J1: one private Day Note per habit and day; a new text replaces it, an empty one removes it")
    func dayNotes() throws {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01"), Make.habit(2, "Read", start: "2026-11-01")])
        let day = Make.day("2026-11-25")
        try p.setNote("  Rain, short loop  ", for: Make.id(1), on: day, now: thursday)
        try p.setNote("Finished chapter 3", for: Make.id(2), on: day, now: thursday)
        #expect(p.note(for: Make.id(1), on: day) == "Rain, short loop")
        try p.setNote("Sun after all", for: Make.id(1), on: day, now: thursday)
        #expect(p.notes(for: Make.id(1)).map(\.text) == ["Sun after all"])
        try p.setNote("   ", for: Make.id(2), on: day, now: thursday)
        #expect(p.note(for: Make.id(2), on: day) == nil)
        #expect(throws: DomainError.futureDay(Make.day("2026-11-27"))) {
            try p.setNote("later", for: Make.id(1), on: Make.day("2026-11-27"), now: thursday)
        }
        #expect(throws: DomainError.noteTooLong(limit: 2000)) {
            try p.setNote(String(repeating: "a", count: 2001), for: Make.id(1), on: day, now: thursday)
        }
        // Notes go with their habit, and its Undo brings them back.
        let undo = try p.delete(Make.id(1))
        #expect(p.notes.isEmpty)
        p.apply(undo)
        #expect(p.note(for: Make.id(1), on: day) == "Sun after all")
    }

    @Test("J1: Day Notes are part of the dataset format: validated, one per habit and day")
    func dayNotesFormat() throws {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01")])
        try p.setNote("Rain", for: Make.id(1), on: Make.day("2026-11-25"), now: thursday)
        let data = try JSONEncoder().encode(p)
        #expect(try JSONInput.decode(Profile.self, from: data, file: "p.json") == p)
        let json = String(decoding: data, as: UTF8.self)
        let note = #"{"day":"2026-11-25","habit":"00000000-0000-0000-0000-000000000001","text":"Sun"}"#
        let twice = json.replacingOccurrences(of: #""notes":["#, with: #""notes":["# + note + ",")
        do {
            _ = try JSONInput.decode(Profile.self, from: Data(twice.utf8), file: "p.json")
            Issue.record("two notes for one habit and day loaded")
        } catch {
            #expect(error.field == "notes[1]")
            #expect(error.message.contains("notes[0]"))
        }
    }

    @Test("J8: an empty day is never labelled a failure, past or present")
    func emptyDaysStayEmpty() throws {
        var p = Make.profile([Make.habit(1, "Water", .weekdays, start: "2026-11-16", target: 2)])
        p.checkIn(1, ["2026-11-23", "2026-11-24", "2026-11-24"])
        let h = p.habits[0]
        #expect(p.dayMark(for: h, on: Make.day("2026-11-20")) == .empty)
        #expect(p.dayMark(for: h, on: Make.day("2026-11-26")) == .empty)
        #expect(p.dayMark(for: h, on: Make.day("2026-11-22")) == .unscheduled)
        #expect(p.dayMark(for: h, on: Make.day("2026-11-10")) == .beforeStart)
        #expect(p.dayMark(for: h, on: Make.day("2026-11-23")) == .partial(count: 1, target: 2))
        #expect(p.dayMark(for: h, on: Make.day("2026-11-24")) == .done(count: 2))
        var labels: [String] = []
        var day = Make.day("2026-11-01")
        while day <= Make.day("2026-11-30") {
            if let label = p.dayMark(for: h, on: day).label { labels.append(label) }
            day = day.adding(days: 1)
        }
        #expect(labels == ["1 of 2", "Checked in"])
        #expect(!labels.contains { $0.localizedCaseInsensitiveContains("miss") || $0.localizedCaseInsensitiveContains("fail") })
    }
}
