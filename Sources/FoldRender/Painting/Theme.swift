import FoldLayout

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

/// Every colour the painter uses, by paint token, for one appearance. Screens name tokens
/// (`card`, `accent`, `text.secondary`); nothing in the painter picks a colour of its own.
public struct Theme: Hashable, Sendable {
    public var appearance: Appearance
    public var colours: [String: Colour]

    public init(appearance: Appearance, colours: [String: Colour]) {
        self.appearance = appearance
        self.colours = colours
    }

    /// The colour for a token; an unknown token draws magenta so it is noticed in review.
    public func colour(_ paint: Paint) -> Colour { colours[paint.name] ?? Colour(1, 0, 1) }

    public static func standard(_ appearance: Appearance) -> Theme {
        appearance == .light ? light : dark
    }

    public static let light = Theme(appearance: .light, colours: [
        "bezel": Colour(hex: 0x1C1C1E),
        "screen": Colour(hex: 0xF2F2F7),
        "rail": Colour(hex: 0xF2F2F7),
        "rail.icon": Colour(hex: 0x8E8E93),
        "dock": Colour(hex: 0xE5E5EA),
        "dock.icon": Colour(hex: 0xAEAEB2),
        "hinge": Colour(hex: 0x2C2C2E),
        "hinge.edge": Colour(hex: 0x48484A),
        "crease": Colour(hex: 0x000000, alpha: 0.10),
        "crease.shadow": Colour(hex: 0x000000, alpha: 0.05),
        "card": Colour(hex: 0xFFFFFF),
        "card.border": Colour(hex: 0x000000, alpha: 0.06),
        "separator": Colour(hex: 0x3C3C43, alpha: 0.18),
        "text": Colour(hex: 0x1C1C1E),
        "text.secondary": Colour(hex: 0x6C6C70),
        "text.tertiary": Colour(hex: 0x8E8E93),
        "accent": Colour(hex: 0x2F6B4F),
        "accent.soft": Colour(hex: 0x2F6B4F, alpha: 0.12),
        "accent.text": Colour(hex: 0xFFFFFF),
        "check.ring": Colour(hex: 0xC7C7CC),
        "check.fill": Colour(hex: 0x2F6B4F),
        "check.mark": Colour(hex: 0xFFFFFF),
        "late": Colour(hex: 0xB25000),
        "destructive": Colour(hex: 0xC4302B),
        "sheet": Colour(hex: 0xFFFFFF),
        "scrim": Colour(hex: 0x000000, alpha: 0.28),
        "dialog": Colour(hex: 0xF9F9FB),
        "field": Colour(hex: 0xF2F2F7),
        "chip": Colour(hex: 0xE9E9EE),
        "chip.selected": Colour(hex: 0x2F6B4F),
        "day": Colour(hex: 0xF2F2F7),
        "day.done": Colour(hex: 0x2F6B4F),
        "day.today": Colour(hex: 0x2F6B4F, alpha: 0.14),
        "skeleton": Colour(hex: 0xE5E5EA),
    ])

    public static let dark = Theme(appearance: .dark, colours: [
        "bezel": Colour(hex: 0x000000),
        "screen": Colour(hex: 0x000000),
        "rail": Colour(hex: 0x000000),
        "rail.icon": Colour(hex: 0x8E8E93),
        "dock": Colour(hex: 0x1C1C1E),
        "dock.icon": Colour(hex: 0x636366),
        "hinge": Colour(hex: 0x3A3A3C),
        "hinge.edge": Colour(hex: 0x545456),
        "crease": Colour(hex: 0xFFFFFF, alpha: 0.12),
        "crease.shadow": Colour(hex: 0xFFFFFF, alpha: 0.04),
        "card": Colour(hex: 0x1C1C1E),
        "card.border": Colour(hex: 0xFFFFFF, alpha: 0.08),
        "separator": Colour(hex: 0x545458, alpha: 0.6),
        "text": Colour(hex: 0xF2F2F7),
        "text.secondary": Colour(hex: 0xAEAEB2),
        "text.tertiary": Colour(hex: 0x8E8E93),
        "accent": Colour(hex: 0x6FCF9F),
        "accent.soft": Colour(hex: 0x6FCF9F, alpha: 0.16),
        "accent.text": Colour(hex: 0x0B2318),
        "check.ring": Colour(hex: 0x636366),
        "check.fill": Colour(hex: 0x6FCF9F),
        "check.mark": Colour(hex: 0x0B2318),
        "late": Colour(hex: 0xFF9F43),
        "destructive": Colour(hex: 0xFF6961),
        "sheet": Colour(hex: 0x1C1C1E),
        "scrim": Colour(hex: 0x000000, alpha: 0.5),
        "dialog": Colour(hex: 0x2C2C2E),
        "field": Colour(hex: 0x2C2C2E),
        "chip": Colour(hex: 0x2C2C2E),
        "chip.selected": Colour(hex: 0x6FCF9F),
        "day": Colour(hex: 0x2C2C2E),
        "day.done": Colour(hex: 0x6FCF9F),
        "day.today": Colour(hex: 0x6FCF9F, alpha: 0.2),
        "skeleton": Colour(hex: 0x2C2C2E),
    ])
}
