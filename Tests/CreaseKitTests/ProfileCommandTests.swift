import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import HabitDomain
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `crease profile …` run in-process on copies of the fixtures: each subcommand does what
/// `ProfileOperations` does, bad input and refused changes are one line and exit 2, and a refused or
/// dry run leaves the file's bytes as they were.
@Suite struct ProfileCommandTests {
    static let now = "--now=2026-11-26T09:00:00Z"
    static let today = "2026-11-26"
    static let habitKitSample = TestSupport.packageRoot.appendingPathComponent("Fixtures/imports/habitkit-v2.json")
    static let openHabitSample = TestSupport.packageRoot.appendingPathComponent("Fixtures/imports/open-habit-v3.json")

    /// A copy of a fixture dataset as `dataset.json` in a new folder.
    static func dataset(_ name: String = "typical") throws -> URL {
        let folder = TestSupport.temporaryFolder("profile-cli")
        let url = folder.appendingPathComponent("dataset.json")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/datasets/\(name).json"), to: url)
        return url
    }

    /// `crease profile <arguments> --now …` in the dataset's folder.
    static func profile(_ arguments: [String], in folder: URL) throws -> TestSupport.RunResult {
        try TestSupport.crease(["profile"] + arguments + [now], in: folder)
    }

    static func load(_ url: URL) throws -> ProfileDocument { try ProfileStore(url: url).loadDocument() }

    static func temporaries(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
    }

    /// Expects exit 2 and exactly one line on standard error that mentions every word.
    static func expectOneLineError(_ result: TestSupport.RunResult, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "status \(result.status): \(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
        for word in words { #expect(result.stderr.contains(word), "\(result.stderr) should mention \(word)", sourceLocation: sourceLocation) }
        #expect(result.stdout.isEmpty, "nothing on standard output: \(result.stdout)", sourceLocation: sourceLocation)
    }

    @Test("J6: profile export → restore --confirm gives an equal profile; the backup is complete and versioned")
    func roundTrip() throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        // Some of everything first: a Day Note, a streak goal, a check-in.
        #expect(try Self.profile(["note", "--dataset", "dataset.json", "--habit", "Walk", "--day", "2026-11-25", "--text", "Frost"], in: folder).status == 0)
        #expect(try Self.profile(["streak-goal", "--dataset", "dataset.json", "--habit", "Walk", "--goal", "30"], in: folder).status == 0)
        #expect(try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Drink water"], in: folder).status == 0)
        let exported = try Self.load(url).profile

        let export = try Self.profile(["export", "--dataset", "dataset.json", "--output", "backup.json"], in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("Exported \(url.path) to \(folder.appendingPathComponent("backup.json").path): 9 habits (1 archived)"))
        let backup = try Backup.read(from: folder.appendingPathComponent("backup.json"))
        #expect(backup.profile == exported && backup.journal != nil)

        #expect(try Self.profile(["delete-all", "--dataset", "dataset.json", "--confirm"], in: folder).status == 0)
        #expect(try Self.load(url).profile.habits.isEmpty)
        let restore = try Self.profile(["restore", "--dataset", "dataset.json", "--backup", "backup.json", "--confirm"], in: folder)
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(restore.stdout.hasPrefix("Restored \(url.path) from"))
        #expect(restore.stdout.contains("habits: 0 → 9 (archived 0 → 1)"))
        #expect(try Self.load(url).profile == exported)
        #expect(try Self.temporaries(in: folder).isEmpty)
    }

    struct BadBackup: Sendable, CustomTestStringConvertible {
        var label: String
        var text: String
        var words: [String]
        var testDescription: String { label }
    }

    static let badBackups = [
        BadBackup(label: "truncated", text: #"{"format":"crease-backup","version":1,"expo"#, words: ["not valid JSON"]),
        BadBackup(label: "newer version", text: #"{"format":"crease-backup","version":2,"exported":"2026-11-26T09:00:00Z","profile":{}}"#,
                  words: ["field 'version'", "newer than this build reads", "nothing was restored"]),
        BadBackup(label: "not a backup", text: #"{"version":1,"account":"acct-ana","timeZone":"UTC","locale":"en_GB"}"#,
                  words: ["field 'format'", "not a Crease backup"]),
        BadBackup(label: "another account", text: #"{"format":"crease-backup","version":1,"exported":"2026-11-26T09:00:00Z","profile":{"version":1,"account":"acct-bo","timeZone":"Europe/Berlin","locale":"en_GB"}}"#,
                  words: ["field 'profile.account'", "own data only"]),
        BadBackup(label: "damaged habit", text: #"{"format":"crease-backup","version":1,"exported":"2026-11-26T09:00:00Z","profile":{"version":1,"account":"acct-ana","timeZone":"Europe/Berlin","locale":"en_GB","habits":[{"id":"00000000-0000-0000-0000-000000000001","name":"Walk","cadence":{"kind":"hourly"},"startDay":"2026-11-01"}]}}"#,
                  words: ["field 'profile.habits[0].cadence"]),
    ]

    @Test("J6, D22: restoring a corrupt, newer-version or other-account backup changes nothing and says why in one line", arguments: badBackups)
    func badBackup(_ bad: BadBackup) throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        let backup = folder.appendingPathComponent("backup.json")
        try Data(bad.text.utf8).write(to: backup)
        let before = try Data(contentsOf: url)
        for confirm in [[], ["--confirm"]] {
            let result = try Self.profile(["restore", "--dataset", "dataset.json", "--backup", "backup.json"] + confirm, in: folder)
            Self.expectOneLineError(result, [backup.path] + bad.words)
            #expect(try Data(contentsOf: url) == before)
        }
        #expect(try Self.temporaries(in: folder).isEmpty)
    }

    @Test("J5, J6, J7: dry runs (restore and delete-all without --confirm, import --dry-run) say what would change and leave the bytes as they were")
    func dryRuns() throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        #expect(try Self.profile(["export", "--dataset", "dataset.json", "--output", "backup.json"], in: folder).status == 0)
        #expect(try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Drink water"], in: folder).status == 0)
        let before = try Data(contentsOf: url)

        let restore = try Self.profile(["restore", "--dataset", "dataset.json", "--backup", "backup.json"], in: folder)
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(restore.stdout.contains("would replace everything in \(url.path)"))
        #expect(restore.stdout.contains("changed: Drink water"))
        #expect(restore.stdout.contains("--confirm"))

        let deleteAll = try Self.profile(["delete-all", "--dataset", "dataset.json"], in: folder)
        #expect(deleteAll.status == 0, "\(deleteAll.stderr)")
        #expect(deleteAll.stdout.contains("would remove everything in \(url.path)"))
        #expect(deleteAll.stdout.contains("habits: 9 → 0"))
        #expect(deleteAll.stdout.contains("Nothing has been changed."))

        let importing = try Self.profile(["import", "--dataset", "dataset.json", "--habitkit", Self.habitKitSample.path, "--dry-run"], in: folder)
        #expect(importing.status == 0, "\(importing.stderr)")
        #expect(importing.stdout.contains("would add:"))
        #expect(importing.stdout.contains("4 habits (1 archived)"))

        #expect(try Data(contentsOf: url) == before)
        #expect(try Self.temporaries(in: folder).isEmpty)
    }

    @Test("J7: the HabitKit version 2 sample imports; importing it again is refused whole and changes nothing")
    func habitKitImport() throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        let result = try Self.profile(["import", "--dataset", "dataset.json", "--habitkit", Self.habitKitSample.path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Imported \(Self.habitKitSample.path) into \(url.path):"))
        #expect(result.stdout.contains("4 habits (1 archived), 7 check-in days from 8 completions, 2 Day Notes"))
        let profile = try Self.load(url).profile
        #expect(profile.habits.count == 13)
        let guitar = try #require(profile.habits.first { $0.name == "Play the guitar" })
        #expect(!profile.log(guitar.id).isEmpty)

        let before = try Data(contentsOf: url)
        let again = try Self.profile(["import", "--dataset", "dataset.json", "--habitkit", Self.habitKitSample.path], in: folder)
        Self.expectOneLineError(again, [Self.habitKitSample.path, "field 'habits[0].id'", "nothing was imported"])
        #expect(try Data(contentsOf: url) == before)
    }

    @Test("J9, J10: the CLI reports every import decision; an Open Habit backup goes in and comes back out with the same days; --same-day changes the count")
    func importFormats() throws {
        let url = try Self.dataset("empty")
        let folder = url.deletingLastPathComponent()
        let dry = try Self.profile(["import", "--dataset", "dataset.json", "--habitkit", Self.habitKitSample.path, "--dry-run", "--same-day", "largest"], in: folder)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("left out: \"No sugar\" (habits[4].isInverse)"), "\(dry.stdout)")
        #expect(dry.stdout.contains("decided: format version 2"), "\(dry.stdout)")
        #expect(dry.stdout.contains("several records (2 records): counted as the largest amount"), "\(dry.stdout)")
        #expect(dry.stdout.contains("not imported:"), "\(dry.stdout)")

        let imported = try Self.profile(["import", "--dataset", "dataset.json", "--open-habit", Self.openHabitSample.path], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("only in Open Habit, not kept:"), "\(imported.stdout)")
        let exported = try Self.profile(["export", "--dataset", "dataset.json", "--output", "back.json", "--format", "open-habit"], in: folder)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("as an Open Habit backup: 3 habits"), "\(exported.stdout)")
        // The days as Open Habit keys them, read with JSONSerialization rather than Crease's own model.
        func days(_ file: URL) throws -> [String: [String: String]] {
            let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let dataset = try #require(root["dataset"] as? [String: Any])
            let days = try #require(dataset["days"] as? [String: [String: Any]])
            return days.mapValues { $0.mapValues { "\($0)" } }
        }
        let original = try days(Self.openHabitSample)
        #expect(original.count == 6)
        #expect(try days(folder.appendingPathComponent("back.json")) == original)
    }

    @Test("J3: profile merge brings in the other copy's edits, either way round to the same profile; a second merge changes nothing")
    func merge() throws {
        let a = try Self.dataset()
        let folder = a.deletingLastPathComponent()
        #expect(try Self.profile(["streak-goal", "--dataset", "dataset.json", "--habit", "Walk", "--goal", "10"], in: folder).status == 0)
        let b = folder.appendingPathComponent("copy.json")
        try FileManager.default.copyItem(at: a, to: b)
        #expect(try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Drink water"], in: folder).status == 0)
        #expect(try Self.profile(["note", "--dataset", "copy.json", "--habit", "Stretch", "--day", "2026-11-25", "--text", "Sore"], in: folder).status == 0)

        let merged = try Self.profile(["merge", "--dataset", "dataset.json", "--from", "copy.json"], in: folder)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("Merged \(b.path) into \(a.path): 1 new edit; habits 9 → 9."))
        let profile = try Self.load(a).profile
        let stretch = try #require(profile.habits.first { $0.name == "Stretch" })
        let water = try #require(profile.habits.first { $0.name == "Drink water" })
        #expect(profile.note(for: stretch.id, on: try #require(DayKey("2026-11-25"))) == "Sore")
        #expect(profile.log(water.id).count(on: try #require(DayKey(Self.today))) == (try Self.load(b).profile.log(water.id).count(on: try #require(DayKey(Self.today)))) + 1)

        let before = try Data(contentsOf: a)
        let again = try Self.profile(["merge", "--dataset", "dataset.json", "--from", "copy.json"], in: folder)
        #expect(again.status == 0 && again.stdout.contains("nothing changed"))
        #expect(try Data(contentsOf: a) == before)

        #expect(try Self.profile(["merge", "--dataset", "copy.json", "--from", "dataset.json"], in: folder).status == 0)
        #expect(try Self.load(b).profile == Self.load(a).profile)

        // A copy with no journal shares no history: refused, unchanged.
        let fresh = folder.appendingPathComponent("fresh.json")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/datasets/typical.json"), to: fresh)
        let freshBytes = try Data(contentsOf: fresh)
        Self.expectOneLineError(try Self.profile(["merge", "--dataset", "fresh.json", "--from", "dataset.json"], in: folder),
                                [fresh.path, "field 'journal'", "is missing"])
        #expect(try Data(contentsOf: fresh) == freshBytes)
    }

    @Test("D6, J1: check-in counts up to the daily target, then takes the day back; an earlier --day adds one; correct, note and streak-goal change what they say")
    func edits() throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        let start = try Self.load(url).profile
        let water = try #require(start.habits.first { $0.name == "Drink water" })
        let walk = try #require(start.habits.first { $0.name == "Walk" })
        let today = try #require(DayKey(Self.today))
        let count = start.log(water.id).count(on: today)

        let tap = try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", water.id.uuidString], in: folder)
        #expect(tap.status == 0, "\(tap.stderr)")
        #expect(tap.stdout.contains("checked in Drink water on \(Self.today): \(count + 1) of 8"))
        #expect(try Self.load(url).profile.log(water.id).count(on: today) == count + 1)

        // Walk is at its target of 1 today: the tap takes it back (D6).
        #expect(start.log(walk.id).count(on: today) == 1)
        let back = try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Walk"], in: folder)
        #expect(back.stdout.contains("took back Walk's check-in on \(Self.today)"))
        #expect(try Self.load(url).profile.log(walk.id).count(on: today) == 0)

        // An earlier day with no check-in: check-in --day adds one (J1); correct --change remove takes it away.
        let empty = try #require((1...60).map { today.adding(days: -$0) }.first { start.log(walk.id).count(on: $0) == 0 && $0 >= walk.startDay })
        let added = try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Walk", "--day", empty.description], in: folder)
        #expect(added.stdout.contains("added a check-in to Walk on \(empty): 1 of 1"), "\(added.stderr)")
        #expect(try Self.load(url).profile.log(walk.id).count(on: empty) == 1)
        let full = try Self.profile(["correct", "--dataset", "dataset.json", "--habit", "Walk", "--day", empty.description, "--change", "add"], in: folder)
        Self.expectOneLineError(full, [url.path, "field '--day'", "already has 1 of 1"])
        let removed = try Self.profile(["correct", "--dataset", "dataset.json", "--habit", "Walk", "--day", empty.description, "--change", "remove"], in: folder)
        #expect(removed.stdout.contains("removed a check-in from Walk on \(empty): 1 → 0 of 1"), "\(removed.stderr)")
        #expect(try Self.load(url).profile.log(walk.id).count(on: empty) == 0)

        let note = try Self.profile(["note", "--dataset", "dataset.json", "--habit", "Walk", "--text", "  Rain  "], in: folder)
        #expect(note.stdout.contains("set Walk's Day Note for \(Self.today) (4 characters)"), "\(note.stderr)")
        #expect(try Self.load(url).profile.note(for: walk.id, on: today) == "Rain")
        let unnote = try Self.profile(["note", "--dataset", "dataset.json", "--habit", "Walk", "--text", ""], in: folder)
        #expect(unnote.stdout.contains("removed Walk's Day Note"), "\(unnote.stderr)")
        #expect(try Self.load(url).profile.note(for: walk.id, on: today) == nil)

        let goal = try Self.profile(["streak-goal", "--dataset", "dataset.json", "--habit", "Walk", "--goal", "21"], in: folder)
        #expect(goal.stdout.contains("Walk's streak goal: none → 21 days"), "\(goal.stderr)")
        #expect(try Self.load(url).profile.habit(walk.id)?.streakGoal == 21)
        #expect(try Self.profile(["streak-goal", "--dataset", "dataset.json", "--habit", "Walk", "--clear"], in: folder).status == 0)
        #expect(try Self.load(url).profile.habit(walk.id)?.streakGoal == nil)
        // Every change is in the journal (J2).
        #expect((try Self.load(url).journal?.edits.count ?? 0) > 9)
    }

    struct StalePage: Sendable, CustomTestStringConvertible {
        var label: String
        var arguments: [String]
        var words: [String]
        var testDescription: String { label }
    }

    static let stalePages = [
        StalePage(label: "check-in from yesterday's page", arguments: ["check-in", "--habit", "Walk", "--page-day", "2026-11-25"],
                  words: ["field '--page-day'", "This page shows 2026-11-25, but today is 2026-11-26"]),
        StalePage(label: "check-in from another account's page", arguments: ["check-in", "--habit", "Walk", "--account", "acct-bo"],
                  words: ["field '--account'", "another account"]),
        StalePage(label: "correction from yesterday's page", arguments: ["correct", "--habit", "Walk", "--day", "2026-11-20", "--change", "remove", "--page-day", "2026-11-25"],
                  words: ["field '--page-day'", "2026-11-25"]),
        StalePage(label: "earlier-day check-in from tomorrow's page", arguments: ["check-in", "--habit", "Walk", "--day", "2026-11-20", "--page-day", "2026-11-27"],
                  words: ["field '--page-day'", "2026-11-27"]),
        StalePage(label: "note for another account", arguments: ["note", "--habit", "Walk", "--text", "x", "--account", "acct-bo"],
                  words: ["field '--account'"]),
    ]

    @Test("D7: a command from a stale page (another day or account) is refused in one line naming the file and option; nothing changes", arguments: stalePages)
    func stalePage(_ stale: StalePage) throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        let before = try Data(contentsOf: url)
        let result = try Self.profile(stale.arguments + ["--dataset", "dataset.json"], in: folder)
        Self.expectOneLineError(result, [url.path] + stale.words)
        #expect(try Data(contentsOf: url) == before)
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        var label: String
        var arguments: [String]
        var words: [String]
        var testDescription: String { label }
    }

    static let badInputs = [
        BadInput(label: "no dataset", arguments: ["check-in", "--habit", "Walk"], words: ["--dataset", "is required"]),
        BadInput(label: "a fixture name", arguments: ["export", "--dataset", "typical", "--output", "b.json"],
                 words: ["no such dataset file", "Bundled/datasets/typical.json and give the copy's path"]),
        BadInput(label: "unknown habit", arguments: ["check-in", "--dataset", "dataset.json", "--habit", "Swim"],
                 words: ["--habit", "'Swim'", "dataset.json"]),
        BadInput(label: "not a day", arguments: ["note", "--dataset", "dataset.json", "--habit", "Walk", "--day", "2026-02-30", "--text", "x"],
                 words: ["--day", "YYYY-MM-DD"]),
        BadInput(label: "a day to come", arguments: ["note", "--dataset", "dataset.json", "--habit", "Walk", "--day", "2026-11-27", "--text", "x"],
                 words: ["field '--day'", "has not come yet"]),
        BadInput(label: "correct without a change", arguments: ["correct", "--dataset", "dataset.json", "--habit", "Walk", "--day", "2026-11-20"],
                 words: ["--change", "is required"]),
        BadInput(label: "goal and clear", arguments: ["streak-goal", "--dataset", "dataset.json", "--habit", "Walk", "--goal", "3", "--clear"],
                 words: ["--clear", "--goal"]),
        BadInput(label: "goal out of range", arguments: ["streak-goal", "--dataset", "dataset.json", "--habit", "Walk", "--goal", "4000"],
                 words: ["--goal", "3650"]),
        BadInput(label: "backup over the dataset", arguments: ["export", "--dataset", "dataset.json", "--output", "dataset.json"],
                 words: ["--output", "the dataset itself"]),
        BadInput(label: "an option of another subcommand", arguments: ["export", "--dataset", "dataset.json", "--confirm"],
                 words: ["--confirm", "crease profile export"]),
        BadInput(label: "import of no file", arguments: ["import", "--dataset", "dataset.json"],
                 words: ["--habitkit", "--open-habit"]),
        BadInput(label: "import of two files", arguments: ["import", "--dataset", "dataset.json", "--habitkit", habitKitSample.path,
                                                            "--open-habit", openHabitSample.path],
                 words: ["one of --habitkit", "--open-habit"]),
        BadInput(label: "--same-day for an Open Habit backup", arguments: ["import", "--dataset", "dataset.json", "--open-habit", openHabitSample.path,
                                                                            "--same-day", "latest"],
                 words: ["--same-day", "--habitkit only"]),
        BadInput(label: "an unknown --same-day", arguments: ["import", "--dataset", "dataset.json", "--habitkit", habitKitSample.path, "--same-day", "mean"],
                 words: ["--same-day", "sum", "latest", "largest"]),
        BadInput(label: "an unknown export format", arguments: ["export", "--dataset", "dataset.json", "--output", "b.json", "--format", "csv"],
                 words: ["--format", "crease", "open-habit"]),
    ]

    @Test("C, D22: bad input is one line naming the file or option, exit 2, and the dataset unchanged", arguments: badInputs)
    func badInput(_ bad: BadInput) throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        let before = try Data(contentsOf: url)
        Self.expectOneLineError(try Self.profile(bad.arguments, in: folder), bad.words)
        #expect(try Data(contentsOf: url) == before)
        #expect(try Self.temporaries(in: folder).isEmpty)
    }

    @Test("D22: every profile write replaces the file by a rename (a new file, never rewritten in place) and leaves no temporary file")
    func writesAreAtomic() throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        #expect(try Self.profile(["export", "--dataset", "dataset.json", "--output", "backup.json"], in: folder).status == 0)
        let writes: [[String]] = [
            ["check-in", "--habit", "Walk"], ["correct", "--habit", "Walk", "--day", "2026-11-20", "--change", "remove"],
            ["note", "--habit", "Walk", "--text", "Fog"], ["streak-goal", "--habit", "Walk", "--goal", "5"],
            ["import", "--habitkit", Self.habitKitSample.path], ["restore", "--backup", "backup.json", "--confirm"],
            ["delete-all", "--confirm"],
        ]
        for write in writes {
            // A reader that opened the file before the write still reads the whole old file.
            let reader = try FileHandle(forReadingFrom: url)
            let before = try Data(contentsOf: url)
            let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64
            let result = try Self.profile(write + ["--dataset", "dataset.json"], in: folder)
            #expect(result.status == 0, "\(write[0]): \(result.stderr)")
            #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64 != inode, "\(write[0]) rewrote the file in place")
            #expect(try reader.readToEnd() == before)
            try reader.close()
            #expect(try Data(contentsOf: url) != before)
            #expect(try Self.temporaries(in: folder).isEmpty)
            _ = try Self.load(url)
        }
    }

    @Test("D22: a write while another process holds the dataset's lock fails in one line and changes nothing")
    func lockHeld() throws {
        let url = try Self.dataset()
        let folder = url.deletingLastPathComponent()
        let before = try Data(contentsOf: url)
        let fd = open(url.path + ".lock", O_RDWR | O_CREAT, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(flock(fd, LOCK_EX) == 0)
        let result = try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Walk", "--lock-timeout", "0"], in: folder)
        Self.expectOneLineError(result, [url.path, "another process holds its lock"])
        #expect(try Data(contentsOf: url) == before)
        flock(fd, LOCK_UN)
        #expect(try Self.profile(["check-in", "--dataset", "dataset.json", "--habit", "Walk", "--lock-timeout", "0"], in: folder).status == 0)
    }

    @Test("C: crease --help lists profile; profile --help lists every subcommand; each has its help; an unknown one is one line")
    func help() throws {
        #expect(try TestSupport.crease(["--help"]).stdout.contains("profile"))
        Self.expectOneLineError(try TestSupport.crease(["profile", "undo"]), ["'undo'", "export, restore, import, merge"])
        Self.expectOneLineError(try TestSupport.crease(["profile"]), ["crease profile", "<action>"])
        let help = try TestSupport.crease(["profile", "--help"])
        #expect(help.status == 0)
        for name in ["export", "restore", "import", "merge", "check-in", "correct", "note", "streak-goal", "delete-all"] {
            #expect(help.stdout.contains("\n  \(name) "), "profile --help lists \(name)")
            let sub = try TestSupport.crease(["profile", name, "--help"])
            #expect(sub.status == 0 && sub.stdout.hasPrefix("USAGE: crease profile \(name) [options]"))
            #expect(sub.stdout.contains("--dataset <file>"))
        }
    }

    @Test("Calendar, D17, D16: profile move, link and group change exactly what they say, journaled; bad input is one line and leaves the file as it was")
    func moveLinkGroup() throws {
        let url = try Self.dataset("calendar")
        let folder = url.deletingLastPathComponent()
        let before = try Self.load(url).profile
        let moved = try Self.profile(["move", "--dataset", "dataset.json", "--habit", "Walk", "--day", Self.today, "--to", "18:30",
                                      "--scope", "just-this-day"], in: folder)
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect(moved.stdout.contains("moved Walk from 7:30am to 6:30pm on 2026-11-26 only; no check-in changed."))
        var after = try Self.load(url).profile
        let walk = try #require(before.habits.first { $0.name == "Walk" })
        #expect(after.calendarChips(on: try #require(DayKey(Self.today))).first { $0.habitID == walk.id }?.time.display == "6:30pm")
        #expect(after.log(walk.id) == before.log(walk.id))

        let linked = try Self.profile(["link", "--dataset", "dataset.json", "--habit", "Journal", "--goal", "Read 12 books"], in: folder)
        #expect(linked.status == 0, "\(linked.stderr)")
        after = try Self.load(url).profile
        #expect(after.habits.first { $0.name == "Journal" }?.goalID == before.goals.first?.id)

        let grouped = try Self.profile(["group", "--dataset", "dataset.json", "--group", "Health", "--rename", "Body"], in: folder)
        #expect(grouped.stdout.contains("Health renamed Body · 2 habits. Groups in use: Body, Mind."), "\(grouped.stdout)")
        let placed = try Self.profile(["group", "--dataset", "dataset.json", "--group", "Mind", "--position", "1"], in: folder)
        #expect(placed.stdout.contains("Groups in use: Mind, Body."), "\(placed.stdout)")
        // Every change is in the journal: the file replays to itself (D22, J2).
        let document = try Self.load(url)
        #expect(document.journal?.replay() == document.profile)

        let bytes = try Data(contentsOf: url)
        Self.expectOneLineError(try Self.profile(["move", "--dataset", "dataset.json", "--habit", "Call Mum", "--to", "19:00", "--scope", "every-day"],
                                                 in: folder), ["--habit", "Call Mum", "no chip"])
        Self.expectOneLineError(try Self.profile(["move", "--dataset", "dataset.json", "--habit", "Walk", "--to", "7pm", "--scope", "every-day"],
                                                 in: folder), ["--to", "7pm"])
        Self.expectOneLineError(try Self.profile(["move", "--dataset", "dataset.json", "--habit", "Walk", "--to", "19:00", "--scope", "always"],
                                                 in: folder), ["--scope", "just-this-day", "every-day"])
        Self.expectOneLineError(try Self.profile(["group", "--dataset", "dataset.json", "--group", "Mind", "--archive", "--restore"], in: folder),
                                ["exactly one"])
        Self.expectOneLineError(try Self.profile(["link", "--dataset", "dataset.json", "--habit", "Walk", "--goal", "Nope"], in: folder), ["--goal", "Nope"])
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try Self.temporaries(in: folder).isEmpty)
    }
}
