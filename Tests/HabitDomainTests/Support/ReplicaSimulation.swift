import CreaseRandom
import Foundation
@testable import HabitDomain

/// Devices editing one account's journal offline and syncing now and then, driven by a seeded
/// SeededRandom (SplitMix64): the same seed gives the same journals everywhere. Edits are made directly (not only
/// through the checked recording API) so that races the app's own checks would avoid still happen:
/// edits of habits another device deleted, removals of additions made elsewhere, equal timestamps,
/// retried edits, and Restore or Delete All Data on one device while others keep editing.
struct ReplicaSimulation {
    static let account = "acct-sim"
    static let start: Int64 = 1_764_000_000_000

    var rng: SeededRandom
    var replicas: [Journal]

    init(seed: UInt64, devices: Int = 3) {
        rng = SeededRandom(seed: seed)
        let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        let group = HabitGroup(id: UUID(words: 1, seed), name: "Health")
        var base = Profile(account: Self.account, timeZone: zone, locale: "en_GB", groups: [group])
        for n in 0..<3 {
            base.habits.append(Habit(id: UUID(words: 2 + UInt64(n), seed), name: "Habit \(n)", cadence: .daily, partOfDay: .morning,
                                     createdAt: nil, startDay: DayKey(civil: 20_400), order: n))
        }
        var log = CheckInLog()
        log.set(1, on: DayKey(civil: 20_401))
        log.set(2, on: DayKey(civil: 20_402))
        base.logs[base.habits[0].id] = log
        var stamper = EditStamper(clock: { Date(timeIntervalSince1970: Double(Self.start) / 1000) }, seed: seed)
        replicas = Array(repeating: Journal.start(from: base, stamper: &stamper), count: devices)
    }

    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(Swift.max(1, n))) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func uuid() -> UUID { UUID(words: rng.next(), rng.next()) }

    /// A timestamp in a narrow window, often equal to another one, so ties are decided by ids.
    mutating func timestamp() -> Int64 {
        chance(30) ? Self.start + Int64(int(8)) * 1000 : Self.start + Int64(int(20_000))
    }

    /// Runs `steps` random steps: an edit on one device, a retry, or a sync between two devices.
    mutating func run(steps: Int) {
        for _ in 0..<steps { step() }
    }

    mutating func step() {
        let r = int(replicas.count)
        let roll = int(100)
        if roll < 15 {
            let other = int(replicas.count)
            if let merged = try? replicas[r].merged(with: replicas[other]) { replicas[r] = merged }
        } else if roll < 20 {
            // A retry of an edit this device already made or received.
            let edits = replicas[r].edits
            replicas[r] = Journal(account: Self.account, edits: edits + [edits[int(edits.count)]])
        } else if roll < 22 {
            let t = timestamp()
            var stamper = EditStamper(clock: { Date(timeIntervalSince1970: Double(t) / 1000) }, seed: rng.next())
            if chance(50) {
                var profile = replicas[r].replay()
                if !profile.habits.isEmpty { profile.habits.removeFirst() }
                profile.habits.append(Habit(id: uuid(), name: "Restored \(int(100))", cadence: .weekdays, partOfDay: .evening,
                                            createdAt: nil, startDay: DayKey(civil: 20_400)))
                profile.logs = profile.logs.filter { id, _ in profile.habits.contains { $0.id == id } }
                profile.notes = profile.notes.filter { key, _ in profile.habits.contains { $0.id == key.habitID } }
                replicas[r].replace(with: profile, stamper: &stamper)
            } else {
                replicas[r].deleteAllData(stamper: &stamper)
            }
        } else {
            edit(on: r)
        }
    }

    /// One random edit on device `r`, in the generation that device is in.
    mutating func edit(on r: Int) {
        let journal = replicas[r]
        guard let generation = journal.currentGeneration?.id else { return }
        var known: [UUID] = []
        for e in journal.edits where e.generation == generation {
            if case .addHabit(let h) = e.change { known.append(h.id) }
        }
        let day = DayKey(civil: 20_400 + int(6))
        let change: EditChange
        if known.isEmpty || chance(10) {
            change = .addHabit(Habit(id: uuid(), name: "New \(int(1000))", cadence: chance(50) ? .daily : .timesPerWeek(1 + int(7)),
                                     partOfDay: PartOfDay.allCases[int(5)], createdAt: nil, startDay: DayKey(civil: 20_400 + int(3))))
        } else {
            let habit = known[int(known.count)]
            switch int(100) {
            case 0..<30: change = .addCheckIns(habit, day: day, count: 1 + int(3))
            case 30..<42: change = .removeCheckIns(habit, day: day, additions: journal.liveAdditions(of: habit, on: day).map(\.id))
            case 42..<54:
                let properties: [HabitProperty] = [.name("Name \(int(50))"), .order(int(10)), .time(chance(50) ? nil : TimeOfDay(hour: int(24), minute: 0)),
                                                   .dailyTarget(1 + int(4)), .streakGoal(chance(50) ? nil : 1 + int(60)),
                                                   .schedule([CadenceChange(from: DayKey(civil: 20_400), cadence: .daily), CadenceChange(from: DayKey(civil: 20_401 + int(8)), cadence: .weekdays)]), .partOfDay(.evening), .avoidance(chance(50))]
                change = .editHabit(habit, Array(properties.shuffled(using: &rng).prefix(1 + int(3))))
            case 54..<64: change = .setArchived(habit, archived: chance(50), separately: false)
            case 64..<80: change = .setNote(habit, day: day, text: chance(75) ? "Note \(int(1000)) about \(habit.uuidString.prefix(4))" : nil)
            case 80..<86: change = .deleteHabit(habit)
            case 86..<93: change = .putGroup(HabitGroup(id: UUID(words: 1, UInt64(int(3))), name: "Group \(int(100))", order: int(5)))
            default: change = .setSettings(ModuleSettings(enabled: chance(80), shownInMenu: chance(80), shownOnToday: chance(80)))
            }
        }
        let edit = Edit(id: uuid(), at: timestamp(), generation: generation, change: change)
        replicas[r] = Journal(account: Self.account, edits: journal.edits + [edit])
    }
}
