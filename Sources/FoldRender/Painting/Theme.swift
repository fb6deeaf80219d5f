import FoldLayout

/// Every colour the painter uses, by paint token, for one appearance: the device chrome's own
/// colours (bezel, screen, rail, dock, hinge, crease; a panel's background; a window's title bar,
/// sidebar and buttons; `caption` for contact sheets) and the palette of
/// the screens being drawn. Nothing in the painter picks a colour of its own.
public struct Theme: Hashable, Sendable {
    public var appearance: Appearance
    public var colours: [String: Colour]

    public init(appearance: Appearance, colours: [String: Colour]) {
        self.appearance = appearance
        self.colours = colours
    }

    /// The colour for a token; an unknown token draws magenta so it is noticed in review.
    public func colour(_ paint: Paint) -> Colour { colours[paint.name] ?? Colour(1, 0, 1) }

    /// The chrome's colours with `palette`'s laid over them.
    public static func standard(_ appearance: Appearance, palette: Palette = .none) -> Theme {
        var colours = appearance == .light ? lightChrome : darkChrome
        colours.merge(palette.colours(appearance)) { _, screen in screen }
        return Theme(appearance: appearance, colours: colours)
    }

    static let lightChrome: [String: Colour] = [
        "bezel": Colour(hex: 0x1C1C1E),
        "screen": Colour(hex: 0xF2F2F7),
        "focus": Colour(hex: 0x0A66D8),
        "rail": Colour(hex: 0xF2F2F7),
        "rail.icon": Colour(hex: 0x8E8E93),
        "dock": Colour(hex: 0xE5E5EA),
        "dock.icon": Colour(hex: 0xAEAEB2),
        "hinge": Colour(hex: 0x2C2C2E),
        "hinge.edge": Colour(hex: 0x48484A),
        "cutout": Colour(hex: 0x050505),
        "crease": Colour(hex: 0x000000, alpha: 0.10),
        "crease.shadow": Colour(hex: 0x000000, alpha: 0.05),
        "rail.edge": Colour(hex: 0x3C3C43, alpha: 0.18),
        "caption": Colour(hex: 0x1C1C1E),
        "caption.secondary": Colour(hex: 0x6C6C70),
        "panel": Colour(hex: 0xFFFFFF),
        "window.bar": Colour(hex: 0xFFFFFF, alpha: 0.92),
        "window.sidebar": Colour(hex: 0xE8E8ED),
        "window.separator": Colour(hex: 0x000000, alpha: 0.12),
        "window.close": Colour(hex: 0xFF5F57),
        "window.minimize": Colour(hex: 0xFEBC2E),
        "window.zoom": Colour(hex: 0x28C840),
    ]

    static let darkChrome: [String: Colour] = [
        "bezel": Colour(hex: 0x000000),
        "screen": Colour(hex: 0x000000),
        "focus": Colour(hex: 0x4C9BFF),
        "rail": Colour(hex: 0x000000),
        "rail.icon": Colour(hex: 0x8E8E93),
        "dock": Colour(hex: 0x1C1C1E),
        "dock.icon": Colour(hex: 0x636366),
        "hinge": Colour(hex: 0x3A3A3C),
        "hinge.edge": Colour(hex: 0x545456),
        "cutout": Colour(hex: 0x050505),
        "crease": Colour(hex: 0xFFFFFF, alpha: 0.12),
        "crease.shadow": Colour(hex: 0xFFFFFF, alpha: 0.04),
        "rail.edge": Colour(hex: 0x545458, alpha: 0.6),
        "caption": Colour(hex: 0xF2F2F7),
        "caption.secondary": Colour(hex: 0xAEAEB2),
        "panel": Colour(hex: 0x1C1C1E),
        "window.bar": Colour(hex: 0x2C2C2E, alpha: 0.92),
        "window.sidebar": Colour(hex: 0x232325),
        "window.separator": Colour(hex: 0x000000, alpha: 0.6),
        "window.close": Colour(hex: 0xFF5F57),
        "window.minimize": Colour(hex: 0xFEBC2E),
        "window.zoom": Colour(hex: 0x28C840),
    ]
}
