import CreaseInput
import Foundation

/// A HabitKit export mapped onto a profile (J7, J9): habits with their goal intervals as cadences,
/// completions as check-ins, completion notes as Day Notes, and archive state. A habit Crease cannot
/// hold as HabitKit means it (an inverse habit, a custom-value goal) is left out by name and the rest
/// imported; anything else that cannot be mapped refuses the whole import with the field that
/// stopped it. Every choice the mapping makes is listed in `summary.decisions`.
public struct HabitKitImport: Hashable, Sendable {
    /// What counts on a day that several records name (J9). HabitKit's own meaning is not published;
    /// real exports hold a few such days.
    public enum SameDay: String, CaseIterable, Hashable, Sendable {
        /// The amounts added up (the default).
        case sum
        /// The amount of the record with the latest instant (the file's order breaks ties).
        case latest
        /// The largest amount.
        case largest
    }

    /// A habit the import leaves out, with the field that decided it.
    public struct LeftOut: Hashable, Sendable {
        public var name: String
        public var field: String
        public var reason: String
        /// Its completion records, not imported either.
        public var records: Int
    }

    /// What an import brought in, what it left behind, and every decision it made.
    public struct Summary: Hashable, Sendable {
        public var habits: Int
        public var archived: Int
        public var checkInDays: Int
        public var completions: Int
        public var notes: Int
        public var leftOut: [LeftOut]
        /// The choices the mapping made, one line each (version, offsets, same-day records, zeros, order…).
        public var decisions: [String]
        /// What the export held that Crease does not import (icons, colours, categories, reminders…).
        public var notImported: [String]

        /// The summary as lines a person reads.
        public var lines: [String] {
            var out = ["\(Imported.count(habits, "habit")) (\(archived) archived), \(Imported.count(checkInDays, "check-in day")) from \(Imported.count(completions, "completion")), \(Imported.count(notes, "Day Note"))"]
            for habit in leftOut {
                out.append("left out: \"\(habit.name)\" (\(habit.field)) \(habit.reason); its \(Imported.count(habit.records, "record")) too")
            }
            out += decisions.map { "decided: " + $0 }
            if !notImported.isEmpty { out.append("not imported: " + notImported.joined(separator: "; ")) }
            return out
        }
    }

    public var habits: [Habit]
    public var logs: [UUID: CheckInLog]
    public var notes: [DayNoteKey: String]
    public var summary: Summary

    /// Maps `export` for a profile in `timeZone`. Each completion's day is read at its own recorded
    /// offset; interval and creation instants, which carry none, at the offset of the export's
    /// completion record nearest in time (the dataset's zone only when the export has no records).
    /// `file` names the export in errors.
    public init(_ export: HabitKitExport, timeZone: TimeZone, file: String, sameDay: SameDay = .sum) throws(InputError) {
        func fail(_ field: String, _ message: String) -> InputError { InputError(file: file, field: field, message: message + "; nothing was imported") }
        let index = Dictionary(export.habits.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        if let dup = export.habits.indices.first(where: { index[export.habits[$0].id] != $0 }) {
            throw fail("habits[\(dup)].id", "repeats the id of habits[\(index[export.habits[dup].id] ?? 0)]")
        }
        var decisions: [String] = []
        decisions.append(export.formatVersion.map { "format version \($0)" }
                         ?? "no formatVersion: read as an older HabitKit export (the same fields, without inverse-habit dates)")

        // Habits Crease cannot hold as HabitKit means them are left out by name (J9).
        var leftOutReason: [UUID: (field: String, reason: String)] = [:]
        for (i, source) in export.habits.enumerated() where source.isInverse {
            leftOutReason[source.id] = ("habits[\(i)].isInverse",
                                        "is an inverse habit: HabitKit counts its slips and takes a day without a record as kept, while a Crease check-in is a kept day, so its history would read backwards")
        }
        for (j, interval) in export.intervals.enumerated() where leftOutReason[interval.habitID] == nil {
            guard let unit = interval.unitType, unit != "incremental" else { continue }
            leftOutReason[interval.habitID] = ("intervals[\(j)].unitType",
                                               "tracks a custom value (unitType \"\(unit)\"), not a count of check-ins")
        }

        // Completions: the local day is the stored instant shifted by the record's own offset.
        struct DayRecord { var index: Int; var date: Date; var amount: Int }
        var byDay: [DayNoteKey: [DayRecord]] = [:]
        var notes: [DayNoteKey: String] = [:]
        var offsets = Set<Int>()
        var zeros = 0, zeroNotes = 0
        var records: [UUID: Int] = [:]
        for (i, completion) in export.completions.enumerated() {
            guard index[completion.habitID] != nil else { throw fail("completions[\(i)].habitId", "names no habit in 'habits'") }
            guard (-14 * 60...14 * 60).contains(completion.offsetMinutes) else {
                throw fail("completions[\(i)].timezoneOffsetInMinutes", "must be within ±840 minutes (got \(completion.offsetMinutes))")
            }
            guard completion.amount >= 0 else { throw fail("completions[\(i)].amountOfCompletions", "must not be negative (got \(completion.amount))") }
            records[completion.habitID, default: 0] += 1
            guard leftOutReason[completion.habitID] == nil else { continue }
            offsets.insert(completion.offsetMinutes)
            let day = Self.localDay(completion.date, offsetMinutes: completion.offsetMinutes)
            let key = DayNoteKey(habitID: completion.habitID, day: day)
            let text = completion.note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if completion.amount == 0 { zeros += 1; if !text.isEmpty { zeroNotes += 1 } }
            if !text.isEmpty, notes[key].map({ !$0.components(separatedBy: "\n").contains(text) }) ?? true {
                let joined = notes[key].map { $0 + "\n" + text } ?? text
                guard joined.count <= DayNote.maximumLength else {
                    throw fail("completions[\(i)].note", "makes the day's note longer than \(DayNote.maximumLength) characters")
                }
                notes[key] = joined
            }
            byDay[key, default: []].append(DayRecord(index: i, date: completion.date, amount: completion.amount))
        }

        // Several records on one day count as `sameDay` says; a day's total holds at most 99.
        var logs: [UUID: CheckInLog] = [:]
        var firstDay: [UUID: DayKey] = [:]
        var completions = 0, crowdedDays = 0, crowdedRecords = 0
        for key in byDay.keys.sorted(by: { ($0.day, $0.habitID.uuidString) < ($1.day, $1.habitID.uuidString) }) {
            guard let dayRecords = byDay[key] else { continue }
            if dayRecords.count > 1 { crowdedDays += 1; crowdedRecords += dayRecords.count }
            completions += dayRecords.filter { $0.amount > 0 }.count
            let total: Int
            switch sameDay {
            case .sum: total = dayRecords.reduce(0) { $0 + $1.amount }
            case .largest: total = dayRecords.map(\.amount).max() ?? 0
            case .latest: total = dayRecords.max { ($0.date, $0.index) < ($1.date, $1.index) }?.amount ?? 0
            }
            guard total <= 99 else {
                throw fail("completions[\(dayRecords.last?.index ?? 0)].amountOfCompletions", "brings \(key.day) to \(total) completions; a day holds at most 99")
            }
            guard total > 0 else { continue }
            logs[key.habitID, default: CheckInLog()].set(total, on: key.day)
            firstDay[key.habitID] = Swift.min(firstDay[key.habitID] ?? key.day, key.day)
        }
        let offsetList = offsets.sorted().map(Self.signed).joined(separator: ", ")
        if !offsets.isEmpty { decisions.append("completion days: each record's date shifted by its own timezoneOffsetInMinutes (\(offsetList) min)") }
        decisions.append(crowdedDays == 0 ? "no day has several records"
                         : "\(Imported.count(crowdedDays, "habit-day has", "habit-days have")) several records (\(crowdedRecords) records): counted as the \(Self.policyWords(sameDay)) (--same-day \(SameDay.allCases.map(\.rawValue).joined(separator: "|"))); their distinct notes joined by a line break")
        if zeros > 0 {
            decisions.append("\(Imported.count(zeros, "record")) of 0 completions: no check-in on that day (HabitKit leaves one when a day is unticked)"
                             + (zeroNotes > 0 ? "; \(zeroNotes) of them carry a note, kept as a Day Note" : "")
                             + (sameDay == .latest ? "; as the latest record of a day, one clears it" : ""))
        }

        // Interval and creation instants carry no offset: the nearest completion record's is used.
        let timeline = export.completions.enumerated()
            .filter { leftOutReason[$0.element.habitID] == nil }
            .map { (date: $0.element.date, offset: $0.element.offsetMinutes) }
            .sorted { $0.date < $1.date }
        var usedOffsets = Set<Int>()
        func day(of instant: Date) -> DayKey {
            guard let offset = Self.nearestOffset(to: instant, in: timeline) else { return DayKey(instant, in: timeZone) }
            usedOffsets.insert(offset)
            return Self.localDay(instant, offsetMinutes: offset)
        }

        var byHabit: [UUID: [(offset: Int, element: HabitKitExport.Interval)]] = [:]
        for (j, interval) in export.intervals.enumerated() {
            guard index[interval.habitID] != nil else { throw fail("intervals[\(j)].habitId", "names no habit in 'habits'") }
            byHabit[interval.habitID, default: []].append((j, interval))
        }

        // Crease's order: HabitKit's orderIndex, ties (real exports have them) broken by file order.
        let ranked = export.habits.indices.sorted { (export.habits[$0].orderIndex, $0) < (export.habits[$1].orderIndex, $1) }
        var rank: [Int: Int] = [:]
        for (position, i) in ranked.enumerated() { rank[i] = position }
        let tiedIndices = Dictionary(grouping: export.habits.map(\.orderIndex), by: { $0 }).values.filter { $0.count > 1 }
        if !tiedIndices.isEmpty {
            decisions.append("orderIndex ties (\(tiedIndices.map { "\($0.count) habits at \($0[0])" }.sorted().joined(separator: ", "))) broken by file order")
        }

        var habits: [Habit] = []
        var leftOut: [LeftOut] = []
        var exceeding = 0
        for (i, source) in export.habits.enumerated() {
            let name = source.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw fail("habits[\(i)].name", "must not be empty") }
            if let reason = leftOutReason[source.id] {
                leftOut.append(LeftOut(name: name, field: reason.field, reason: reason.reason, records: records[source.id] ?? 0))
                continue
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
                if interval.allowExceedingGoal { exceeding += 1 }
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
                let from = day(of: interval.start)
                // An interval replaced on the day it began leaves no day behind: the later one applies.
                if let last = schedule.last, last.from >= from { schedule.removeLast() }
                schedule.append((from, cadence))
            }
            let created = source.createdAt
            let candidates = [created.map { day(of: $0) }, schedule.first?.from, firstDay[source.id]].compactMap { $0 }
            let start = candidates.min() ?? day(of: first.element.start)
            var habit = Habit(id: source.id, name: name, cadence: schedule[0].cadence, partOfDay: .none,
                              dailyTarget: first.element.requiredPerDay, createdAt: created, startDay: start,
                              isArchived: source.archived, order: rank[i] ?? i)
            for change in schedule.dropFirst() where change.from > start {
                habit.schedule.append(CadenceChange(from: change.from, cadence: change.cadence))
            }
            habits.append(habit)
        }
        if usedOffsets.isEmpty {
            decisions.append("interval and creation days: no completion record carries an offset, so they are read in the dataset's zone (\(timeZone.identifier))")
        } else {
            decisions.append("interval and creation days: they carry no offset, so each is read at the offset of the completion record nearest in time (\(usedOffsets.sorted().map(Self.signed).joined(separator: ", ")) min)")
        }

        let stale = export.categoryMappings.filter { mapping in
            guard let habit = mapping.habitID, let category = mapping.categoryID else { return true }
            return index[habit] == nil || !export.categoryIDs.contains(category)
        }.count
        var notImported: [String] = []
        let described = export.habits.filter { $0.hasDescription && leftOutReason[$0.id] == nil }.count
        if described > 0 { notImported.append(Imported.count(described, "habit description")) }
        notImported.append("icons, colours and emoji")
        if !export.categoryIDs.isEmpty || !export.categoryMappings.isEmpty {
            notImported.append("\(export.categoryIDs.count) categories and \(export.categoryMappings.count) category assignments"
                               + (stale > 0 ? " (\(stale) of them naming a habit or category the file lacks)" : ""))
        }
        if export.reminders > 0 { notImported.append(Imported.count(export.reminders, "reminder")) }
        if exceeding > 0 { notImported.append("allowExceedingGoal on \(Imported.count(exceeding, "interval")) (a Crease day may hold more than its target anyway)") }
        notImported.append("streakType (Crease's streak unit follows the cadence)")

        self.habits = habits
        self.logs = logs
        self.notes = notes
        summary = Summary(habits: habits.count, archived: habits.filter(\.isArchived).count, checkInDays: logs.values.reduce(0) { $0 + $1.checkInDays },
                          completions: completions, notes: notes.count, leftOut: leftOut, decisions: decisions,
                          notImported: notImported)
    }

    /// The calendar day of `instant` on a clock `offsetMinutes` east of UTC.
    static func localDay(_ instant: Date, offsetMinutes: Int) -> DayKey {
        DayKey(instant.addingTimeInterval(Double(offsetMinutes) * 60), in: .gmt)
    }

    /// The offset of the record nearest `instant` in a timeline sorted by date (nil when it is empty).
    static func nearestOffset(to instant: Date, in timeline: [(date: Date, offset: Int)]) -> Int? {
        guard !timeline.isEmpty else { return nil }
        var low = 0, high = timeline.count
        while low < high {
            let mid = (low + high) / 2
            if timeline[mid].date < instant { low = mid + 1 } else { high = mid }
        }
        let after = Swift.min(low, timeline.count - 1), before = Swift.max(low - 1, 0)
        let nearer = abs(timeline[before].date.timeIntervalSince(instant)) <= abs(timeline[after].date.timeIntervalSince(instant)) ? before : after
        return timeline[nearer].offset
    }

    static func signed(_ minutes: Int) -> String { minutes >= 0 ? "+\(minutes)" : "\(minutes)" }
    static func policyWords(_ policy: SameDay) -> String {
        switch policy {
        case .sum: "sum of their amounts"
        case .latest: "amount of the latest record"
        case .largest: "largest amount"
        }
    }

    /// Reads a HabitKit export file and maps it; every refusal is an error naming the file and field.
    public static func read(from url: URL, timeZone: TimeZone, sameDay: SameDay = .sum) throws(InputError) -> HabitKitImport {
        try HabitKitImport(JSONInput.load(HabitKitExport.self, from: url, strict: false), timeZone: timeZone, file: url.path, sameDay: sameDay)
    }

    /// Adds the imported habits, check-ins and notes to `profile`; a habit id the profile already
    /// uses (an export imported before) refuses the whole import.
    public func add(to profile: inout Profile, file: String) throws(InputError) {
        for (i, habit) in habits.enumerated() where profile.habit(habit.id) != nil {
            throw InputError(file: file, field: "habits[\(i)].id",
                             message: "is already a habit in this profile (was this export imported before?); nothing was imported")
        }
        profile.habits += Imported.placed(habits, after: profile.habits, order: \.order)
        for (id, log) in logs { profile.logs[id] = log }
        for (key, text) in notes { profile.notes[key] = text }
    }
}
