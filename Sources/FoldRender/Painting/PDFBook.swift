import CPangoCairo
import CreaseIO
import FoldImage
import FoldLayout
import Foundation

/// A PDF of solved layouts painted as vectors through Cairo's PDF surface: each page a title and a
/// grid of panels (a surface, its layout and a caption). Text stays text (Pango glyphs with their
/// fonts embedded), so it can be selected and searched.
public struct PDFBook {
    public struct Panel {
        public var caption: String
        public var surface: Surface
        public var layout: SolvedLayout
        public var options: RenderOptions
        /// Drawn instead of the layout, at `options.scale` pixels per point: an image there is no layout
        /// of any more (a baseline export's state, E2).
        public var image: PixelBuffer?
        public init(caption: String, surface: Surface, layout: SolvedLayout, options: RenderOptions, image: PixelBuffer? = nil) {
            self.caption = caption
            self.surface = surface
            self.layout = layout
            self.options = options
            self.image = image
        }

        /// Its size in points.
        var width: Double { image.map { Double($0.width) / Swift.max(1, options.scale) } ?? (options.canvas?.width ?? surface.bounds.width) }
        var height: Double { image.map { Double($0.height) / Swift.max(1, options.scale) } ?? (options.canvas?.height ?? surface.bounds.height) }
    }

    public struct Page {
        public var title: String
        public var subtitle: String
        public var columns: Int
        public var panels: [Panel]
        /// Text under the subtitle, one paragraph per entry (a summary page's list).
        public var lines: [String]
        public init(title: String, subtitle: String = "", columns: Int, panels: [Panel], lines: [String] = []) {
            self.title = title
            self.subtitle = subtitle
            self.columns = Swift.max(1, columns)
            self.panels = panels
            self.lines = lines
        }
    }

    static let margin = 36.0
    static let gap = 24.0
    static let header = 64.0
    static let captionHeight = 22.0
    /// Pages are at most this wide in points; wider content is scaled down (it stays vector).
    static let maxWidth = 1600.0

    /// Where a page's parts go, worked out once and drawn from.
    struct Geometry {
        var width: Double, height: Double
        /// The scale the panels are drawn at.
        var scale: Double
        /// The height of the title, subtitle and lines above the panels.
        var header: Double
        /// The subtitle's height as set.
        var subtitle: Double
        /// The widest and tallest panel, in points.
        var widest: Double, tallest: Double
    }

    /// The page's size in points, the scale its panels are drawn at, and the height of its title and
    /// subtitle: a subtitle listing long habit names wraps onto more lines and pushes the panels down.
    static func geometry(_ page: Page, text: TextEngine) -> Geometry {
        let widest = page.panels.map(\.width).max() ?? (page.lines.isEmpty ? 1 : 720)
        let tallest = page.panels.map(\.height).max() ?? 1
        let columns = Double(Swift.min(page.columns, Swift.max(1, page.panels.count)))
        let rows = Double((page.panels.count + page.columns - 1) / page.columns)
        let natural = columns * widest + (columns - 1) * gap
        let scale = Swift.min(1, (maxWidth - 2 * margin) / natural)
        let width = 2 * margin + natural * scale
        let subtitle = page.subtitle.isEmpty ? 0 : text.measure(page.subtitle, font: subtitleFont, width: width - 2 * margin).height
        let lines = page.lines.isEmpty ? 0 : text.measure(page.lines.joined(separator: "\n"), font: linesFont, width: width - 2 * margin).height + 12
        let header = Swift.max(Self.header, subtitleTop + subtitle + lines + 18)
        let height = 2 * margin + header + rows * (tallest * scale + captionHeight + gap)
        return Geometry(width: width, height: height, scale: scale, header: header, subtitle: subtitle, widest: widest, tallest: tallest)
    }

    static let subtitleTop = 30.0
    static let subtitleFont = FontSpec(size: 12, weight: .regular)
    static let linesFont = FontSpec(size: 11, weight: .regular)

    /// Writes `pages` as one PDF at `url` (atomically: the whole file or none). `painter` paints the
    /// panels; its text engine draws titles and captions.
    public static func write(_ pages: [Page], title: String, painter: Painter, to url: URL) throws {
        final class Sink { var data = Data() }
        let sink = Sink()
        let first = pages.first.map { geometry($0, text: painter.text) }
            ?? Geometry(width: 595, height: 842, scale: 1, header: header, subtitle: 0, widest: 1, tallest: 1)
        let writer: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        try withExtendedLifetime(sink) { () throws(RenderError) in
            let book = try CairoCanvas(taking: cairo_pdf_surface_create_for_stream(writer, Unmanaged.passUnretained(sink).toOpaque(), first.width, first.height),
                                       "a PDF surface")
            let surface = book.surface, cr = book.cr
            defer { withExtendedLifetime(book) {} }
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "crease export")
            for page in pages {
                let g = geometry(page, text: painter.text)
                cairo_pdf_surface_set_size(surface, g.width, g.height)
                try draw(page, g, painter: painter, on: cr)
                cairo_show_page(cr)
            }
            cairo_surface_finish(surface)
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo("the PDF could not be written (\(String(cString: cairo_status_to_string(cairo_surface_status(surface)))))")
            }
        }
        try AtomicFile.write(sink.data, to: url)
    }

    static func draw(_ page: Page, _ g: Geometry, painter: Painter, on cr: OpaquePointer) throws(RenderError) {
        let (width, height, scale, header) = (g.width, g.height, g.scale, g.header)
        let paper = Theme.standard(.light)
        let sheet = Canvas(cr: cr, theme: paper, hairline: 0.5, text: painter.text)
        sheet.fill(Rect(x: 0, y: 0, width: width, height: height), "screen")
        sheet.set("caption")
        painter.text.draw(page.title, font: FontSpec(size: 20, weight: .semibold), width: width - 2 * margin, alignment: .natural,
                          at: margin, y: margin, on: cr)
        sheet.set("caption.secondary")
        painter.text.draw(page.subtitle, font: subtitleFont, width: width - 2 * margin, alignment: .natural,
                          at: margin, y: margin + subtitleTop, on: cr)
        if !page.lines.isEmpty {
            sheet.set("caption")
            painter.text.draw(page.lines.joined(separator: "\n"), font: linesFont, width: width - 2 * margin, alignment: .natural,
                              at: margin, y: margin + subtitleTop + g.subtitle + 12, on: cr)
        }
        let (widest, tallest) = (g.widest, g.tallest)
        for (i, panel) in page.panels.enumerated() {
            let x = margin + Double(i % page.columns) * (widest + gap) * scale
            let y = margin + header + Double(i / page.columns) * (tallest * scale + captionHeight + gap)
            sheet.set("caption")
            painter.text.draw(panel.caption, font: FontSpec(size: 12, weight: .medium), width: widest * scale, alignment: .natural,
                              at: x, y: y, on: cr)
            if let image = panel.image {
                try ContactSheet.draw(image, on: cr, x: x, y: y + captionHeight, scale: scale / Swift.max(1, panel.options.scale))
                continue
            }
            cairo_save(cr)
            cairo_translate(cr, x, y + captionHeight)
            cairo_scale(cr, scale, scale)
            let area = panel.options.canvas ?? panel.surface.bounds
            cairo_rectangle(cr, area.x, area.y, area.width, area.height)
            cairo_clip(cr)
            painter.paint(panel.surface, panel.layout, options: panel.options, theme: painter.theme(panel.options.appearance),
                          hairline: 0.5 / scale, on: cr)
            cairo_restore(cr)
        }
    }
}
