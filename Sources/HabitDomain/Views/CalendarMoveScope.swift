import CreaseInput

/// Where a move applies: `Just this day` or `Every day`.
public enum CalendarMoveScope: String, Hashable, Sendable, InputChoice, CaseIterable {
    case justThisDay = "just-this-day", everyDay = "every-day"

    public var label: String { self == .justThisDay ? "Just this day" : "Every day" }
}
