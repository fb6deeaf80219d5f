import CPangoCairo
import FoldImage
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

    /// The sheet's size in pixels, its columns' widths and where its rows start.
    private struct Geometry {
        var width: Int
        var height: Int
        var columnWidths: [Double]
        /// Where each row of cells starts; the title and column labels are above the first.
        var rowTops: [Double]
    }

    private func geometry() throws(RenderError) -> Geometry {
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
        var tops: [Double] = []
        var y = Self.titleHeight + Self.headerHeight
        for h in rowHeights {
            tops.append(y)
            y += h + Self.gap
        }
        return Geometry(width: width, height: height, columnWidths: columnWidths, rowTops: tops)
    }

    /// The sheet with each cell drawn by `fill`, given where the cell is, the size of its image and its
    /// scale; `fill` is called only for cells with a size.
    public func compose(text: TextEngine, cell fill: (Int, Int, SheetCell) throws(RenderError) -> Void) throws(RenderError) -> PixelBuffer {
        let g = try geometry()
        let bytes = try strip(g, top: 0, bottom: g.height, text: text, fill: fill)
        return PixelBuffer(width: g.width, height: g.height, rgba: bytes)
    }

    /// The sheet as a PNG file, drawn and encoded one strip at a time (the title and column labels, then
    /// each row of cells): the same pixels as `compose`, with only one strip of the sheet in memory.
    public func encodedPNG(text: TextEngine, cell fill: (Int, Int, SheetCell) throws(RenderError) -> Void) throws(RenderError) -> Data {
        let g = try geometry()
        var encoder = PNGBandEncoder(width: g.width, height: g.height)
        let starts = [0] + g.rowTops.map { Int($0) }
        for (k, top) in starts.enumerated() {
            let bottom = k + 1 < starts.count ? starts[k + 1] : g.height
            guard bottom > top else { continue }
            let bytes = try strip(g, top: top, bottom: bottom, text: text, fill: fill)
            bytes.withUnsafeBufferPointer { rows in
                if let base = rows.baseAddress { encoder.append(base, rows: bottom - top) }
            }
        }
        guard let png = encoder.finish() else { throw RenderError.cairo("the \(g.width)×\(g.height) contact sheet was not drawn whole") }
        return png
    }

    /// The sheet's rows `top..<bottom` as straight RGBA bytes. Cairo draws straight into them, and they
    /// are made straight where they lie, so a strip is in memory once. Only cells whose row starts in
    /// the strip are drawn; everything else is clipped by the strip's edges.
    private func strip(_ g: Geometry, top: Int, bottom: Int, text: TextEngine,
                       fill: (Int, Int, SheetCell) throws(RenderError) -> Void) throws(RenderError) -> [UInt8] {
        let width = g.width, height = bottom - top
        var failure: RenderError?
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let base = buffer.baseAddress else {
                failure = .cairo("could not allocate a \(width)×\(height) contact sheet strip")
                count = 0
                return
            }
            base.initialize(repeating: 0, count: width * height * 4)
            count = width * height * 4
            do throws(RenderError) {
                try draw(g, on: base, top: top, bottom: bottom, text: text, fill: fill)
                base.withMemoryRebound(to: UInt32.self, capacity: width * height) { Painter.straightenInPlace($0, width: width, height: height) }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return rgba
    }

    /// Draws the sheet's rows `top..<bottom` with Cairo into `bytes`: native premultiplied A R G B words.
    private func draw(_ g: Geometry, on bytes: UnsafeMutablePointer<UInt8>, top: Int, bottom: Int, text: TextEngine,
                      fill: (Int, Int, SheetCell) throws(RenderError) -> Void) throws(RenderError) {
        let width = g.width, height = bottom - top
        let band = try CairoCanvas(taking: cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
                                   "a \(width)×\(height) contact sheet")
        let cr = band.cr
        cairo_translate(cr, 0, -Double(top))
        let canvas = Canvas(cr: cr, theme: Theme.standard(.light), hairline: 1, text: text)
        canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(g.height)), "screen")
        if top < Int(Self.titleHeight + Self.headerHeight) {
            canvas.set("caption")
            text.draw(title, font: FontSpec(size: 22, weight: .semibold), width: Double(width) - 2 * Self.gap, alignment: .natural,
                      at: Self.gap, y: 12, on: cr)
            var x = Self.gap + Self.labelWidth
            for (c, label) in columns.enumerated() {
                text.draw(label, font: FontSpec(size: 15, weight: .semibold), width: g.columnWidths[c], alignment: .natural,
                          at: x, y: Self.titleHeight, on: cr)
                x += g.columnWidths[c] + Self.gap
            }
        }
        for (r, label) in rows.enumerated() where Int(g.rowTops[r]) >= top && Int(g.rowTops[r]) < bottom {
            let y = g.rowTops[r]
            canvas.set("caption")
            text.draw(label, font: FontSpec(size: 15, weight: .medium), width: Self.labelWidth - Self.gap, alignment: .natural,
                      at: Self.gap, y: y, on: cr)
            var x = Self.gap + Self.labelWidth
            for c in columns.indices {
                if r < sizes.count, c < sizes[r].count, let size = sizes[r][c] {
                    try fill(r, c, SheetCell(cr: cr, x: x, y: y, width: size.width, height: size.height, scale: self.scale))
                }
                x += g.columnWidths[c] + Self.gap
            }
        }
        cairo_surface_flush(band.surface)
    }
}
