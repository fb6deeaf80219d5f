import Foundation

/// A habit's chip on a day of the calendar (seed: Habits on the calendar): a habit with a time and
/// calendar visibility on, on a day its cadence asks for it. Monthly and free-form habits never have one.
public struct CalendarChip: Hashable, Sendable {
    public var habitID: UUID
    public var name: String
    public var time: TimeOfDay
    /// Moved to this time for this day alone.
    public var moved: Bool

    /// A day's order: by time, then by name.
    public static func byTime(_ a: CalendarChip, _ b: CalendarChip) -> Bool { (a.time.minutes, a.name) < (b.time.minutes, b.name) }
}

extension Profile {
    /// The day's chips, by time.
    public func calendarChips(on day: DayKey) -> [CalendarChip] {
        habits.compactMap { habit -> CalendarChip? in
            guard habit.showsOnCalendar, !isHidden(habit), day >= habit.startDay, let time = habit.time(on: day) else { return nil }
            let cadence = habit.cadence(on: day)
            guard cadence.isScheduled, cadence.includes(day.weekday) else { return nil }
            return CalendarChip(habitID: habit.id, name: habit.name, time: time, moved: habit.movedTimes.byDay[day] != nil)
        }
        .sorted(by: CalendarChip.byTime)
    }

    /// Moves a habit's chip on `day` to `time`: for that day alone, or from that day on (its time
    /// changes; moves of earlier days stay as they were). Moving never checks a habit in, nor takes a
    /// check-in back: the log is not touched.
    public mutating func moveOnCalendar(_ habitID: UUID, on day: DayKey, to time: TimeOfDay, scope: CalendarMoveScope) throws(DomainError) {
        guard let i = habits.firstIndex(where: { $0.id == habitID }) else { throw DomainError.unknownHabit(habitID) }
        guard calendarChips(on: day).contains(where: { $0.habitID == habitID }) else {
            throw DomainError.notOnCalendar(name: habits[i].name, day: day)
        }
        switch scope {
        case .justThisDay:
            habits[i].movedTimes.byDay[day] = time == habits[i].time ? nil : time
        case .everyDay:
            habits[i].time = time
            habits[i].movedTimes.byDay = habits[i].movedTimes.byDay.filter { $0.key < day }
        }
    }
}
