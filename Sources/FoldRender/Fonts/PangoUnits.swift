import CPangoCairo

extension TextEngine {
    /// A width in points as Pango units (1/1024 pt) for `pango_layout_set_width`, rounded up (a text
    /// measured unwrapped and then laid out at its own width must not wrap). Never traps: Pango widths
    /// are `Int32`, so anything wider than about 2.1 million points is held at `Int32.max` (wider
    /// than any line), a negative width at 0, and a width that is not a number means no width at all (-1).
    static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded(.up)
        guard !units.isNaN else { return -1 }
        return units >= Double(Int32.max) ? Int32.max : Int32(Swift.max(0, units))
    }
}
