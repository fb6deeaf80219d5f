/// Light or dark.
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case light, dark
    public var description: String { rawValue }
}

/// A straight RGBA colour, components 0–1.
public struct Colour: Hashable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// `0xRRGGBB` with an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xff) / 255, Double((hex >> 8) & 0xff) / 255, Double(hex & 0xff) / 255, alpha)
    }
}

/// The colours a family of screens names by paint token, for light and dark: declared by the
/// screens, drawn by the painter.
public struct Palette: Hashable, Sendable {
    public var light: [String: Colour]
    public var dark: [String: Colour]

    public init(light: [String: Colour], dark: [String: Colour]) {
        self.light = light
        self.dark = dark
    }

    public static let none = Palette(light: [:], dark: [:])

    public func colours(_ appearance: Appearance) -> [String: Colour] { appearance == .light ? light : dark }
}
