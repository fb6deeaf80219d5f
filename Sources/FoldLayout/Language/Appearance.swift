/// Light or dark.
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case light, dark
    public var description: String { rawValue }
}
