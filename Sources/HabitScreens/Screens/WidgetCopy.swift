/// What a widget's configuration placeholders say (W1). "Edit Widget" is the system's own menu item,
/// the one the seed names for assigning habits.
public enum WidgetCopy {
    /// A place nothing was chosen for.
    public static let choose = "Choose a habit"
    /// A place whose habit the profile no longer has.
    public static let missing = "Habit not found"
    /// A place whose habit is archived.
    public static let archived = "Archived · Edit Widget"
    /// How to choose another habit.
    public static let edit = "Edit Widget"
}
