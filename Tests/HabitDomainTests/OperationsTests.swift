import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import HabitDomain

/// The profile commands as a library: each works on a dataset file through the locked, atomic store.
@Suite struct OperationsTests {
    static let now = Make.instant("2026-11-26T09:00:00Z")

    /// A copy of a bundled dataset in a fresh folder, and operations on it at `now`.
    static func dataset(_ name: String = "typical", seed: UInt64 = 1) throws -> (ProfileOperations, URL) {
        let folder = TestSupport.temporaryFolder("ops")
        let url = folder.appendingPathComponent("\(name).json")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/datasets/\(name).json"), to: url)
        return (ProfileOperations(dataset: url, lockTimeout: 0.2, clock: { now }, seed: seed), folder)
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("J6: export → restore gives an equal profile, and the backup is complete and versioned")
    func roundTrip() throws {
        let (ops, folder) = try Self.dataset()
        let original = try ops.store.load()
        // Some of everything: a note, a streak goal, a check-in recorded as an edit.
        let walk = try #require(original.pageOrder.first)
        try ops.setNote("Frost on the path", habit: walk.id, day: Make.day("2026-11-25"), account: original.account)
        try ops.setStreakGoal(30, habit: walk.id)
        let exported = try ops.store.load()
        let backupURL = folder.appendingPathComponent("backup.json")
        try ops.exportBackup(to: backupURL)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: backupURL)) as? [String: Any]
        #expect(json?["format"] as? String == "crease-backup")
        #expect(json?["version"] as? Int == 1)
        #expect((json?["journal"] as? [String: Any])?["edits"] != nil)

        // Change everything, then restore.
        _ = try ops.deleteAllData(confirm: true)
        #expect(try ops.store.load().habits.isEmpty)
        let plan = try ops.restore(from: backupURL, confirm: true)
        #expect(plan.applied)
        #expect(try ops.store.load() == exported)
        #expect(try ops.store.load().note(for: walk.id, on: Make.day("2026-11-25")) == "Frost on the path")
        // The restore is a new generation in the journal.
        let journal = try #require(try ops.store.loadDocument().journal)
        let starts = journal.edits.filter { if case .startGeneration = $0.change { return true } else { return false } }
        #expect(starts.count == 3)
    }

    @Test("J6: a backup of ten years of history round-trips through its compact form")
    func manyRoundTrip() throws {
        let (ops, folder) = try Self.dataset("many")
        let original = try ops.store.load()
        let backupURL = folder.appendingPathComponent("many-backup.json")
        try ops.exportBackup(to: backupURL)
        #expect(try Backup.read(from: backupURL).profile == original)
        let size = try FileManager.default.attributesOfItem(atPath: backupURL.path)[.size] as? Int ?? 0
        #expect(size < 1_500_000)
    }

    @Test("J6: a restore dry run says what would change and changes nothing")
    func dryRun() throws {
        let (ops, folder) = try Self.dataset()
        let backupURL = folder.appendingPathComponent("backup.json")
        try ops.exportBackup(to: backupURL)
        let profile = try ops.store.load()
        let first = try #require(profile.habits.first)
        try ops.checkIn(CheckInCommand(account: profile.account, pageDay: Make.day("2026-11-26"), habitID: first.id))
        let before = try Data(contentsOf: ops.store.url)
        let plan = try ops.restore(from: backupURL, confirm: false)
        #expect(!plan.applied && plan.changesAnything)
        #expect(plan.changed == [first.name])
        #expect(plan.lines.first?.contains("would replace everything") == true)
        #expect(plan.lines.last == "Nothing has been changed. Run it again with confirmation to restore.")
        #expect(try Data(contentsOf: ops.store.url) == before)
    }

    struct BadBackup: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var field: String
        var words: String
        var testDescription: String { label }
    }

    static let badBackups = [
        BadBackup(label: "newer version", text: #"{"format":"crease-backup","version":2,"exported":"2026-11-26T09:00:00Z","profile":{}}"#,
                  field: "version", words: "newer than this build reads"),
        BadBackup(label: "not a backup", text: #"{"version":1,"account":"acct-ana","timeZone":"UTC","locale":"en_GB"}"#,
                  field: "format", words: "not a Crease backup"),
        BadBackup(label: "truncated", text: #"{"format":"crease-backup","version":1,"expo"#, field: "", words: "not valid JSON"),
        BadBackup(label: "bad habit", text: #"{"format":"crease-backup","version":1,"exported":"2026-11-26T09:00:00Z","profile":{"version":1,"account":"acct-ana","timeZone":"Europe/Berlin","locale":"en_GB","habits":[{"id":"00000000-0000-0000-0000-000000000001","name":"  ","cadence":{"kind":"daily"},"startDay":"2026-11-01"}]}}"#,
                  field: "profile.habits[0].name", words: "must not be empty"),
        BadBackup(label: "day twice", text: #"{"format":"crease-backup","version":1,"exported":"2026-11-26T09:00:00Z","profile":{"version":1,"account":"acct-ana","timeZone":"Europe/Berlin","locale":"en_GB","habits":[{"id":"00000000-0000-0000-0000-000000000001","name":"Walk","cadence":{"kind":"daily"},"startDay":"2026-11-01"}],"checkIns":[{"habit":"00000000-0000-0000-0000-000000000001","day":"2026-11-02"}],"logs":[{"habit":"00000000-0000-0000-0000-000000000001","from":"2026-11-01","counts":"11"}]}}"#,
                  field: "profile.logs[0]", words: "checkIns[0]"),
        BadBackup(label: "another account", text: #"{"format":"crease-backup","version":1,"exported":"2026-11-26T09:00:00Z","profile":{"version":1,"account":"acct-bo","timeZone":"Europe/Berlin","locale":"en_GB"}}"#,
                  field: "profile.account", words: "own data only"),
    ]

    @Test("J6: a corrupt, foreign or newer-version backup changes nothing and names the file and field", arguments: badBackups)
    func badBackup(_ bad: BadBackup) throws {
        let (ops, folder) = try Self.dataset()
        let before = try Data(contentsOf: ops.store.url)
        let url = try Self.write(bad.text, "bad.json", in: folder)
        for confirm in [false, true] {
            do {
                _ = try ops.restore(from: url, confirm: confirm)
                Issue.record("a bad backup was restored")
            } catch {
                guard case .invalid(let input) = error else { Issue.record("\(error)"); continue }
                #expect(input.file == url.path)
                #expect(input.field == bad.field)
                #expect(input.description.contains(bad.words), "\(input)")
            }
        }
        #expect(try Data(contentsOf: ops.store.url) == before)
    }

    @Test("J7, J9: the HabitKit version 2 sample imports: habits, cadences, check-ins, notes and archive state; its inverse habit is left out by name")
    func habitKitSample() throws {
        let (ops, _) = try Self.dataset("empty")
        let sample = TestSupport.packageRoot.appendingPathComponent("Fixtures/imports/habitkit-v2.json")
        let dry = try ops.importHabitKit(from: sample, dryRun: true)
        #expect(try ops.store.load().habits.isEmpty)
        let summary = try ops.importHabitKit(from: sample, dryRun: false)
        #expect(summary == dry)
        #expect(summary.habits == 4 && summary.archived == 1 && summary.notes == 2)
        #expect(summary.checkInDays == 7 && summary.completions == 8)
        #expect(summary.notImported.contains("2 categories and 3 category assignments (1 of them naming a habit or category the file lacks)"))
        #expect(summary.leftOut.map(\.name) == ["No sugar"] && summary.leftOut.map(\.field) == ["habits[4].isInverse"])
        #expect(summary.decisions.first == "format version 2")
        #expect(summary.decisions.contains("orderIndex ties (2 habits at 3) broken by file order"))
        #expect(summary.notImported.contains("1 reminder") && summary.notImported.contains("1 habit description"))

        let p = try ops.store.load()
        func habit(_ n: Int) throws -> Habit {
            try #require(UUID(uuidString: "c0ffee00-1111-4a4a-8b8b-00000000000\(n)").flatMap { p.habit($0) })
        }
        let guitar = try habit(1), active = try habit(2), sport = try habit(3), water = try habit(4)
        #expect(guitar.name == "Play the guitar" && guitar.cadence(on: Make.day("2025-06-01")) == .daily)
        #expect(guitar.startDay == Make.day("2025-05-05"))
        // 22:00Z at +120 minutes is the next local day; the zero-completion record is no check-in.
        #expect(p.log(guitar.id).records.map(\.day.description) == ["2025-05-05", "2025-05-06", "2025-12-01"])
        #expect(p.note(for: guitar.id, on: Make.day("2025-05-06")) == "Learned the F chord")
        // Daily until the weekly goal began on Monday 22 December (D3).
        #expect(active.cadence(on: Make.day("2025-12-10")) == .daily)
        #expect(active.cadence(on: Make.day("2025-12-22")) == .timesPerWeek(4))
        #expect(p.note(for: active.id, on: Make.day("2025-12-24")) == "Swim")
        #expect(sport.isArchived && sport.cadence(on: sport.startDay) == .timesPerWeek(3))
        #expect(p.archivedHabits.map(\.name) == ["Sport"])
        #expect(water.cadence(on: water.startDay) == .freeForm && water.dailyTarget == 8)
        // The inverse habit and its slip are nowhere in the profile; the rest keep HabitKit's order.
        #expect(p.habits.count == 4 && !p.notes.keys.contains { $0.habitID.uuidString.hasSuffix("000000000005") })
        #expect(p.habits.map(\.order) == [0, 1, 2, 3])
        #expect(p.log(water.id).count(on: Make.day("2025-12-22")) == 8)
        // The import is recorded as edits, and a second import of the same export is refused whole.
        #expect(try ops.store.loadDocument().journal != nil)
        let afterFirst = try Data(contentsOf: ops.store.url)
        #expect(throws: ProfileStore.StoreError.self) { try ops.importHabitKit(from: sample, dryRun: false) }
        #expect(try Data(contentsOf: ops.store.url) == afterFirst)
    }

    /// A fixture damaged by one replacement, and the field its refusal must name.
    struct BadExport: Sendable, CustomTestStringConvertible {
        var label: String
        var replace: String
        var with: String
        var field: String
        var testDescription: String { label }
    }

    static let badExports = [
        BadExport(label: "three times a month", replace: #""type": "week", "requiredNumberOfCompletions": 3"#,
                  with: #""type": "month", "requiredNumberOfCompletions": 3"#, field: "intervals[3].requiredNumberOfCompletions"),
        BadExport(label: "ten times a week", replace: #""requiredNumberOfCompletions": 4"#, with: #""requiredNumberOfCompletions": 10"#,
                  field: "intervals[2].requiredNumberOfCompletions"),
        BadExport(label: "daily target changes", replace: #""requiredNumberOfCompletions": 4, "requiredNumberOfCompletionsPerDay": 1"#,
                  with: #""requiredNumberOfCompletions": 4, "requiredNumberOfCompletionsPerDay": 2"#, field: "intervals[2].requiredNumberOfCompletionsPerDay"),
        BadExport(label: "unknown interval type", replace: #""type": "none""#, with: #""type": "year""#, field: "intervals[4].type"),
        BadExport(label: "completion of no habit", replace: #""habitId": "c0ffee00-1111-4a4a-8b8b-000000000004", "timezoneOffsetInMinutes": 60, "amountOfCompletions": 5"#,
                  with: #""habitId": "c0ffee00-1111-4a4a-8b8b-00000000000f", "timezoneOffsetInMinutes": 60, "amountOfCompletions": 5"#, field: "completions[8].habitId"),
        BadExport(label: "a newer format version", replace: #""formatVersion": 2"#, with: #""formatVersion": 3"#, field: "formatVersion"),
        BadExport(label: "a Crease backup", replace: #""formatVersion": 2"#, with: #""format": "crease-backup", "version": 1"#, field: "format"),
        BadExport(label: "an Open Habit backup", replace: #""formatVersion": 2"#, with: #""format": "open-habit", "formatVersion": 3"#, field: "format"),
        BadExport(label: "a record without its offset", replace: #""habitId": "c0ffee00-1111-4a4a-8b8b-000000000001", "timezoneOffsetInMinutes": 120, "amountOfCompletions": 1, "note": null"#,
                  with: #""habitId": "c0ffee00-1111-4a4a-8b8b-000000000001", "amountOfCompletions": 1, "note": null"#, field: "completions[0].timezoneOffsetInMinutes"),
        BadExport(label: "an older shape without intervals", replace: #""intervals": ["#, with: #""goals": ["#, field: "intervals"),
        BadExport(label: "a habit with no interval", replace: #""habitId": "c0ffee00-1111-4a4a-8b8b-000000000001", "startDate""#,
                  with: #""habitId": "c0ffee00-1111-4a4a-8b8b-000000000002", "startDate""#, field: "habits[0]"),
    ]

    @Test("J7, J9: an export that cannot be mapped is refused whole, naming the field", arguments: badExports)
    func badHabitKit(_ bad: BadExport) throws {
        let (ops, folder) = try Self.dataset("empty")
        let url = try Self.damaged(TestSupport.packageRoot.appendingPathComponent("Fixtures/imports/habitkit-v2.json"), bad, in: folder)
        try Self.expectRefusedWhole(ops, file: url, field: bad.field, saying: "nothing was imported") { dryRun throws(ProfileStore.StoreError) in
            _ = try ops.importHabitKit(from: url, dryRun: dryRun)
        }
    }

    /// A copy of the file at `fixture` in `folder` with `bad.replace` (which it must hold) replaced by `bad.with`.
    static func damaged(_ fixture: URL, _ bad: BadExport, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        #expect(text.contains(bad.replace), sourceLocation: sourceLocation)
        return try write(text.replacingOccurrences(of: bad.replace, with: bad.with), "damaged-" + fixture.lastPathComponent, in: folder)
    }

    /// D22: the import is refused as a dry run and for real, naming the file and `field` (and saying
    /// `saying`), and the dataset's bytes are as they were.
    static func expectRefusedWhole(_ ops: ProfileOperations, file: URL, field: String, saying: String? = nil,
                                   sourceLocation: SourceLocation = #_sourceLocation,
                                   _ importing: (Bool) throws(ProfileStore.StoreError) -> Void) throws {
        let before = try Data(contentsOf: ops.store.url)
        for dryRun in [true, false] {
            do {
                try importing(dryRun)
                Issue.record("a file that cannot be mapped was imported", sourceLocation: sourceLocation)
            } catch {
                guard case .invalid(let input) = error else { Issue.record("\(error)", sourceLocation: sourceLocation); continue }
                #expect(input.file == file.path, sourceLocation: sourceLocation)
                #expect(input.field == field, "\(input)", sourceLocation: sourceLocation)
                if let saying { #expect(input.description.contains(saying), "\(input)", sourceLocation: sourceLocation) }
            }
        }
        #expect(try Data(contentsOf: ops.store.url) == before, sourceLocation: sourceLocation)
    }

    @Test("J2, D7: check-ins, corrections, notes and streak goals go through the store as journal edits; stale pages write nothing")
    func checkInsThroughTheStore() throws {
        let (ops, _) = try Self.dataset("one-habit")
        let profile = try ops.store.load()
        let walk = try #require(profile.habits.first)
        let today = Make.day("2026-11-26")
        #expect(try ops.checkIn(CheckInCommand(account: profile.account, pageDay: today, habitID: walk.id)) == "All 1 habit logged today")
        try ops.correct(PastDayCorrection(account: profile.account, pageDay: today, habitID: walk.id, day: Make.day("2026-11-24"), change: .add))
        try ops.correct(PastDayCorrection(account: profile.account, pageDay: today, habitID: walk.id, day: Make.day("2026-11-23"), change: .remove))
        try ops.setNote("Rain", habit: walk.id, day: Make.day("2026-11-24"), account: profile.account)
        let document = try ops.store.loadDocument()
        #expect(document.profile.log(walk.id).records.map(\.day.description) == ["2026-11-24", "2026-11-25", "2026-11-26"])
        #expect(document.profile.note(for: walk.id, on: Make.day("2026-11-24")) == "Rain")
        #expect(document.journal?.replay() == document.profile)
        let before = try Data(contentsOf: ops.store.url)
        #expect(throws: ProfileStore.StoreError.refused(file: ops.store.url.path, .staleDay(page: Make.day("2026-11-25"), current: today))) {
            try ops.checkIn(CheckInCommand(account: profile.account, pageDay: Make.day("2026-11-25"), habitID: walk.id))
        }
        #expect(throws: ProfileStore.StoreError.refused(file: ops.store.url.path, .staleAccount(page: "acct-x", current: profile.account))) {
            try ops.setNote("x", habit: walk.id, day: today, account: "acct-x")
        }
        #expect(throws: ProfileStore.StoreError.self) { try ops.setStreakGoal(0, habit: walk.id) }
        #expect(try Data(contentsOf: ops.store.url) == before)
    }

    @Test("J3: merging two copies of a dataset that were edited apart keeps both sides' edits")
    func mergeCopies() throws {
        let (phone, folder) = try Self.dataset("one-habit", seed: 1)
        let profile = try phone.store.load()
        let walk = try #require(profile.habits.first)
        // Start the journal, then copy the file to a second device.
        try phone.setStreakGoal(10, habit: walk.id)
        let laptopURL = folder.appendingPathComponent("laptop.json")
        try FileManager.default.copyItem(at: phone.store.url, to: laptopURL)
        let laptop = ProfileOperations(dataset: laptopURL, clock: { Self.now.addingTimeInterval(60) }, seed: 2)
        try phone.checkIn(CheckInCommand(account: profile.account, pageDay: Make.day("2026-11-26"), habitID: walk.id))
        try laptop.setNote("Long loop", habit: walk.id, day: Make.day("2026-11-25"), account: profile.account)
        try laptop.setStreakGoal(21, habit: walk.id)

        let summary = try phone.merge(from: laptopURL)
        #expect(summary.newEdits == 2)
        let merged = try phone.store.load()
        #expect(merged.log(walk.id).count(on: Make.day("2026-11-26")) == 1)
        #expect(merged.note(for: walk.id, on: Make.day("2026-11-25")) == "Long loop")
        #expect(merged.habit(walk.id)?.streakGoal == 21)
        _ = try laptop.merge(from: phone.store.url)
        #expect(try laptop.store.load() == merged)
        #expect(try phone.merge(from: laptopURL).newEdits == 0)

        // Datasets that never shared a journal are not merged.
        let (stranger, _) = try Self.dataset("one-habit", seed: 3)
        try stranger.setStreakGoal(5, habit: walk.id)
        let before = try Data(contentsOf: phone.store.url)
        do {
            _ = try phone.merge(from: stranger.store.url)
            Issue.record("unrelated journals were merged")
        } catch {
            #expect("\(error)".contains("shares no generation"))
        }
        #expect(try Data(contentsOf: phone.store.url) == before)
    }

    @Test("D22, J2: a journal that does not replay to the profile beside it is refused on load")
    func handEditedSnapshot() throws {
        let (ops, _) = try Self.dataset("one-habit")
        let walk = try #require(try ops.store.load().habits.first)
        try ops.setStreakGoal(10, habit: walk.id)
        let text = try String(contentsOf: ops.store.url, encoding: .utf8)
        // Rename the habit in the profile only (it comes before the journal: keys are sorted).
        let range = try #require(text.range(of: #""name" : "Walk""#))
        try Data(text.replacingCharacters(in: range, with: #""name" : "Run""#).utf8).write(to: ops.store.url)
        do {
            _ = try ops.store.load()
            Issue.record("a hand-edited snapshot loaded")
        } catch {
            guard case .invalid(let input) = error else { Issue.record("\(error)"); return }
            #expect(input.field == "journal")
            #expect(input.message.contains("the habit Run"))
        }
    }

    @Test("D22, J2: saving a profile into a journaled file records the difference instead of dropping the journal")
    func saveKeepsJournal() throws {
        let (ops, _) = try Self.dataset("typical")
        let first = try #require(try ops.store.load().habits.first)
        try ops.setStreakGoal(7, habit: first.id)
        var profile = try ops.store.load()
        try profile.archive(first.id)
        _ = try profile.createGroup("Later")
        try ops.store.save(profile)
        let document = try ops.store.loadDocument()
        #expect(document.profile == profile.canonical())
        #expect(document.journal?.replay() == document.profile)
        _ = try ops.store.update { try $0.restore(first.id) }
        #expect(try ops.store.load().habit(first.id)?.isArchived == false)
    }
}
