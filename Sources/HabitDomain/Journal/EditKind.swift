import CreaseInput

/// The kinds of edit, with the names the journal's JSON uses.
public enum EditKind: String, Hashable, Sendable, Codable, InputChoice, CaseIterable {
    case generation, habit, habitEdit = "habit-edit", archive, delete, checkIn = "check-in", log, uncheck
    case note, group, goal, settings, zone
}
