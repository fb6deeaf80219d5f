import CreaseInput
import Foundation

/// A HabitKit JSON export as Crease reads it (J7, J9): the shape real exports have, with `habits`,
/// `completions` and `intervals` required, `formatVersion` 2 or absent (older exports carry none).
/// Only what Crease maps is kept; the rest is counted so an import can say what it left behind. The
/// shape, field by field with its sources, is in docs/formats.md.
public struct HabitKitExport: Hashable, Sendable {
    /// The newest `formatVersion` this build reads; an export without one is the older, unversioned shape.
    public static let supportedFormatVersion = 2

    /// A HabitKit habit: what Crease maps of it, and whether it had a description (not imported).
    public struct Habit: Hashable, Sendable {
        public var id: UUID
        public var name: String
        public var hasDescription: Bool
        public var archived: Bool
        /// A "quit" habit: its completions count slips, and a day with no record is a kept day.
        public var isInverse: Bool
        public var orderIndex: Int
        public var createdAt: Date?
    }

    /// One completion record: a habit's count on one local day, and its note.
    public struct Completion: Hashable, Sendable {
        public var habitID: UUID
        /// The UTC instant of the record: local midnight of its day (sometimes a second past it), or the
        /// instant it was logged.
        public var date: Date
        /// Minutes east of UTC of the device that recorded it: the local day is `date` shifted by it.
        public var offsetMinutes: Int
        public var amount: Int
        public var note: String?
    }

    /// A goal interval: the habit's goal from `start` (to `end`, if it ended).
    public struct Interval: Hashable, Sendable {
        public var habitID: UUID
        public var start: Date
        public var end: Date?
        /// `day`, `week`, `month` or `none`.
        public var type: String
        public var requiredPerInterval: Int?
        public var requiredPerDay: Int
        /// `incremental` (a count of completions) or `manual` (a custom value a day).
        public var unitType: String?
        public var streakType: String?
        public var allowExceedingGoal: Bool
    }

    /// A category assignment, kept to tell stale ones (naming a habit or category the file lacks).
    public struct CategoryMapping: Hashable, Sendable {
        public var habitID: UUID?
        public var categoryID: UUID?
    }

    /// `formatVersion`, or nil for an older export that has none.
    public var formatVersion: Int?
    public var habits: [Habit]
    public var completions: [Completion]
    public var intervals: [Interval]
    public var categoryIDs: Set<UUID>
    public var categoryMappings: [CategoryMapping]
    public var reminders: Int

    /// Parses a HabitKit instant: ISO 8601 with or without fractional seconds. HabitKit writes three or
    /// six digits (Open Habit nine); the parser reads milliseconds, so the rest is dropped.
    static func instant(_ text: String) -> Date? {
        if let date = ISOInstant.parse(text) { return date }
        guard let dot = text.firstIndex(of: "."), let end = text[dot...].firstIndex(where: { !$0.isNumber && $0 != "." }) else { return nil }
        let digits = text[text.index(after: dot)..<end]
        guard digits.count > 3 else { return nil }
        return ISOInstant.parse(String(text[..<text.index(dot, offsetBy: 4)]) + text[end...])
    }
}

extension HabitKitExport: Decodable {
    enum CodingKeys: String, CodingKey {
        case format, formatVersion, habits, completions, intervals, categories, categoryMappings, reminders
    }
    enum HabitKeys: String, CodingKey { case id, name, description, archived, isInverse, orderIndex, createdAt }
    enum CompletionKeys: String, CodingKey { case date, habitId, timezoneOffsetInMinutes, amountOfCompletions, note }
    enum IntervalKeys: String, CodingKey {
        case habitId, startDate, endDate, type, requiredNumberOfCompletions, requiredNumberOfCompletionsPerDay,
             unitType, streakType, allowExceedingGoal
    }
    enum IDKeys: String, CodingKey { case id }
    enum MappingKeys: String, CodingKey { case habitId, categoryId }

    /// Reads the export; anything Crease needs that is missing or malformed names its field.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // Another app's backup handed to the HabitKit importer: say which it is and what reads it.
        if let format = try? c.decodeIfPresent(String.self, forKey: .format) {
            let hint = switch format {
            case "crease-backup": "this is a Crease backup; 'crease profile restore --backup FILE' reads it"
            case "open-habit": "this is an Open Habit backup; 'crease profile import --open-habit FILE' reads it"
            default: "HabitKit exports have no 'format' field"
            }
            throw InputError(file: "", field: "format", message: "is \"\(format)\": \(hint); nothing was imported")
        }
        formatVersion = try c.decodeIfPresent(Int.self, forKey: .formatVersion)
        if let version = formatVersion, version != HabitKitExport.supportedFormatVersion {
            throw InputError(file: "", field: "formatVersion",
                             message: "is \(version); Crease reads HabitKit exports of format version \(HabitKitExport.supportedFormatVersion) and older ones without a version, so nothing was imported")
        }
        guard c.contains(.intervals) else {
            throw InputError(file: "", field: "intervals",
                             message: "is missing: a HabitKit export lists each habit's goal intervals; nothing was imported")
        }
        func id(_ text: String, _ field: String) throws(InputError) -> UUID {
            guard let id = UUID(uuidString: text) else { throw InputError(file: "", field: field, message: "is not a UUID (got \"\(text)\")") }
            return id
        }
        func date(_ text: String, _ field: String) throws(InputError) -> Date {
            guard let date = HabitKitExport.instant(text) else {
                throw InputError(file: "", field: field, message: "is not an ISO 8601 instant (got \"\(text)\")")
            }
            return date
        }

        var habitsList = try c.nestedUnkeyedContainer(forKey: .habits)
        var habits: [Habit] = []
        while !habitsList.isAtEnd {
            let i = habits.count
            let h = try habitsList.nestedContainer(keyedBy: HabitKeys.self)
            let created = try h.decodeIfPresent(String.self, forKey: .createdAt)
            habits.append(Habit(id: try id(try h.decode(String.self, forKey: .id), "habits[\(i)].id"),
                                name: try h.decode(String.self, forKey: .name),
                                hasDescription: !(try h.decodeIfPresent(String.self, forKey: .description) ?? "").isEmpty,
                                archived: try h.decodeIfPresent(Bool.self, forKey: .archived) ?? false,
                                isInverse: try h.decodeIfPresent(Bool.self, forKey: .isInverse) ?? false,
                                orderIndex: try h.decodeIfPresent(Int.self, forKey: .orderIndex) ?? i,
                                createdAt: try created.map { text throws(InputError) in try date(text, "habits[\(i)].createdAt") }))
        }

        var completionList = try c.nestedUnkeyedContainer(forKey: .completions)
        var completions: [Completion] = []
        while !completionList.isAtEnd {
            let i = completions.count
            let k = try completionList.nestedContainer(keyedBy: CompletionKeys.self)
            // Every record carries its own offset (J9): without it its day is unknown, so it is required.
            guard let offset = try k.decodeIfPresent(Int.self, forKey: .timezoneOffsetInMinutes) else {
                throw InputError(file: "", field: "completions[\(i)].timezoneOffsetInMinutes",
                                 message: "is missing: a record's day is its date read at the offset of the device that logged it; nothing was imported")
            }
            completions.append(Completion(habitID: try id(try k.decode(String.self, forKey: .habitId), "completions[\(i)].habitId"),
                                          date: try date(try k.decode(String.self, forKey: .date), "completions[\(i)].date"),
                                          offsetMinutes: offset,
                                          amount: try k.decodeIfPresent(Int.self, forKey: .amountOfCompletions) ?? 1,
                                          note: try k.decodeIfPresent(String.self, forKey: .note)))
        }

        var intervalList = try c.nestedUnkeyedContainer(forKey: .intervals)
        var intervals: [Interval] = []
        while !intervalList.isAtEnd {
            let i = intervals.count
            let k = try intervalList.nestedContainer(keyedBy: IntervalKeys.self)
            let end = try k.decodeIfPresent(String.self, forKey: .endDate)
            intervals.append(Interval(habitID: try id(try k.decode(String.self, forKey: .habitId), "intervals[\(i)].habitId"),
                                      start: try date(try k.decode(String.self, forKey: .startDate), "intervals[\(i)].startDate"),
                                      end: try end.map { text throws(InputError) in try date(text, "intervals[\(i)].endDate") },
                                      type: try k.decode(String.self, forKey: .type),
                                      requiredPerInterval: try k.decodeIfPresent(Int.self, forKey: .requiredNumberOfCompletions),
                                      requiredPerDay: try k.decodeIfPresent(Int.self, forKey: .requiredNumberOfCompletionsPerDay) ?? 1,
                                      unitType: try k.decodeIfPresent(String.self, forKey: .unitType),
                                      streakType: try k.decodeIfPresent(String.self, forKey: .streakType),
                                      allowExceedingGoal: try k.decodeIfPresent(Bool.self, forKey: .allowExceedingGoal) ?? false))
        }
        self.habits = habits
        self.completions = completions
        self.intervals = intervals

        var categoryIDs = Set<UUID>()
        if try c.holdsValue(.categories) {
            var list = try c.nestedUnkeyedContainer(forKey: .categories)
            while !list.isAtEnd {
                let k = try list.nestedContainer(keyedBy: IDKeys.self)
                if let text = try k.decodeIfPresent(String.self, forKey: .id), let uuid = UUID(uuidString: text) { categoryIDs.insert(uuid) }
            }
        }
        self.categoryIDs = categoryIDs
        var mappings: [CategoryMapping] = []
        if try c.holdsValue(.categoryMappings) {
            var list = try c.nestedUnkeyedContainer(forKey: .categoryMappings)
            while !list.isAtEnd {
                let k = try list.nestedContainer(keyedBy: MappingKeys.self)
                mappings.append(CategoryMapping(habitID: try k.decodeIfPresent(String.self, forKey: .habitId).flatMap(UUID.init(uuidString:)),
                                                categoryID: try k.decodeIfPresent(String.self, forKey: .categoryId).flatMap(UUID.init(uuidString:))))
            }
        }
        categoryMappings = mappings
        reminders = try Self.count(c, .reminders)
    }

    /// How many entries a list Crease does not import holds.
    static func count(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int {
        guard try c.holdsValue(key) else { return 0 }
        return try c.nestedUnkeyedContainer(forKey: key).count ?? 0
    }
}
