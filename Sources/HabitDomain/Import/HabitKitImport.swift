import CreaseInput
import Foundation

/// A HabitKit version 2 export mapped onto a profile (J7): habits with their goal intervals as
/// cadences, completions as check-ins, completion notes as Day Notes, and archive state. Anything that
/// cannot be mapped refuses the whole import with the field that stopped it; nothing is imported in part.
public struct HabitKitImport: Hashable, Sendable {
    /// What an import brought in, and what it left behind.
    public struct Summary: Hashable, Sendable {
        public var habits: Int
        public var archived: Int
        public var checkInDays: Int
        public var completions: Int
        public var notes: Int
        /// What the export held that Crease does not import (icons, colours, categories, reminders…).
        public var notImported: [String]

        /// The summary as lines a person reads.
        public var lines: [String] {
            var out = ["\(habits) habit\(habits == 1 ? "" : "s") (\(archived) archived), \(checkInDays) check-in day\(checkInDays == 1 ? "" : "s") from \(completions) completion\(completions == 1 ? "" : "s"), \(notes) Day Note\(notes == 1 ? "" : "s")"]
            if !notImported.isEmpty { out.append("not imported: " + notImported.joined(separator: "; ")) }
            return out
        }
    }

    public var habits: [Habit]
    public var logs: [UUID: CheckInLog]
    public var notes: [DayNoteKey: String]
    public var summary: Summary

    /// Maps `export` for a profile in `timeZone` (interval and creation instants are read there;
    /// completions use the offset they were recorded with). `file` names the export in errors.
    public init(_ export: HabitKitExport, timeZone: TimeZone, file: String) throws(InputError) {
        func fail(_ field: String, _ message: String) -> InputError { InputError(file: file, field: field, message: message + "; nothing was imported") }
        let index = Dictionary(export.habits.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        if let dup = export.habits.indices.first(where: { index[export.habits[$0].id] != $0 }) {
            throw fail("habits[\(dup)].id", "repeats the id of habits[\(index[export.habits[dup].id] ?? 0)]")
        }

        // Completions: the local day is the stored instant shifted by the recorded offset.
        var logs: [UUID: CheckInLog] = [:]
        var notes: [DayNoteKey: String] = [:]
        var firstDay: [UUID: DayKey] = [:]
        var completions = 0
        for (i, completion) in export.completions.enumerated() {
            guard index[completion.habitID] != nil else { throw fail("completions[\(i)].habitId", "names no habit in 'habits'") }
            guard (-14 * 60...14 * 60).contains(completion.offsetMinutes) else {
                throw fail("completions[\(i)].timezoneOffsetInMinutes", "must be within ±840 minutes (got \(completion.offsetMinutes))")
            }
            guard completion.amount >= 0 else { throw fail("completions[\(i)].amountOfCompletions", "must not be negative (got \(completion.amount))") }
            let day = DayKey(completion.date.addingTimeInterval(Double(completion.offsetMinutes) * 60), in: .gmt)
            if let text = completion.note?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty {
                let key = DayNoteKey(habitID: completion.habitID, day: day)
                let joined = notes[key].map { $0 + "\n" + text } ?? text
                guard joined.count <= DayNote.maximumLength else {
                    throw fail("completions[\(i)].note", "makes the day's note longer than \(DayNote.maximumLength) characters")
                }
                notes[key] = joined
            }
            // A record of zero completions is HabitKit's way of saying the day was undone.
            guard completion.amount > 0 else { continue }
            completions += 1
            var log = logs[completion.habitID] ?? CheckInLog()
            let total = log.count(on: day) + completion.amount
            guard total <= 99 else { throw fail("completions[\(i)].amountOfCompletions", "brings \(day) to \(total) completions; a day holds at most 99") }
            log.set(total, on: day)
            logs[completion.habitID] = log
            firstDay[completion.habitID] = Swift.min(firstDay[completion.habitID] ?? day, day)
        }

        var byHabit: [UUID: [(offset: Int, element: HabitKitExport.Interval)]] = [:]
        for (j, interval) in export.intervals.enumerated() {
            guard index[interval.habitID] != nil else { throw fail("intervals[\(j)].habitId", "names no habit in 'habits'") }
            byHabit[interval.habitID, default: []].append((j, interval))
        }

        var habits: [Habit] = []
        for (i, source) in export.habits.enumerated() {
            let name = source.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw fail("habits[\(i)].name", "must not be empty") }
            guard !source.isInverse else {
                throw fail("habits[\(i)].isInverse", "is true: an inverse habit counts slips, which Crease check-ins cannot express")
            }
            let intervals = (byHabit[source.id] ?? []).sorted { $0.element.start < $1.element.start }
            guard let first = intervals.first else { throw fail("habits[\(i)]", "has no goal interval in 'intervals', so its schedule is unknown") }
            var schedule: [(from: DayKey, cadence: Cadence)] = []
            for (position, entry) in intervals.enumerated() {
                let (j, interval) = entry
                guard (1...99).contains(interval.requiredPerDay) else {
                    throw fail("intervals[\(j)].requiredNumberOfCompletionsPerDay", "must be 1 to 99 (got \(interval.requiredPerDay))")
                }
                guard interval.requiredPerDay == first.element.requiredPerDay else {
                    throw fail("intervals[\(j)].requiredNumberOfCompletionsPerDay",
                               "changes the daily target from \(first.element.requiredPerDay) to \(interval.requiredPerDay); Crease keeps one daily target per habit")
                }
                if position > 0, let end = intervals[position - 1].element.end, end > interval.start {
                    throw fail("intervals[\(j)].startDate", "overlaps intervals[\(intervals[position - 1].offset)]")
                }
                let cadence: Cadence
                switch interval.type {
                case "day": cadence = .daily
                case "none": cadence = .freeForm
                case "week":
                    guard let n = interval.requiredPerInterval, (1...7).contains(n) else {
                        throw fail("intervals[\(j)].requiredNumberOfCompletions",
                                   "must be 1 to 7 for a weekly goal (got \(interval.requiredPerInterval.map(String.init) ?? "null")): Crease counts check-in days in a week")
                    }
                    cadence = .timesPerWeek(n)
                case "month":
                    guard (interval.requiredPerInterval ?? 1) == 1 else {
                        throw fail("intervals[\(j)].requiredNumberOfCompletions",
                                   "asks for \(interval.requiredPerInterval ?? 0) times a month; Crease's monthly cadence has no count")
                    }
                    cadence = .monthly
                default:
                    throw fail("intervals[\(j)].type", "must be day, week, month or none (got \"\(interval.type)\")")
                }
                let from = DayKey(interval.start, in: timeZone)
                // An interval replaced on the day it began leaves no day behind: the later one applies.
                if let last = schedule.last, last.from >= from { schedule.removeLast() }
                schedule.append((from, cadence))
            }
            let created = source.createdAt
            let candidates = [created.map { DayKey($0, in: timeZone) }, schedule.first?.from, firstDay[source.id]].compactMap { $0 }
            let start = candidates.min() ?? DayKey(first.element.start, in: timeZone)
            var habit = Habit(id: source.id, name: name, cadence: schedule[0].cadence, partOfDay: .none,
                              dailyTarget: first.element.requiredPerDay, createdAt: created, startDay: start,
                              isArchived: source.archived, order: source.orderIndex)
            for change in schedule.dropFirst() where change.from > start {
                habit.schedule.append(CadenceChange(from: change.from, cadence: change.cadence))
            }
            habits.append(habit)
        }

        var notImported: [String] = []
        let described = export.habits.filter(\.hasDescription).count
        if described > 0 { notImported.append("\(described) habit description\(described == 1 ? "" : "s")") }
        notImported.append("icons, colours and emoji")
        if export.categories > 0 { notImported.append("\(export.categories) categories and \(export.categoryMappings) category assignments") }
        if export.reminders > 0 { notImported.append("\(export.reminders) reminder\(export.reminders == 1 ? "" : "s")") }

        self.habits = habits
        self.logs = logs
        self.notes = notes
        var days = 0
        for log in logs.values { log.forEachRecord { _, _ in days += 1 } }
        summary = Summary(habits: habits.count, archived: habits.filter(\.isArchived).count, checkInDays: days,
                          completions: completions, notes: notes.count, notImported: notImported)
    }

    /// Reads a HabitKit export file and maps it; every refusal is an error naming the file and field.
    public static func read(from url: URL, timeZone: TimeZone) throws(InputError) -> HabitKitImport {
        try HabitKitImport(JSONInput.load(HabitKitExport.self, from: url, strict: false), timeZone: timeZone, file: url.path)
    }

    /// Adds the imported habits, check-ins and notes to `profile`; a habit id the profile already
    /// uses (an export imported before) refuses the whole import.
    public func add(to profile: inout Profile, file: String) throws(InputError) {
        for (i, habit) in habits.enumerated() where profile.habit(habit.id) != nil {
            throw InputError(file: file, field: "habits[\(i)].id",
                             message: "is already a habit in this profile (was this export imported before?); nothing was imported")
        }
        profile.habits += habits
        for (id, log) in logs { profile.logs[id] = log }
        for (key, text) in notes { profile.notes[key] = text }
    }
}
