import CreaseInput
import Foundation

/// Everything one account keeps about habits (D22): habits, check-ins, groups, goals, settings,
/// and the time zone and locale its days and weeks are read in.
public struct Profile: Hashable, Sendable {
    public static let currentVersion = 1

    public var account: String
    public var timeZone: TimeZone
    /// A locale identifier (`en_GB`); it decides the week start unless `weekStartOverride` is set.
    public var locale: String { didSet { localeFirstWeekday = WeekStart.firstWeekday(locale: locale) } }
    /// The locale's CLDR first weekday, looked up once: views ask for it for every habit.
    private var localeFirstWeekday: Weekday
    public var weekStartOverride: Weekday?
    public var settings: ModuleSettings
    public var groups: [HabitGroup]
    public var goals: [Goal]
    public var habits: [Habit]
    public var logs: [UUID: CheckInLog]

    public init(account: String, timeZone: TimeZone, locale: String, weekStartOverride: Weekday? = nil,
                settings: ModuleSettings = ModuleSettings(), groups: [HabitGroup] = [], goals: [Goal] = [],
                habits: [Habit] = [], logs: [UUID: CheckInLog] = [:]) {
        self.account = account
        self.timeZone = timeZone
        self.locale = locale
        self.localeFirstWeekday = WeekStart.firstWeekday(locale: locale)
        self.weekStartOverride = weekStartOverride
        self.settings = settings
        self.groups = groups
        self.goals = goals
        self.habits = habits
        self.logs = logs
    }

    /// The first day of the week (D5): the override, else the locale's CLDR first weekday.
    public var firstWeekday: Weekday { weekStartOverride ?? localeFirstWeekday }

    public func habit(_ id: UUID) -> Habit? { habits.first { $0.id == id } }
    public func log(_ id: UUID) -> CheckInLog { logs[id] ?? CheckInLog() }
    public func goal(_ id: UUID?) -> Goal? { id.flatMap { gid in goals.first { $0.id == gid } } }
    public func group(_ id: UUID?) -> HabitGroup? { id.flatMap { gid in groups.first { $0.id == gid } } }

    /// The day `instant` falls on in this profile's zone (D4).
    public func day(of instant: Date) -> DayKey { DayKey(instant, in: timeZone) }
}

extension Profile: Codable {
    enum CodingKeys: String, CodingKey {
        case version, account, timeZone, locale, weekStart, settings, groups, goals, habits, checkIns, logs
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
        let c = try decoder.container(keyedBy: CodingKeys.self)
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
    }

    public func encode(to encoder: any Encoder) throws {
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
        var records: [CheckIn] = []
        for habit in habits {
            for record in log(habit.id).records {
                records.append(CheckIn(habitID: habit.id, day: record.day, count: record.count))
            }
        }
        try c.encode(records, forKey: .checkIns)
    }
}
