import CreaseInput
import Foundation

extension Profile: Codable {
    enum CodingKeys: String, CodingKey {
        case version, account, timeZone, locale, weekStart, settings, groups, goals, habits, checkIns, logs, notes
        /// A dataset file's edit journal (D22): `ProfileDocument` reads it; a profile read alone passes it by.
        case journal
    }

    /// The compact form of a long history: counts per day from a start day, one character a day
    /// (`0`–`9`, then `a`–`z` for 10–35).
    struct CompactLog: Codable {
        var habit: UUID
        var from: DayKey
        var counts: String

        /// `0`–`9`, then `a`–`z` for 10–35; `nil` for any other character.
        static func value(of ch: Character) -> Int? {
            guard let value = ch.hexDigitValue ?? (ch.isASCII && ch.isLetter ? Int(ch.asciiValue ?? 0) - 87 : nil),
                  (0...35).contains(value) else { return nil }
            return value
        }

        /// Whether this run records a check-in for `habit` on `day`.
        func records(_ habit: UUID, on day: DayKey) -> Bool {
            guard habit == self.habit else { return false }
            let offset = day.days(since: from)
            guard offset >= 0, let ch = counts.dropFirst(offset).first else { return false }
            return (CompactLog.value(of: ch) ?? 0) > 0
        }
    }

    /// Where a habit's day was first recorded while reading a file: `checkIns[3]` or `logs[1]`.
    static func firstPlace(of habit: UUID, on day: DayKey, checkIns: [CheckIn], logs: ArraySlice<CompactLog>) -> String {
        if let j = checkIns.firstIndex(where: { $0.habitID == habit && $0.day == day }) { return "checkIns[\(j)]" }
        if let j = logs.firstIndex(where: { $0.records(habit, on: day) }) { return "logs[\(j)]" }
        return "an earlier record"
    }

    public init(from decoder: any Decoder) throws {
        // Fields are reported from the root of the file: `profile.habits[2].id` inside a backup.
        let base = JSONInput.path(decoder.codingPath)
        do {
            try self.init(validating: decoder)
        } catch let error as InputError where error.file.isEmpty && !base.isEmpty && !error.field.hasPrefix(base) {
            throw error.nested(under: base)
        }
    }

    private init(validating decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        _ = c.contains(.journal)  // a known key of the file (I1), decoded by ProfileDocument when wanted
        let version = try c.decode(Int.self, forKey: .version)
        guard version >= 1 else { throw InputError(file: "", field: "version", message: "must be 1 or more (got \(version))") }
        guard version <= Profile.currentVersion else {
            throw InputError(file: "", field: "version",
                             message: "is \(version), newer than this build reads (\(Profile.currentVersion)); refusing to read or overwrite it")
        }
        account = try c.decode(String.self, forKey: .account)
        guard !account.isEmpty else { throw InputError(file: "", field: "account", message: "must not be empty") }
        let zone = try c.decode(String.self, forKey: .timeZone)
        guard let tz = TimeZone(identifier: zone) else {
            throw InputError(file: "", field: "timeZone", message: "is not a known time zone (got \"\(zone)\")")
        }
        timeZone = tz
        locale = try c.decode(String.self, forKey: .locale)
        localeFirstWeekday = WeekStart.firstWeekday(locale: locale)
        weekStartOverride = try c.decodeIfPresent(Weekday.self, forKey: .weekStart)
        settings = try c.decodeIfPresent(ModuleSettings.self, forKey: .settings) ?? ModuleSettings()
        groups = try c.decodeIfPresent([HabitGroup].self, forKey: .groups) ?? []
        goals = try c.decodeIfPresent([Goal].self, forKey: .goals) ?? []
        habits = try c.decodeIfPresent([Habit].self, forKey: .habits) ?? []

        var seen = Set<UUID>()
        for (i, habit) in habits.enumerated() {
            guard seen.insert(habit.id).inserted else {
                throw InputError(file: "", field: "habits[\(i)].id", message: "repeats another habit's id \(habit.id)")
            }
            if let g = habit.groupID, !groups.contains(where: { $0.id == g }) {
                throw InputError(file: "", field: "habits[\(i)].group", message: "names no group in 'groups'")
            }
            if let g = habit.goalID, !goals.contains(where: { $0.id == g }) {
                throw InputError(file: "", field: "habits[\(i)].goal", message: "names no goal in 'goals'")
            }
        }
        var logs: [UUID: CheckInLog] = [:]
        let records = try c.decodeIfPresent([CheckIn].self, forKey: .checkIns) ?? []
        for (i, record) in records.enumerated() {
            guard seen.contains(record.habitID) else {
                throw InputError(file: "", field: "checkIns[\(i)].habit", message: "names no habit in 'habits'")
            }
            guard (1...99).contains(record.count) else {
                throw InputError(file: "", field: "checkIns[\(i)].count", message: "must be 1 to 99 (got \(record.count))")
            }
            var log = logs[record.habitID] ?? CheckInLog()
            guard log.count(on: record.day) == 0 else {
                let first = records.firstIndex { $0.habitID == record.habitID && $0.day == record.day } ?? 0
                throw InputError(file: "", field: "checkIns[\(i)].day",
                                 message: "repeats \(record.day) for this habit, already recorded at checkIns[\(first)]; a day may appear once per habit")
            }
            log.set(record.count, on: record.day)
            logs[record.habitID] = log
        }
        let compact = try c.decodeIfPresent([CompactLog].self, forKey: .logs) ?? []
        for (i, entry) in compact.enumerated() {
            guard seen.contains(entry.habit) else {
                throw InputError(file: "", field: "logs[\(i)].habit", message: "names no habit in 'habits'")
            }
            var log = logs[entry.habit] ?? CheckInLog()
            for (offset, ch) in entry.counts.enumerated() {
                guard let value = CompactLog.value(of: ch) else {
                    throw InputError(file: "", field: "logs[\(i)].counts", message: "has '\(ch)' at \(offset); use 0-9 and a-z")
                }
                guard value > 0 else { continue }
                let day = entry.from.adding(days: offset)
                // D22: one record per habit and day, wherever it is written; a `0` records nothing.
                guard log.count(on: day) == 0 else {
                    let place = Profile.firstPlace(of: entry.habit, on: day, checkIns: records, logs: compact[..<i])
                    throw InputError(file: "", field: "logs[\(i)]",
                                     message: "records \(day) for habit \(entry.habit), which \(place) already records; a day may appear once per habit")
                }
                log.set(value, on: day)
            }
            logs[entry.habit] = log
        }
        self.logs = logs

        var notes: [DayNoteKey: String] = [:]
        var notePlaces: [DayNoteKey: Int] = [:]
        let noteRecords = try c.decodeIfPresent([DayNote].self, forKey: .notes) ?? []
        for (i, note) in noteRecords.enumerated() {
            guard seen.contains(note.habitID) else {
                throw InputError(file: "", field: "notes[\(i)].habit", message: "names no habit in 'habits'")
            }
            let text: String?
            do { text = try DayNote.normalised(note.text) } catch {
                throw InputError(file: "", field: "notes[\(i)].text", message: "is longer than \(DayNote.maximumLength) characters")
            }
            guard let text else { throw InputError(file: "", field: "notes[\(i)].text", message: "must not be empty") }
            if let first = notePlaces[note.key] {
                throw InputError(file: "", field: "notes[\(i)]",
                                 message: "is a second note for this habit on \(note.day), after notes[\(first)]; a habit has one note a day")
            }
            notePlaces[note.key] = i
            notes[note.key] = text
        }
        self.notes = notes
    }

    /// How many check-in days a habit's history may have before a dataset file writes it as one `logs`
    /// run instead of one `checkIns` record a day (a ten-year history: 4 KB instead of 250 KB).
    public static let recordsBeforeRuns = 60

    /// Writes the profile as a dataset file does: short histories as `checkIns` records, longer ones
    /// as `logs` runs.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, runsAbove: Self.recordsBeforeRuns)
    }

    /// Writes the profile; a habit with more than `threshold` check-in days has its history written as a
    /// `logs` run (one character a day) instead of one `checkIns` record per day. Backups pass 0.
    func encode(to encoder: any Encoder, runsAbove threshold: Int) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Profile.currentVersion, forKey: .version)
        try c.encode(account, forKey: .account)
        try c.encode(timeZone.identifier, forKey: .timeZone)
        try c.encode(locale, forKey: .locale)
        try c.encodeIfPresent(weekStartOverride, forKey: .weekStart)
        try c.encode(settings, forKey: .settings)
        try c.encode(groups, forKey: .groups)
        try c.encode(goals, forKey: .goals)
        try c.encode(habits, forKey: .habits)
        var runs: [CompactLog] = []
        var records: [CheckIn] = []
        for habit in habits {
            let log = log(habit.id)
            guard let span = log.span else { continue }
            var days = 0
            log.forEachRecord { _, _ in days += 1 }
            guard days > threshold else {
                for record in log.records { records.append(CheckIn(habitID: habit.id, day: record.day, count: record.count)) }
                continue
            }
            // One character a day; a count above 35 has no character and is written as a record.
            var bytes = [UInt8](repeating: 48, count: span.count)
            log.forEachRecord { ordinal, count in
                if count <= 35 {
                    bytes[ordinal - span.lowerBound] = UInt8(count < 10 ? 48 + count : 87 + count)
                } else {
                    records.append(CheckIn(habitID: habit.id, day: DayKey(civil: ordinal), count: count))
                }
            }
            runs.append(CompactLog(habit: habit.id, from: DayKey(civil: span.lowerBound), counts: String(decoding: bytes, as: UTF8.self)))
        }
        if !records.isEmpty || runs.isEmpty { try c.encode(records, forKey: .checkIns) }
        if !runs.isEmpty { try c.encode(runs, forKey: .logs) }
        if !notes.isEmpty {
            let rank = Dictionary(uniqueKeysWithValues: habits.enumerated().map { ($1.id, $0) })
            let sorted = notes.sorted { a, b in
                let ra = rank[a.key.habitID] ?? Int.max, rb = rank[b.key.habitID] ?? Int.max
                return ra != rb ? ra < rb : a.key.day < b.key.day
            }
            try c.encode(sorted.map { DayNote(habitID: $0.key.habitID, day: $0.key.day, text: $0.value) }, forKey: .notes)
        }
    }
}
