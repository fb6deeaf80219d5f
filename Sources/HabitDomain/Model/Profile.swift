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
    var localeFirstWeekday: Weekday
    public var weekStartOverride: Weekday?
    public var settings: ModuleSettings
    public var groups: [HabitGroup]
    public var goals: [Goal]
    public var habits: [Habit]
    public var logs: [UUID: CheckInLog]
    /// Private Day Notes, one per habit and day (J1).
    public var notes: [DayNoteKey: String]

    public init(account: String, timeZone: TimeZone, locale: String, weekStartOverride: Weekday? = nil,
                settings: ModuleSettings = ModuleSettings(), groups: [HabitGroup] = [], goals: [Goal] = [],
                habits: [Habit] = [], logs: [UUID: CheckInLog] = [:], notes: [DayNoteKey: String] = [:]) {
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
        self.notes = notes
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
