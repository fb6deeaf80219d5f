/// Dynamic Type content sizes, xS…xxxL and the accessibility sizes AX1…AX5.
public enum ContentSize: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible, Comparable {
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

/// Apple's text styles.
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Apple's point sizes for this style at each content size, xS…AX5.
    public var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The style's default weight (Headline is semibold, the titles bold, the rest regular).
    public var defaultWeight: FontWeight {
        switch self {
        case .headline: .semibold
        case .largeTitle, .title1: .bold
        case .title2, .title3: .semibold
        default: .regular
        }
    }

    public func pointSize(_ size: ContentSize) -> Double { pointSizes[size.index] }

    public func font(_ size: ContentSize, weight: FontWeight? = nil) -> FontSpec {
        FontSpec(size: pointSize(size), weight: weight ?? defaultWeight)
    }
}

public enum FontWeight: String, Hashable, Sendable, Codable {
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

/// A concrete font request: size in points and weight. The family is the renderer's font set.
public struct FontSpec: Hashable, Sendable, Codable {
    public var size: Double
    public var weight: FontWeight
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}
