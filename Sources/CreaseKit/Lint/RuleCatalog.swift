import FoldLayout
import FoldMotion
import HabitScreens

/// Every numbered rule that has code, with the file that holds it: `crease lint --rules`.
public enum RuleCatalog {
    /// One entry per rule.
    public struct Entry: Sendable {
        public var id: String
        public var summary: String
        public var scope: String
        public var source: String
    }

    /// The layout rules lint runs, then the motion rules the simulator holds.
    public static var entries: [Entry] {
        HabitsRules.book.rules.map { Entry(id: $0.id, summary: $0.summary, scope: $0.scope, source: $0.source) }
            + MotionRules.all.map { Entry(id: $0.id, summary: $0.summary, scope: $0.scope, source: $0.source) }
    }

    /// `ID  summary (scope)  file`, one line per rule.
    public static var lines: [String] {
        entries.map { "\($0.id.padding(toLength: 4, withPad: " ", startingAt: 0))  \($0.summary) (\($0.scope))\n      \($0.source)" }
    }
}
