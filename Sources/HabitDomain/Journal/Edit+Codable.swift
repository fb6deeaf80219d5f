import CreaseInput
import Foundation

extension Edit: Codable {
    enum CodingKeys: String, CodingKey {
        case id, at, gen, kind
        case number, timeZone, locale, weekStart, settings
        case habit, set, archived, separately, day, count, from, counts, extra, removes, text, group, goal, of
    }

    enum PropertyKeys: String, CodingKey {
        case name, schedule, partOfDay, time, group, goal, avoidance, calendar, dailyTarget, streakGoal, order
        case startDay, created, fromGoalBuilder, movedTimes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var path: String { JSONInput.path(decoder.codingPath) }  // written only for an error
        func field(_ key: CodingKeys) -> String { path.isEmpty ? key.stringValue : path + "." + key.stringValue }
        func fail(_ key: CodingKeys, _ message: String) -> InputError { InputError(file: "", field: field(key), message: message) }

        id = try c.decode(UUID.self, forKey: .id)
        at = try c.decode(Int64.self, forKey: .at)
        generation = try c.decode(UUID.self, forKey: .gen)
        let kindName = try c.decode(String.self, forKey: .kind)
        if kindName == "redacted" {
            change = .redacted(EditMarker(kind: try c.decode(EditKind.self, forKey: .of),
                                          habitID: try c.decodeIfPresent(UUID.self, forKey: .habit),
                                          day: try c.decodeIfPresent(DayKey.self, forKey: .day)))
            return
        }
        guard let kind = EditKind(rawValue: kindName) else {
            let names = (EditKind.allCases.map(\.rawValue) + ["redacted"]).joined(separator: ", ")
            throw fail(.kind, "must be one of \(names) (got \"\(kindName)\")")
        }
        switch kind {
        case .generation:
            let number = try c.decode(Int.self, forKey: .number)
            guard number >= 0 else { throw fail(.number, "must not be negative (got \(number))") }
            let zone = try c.decode(String.self, forKey: .timeZone)
            guard TimeZone(identifier: zone) != nil else { throw fail(.timeZone, "is not a known time zone (got \"\(zone)\")") }
            let locale = try c.decode(String.self, forKey: .locale)
            guard generation == id else { throw fail(.gen, "must be the edit's own id: a generation start begins its generation") }
            change = .startGeneration(GenerationStart(number: number, timeZone: zone, locale: locale,
                                                      weekStart: try c.decodeIfPresent(Weekday.self, forKey: .weekStart),
                                                      settings: try c.decodeIfPresent(ModuleSettings.self, forKey: .settings) ?? ModuleSettings()))
        case .habit:
            change = .addHabit(try c.decode(Habit.self, forKey: .habit))
        case .habitEdit:
            let habit = try c.decode(UUID.self, forKey: .habit)
            let p = try c.nestedContainer(keyedBy: PropertyKeys.self, forKey: .set)
            var properties: [HabitProperty] = []
            if let name = try p.decodeIfPresent(String.self, forKey: .name) {
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { throw InputError(file: "", field: field(.set) + ".name", message: "must not be empty") }
                properties.append(.name(trimmed))
            }
            if let schedule = try p.decodeIfPresent([CadenceChange].self, forKey: .schedule) {
                let field = field(.set) + ".schedule"
                guard !schedule.isEmpty else { throw InputError(file: "", field: field, message: "must hold at least one cadence") }
                for i in schedule.indices.dropFirst() where schedule[i].from <= schedule[i - 1].from {
                    throw InputError(file: "", field: field + "[\(i)].from", message: "must come after the change before it")
                }
                properties.append(.schedule(schedule))
            }
            if let part = try p.decodeIfPresent(PartOfDay.self, forKey: .partOfDay) { properties.append(.partOfDay(part)) }
            if p.contains(.time) { properties.append(.time(try p.decodeIfPresent(TimeOfDay.self, forKey: .time))) }
            if p.contains(.group) { properties.append(.group(try p.decodeIfPresent(UUID.self, forKey: .group))) }
            if p.contains(.goal) { properties.append(.goal(try p.decodeIfPresent(UUID.self, forKey: .goal))) }
            if let on = try p.decodeIfPresent(Bool.self, forKey: .avoidance) { properties.append(.avoidance(on)) }
            if let on = try p.decodeIfPresent(Bool.self, forKey: .calendar) { properties.append(.calendar(on)) }
            if let n = try p.decodeIfPresent(Int.self, forKey: .dailyTarget) {
                guard (1...99).contains(n) else { throw InputError(file: "", field: field(.set) + ".dailyTarget", message: "must be 1 to 99 (got \(n))") }
                properties.append(.dailyTarget(n))
            }
            if p.contains(.streakGoal) {
                let n = try p.decodeIfPresent(Int.self, forKey: .streakGoal)
                if let n, !Habit.streakGoalRange.contains(n) {
                    throw InputError(file: "", field: field(.set) + ".streakGoal", message: "must be 1 to 3650 (got \(n))")
                }
                properties.append(.streakGoal(n))
            }
            if let n = try p.decodeIfPresent(Int.self, forKey: .order) { properties.append(.order(n)) }
            if let day = try p.decodeIfPresent(DayKey.self, forKey: .startDay) { properties.append(.startDay(day)) }
            if p.contains(.created) {
                if let text = try p.decodeIfPresent(String.self, forKey: .created) {
                    guard let instant = ISOInstant.parse(text) else {
                        throw InputError(file: "", field: field(.set) + ".created", message: "is not an ISO 8601 instant (got \"\(text)\")")
                    }
                    properties.append(.created(instant))
                } else {
                    properties.append(.created(nil))
                }
            }
            if let on = try p.decodeIfPresent(Bool.self, forKey: .fromGoalBuilder) { properties.append(.fromGoalBuilder(on)) }
            if let times = try p.decodeIfPresent(DayTimes.self, forKey: .movedTimes) { properties.append(.movedTimes(times)) }
            guard !properties.isEmpty else { throw fail(.set, "sets no property") }
            change = .editHabit(habit, properties)
        case .archive:
            change = .setArchived(try c.decode(UUID.self, forKey: .habit), archived: try c.decode(Bool.self, forKey: .archived),
                                  separately: try c.decodeIfPresent(Bool.self, forKey: .separately) ?? false)
        case .delete:
            change = .deleteHabit(try c.decode(UUID.self, forKey: .habit))
        case .checkIn:
            let count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 1
            guard (1...99).contains(count) else { throw fail(.count, "must be 1 to 99 (got \(count))") }
            change = .addCheckIns(try c.decode(UUID.self, forKey: .habit), day: try c.decode(DayKey.self, forKey: .day), count: count)
        case .log:
            let from = try c.decode(DayKey.self, forKey: .from)
            let counts = try c.decode(String.self, forKey: .counts)
            var log = CheckInLog()
            for (offset, ch) in counts.enumerated() {
                guard let value = Profile.CompactLog.value(of: ch) else { throw fail(.counts, "has '\(ch)' at \(offset); use 0-9 and a-z") }
                if value > 0 { log.set(value, on: from.adding(days: offset)) }
            }
            // Days with more than 35 check-ins have no character; they follow as records.
            for (i, record) in (try c.decodeIfPresent([CheckIn].self, forKey: .extra) ?? []).enumerated() {
                guard (36...99).contains(record.count) else {
                    throw InputError(file: "", field: field(.extra) + "[\(i)].count", message: "must be 36 to 99 (got \(record.count))")
                }
                guard log.count(on: record.day) == 0 else {
                    throw InputError(file: "", field: field(.extra) + "[\(i)].day", message: "repeats a day of 'counts'")
                }
                log.set(record.count, on: record.day)
            }
            guard !log.isEmpty else { throw fail(.counts, "records no check-in") }
            change = .addLog(try c.decode(UUID.self, forKey: .habit), log)
        case .uncheck:
            change = .removeCheckIns(try c.decode(UUID.self, forKey: .habit), day: try c.decode(DayKey.self, forKey: .day),
                                     additions: try c.decode([UUID].self, forKey: .removes))
        case .note:
            let text = try c.decodeIfPresent(String.self, forKey: .text)
            if let text {
                guard text.count <= DayNote.maximumLength else { throw fail(.text, "is longer than \(DayNote.maximumLength) characters") }
                guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, text == text.trimmingCharacters(in: .whitespacesAndNewlines) else {
                    throw fail(.text, "must be trimmed and not empty; null removes a note")
                }
            }
            change = .setNote(try c.decode(UUID.self, forKey: .habit), day: try c.decode(DayKey.self, forKey: .day), text: text)
        case .group:
            change = .putGroup(try c.decode(HabitGroup.self, forKey: .group))
        case .goal:
            change = .putGoal(try c.decode(Goal.self, forKey: .goal))
        case .settings:
            change = .setSettings(try c.decode(ModuleSettings.self, forKey: .settings))
        case .zone:
            let zone = try c.decode(String.self, forKey: .timeZone)
            guard TimeZone(identifier: zone) != nil else { throw fail(.timeZone, "is not a known time zone (got \"\(zone)\")") }
            change = .setZone(timeZone: zone, locale: try c.decode(String.self, forKey: .locale),
                              weekStart: try c.decodeIfPresent(Weekday.self, forKey: .weekStart))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(at, forKey: .at)
        try c.encode(generation, forKey: .gen)
        switch change {
        case .redacted(let marker):
            try c.encode("redacted", forKey: .kind)
            try c.encode(marker.kind, forKey: .of)
            try c.encodeIfPresent(marker.habitID, forKey: .habit)
            try c.encodeIfPresent(marker.day, forKey: .day)
            return
        default:
            try c.encode(change.kind, forKey: .kind)
        }
        switch change {
        case .startGeneration(let start):
            try c.encode(start.number, forKey: .number)
            try c.encode(start.timeZone, forKey: .timeZone)
            try c.encode(start.locale, forKey: .locale)
            try c.encodeIfPresent(start.weekStart, forKey: .weekStart)
            try c.encode(start.settings, forKey: .settings)
        case .addHabit(let habit):
            try c.encode(habit, forKey: .habit)
        case .editHabit(let habit, let properties):
            try c.encode(habit, forKey: .habit)
            var p = c.nestedContainer(keyedBy: PropertyKeys.self, forKey: .set)
            for property in properties {
                switch property {
                case .name(let name): try p.encode(name, forKey: .name)
                case .schedule(let schedule): try p.encode(schedule, forKey: .schedule)
                case .partOfDay(let part): try p.encode(part, forKey: .partOfDay)
                case .time(let time): try p.encode(time, forKey: .time)
                case .group(let id): try p.encode(id, forKey: .group)
                case .goal(let id): try p.encode(id, forKey: .goal)
                case .avoidance(let on): try p.encode(on, forKey: .avoidance)
                case .calendar(let on): try p.encode(on, forKey: .calendar)
                case .dailyTarget(let n): try p.encode(n, forKey: .dailyTarget)
                case .streakGoal(let n): try p.encode(n, forKey: .streakGoal)
                case .order(let n): try p.encode(n, forKey: .order)
                case .startDay(let day): try p.encode(day, forKey: .startDay)
                case .created(let date): try p.encode(date.map(ISOInstant.format), forKey: .created)
                case .fromGoalBuilder(let on): try p.encode(on, forKey: .fromGoalBuilder)
                case .movedTimes(let times): try p.encode(times, forKey: .movedTimes)
                }
            }
        case .setArchived(let habit, let archived, let separately):
            try c.encode(habit, forKey: .habit)
            try c.encode(archived, forKey: .archived)
            if separately { try c.encode(true, forKey: .separately) }
        case .deleteHabit(let habit):
            try c.encode(habit, forKey: .habit)
        case .addCheckIns(let habit, let day, let count):
            try c.encode(habit, forKey: .habit)
            try c.encode(day, forKey: .day)
            if count != 1 { try c.encode(count, forKey: .count) }
        case .addLog(let habit, let log):
            try c.encode(habit, forKey: .habit)
            guard let span = log.span else { break }
            try c.encode(DayKey(civil: span.lowerBound), forKey: .from)
            var bytes = [UInt8](repeating: 48, count: span.count)
            var extra: [CheckIn] = []
            log.forEachRecord { ordinal, count in
                if count <= 35 {
                    bytes[ordinal - span.lowerBound] = UInt8(count < 10 ? 48 + count : 87 + count)
                } else {
                    extra.append(CheckIn(habitID: habit, day: DayKey(civil: ordinal), count: count))
                }
            }
            try c.encode(String(decoding: bytes, as: UTF8.self), forKey: .counts)
            if !extra.isEmpty { try c.encode(extra, forKey: .extra) }
        case .removeCheckIns(let habit, let day, let additions):
            try c.encode(habit, forKey: .habit)
            try c.encode(day, forKey: .day)
            try c.encode(additions, forKey: .removes)
        case .setNote(let habit, let day, let text):
            try c.encode(habit, forKey: .habit)
            try c.encode(day, forKey: .day)
            try c.encode(text, forKey: .text)
        case .putGroup(let group):
            try c.encode(group, forKey: .group)
        case .putGoal(let goal):
            try c.encode(goal, forKey: .goal)
        case .setSettings(let settings):
            try c.encode(settings, forKey: .settings)
        case .setZone(let zone, let locale, let weekStart):
            try c.encode(zone, forKey: .timeZone)
            try c.encode(locale, forKey: .locale)
            try c.encodeIfPresent(weekStart, forKey: .weekStart)
        case .redacted:
            break
        }
    }
}
