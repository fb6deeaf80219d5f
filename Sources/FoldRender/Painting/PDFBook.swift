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
        /// The bookmark this page sits under (a device); nil: a bookmark of its own at the top.
        public var section: String?
        public init(title: String, subtitle: String = "", columns: Int, panels: [Panel], lines: [String] = [], section: String? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.columns = Swift.max(1, columns)
            self.panels = panels
            self.lines = lines
            self.section = section
        }
    }

    /// Every page is one size (E5): A3 landscape, the panels scaled down to fit beside a column for notes.
    static let pageWidth = 1190.55, pageHeight = 841.89
    static let margin = 36.0
    static let gap = 24.0
    static let header = 64.0
    static let captionHeight = 22.0
    /// The column on the right of every page where a reviewer writes (E5: room for notes).
    static let notesWidth = 220.0
    static let titleFont = FontSpec(size: 20, weight: .semibold)

    /// Where a page's parts go, worked out once and drawn from.
    struct Geometry {
        /// The scale the panels are drawn at.
        var scale: Double
        /// The height of the title, subtitle and lines above the panels.
        var header: Double
        /// The title's and subtitle's heights as set.
        var title: Double, subtitle: Double
        /// The widest and tallest panel, in points.
        var widest: Double, tallest: Double
    }

    /// The width left for the title, the lines and the panels, beside the notes.
    static var contentWidth: Double { pageWidth - 2 * margin - notesWidth - gap }

    /// The scale the panels are drawn at and the height of the title and subtitle: a subtitle listing
    /// long habit names wraps onto more lines and pushes the panels down; panels too large for the page
    /// are scaled down to fit it (they stay vector).
    static func geometry(_ page: Page, text: TextEngine) -> Geometry {
        let widest = page.panels.map(\.width).max() ?? 1
        let tallest = page.panels.map(\.height).max() ?? 1
        let columns = Double(Swift.min(page.columns, Swift.max(1, page.panels.count)))
        let rows = Double((page.panels.count + page.columns - 1) / page.columns)
        let width = contentWidth
        let (title, subtitle) = headHeights(title: page.title, subtitle: page.subtitle, text: text)
        let lines = page.lines.isEmpty ? 0 : text.measure(page.lines.joined(separator: "\n"), font: linesFont, width: width).height + 12
        let header = Swift.max(Self.header, title + 6 + subtitle + lines + 18)
        let naturalWidth = columns * widest + (columns - 1) * gap
        let roomHeight = pageHeight - 2 * margin - header - rows * (captionHeight + gap)
        let scale = page.panels.isEmpty ? 1 : Swift.max(0.05, Swift.min(1, width / naturalWidth, roomHeight / (rows * tallest)))
        return Geometry(scale: scale, header: header, title: title, subtitle: subtitle, widest: widest, tallest: tallest)
    }

    /// The heights of a page's title and subtitle as `draw` sets them beside the notes.
    static func headHeights(title: String, subtitle: String, text: TextEngine) -> (title: Double, subtitle: Double) {
        (text.measure(title, font: titleFont, width: contentWidth).height,
         subtitle.isEmpty ? 0 : text.measure(subtitle, font: subtitleFont, width: contentWidth).height)
    }

    static let subtitleFont = FontSpec(size: 12, weight: .regular)
    static let linesFont = FontSpec(size: 11, weight: .regular)

    /// A page of lines longer than a page is cut into pages that each hold what fits, the title
    /// marked as continued.
    static func paginated(_ pages: [Page], text: TextEngine) -> [Page] {
        pages.flatMap { page -> [Page] in
            guard !page.lines.isEmpty, page.panels.isEmpty else { return [page] }
            // What the title and subtitle take, as `draw` sets them, then the lines below them.
            let (title, subtitle) = headHeights(title: page.title + " (continued)", subtitle: page.subtitle, text: text)
            let room = pageHeight - 2 * margin - (title + 6 + subtitle + 12) - 24
            var chunks: [[String]] = []
            var current: [String] = []
            var used = 0.0
            for line in page.lines {
                let height = text.measure(line, font: linesFont, width: contentWidth).height
                if used + height > room, !current.isEmpty {
                    chunks.append(current)
                    current = []
                    used = 0
                }
                current.append(line)
                used += height
            }
            chunks.append(current)
            return chunks.enumerated().map { k, lines in
                var part = page
                part.lines = lines
                if k > 0 { part.title += " (continued)" }
                return part
            }
        }
    }

    /// Writes `pages` as one PDF at `url` (atomically: the whole file or none), every page one size,
    /// with bookmarks: each section (a device) and its pages under it. `painter` paints the panels;
    /// its text engine draws titles and captions.
    public static func write(_ pages: [Page], title: String, painter: Painter, to url: URL) throws {
        final class Sink { var data = Data() }
        let sink = Sink()
        let pages = paginated(pages, text: painter.text)
        let writer: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        try withExtendedLifetime(sink) { () throws(RenderError) in
            let book = try CairoCanvas(taking: cairo_pdf_surface_create_for_stream(writer, Unmanaged.passUnretained(sink).toOpaque(), pageWidth, pageHeight),
                                       "a PDF surface")
            let surface = book.surface, cr = book.cr
            defer { withExtendedLifetime(book) {} }
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "crease export")
            var sections: [String: Int32] = [:]
            for (n, page) in pages.enumerated() {
                let link = "page=\(n + 1)"
                var parent = Int32(CAIRO_PDF_OUTLINE_ROOT)
                if let section = page.section {
                    if let id = sections[section] { parent = id } else {
                        parent = cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), section, link, CAIRO_PDF_OUTLINE_FLAG_BOLD)
                        sections[section] = parent
                    }
                }
                let entry = page.section.map { page.title.hasPrefix($0 + " · ") ? String(page.title.dropFirst($0.count + 3)) : page.title } ?? page.title
                _ = cairo_pdf_surface_add_outline(surface, parent, entry, link, cairo_pdf_outline_flags_t(rawValue: 0))
                try draw(page, geometry(page, text: painter.text), painter: painter, on: cr)
                cairo_show_page(cr)
            }
            cairo_surface_finish(surface)
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RenderError.cairo("the PDF could not be written (\(String(cString: cairo_status_to_string(cairo_surface_status(surface)))))")
            }
        }
        try AtomicFile.write(sink.data, to: url)
    }

    /// The notes column: a heading and ruled lines to write on, printed or annotated.
    static func drawNotes(_ sheet: Canvas, painter: Painter, on cr: OpaquePointer) {
        let x = pageWidth - margin - notesWidth
        sheet.set("caption.secondary")
        painter.text.draw("Notes", font: FontSpec(size: 12, weight: .semibold), width: notesWidth, alignment: .natural, at: x, y: margin, on: cr)
        sheet.set("rail.edge")
        cairo_set_line_width(cr, 0.5)
        var y = margin + 40
        while y < pageHeight - margin {
            cairo_move_to(cr, x, y)
            cairo_line_to(cr, x + notesWidth, y)
            y += 24
        }
        cairo_stroke(cr)
    }

    static func draw(_ page: Page, _ g: Geometry, painter: Painter, on cr: OpaquePointer) throws(RenderError) {
        let (scale, header) = (g.scale, g.header)
        let paper = Theme.standard(.light)
        let sheet = Canvas(cr: cr, theme: paper, hairline: 0.5, text: painter.text)
        let width = contentWidth
        sheet.fill(Rect(x: 0, y: 0, width: pageWidth, height: pageHeight), "screen")
        drawNotes(sheet, painter: painter, on: cr)
        sheet.set("caption")
        painter.text.draw(page.title, font: titleFont, width: width, alignment: .natural, at: margin, y: margin, on: cr)
        sheet.set("caption.secondary")
        painter.text.draw(page.subtitle, font: subtitleFont, width: width, alignment: .natural, at: margin, y: margin + g.title + 6, on: cr)
        if !page.lines.isEmpty {
            sheet.set("caption")
            painter.text.draw(page.lines.joined(separator: "\n"), font: linesFont, width: width, alignment: .natural,
                              at: margin, y: margin + g.title + 6 + g.subtitle + 12, on: cr)
        }
        let (widest, tallest) = (g.widest, g.tallest)
        for (i, panel) in page.panels.enumerated() {
            let x = margin + Double(i % page.columns) * (widest * scale + gap)
            let y = margin + header + Double(i / page.columns) * (tallest * scale + captionHeight + gap)
            sheet.set("caption")
            painter.text.draw(panel.caption, font: FontSpec(size: 12, weight: .medium), width: Swift.max(widest * scale, 120), alignment: .natural,
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
                          hairline: 0.5 / scale, on: cr, textBeneathScrimAsPaths: true)
            cairo_restore(cr)
        }
    }
}
