import CPangoCairo
import FoldImage
import FoldLayout

extension Drawing {
    /// The drawing as pixels, `scale` pixels per point, its text set by `text` (the renderer's own
    /// fonts, so the image is the same on every machine).
    public func render(scale: Double = 1, text: TextEngine) throws(RenderError) -> PixelBuffer {
        let pixelWidth = Int((width * scale).rounded()), pixelHeight = Int((height * scale).rounded())
        guard width.isFinite, height.isFinite, scale.isFinite, pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw RenderError.cairo("drawing size \(pixelWidth)×\(pixelHeight) is out of range")
        }
        let image = try CairoCanvas.image(width: pixelWidth, height: pixelHeight, "a \(pixelWidth)×\(pixelHeight) image surface")
        let cr = image.cr
        cairo_scale(cr, scale, scale)
        Self.set(background, cr)
        cairo_paint(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for item in items { Self.paint(item, cr, text) }
        return image.pixels(width: pixelWidth, height: pixelHeight)
    }

    static func set(_ c: Colour, _ cr: OpaquePointer) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

    static func apply(_ s: Stroke, _ cr: OpaquePointer) {
        set(s.colour, cr)
        cairo_set_line_width(cr, s.width)
        if s.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            s.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        }
    }

    static func path(_ points: [Point], _ cr: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
    }

    static func paint(_ item: Item, _ cr: OpaquePointer, _ text: TextEngine) {
        switch item {
        case .rect(let r, let fill, let stroke):
            if let fill {
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                set(fill, cr)
                cairo_fill(cr)
            }
            if let stroke {
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                apply(stroke, cr)
                cairo_stroke(cr)
            }
        case .line(let points, let stroke):
            guard points.count > 1 else { return }
            path(points, cr)
            apply(stroke, cr)
            cairo_stroke(cr)
        case .shape(let points, let fill):
            guard points.count > 2 else { return }
            path(points, cr)
            cairo_close_path(cr)
            set(fill, cr)
            cairo_fill(cr)
        case .text(let t):
            set(t.colour, cr)
            text.drawLine(t.string, font: t.font, x: t.x, baseline: t.y, anchor: t.anchor, on: cr)
        case .group(_, let inner):
            for i in inner { paint(i, cr, text) }
        }
    }
}
