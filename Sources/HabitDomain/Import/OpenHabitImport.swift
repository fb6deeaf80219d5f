import CreaseInput
import Foundation

/// An Open Habit version 3 backup mapped onto a profile (J10): its habits, categories (as groups),
/// daily counts and notes. What only Open Habit holds is named in the summary; anything Crease cannot
/// hold refuses the whole import, naming the field.
public struct OpenHabitImport: Hashable, Sendable {
    public struct Summary: Hashable, Sendable {
        public var habits: Int
        public var archived: Int
        public var groups: Int
        public var checkInDays: Int
        public var notes: Int
        /// The choices the mapping made, one line each.
        public var decisions: [String]
        /// What the backup holds that Crease does not keep.
        public var onlyInOpenHabit: [String]

        public var lines: [String] {
            var out = ["\(Imported.count(habits, "habit")) (\(archived) archived), \(Imported.count(groups, "group")), "
                       + "\(Imported.count(checkInDays, "check-in day")), \(Imported.count(notes, "Day Note"))"]
            out += decisions.map { "decided: " + $0 }
            if !onlyInOpenHabit.isEmpty { out.append("only in Open Habit, not kept: " + onlyInOpenHabit.joined(separator: "; ")) }
            return out
        }
    }

    public var habits: [Habit]
    public var groups: [HabitGroup]
    public var logs: [UUID: CheckInLog]
    public var notes: [DayNoteKey: String]
    public var weekStart: Weekday?
    public var summary: Summary

    /// Maps `backup` for a profile in `timeZone` (creation instants are read there; Open Habit's days
    /// are already calendar days). `file` names the backup in errors.
    public init(_ backup: OpenHabitBackup, timeZone: TimeZone, file: String) throws(InputError) {
        func fail(_ field: String, _ message: String) -> InputError { InputError(file: file, field: field, message: message + "; nothing was imported") }
        var decisions: [String] = []
        var groups: [HabitGroup] = []
        for (i, category) in (backup.categories ?? []).enumerated() {
            let name = category.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw fail("dataset.categories[\(i)].name", "must not be empty") }
            groups.append(HabitGroup(id: category.id, name: name, order: i))
        }

        var logs: [UUID: CheckInLog] = [:]
        var notes: [DayNoteKey: String] = [:]
        var firstDay: [UUID: DayKey] = [:]
        var emptyDays = 0, zeroWithNote = 0, trimmedNotes = 0
        for entry in backup.days {
            let field = "dataset.days[\"\(OpenHabitBackup.dayKey(entry.habitID, entry.day))\"]"
            guard entry.count <= 99 else { throw fail(field + ".count", "is \(entry.count); a Crease day holds at most 99 check-ins") }
            let text = entry.note.trimmingCharacters(in: .whitespacesAndNewlines)
            if text != entry.note { trimmedNotes += 1 }
            guard text.count <= DayNote.maximumLength else { throw fail(field + ".note", "is longer than \(DayNote.maximumLength) characters") }
            if entry.count == 0 && text.isEmpty { emptyDays += 1; continue }
            if entry.count == 0 { zeroWithNote += 1 }
            if entry.count > 0 { logs[entry.habitID, default: CheckInLog()].set(entry.count, on: entry.day) }
            if !text.isEmpty { notes[DayNoteKey(habitID: entry.habitID, day: entry.day)] = text }
            firstDay[entry.habitID] = Swift.min(firstDay[entry.habitID] ?? entry.day, entry.day)
        }

        var habits: [Habit] = []
        var cadences: [String: Int] = [:]
        var moreCategories = 0
        for (i, source) in backup.habits.enumerated() {
            let name = source.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw fail("dataset.habits[\(i)].name", "must not be empty") }
            let cadence: Cadence
            switch source.streakGoal {
            case nil: cadence = .freeForm; cadences["no streak goal → free-form (off Today, markable in the library), as HabitKit's 'none' goal", default: 0] += 1
            case .daily?: cadence = .daily; cadences["a daily streak goal → every day", default: 0] += 1
            case .weekly(let n)?: cadence = .timesPerWeek(n); cadences["a weekly streak goal of N days → N times a week", default: 0] += 1
            }
            if source.categoryIDs.count > 1 { moreCategories += 1 }
            let created = DayKey(source.createdAt, in: timeZone)
            habits.append(Habit(id: source.id, name: name, cadence: cadence, partOfDay: .none, groupID: source.categoryIDs.first,
                                dailyTarget: source.target, createdAt: source.createdAt,
                                startDay: Swift.min(created, firstDay[source.id] ?? created), isArchived: source.archived, order: i))
        }
        for (words, n) in cadences.sorted(by: { $0.key < $1.key }) { decisions.append("\(Imported.count(n, "habit")) with \(words)") }
        decisions.append("days are Open Habit's calendar days as they are; creation instants read in \(timeZone.identifier) and kept to the second")
        decisions.append("a habit's start day is its creation day, or its first recorded day if earlier (Open Habit allows history before creation)")
        if zeroWithNote > 0 { decisions.append("\(Imported.count(zeroWithNote, "day")) with a count of 0 and a note: the note kept, no check-in") }
        if emptyDays > 0 { decisions.append("\(Imported.count(emptyDays, "day")) with a count of 0 and no note: nothing to keep (a missing day is empty)") }
        if trimmedNotes > 0 { decisions.append("\(Imported.count(trimmedNotes, "note")) trimmed of surrounding spaces and line breaks") }
        var weekStart: Weekday?
        switch backup.settings.weekStart {
        case "monday": weekStart = .monday
        case "sunday": weekStart = .sunday
        default: weekStart = nil
        }
        decisions.append(weekStart.map { "the week starts on \($0.name) (settings.weekStart), as Open Habit's did" }
                         ?? "settings.weekStart is system: the dataset's week start stands")

        var only: [String] = []
        let backupHabits = backup.habits
        only.append("\(Imported.count(backupHabits.count, "emoji", "emoji")) and colours")
        let details = backupHabits.filter { !$0.detail.isEmpty }.count
        if details > 0 { only.append(Imported.count(details, "habit detail")) }
        let custom = backupHabits.filter { $0.customColorRGB != nil }.count
        if custom > 0 { only.append(Imported.count(custom, "custom colour")) }
        if moreCategories > 0 { only.append("the categories after the first of \(Imported.count(moreCategories, "habit")) (a Crease habit is in one group)") }
        if let categories = backup.categories, !categories.isEmpty { only.append("category icons and creation instants") }
        only.append("settings.appearance (\(backup.settings.appearance)) and settings.examplesDismissed")

        self.habits = habits
        self.groups = groups
        self.logs = logs
        self.notes = notes
        self.weekStart = weekStart
        summary = Summary(habits: habits.count, archived: habits.filter(\.isArchived).count, groups: groups.count,
                          checkInDays: logs.values.reduce(0) { $0 + $1.checkInDays },
                          notes: notes.count, decisions: decisions, onlyInOpenHabit: only)
    }

    /// Reads an Open Habit backup and maps it; every refusal names the file and field.
    public static func read(from url: URL, timeZone: TimeZone) throws(InputError) -> OpenHabitImport {
        try OpenHabitImport(OpenHabitBackup.read(from: url), timeZone: timeZone, file: url.path)
    }

    /// Adds the habits, groups, check-ins and notes to `profile` and takes its week start; an id the
    /// profile already uses (a backup imported before) refuses the whole import.
    public func add(to profile: inout Profile, file: String) throws(InputError) {
        for habit in habits where profile.habit(habit.id) != nil {
            throw InputError(file: file, field: "dataset.habits[\(habit.order)].id",
                             message: "is already a habit in this profile (was this backup imported before?); nothing was imported")
        }
        for group in groups where profile.group(group.id) != nil {
            throw InputError(file: file, field: "dataset.categories[\(group.order)].id",
                             message: "is already a group in this profile; nothing was imported")
        }
        profile.groups += Imported.placed(groups, after: profile.groups, order: \.order)
        profile.habits += Imported.placed(habits, after: profile.habits, order: \.order)
        for (id, log) in logs { profile.logs[id] = log }
        for (key, text) in notes { profile.notes[key] = text }
        if let weekStart { profile.weekStartOverride = weekStart }
    }
}
