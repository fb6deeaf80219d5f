import Foundation
import Testing
@testable import HabitDomain

@Suite struct LibraryRuleTests {
    @Test("D1: names are trimmed and never empty; daily targets are 1–99 with 1 by default")
    func habitFields() throws {
        let json = #"{"version":1,"account":"a","timeZone":"Europe/Berlin","locale":"en_GB","habits":[{"id":"00000000-0000-0000-0000-000000000001","name":"  Walk  ","cadence":{"kind":"daily"},"startDay":"2026-11-01"}]}"#
        let p = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        #expect(p.habits[0].name == "Walk")
        #expect(p.habits[0].dailyTarget == 1)
        #expect(p.habits[0].partOfDay == PartOfDay.none)
        let blank = json.replacingOccurrences(of: "  Walk  ", with: "   ")
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Profile.self, from: Data(blank.utf8)) }
        let big = json.replacingOccurrences(of: #""startDay""#, with: #""dailyTarget":100,"startDay""#)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Profile.self, from: Data(big.utf8)) }
    }

    @Test("D15: archive, restore and delete each offer an Undo that restores exactly what was there")
    func archiveRestoreDelete() throws {
        var p = Make.profile([Make.habit(1, "Walk"), Make.habit(2, "Read", part: .evening)])
        p.checkIn(1, ["2026-11-20", "2026-11-25"])
        let original = p
        let undoArchive = try p.archive(Make.id(1))
        #expect(p.pageOrder.map(\.name) == ["Read"])
        #expect(p.archivedHabits.map(\.name) == ["Walk"])
        #expect(p.log(Make.id(1)).records.count == 2)
        // Off Today on every day, not just today.
        #expect(p.applicability(of: p.habits[0], on: Make.day("2026-12-10")) == .archived)
        p.apply(undoArchive)
        #expect(p == original)

        try p.archive(Make.id(1))
        try p.restore(Make.id(1))
        #expect(p.pageOrder.map(\.name) == ["Walk", "Read"])

        let undoDelete = try p.delete(Make.id(1))
        #expect(p.habit(Make.id(1)) == nil)
        #expect(p.logs[Make.id(1)] == nil)
        p.apply(undoDelete)
        #expect(p == original)
    }

    @Test("D16: groups are created, renamed, archived with their habits kept, restored and reordered")
    func groups() throws {
        var p = Make.profile([])
        let health = try p.createGroup("Health")
        let mind = try p.createGroup(" Mind ")
        try p.add(Make.habit(1, "Walk", group: health), from: .editor)
        try p.renameGroup(mind, to: "Mindfulness")
        #expect(p.groups.map(\.name) == ["Health", "Mindfulness"])
        try p.setGroupArchived(health, true)
        #expect(p.habits[0].groupID == health)
        #expect(p.pageOrder.map(\.name) == ["Walk"])
        try p.setGroupArchived(health, false)
        p.reorderGroups([mind, health])
        #expect(p.groups.map(\.name) == ["Mindfulness", "Health"])
        #expect(p.habits[0].groupID == health)
        #expect(throws: DomainError.emptyName) { try p.renameGroup(mind, to: "  ") }
    }

    @Test("D16: Manage groups' lists keep the user's order, and an archived group's line says its habits are kept")
    func manageGroupsLists() throws {
        var p = Make.profile([])
        let health = try p.createGroup("Health"), mind = try p.createGroup("Mind"), travel = try p.createGroup("Travel")
        try p.add(Make.habit(1, "Walk", group: health), from: .editor)
        try p.add(Make.habit(2, "Stretch", group: health), from: .editor)
        try p.add(Make.habit(3, "Pack", group: travel), from: .editor)
        _ = try p.archive(Make.id(2))
        try p.setGroupArchived(travel, true)
        p.reorderGroups([mind, health])
        #expect(p.activeGroups.map(\.name) == ["Mind", "Health"])
        #expect(p.archivedGroups.map(\.name) == ["Travel"])
        // An archived habit still carries its group: the count is of every habit in it.
        #expect(p.groupLine(p.activeGroups[1]) == "2 habits")
        #expect(p.groupLine(p.activeGroups[0]) == "No habits")
        #expect(p.groupLine(p.archivedGroups[0]) == "1 habit kept with its history")
        try p.add(Make.habit(4, "Passport", group: travel), from: .editor)
        #expect(p.groupLine(p.archivedGroups[0]) == "2 habits kept with their history")
    }

    @Test("D17: Link existing links a habit with its history; a second practice of the same name is refused, as Add practice refuses it")
    func linkExisting() throws {
        var p = Make.profile([Make.habit(1, "Read"), Make.habit(2, " read "), Make.habit(3, "Write")])
        p.checkIn(3, ["2026-11-20"])
        let goal = Make.id(90)
        p.goals.append(Goal(id: goal, title: "Write a novel", target: "80,000 words"))
        try p.linkExisting(Make.id(3), to: goal)
        #expect(p.habit(Make.id(3))?.goalID == goal)
        #expect(p.log(Make.id(3)).records.count == 1)
        try p.linkExisting(Make.id(1), to: goal)
        #expect(throws: DomainError.duplicatePractice(name: "read", goal: "Write a novel")) { try p.linkExisting(Make.id(2), to: goal) }
        #expect(throws: DomainError.unknownGoal(Make.id(91))) { try p.linkExisting(Make.id(2), to: Make.id(91)) }
    }

    @Test("D17, D18: Suggested drafts come from the goal's title and target, never in Training; a body goal's start on Non-negotiables")
    func suggestedDrafts() throws {
        var p = Make.profile([])
        let books = Make.id(90), run = Make.id(91), spanish = Make.id(92)
        p.goals = [Goal(id: books, title: "Read 12 books", target: "12 books by 31 December"),
                   Goal(id: run, title: "Run a 10K", kind: .body), Goal(id: spanish, title: "Learn Spanish")]
        #expect(p.suggestedDrafts(for: books).map(\.name) == ["Read for 20 minutes", "Read 3 times a week", "Weekly review: 12 books by 31 December"])
        #expect(p.suggestedDrafts(for: spanish).map(\.name).first == "Learn Spanish for 20 minutes")
        #expect(p.suggestedDrafts(for: run).allSatisfy { $0.partOfDay == .core })
        #expect(p.suggestedDrafts(for: run).last?.name == "Weekly review: Run a 10K")
        #expect(p.suggestedDrafts(for: books).allSatisfy { $0.partOfDay != .training && !$0.isAlreadyPractice })
        try p.addPractice(Make.habit(1, "read FOR 20 minutes "), to: books, from: .plan)
        #expect(p.suggestedDrafts(for: books).map(\.isAlreadyPractice) == [true, false, false])
        #expect(throws: DomainError.self) { try p.addPractice(Make.habit(2, "Read for 20 minutes"), to: books, from: .plan) }
    }

    @Test("Calendar: a move for just this day changes that day's chip alone; every day changes the time from that day on; neither touches a check-in")
    func calendarMoves() throws {
        var walk = Make.habit(1, "Walk", time: "07:30")
        walk.showsOnCalendar = true
        var p = Make.profile([walk, Make.habit(2, "Call Mum", .monthly, time: "18:00")])
        p.checkIn(1, ["2026-11-25", "2026-11-26"])
        let log = p.log(Make.id(1))
        let thu = Make.day("2026-11-26"), fri = Make.day("2026-11-27"), sat = Make.day("2026-11-28")
        try p.moveOnCalendar(Make.id(1), on: thu, to: #require(TimeOfDay("18:30")), scope: .justThisDay)
        #expect(p.calendarChips(on: thu).map(\.time.display) == ["6:30pm"])
        #expect(p.calendarChips(on: thu).first?.moved == true)
        #expect(p.calendarChips(on: fri).map(\.time.display) == ["7:30am"])
        try p.moveOnCalendar(Make.id(1), on: fri, to: #require(TimeOfDay("06:45")), scope: .everyDay)
        #expect(p.calendarChips(on: sat).map(\.time.display) == ["6:45am"])
        // The earlier day's own move stays.
        #expect(p.calendarChips(on: thu).map(\.time.display) == ["6:30pm"])
        #expect(p.log(Make.id(1)) == log)
        // A monthly habit, or one not shown on the calendar, has no chip to move.
        #expect(throws: DomainError.notOnCalendar(name: "Call Mum", day: thu)) {
            try p.moveOnCalendar(Make.id(2), on: thu, to: #require(TimeOfDay("19:00")), scope: .justThisDay)
        }
        // The moves are kept in the file and read back equal.
        let data = try JSONEncoder().encode(p)
        let back = try JSONDecoder().decode(Profile.self, from: data)
        #expect(back.habit(Make.id(1))?.movedTimes == p.habit(Make.id(1))?.movedTimes)
        #expect(String(decoding: data, as: UTF8.self).contains(#""movedTimes":{"2026-11-26":"18:30"}"#))
    }

    @Test("D17: a linked habit names its goal; no second practice of the same name; goal archive hides builder practices")
    func goals() throws {
        let goal = Goal(id: Make.id(900), title: "Read 12 books")
        var p = Make.profile([], goals: [goal])
        try p.addPractice(Make.habit(1, "Read 20 pages", part: .evening), to: goal.id, from: .goalBuilder)
        try p.addPractice(Make.habit(2, "Library visit", part: .evening), to: goal.id, from: .editor)
        #expect(p.goalLine(for: p.habits[0]) == "for Read 12 books")
        #expect(throws: DomainError.duplicatePractice(name: " read 20 PAGES", goal: "Read 12 books")) {
            try p.addPractice(Make.habit(3, " read 20 PAGES", part: .evening), to: goal.id, from: .editor)
        }
        try p.setGoalArchived(goal.id, true)
        #expect(p.pageOrder.map(\.name) == ["Library visit"])
        try p.setGoalArchived(goal.id, false)
        #expect(p.pageOrder.map(\.name) == ["Read 20 pages", "Library visit"])
        // Archived separately, the practice stays archived when the goal comes back.
        try p.archive(Make.id(1))
        try p.setGoalArchived(goal.id, true)
        try p.setGoalArchived(goal.id, false)
        #expect(p.pageOrder.map(\.name) == ["Library visit"])
    }

    @Test("D18: new habits never start in Training; agents that ask for it are refused; existing ones stay")
    func training() throws {
        let body = Goal(id: Make.id(901), title: "Run a 10k", kind: .body)
        var p = Make.profile([Make.habit(1, "Old drills", part: .training)], goals: [body])
        #expect(throws: DomainError.trainingNotAllowed) { try p.add(Make.habit(2, "Sprints", part: .training), from: .assistant) }
        #expect(throws: DomainError.trainingNotAllowed) { try p.add(Make.habit(2, "Sprints", part: .training), from: .agent) }
        #expect(p.habits.count == 1)
        try p.add(Make.habit(3, "Plank", part: .training), from: .editor)
        #expect(p.habit(Make.id(3))?.partOfDay == .morning)
        try p.addPractice(Make.habit(4, "Easy run", part: .evening), to: body.id, from: .goalBuilder)
        #expect(p.habit(Make.id(4))?.partOfDay == .core)
        #expect(p.habit(Make.id(1))?.partOfDay == .training)
        #expect(DomainError.trainingNotAllowed.description.contains("choose Morning, Non-negotiables or Evening"))
    }

    @Test("D19: a draft knows it changed; Cancel asks the right question; swipe and Done never save")
    func drafts() {
        var new = EditorDraft(newHabit: .init())
        #expect(new.cancel == .close && new.canSwipeToDismiss)
        new.fields.name = "Walk"
        #expect(new.hasChanges)
        guard case .confirm(let ask) = new.cancel else { Issue.record("expected a confirmation"); return }
        #expect(ask.title == "Discard this habit?" && ask.discard == "Discard" && ask.keepEditing == "Keep editing")
        #expect(!new.canSwipeToDismiss)
        #expect(new.keyboardDone() == new)

        var edit = EditorDraft(editing: Make.habit(1, "Walk"), today: Make.day("2026-11-26"))
        #expect(!edit.hasChanges)
        edit.fields.cadence = .weekdays
        guard case .confirm(let ask2) = edit.cancel else { Issue.record("expected a confirmation"); return }
        #expect(ask2.title == "Discard your changes to this habit?")
        edit.fields.cadence = .daily
        #expect(!edit.hasChanges)
    }

    @Test("D20: on by default; hiding the menu row never disables; the home-page block comes back with Show every day")
    func moduleState() {
        var p = Profile.newAccount("acct", timeZone: .gmt, locale: "en_GB")
        #expect(p.settings.enabled && p.settings.shownInMenu && p.showsTodayBlock)
        p.setMenuRowShown(false)
        #expect(p.settings.enabled && p.showsTodayBlock)
        p.removeFromHomePage()
        #expect(!p.showsTodayBlock)
        p.showEveryDay()
        #expect(p.showsTodayBlock)
        #expect(p.offControl == nil)
        p.setHabitsEnabled(false)
        #expect(p.offControl == "Turn on Habits")
        #expect(Invitation.todayLine == "Big goals are accomplished through daily work. Add a habit below")
        #expect(Invitation.removeFromHome == "Remove habits from home page")
    }

    @Test("D20: Kept's menu shows Habits only while its row is shown; Settings → Menu and App Layout read the two settings apart")
    func menuRows() {
        var settings = ModuleSettings()
        #expect(KeptMenu.rows(settings) == [.today, .tasks, .calendar, .goals, .habits])
        settings.shownInMenu = false
        #expect(KeptMenu.rows(settings) == [.today, .tasks, .calendar, .goals])
        #expect(!KeptMenu.shownInMenu(.habits, settings) && KeptMenu.isOn(.habits, settings))
        settings = ModuleSettings(enabled: false)
        // Off is not hidden: the row stays, and its tab shows Turn on Habits.
        #expect(KeptMenu.rows(settings).contains(.habits) && !KeptMenu.isOn(.habits, settings))
        #expect(!KeptMenu.switchable.contains(.today))
    }

    @Test("D21: the invitation waits for loaded; a failed first read says so")
    func loading() {
        #expect(!ListState.loading.showsInvitation(habitCount: 0))
        #expect(ListState.loaded.showsInvitation(habitCount: 0))
        #expect(!ListState.loaded.showsInvitation(habitCount: 2))
        #expect(!ListState.failed.showsInvitation(habitCount: 0))
        #expect(ListState.failed.message == "Habits aren't available right now.")
        #expect(ListState.loaded.message == nil)
    }
}
