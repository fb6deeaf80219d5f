import Foundation

/// What a restore would change (J6): shown by the dry run, and what the confirmed run did.
public struct RestorePlan: Hashable, Sendable {
    /// Counts that describe a profile for the plan.
    public struct Tally: Hashable, Sendable {
        public var habits: Int
        public var archived: Int
        public var checkInDays: Int
        public var notes: Int
        public var groups: Int
        public var goals: Int
        public var timeZone: String

        /// The counts of `profile`.
        public init(_ profile: Profile) {
            habits = profile.habits.count
            archived = profile.habits.filter(\.isArchived).count
            checkInDays = profile.logs.values.reduce(0) { $0 + $1.checkInDays }
            notes = profile.notes.count
            groups = profile.groups.count
            goals = profile.goals.count
            timeZone = profile.timeZone.identifier
        }
    }

    public var file: String
    public var backup: String
    public var exported: Date
    public var before: Tally
    public var after: Tally
    /// Names of habits the restore removes, adds, and changes (their definition or history).
    public var removed: [String]
    public var added: [String]
    public var changed: [String]
    /// Whether the plan was carried out (false for a dry run).
    public var applied: Bool

    /// The plan for replacing `current` (in `file`) with `restored` (from `backup`).
    public init(file: String, backup: String, exported: Date, current: Profile, restored: Profile, applied: Bool) {
        self.file = file
        self.backup = backup
        self.exported = exported
        before = Tally(current)
        after = Tally(restored)
        let restoredIDs = Set(restored.habits.map(\.id))
        removed = current.habits.filter { !restoredIDs.contains($0.id) }.map(\.name)
        added = restored.habits.filter { current.habit($0.id) == nil }.map(\.name)
        changed = restored.habits.filter { habit in
            guard let old = current.habit(habit.id) else { return false }
            return old != habit || current.log(habit.id) != restored.log(habit.id)
                || current.notes(for: habit.id) != restored.notes(for: habit.id)
        }.map(\.name)
        self.applied = applied
    }

    /// Whether restoring changes anything at all.
    public var changesAnything: Bool {
        before != after || !removed.isEmpty || !added.isEmpty || !changed.isEmpty
    }

    /// The counts before and after, one indented line each ("  habits: 12 → 0 (archived 1 → 0)").
    public var countLines: [String] {
        func row(_ label: String, _ a: Int, _ b: Int) -> String { "  \(label): \(a) → \(b)" }
        var out = [row("habits", before.habits, after.habits) + " (archived \(before.archived) → \(after.archived))",
                   row("check-in days", before.checkInDays, after.checkInDays),
                   row("Day Notes", before.notes, after.notes),
                   row("groups", before.groups, after.groups),
                   row("goals", before.goals, after.goals)]
        if before.timeZone != after.timeZone { out.append("  time zone: \(before.timeZone) → \(after.timeZone)") }
        return out
    }

    /// The plan in lines a person reads before confirming.
    public var lines: [String] {
        var out = [applied ? "Restored \(file) from \(backup) (exported \(ISOInstant.format(exported)))."
                           : "Restoring \(backup) (exported \(ISOInstant.format(exported))) would replace everything in \(file):"]
        out += countLines
        if !removed.isEmpty { out.append("  removed: " + removed.joined(separator: ", ")) }
        if !added.isEmpty { out.append("  added: " + added.joined(separator: ", ")) }
        if !changed.isEmpty { out.append("  changed: " + changed.joined(separator: ", ")) }
        if !changesAnything { out.append("  nothing would change") }
        if !applied { out.append("Nothing has been changed. Run it again with confirmation to restore.") }
        return out
    }
}
