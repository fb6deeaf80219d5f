import CPangoCairo
import FoldLayout

extension TextEngine {
    /// Draws one line of text with its baseline at `baseline`, starting, centred or ending at `x`.
    func drawLine(_ string: String, font: FontSpec, x: Double, baseline: Double, anchor: Drawing.Anchor, on cr: OpaquePointer) {
        let shaped = self.layout(string, font: font, width: nil, alignment: .natural, language: nil)
        withExtendedLifetime(shaped) { drawLine(shaped.pointer, x: x, baseline: baseline, anchor: anchor, on: cr) }
    }

    /// Draws one line of a shaped layout (`drawLine(_:font:x:baseline:anchor:on:)`).
    private func drawLine(_ layout: OpaquePointer, x: Double, baseline: Double, anchor: Drawing.Anchor, on cr: OpaquePointer) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        let width = Double(logical.width) / scale
        let left: Double
        switch anchor {
        case .start: left = x
        case .middle: left = x - width / 2
        case .end: left = x - width
        }
        cairo_move_to(cr, left - Double(logical.x) / scale, baseline - Double(pango_layout_get_baseline(layout)) / scale)
        pango_cairo_show_layout(cr, layout)
    }
}
