import Foundation

/// A promise on a rhythm (D1).
public struct Habit: Hashable, Sendable, Identifiable {
    public var id: UUID
    /// Trimmed and never empty; never truncated anywhere.
    public var name: String
    /// The cadence history, oldest first; the first entry applies from `startDay`.
    public var schedule: [CadenceChange]
    public var partOfDay: PartOfDay
    public var time: TimeOfDay?
    public var groupID: UUID?
    public var goalID: UUID?
    /// Built to stop something ("No phone after 9pm"): late only once its window has ended.
    public var isAvoidance: Bool
    public var showsOnCalendar: Bool
    /// Check-ins a day that complete it, 1–99.
    public var dailyTarget: Int
    /// When it was made; `nil` in hand-written data means the start of its start day.
    public var createdAt: Date?
    public var startDay: DayKey
    public var isArchived: Bool
    /// The user's order within its part of day.
    public var order: Int
    /// Made by a goal's builder (hidden when that goal is archived, D17).
    public var createdByGoalBuilder: Bool
    /// Archived on its own, apart from its goal (D17).
    public var archivedSeparately: Bool
    /// The streak length the user is aiming for, in the habit's streak unit (days, weekdays, weeks), 1–3650 (J1).
    public var streakGoal: Int?
    /// Days its calendar chip was moved to another time for that day alone (`Just this day`).
    public var movedTimes = DayTimes()

    public init(id: UUID, name: String, cadence: Cadence, partOfDay: PartOfDay, time: TimeOfDay? = nil,
                groupID: UUID? = nil, goalID: UUID? = nil, isAvoidance: Bool = false, showsOnCalendar: Bool = false,
                dailyTarget: Int = 1, createdAt: Date?, startDay: DayKey, isArchived: Bool = false, order: Int = 0,
                createdByGoalBuilder: Bool = false, archivedSeparately: Bool = false, streakGoal: Int? = nil) {
        self.id = id
        self.name = name
        self.schedule = [CadenceChange(from: startDay, cadence: cadence)]
        self.partOfDay = partOfDay
        self.time = time
        self.groupID = groupID
        self.goalID = goalID
        self.isAvoidance = isAvoidance
        self.showsOnCalendar = showsOnCalendar
        self.dailyTarget = dailyTarget
        self.createdAt = createdAt
        self.startDay = startDay
        self.isArchived = isArchived
        self.order = order
        self.createdByGoalBuilder = createdByGoalBuilder
        self.archivedSeparately = archivedSeparately
        self.streakGoal = streakGoal
    }

    /// Its time on `day`: the time its chip was moved to for that day alone, else its own time.
    public func time(on day: DayKey) -> TimeOfDay? { movedTimes.byDay[day] ?? time }

    /// The streak goals a habit may have: 1 to 3650 of its streak unit (J1).
    public static let streakGoalRange = 1...3650

    /// The cadence in force on `day` (D3). Days before the habit started take its first cadence.
    public func cadence(on day: DayKey) -> Cadence { cadence(onOrdinal: day.ordinal) }

    /// The cadence in force on a day ordinal, for loops that walk history without building dates.
    public func cadence(onOrdinal ordinal: Int) -> Cadence {
        var current = schedule.first?.cadence ?? .daily
        for change in schedule {
            if change.from.ordinal <= ordinal { current = change.cadence } else { break }
        }
        return current
    }

    /// Changes the cadence from `day` on; earlier days keep theirs (D3).
    public mutating func changeCadence(to cadence: Cadence, from day: DayKey) {
        schedule.removeAll { $0.from >= day }
        schedule.append(CadenceChange(from: day, cadence: cadence))
    }
}

extension Habit {
    /// The instant the habit existed from, in the profile's zone (D3, D9).
    public func createdInstant(in timeZone: TimeZone) -> Date {
        createdAt ?? startDay.startInstant(in: timeZone) ?? .distantPast
    }
}
