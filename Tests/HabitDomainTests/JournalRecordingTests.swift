import CreaseInput
import CreaseRandom
import Foundation
import Testing
@testable import HabitDomain

/// J2: whatever the domain does to a profile can be recorded as edits, and the journal then replays
/// to exactly that profile, also after a trip through the file format.
@Suite struct JournalRecordingTests {
    /// One random domain action on `profile`; refused actions are fine (they change nothing).
    static func act(_ profile: inout Profile, _ rng: inout SeededRandom, now: Date) {
        func int(_ n: Int) -> Int { Int(rng.next() % UInt64(Swift.max(1, n))) }
        let today = profile.day(of: now)
        let habit = profile.habits.isEmpty ? nil : profile.habits[int(profile.habits.count)]
        let day = today.adding(days: -int(10))
        switch int(16) {
        case 0: try? profile.add(Make.habit(1000 + int(100_000), "Habit \(int(99))", int(2) == 0 ? .daily : .timesPerWeek(1 + int(7)),
                                            part: PartOfDay.allCases[int(5)], start: "2026-11-01"), from: .editor)
        case 1: if let habit { _ = try? profile.archive(habit.id) }
        case 2: if let habit { _ = try? profile.restore(habit.id) }
        case 3: if let habit, int(3) == 0 { _ = try? profile.delete(habit.id) }
        case 4, 5: if let habit { try? profile.perform(CheckInCommand(account: profile.account, pageDay: today, habitID: habit.id), now: now) }
        case 6: if let habit { try? profile.apply(PastDayCorrection(account: profile.account, pageDay: today, habitID: habit.id, day: day, change: .add), now: now) }
        case 7: if let habit { try? profile.apply(PastDayCorrection(account: profile.account, pageDay: today, habitID: habit.id, day: day, change: .remove), now: now) }
        case 8: if let habit { try? profile.setNote(int(4) == 0 ? "" : "Note \(int(50))", for: habit.id, on: day, now: now) }
        case 9: if let habit { try? profile.setStreakGoal(int(3) == 0 ? nil : 1 + int(90), for: habit.id) }
        case 10: _ = try? profile.createGroup("Group \(int(9))")
        case 11: if let group = profile.groups.randomElement(using: &rng) { try? profile.renameGroup(group.id, to: "Renamed \(int(9))") }
        case 12: profile.reorderGroups(profile.groups.map(\.id).shuffled(using: &rng))
        case 13: if let group = profile.groups.randomElement(using: &rng) { try? profile.setGroupArchived(group.id, int(2) == 0) }
        case 14:
            if int(2) == 0 { profile.removeFromHomePage() } else { profile.showEveryDay() }
            profile.weekStartOverride = int(2) == 0 ? nil : Weekday.allCases[int(7)]
        default:
            if let habit, let i = profile.habits.firstIndex(of: habit) {
                profile.habits[i].changeCadence(to: .weekdays, from: today.adding(days: -int(5)))
                profile.habits[i].time = int(2) == 0 ? nil : TimeOfDay(hour: int(24), minute: 30)
            }
        }
    }

    @Test("J2: 150 seeded runs of domain actions, each recorded as edits, replay to the profile they made")
    func recordedActionsReplay() throws {
        let now = Make.instant("2026-11-26T09:00:00Z")
        var recordedEdits = 0
        for seed in 0..<150 {
            var rng = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9)
            var profile = Make.profile([Make.habit(1, "Walk", start: "2026-11-01", target: 2), Make.habit(2, "Read", part: .evening, start: "2026-11-01")],
                                       goals: [Goal(id: Make.id(900), title: "Read 12 books")])
            var stamper = EditStamper(clock: { now }, seed: UInt64(seed))
            var journal = Journal.start(from: profile, stamper: &stamper)
            for step in 0..<30 {
                var next = profile
                Self.act(&next, &rng, now: now)
                try journal.record(from: profile, to: next, stamper: &stamper)
                profile = next.canonical()
                #expect(journal.replay() == profile, "seed \(seed), step \(step)")
            }
            recordedEdits += journal.edits.count
            let data = try JSONEncoder().encode(ProfileDocument(profile: profile, journal: journal))
            let back = try JSONInput.decode(ProfileDocument.self, from: data, file: "seed-\(seed).json")
            #expect(back.profile == profile && back.journal == journal, "seed \(seed)")
        }
        #expect(recordedEdits > 150 * 20)
    }

    @Test("J2: a change the journal cannot express is refused and records nothing")
    func unrecordable() throws {
        var stamper = EditStamper(clock: { Date(timeIntervalSince1970: 1_764_000_000) }, seed: 4)
        var profile = Make.profile([Make.habit(1, "Walk")], groups: [HabitGroup(id: Make.id(800), name: "Health")])
        var journal = Journal.start(from: profile, stamper: &stamper)
        let before = journal
        profile.groups = []
        #expect(throws: DomainError.unrecordable("removing a group")) { try journal.record(from: journal.replay(), to: profile, stamper: &stamper) }
        #expect(journal == before)
    }
}
