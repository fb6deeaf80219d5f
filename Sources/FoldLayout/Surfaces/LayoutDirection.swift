import CreaseInput

/// Reading direction of the content; right-to-left mirrors the horizontal layout (L15).
public enum LayoutDirection: String, Hashable, Sendable, Codable, InputChoice {
    case leftToRight, rightToLeft
}
