import Foundation

extension Journal {
    /// Records a change made with the domain's own rules (J2): `change` runs on the journal's profile,
    /// and what it changed becomes edits. A refused change records nothing.
    public mutating func apply(stamper: inout EditStamper, _ change: (inout Profile) throws(DomainError) -> Void) throws(DomainError) {
        let before = replay()
        var after = before
        try change(&after)
        try record(from: before, to: after, stamper: &stamper)
    }

    /// Records the edits that take `before` (this journal's profile) to `after`, and checks that the
    /// journal now replays to `after`; a change edits cannot express (a group removed) is refused.
    public mutating func record(from before: Profile, to after: Profile, stamper: inout EditStamper) throws(DomainError) {
        let changes = try differences(from: before, to: after)
        guard !changes.isEmpty else { return }
        var attempt = self
        try attempt.record(changes, stamper: &stamper)
        let replayed = attempt.replay(), expected = after.canonical()
        guard replayed == expected else {
            throw DomainError.unrecordable("this change (\(replayed.firstDifference(from: expected) ?? "the result") would come out differently)")
        }
        self = attempt
    }

    /// The edits that take `old` to `new`: properties that differ, archive state, additions and
    /// removals of check-ins (a removal takes back the latest additions first), notes, groups, goals
    /// and settings.
    func differences(from old: Profile, to new: Profile) throws(DomainError) -> [EditChange] {
        guard old.account == new.account else { throw DomainError.otherAccount(mine: old.account, theirs: new.account) }
        var changes: [EditChange] = []
        if old.timeZone != new.timeZone || old.locale != new.locale || old.weekStartOverride != new.weekStartOverride {
            changes.append(.setZone(timeZone: new.timeZone.identifier, locale: new.locale, weekStart: new.weekStartOverride))
        }
        if old.settings != new.settings { changes.append(.setSettings(new.settings)) }
        for group in new.groups where old.group(group.id) != group { changes.append(.putGroup(group)) }
        if old.groups.contains(where: { new.group($0.id) == nil }) { throw DomainError.unrecordable("removing a group") }
        for goal in new.goals where old.goal(goal.id) != goal { changes.append(.putGoal(goal)) }
        if old.goals.contains(where: { new.goal($0.id) == nil }) { throw DomainError.unrecordable("removing a goal") }

        let newIDs = Set(new.habits.map(\.id))
        for habit in old.habits where !newIDs.contains(habit.id) { changes.append(.deleteHabit(habit.id)) }
        for habit in new.habits {
            guard let previous = old.habit(habit.id) else {
                changes.append(.addHabit(habit))
                let log = new.log(habit.id)
                if !log.isEmpty { changes.append(.addLog(habit.id, log)) }
                continue
            }
            let properties = HabitProperty.differences(from: previous, to: habit)
            if !properties.isEmpty { changes.append(.editHabit(habit.id, HabitProperty.canonical(properties))) }
            if previous.isArchived != habit.isArchived || previous.archivedSeparately != habit.archivedSeparately {
                changes.append(.setArchived(habit.id, archived: habit.isArchived, separately: habit.archivedSeparately))
            }
            changes += checkInChanges(habit.id, from: old.log(habit.id), to: new.log(habit.id))
        }

        var noteKeys = Set(new.notes.keys)
        noteKeys.formUnion(old.notes.keys.filter { newIDs.contains($0.habitID) })
        for key in noteKeys.sorted() where old.notes[key] != new.notes[key] {
            changes.append(.setNote(key.habitID, day: key.day, text: new.notes[key]))
        }
        return changes
    }

    /// Check-in edits for one habit's days whose counts differ.
    func checkInChanges(_ habit: UUID, from old: CheckInLog, to new: CheckInLog) -> [EditChange] {
        guard old != new else { return [] }
        var days: [Int] = []
        let spans = [old.span, new.span].compactMap { $0 }
        guard let low = spans.map(\.lowerBound).min(), let high = spans.map(\.upperBound).max() else { return [] }
        for ordinal in low...high where old.count(ordinal: ordinal) != new.count(ordinal: ordinal) { days.append(ordinal) }
        var changes: [EditChange] = []
        for ordinal in days {
            let day = DayKey(civil: ordinal)
            let before = old.count(ordinal: ordinal), after = new.count(ordinal: ordinal)
            if after > before {
                changes.append(.addCheckIns(habit, day: day, count: after - before))
                continue
            }
            // Take back the latest additions until no more than `after` remain, then add the rest.
            var live = liveAdditions(of: habit, on: day)
            var remaining = live.reduce(0) { $0 + $1.count }
            var taken: [UUID] = []
            while remaining > after, let last = live.popLast() {
                taken.append(last.id)
                remaining -= last.count
            }
            changes.append(.removeCheckIns(habit, day: day, additions: taken))
            if after > remaining { changes.append(.addCheckIns(habit, day: day, count: after - remaining)) }
        }
        return changes
    }
}
