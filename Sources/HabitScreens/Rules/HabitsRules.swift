import FoldLayout

/// Every layout rule the Habits screens are held to: the general ones and the Habits ones.
public enum HabitsRules {
    /// The rules for the Habits screens, in ID order.
    public static let book = RuleBook.general.adding([L06FullWidthRows(), L07CheckOnFirstLine()])
}
