import CreaseInput

/// Where a habit sits in the day (D13). Core is labelled Non-negotiables.
public enum PartOfDay: String, Hashable, Sendable, Codable, InputChoice, CaseIterable {
    case morning, core, evening, training, none

    public var label: String {
        switch self {
        case .morning: "Morning"
        case .core: "Non-negotiables"
        case .evening: "Evening"
        case .training: "Training"
        case .none: "Anytime"
        }
    }

    /// Order on the Habits page: Morning, Core, Evening, then anything else.
    public var pageRank: Int {
        switch self {
        case .morning: 0
        case .core: 1
        case .evening: 2
        case .training: 3
        case .none: 4
        }
    }

    /// Where an untimed habit sits on Today's clock (minutes after midnight): Morning in the
    /// morning, Core at midday, Evening at night; the rest after Evening.
    public var anchorMinutes: Int {
        switch self {
        case .morning: 7 * 60
        case .core: 12 * 60
        case .evening: 20 * 60
        case .training, .none: 23 * 60
        }
    }
}
