import CPangoCairo
import FoldImage
import FoldLayout
import Foundation

/// Paints a surface and a solved layout with Cairo. Owns a `TextEngine`, so one painter per
/// thread; the results (`PixelBuffer`) are plain values.
public final class Painter {
    public let text: TextEngine
    /// The screens' colours, over the chrome's.
    public var palette: Palette
    public var themeOverride: ((Appearance) -> Theme)?

    public init(text: TextEngine, palette: Palette = .none) {
        self.text = text
        self.palette = palette
    }

    public convenience init(fontSet: FontSet = .standard, palette: Palette = .none) throws(RenderError) {
        self.init(text: try TextEngine(fontSet: fontSet), palette: palette)
    }

    /// Renders the active display of `surface` with `layout` on it. The image is the display's size
    /// in points times `options.scale`.
    public func render(_ surface: Surface, _ layout: SolvedLayout, options: RenderOptions) throws(RenderError) -> PixelBuffer {
        let theme = themeOverride?(options.appearance) ?? Theme.standard(options.appearance, palette: palette)
        let area = options.canvas ?? surface.bounds
        // Checked as numbers before any conversion to integers: a huge surface is refused, never a trap.
        let size: ImageSize
        switch ImageSize.of(width: area.width, height: area.height, scale: options.scale) {
        case .success(let checked): size = checked
        case .failure(let refusal): throw RenderError.cairo("the image " + refusal.text)
        }
        let (width, height) = (size.width, size.height)
        let image = try CairoCanvas.image(width: width, height: height, "a \(width)×\(height) image surface")
        cairo_scale(image.cr, options.scale, options.scale)
        paint(surface, layout, options: options, theme: theme, hairline: 1 / options.scale, on: image.cr)
        return image.pixels(width: width, height: height)
    }

    /// Paints the layout into a contact sheet's cell as the image `render(_:_:options:)` makes of it,
    /// but drawn as vectors at the cell's own scale (a hairline is one sheet pixel) and clipped to the
    /// cell: a thumbnail as sharp as the sheet allows, without rendering, reading and scaling the
    /// full-size image.
    public func paint(_ surface: Surface, _ layout: SolvedLayout, options: RenderOptions, into cell: SheetCell) {
        let theme = themeOverride?(options.appearance) ?? Theme.standard(options.appearance, palette: palette)
        let scale = cell.scale * options.scale
        guard scale.isFinite, scale > 0 else { return }
        cairo_save(cell.cr)
        cairo_rectangle(cell.cr, cell.x, cell.y, Double(cell.width) * cell.scale, Double(cell.height) * cell.scale)
        cairo_clip(cell.cr)
        cairo_translate(cell.cr, cell.x, cell.y)
        cairo_scale(cell.cr, scale, scale)
        paint(surface, layout, options: options, theme: theme, hairline: 1 / scale, on: cell.cr)
        cairo_restore(cell.cr)
    }

    /// Paints `surface` and `layout` in points onto any Cairo context (an image surface's, a PDF page's)
    /// whose transformation is already set; `hairline` is one device pixel in points.
    /// `drawsText`: false leaves every text out (what `InkCheck` compares the picture with); `plan`: the
    /// layout's paint plan when the caller has made it already (a visibility model holds one).
    /// `textBeneathScrimAsPaths`: text painted before the last scrim (what a modal dims) is drawn as
    /// outlines, so a PDF's text layer holds only what is on top, in its own order (E5).
    func paint(_ surface: Surface, _ layout: SolvedLayout, options: RenderOptions, theme: Theme, hairline: Double, on cr: OpaquePointer,
               drawsText: Bool = true, plan: PaintPlan? = nil, textBeneathScrimAsPaths: Bool = false) {
        let area = options.canvas ?? surface.bounds
        let canvas = Canvas(cr: cr, theme: theme, hairline: hairline, text: text)

        if options.canvas != nil { canvas.fill(area, "bezel") }
        canvas.paintChrome(surface)
        // The plan the visibility model reads (P11): each node clipped by every region it lies in, and each
        // scroll edge's fade right after its region's last node, under anything drawn above it later.
        let plan = plan ?? PaintPlan(layout)
        // Content exists only on the active display: in a simulation canvas, whatever is still fading
        // out from the other screen must not be drawn over the bezel of a folded device.
        cairo_save(cr)
        canvas.roundedRect(surface.bounds, radius: surface.cornerRadius)
        cairo_clip(cr)
        let lastScrim = textBeneathScrimAsPaths
            ? plan.steps.lastIndex { if case .node(let i) = $0 { layout.nodes[i].isShownScrim } else { false } }
            : nil
        for (k, step) in plan.steps.enumerated() {
            switch step {
            case .node(let i): canvas.paint(layout.nodes[i], clip: plan.clips[i], drawsText: drawsText, textAsPaths: lastScrim.map { k < $0 } ?? false)
            case .fade(let f): canvas.paintScrollEdge(plan.fades[f])
            }
        }
        cairo_restore(cr)
        canvas.paintFoldOverlay(surface)
        canvas.paintCutouts(surface)
        if options.guides { canvas.paintGuides(surface, layout) }
    }

    /// The theme a render uses.
    func theme(_ appearance: Appearance) -> Theme {
        themeOverride?(appearance) ?? Theme.standard(appearance, palette: palette)
    }

    /// Turns Cairo's native premultiplied A R G B words into straight R G B A bytes where they lie
    /// (rows of `width` words, no padding): what `pixels(of:width:height:)` writes into a new buffer,
    /// for a canvas drawn straight into the buffer that becomes its `PixelBuffer` (a contact sheet), so
    /// that the image is never in memory twice.
    static func straightenInPlace(_ words: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        for y in 0..<height {
            let row = words + y * width
            if PixelWords.swapRedBlue(row, to: row, count: width) { PixelWords.unpremultiply(row, count: width) }
        }
    }

    /// Straight RGBA from Cairo's premultiplied native-endian ARGB32: opaque pixels only swap red
    /// and blue (a branch-free word operation); translucent ones are also un-premultiplied.
    static func pixels(of image: OpaquePointer, width: Int, height: Int) -> PixelBuffer {
        let stride = Int(cairo_image_surface_get_stride(image))
        guard let data = cairo_image_surface_get_data(image) else { return PixelBuffer(width: width, height: height) }
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let base = buffer.baseAddress else { count = 0; return }
            let words = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt32.self)
            for y in 0..<height {
                let dst = words + y * width
                if PixelWords.swapRedBlue(data + y * stride, to: dst, count: width) { PixelWords.unpremultiply(dst, count: width) }
            }
            count = width * height * 4
        }
        return PixelBuffer(width: width, height: height, rgba: out)
    }
}
