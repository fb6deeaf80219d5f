import FoldLayout
import HabitDomain

/// How calendar, year grid and widget cells paint a day's mark (W2, J8): done filled, part of the
/// daily target half-filled, a scheduled day a soft cell, a day not asked for a faint one. No mark
/// has a warning colour: an empty day is never a failure.
enum HistoryPaint {
    static func fill(_ mark: DayMark) -> Paint? {
        switch mark {
        case .done: "day.done"
        case .partial: "day.partial"
        case .empty: "day"
        case .unscheduled: "day.off"
        case .beforeStart: nil
        }
    }

    /// The colour of a day number on the cell.
    static func number(_ mark: DayMark) -> Paint {
        switch mark {
        case .done: "accent.text"
        case .partial, .empty: "text"
        case .unscheduled, .beforeStart: "text.tertiary"
        }
    }

    /// Today's outline: the accent, or on a cell already filled with it, the text colour, so it shows.
    static func todayOutline(_ mark: DayMark) -> Paint {
        if case .done = mark { return "text" }
        return "accent"
    }

    /// A day partly done toward its daily target draws its count as an arc (P7: rows, Today, This week
    /// and the widget alike); other marks draw none.
    static func progressArc(_ mark: DayMark) -> Decoration.Symbol? {
        guard case .partial(let count, let target) = mark else { return nil }
        return .arc("check.fill", fraction: Double(count) / Double(target))
    }

    /// Paints no day cell may have (J8).
    static let warnings: Set<String> = ["destructive", "late"]
}
