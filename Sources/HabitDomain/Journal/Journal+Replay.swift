import Foundation

extension Journal {
    /// The profile the journal describes: its current generation's edits applied in order (J3).
    /// Properties, notes, order and archive state take the latest edit's value; additions count
    /// unless a removal took them back; a deleted habit's edits count for nothing (J4); edits of
    /// superseded generations are not read (J5). Equal journals give equal profiles.
    public func replay() -> Profile {
        guard let start = currentGeneration, case .startGeneration(let basics) = start.change else {
            return Profile(account: account, timeZone: .gmt, locale: "en_US_POSIX")
        }
        let generation = start.id
        let deleted = tombstones(in: generation)

        var removed: [UUID: Set<Int>] = [:]
        for edit in edits where edit.generation == generation {
            guard case .removeCheckIns(let habit, let day, let additions) = edit.change, !deleted.contains(habit) else { continue }
            for addition in additions { removed[addition, default: []].insert(day.ordinal) }
        }

        var habits: [Habit] = []
        var index: [UUID: Int] = [:]
        var logs: [UUID: CheckInLog] = [:]
        var notes: [DayNoteKey: String] = [:]
        var groups: [HabitGroup] = []
        var goals: [Goal] = []
        var settings = basics.settings
        var zone = (timeZone: basics.timeZone, locale: basics.locale, weekStart: basics.weekStart)

        for edit in edits where edit.generation == generation {
            if let habit = edit.change.habitID, deleted.contains(habit) { continue }
            switch edit.change {
            case .startGeneration, .deleteHabit, .removeCheckIns, .redacted:
                continue
            case .addHabit(let habit):
                guard index[habit.id] == nil else { continue }
                index[habit.id] = habits.count
                habits.append(habit)
            case .editHabit(let id, let properties):
                guard let i = index[id] else { continue }
                for property in properties { property.apply(to: &habits[i]) }
            case .setArchived(let id, let archived, let separately):
                guard let i = index[id] else { continue }
                habits[i].isArchived = archived
                habits[i].archivedSeparately = separately
            case .addCheckIns(let habit, let day, let count):
                if removed[edit.id]?.contains(day.ordinal) == true { continue }
                var log = logs[habit] ?? CheckInLog()
                log.set(log.count(on: day) + count, on: day)
                logs[habit] = log
            case .addLog(let habit, let added):
                let gone = removed[edit.id]
                var log = logs.removeValue(forKey: habit) ?? CheckInLog()
                if log.isEmpty && gone == nil {
                    log = added
                } else {
                    added.forEachRecord { ordinal, count in
                        if gone?.contains(ordinal) == true { return }
                        let day = DayKey(civil: ordinal)
                        log.set(log.count(ordinal: ordinal) + count, on: day)
                    }
                }
                logs[habit] = log
            case .setNote(let habit, let day, let text):
                notes[DayNoteKey(habitID: habit, day: day)] = text
            case .putGroup(let group):
                if let i = groups.firstIndex(where: { $0.id == group.id }) { groups[i] = group } else { groups.append(group) }
            case .putGoal(let goal):
                if let i = goals.firstIndex(where: { $0.id == goal.id }) { goals[i] = goal } else { goals.append(goal) }
            case .setSettings(let value):
                settings = value
            case .setZone(let timeZone, let locale, let weekStart):
                zone = (timeZone, locale, weekStart)
            }
        }

        // Edits that raced a habit's addition, or named a group or goal another device never made,
        // leave nothing dangling.
        let groupIDs = Set(groups.map(\.id)), goalIDs = Set(goals.map(\.id))
        for i in habits.indices {
            if let g = habits[i].groupID, !groupIDs.contains(g) { habits[i].groupID = nil }
            if let g = habits[i].goalID, !goalIDs.contains(g) { habits[i].goalID = nil }
        }
        logs = logs.filter { index[$0.key] != nil && !$0.value.isEmpty }
        notes = notes.filter { index[$0.key.habitID] != nil }
        // Groups show in their own order; a group's order is a property like any other.
        let ranked = groups.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        return Profile(account: account, timeZone: TimeZone(identifier: zone.timeZone) ?? .gmt, locale: zone.locale,
                       weekStartOverride: zone.weekStart, settings: settings, groups: ranked, goals: goals,
                       habits: habits, logs: logs, notes: notes)
    }

    /// The additions still counting on a habit's day, oldest first, with what each adds that day: what
    /// a removal made now would take back.
    public func liveAdditions(of habitID: UUID, on day: DayKey) -> [(id: UUID, count: Int)] {
        guard let generation = currentGeneration?.id, !tombstones(in: generation).contains(habitID) else { return [] }
        var removed = Set<UUID>()
        for edit in edits where edit.generation == generation {
            if case .removeCheckIns(habitID, day, let additions) = edit.change { removed.formUnion(additions) }
        }
        var out: [(id: UUID, count: Int)] = []
        for edit in edits where edit.generation == generation && !removed.contains(edit.id) {
            switch edit.change {
            case .addCheckIns(habitID, day, let count): out.append((edit.id, count))
            case .addLog(habitID, let log):
                let count = log.count(on: day)
                if count > 0 { out.append((edit.id, count)) }
            default: break
            }
        }
        return out
    }
}
