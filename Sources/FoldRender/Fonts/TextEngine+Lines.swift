import CPangoCairo
import FoldLayout

extension TextEngine {
    /// Draws one line of text with its baseline at `baseline`, starting, centred or ending at `x`.
    func drawLine(_ string: String, font: FontSpec, x: Double, baseline: Double, anchor: Drawing.Anchor, on cr: OpaquePointer) {
        let layout = self.layout(string, font: font, width: nil, alignment: .natural, language: nil)
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
