import CreaseInput
import Foundation

/// Open Habit's own backup, format version 3 (J10): `{"format": "open-habit", "formatVersion": 3,
/// "exportedAt", "dataset": {initialized, settings, habits, categories, days}}`, as its
/// `docs/data-format/README.md` and `open-habit-v3.schema.json` describe it. Read leniently (keys
/// it does not use are passed over), written with sorted keys. docs/formats.md has the field list.
public struct OpenHabitBackup: Hashable, Sendable {
    public static let format = "open-habit"
    public static let formatVersion = 3
    /// The longest Day Note Open Habit keeps, in characters.
    public static let noteLimit = 500
    /// The colours Open Habit names; `green` is the one Crease writes for a habit it made.
    public static let colors = ["orange", "blue", "green", "pink", "purple", "teal", "red", "yellow", "indigo", "mint", "brown"]

    /// Open Habit's streak goal: every day (target 1), or N completed days a week.
    public enum StreakGoal: Hashable, Sendable {
        case daily
        case weekly(Int)
    }

    public struct Habit: Hashable, Sendable {
        public var id: UUID
        public var name: String
        public var emoji: String
        /// The description (one line, at most 160 characters in the app).
        public var detail: String
        public var color: String
        public var customColorRGB: Int?
        /// Completions a day that complete it, 1–99.
        public var target: Int
        public var streakGoal: StreakGoal?
        public var categoryIDs: [UUID]
        public var createdAt: Date
        public var archived: Bool
    }

    public struct Category: Hashable, Sendable {
        public var id: UUID
        public var name: String
        public var icon: String
        public var createdAt: Date
    }

    /// One entry of `days`: a habit's count and note on one local day (`"HABIT-UUID/YYYY-MM-DD"`).
    public struct Day: Hashable, Sendable {
        public var habitID: UUID
        public var day: DayKey
        public var count: Int
        public var note: String
    }

    public struct Settings: Hashable, Sendable {
        /// `system`, `light` or `dark`.
        public var appearance: String
        /// `system`, `monday` or `sunday`.
        public var weekStart: String
        public var examplesDismissed: Bool
    }

    public var exportedAt: Date
    public var initialized: Bool
    public var settings: Settings
    /// In the app's order.
    public var habits: [Habit]
    /// In the app's order; nil when the backup has none.
    public var categories: [Category]?
    /// Sorted by habit (in `habits` order), then day.
    public var days: [Day]

    /// The day key Open Habit writes: the habit's UUID in upper case, a slash, the day.
    static func dayKey(_ habitID: UUID, _ day: DayKey) -> String { habitID.uuidString + "/" + day.description }

    /// An instant as Open Habit writes it: UTC with nine fractional digits (Crease holds milliseconds).
    static func instant(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        var whole = seconds.rounded(.down)
        var millis = Int(((seconds - whole) * 1000).rounded())
        if millis == 1000 { whole += 1; millis = 0 }
        let base = ISOInstant.format(Date(timeIntervalSince1970: whole))
        guard base.hasSuffix("Z") else { return base }
        let digits = String(millis)
        return base.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "000000Z"
    }

    /// Reads and validates an Open Habit backup; any damaged or unsupported field is an error naming
    /// the file and the field.
    public static func read(from url: URL) throws(InputError) -> OpenHabitBackup {
        try JSONInput.load(OpenHabitBackup.self, from: url, strict: false)
    }

    /// The backup as JSON, keys sorted and indented as Open Habit writes its own.
    public func encoded() throws(InputError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return try encoder.encode(self) } catch { throw InputError(file: "open-habit backup", message: "could not be encoded") }
    }
}

extension OpenHabitBackup: Codable {
    enum CodingKeys: String, CodingKey { case format, formatVersion, exportedAt, dataset }
    enum DatasetKeys: String, CodingKey { case initialized, settings, habits, categories, days }
    enum SettingsKeys: String, CodingKey { case appearance, weekStart, examplesDismissed }
    enum HabitKeys: String, CodingKey {
        case id, name, emoji, detail, color, customColorRGB, target, streakGoal, categoryIDs, createdAt, archived
    }
    enum GoalKeys: String, CodingKey { case period, target }
    enum CategoryKeys: String, CodingKey { case id, name, icon, createdAt }
    enum DayKeys: String, CodingKey { case count, note }
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        func bad(_ field: String, _ message: String) -> InputError { InputError(file: "", field: field, message: message) }
        func uuid(_ text: String, _ field: String) throws(InputError) -> UUID {
            guard let id = UUID(uuidString: text) else { throw bad(field, "is not a UUID (got \"\(text)\")") }
            return id
        }
        func date(_ text: String, _ field: String) throws(InputError) -> Date {
            guard let date = HabitKitExport.instant(text) else { throw bad(field, "is not an ISO 8601 instant (got \"\(text)\")") }
            return date
        }
        func oneOf(_ value: String, _ allowed: [String], _ field: String) throws(InputError) -> String {
            guard allowed.contains(value) else { throw bad(field, "must be one of \(allowed.joined(separator: ", ")) (got \"\(value)\")") }
            return value
        }

        let c = try decoder.container(keyedBy: CodingKeys.self)
        let format = try c.decodeIfPresent(String.self, forKey: .format)
        guard format == Self.format else {
            throw bad("format", format.map { "is \"\($0)\"; an Open Habit backup says \"open-habit\"" }
                      ?? "is missing: an Open Habit version 3 backup says \"format\": \"open-habit\" (a HabitKit export goes to --habitkit)")
        }
        let version = try c.decode(Int.self, forKey: .formatVersion)
        guard version == Self.formatVersion else {
            throw bad("formatVersion", "is \(version); Crease reads Open Habit backups of format version \(Self.formatVersion)")
        }
        exportedAt = try date(try c.decode(String.self, forKey: .exportedAt), "exportedAt")
        let d = try c.nestedContainer(keyedBy: DatasetKeys.self, forKey: .dataset)
        initialized = try d.decode(Bool.self, forKey: .initialized)
        let s = try d.nestedContainer(keyedBy: SettingsKeys.self, forKey: .settings)
        settings = Settings(appearance: try oneOf(try s.decode(String.self, forKey: .appearance), ["system", "light", "dark"], "dataset.settings.appearance"),
                            weekStart: try oneOf(try s.decode(String.self, forKey: .weekStart), ["system", "monday", "sunday"], "dataset.settings.weekStart"),
                            examplesDismissed: try s.decode(Bool.self, forKey: .examplesDismissed))

        var list = try d.nestedUnkeyedContainer(forKey: .habits)
        var habits: [Habit] = []
        var seen: [UUID: Int] = [:]
        while !list.isAtEnd {
            let i = habits.count
            let field = "dataset.habits[\(i)]"
            let h = try list.nestedContainer(keyedBy: HabitKeys.self)
            let id = try uuid(try h.decode(String.self, forKey: .id), field + ".id")
            if let first = seen[id] { throw bad(field + ".id", "repeats the id of dataset.habits[\(first)]") }
            seen[id] = i
            let target = try h.decode(Int.self, forKey: .target)
            guard (1...99).contains(target) else { throw bad(field + ".target", "must be 1 to 99 (got \(target))") }
            var goal: StreakGoal?
            if try h.holdsValue(.streakGoal) {
                let g = try h.nestedContainer(keyedBy: GoalKeys.self, forKey: .streakGoal)
                let period = try g.decode(String.self, forKey: .period), n = try g.decode(Int.self, forKey: .target)
                switch period {
                case "daily" where n == 1: goal = .daily
                case "weekly" where (1...7).contains(n): goal = .weekly(n)
                default: throw bad(field + ".streakGoal", "must be daily with target 1 or weekly with target 1 to 7 (got \(period) \(n))")
                }
            }
            let color = try h.decode(String.self, forKey: .color)
            let rgb = try h.decodeIfPresent(Int.self, forKey: .customColorRGB)
            if let rgb, !(0...0xFFFFFF).contains(rgb) { throw bad(field + ".customColorRGB", "must be 0 to 16777215 (got \(rgb))") }
            let categories = try h.decodeIfPresent([String].self, forKey: .categoryIDs) ?? []
            var categoryIDs: [UUID] = []
            for (k, text) in categories.enumerated() {
                let category = try uuid(text, field + ".categoryIDs[\(k)]")
                guard !categoryIDs.contains(category) else { throw bad(field + ".categoryIDs[\(k)]", "repeats a category") }
                categoryIDs.append(category)
            }
            habits.append(Habit(id: id, name: try h.decode(String.self, forKey: .name), emoji: try h.decode(String.self, forKey: .emoji),
                                detail: try h.decode(String.self, forKey: .detail), color: try oneOf(color, Self.colors, field + ".color"),
                                customColorRGB: rgb, target: target, streakGoal: goal, categoryIDs: categoryIDs,
                                createdAt: try date(try h.decode(String.self, forKey: .createdAt), field + ".createdAt"),
                                archived: try h.decode(Bool.self, forKey: .archived)))
        }
        self.habits = habits

        if try d.holdsValue(.categories) {
            var list = try d.nestedUnkeyedContainer(forKey: .categories)
            var categories: [Category] = []
            while !list.isAtEnd {
                let field = "dataset.categories[\(categories.count)]"
                let k = try list.nestedContainer(keyedBy: CategoryKeys.self)
                let id = try uuid(try k.decode(String.self, forKey: .id), field + ".id")
                guard !categories.contains(where: { $0.id == id }) else { throw bad(field + ".id", "repeats a category id") }
                categories.append(Category(id: id, name: try k.decode(String.self, forKey: .name), icon: try k.decode(String.self, forKey: .icon),
                                           createdAt: try date(try k.decode(String.self, forKey: .createdAt), field + ".createdAt")))
            }
            self.categories = categories
        } else {
            categories = nil
        }
        let known = Set((categories ?? []).map(\.id))
        for (i, habit) in habits.enumerated() {
            for (k, category) in habit.categoryIDs.enumerated() where !known.contains(category) {
                throw bad("dataset.habits[\(i)].categoryIDs[\(k)]", "names no category in dataset.categories")
            }
        }

        let map = try d.nestedContainer(keyedBy: AnyKey.self, forKey: .days)
        var days: [Day] = []
        for key in map.allKeys {
            let field = "dataset.days[\"\(key.stringValue)\"]"
            let parts = key.stringValue.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let habitID = UUID(uuidString: String(parts[0])), let day = DayKey(String(parts[1])) else {
                throw bad(field, "is not a key \"HABIT-UUID/YYYY-MM-DD\" naming a real day")
            }
            guard seen[habitID] != nil else { throw bad(field, "names no habit in dataset.habits") }
            let value = try map.nestedContainer(keyedBy: DayKeys.self, forKey: key)
            let count = try value.decode(Int.self, forKey: .count)
            guard count >= 0 else { throw bad(field + ".count", "must not be negative (got \(count))") }
            days.append(Day(habitID: habitID, day: day, count: count, note: try value.decode(String.self, forKey: .note)))
        }
        self.days = days.sorted { (seen[$0.habitID] ?? 0, $0.day) < (seen[$1.habitID] ?? 0, $1.day) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.format, forKey: .format)
        try c.encode(Self.formatVersion, forKey: .formatVersion)
        try c.encode(Self.instant(exportedAt), forKey: .exportedAt)
        var d = c.nestedContainer(keyedBy: DatasetKeys.self, forKey: .dataset)
        try d.encode(initialized, forKey: .initialized)
        var s = d.nestedContainer(keyedBy: SettingsKeys.self, forKey: .settings)
        try s.encode(settings.appearance, forKey: .appearance)
        try s.encode(settings.weekStart, forKey: .weekStart)
        try s.encode(settings.examplesDismissed, forKey: .examplesDismissed)
        var list = d.nestedUnkeyedContainer(forKey: .habits)
        for habit in habits {
            var h = list.nestedContainer(keyedBy: HabitKeys.self)
            try h.encode(habit.id.uuidString, forKey: .id)
            try h.encode(habit.name, forKey: .name)
            try h.encode(habit.emoji, forKey: .emoji)
            try h.encode(habit.detail, forKey: .detail)
            try h.encode(habit.color, forKey: .color)
            if let rgb = habit.customColorRGB { try h.encode(rgb, forKey: .customColorRGB) }
            try h.encode(habit.target, forKey: .target)
            if let goal = habit.streakGoal {
                var g = h.nestedContainer(keyedBy: GoalKeys.self, forKey: .streakGoal)
                let (period, target) = switch goal {
                case .daily: ("daily", 1)
                case .weekly(let n): ("weekly", n)
                }
                try g.encode(period, forKey: .period)
                try g.encode(target, forKey: .target)
            } else {
                try h.encodeNil(forKey: .streakGoal)
            }
            if !habit.categoryIDs.isEmpty { try h.encode(habit.categoryIDs.map(\.uuidString), forKey: .categoryIDs) }
            try h.encode(Self.instant(habit.createdAt), forKey: .createdAt)
            try h.encode(habit.archived, forKey: .archived)
        }
        if let categories {
            var list = d.nestedUnkeyedContainer(forKey: .categories)
            for category in categories {
                var k = list.nestedContainer(keyedBy: CategoryKeys.self)
                try k.encode(category.id.uuidString, forKey: .id)
                try k.encode(category.name, forKey: .name)
                try k.encode(category.icon, forKey: .icon)
                try k.encode(Self.instant(category.createdAt), forKey: .createdAt)
            }
        }
        var map = d.nestedContainer(keyedBy: AnyKey.self, forKey: .days)
        for day in days {
            var value = map.nestedContainer(keyedBy: DayKeys.self, forKey: AnyKey(stringValue: Self.dayKey(day.habitID, day.day)))
            try value.encode(day.count, forKey: .count)
            try value.encode(day.note, forKey: .note)
        }
    }
}
