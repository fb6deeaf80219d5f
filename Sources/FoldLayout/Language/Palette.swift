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
