/// What assistive technology reads for the Habits controls (A1), in the seed's words.
public enum A11y {
    /// The progress button beside a habit: "VoiceOver calls it View progress".
    public static let viewProgress = "View progress"
    /// A checked circle: "a checked habit reads Checked in, which is also what VoiceOver says".
    public static let checkedIn = "Checked in"
}

/// The Habits screens' own copy, where more than one screen says it.
public enum Copy {
    /// A failed first read (D21).
    public static let unavailable = "Habits aren't available right now."
    public static let archiveHabit = "Archive habit"
    public static let deleteHabit = "Delete habit"
    public static let newGroup = "New group"
    public static let manageGroups = "Manage groups"
    public static let undo = "Undo"
}
