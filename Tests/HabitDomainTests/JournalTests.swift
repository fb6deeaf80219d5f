import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import HabitDomain

/// J2–J5 by example: what two devices' edits come to after a merge.
@Suite struct JournalTests {
    static let day = Make.day("2026-11-25")

    /// A journal for a profile with Walk and Read, made at a fixed time.
    static func base() -> Journal {
        var p = Make.profile([Make.habit(1, "Walk", start: "2026-11-01"), Make.habit(2, "Read", part: .evening, start: "2026-11-01")])
        p.checkIn(1, ["2026-11-23"])
        var stamper = stamper(at: "2026-11-24T08:00:00Z", seed: 1)
        return Journal.start(from: p, stamper: &stamper)
    }

    static func stamper(at instant: String, seed: UInt64) -> EditStamper {
        let date = Make.instant(instant)
        return EditStamper(clock: { date }, seed: seed)
    }

    /// An edit made by hand at `ms` milliseconds after the base, in the journal's generation.
    static func edit(_ journal: Journal, _ change: EditChange, at ms: Int64, id: UUID = UUID()) -> Edit {
        Edit(id: id, at: Int64(Make.instant("2026-11-24T08:00:00Z").timeIntervalSince1970 * 1000) + ms,
             generation: journal.currentGeneration?.id ?? UUID(), change: change)
    }

    static func adding(_ journal: Journal, _ edits: Edit...) -> Journal {
        Journal(account: journal.account, edits: journal.edits + edits)
    }

    @Test("J2: every change is a UUID-addressed edit with a timestamp, and the journal replays to the profile")
    func everyChangeIsAnEdit() throws {
        var journal = Self.base()
        #expect(journal.replay().habits.map(\.name) == ["Walk", "Read"])
        let before = journal.edits.count
        var stamper = Self.stamper(at: "2026-11-25T09:00:00Z", seed: 2)
        let now = Make.instant("2026-11-25T09:00:00Z")
        try journal.checkIn(CheckInCommand(account: "acct-1", pageDay: Self.day, habitID: Make.id(1)), now: now, stamper: &stamper)
        try journal.setNote("Rain", for: Make.id(1), on: Self.day, now: now, stamper: &stamper)
        try journal.edit(Make.id(2), [.name("Read 20 pages"), .streakGoal(30)], stamper: &stamper)
        try journal.setArchived(Make.id(2), true, stamper: &stamper)
        let added = Array(journal.edits.suffix(journal.edits.count - before))
        #expect(added.count == 4)
        #expect(Set(added.map(\.id)).count == 4)
        // Stamped by the clock, each after the edits before it (the clock stood still here).
        let ms = Int64(now.timeIntervalSince1970 * 1000)
        #expect(added.map(\.at) == (0..<4).map { ms + Int64($0) })
        let p = journal.replay()
        #expect(p.log(Make.id(1)).count(on: Self.day) == 1)
        #expect(p.note(for: Make.id(1), on: Self.day) == "Rain")
        #expect(p.habit(Make.id(2))?.name == "Read 20 pages" && p.habit(Make.id(2))?.streakGoal == 30)
        #expect(p.habit(Make.id(2))?.isArchived == true)
        // A stale page records nothing (D7).
        #expect(throws: DomainError.staleDay(page: Make.day("2026-11-24"), current: Self.day)) {
            try journal.checkIn(CheckInCommand(account: "acct-1", pageDay: Make.day("2026-11-24"), habitID: Make.id(1)), now: now, stamper: &stamper)
        }
        #expect(journal.edits.count == before + 4)
    }

    @Test("J3: a device whose clock runs behind still makes edits that come after everything it has seen")
    func slowClock() throws {
        var journal = Self.base()
        // Another device, ten minutes ahead, renamed Read.
        let ahead = Self.edit(journal, .editHabit(Make.id(2), [.name("Read slowly")]), at: 600_000)
        journal = Self.adding(journal, ahead)
        // This device's clock says it is still 08:01; its rename must win: it saw the other one.
        var stamper = Self.stamper(at: "2026-11-24T08:01:00Z", seed: 12)
        try journal.edit(Make.id(2), [.name("Read fast")], stamper: &stamper)
        #expect(journal.edits.last?.at == ahead.at + 1)
        #expect(journal.replay().habit(Make.id(2))?.name == "Read fast")
    }

    @Test("J2: a journal started from a profile replays to exactly that profile, for every bundled dataset")
    func startReplaysEqual() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/datasets")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let url = folder.appendingPathComponent(name)
            let profile = try JSONInput.load(Profile.self, from: url)
            var stamper = EditStamper(clock: { Date(timeIntervalSince1970: 1_764_000_000) }, seed: 3)
            #expect(Journal.start(from: profile, stamper: &stamper).replay() == profile, "\(name)")
        }
    }

    @Test("J3: distinct additions merge: two devices checking in on one day give two completions")
    func distinctAdditionsMerge() throws {
        let base = Self.base()
        let phone = Self.adding(base, Self.edit(base, .addCheckIns(Make.id(1), day: Self.day, count: 1), at: 1000))
        let watch = Self.adding(base, Self.edit(base, .addCheckIns(Make.id(1), day: Self.day, count: 1), at: 1000))
        let merged = try phone.merged(with: watch)
        #expect(merged.replay().log(Make.id(1)).count(on: Self.day) == 2)
    }

    @Test("J3: retries are idempotent: the same edit delivered twice counts once")
    func retries() throws {
        let base = Self.base()
        let edit = Self.edit(base, .addCheckIns(Make.id(1), day: Self.day, count: 1), at: 1000)
        let once = Self.adding(base, edit)
        let twice = Self.adding(once, edit)
        #expect(twice == once)
        #expect(try once.merged(with: once).merged(with: twice) == once)
        #expect(once.replay().log(Make.id(1)).count(on: Self.day) == 1)
    }

    @Test("J3: a removal takes back only the additions it saw; one made elsewhere meanwhile stays")
    func observedRemoval() throws {
        let base = Self.base()
        let first = Self.edit(base, .addCheckIns(Make.id(1), day: Self.day, count: 1), at: 1000)
        let phone = Self.adding(base, first, Self.edit(base, .removeCheckIns(Make.id(1), day: Self.day, additions: [first.id]), at: 3000))
        let watch = Self.adding(Self.adding(base, first), Self.edit(base, .addCheckIns(Make.id(1), day: Self.day, count: 1), at: 2000))
        #expect(try phone.merged(with: watch).replay().log(Make.id(1)).count(on: Self.day) == 1)
    }

    @Test("J3: properties, notes and order take the latest timestamp; the edit id breaks a tie")
    func latestWins() throws {
        let base = Self.base()
        let phone = Self.adding(base, Self.edit(base, .editHabit(Make.id(1), [.name("Walk early")]), at: 5000),
                                Self.edit(base, .setNote(Make.id(1), day: Self.day, text: "Phone"), at: 1000),
                                Self.edit(base, .editHabit(Make.id(1), [.order(7)]), at: 1000))
        let watch = Self.adding(base, Self.edit(base, .editHabit(Make.id(1), [.name("Walk late")]), at: 4000),
                                Self.edit(base, .setNote(Make.id(1), day: Self.day, text: "Watch"), at: 2000),
                                Self.edit(base, .editHabit(Make.id(1), [.order(3)]), at: 2000))
        for merged in [try phone.merged(with: watch), try watch.merged(with: phone)] {
            let p = merged.replay()
            #expect(p.habit(Make.id(1))?.name == "Walk early")
            #expect(p.note(for: Make.id(1), on: Self.day) == "Watch")
            #expect(p.habit(Make.id(1))?.order == 3)
        }
        // Equal timestamps: the greater id wins, on every device.
        let low = UUID(words: 0x1000, 1), high = UUID(words: 0xF000, 1)
        let a = Self.adding(base, Self.edit(base, .editHabit(Make.id(2), [.name("Low")]), at: 9000, id: low))
        let b = Self.adding(base, Self.edit(base, .editHabit(Make.id(2), [.name("High")]), at: 9000, id: high))
        #expect(try a.merged(with: b).replay().habit(Make.id(2))?.name == "High")
        #expect(try b.merged(with: a).replay().habit(Make.id(2))?.name == "High")
    }

    @Test("J3: archive is independent of property edits: a rename elsewhere never unarchives")
    func archiveIndependent() throws {
        let base = Self.base()
        let phone = Self.adding(base, Self.edit(base, .setArchived(Make.id(2), archived: true, separately: false), at: 1000))
        let tablet = Self.adding(base, Self.edit(base, .editHabit(Make.id(2), [.name("Read more"), .partOfDay(.morning)]), at: 2000))
        let p = try phone.merged(with: tablet).replay()
        #expect(p.habit(Make.id(2))?.isArchived == true)
        #expect(p.habit(Make.id(2))?.name == "Read more")
        #expect(p.archivedHabits.map(\.name) == ["Read more"])
    }

    @Test("J4: a deletion tombstone keeps a habit deleted, even against later offline edits, and redacts its content")
    func tombstone() throws {
        let base = Self.base()
        var stamper = Self.stamper(at: "2026-11-25T08:00:00Z", seed: 5)
        var phone = base
        try phone.delete(Make.id(1), stamper: &stamper)
        // The laptop was offline and edited Walk after the deletion happened.
        let laptop = Self.adding(base, Self.edit(base, .editHabit(Make.id(1), [.name("Walk the dog")]), at: 90_000_000),
                                 Self.edit(base, .addCheckIns(Make.id(1), day: Self.day, count: 1), at: 90_000_000),
                                 Self.edit(base, .setNote(Make.id(1), day: Self.day, text: "Secret route"), at: 90_000_000))
        let merged = try laptop.merged(with: phone)
        let p = merged.replay()
        #expect(p.habit(Make.id(1)) == nil && p.logs[Make.id(1)] == nil && p.notes.isEmpty)
        #expect(p.habits.map(\.name) == ["Read"])
        // Only causality markers are left: none of Walk's words survive in the journal's JSON.
        let json = String(decoding: try JSONEncoder().encode(merged), as: UTF8.self)
        for word in ["Walk", "Secret route", "2026-11-23"] { #expect(!json.contains(word), "\(word)") }
        // An addition with Walk's id is never accepted again in this generation.
        #expect(throws: DomainError.habitExists(Make.id(1))) { try phone.add(Make.habit(1, "Walk"), from: .editor, stamper: &stamper) }
    }

    @Test("J5: Restore starts a new generation that older offline edits cannot bring replaced data back into")
    func restoreGeneration() throws {
        let base = Self.base()
        var phone = base
        var stamper = Self.stamper(at: "2026-11-25T08:00:00Z", seed: 6)
        let backup = Make.profile([Make.habit(3, "Swim", start: "2026-10-01")])
        phone.replace(with: backup, stamper: &stamper)
        #expect(phone.replay() == backup)
        // Offline, with a later clock, the laptop kept editing the old generation.
        let laptop = Self.adding(base, Self.edit(base, .addHabit(Make.habit(4, "Old habit")), at: 90_000_000),
                                 Self.edit(base, .setNote(Make.id(2), day: Self.day, text: "Old note"), at: 90_000_000))
        for merged in [try laptop.merged(with: phone), try phone.merged(with: laptop)] {
            #expect(merged.replay() == backup)
            let json = String(decoding: try JSONEncoder().encode(merged), as: UTF8.self)
            for word in ["Old habit", "Old note", "Walk", "Read"] { #expect(!json.contains(word), "\(word)") }
        }
    }

    @Test("J5: Delete All Data starts an empty generation; a later Restore on another device outranks it only by number")
    func deleteAllData() throws {
        let base = Self.base()
        var phone = base
        var early = Self.stamper(at: "2026-11-25T08:00:00Z", seed: 7)
        phone.deleteAllData(stamper: &early)
        #expect(phone.replay().habits.isEmpty)
        #expect(phone.replay().timeZone.identifier == "Europe/Berlin")
        // A device that restores after the deletion (it has seen generation 1) wins over one that
        // restored generation 0 offline with a later clock.
        var tablet = phone
        var later = Self.stamper(at: "2026-11-25T09:00:00Z", seed: 8)
        tablet.replace(with: Make.profile([Make.habit(5, "Stretch")]), stamper: &later)
        var laptop = base
        var latest = Self.stamper(at: "2026-11-26T09:00:00Z", seed: 9)
        laptop.replace(with: Make.profile([Make.habit(6, "Run")]), stamper: &latest)
        #expect(try laptop.merged(with: tablet).replay().habits.map(\.name) == ["Stretch"])
    }

    @Test("J3: journals of two accounts never merge")
    func otherAccount() throws {
        let mine = Self.base()
        var stamper = Self.stamper(at: "2026-11-24T08:00:00Z", seed: 10)
        var other = Make.profile([])
        other.account = "acct-2"
        let theirs = Journal.start(from: other, stamper: &stamper)
        #expect(throws: DomainError.otherAccount(mine: "acct-1", theirs: "acct-2")) { try mine.merged(with: theirs) }
    }

    @Test("J2: a journal round-trips through JSON, and a damaged one names the field")
    func journalFormat() throws {
        var journal = Self.base()
        var stamper = Self.stamper(at: "2026-11-25T09:00:00Z", seed: 11)
        try journal.setNote("Rain", for: Make.id(1), on: Self.day, now: Make.instant("2026-11-25T09:00:00Z"), stamper: &stamper)
        try journal.edit(Make.id(1), [.time(TimeOfDay(hour: 7, minute: 0)), .streakGoal(12), .schedule([CadenceChange(from: Make.day("2026-11-01"), cadence: .daily), CadenceChange(from: Self.day, cadence: .weekdays)])], stamper: &stamper)
        try journal.edit(Make.id(1), [.time(nil), .streakGoal(nil)], stamper: &stamper)
        try journal.delete(Make.id(2), stamper: &stamper)
        let data = try JSONEncoder().encode(journal)
        let back = try JSONInput.decode(Journal.self, from: data, file: "j.json")
        #expect(back == journal)
        let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""kind":"note""#, with: #""kind":"nope""#)
        do {
            _ = try JSONInput.decode(Journal.self, from: Data(bad.utf8), file: "j.json")
            Issue.record("an unknown edit kind was read")
        } catch {
            #expect(error.file == "j.json")
            #expect(error.field.hasPrefix("edits[") && error.field.hasSuffix("].kind"))
        }
    }
}
