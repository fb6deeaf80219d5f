import CPangoCairo
import FoldImage
import FoldLayout
import Foundation

/// Images laid out in a grid with a caption under each (design-review contact sheets and the
/// simulator's filmstrip), drawn with Cairo and the renderer's own font set.
public struct ContactSheet {
    public struct Cell {
        public var image: PixelBuffer
        public var caption: String
        public init(image: PixelBuffer, caption: String) {
            self.image = image
            self.caption = caption
        }
    }

    public var columns: Int
    /// Each image is scaled by this factor.
    public var scale: Double
    public var title: String?
    public var appearance: Appearance
    /// The captions' font size in points.
    public var captionSize: Double

    public init(columns: Int, scale: Double = 0.5, title: String? = nil, appearance: Appearance = .light, captionSize: Double = 11) {
        self.columns = Swift.max(1, columns)
        self.scale = scale
        self.title = title
        self.appearance = appearance
        self.captionSize = captionSize
    }

    static let gap = 16.0
    static let captionHeight = 34.0
    static let titleHeight = 40.0

    public func compose(_ cells: [Cell], text: TextEngine) throws(RenderError) -> PixelBuffer {
        let maxWidth = cells.map(\.image.width).max() ?? 1
        let maxHeight = cells.map(\.image.height).max() ?? 1
        return try compose(count: cells.count, largest: (maxWidth, maxHeight), text: text) { (i: Int) throws(RenderError) -> Cell in cells[i] }
    }

    /// Composes `count` cells loaded one at a time, so only one source image is in memory at once;
    /// `largest` is the largest image's size in pixels.
    public func compose(count: Int, largest: (width: Int, height: Int), text: TextEngine,
                        cell load: (Int) throws(RenderError) -> Cell) throws(RenderError) -> PixelBuffer {
        let cellWidth = (Double(largest.width) * scale).rounded(.up)
        let cellHeight = (Double(largest.height) * scale).rounded(.up)
        let rows = (count + columns - 1) / columns
        let cols = Swift.min(columns, Swift.max(1, count))
        let top = title == nil ? Self.gap : Self.titleHeight
        let width = Int(Self.gap + Double(cols) * (cellWidth + Self.gap))
        let height = Int(top + Double(rows) * (cellHeight + Self.captionHeight + Self.gap))
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw RenderError.cairo("contact sheet \(width)×\(height) is too large")
        }
        let sheet = try CairoCanvas.image(width: width, height: height, "a \(width)×\(height) contact sheet")
        let cr = sheet.cr
        let theme = Theme.standard(appearance)
        let canvas = Canvas(cr: cr, theme: theme, hairline: 1, text: text)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), "screen")
        if let title {
            canvas.set("caption")
            text.draw(title, font: FontSpec(size: 18, weight: .semibold), width: Double(width) - 2 * Self.gap,
                      alignment: .natural, at: Self.gap, y: 10, on: cr)
        }
        for i in 0..<count {
            let cell = try load(i)
            let x = Self.gap + Double(i % columns) * (cellWidth + Self.gap)
            let y = top + Double(i / columns) * (cellHeight + Self.captionHeight + Self.gap)
            try Self.draw(cell.image, on: cr, x: x, y: y, scale: scale)
            canvas.set("caption.secondary")
            text.draw(cell.caption, font: FontSpec(size: captionSize, weight: .medium), width: cellWidth, alignment: .natural,
                      at: x, y: y + Double(cell.image.height) * scale + 6, on: cr)
        }
        return sheet.pixels(width: width, height: height)
    }

    /// Paints a straight-RGBA buffer onto a Cairo context, scaled, with good filtering.
    static func draw(_ image: PixelBuffer, on cr: OpaquePointer, x: Double, y: Double, scale: Double) throws(RenderError) {
        let canvas = try CairoCanvas.image(width: image.width, height: image.height, "a \(image.width)×\(image.height) source image")
        let source = canvas.surface
        guard let data = cairo_image_surface_get_data(source) else {
            throw RenderError.cairo("could not create a \(image.width)×\(image.height) source image")
        }
        let stride = Int(cairo_image_surface_get_stride(source))
        let width = image.width
        image.rgba.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, bytes.count >= width * image.height * 4 else { return }
            for row in 0..<image.height {
                // R G B A bytes, read as little-endian words, become Cairo's native A R G B by swapping R
                // and B. A row with a translucent pixel is premultiplied after.
                let dst = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                if PixelWords.swapRedBlue(base + row * width * 4, to: dst, count: width) {
                    PixelWords.premultiply(dst, count: width)
                }
            }
        }
        cairo_surface_mark_dirty(source)
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
        withExtendedLifetime(canvas) {}
    }
}
