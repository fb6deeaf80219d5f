import Foundation
@testable import HabitDomain

/// Small builders for domain tests.
enum Make {
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n)) ?? UUID() }

    static func day(_ s: String) -> DayKey {
        guard let d = DayKey(s) else { fatalError("bad day literal \(s) in a test") }
        return d
    }

    static func instant(_ s: String) -> Date {
        guard let d = ISOInstant.parse(s) else { fatalError("bad instant literal \(s) in a test") }
        return d
    }

    static func habit(_ n: Int, _ name: String, _ cadence: Cadence = .daily, part: PartOfDay = .morning,
                      time: String? = nil, start: String = "2026-11-02", created: String? = nil,
                      target: Int = 1, avoidance: Bool = false, goal: UUID? = nil, group: UUID? = nil,
                      order: Int = 0) -> Habit {
        Habit(id: id(n), name: name, cadence: cadence, partOfDay: part, time: time.flatMap(TimeOfDay.init),
              groupID: group, goalID: goal, isAvoidance: avoidance, dailyTarget: target,
              createdAt: created.map(instant), startDay: day(start), order: order)
    }

    static func profile(_ habits: [Habit], zone: String = "Europe/Berlin", locale: String = "en_GB",
                        goals: [Goal] = [], groups: [HabitGroup] = []) -> Profile {
        Profile(account: "acct-1", timeZone: TimeZone(identifier: zone) ?? .gmt, locale: locale, groups: groups,
                goals: goals, habits: habits)
    }
}

extension Profile {
    /// Records check-ins for a habit on the given days (count 1 each).
    mutating func checkIn(_ habit: Int, _ days: [String]) {
        var log = logs[Make.id(habit)] ?? CheckInLog()
        for d in days { log.set(log.count(on: Make.day(d)) + 1, on: Make.day(d)) }
        logs[Make.id(habit)] = log
    }
}
