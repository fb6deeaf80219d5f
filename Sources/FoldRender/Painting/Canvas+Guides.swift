import CPangoCairo
import FoldLayout

/// The design-review overlay (R2): each guide in its own colour, with a legend.
extension Canvas {
    static let guideColours: [(name: String, colour: Colour)] = [
        ("safe area", Colour(hex: 0xFF3B30, alpha: 0.9)),
        ("shell rail", Colour(hex: 0xFF9500, alpha: 0.9)),
        ("dock margin", Colour(hex: 0xAF52DE, alpha: 0.9)),
        ("fold clearance", Colour(hex: 0x00C7BE, alpha: 0.9)),
        ("content region", Colour(hex: 0x34C759, alpha: 0.9)),
        ("container", Colour(hex: 0x007AFF, alpha: 0.9)),
        ("first line", Colour(hex: 0xFF2D55, alpha: 0.9)),
        ("touch target", Colour(hex: 0x5856D6, alpha: 0.9)),
    ]

    func guide(_ name: String) -> Colour {
        Self.guideColours.first { $0.name == name }?.colour ?? Colour(1, 0, 1)
    }

    func outline(_ r: Rect, _ colour: Colour, dashed: Bool = false) {
        set(colour)
        cairo_set_line_width(cr, hairline * 1.5)
        if dashed {
            var dashes: [Double] = [4, 3]
            cairo_set_dash(cr, &dashes, 2, 0)
        }
        cairo_rectangle(cr, r.x + hairline, r.y + hairline, r.width - 2 * hairline, r.height - 2 * hairline)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    func paintGuides(_ surface: Surface, _ layout: SolvedLayout) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        outline(surface.bounds.inset(by: surface.safeArea), guide("safe area"), dashed: true)
        for rail in surface.rails {
            var c = guide("shell rail"); c.a = 0.18
            set(c)
            cairo_rectangle(cr, rail.x, rail.y, rail.width, rail.height)
            cairo_fill(cr)
        }
        for dock in surface.docks {
            let margin = surface.shell.dockMargin
            var c = guide("dock margin"); c.a = 0.22
            set(c)
            let band = surface.direction == .leftToRight
                ? Rect(x: dock.minX - margin, y: dock.minY, width: margin, height: dock.height)
                : Rect(x: dock.maxX, y: dock.minY, width: margin, height: dock.height)
            cairo_rectangle(cr, band.x, band.y, band.width, band.height)
            cairo_fill(cr)
        }
        for fold in surface.folds {
            var c = guide("fold clearance"); c.a = 0.25
            set(c)
            let k = fold.keepOut
            cairo_rectangle(cr, k.x, k.y, k.width, k.height)
            cairo_fill(cr)
        }
        // A cutout's clearance is part of the safe area: outlined in its colour.
        for cutout in surface.cutouts { outline(cutout.keepOut, guide("safe area")) }
        for page in surface.pages { outline(page.content, guide("content region"), dashed: true) }
        for node in layout.nodes {
            guard let kind = node.semantics.guide else { continue }
            // A first line is drawn across its row: it shows where the row does.
            var owner = node
            if case .firstLine(let across) = kind, let row = layout.node(across) { owner = row }
            guard node.opacity > 0, let region = Self.guideRegion(owner, on: surface) else { continue }
            // A guide shows what is drawn: clipped where its node is clipped (a scrolled list) and to
            // the page it lies on, never across the hinge onto the other page (R2).
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_rectangle(cr, region.x, region.y, region.width, region.height)
            cairo_clip(cr)
            switch kind {
            case .container: outline(node.frame, guide("container"))
            case .touchTarget: outline(node.frame, guide("touch target"))
            case .firstLine:
                guard let line = node.text?.firstLine else { break }
                // Across the whole row, so a control's centre can be checked against it.
                let span = owner.frame
                set(guide("first line"))
                cairo_set_line_width(cr, hairline)
                cairo_move_to(cr, span.minX, line.midY)
                cairo_line_to(cr, span.maxX, line.midY)
                cairo_stroke(cr)
            }
        }
        paintLegend(in: surface)
    }

    /// Where a node's guide may be drawn: what of it shows (inside its clip, faded in at all), on the
    /// page that holds it; `nil` when none of it shows.
    static func guideRegion(_ node: SolvedNode, on surface: Surface) -> Rect? {
        guard node.opacity > 0 else { return nil }
        var region = node.clip.map { node.frame.intersection($0) } ?? node.frame
        if let page = RuleGeometry.page(holding: region, on: surface) { region = region.intersection(page.frame) }
        return region.isEmpty ? nil : region
    }

    /// The legend flows along the top edge, over the status-bar safe area, where no content may be.
    func paintLegend(in surface: Surface) {
        let font = FontSpec(size: 8, weight: .medium)
        let rowHeight = 12.0
        var x = 6.0, y = 2.0
        for entry in Self.guideColours {
            let width = 14 + Double(entry.name.count) * 4.6 + 8
            if x + width > surface.bounds.width - 4 {
                x = 6
                y += rowHeight
            }
            set(Colour(1, 1, 1, 0.85))
            roundedRect(Rect(x: x - 2, y: y, width: width - 2, height: rowHeight - 1), radius: 3)
            cairo_fill(cr)
            set(entry.colour)
            cairo_rectangle(cr, x, y + 2.5, 7, 7)
            cairo_fill(cr)
            set(Colour(0.1, 0.1, 0.1))
            text.draw(entry.name, font: font, width: width, alignment: .natural, at: x + 10, y: y + 0.5, on: cr)
            x += width
        }
    }
}
