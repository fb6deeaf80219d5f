import Foundation

/// One property of a habit that an edit sets (J3): each takes the value of the latest edit that set
/// it, so two devices editing different properties both keep their change.
public enum HabitProperty: Hashable, Sendable {
    case name(String)
    /// A cadence from a day on (D3); from the start day or earlier it replaces the whole schedule.
    case cadence(CadenceChange)
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

    /// Sets the property on `habit`.
    public func apply(to habit: inout Habit) {
        switch self {
        case .name(let name): habit.name = name
        case .cadence(let change):
            if change.from <= habit.startDay {
                habit.schedule = [CadenceChange(from: habit.startDay, cadence: change.cadence)]
            } else {
                habit.changeCadence(to: change.cadence, from: change.from)
            }
        case .partOfDay(let part): habit.partOfDay = part
        case .time(let time): habit.time = time
        case .group(let id): habit.groupID = id
        case .goal(let id): habit.goalID = id
        case .avoidance(let on): habit.isAvoidance = on
        case .calendar(let on): habit.showsOnCalendar = on
        case .dailyTarget(let n): habit.dailyTarget = n
        case .streakGoal(let n): habit.streakGoal = n
        case .order(let n): habit.order = n
        }
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
        case .cadence: 1
        case .partOfDay: 2
        case .time: 3
        case .group: 4
        case .goal: 5
        case .avoidance: 6
        case .calendar: 7
        case .dailyTarget: 8
        case .streakGoal: 9
        case .order: 10
        }
    }

    /// The JSON key the property is written under in a `habit-edit`'s `set` object.
    public var key: String {
        switch self {
        case .name: "name"
        case .cadence: "cadence"
        case .partOfDay: "partOfDay"
        case .time: "time"
        case .group: "group"
        case .goal: "goal"
        case .avoidance: "avoidance"
        case .calendar: "calendar"
        case .dailyTarget: "dailyTarget"
        case .streakGoal: "streakGoal"
        case .order: "order"
        }
    }
}
