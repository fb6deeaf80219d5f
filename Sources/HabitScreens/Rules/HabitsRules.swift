import FoldLayout

/// Every layout rule the Habits screens are held to: the general ones and the Habits ones.
public enum HabitsRules {
    /// The rules for the Habits screens, in ID order: the L rules, then the widget, history and Mac rules.
    public static let book = RuleBook.general.adding([L06FullWidthRows(), L07CheckOnFirstLine(),
                                                      W01Widgets(), W02History(), W03MacWindow()])
}
