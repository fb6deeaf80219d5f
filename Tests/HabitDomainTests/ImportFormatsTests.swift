import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import HabitDomain

/// Real HabitKit exports (J9) and Open Habit's own backup (J10), through the store as `crease profile
/// import` and `export` use them. The fixtures were written for these tests from the formats as
/// docs/formats.md documents them (no file here is copied from another project).
@Suite struct ImportFormatsTests {
    static let imports = TestSupport.packageRoot.appendingPathComponent("Fixtures/imports")
    static let habitKit = imports.appendingPathComponent("habitkit-v2.json")
    static let tokyo = imports.appendingPathComponent("habitkit-tokyo.json")
    static let openHabit = imports.appendingPathComponent("open-habit-v3.json")

    static func uuid(_ text: String) throws -> UUID { try #require(UUID(uuidString: text)) }

    @Test("J9, D3: a Tokyo export into a Berlin dataset starts, and changes cadence, on the export's own days; no version imports with a note")
    func tokyoIntoBerlin() throws {
        let (ops, _) = try OperationsTests.dataset("empty")
        #expect(try ops.store.load().timeZone.identifier == "Europe/Berlin")
        let summary = try ops.importHabitKit(from: Self.tokyo, dryRun: false)
        #expect(summary.decisions.first?.hasPrefix("no formatVersion: read as an older HabitKit export") == true)
        #expect(summary.decisions.contains { $0.hasPrefix("interval and creation days:") && $0.contains("(+540 min)") })
        let p = try ops.store.load()
        let habit = try #require(p.habit(try Self.uuid("7b1e0c3a-5d2f-4e8a-9c61-0f4d2b8a1e01")))
        // The first interval starts 2025-05-04T15:00Z: midnight of 5 May in Tokyo, 5 p.m. on 4 May in Berlin.
        #expect(DayKey(Make.instant("2025-05-04T15:00:00Z"), in: p.timeZone) == Make.day("2025-05-04"))
        #expect(habit.startDay == Make.day("2025-05-05"))
        #expect(habit.cadence(on: Make.day("2025-06-01")) == .daily)
        #expect(habit.cadence(on: Make.day("2025-06-02")) == .timesPerWeek(3))
        #expect(habit.schedule.map(\.from) == [Make.day("2025-05-05"), Make.day("2025-06-02")])
        // Records at local midnight, a second past it, and at a logged instant with six digits.
        #expect(p.log(habit.id).records.map(\.day.description) == ["2025-05-05", "2025-05-06", "2025-06-02"])
        #expect(p.note(for: habit.id, on: Make.day("2025-05-06")) == "Finished the first chapter")
    }

    /// The sample with the water habit's second record of 22 December moved to a later instant of the
    /// same local day and lowered to 2: sum 5, latest 2, largest 3.
    static func crowdedDay(in folder: URL) throws -> URL {
        let text = try String(contentsOf: habitKit, encoding: .utf8)
        let second = #""date": "2025-12-21T23:00:00.000Z", "habitId": "c0ffee00-1111-4a4a-8b8b-000000000004", "timezoneOffsetInMinutes": 60, "amountOfCompletions": 5"#
        #expect(text.contains(second))
        return try OperationsTests.write(text.replacingOccurrences(of: second, with:
            #""date": "2025-12-22T09:12:44.120331Z", "habitId": "c0ffee00-1111-4a4a-8b8b-000000000004", "timezoneOffsetInMinutes": 60, "amountOfCompletions": 2"#),
            "crowded.json", in: folder)
    }

    @Test("J9: several records on one day count as --same-day says (sum, latest, largest), and the dry run says which", arguments: [
        (HabitKitImport.SameDay.sum, 5), (.latest, 2), (.largest, 3),
    ])
    func sameDay(_ policy: HabitKitImport.SameDay, _ expected: Int) throws {
        let (ops, folder) = try OperationsTests.dataset("empty")
        let url = try Self.crowdedDay(in: folder)
        let dry = try ops.importHabitKit(from: url, dryRun: true, sameDay: policy)
        #expect(dry.decisions.contains { $0.hasPrefix("1 habit-day has several records (2 records): counted as the") && $0.contains("--same-day") })
        _ = try ops.importHabitKit(from: url, dryRun: false, sameDay: policy)
        let water = try Self.uuid("c0ffee00-1111-4a4a-8b8b-000000000004")
        #expect(try ops.store.load().log(water).count(on: Make.day("2025-12-22")) == expected)
    }

    @Test("J9: a record of 0 completions is no check-in; as the latest record of its day it clears the day; its note is kept")
    func zeroRecords() throws {
        let (ops, folder) = try OperationsTests.dataset("empty")
        let text = try String(contentsOf: Self.habitKit, encoding: .utf8)
        // The guitar's record of 6 May is 0; give it a note and a twin of 1 earlier that day.
        let zero = #"{ "id": "c0ffee00-2222-4a4a-8b8b-000000000003", "date": "2025-05-06T22:00:00.000Z", "habitId": "c0ffee00-1111-4a4a-8b8b-000000000001", "timezoneOffsetInMinutes": 120, "amountOfCompletions": 0, "note": null }"#
        #expect(text.contains(zero))
        let url = try OperationsTests.write(text.replacingOccurrences(of: zero, with: zero.replacingOccurrences(of: #""note": null"#, with: #""note": "Skipped, sore fingers""#)
            .replacingOccurrences(of: "22:00:00.000Z", with: "22:00:01.000Z") + ",\n    " + zero.replacingOccurrences(of: "0003", with: "0013")
            .replacingOccurrences(of: #""amountOfCompletions": 0"#, with: #""amountOfCompletions": 1"#)), "zero.json", in: folder)
        let guitar = try Self.uuid("c0ffee00-1111-4a4a-8b8b-000000000001")
        for (policy, count) in [(HabitKitImport.SameDay.sum, 1), (.latest, 0)] {
            let (fresh, _) = try OperationsTests.dataset("empty")
            let summary = try fresh.importHabitKit(from: url, dryRun: false, sameDay: policy)
            #expect(summary.decisions.contains { $0.hasPrefix("1 record of 0 completions: no check-in on that day") && $0.contains("1 of them carry a note") })
            let p = try fresh.store.load()
            #expect(p.log(guitar).count(on: Make.day("2025-05-07")) == count, "\(policy)")
            #expect(p.note(for: guitar, on: Make.day("2025-05-07")) == "Skipped, sore fingers")
        }
        _ = ops
    }

    @Test("J9: a custom-value habit is left out by name with its field; the rest import")
    func customValueLeftOut() throws {
        let (ops, folder) = try OperationsTests.dataset("empty")
        let text = try String(contentsOf: Self.habitKit, encoding: .utf8)
        let unit = #""requiredNumberOfCompletionsPerDay": 8, "unitType": "incremental""#
        #expect(text.contains(unit))
        let url = try OperationsTests.write(text.replacingOccurrences(of: unit, with: #""requiredNumberOfCompletionsPerDay": 8, "unitType": "manual""#), "manual.json", in: folder)
        let summary = try ops.importHabitKit(from: url, dryRun: false)
        #expect(summary.leftOut.map(\.name) == ["Glasses of water", "No sugar"])
        #expect(summary.leftOut.first?.field == "intervals[4].unitType")
        #expect(try ops.store.load().habits.map(\.name) == ["Play the guitar", "Be active", "Sport"])
    }

    /// What both Open Habit and Crease hold of a backup: habits (id, name, target, streak goal, archive
    /// state, order, first category, creation to the second) and days (count and note).
    struct Shared: Equatable {
        var habits: [String]
        var days: [String]
        init(_ backup: OpenHabitBackup) {
            habits = backup.habits.map { h in
                "\(h.id) \(h.name) target \(h.target) goal \(String(describing: h.streakGoal)) archived \(h.archived) "
                    + "category \(h.categoryIDs.first?.uuidString ?? "-") created \(Int(h.createdAt.timeIntervalSince1970.rounded(.down)))"
            }
            days = backup.days.filter { $0.count > 0 || !$0.note.isEmpty }.map { "\(OpenHabitBackup.dayKey($0.habitID, $0.day)) \($0.count) \($0.note)" }
        }
    }

    @Test("J10, D22: an Open Habit v3 backup imports, and exporting it back gives the same habits, days, counts and notes")
    func openHabitRoundTrip() throws {
        let (ops, folder) = try OperationsTests.dataset("empty")
        let original = try OpenHabitBackup.read(from: Self.openHabit)
        #expect(original.habits.count == 3 && original.days.count == 6)
        let dry = try ops.importOpenHabit(from: Self.openHabit, dryRun: true)
        #expect(try ops.store.load().habits.isEmpty)
        #expect(dry.onlyInOpenHabit.contains("1 habit detail") && dry.onlyInOpenHabit.contains("1 custom colour"))
        #expect(dry.onlyInOpenHabit.contains { $0.hasPrefix("the categories after the first of 1 habit") })
        let summary = try ops.importOpenHabit(from: Self.openHabit, dryRun: false)
        #expect(summary == dry)
        #expect(summary.habits == 3 && summary.archived == 1 && summary.groups == 2 && summary.checkInDays == 5 && summary.notes == 3)

        let p = try ops.store.load()
        let water = try #require(p.habit(try Self.uuid("5A1C0B7E-0000-4000-8000-000000000101")))
        let run = try #require(p.habit(try Self.uuid("5A1C0B7E-0000-4000-8000-000000000102")))
        let sketch = try #require(p.habit(try Self.uuid("5A1C0B7E-0000-4000-8000-000000000103")))
        #expect(water.cadence(on: water.startDay) == .daily && water.dailyTarget == 2 && water.groupID == p.groups.first?.id)
        #expect(run.cadence(on: run.startDay) == .timesPerWeek(3))
        // History before the habit was made (Open Habit allows it) moves the start day back (D3).
        #expect(run.startDay == Make.day("2024-12-30"))
        #expect(sketch.cadence(on: sketch.startDay) == .freeForm && sketch.isArchived && sketch.dailyTarget == 3)
        // 23:30 UTC on New Year's Eve is already 1 January in Berlin.
        #expect(sketch.startDay == Make.day("2025-01-01"))
        #expect(p.note(for: water.id, on: Make.day("2025-01-21")) == "First note\nSecond line")
        #expect(p.log(water.id).count(on: Make.day("2025-01-23")) == 0)
        #expect(p.note(for: water.id, on: Make.day("2025-01-23")) == "An empty day still has a note")
        #expect(p.weekStartOverride == .monday)
        #expect(p.groups.map(\.name) == ["Health", "Art"])

        let out = folder.appendingPathComponent("back.json")
        let export = try ops.exportOpenHabit(to: out)
        let back = try OpenHabitBackup.read(from: out)
        #expect(back == export.backup)
        #expect(Shared(back) == Shared(original))
        #expect(back.settings.weekStart == "monday")
        #expect(back.categories?.map(\.name) == ["Health", "Art"])
        #expect(export.notCarried.contains { $0.hasPrefix("emoji and colours") })
        // The file says what Open Habit's schema asks: upper-case UUID keys, nine fractional digits.
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains(#""5A1C0B7E-0000-4000-8000-000000000102/2024-12-30""#))
        #expect(text.contains(#""createdAt" : "2025-01-01T08:30:00.000000000Z""#))
    }

    @Test("J10: a Crease profile with what Open Habit cannot hold exports the nearest, and names what it did not carry")
    func creaseToOpenHabit() throws {
        let (ops, folder) = try OperationsTests.dataset("typical")
        let profile = try ops.store.load()
        let export = try ops.exportOpenHabit(to: folder.appendingPathComponent("oh.json"))
        #expect(export.backup.habits.map(\.id) == profile.habits.map(\.id))
        let weekdays = profile.habits.filter { $0.schedule.last?.cadence == .weekdays }
        for habit in weekdays {
            #expect(export.backup.habits.first { $0.id == habit.id }?.streakGoal == .weekly(5))
        }
        if !weekdays.isEmpty { #expect(export.notCarried.contains { $0.contains("weekdays → 5 days a week") }) }
        let days = profile.habits.reduce(0) { $0 + profile.log($1.id).records.count }
        #expect(export.backup.days.filter { $0.count > 0 }.count == days)
    }

    @Test("J10, D22: a Day Note longer than Open Habit keeps refuses the export and leaves the file there untouched")
    func longNoteRefused() throws {
        let (ops, folder) = try OperationsTests.dataset("one-habit")
        let profile = try ops.store.load()
        let walk = try #require(profile.habits.first)
        try ops.setNote(String(repeating: "a", count: 501), habit: walk.id, day: Make.day("2026-11-25"), account: profile.account)
        let out = try OperationsTests.write("earlier", "oh.json", in: folder)
        do {
            try ops.exportOpenHabit(to: out)
            Issue.record("a 501-character note was exported")
        } catch {
            guard case .invalid(let input) = error else { Issue.record("\(error)"); return }
            #expect(input.field == "notes[\"\(walk.id.uuidString)/2026-11-25\"]")
        }
        #expect(try String(contentsOf: out, encoding: .utf8) == "earlier")
    }

    static let badBackups: [OperationsTests.BadExport] = [
        OperationsTests.BadExport(label: "version 2", replace: #""formatVersion" : 3"#, with: #""formatVersion" : 2"#, field: "formatVersion"),
        OperationsTests.BadExport(label: "a HabitKit export", replace: #""format" : "open-habit","#, with: "", field: "format"),
        OperationsTests.BadExport(label: "a day of no habit", replace: #"5A1C0B7E-0000-4000-8000-000000000103\/2025-01-02"#,
                  with: #"5A1C0B7E-0000-4000-8000-000000000199\/2025-01-02"#, field: #"dataset.days["5A1C0B7E-0000-4000-8000-000000000199/2025-01-02"]"#),
        OperationsTests.BadExport(label: "a day that does not exist", replace: #"\/2025-01-06"#, with: #"\/2025-02-30"#,
                  field: #"dataset.days["5A1C0B7E-0000-4000-8000-000000000102/2025-02-30"]"#),
        OperationsTests.BadExport(label: "a negative count", replace: #""count" : 3,"#, with: #""count" : -1,"#,
                  field: #"dataset.days["5A1C0B7E-0000-4000-8000-000000000103/2025-01-02"].count"#),
        OperationsTests.BadExport(label: "more than 99 on a day", replace: #""count" : 3,"#, with: #""count" : 120,"#,
                  field: #"dataset.days["5A1C0B7E-0000-4000-8000-000000000103/2025-01-02"].count"#),
        OperationsTests.BadExport(label: "a target of 0", replace: #""streakGoal" : null,\#n        "target" : 3"#,
                  with: #""streakGoal" : null,\#n        "target" : 0"#, field: "dataset.habits[2].target"),
        OperationsTests.BadExport(label: "a weekly goal of 8", replace: #""period" : "weekly",\#n          "target" : 3"#,
                  with: #""period" : "weekly",\#n          "target" : 8"#, field: "dataset.habits[1].streakGoal"),
        OperationsTests.BadExport(label: "an unknown category", replace: #""5A1C0B7E-0000-4000-8000-000000000002"\#n        ]"#,
                  with: #""5A1C0B7E-0000-4000-8000-000000000009"\#n        ]"#, field: "dataset.habits[1].categoryIDs[1]"),
        OperationsTests.BadExport(label: "a blank name", replace: #""name" : "Run""#, with: #""name" : "  ""#, field: "dataset.habits[1].name"),
        OperationsTests.BadExport(label: "a malformed instant", replace: #""2025-01-02T18:00:00.000000000Z""#, with: #""yesterday""#, field: "dataset.habits[1].createdAt"),
    ]

    @Test("J10, D22: a damaged or foreign Open Habit backup is refused whole, naming the file and field", arguments: badBackups)
    func badOpenHabit(_ bad: OperationsTests.BadExport) throws {
        let (ops, folder) = try OperationsTests.dataset("empty")
        let url = try OperationsTests.damaged(Self.openHabit, bad, in: folder)
        try OperationsTests.expectRefusedWhole(ops, file: url, field: bad.field) { dryRun throws(ProfileStore.StoreError) in
            _ = try ops.importOpenHabit(from: url, dryRun: dryRun)
        }
    }

    @Test("J10: importing the same backup twice is refused whole; D1: names are trimmed")
    func twice() throws {
        let (ops, folder) = try OperationsTests.dataset("empty")
        let text = try String(contentsOf: Self.openHabit, encoding: .utf8)
        let url = try OperationsTests.write(text.replacingOccurrences(of: #""name" : "Run""#, with: #""name" : "  Run ""#), "oh.json", in: folder)
        _ = try ops.importOpenHabit(from: url, dryRun: false)
        #expect(try ops.store.load().habits.map(\.name) == ["Drink water", "Run", "Sketch"])
        let after = try Data(contentsOf: ops.store.url)
        #expect(throws: ProfileStore.StoreError.self) { try ops.importOpenHabit(from: url, dryRun: false) }
        #expect(try Data(contentsOf: ops.store.url) == after)
    }
}
