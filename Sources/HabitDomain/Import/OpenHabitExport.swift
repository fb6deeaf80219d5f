import CreaseInput
import Foundation

/// A profile written as an Open Habit version 3 backup (J10). Open Habit holds less than Crease: what it
/// cannot hold is listed in `notCarried`, and a Day Note longer than Open Habit keeps refuses the export.
public struct OpenHabitExport: Hashable, Sendable {
    /// The emoji and colour written for a habit Open Habit requires them of (Crease has neither).
    public static let emoji = "🌱"
    public static let color = "green"

    public var backup: OpenHabitBackup
    public var notCarried: [String]

    public init(_ profile: Profile, exported: Date) throws(InputError) {
        var notCarried: [String] = []
        var days: [DayNoteKey: (count: Int, note: String)] = [:]
        for habit in profile.habits {
            for record in profile.log(habit.id).records { days[DayNoteKey(habitID: habit.id, day: record.day)] = (record.count, "") }
        }
        for (key, text) in profile.notes where profile.habit(key.habitID) != nil {
            guard text.count <= OpenHabitBackup.noteLimit else {
                throw InputError(file: "--format open-habit", field: "notes[\"\(OpenHabitBackup.dayKey(key.habitID, key.day))\"]",
                                 message: "is \(text.count) characters; Open Habit keeps at most \(OpenHabitBackup.noteLimit), so nothing was exported")
            }
            days[key, default: (0, "")].note = text
        }
        var approximated: [String] = []
        var histories = 0
        let habits = profile.habits.map { habit -> OpenHabitBackup.Habit in
            let cadence = habit.schedule.last?.cadence ?? .daily
            if habit.schedule.count > 1 { histories += 1 }
            let goal: OpenHabitBackup.StreakGoal?
            switch cadence {
            case .daily: goal = .daily
            case .timesPerWeek(let n): goal = .weekly(n)
            case .weekdays: goal = .weekly(5); approximated.append("\"\(habit.name)\" (weekdays → 5 days a week)")
            case .chosenWeekdays(let set): goal = .weekly(max(1, set.count)); approximated.append("\"\(habit.name)\" (\(cadence.label()) → \(max(1, set.count)) days a week)")
            case .monthly: goal = nil; approximated.append("\"\(habit.name)\" (monthly → no streak goal)")
            case .freeForm: goal = nil
            }
            let created = habit.createdAt ?? habit.startDay.startInstant(in: profile.timeZone) ?? exported
            return OpenHabitBackup.Habit(id: habit.id, name: habit.name, emoji: Self.emoji, detail: "", color: Self.color, customColorRGB: nil,
                                         target: habit.dailyTarget, streakGoal: goal,
                                         categoryIDs: habit.groupID.flatMap { profile.group($0) }.map { [$0.id] } ?? [],
                                         createdAt: created, archived: habit.isArchived)
        }
        let position = Dictionary(profile.habits.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let entries = days.map { OpenHabitBackup.Day(habitID: $0.key.habitID, day: $0.key.day, count: $0.value.count, note: $0.value.note) }
            .sorted { (position[$0.habitID] ?? 0, $0.day) < (position[$1.habitID] ?? 0, $1.day) }
        let weekStart: String
        switch profile.weekStartOverride {
        case .monday?: weekStart = "monday"
        case .sunday?: weekStart = "sunday"
        case let other?: weekStart = "system"; notCarried.append("the week start (\(other.name)): Open Habit starts a week on Monday or Sunday")
        case nil: weekStart = "system"
        }
        let groups = profile.groups.sorted { ($0.order, $0.id.uuidString) < ($1.order, $1.id.uuidString) }
        backup = OpenHabitBackup(exportedAt: exported, initialized: true,
                                 settings: .init(appearance: "system", weekStart: weekStart, examplesDismissed: true),
                                 habits: habits, categories: groups.isEmpty ? nil : groups.map {
                                     OpenHabitBackup.Category(id: $0.id, name: $0.name, icon: "", createdAt: exported)
                                 }, days: entries)

        if !approximated.isEmpty { notCarried.append("cadences Open Habit has no streak goal for, written nearest: " + approximated.joined(separator: ", ")) }
        if histories > 0 { notCarried.append("the cadence history of \(Imported.count(histories, "habit")) (Open Habit reads all history with the current goal)") }
        let placed = profile.habits.filter { $0.time != nil || $0.partOfDay != .none }.count
        if placed > 0 { notCarried.append("parts of day and times of \(Imported.count(placed, "habit"))") }
        let streakGoals = profile.habits.filter { $0.streakGoal != nil }.count
        if streakGoals > 0 { notCarried.append("\(Imported.count(streakGoals, "streak-length goal"))") }
        if !profile.goals.isEmpty { notCarried.append(Imported.count(profile.goals.count, "goal")) }
        if !profile.groups.isEmpty { notCarried.append("groups are written as categories with no icon, made at the export's instant") }
        let archivedGroups = profile.groups.filter(\.isArchived).count
        if archivedGroups > 0 { notCarried.append("the archived state of \(Imported.count(archivedGroups, "group"))") }
        let moved = profile.habits.filter { !$0.movedTimes.byDay.isEmpty }.count
        if moved > 0 { notCarried.append("calendar chips moved for a day, on \(Imported.count(moved, "habit"))") }
        notCarried.append("the account, time zone and locale, module settings and the edit journal")
        notCarried.append("emoji and colours: every habit is written with \(Self.emoji) and \(Self.color)")
        self.notCarried = notCarried
    }
}
