import Foundation

/// One property of a habit that an edit sets (J3): each takes the value of the latest edit that set
/// it, so two devices editing different properties both keep their change.
public enum HabitProperty: Hashable, Sendable {
    case name(String)
    /// The cadence history (D3), oldest first; the first entry applies from the start day.
    case schedule([CadenceChange])
    case partOfDay(PartOfDay)
    case time(TimeOfDay?)
    case group(UUID?)
    case goal(UUID?)
    case avoidance(Bool)
    case calendar(Bool)
    case dailyTarget(Int)
    case streakGoal(Int?)
    /// The user's order within its part of day (J3: order takes the latest timestamp).
    case order(Int)
    case startDay(DayKey)
    case created(Date?)
    case fromGoalBuilder(Bool)
    /// Days its calendar chip was moved for that day alone.
    case movedTimes(DayTimes)

    /// Sets the property on `habit`.
    public func apply(to habit: inout Habit) {
        switch self {
        case .name(let name): habit.name = name
        case .schedule(let schedule): habit.schedule = schedule
        case .partOfDay(let part): habit.partOfDay = part
        case .time(let time): habit.time = time
        case .group(let id): habit.groupID = id
        case .goal(let id): habit.goalID = id
        case .avoidance(let on): habit.isAvoidance = on
        case .calendar(let on): habit.showsOnCalendar = on
        case .dailyTarget(let n): habit.dailyTarget = n
        case .streakGoal(let n): habit.streakGoal = n
        case .order(let n): habit.order = n
        case .startDay(let day): habit.startDay = day
        case .created(let date): habit.createdAt = date
        case .fromGoalBuilder(let on): habit.createdByGoalBuilder = on
        case .movedTimes(let times): habit.movedTimes = times
        }
    }

    /// The properties in which `new` differs from `old` (archive state is not a property).
    static func differences(from old: Habit, to new: Habit) -> [HabitProperty] {
        var out: [HabitProperty] = []
        if old.name != new.name { out.append(.name(new.name)) }
        if old.schedule != new.schedule { out.append(.schedule(new.schedule)) }
        if old.partOfDay != new.partOfDay { out.append(.partOfDay(new.partOfDay)) }
        if old.time != new.time { out.append(.time(new.time)) }
        if old.groupID != new.groupID { out.append(.group(new.groupID)) }
        if old.goalID != new.goalID { out.append(.goal(new.goalID)) }
        if old.isAvoidance != new.isAvoidance { out.append(.avoidance(new.isAvoidance)) }
        if old.showsOnCalendar != new.showsOnCalendar { out.append(.calendar(new.showsOnCalendar)) }
        if old.dailyTarget != new.dailyTarget { out.append(.dailyTarget(new.dailyTarget)) }
        if old.streakGoal != new.streakGoal { out.append(.streakGoal(new.streakGoal)) }
        if old.order != new.order { out.append(.order(new.order)) }
        if old.startDay != new.startDay { out.append(.startDay(new.startDay)) }
        if old.createdAt != new.createdAt { out.append(.created(new.createdAt)) }
        if old.createdByGoalBuilder != new.createdByGoalBuilder { out.append(.fromGoalBuilder(new.createdByGoalBuilder)) }
        if old.movedTimes != new.movedTimes { out.append(.movedTimes(new.movedTimes)) }
        return out
    }

    /// One property of each kind, the last given winning, in the order the journal writes them: the
    /// form a recorded edit takes, so it reads back equal.
    public static func canonical(_ properties: [HabitProperty]) -> [HabitProperty] {
        var byRank: [Int: HabitProperty] = [:]
        for property in properties { byRank[property.rank] = property }
        return byRank.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The property's place in the journal's order.
    var rank: Int {
        switch self {
        case .name: 0
        case .schedule: 1
        case .partOfDay: 2
        case .time: 3
        case .group: 4
        case .goal: 5
        case .avoidance: 6
        case .calendar: 7
        case .dailyTarget: 8
        case .streakGoal: 9
        case .order: 10
        case .startDay: 11
        case .created: 12
        case .fromGoalBuilder: 13
        case .movedTimes: 14
        }
    }

    /// The JSON key the property is written under in a `habit-edit`'s `set` object.
    public var key: String {
        switch self {
        case .name: "name"
        case .schedule: "schedule"
        case .partOfDay: "partOfDay"
        case .time: "time"
        case .group: "group"
        case .goal: "goal"
        case .avoidance: "avoidance"
        case .calendar: "calendar"
        case .dailyTarget: "dailyTarget"
        case .streakGoal: "streakGoal"
        case .order: "order"
        case .startDay: "startDay"
        case .created: "created"
        case .fromGoalBuilder: "fromGoalBuilder"
        case .movedTimes: "movedTimes"
        }
    }
}
