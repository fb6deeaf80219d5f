import CPangoCairo
import FoldLayout

/// P11 confirmed on the pixels: the picture, not the declaration, says what text shows. The layout is
/// painted twice, as it is and with every text left out; each text is drawn alone into a mask of its
/// glyphs' ink; where the two pictures differ under that ink, the text's ink survived. A text the
/// visibility model says shows must keep its ink there (nothing it does not know paints over it or
/// clips it), and a text it says is hidden must leave none (no layer it counts as covering lets it
/// through). Ink under a scroll edge's fade is neither: it is faded on purpose.
///
/// The check is independent of the model in what matters: it reads Cairo's pixels, so a clip, a later
/// layer or a fold the model misses shows up as ink lost or ink found.
public struct InkCheck {
    /// What the check found of one text.
    public struct Reading: Hashable, Sendable {
        /// The text's position in the layout and its identity.
        public var node: Int
        public var id: String
        /// Ink pixels where the model says the text shows, and how many of them survived.
        public var inkShown: Int
        public var survivedShown: Int
        /// Ink pixels where the model says it does not show (faded bands aside), and how many survived.
        public var inkHidden: Int
        public var survivedHidden: Int

        /// The share of its shown ink that survived (1 when there is none to judge).
        public var shownFraction: Double { inkShown == 0 ? 1 : Double(survivedShown) / Double(inkShown) }
        public var hiddenFraction: Double { inkHidden == 0 ? 0 : Double(survivedHidden) / Double(inkHidden) }
    }

    /// Below this many ink pixels a region is too small to judge.
    public static let leastInk = 12
    /// Shown ink must survive at least this much; hidden ink at most `leaks`.
    public static let survives = 0.8
    public static let leaks = 0.2
    /// Two pictures differ at a pixel when a channel differs by at least this much (of 255).
    public static let difference: UInt32 = 10

    /// Reads every text of `layout` with opacity of at least a half.
    public static func read(_ painter: Painter, _ surface: Surface, _ layout: SolvedLayout, visibility: Visibility,
                            appearance: Appearance = .light, scale: Double = 1) throws(RenderError) -> [Reading] {
        let theme = painter.theme(appearance)
        let size: ImageSize
        switch ImageSize.of(width: surface.bounds.width, height: surface.bounds.height, scale: scale) {
        case .success(let checked): size = checked
        case .failure(let refusal): throw RenderError.cairo("the image " + refusal.text)
        }
        let options = RenderOptions(scale: scale, appearance: appearance)
        func picture(drawsText: Bool) throws(RenderError) -> CairoCanvas {
            let image = try CairoCanvas.image(width: size.width, height: size.height, "a \(size.width)×\(size.height) image surface")
            cairo_scale(image.cr, scale, scale)
            painter.paint(surface, layout, options: options, theme: theme, hairline: 1 / scale, on: image.cr, drawsText: drawsText,
                          plan: visibility.plan)
            cairo_surface_flush(image.surface)
            return image
        }
        let full = try picture(drawsText: true)
        let bare = try picture(drawsText: false)
        guard let fullData = cairo_image_surface_get_data(full.surface), let bareData = cairo_image_surface_get_data(bare.surface) else {
            throw RenderError.cairo("could not read the pictures' pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(full.surface)) / 4
        let fullWords = UnsafeRawPointer(fullData).assumingMemoryBound(to: UInt32.self)
        let bareWords = UnsafeRawPointer(bareData).assumingMemoryBound(to: UInt32.self)
        // Each text's ink, drawn alone; then how many texts ink each pixel. A pixel two texts ink is
        // left out of both readings: where the pictures differ there, either may be what shows.
        var masks: [(node: Int, x0: Int, y0: Int, w: Int, h: Int, ink: [Bool], box: Rect)] = []
        var inkCount = [UInt8](repeating: 0, count: size.width * size.height)
        for (k, node) in layout.nodes.enumerated() {
            guard let text = node.text, node.opacity >= 0.5, !text.lines.isEmpty else { continue }
            let lines = text.lines
            let box = lines.dropFirst().reduce(lines[0].frame) { $0.union($1.frame) }
            // Glyphs may reach a little past their line's logical box (a hyphen, an italic overhang).
            let inkBox = Rect(x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4)
            let x0 = Int((inkBox.minX * scale).rounded(.down)), y0 = Int((inkBox.minY * scale).rounded(.down))
            let x1 = Int((inkBox.maxX * scale).rounded(.up)), y1 = Int((inkBox.maxY * scale).rounded(.up))
            let w = x1 - x0, h = y1 - y0
            guard w > 0, h > 0, w * h <= 40_000_000 else { continue }
            let mask = try CairoCanvas(taking: cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)), "a text's ink mask")
            cairo_translate(mask.cr, -Double(x0), -Double(y0))
            cairo_scale(mask.cr, scale, scale)
            cairo_set_source_rgba(mask.cr, 0, 0, 0, 1)
            painter.text.draw(text.content.string, font: text.content.font, width: text.wrapWidth, language: text.content.language,
                              hyphenates: text.content.hyphenates,
                              lines: lines, on: mask.cr)
            cairo_surface_flush(mask.surface)
            guard let maskData = cairo_image_surface_get_data(mask.surface) else { continue }
            let maskStride = Int(cairo_image_surface_get_stride(mask.surface))
            var ink = [Bool](repeating: false, count: w * h)
            for py in 0..<h {
                let iy = y0 + py
                // Any ink counts towards a pixel's texts (a faint antialiased edge of another text is
                // enough to make the pictures differ); a text reads only its solid ink.
                for px in 0..<w where maskData[py * maskStride + px] > 0 {
                    if maskData[py * maskStride + px] >= 128 { ink[py * w + px] = true }
                    let ix = x0 + px
                    if iy >= 0, iy < size.height, ix >= 0, ix < size.width, inkCount[iy * size.width + ix] < 255 {
                        inkCount[iy * size.width + ix] += 1
                    }
                }
            }
            masks.append((k, x0, y0, w, h, ink, inkBox))
        }
        var out: [Reading] = []
        for m in masks {
            let k = m.node
            let shown = visibility.shown(m.box, of: k)
            // Under a fade, and under a layer's rounded corner, ink is neither shown nor hidden.
            let faded = visibility.plan.fades.filter { visibility.plan.isAfter(fade: $0, node: k) }.map { $0.band.intersection($0.clip) }
                + visibility.uncertain(over: m.box, of: k)
            var reading = Reading(node: k, id: layout.nodes[k].id, inkShown: 0, survivedShown: 0, inkHidden: 0, survivedHidden: 0)
            for py in 0..<m.h {
                let iy = m.y0 + py
                for px in 0..<m.w where m.ink[py * m.w + px] {
                    let ix = m.x0 + px
                    let inside = iy >= 0 && iy < size.height && ix >= 0 && ix < size.width
                    if inside && inkCount[iy * size.width + ix] > 1 { continue }
                    // The pixel's square, in points: a pixel an edge of what shows crosses is antialiased
                    // between the two, and judged as neither.
                    let square = Rect(x: Double(ix) / scale, y: Double(iy) / scale, width: 1 / scale, height: 1 / scale)
                    let survived = inside && differs(fullWords[iy * stride + ix], bareWords[iy * stride + ix])
                    if faded.contains(where: { $0.intersects(square) }) { continue }
                    if shown.contains(where: { $0.contains(square, tolerance: 0.001) }) {
                        reading.inkShown += 1
                        if survived { reading.survivedShown += 1 }
                    } else if !shown.contains(where: { $0.intersects(square) }) {
                        reading.inkHidden += 1
                        if survived { reading.survivedHidden += 1 }
                    }
                }
            }
            out.append(reading)
        }
        return out
    }

    /// The P11 violations among `readings`: shown text whose ink the picture lost, and hidden text
    /// whose ink it shows.
    public static func violations(_ readings: [Reading]) -> [Violation] {
        var out: [Violation] = []
        for r in readings {
            if r.inkShown >= leastInk, r.shownFraction < survives {
                out.append(Violation(rule: "P11", node: r.id,
                                     message: "shows in the layout, but the picture keeps \(percent(r.shownFraction)) of its ink there (\(r.survivedShown) of \(r.inkShown) pixels)"))
            }
            if r.inkHidden >= leastInk, r.hiddenFraction > leaks {
                out.append(Violation(rule: "P11", node: r.id,
                                     message: "is hidden in the layout, but the picture shows \(percent(r.hiddenFraction)) of its ink there (\(r.survivedHidden) of \(r.inkHidden) pixels)"))
            }
        }
        return out
    }

    static func percent(_ f: Double) -> String { "\(Int((f * 100).rounded()))%" }

    /// Whether two premultiplied ARGB words differ by `difference` in any channel.
    static func differs(_ a: UInt32, _ b: UInt32) -> Bool {
        if a == b { return false }
        for shift in stride(from: 0, to: 32, by: 8) {
            let ca = (a >> UInt32(shift)) & 0xFF, cb = (b >> UInt32(shift)) & 0xFF
            if (ca > cb ? ca - cb : cb - ca) >= difference { return true }
        }
        return false
    }
}
