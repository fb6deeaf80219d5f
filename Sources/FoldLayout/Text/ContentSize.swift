import CreaseInput

/// Dynamic Type content sizes, xS…xxxL and the accessibility sizes AX1…AX5.
public enum ContentSize: String, Hashable, Sendable, Codable, InputChoice, CaseIterable, CustomStringConvertible, Comparable {
    case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5

    public var description: String { rawValue }
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
    public var isAccessibility: Bool { index >= ContentSize.AX1.index }
    public static func < (a: ContentSize, b: ContentSize) -> Bool { a.index < b.index }

    /// Accepts the canonical spelling and common lower-case forms (`xs`, `ax5`, `xxxl`).
    public init?(argument: String) {
        if let exact = ContentSize(rawValue: argument) { self = exact; return }
        let lower = argument.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
        self = match
    }
}
