import CPangoCairo
import FoldLayout

/// Drawing primitives over one Cairo context in points, with the theme's colours.
struct Canvas {
    let cr: OpaquePointer
    let theme: Theme
    /// One device pixel in points.
    let hairline: Double
    let text: TextEngine

    func set(_ paint: Paint, opacity: Double = 1) {
        let c = theme.colour(paint)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * opacity)
    }

    func set(_ c: Colour) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

    func roundedRect(_ r: Rect, radius: Double) {
        let radius = Swift.max(0, Swift.min(radius, r.width / 2, r.height / 2))
        guard radius > 0 else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    func fill(_ r: Rect, _ paint: Paint, radius: Double = 0, opacity: Double = 1) {
        roundedRect(r, radius: radius)
        set(paint, opacity: opacity)
        cairo_fill(cr)
    }

    /// A stroke of `width` points drawn inside `r`, so a hairline stays within its frame.
    func stroke(_ r: Rect, _ paint: Paint, width: Double, radius: Double = 0, opacity: Double = 1) {
        let inset = width / 2
        roundedRect(Rect(x: r.x + inset, y: r.y + inset, width: r.width - width, height: r.height - width),
                    radius: Swift.max(0, radius - inset))
        set(paint, opacity: opacity)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    func circle(center x: Double, _ y: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
    }

    // MARK: Device chrome

    func paintChrome(_ surface: Surface) {
        switch surface.kind {
        case .display: break
        case .panel: return paintPanel(surface)
        case .window: return paintWindow(surface)
        }
        // Outside the display's rounded corners the image stays transparent, as a widget's does: no
        // dark wedges on a light render, in a PDF page or behind a diff.
        cairo_save(cr)
        roundedRect(surface.bounds, radius: surface.cornerRadius)
        cairo_clip(cr)
        fill(surface.bounds, "screen")
        for rail in surface.rails { paintRail(rail, direction: surface.direction) }
        for dock in surface.docks { paintDock(dock) }
        cairo_restore(cr)
    }

    func paintRail(_ rail: Rect, direction: LayoutDirection) {
        fill(rail, "rail")
        // The shell's drawer button on the leading side and its account button on the trailing side.
        let y = rail.midY
        let lead = direction == .leftToRight ? rail.minX + 18 : rail.maxX - 34
        let trail = direction == .leftToRight ? rail.maxX - 26 : rail.minX + 26
        set("rail.icon")
        cairo_set_line_width(cr, 1.5)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for dy in [-5.0, 0, 5] {
            cairo_move_to(cr, lead, y + dy)
            cairo_line_to(cr, lead + 16, y + dy)
        }
        cairo_stroke(cr)
        circle(center: trail, y, radius: 9)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        fill(Rect(x: rail.minX, y: rail.maxY - hairline, width: rail.width, height: hairline), "rail.edge")
    }

    func paintDock(_ dock: Rect) {
        let inner = Rect(x: dock.x + 6, y: dock.y + 8, width: dock.width - 12, height: dock.height - 16)
        fill(inner, "dock", radius: Swift.min(20, inner.width / 2))
        let size = Swift.max(0, inner.width - 20)
        var y = inner.y + 14
        for _ in 0..<4 where y + size < inner.maxY - 8 {
            fill(Rect(x: inner.midX - size / 2, y: y, width: size, height: size), "dock.icon", radius: size * 0.28)
            y += size + 14
        }
    }

    /// Content that continues past a scrolling region's edge fades into the region's background there
    /// (at the bottom while more lies below, at the top once it has scrolled: P14).
    func paintScrollEdge(_ fade: PaintPlan.ScrollFade) {
        let c = theme.colour(fade.paint)
        let band = fade.band
        let (from, to) = fade.edge == .bottom ? (band.minY, band.maxY) : (band.maxY, band.minY)
        guard let gradient = cairo_pattern_create_linear(0, from, 0, to) else { return }
        defer { cairo_pattern_destroy(gradient) }
        cairo_pattern_add_color_stop_rgba(gradient, 0, c.r, c.g, c.b, 0)
        cairo_pattern_add_color_stop_rgba(gradient, 1, c.r, c.g, c.b, 0.92)
        cairo_save(cr)
        cairo_rectangle(cr, fade.clip.x, fade.clip.y, fade.clip.width, fade.clip.height)
        cairo_clip(cr)
        cairo_rectangle(cr, band.x, band.y, band.width, band.height)
        cairo_set_source(cr, gradient)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Camera islands and punch holes (S8), drawn above everything as the glass is: what lies under
    /// one is not seen, and the content region keeps their clearance.
    func paintCutouts(_ surface: Surface) {
        for cutout in surface.cutouts {
            let f = cutout.frame
            switch cutout.shape {
            case .circle:
                circle(center: f.midX, f.midY, radius: Swift.min(f.width, f.height) / 2)
                set("cutout")
                cairo_fill(cr)
            case .pill: fill(f, "cutout", radius: Swift.min(f.width, f.height) / 2)
            case .rectangle: fill(f, "cutout")
            }
        }
    }

    /// The hinge is drawn above content: it is a physical gap, and anything under it is a bug that
    /// review must see cut off. A held partial fold also shades the pages towards the fold.
    func paintFoldOverlay(_ surface: Surface) {
        for fold in surface.folds { paintFold(fold) }
    }

    /// One hinge or crease, shaded when it is held half opened (S7: each fold of a tri-fold is held its own way).
    func paintFold(_ fold: Surface.FoldBand) {
        if fold.posture == .halfOpened { paintHalfOpenShade(fold) }
        let f = fold.frame
        if fold.isHinge {
            fill(f, "hinge")
            let edge: Rect, edge2: Rect
            if fold.axis == .vertical {
                edge = Rect(x: f.minX, y: f.minY, width: hairline, height: f.height)
                edge2 = Rect(x: f.maxX - hairline, y: f.minY, width: hairline, height: f.height)
            } else {
                edge = Rect(x: f.minX, y: f.minY, width: f.width, height: hairline)
                edge2 = Rect(x: f.minX, y: f.maxY - hairline, width: f.width, height: hairline)
            }
            fill(edge, "hinge.edge")
            fill(edge2, "hinge.edge")
        } else {
            // A crease: a soft shadow either side of a one-pixel line.
            let spread = 6.0
            for step in 1...3 {
                let d = spread * Double(step) / 3
                let band = fold.axis == .vertical
                    ? Rect(x: f.minX - d, y: f.minY, width: 2 * d, height: f.height)
                    : Rect(x: f.minX, y: f.minY - d, width: f.width, height: 2 * d)
                fill(band, "crease.shadow", opacity: 0.5)
            }
            let line = fold.axis == .vertical
                ? Rect(x: f.minX - hairline / 2, y: f.minY, width: hairline, height: f.height)
                : Rect(x: f.minX, y: f.minY - hairline / 2, width: f.width, height: hairline)
            fill(line, "crease")
        }
    }

    /// Shading on both sides of a held partial fold, so the posture reads at a glance in review.
    func paintHalfOpenShade(_ fold: Surface.FoldBand) {
        let reach = 36.0
        let c = theme.colour("crease.shadow")
        let f = fold.frame
        for side in [-1.0, 1.0] {
            let (x0, y0, x1, y1): (Double, Double, Double, Double)
            let band: Rect
            if fold.axis == .vertical {
                let edge = side < 0 ? f.minX : f.maxX
                (x0, y0, x1, y1) = (edge, 0, edge + side * reach, 0)
                band = Rect(x: side < 0 ? edge - reach : edge, y: f.minY, width: reach, height: f.height)
            } else {
                let edge = side < 0 ? f.minY : f.maxY
                (x0, y0, x1, y1) = (0, edge, 0, edge + side * reach)
                band = Rect(x: f.minX, y: side < 0 ? edge - reach : edge, width: f.width, height: reach)
            }
            guard let gradient = cairo_pattern_create_linear(x0, y0, x1, y1) else { continue }
            cairo_pattern_add_color_stop_rgba(gradient, 0, c.r, c.g, c.b, Swift.min(1, c.a * 3))
            cairo_pattern_add_color_stop_rgba(gradient, 1, c.r, c.g, c.b, 0)
            cairo_rectangle(cr, band.x, band.y, band.width, band.height)
            cairo_set_source(cr, gradient)
            cairo_fill(cr)
            cairo_pattern_destroy(gradient)
        }
    }

    // MARK: Nodes

    /// Draws one node inside `clip` (every region it lies in: `PaintPlan.clips`).
    /// `textAsPaths`: its text as filled outlines (a PDF page's text beneath a modal's scrim).
    func paint(_ node: SolvedNode, clip: Rect?, drawsText: Bool = true, textAsPaths: Bool = false) {
        guard node.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip {
            cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
            cairo_clip(cr)
        }
        if let decoration = node.decoration { paint(decoration, in: node.frame, opacity: node.opacity) }
        if drawsText, let solved = node.text {
            set(solved.content.color, opacity: node.opacity)
            text.draw(solved.content.string, font: solved.content.font, width: solved.wrapWidth,
                      language: solved.content.language,
                      hyphenates: solved.content.hyphenates, lines: solved.lines, asPaths: textAsPaths, on: cr)
        }
        if node.semantics.hasFocus { paintFocusRing(node) }
    }

    /// Where the focus is (after Close returns it, A2): a ring in the focus colour (the app's palette over
    /// the chrome's), rounded as the node asks, so a still
    /// image shows where focus went. It crosses nothing beside the element: a row's ring lies inside
    /// the row's frame; a text's just round its lines, in the leading between them and the next text.
    static let focusRingWidth = 2.0

    func paintFocusRing(_ node: SolvedNode) {
        var ring = node.frame
        if let lines = node.text?.lines, let first = lines.first {
            let left = lines.map(\.frame.minX).min() ?? first.frame.minX, right = lines.map(\.frame.maxX).max() ?? first.frame.maxX
            let top = first.frame.minY, bottom = lines.last?.frame.maxY ?? first.frame.maxY
            ring = Rect(x: left - 6, y: top - 2, width: right - left + 12, height: bottom - top + 4)
        }
        let radius = node.semantics.focusCornerRadius.map { Swift.min($0, ring.height / 2, ring.width / 2) } ?? Swift.min(10, ring.height / 2)
        stroke(ring, "focus", width: Self.focusRingWidth, radius: radius)
    }

    func paint(_ d: Decoration, in frame: Rect, opacity: Double) {
        switch d.shape {
        case .hairline:
            // One device pixel at every scale, on the pixel grid.
            guard let fill = d.fill else { break }
            let y = (frame.y / hairline).rounded(.down) * hairline
            self.fill(Rect(x: frame.x, y: y, width: frame.width, height: hairline), fill, opacity: opacity)
        case .circle:
            let r = Swift.min(frame.width, frame.height) / 2
            if let fill = d.fill {
                circle(center: frame.midX, frame.midY, radius: r)
                set(fill, opacity: opacity)
                cairo_fill(cr)
            }
            if let stroke = d.stroke {
                let w = Swift.max(hairline, d.strokeWidth)
                circle(center: frame.midX, frame.midY, radius: r - w / 2)
                set(stroke, opacity: opacity)
                cairo_set_line_width(cr, w)
                cairo_stroke(cr)
            }
        case .rectangle, .capsule:
            let radius = d.shape == .capsule ? Swift.min(frame.width, frame.height) / 2 : d.cornerRadius
            if let fill = d.fill { self.fill(frame, fill, radius: radius, opacity: opacity) }
            if let stroke = d.stroke {
                self.stroke(frame, stroke, width: Swift.max(hairline, d.strokeWidth), radius: radius, opacity: opacity)
            }
        }
        switch d.symbol {
        case .checkmark(let paint)?: paintCheckmark(in: frame, paint, opacity: opacity)
        case .plus(let paint)?: paintPlus(in: frame, paint, opacity: opacity)
        case .barChart(let paint)?: paintChart(in: frame, paint, opacity: opacity)
        case .grip(let paint)?: paintGrip(in: frame, paint, opacity: opacity)
        case .chevron(let paint)?: paintChevron(in: frame, paint, opacity: opacity)
        case .arc(let paint, let fraction)?: paintArc(in: frame, paint, fraction: fraction, width: d.strokeWidth, opacity: opacity)
        case nil: break
        }
    }

    /// An arc along the frame's circle from the top, clockwise, over `fraction` of a turn.
    func paintArc(in frame: Rect, _ paint: Paint, fraction: Double, width: Double, opacity: Double) {
        let turn = Swift.max(0, Swift.min(1, fraction))
        guard turn > 0 else { return }
        let w = Swift.max(hairline, width)
        let r = Swift.min(frame.width, frame.height) / 2 - w / 2
        set(paint, opacity: opacity)
        cairo_set_line_width(cr, w)
        cairo_set_line_cap(cr, turn < 1 ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_new_sub_path(cr)
        cairo_arc(cr, frame.midX, frame.midY, r, -.pi / 2, -.pi / 2 + 2 * .pi * turn)
        cairo_stroke(cr)
    }

    /// A plus, centred in the frame.
    func paintPlus(in frame: Rect, _ paint: Paint, opacity: Double) {
        let s = Swift.min(frame.width, frame.height) * 0.22
        set(paint, opacity: opacity)
        cairo_set_line_width(cr, Swift.max(1.5, s * 0.4))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_move_to(cr, frame.midX - s, frame.midY)
        cairo_line_to(cr, frame.midX + s, frame.midY)
        cairo_move_to(cr, frame.midX, frame.midY - s)
        cairo_line_to(cr, frame.midX, frame.midY + s)
        cairo_stroke(cr)
    }

    /// Three rising bars (a progress button's small chart).
    func paintChart(in frame: Rect, _ paint: Paint, opacity: Double) {
        let w = frame.width / 5
        for (i, h) in [0.45, 0.7, 1.0].enumerated() {
            let bar = Rect(x: frame.minX + w * (0.5 + Double(i) * 1.6), y: frame.maxY - frame.height * h,
                           width: w, height: frame.height * h)
            fill(bar, paint, radius: w / 2, opacity: opacity)
        }
    }

    /// Three level bars across the frame's middle, a line's height apart.
    func paintGrip(in frame: Rect, _ paint: Paint, opacity: Double) {
        let h = Swift.max(1, frame.height / 9)
        for i in [-1.0, 0, 1] {
            let bar = Rect(x: frame.minX + frame.width * 0.15, y: frame.midY + i * frame.height * 0.25 - h / 2,
                           width: frame.width * 0.7, height: h)
            fill(bar, paint, radius: h / 2, opacity: opacity)
        }
    }

    /// A chevron pointing right, centred in the frame (a mirrored layout mirrors the frame, not the glyph).
    func paintChevron(in frame: Rect, _ paint: Paint, opacity: Double) {
        let s = Swift.min(frame.width, frame.height)
        set(paint, opacity: opacity)
        cairo_set_line_width(cr, Swift.max(1.5, s * 0.1))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, frame.midX - s * 0.12, frame.midY - s * 0.25)
        cairo_line_to(cr, frame.midX + s * 0.13, frame.midY)
        cairo_line_to(cr, frame.midX - s * 0.12, frame.midY + s * 0.25)
        cairo_stroke(cr)
    }

    /// A tick, centred in the frame.
    func paintCheckmark(in frame: Rect, _ paint: Paint, opacity: Double) {
        let s = Swift.min(frame.width, frame.height)
        set(paint, opacity: opacity)
        cairo_set_line_width(cr, Swift.max(1.5, s * 0.09))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, frame.midX - s * 0.22, frame.midY + s * 0.02)
        cairo_line_to(cr, frame.midX - s * 0.06, frame.midY + s * 0.18)
        cairo_line_to(cr, frame.midX + s * 0.24, frame.midY - s * 0.16)
        cairo_stroke(cr)
    }
}
