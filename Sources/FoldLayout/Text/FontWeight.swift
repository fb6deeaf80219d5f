import CreaseInput

public enum FontWeight: String, Hashable, Sendable, Codable, InputChoice {
    case regular, medium, semibold, bold
    /// The OpenType weight class.
    public var value: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}
