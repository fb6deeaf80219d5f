import CPangoCairo
import FoldLayout

/// Pango on the renderer's own font set: measures text for the layout (`TextMeasuring`) and
/// draws exactly the same layouts on a Cairo context. One per thread: Pango font maps are not
/// shared between threads.
public final class TextEngine: TextMeasuring {
    private let configuration: FontConfiguration
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private let families: String
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// Shaped layouts kept from measuring, so drawing the same text at the same width does not shape
    /// it again. Each holds one reference; the cache is emptied when it grows past `layoutLimit`.
    private var layouts: [LayoutKey: OpaquePointer] = [:]
    private let layoutLimit = 2048

    struct LayoutKey: Hashable {
        var text: String
        var font: FontSpec
        var width: Double?
        var alignment: TextAlignment
    }

    public init(fontSet: FontSet = .standard) throws(RenderError) {
        configuration = try FontConfiguration(fontSet)
        families = fontSet.families
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderError.fontConfiguration("Pango could not create a FreeType font map")
        }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), configuration.config)
        guard let ctx = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw RenderError.fontConfiguration("Pango could not create a context")
        }
        context = ctx
        // One unit is one point: 72 dpi, no hinting, unhinted metrics, greyscale antialiasing.
        pango_cairo_context_set_resolution(ctx, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }


    private func description(for font: FontSpec) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, families)
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.value)))
        descriptions[font] = d
        return d
    }

    /// Forgets every shaped layout (benchmarks of cold measuring use it).
    public func clearLayoutCache() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts.removeAll(keepingCapacity: true)
    }

    /// The shaped layout for `text` at `width`, from the cache or made now (the cache keeps it).
    func layout(_ text: String, font: FontSpec, width: Double?, alignment: TextAlignment) -> OpaquePointer {
        let key = LayoutKey(text: text, font: font, width: width, alignment: alignment)
        if let hit = layouts[key] { return hit }
        if layouts.count >= layoutLimit {
            for old in layouts.values { g_object_unref(UnsafeMutableRawPointer(old)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let made = makeLayout(text, font: font, width: width, alignment: alignment)
        layouts[key] = made
        return made
    }

    /// A Pango layout for `text` at `width`, used both to measure and to draw.
    func makeLayout(_ text: String, font: FontSpec, width: Double?, alignment: TextAlignment = .natural) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_auto_dir(layout, 1)
        if let width {
            pango_layout_set_width(layout, Self.pangoUnits(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if alignment == .center { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
        return layout
    }

    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement {
        measure(text, font: font, width: width, alignment: .natural)
    }

    public func measure(_ text: String, font: FontSpec, width: Double?, alignment: TextAlignment) -> TextMeasurement {
        let p = layout(text, font: font, width: width, alignment: alignment)
        let scale = Double(PANGO_SCALE)
        let utf8 = Array(text.utf8)
        var lines: [TextLine] = []
        let iter = pango_layout_get_iter(p)
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            var lineText = ""
            if let line = pango_layout_iter_get_line_readonly(iter) {
                let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
                if start >= 0, length > 0, start + length <= utf8.count {
                    lineText = String(decoding: utf8[start..<(start + length)], as: UTF8.self)
                }
            }
            lines.append(TextLine(text: lineText,
                                  frame: Rect(x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                                              width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                                  baseline: baseline))
        } while pango_layout_iter_next_line(iter) != 0
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(p, &ink, &logical)
        let widest = lines.map(\.frame.width).max() ?? 0
        return TextMeasurement(lines: lines, width: widest, height: Double(logical.height) / scale)
    }

    /// Draws `text` line by line at the solved lines' positions: the same lines the layout measured at
    /// `width`, each placed where the solved layout put it (mirrored layouts move lines, not glyphs).
    func draw(_ text: String, font: FontSpec, width: Double, alignment: TextAlignment, lines: [TextLine],
              on cr: OpaquePointer) {
        // Lines are placed by the solver, so the layout's own alignment does not matter here: the
        // natural layout is the one measuring shaped and cached.
        let layout = self.layout(text, font: font, width: width, alignment: .natural)
        let count = Int(pango_layout_get_line_count(layout))
        let scale = Double(PANGO_SCALE)
        for (i, solved) in lines.enumerated() where i < count {
            // Text held to a line limit ends in a line of its own making (a start and an ellipsis): it is
            // shaped on its own, unwrapped, exactly as the layout measured it.
            let cut = i == lines.count - 1 && lines.count < count
            let source = cut ? self.layout(solved.text, font: font, width: nil, alignment: .natural) : layout
            guard let line = pango_layout_get_line_readonly(source, Int32(cut ? 0 : i)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            cairo_move_to(cr, solved.frame.x - Double(logical.x) / scale, solved.baseline)
            pango_cairo_show_layout_line(cr, line)
        }
    }

    /// Draws `text` as one block with its top left at (x, y) (legends and captions).
    func draw(_ text: String, font: FontSpec, width: Double, alignment: TextAlignment, at x: Double, y: Double,
              on cr: OpaquePointer) {
        let layout = makeLayout(text, font: font, width: width, alignment: alignment)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}
