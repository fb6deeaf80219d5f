/// Reading direction of the content; right-to-left mirrors the horizontal layout (L15).
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    case leftToRight, rightToLeft
}
