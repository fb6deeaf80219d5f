import CreaseInput

/// Light or dark.
public enum Appearance: String, Hashable, Sendable, Codable, InputChoice, CaseIterable, CustomStringConvertible {
    case light, dark
    public var description: String { rawValue }
}
