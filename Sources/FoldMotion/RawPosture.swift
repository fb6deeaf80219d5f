import FoldLayout

/// The posture an angle falls in before any debouncing.
public enum RawPosture: String, Hashable, Sendable, Codable, CaseIterable {
    case closed, partial, flat, foldedBack

    /// The posture this band shows when committed.
    public var posture: Posture {
        switch self {
        case .closed, .foldedBack: .cover
        case .partial: .halfOpened
        case .flat: .spread
        }
    }
}
