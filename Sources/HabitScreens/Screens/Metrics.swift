import FoldLayout

/// Spacing, radii and sizes shared by every screen, so no screen invents its own.
public enum Metrics {
    // The sizes that differ on a desktop window (W3: Mac density) read the density the screens are
    // being built at (`Density.current`); the rest hold on every surface.
    static var pointer: Bool { Density.current == .pointer }
    public static var cardRadius: Double { pointer ? 10 : 16 }
    /// Every sheet's corners, on every surface: one sheet specification (P15).
    public static let sheetRadius = 16.0
    public static let cardPadding = 4.0
    public static var rowHorizontal: Double { pointer ? 10 : 12 }
    public static var rowVertical: Double { pointer ? 5 : 10 }
    public static var rowSpacing: Double { pointer ? 6 : 8 }
    /// The check ring's touch area (L12: at least 44×44 pt on a touch screen; a window's rows and
    /// controls are 28 pt, W3).
    public static var touchTarget: Double { pointer ? 28 : 44 }
    public static var checkRing: Double { pointer ? 20 : 26 }
    public static let ringStroke = 2.0
    public static var sectionSpacing: Double { pointer ? 16 : 20 }
    public static let titleTop = 8.0
    public static let titleBottom = 12.0
    public static let detailSpacing = 2.0
    public static var dayCell: Double { pointer ? 26 : 36 }
    /// The smallest a week strip's day circle gets before the strip wraps onto a second row.
    public static var dayFloor: Double { pointer ? 18 : 24 }
    /// The least room between two day circles, at every size (L4).
    public static let dayGap = 4.0
    /// The room between a check ring and its name, at every size and orientation (L7).
    public static var ringGap: Double { pointer ? 6 : 8 }

    /// A glyph's bounds at the density being built: a window's are its text's ratio (13 / 17) of a touch screen's.
    static func scaled(_ bounds: ClosedRange<Double>) -> ClosedRange<Double> {
        let k = Density.current.controlScale
        return (bounds.lowerBound * k).rounded()...(bounds.upperBound * k).rounded()
    }

    /// The check ring's diameter at a text size: 26 pt up to AX1, then growing with the name to 41 pt at AX5.
    public static func ring(_ size: ContentSize) -> Double { ringScale(beside: "").size(beside: Typography(size).body.size) }

    /// How rings (and the Add habit row's plus) grow with the text `id` beside them (P4): 0.77 of its
    /// size, 26 to 48 pt, so that at AX5 a ring keeps over half its default proportion to its name
    /// (P13: capped at 36 pt it was 0.68 of a 53 pt name, where the default is 26 beside 17).
    public static let ringRatio = 0.77
    public static func ringScale(beside id: String) -> GlyphScale { GlyphScale(text: id, ratio: ringRatio, bounds: scaled(26...48)) }
    /// A choice's radio mark: 22 pt beside a 17 pt label, growing with it up to 40 pt (P4, P13).
    public static func markScale(beside id: String) -> GlyphScale { GlyphScale(text: id, ratio: 22.0 / 17, bounds: scaled(22...40)) }
    /// A control's size against its text's at the default size, which it keeps at least half of (P13):
    /// a ring (and the Add habit row's plus) 26 pt beside 17 pt, a radio mark 22, the progress chart 16.
    public static let ringProportion = 26.0 / 17
    public static let markProportion = 22.0 / 17
    public static let chartProportion = 16.0 / 17
    /// The progress chart: 16 pt tall beside a 17 pt name, up to 26 pt, 18 wide for 16 tall (P4).
    public static func chartScale(beside id: String) -> GlyphScale { GlyphScale(text: id, ratio: 16.0 / 17, bounds: scaled(16...26)) }
    public static let chartAspect = 18.0 / 16

    /// The sizes a habit name may be set at in a row at `size`, in order: `size`, then each smaller
    /// size down to L, the default (at L and below, only `size`). Ordinary names fit at the first; only
    /// a word with no hyphenation point that fits (a code-like string on a narrow cover) goes further.
    public static func nameSizes(_ size: ContentSize) -> [ContentSize] {
        guard size > .L else { return [size] }
        return ContentSize.allCases.filter { $0 >= .L && $0 <= size }.reversed()
    }

    /// A name (`isName()`: never hyphenated, P14) at the largest of `nameSizes(size)` that sets every
    /// word of it whole (L8); where none does (a word wider than a line at every size), at `size`, that
    /// word broken between two characters as the platforms wrap it. Never below a third of the page's
    /// largest title at `size` (P10).
    public static func name(_ size: ContentSize, _ text: (ContentSize) -> Node) -> Node { largestLegible(size, .body, text) }

    /// A text of `style` at the largest of `legibleSizes(size, style)` that keeps its words whole, else
    /// at `size` (a word no line holds then breaks as the text allows).
    public static func largestLegible(_ size: ContentSize, _ style: TextStyle, _ text: (ContentSize) -> Node) -> Node {
        FirstFit {
            for s in legibleSizes(size, style) { text(s).keepsWordsWhole() }
            text(size)
        }
    }

    /// `nameSizes(size)` at which text of `style` stays at least a third of the largest title at `size` (P10).
    public static func legibleSizes(_ size: ContentSize, _ style: TextStyle) -> [ContentSize] {
        nameSizes(size).filter { Density.current.pointSize(style, $0) * 3 >= Density.current.pointSize(.largeTitle, size) }
    }

    /// A text set at the largest of `nameSizes(size)` that keeps every word of it whole (L8): app copy
    /// or a name with a word no line of the box can hold at `size` (`changed` at AX5 on a narrow page).
    /// `sharing`: texts that take one size together (a row's buttons, P13), the largest all of them set.
    public static func largestWhole(_ size: ContentSize, sharing key: String? = nil, _ text: (ContentSize) -> Node) -> Node {
        FirstFit(sharing: key) { for size in nameSizes(size) { text(size).keepsWordsWhole() } }
    }

    /// The check ring's touch area at a text size: at least 44 pt (L12), and 1 pt round the ring (a
    /// ring grown with an AX5 name keeps the name's column as wide as it can).
    public static func ringTarget(_ size: ContentSize) -> Double { Swift.max(touchTarget, ring(size) + 2) }

    /// The spacing between a ring's touch area and the name beside it that leaves `ringGap` between
    /// the ring itself and the name (the touch area reaches under the gap without pushing the name).
    /// The gap is measured from the edge of a ring of 0.68 of the text (26 to 36 pt): a ring grown past
    /// that to keep its proportion at AX4 and AX5 (P13) takes its extra from the gap (8 pt becomes about
    /// 6), so the name's column stays as wide as it was (a flip's cover at AX5 has 140 pt for it).
    public static func ringSpacing(_ size: ContentSize) -> Double {
        ringGap - (ringTarget(size) - gapRing(size)) / 2
    }

    /// The ring the gap is measured from (see `ringSpacing`).
    static func gapRing(_ size: ContentSize) -> Double {
        Swift.min(ring(size), Swift.min(36, Swift.max(checkRing, 0.68 * Typography(size).body.size)))
    }

    /// The room between a ring and its name at a text size: `ringGap`, less half of what a ring grew
    /// past 0.68 of its text (about 6 pt at AX4 and AX5).
    public static func nameGap(_ size: ContentSize) -> Double { ringGap - (ring(size) - gapRing(size)) / 2 }
}
