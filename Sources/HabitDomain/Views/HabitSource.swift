/// Where a new habit comes from (D18).
public enum HabitSource: String, Hashable, Sendable {
    /// Kept's editor, setup, a goal's Add practice and Suggested drafts.
    case editor
    case plan
    /// Goal Builder and Goal Coach.
    case goalBuilder
    case assistant
    case agent
}
