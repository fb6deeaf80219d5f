import FoldLayout

/// Every layout rule the Habits screens are held to: the general ones and the Habits ones.
public enum HabitsRules {
    /// The rules for the Habits screens, in ID order: the L rules, then the widget, history and Mac rules.
    /// L12 is the Habits one, which holds the general touch areas and Today's columns.
    public static let book = RuleBook(RuleBook.general.rules.filter { $0.id != "L12" }).adding([L04SpreadTitleAndThisWeek(), L06FullWidthRows(), L07CheckOnFirstLine(), L09QuietInvitation(),
                                                      L10NormalPageAtRest(), L11EditorOnActivePage(), L12TodayColumns(), L13ArchivedAtBottom(),
                                                      L14OrdinaryPhone(), L15MirroredRows(),
                                                      W01Widgets(), W02History(), W03MacWindow()])
        .with(palette: KeptPalette.palette)
}
