import CPangoCairo
import FoldLayout
import Foundation

/// A contact sheet a person can read: a title, labelled columns along the top and labelled rows down
/// the left, and each image at one scale chosen so that the narrowest is at least `minimumWidth`
/// pixels wide. A cell may be empty (a state that does not exist in that column).
public struct LabelledSheet {
    public var title: String
    public var rows: [String]
    public var columns: [String]
    /// The size in pixels of the image in each cell (row-major), nil for an empty cell.
    public var sizes: [[(width: Int, height: Int)?]]
    public var minimumWidth: Double

    public init(title: String, rows: [String], columns: [String], sizes: [[(width: Int, height: Int)?]], minimumWidth: Double = 240) {
        self.title = title
        self.rows = rows
        self.columns = columns
        self.sizes = sizes
        self.minimumWidth = minimumWidth
    }

    static let gap = 16.0
    static let titleHeight = 48.0
    static let headerHeight = 28.0
    static let labelWidth = 200.0

    /// The scale every image is drawn at: the narrowest image becomes `minimumWidth` wide (never enlarged
    /// past its own size).
    public var scale: Double {
        let narrowest = sizes.flatMap { $0 }.compactMap { $0?.width }.min() ?? 1
        return Swift.min(1, minimumWidth / Double(Swift.max(1, narrowest)))
    }

    /// The sheet with each cell's image loaded by `load` (nil: an empty cell) and drawn scaled.
    public func compose(text: TextEngine, image load: (Int, Int) throws(RenderError) -> PixelBuffer?) throws(RenderError) -> PixelBuffer {
        try compose(text: text) { (r: Int, c: Int, cell: SheetCell) throws(RenderError) in
            if let image = try load(r, c) { try cell.draw(image) }
        }
    }

    /// The sheet with each cell drawn by `fill`, given where the cell is, the size of its image and its
    /// scale; `fill` is called only for cells with a size.
    public func compose(text: TextEngine, cell fill: (Int, Int, SheetCell) throws(RenderError) -> Void) throws(RenderError) -> PixelBuffer {
        let scale = self.scale
        let columnWidths = columns.indices.map { c in
            (sizes.compactMap { c < $0.count ? $0[c]?.width : nil }.max().map { (Double($0) * scale).rounded(.up) } ?? minimumWidth)
        }
        let rowHeights = rows.indices.map { r in
            (r < sizes.count ? sizes[r].compactMap { $0?.height }.max().map { (Double($0) * scale).rounded(.up) } : nil) ?? 0
        }
        let width = Int(Self.gap + Self.labelWidth + columnWidths.reduce(0) { $0 + $1 + Self.gap })
        let height = Int(Self.titleHeight + Self.headerHeight + rowHeights.reduce(0) { $0 + $1 + Self.gap } + Self.gap)
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw RenderError.cairo("contact sheet \(width)×\(height) is too large")
        }
        // Cairo draws straight into the bytes that become the sheet's image, which are then turned into
        // straight RGBA where they lie: a sheet of tens of megapixels is in memory once, not twice.
        var failure: RenderError?
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let base = buffer.baseAddress else {
                failure = .cairo("could not allocate a \(width)×\(height) contact sheet")
                count = 0
                return
            }
            base.initialize(repeating: 0, count: width * height * 4)
            count = width * height * 4
            do throws(RenderError) {
                try draw(on: base, width: width, height: height, columnWidths: columnWidths, rowHeights: rowHeights, scale: scale,
                         text: text, fill: fill)
                base.withMemoryRebound(to: UInt32.self, capacity: width * height) { Painter.straightenInPlace($0, width: width, height: height) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return PixelBuffer(width: width, height: height, rgba: rgba)
    }

    /// Draws the sheet with Cairo into `bytes`: `width` × `height` native premultiplied A R G B words.
    private func draw(on bytes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, columnWidths: [Double], rowHeights: [Double],
                      scale: Double, text: TextEngine, fill: (Int, Int, SheetCell) throws(RenderError) -> Void) throws(RenderError) {
        guard let surface = cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw RenderError.cairo("could not create a \(width)×\(height) contact sheet")
        }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let canvas = Canvas(cr: cr, theme: Theme.standard(.light), hairline: 1, text: text)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), "screen")
        canvas.set("caption")
        text.draw(title, font: FontSpec(size: 22, weight: .semibold), width: Double(width) - 2 * Self.gap, alignment: .natural,
                  at: Self.gap, y: 12, on: cr)
        var x = Self.gap + Self.labelWidth
        for (c, label) in columns.enumerated() {
            text.draw(label, font: FontSpec(size: 15, weight: .semibold), width: columnWidths[c], alignment: .natural,
                      at: x, y: Self.titleHeight, on: cr)
            x += columnWidths[c] + Self.gap
        }
        var y = Self.titleHeight + Self.headerHeight
        for (r, label) in rows.enumerated() {
            canvas.set("caption")
            text.draw(label, font: FontSpec(size: 15, weight: .medium), width: Self.labelWidth - Self.gap, alignment: .natural,
                      at: Self.gap, y: y, on: cr)
            x = Self.gap + Self.labelWidth
            for c in columns.indices {
                if r < sizes.count, c < sizes[r].count, let size = sizes[r][c] {
                    try fill(r, c, SheetCell(cr: cr, x: x, y: y, width: size.width, height: size.height, scale: scale))
                }
                x += columnWidths[c] + Self.gap
            }
            y += rowHeights[r] + Self.gap
        }
        cairo_surface_flush(surface)
    }
}
