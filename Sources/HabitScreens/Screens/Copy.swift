/// The Habits screens' own copy, where more than one screen says it.
public enum Copy {
    /// A failed first read (D21).
    public static let unavailable = "Habits aren't available right now."
    public static let archiveHabit = "Archive habit"
    public static let deleteHabit = "Delete habit"
    public static let newGroup = "New group"
    public static let manageGroups = "Manage groups"
    public static let undo = "Undo"
    /// A failed read's way to read again.
    public static let tryAgain = "Try again"
    /// The error a failed read reports, by name (P15: shown once, with Try again beside it).
    public static let unavailableError = "habits-unavailable"
}
