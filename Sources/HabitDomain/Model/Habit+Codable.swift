import CreaseInput
import Foundation

extension Habit: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, cadence, cadenceChanges, partOfDay, time, group, goal, avoidance, calendar, dailyTarget
        case created, startDay, archived, order, fromGoalBuilder, archivedSeparately, streakGoal, movedTimes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // The path is written only for an error: building it for every habit of a long list cost more than reading one.
        func field(_ key: CodingKeys) -> String {
            let path = JSONInput.path(decoder.codingPath)
            return path.isEmpty ? key.stringValue : path + "." + key.stringValue
        }
        id = try c.decode(UUID.self, forKey: .id)
        let rawName = try c.decode(String.self, forKey: .name)
        // Foundation's trimming bridges through NSString; a name with no space at either end (nearly
        // all of them) is kept as it is. Every character Foundation trims is Unicode White_Space.
        let padded = rawName.first?.isWhitespace != false || rawName.last?.isWhitespace != false
        name = padded ? rawName.trimmingCharacters(in: .whitespacesAndNewlines) : rawName
        guard !name.isEmpty else { throw InputError(file: "", field: field(.name), message: "must not be empty") }
        startDay = try c.decode(DayKey.self, forKey: .startDay)
        let first = try c.decode(Cadence.self, forKey: .cadence)
        var schedule = [CadenceChange(from: startDay, cadence: first)]
        let changes = try c.decodeIfPresent([CadenceChange].self, forKey: .cadenceChanges) ?? []
        for (i, change) in changes.enumerated() {
            guard let last = schedule.last, change.from > last.from else {
                throw InputError(file: "", field: field(.cadenceChanges) + "[\(i)].from",
                                 message: "must come after the start day and the change before it")
            }
            schedule.append(change)
        }
        self.schedule = schedule
        partOfDay = try c.decodeIfPresent(PartOfDay.self, forKey: .partOfDay) ?? .none
        time = try c.decodeIfPresent(TimeOfDay.self, forKey: .time)
        groupID = try c.decodeIfPresent(UUID.self, forKey: .group)
        goalID = try c.decodeIfPresent(UUID.self, forKey: .goal)
        isAvoidance = try c.decodeIfPresent(Bool.self, forKey: .avoidance) ?? false
        showsOnCalendar = try c.decodeIfPresent(Bool.self, forKey: .calendar) ?? false
        dailyTarget = try c.decodeIfPresent(Int.self, forKey: .dailyTarget) ?? 1
        guard (1...99).contains(dailyTarget) else {
            throw InputError(file: "", field: field(.dailyTarget), message: "must be 1 to 99 (got \(dailyTarget))")
        }
        if let created = try c.decodeIfPresent(String.self, forKey: .created) {
            guard let instant = ISOInstant.parse(created) else {
                throw InputError(file: "", field: field(.created), message: "is not an ISO 8601 instant (got \"\(created)\")")
            }
            createdAt = instant
        } else {
            createdAt = nil
        }
        isArchived = try c.decodeIfPresent(Bool.self, forKey: .archived) ?? false
        order = try c.decodeIfPresent(Int.self, forKey: .order) ?? 0
        createdByGoalBuilder = try c.decodeIfPresent(Bool.self, forKey: .fromGoalBuilder) ?? false
        archivedSeparately = try c.decodeIfPresent(Bool.self, forKey: .archivedSeparately) ?? false
        streakGoal = try c.decodeIfPresent(Int.self, forKey: .streakGoal)
        if let goal = streakGoal, !Habit.streakGoalRange.contains(goal) {
            throw InputError(file: "", field: field(.streakGoal), message: "must be 1 to 3650 (got \(goal))")
        }
        movedTimes = try c.decodeIfPresent(DayTimes.self, forKey: .movedTimes) ?? DayTimes()
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(schedule.first?.cadence ?? .daily, forKey: .cadence)
        if schedule.count > 1 { try c.encode(Array(schedule.dropFirst()), forKey: .cadenceChanges) }
        try c.encode(partOfDay, forKey: .partOfDay)
        try c.encodeIfPresent(time, forKey: .time)
        try c.encodeIfPresent(groupID, forKey: .group)
        try c.encodeIfPresent(goalID, forKey: .goal)
        if isAvoidance { try c.encode(true, forKey: .avoidance) }
        if showsOnCalendar { try c.encode(true, forKey: .calendar) }
        if dailyTarget != 1 { try c.encode(dailyTarget, forKey: .dailyTarget) }
        if let createdAt { try c.encode(ISOInstant.format(createdAt), forKey: .created) }
        try c.encode(startDay, forKey: .startDay)
        if isArchived { try c.encode(true, forKey: .archived) }
        try c.encode(order, forKey: .order)
        if createdByGoalBuilder { try c.encode(true, forKey: .fromGoalBuilder) }
        if archivedSeparately { try c.encode(true, forKey: .archivedSeparately) }
        try c.encodeIfPresent(streakGoal, forKey: .streakGoal)
        if !movedTimes.isEmpty { try c.encode(movedTimes, forKey: .movedTimes) }
    }
}
