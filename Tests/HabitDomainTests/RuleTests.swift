import Foundation
import Testing
@testable import HabitDomain

/// Thursday 26 November 2026, 10:00 in Berlin; en_GB weeks start on Monday 23 November.
let thursday = Make.instant("2026-11-26T09:00:00Z")

@Suite struct ScheduleRuleTests {
    @Test("D2: cadence kinds, their copy, and which are on Today")
    func cadences() {
        #expect(Cadence.daily.label() == "Every day")
        #expect(Cadence.weekdays.label() == "Weekdays")
        #expect(Cadence.chosenWeekdays([.friday, .monday, .wednesday]).label(firstWeekday: .monday) == "Mon, Wed, Fri")
        #expect(Cadence.timesPerWeek(3).label() == "3 times a week")
        #expect(!Cadence.monthly.isScheduled && !Cadence.freeForm.isScheduled && Cadence.daily.isScheduled)
        let p = Make.profile([Make.habit(1, "Call Mum", .monthly, part: .none), Make.habit(2, "Walk")])
        #expect(p.today(now: thursday).rows.map(\.name) == ["Walk"])
        #expect(p.applicability(of: p.habits[0], on: Make.day("2026-11-26")) == .unscheduled)
    }

    @Test("D2: monthly and free-form habits are markable by hand in the library")
    func markByHand() throws {
        var p = Make.profile([Make.habit(1, "Call Mum", .monthly, part: .none)])
        try p.markByHand(Make.id(1), on: Make.day("2026-11-03"))
        #expect(p.log(Make.id(1)).count(on: Make.day("2026-11-03")) == 1)
        #expect(throws: DomainError.self) {
            try p.perform(CheckInCommand(account: "acct-1", pageDay: Make.day("2026-11-26"), habitID: Make.id(1)), now: thursday)
        }
    }

    @Test("D3: a cadence change takes effect from a day; earlier days keep theirs")
    func cadenceHistory() {
        var h = Make.habit(1, "Stretch", .daily, start: "2026-11-02")
        h.changeCadence(to: .weekdays, from: Make.day("2026-11-25"))
        #expect(h.cadence(on: Make.day("2026-11-22")) == .daily)
        #expect(h.cadence(on: Make.day("2026-11-25")) == .weekdays)
        #expect(h.cadence(on: Make.day("2026-11-29")) == .weekdays)
        // Sunday the 22nd was asked for under the old cadence and still is.
        let p = Make.profile([h])
        #expect(p.applicability(of: h, on: Make.day("2026-11-22")) == .applies)
        #expect(p.applicability(of: h, on: Make.day("2026-11-28")) == .resting)
    }

    @Test("D3: weekly counts start from the day the habit existed")
    func weeklyFromStart() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-25")])
        p.checkIn(1, ["2026-11-25"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "1 of 1 check-in day this week")
    }

    @Test("D3, D9: a habit you just made is never already late")
    func justMadeNotLate() {
        let made = Make.habit(1, "Walk", time: "07:30", start: "2026-11-26", created: "2026-11-26T08:00:00Z")
        let old = Make.habit(2, "Run", time: "07:30", start: "2026-11-20")
        let p = Make.profile([made, old])
        #expect(!p.isLate(made, now: thursday))
        #expect(p.isLate(old, now: thursday))
    }

    @Test("D8: a weekday habit rests on Saturday, reads `Weekdays · not today` and stays out of the tally")
    func weekdayRests() {
        var p = Make.profile([Make.habit(1, "Stretch", .weekdays), Make.habit(2, "Walk")])
        p.checkIn(2, ["2026-11-28"])
        let saturday = Make.instant("2026-11-28T09:00:00Z")
        let view = p.today(now: saturday)
        let stretch = view.rows.first { $0.name == "Stretch" }
        #expect(stretch?.detail == "Weekdays · not today")
        #expect(stretch?.applies == false)
        #expect(view.keptCopy == "1 of 1 kept")
        #expect(p.today(now: thursday).keptCopy == "0 of 2 kept")
    }

    @Test("D8: N times a week is available each day until the week's target is met")
    func flexibleWeekly() {
        var p = Make.profile([Make.habit(1, "Strength", .timesPerWeek(2), part: .core)])
        p.checkIn(1, ["2026-11-23"])
        #expect(p.applicability(of: p.habits[0], on: Make.day("2026-11-26")) == .applies)
        p.checkIn(1, ["2026-11-24"])
        #expect(p.applicability(of: p.habits[0], on: Make.day("2026-11-26")) == .weeklyTargetMet)
        #expect(p.today(now: thursday).rows.isEmpty)
        // Next week it is back.
        #expect(p.applicability(of: p.habits[0], on: Make.day("2026-11-30")) == .applies)
    }

    @Test("D8: archived habits never apply")
    func archivedNeverApplies() throws {
        var p = Make.profile([Make.habit(1, "Walk")])
        try p.archive(Make.id(1))
        #expect(p.applicability(of: p.habits[0], on: Make.day("2026-11-26")) == .archived)
        #expect(p.today(now: thursday).rows.isEmpty)
    }

    @Test("D9: only a timed habit after its time is late; avoidance and weekly habits never are")
    func lateness() {
        let timed = Make.habit(1, "Walk", time: "09:30", start: "2026-11-01")
        let untimed = Make.habit(2, "Read", start: "2026-11-01")
        let avoid = Make.habit(3, "No phone after 9pm", part: .evening, time: "21:00", start: "2026-11-01", avoidance: true)
        let weekly = Make.habit(4, "Strength", .timesPerWeek(3), time: "07:00", start: "2026-11-01")
        var p = Make.profile([timed, untimed, avoid, weekly])
        let before = Make.instant("2026-11-26T08:00:00Z") // 09:00 Berlin
        let after = Make.instant("2026-11-26T09:00:00Z") // 10:00 Berlin
        let night = Make.instant("2026-11-26T22:30:00Z") // 23:30 Berlin
        #expect(!p.isLate(timed, now: before))
        #expect(p.isLate(timed, now: after))
        #expect(!p.isLate(untimed, now: night))
        #expect(!p.isLate(avoid, now: Make.instant("2026-11-26T06:00:00Z")))
        #expect(!p.isLate(avoid, now: night))
        #expect(!p.isLate(weekly, now: night))
        p.checkIn(1, ["2026-11-26"])
        #expect(!p.isLate(p.habits[0], now: after))
    }

    @Test("D13: Habits page runs Morning, Non-negotiables, Evening, then the rest, in the user's order")
    func pageOrder() {
        let p = Make.profile([
            Make.habit(1, "Train", part: .training), Make.habit(2, "Read", part: .evening),
            Make.habit(3, "Walk", part: .morning, order: 1), Make.habit(4, "Water", part: .core),
            Make.habit(5, "Stretch", part: .morning, order: 0), Make.habit(6, "Anything", part: .none),
        ])
        #expect(p.pageOrder.map(\.name) == ["Stretch", "Walk", "Water", "Read", "Train", "Anything"])
        #expect(PartOfDay.core.label == "Non-negotiables")
    }

    @Test("D13: Today runs by the clock; an untimed Morning habit never trails a 12:30 one")
    func todayClockOrder() {
        let p = Make.profile([
            Make.habit(1, "Lunch walk", part: .core, time: "12:30"), Make.habit(2, "Stretch", part: .morning),
            Make.habit(3, "Read", part: .evening), Make.habit(4, "Water", part: .core),
            Make.habit(5, "Run", part: .evening, time: "06:30"),
        ])
        #expect(p.today(now: thursday).rows.map(\.name) == ["Run", "Stretch", "Water", "Lunch walk", "Read"])
    }
}

@Suite struct CheckInRuleTests {
    @Test("D6: tapping checks in, tapping again takes that day's check-in back; other days untouched")
    func toggle() throws {
        var p = Make.profile([Make.habit(1, "Walk")])
        p.checkIn(1, ["2026-11-25"])
        try p.tap(Make.id(1), on: Make.day("2026-11-26"))
        #expect(p.log(Make.id(1)).count(on: Make.day("2026-11-26")) == 1)
        try p.tap(Make.id(1), on: Make.day("2026-11-26"))
        #expect(p.log(Make.id(1)).count(on: Make.day("2026-11-26")) == 0)
        #expect(p.log(Make.id(1)).count(on: Make.day("2026-11-25")) == 1)
    }

    @Test("D6: daily targets count up to the target")
    func dailyTarget() throws {
        var p = Make.profile([Make.habit(1, "Water", target: 3)])
        let day = Make.day("2026-11-26")
        for expected in [1, 2, 3, 0] {
            try p.tap(Make.id(1), on: day)
            #expect(p.log(Make.id(1)).count(on: day) == expected)
        }
    }

    @Test("D6: opening the editor, opening progress or reading views never changes a check-in")
    func readsDoNotWrite() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01")])
        p.checkIn(1, ["2026-11-24", "2026-11-26"])
        let before = p
        _ = EditorDraft(editing: p.habits[0], today: Make.day("2026-11-26"))
        _ = p.streak(for: p.habits[0], now: thursday)
        _ = p.weeklyProgressCopy(for: p.habits[0], now: thursday)
        _ = p.today(now: thursday)
        #expect(p == before)
    }

    @Test("D7: a check-in from a page for another account or day is refused and changes nothing")
    func stalePages() {
        var p = Make.profile([Make.habit(1, "Walk")])
        let before = p
        #expect(throws: DomainError.staleAccount(page: "acct-2", current: "acct-1")) {
            try p.perform(CheckInCommand(account: "acct-2", pageDay: Make.day("2026-11-26"), habitID: Make.id(1)), now: thursday)
        }
        #expect(throws: DomainError.staleDay(page: Make.day("2026-11-25"), current: Make.day("2026-11-26"))) {
            try p.perform(CheckInCommand(account: "acct-1", pageDay: Make.day("2026-11-25"), habitID: Make.id(1)), now: thursday)
        }
        #expect(p == before)
        #expect(DomainError.staleDay(page: Make.day("2026-11-25"), current: Make.day("2026-11-26")).description
                == "This page shows 2026-11-25, but today is 2026-11-26; reload Habits before checking in.")
    }
}

@Suite struct CopyRuleTests {
    @Test("D10: `0 check-in days this week` before any scheduled day has passed")
    func zeroDays() {
        let p = Make.profile([Make.habit(1, "Walk", start: "2026-11-26")])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "0 check-in days this week")
    }

    @Test("D10: `1 of 1 check-in day this week` out of a single day")
    func singular() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-25")])
        p.checkIn(1, ["2026-11-25"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "1 of 1 check-in day this week")
    }

    @Test("D10: a times-a-week habit kept more often than it asks says both figures, never `3 of 2`")
    func pastTheWeeklyTarget() {
        var p = Make.profile([Make.habit(1, "Swim", .timesPerWeek(2), start: "2026-11-02")])
        p.checkIn(1, ["2026-11-23", "2026-11-24"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "2 of 2 check-in days this week")
        p.checkIn(1, ["2026-11-25"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "3 check-in days this week (2 asked for)")
    }

    @Test("D10: today counts only once checked; weekday habits count only their days")
    func openToday() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01"), Make.habit(2, "Stretch", .weekdays, start: "2026-11-01")])
        p.checkIn(1, ["2026-11-23", "2026-11-25"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "2 of 3 check-in days this week")
        p.checkIn(1, ["2026-11-26"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "3 of 4 check-in days this week")
        let sunday = Make.instant("2026-11-29T10:00:00Z")
        #expect(p.weeklyProgressCopy(for: p.habits[1], now: sunday) == "0 of 5 check-in days this week")
    }

    @Test("D10: a flexible weekly habit keeps its weekly target: `2 of 3 check-in days this week`")
    func flexibleKeepsTarget() {
        var p = Make.profile([Make.habit(1, "Strength", .timesPerWeek(3), part: .core, start: "2026-11-01")])
        p.checkIn(1, ["2026-11-23", "2026-11-25"])
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "2 of 3 check-in days this week")
    }

    @Test("D11: daily streaks leave today open; weekday streaks skip weekends")
    func dailyAndWeekdayStreaks() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01"), Make.habit(2, "Stretch", .weekdays, start: "2026-11-01")])
        p.checkIn(1, ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"])
        #expect(p.streak(for: p.habits[0], now: thursday) == .days(4))
        #expect(p.streak(for: p.habits[0], now: thursday).copy == "4-day streak")
        p.checkIn(1, ["2026-11-26"])
        #expect(p.streak(for: p.habits[0], now: thursday) == .days(5))
        // Fri 20, Mon 23, Tue 24: the weekend between neither counts nor breaks.
        p.checkIn(2, ["2026-11-20", "2026-11-23", "2026-11-24", "2026-11-25"])
        #expect(p.streak(for: p.habits[1], now: thursday) == .weekdays(4))
    }

    @Test("D11: weekly streaks count calendar weeks that met the target; the current week stays open")
    func weeklyStreak() {
        var p = Make.profile([Make.habit(1, "Strength", .timesPerWeek(2), part: .core, start: "2026-11-02")])
        p.checkIn(1, ["2026-11-02", "2026-11-04", "2026-11-10", "2026-11-12", "2026-11-16", "2026-11-18", "2026-11-23"])
        #expect(p.streak(for: p.habits[0], now: thursday) == .weeks(3))
        #expect(p.streak(for: p.habits[0], now: thursday).copy == "3-week streak")
    }

    @Test("D11: streak copy starts in the habit's second week")
    func secondWeek() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-23")])
        p.checkIn(1, ["2026-11-23", "2026-11-24"])
        #expect(p.streak(for: p.habits[0], now: thursday) == .notYet)
        #expect(p.streak(for: p.habits[0], now: thursday).copy == nil)
        #expect(p.streak(for: p.habits[0], now: Make.instant("2026-11-30T09:00:00Z")) != .notYet)
    }

    @Test("D11: too little history after a schedule change is said instead of a number")
    func tooLittleHistory() {
        var h = Make.habit(1, "Strength", .daily, start: "2026-10-01")
        h.changeCadence(to: .timesPerWeek(3), from: Make.day("2026-11-25"))
        let p = Make.profile([h])
        let s = p.streak(for: h, now: thursday)
        #expect(s == .tooLittleHistory)
        #expect(s.copy?.contains("isn't enough history") == true)
    }

    @Test("D11: a later miss never removes an earned day from the history")
    func missKeepsHistory() {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01")])
        p.checkIn(1, ["2026-11-20", "2026-11-21", "2026-11-22"])
        let earned = p.log(Make.id(1)).records.map(\.day)
        #expect(p.streak(for: p.habits[0], now: thursday) == .days(0))
        #expect(p.log(Make.id(1)).records.map(\.day) == earned)
    }

    @Test("D12: `Logged in 3 of the last 4 weeks` counts completed weeks with a check-in")
    func goalSummary() {
        let goal = Goal(id: Make.id(900), title: "Read 12 books")
        var p = Make.profile([Make.habit(1, "Read", start: "2026-10-01", goal: goal.id)], goals: [goal])
        // Weeks of 26 Oct (none), 2 Nov (one day), 9 Nov (missed days but one check-in), 16 Nov, and this week.
        p.checkIn(1, ["2026-11-04", "2026-11-12", "2026-11-16", "2026-11-17", "2026-11-23"])
        #expect(p.goalSummary(for: goal.id, now: thursday) == "Logged in 3 of the last 4 weeks")
    }

    @Test("D14: `Checked in`, `Walk · logged`, `All 3 habits logged today`, and no meter before the first check-in")
    func feedback() throws {
        var p = Make.profile([Make.habit(1, "Walk"), Make.habit(2, "Read", part: .evening), Make.habit(3, "Water", part: .core)])
        #expect(!p.today(now: thursday).showsProgressMeter)
        let day = Make.day("2026-11-26")
        try p.tap(Make.id(1), on: day)
        #expect(p.confirmation(afterCheckingIn: Make.id(1), now: thursday) == "Walk · logged")
        #expect(p.today(now: thursday).rows.first { $0.name == "Walk" }?.status == "Checked in")
        #expect(p.today(now: thursday).showsProgressMeter)
        try p.tap(Make.id(2), on: day)
        try p.tap(Make.id(3), on: day)
        #expect(p.confirmation(afterCheckingIn: Make.id(3), now: thursday) == "All 3 habits logged today")
        let copy = p.confirmation(afterCheckingIn: Make.id(1), now: thursday)
        #expect(!copy.contains("+1") && !copy.contains("%"))
    }
}

extension CopyRuleTests {
    @Test("D10, D11, P7: a day partly done toward its daily target is not a check-in day: the week's copy and the streak agree")
    func partialDaysAreNotCheckInDays() {
        var p = Make.profile([Make.habit(1, "Drink water", start: "2026-11-01", target: 8)])
        // Eight glasses on Monday; four on Tuesday and Wednesday; three so far today (Thursday).
        p.checkIn(1, Array(repeating: "2026-11-23", count: 8))
        p.checkIn(1, Array(repeating: "2026-11-24", count: 4) + Array(repeating: "2026-11-25", count: 4))
        p.checkIn(1, Array(repeating: "2026-11-26", count: 3))
        #expect(p.weeklyProgressCopy(for: p.habits[0], now: thursday) == "1 of 3 check-in days this week",
                "Monday done; Tuesday and Wednesday passed partly done; today still open")
        let marks = p.dayMarks(for: p.habits[0], on: ["2026-11-23", "2026-11-24", "2026-11-26"].map(Make.day))
        #expect(marks.map { if case .done = $0 { true } else { false } } == [true, false, false])
    }
}
