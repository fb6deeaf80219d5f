import CreaseInput

/// Upright (portrait) or landscape (S4).
public enum Orientation: String, Hashable, Sendable, Codable, InputChoice, CaseIterable, CustomStringConvertible {
    case upright, landscape
    public var description: String { rawValue }
}
