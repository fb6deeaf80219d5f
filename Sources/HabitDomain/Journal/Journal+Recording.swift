import Foundation

extension Journal {
    /// A journal for an existing profile (J2): generation 0, then the edits that recreate it. Its
    /// replay equals `profile`.
    public static func start(from profile: Profile, stamper: inout EditStamper) -> Journal {
        var edits: [Edit] = []
        let (at, id) = stamper.next()
        edits.append(Edit(id: id, at: at, generation: id, change: .startGeneration(GenerationStart(number: 0, basicsOf: profile))))
        for change in snapshot(of: profile) {
            let stamp = stamper.next()
            edits.append(Edit(id: stamp.id, at: stamp.at, generation: id, change: change))
        }
        return Journal(account: profile.account, edits: edits)
    }

    /// Restore (J5, J6): a new generation holding exactly `profile`. Older offline edits cannot bring
    /// the replaced data back, and its content is redacted from the journal.
    public mutating func replace(with profile: Profile, stamper: inout EditStamper) {
        let number = currentGeneration.flatMap { edit -> Int? in
            if case .startGeneration(let start) = edit.change { return start.number }
            return nil
        }.map { $0 + 1 } ?? 0
        stamper.observe(self)
        let (at, id) = stamper.next()
        var added = [Edit(id: id, at: at, generation: id, change: .startGeneration(GenerationStart(number: number, basicsOf: profile)))]
        for change in Journal.snapshot(of: profile) {
            let stamp = stamper.next()
            added.append(Edit(id: stamp.id, at: stamp.at, generation: id, change: change))
        }
        self = Journal(account: account, edits: edits + added)
    }

    /// Delete All Data (J5): a new generation with no habits, check-ins, notes, groups or goals; the
    /// zone, locale and settings stay.
    public mutating func deleteAllData(stamper: inout EditStamper) {
        let current = replay()
        replace(with: Profile(account: account, timeZone: current.timeZone, locale: current.locale,
                              weekStartOverride: current.weekStartOverride, settings: current.settings), stamper: &stamper)
    }

    /// Records changes made now, in the current generation (J2).
    public mutating func record(_ changes: [EditChange], stamper: inout EditStamper) throws(DomainError) {
        guard let generation = currentGeneration?.id else { throw DomainError.noGeneration }
        guard !changes.isEmpty else { return }
        stamper.observe(self)
        var added: [Edit] = []
        for change in changes {
            let stamp = stamper.next()
            added.append(Edit(id: stamp.id, at: stamp.at, generation: generation, change: change))
        }
        self = Journal(account: account, edits: edits + added)
    }

    /// The changes that build `profile` from nothing, in its own order.
    static func snapshot(of profile: Profile) -> [EditChange] {
        var changes: [EditChange] = []
        changes += profile.groups.map { .putGroup($0) }
        changes += profile.goals.map { .putGoal($0) }
        for habit in profile.habits {
            changes.append(.addHabit(habit))
            let log = profile.log(habit.id)
            if !log.isEmpty { changes.append(.addLog(habit.id, log)) }
        }
        let rank = Dictionary(uniqueKeysWithValues: profile.habits.enumerated().map { ($1.id, $0) })
        let notes = profile.notes.sorted { a, b in
            let ra = rank[a.key.habitID] ?? Int.max, rb = rank[b.key.habitID] ?? Int.max
            return ra != rb ? ra < rb : a.key.day < b.key.day
        }
        changes += notes.map { .setNote($0.key.habitID, day: $0.key.day, text: $0.value) }
        return changes
    }
}

extension Journal {
    /// A check-in tap from a page (D6, D7): below the daily target it adds a completion; at the
    /// target it takes back every completion of the day that this journal holds.
    public mutating func checkIn(_ command: CheckInCommand, now: Date, stamper: inout EditStamper) throws(DomainError) {
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in try profile.perform(command, now: now) }
    }

    /// A past-day correction (J1), refused like a stale page (D7) with nothing recorded; a removal
    /// takes back the latest completion of that day.
    public mutating func correct(_ correction: PastDayCorrection, now: Date, stamper: inout EditStamper) throws(DomainError) {
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in try profile.apply(correction, now: now) }
    }

    /// Sets or removes a Day Note (J1): the latest edit for a habit and day wins (J3).
    public mutating func setNote(_ text: String, for habitID: UUID, on day: DayKey, now: Date,
                                 stamper: inout EditStamper) throws(DomainError) {
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in
            try profile.setNote(text, for: habitID, on: day, now: now)
        }
    }

    /// Sets habit properties (J3): each property takes the latest edit's value.
    public mutating func edit(_ habitID: UUID, _ properties: [HabitProperty], stamper: inout EditStamper) throws(DomainError) {
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in
            guard let i = profile.habits.firstIndex(where: { $0.id == habitID }) else { throw DomainError.unknownHabit(habitID) }
            for property in properties {
                switch property {
                case .name(let name):
                    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !trimmed.isEmpty else { throw DomainError.emptyName }
                    profile.habits[i].name = trimmed
                    continue
                case .dailyTarget(let n) where !(1...99).contains(n): throw DomainError.dailyTargetOutOfRange(n)
                case .streakGoal(let goal?) where !Habit.streakGoalRange.contains(goal): throw DomainError.streakGoalOutOfRange(goal)
                case .group(let id?) where profile.group(id) == nil: throw DomainError.unknownGroup(id)
                case .goal(let id?) where profile.goal(id) == nil: throw DomainError.unknownGoal(id)
                case .schedule(let schedule) where schedule.isEmpty: throw DomainError.unrecordable("an empty schedule")
                default: break
                }
                property.apply(to: &profile.habits[i])
            }
        }
    }

    /// Archives or restores a habit (D15); archive state is independent of property edits (J3).
    public mutating func setArchived(_ habitID: UUID, _ archived: Bool, stamper: inout EditStamper) throws(DomainError) {
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in
            if archived { try profile.archive(habitID) } else { try profile.restore(habitID) }
        }
    }

    /// Deletes a habit for good (D15): a tombstone no older offline edit gets past (J4), and the
    /// habit's content is redacted from the journal (J5).
    public mutating func delete(_ habitID: UUID, stamper: inout EditStamper) throws(DomainError) {
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in try profile.delete(habitID) }
    }

    /// Adds a new habit (D18 rules apply); an id in use or deleted in this generation is refused (J4).
    public mutating func add(_ habit: Habit, from source: HabitSource, stamper: inout EditStamper) throws(DomainError) {
        let deleted = currentGeneration.map { tombstones(in: $0.id) } ?? []
        guard !deleted.contains(habit.id) else { throw DomainError.habitExists(habit.id) }
        try apply(stamper: &stamper) { (profile: inout Profile) throws(DomainError) in
            guard profile.habit(habit.id) == nil else { throw DomainError.habitExists(habit.id) }
            try profile.add(habit, from: source)
        }
    }
}
