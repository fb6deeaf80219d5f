import CPangoCairo
import FoldLayout
import Synchronization

/// Pango on the renderer's own font set: measures text for the layout (`TextMeasuring`) and
/// draws exactly the same layouts on a Cairo context. One per thread: Pango font maps are not
/// shared between threads.
///
/// Text wraps between words only. A word wider than its line is hyphenated at the points the
/// patterns of the text's language allow (`HyphenationSet`): soft hyphens go in at those points and
/// Pango breaks there, drawing the hyphen. Only when even a piece between two points is wider than
/// the line does Pango break inside it, as a last resort that the lines report (`LineEnding.insideWord`).
public final class TextEngine: TextMeasuring {
    private let configuration: FontConfiguration
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private let families: String
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// Shaped layouts kept from measuring, so drawing the same text at the same width does not shape
    /// it again (`ShapedLayout`: each holds its own reference); the cache is emptied when it grows past
    /// `layoutLimit`, which frees only the layouts nobody is using.
    private var layouts: [LayoutKey: ShapedLayout] = [:]
    /// Settable for tests: a limit of 1 empties the cache on every new layout.
    var layoutLimit = 2048
    let hyphenator: Hyphenator

    struct LayoutKey: Hashable {
        var text: String
        var font: FontSpec
        var width: Double?
        var alignment: TextAlignment
        var language: String?
        var hyphenates: Bool

        /// Texts are the same key only with the same code units: a name with a combining accent and
        /// the same name precomposed are shaped apart (their hashes may be equal; that only costs a probe).
        static func == (a: LayoutKey, b: LayoutKey) -> Bool {
            a.font == b.font && a.width == b.width && a.alignment == b.alignment && a.language == b.language
                && a.hyphenates == b.hyphenates
                && a.text.hasSameCodeUnits(as: b.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(font)
            hasher.combine(width)
            hasher.combine(alignment)
            hasher.combine(language)
            hasher.combine(hyphenates)
        }
    }

    /// Engines made so far: each one's number keeps its scaled fonts apart from other threads'.
    static let engines = Atomic<Int>(0)

    public init(fontSet: FontSet = .standard, hyphenation: HyphenationSet = .standard) throws(RenderError) {
        try hyphenation.checkFiles()
        hyphenator = Hyphenator(set: hyphenation)
        configuration = try FontConfiguration(fontSet)
        families = fontSet.families
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw RenderError.fontConfiguration("Pango could not create a FreeType font map")
        }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), configuration.config)
        guard let ctx = pango_font_map_create_context(map) else {
            g_object_unref(map)
            throw RenderError.fontConfiguration("Pango could not create a context")
        }
        context = ctx
        // One unit is one point: 72 dpi, no hinting, unhinted metrics, greyscale antialiasing.
        pango_cairo_context_set_resolution(ctx, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        // Each engine's scaled fonts are its own. Cairo 1.16 keeps one process-wide table of scaled
        // fonts, keyed by face, size and font options, so two threads drawing the same font at the same
        // size shared one cairo_scaled_font_t, and its glyph cache raced: about one full test run in
        // four aborted in `cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen'` (lint,
        // two threads). A variation setting of an axis no font has makes the options, and so the key,
        // the engine's own; cairo applies variations only to axes a face has (none of the font set is
        // variable), so nothing drawn changes.
        let engine = Self.engines.add(1, ordering: .relaxed).newValue
        cairo_font_options_set_variations(options, "CRSE=\(engine)")
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
    }

    deinit {
        // The layouts go before the context they were made in, as they always did.
        layouts.removeAll()
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    private func description(for font: FontSpec) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, families)
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(font.weight.value)))
        descriptions[font] = d
        return d
    }

    /// Forgets every shaped layout and hyphenated word (benchmarks of cold measuring use it).
    public func clearLayoutCache() {
        layouts.removeAll(keepingCapacity: true)
        hyphenator.removeAll()
    }

    /// The shaped layout for `text` at `width`, from the cache or made now (the cache keeps it).
    func layout(_ text: String, font: FontSpec, width: Double?, alignment: TextAlignment, language: String?,
                hyphenates: Bool = true) -> ShapedLayout {
        let key = LayoutKey(text: text, font: font, width: width, alignment: alignment, language: language, hyphenates: hyphenates)
        if let hit = layouts[key] { return hit }
        if layouts.count >= layoutLimit { layouts.removeAll(keepingCapacity: true) }
        let made = ShapedLayout(taking: makeLayout(text, font: font, width: width, alignment: alignment, language: language,
                                                    hyphenates: hyphenates))
        layouts[key] = made
        return made
    }

    /// A Pango layout for `text` at `width`, used both to measure and to draw: wrapped between words,
    /// with the words that do not fit on a line of their own hyphenated (see the type's comment), or
    /// where the text is not hyphenated (`hyphenates` false: a name), cut between two clusters.
    func makeLayout(_ text: String, font: FontSpec, width: Double?, alignment: TextAlignment = .natural,
                    language: String? = nil, hyphenates: Bool = true) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, description(for: font))
        let text = text.contains(Self.cut) ? text.replacingOccurrences(of: String(Self.cut), with: "\n") : text
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_auto_dir(layout, 1)
        if alignment == .center { pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER) }
        guard let width else { return layout }
        // Rounded up: a text measured unwrapped and then laid out at its own width must not wrap.
        let limit = Self.pangoUnits(width)
        pango_layout_set_width(layout, limit)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        var wide = Self.tiedOverflow(layout, limit: limit)
        guard !wide.isEmpty else {
            Self.avoidWidow(layout, limit: limit)
            return layout
        }
        if hyphenates, let hyphenated = try? hyphenator.hyphenating(text, wordsIn: wide, language: language), hyphenated != text {
            pango_layout_set_text(layout, hyphenated, -1)
            wide = Self.tiedOverflow(layout, limit: limit)
        }
        // A piece between two hyphenation points (or a word no dictionary knows) is still too wide:
        // break it between any two clusters rather than let it run past its box.
        if !wide.isEmpty { Self.cutOverflowingPieces(layout, limit: limit) }
        Self.avoidWidow(layout, limit: limit)
        return layout
    }

    /// A paragraph's last line is not one word alone under a line of several (P9's widow), nor too slight
    /// to stand (`LastLine`, P14: `this week` under `1 of 3 check-in days`): the line before gives up its
    /// last word, or its last two or three, the fewest that leave a last line that is neither, with a line
    /// separator after the space before the first word moved (`ending(before:)` reads a break there as
    /// between words), where that keeps the number of lines and every line inside `limit`. A separator
    /// (`·`) never starts the last line, and the line before keeps enough to stand (`LastLine.keepsEnough`).
    static func avoidWidow(_ layout: OpaquePointer, limit: Int32) {
        let count = pango_layout_get_line_count(layout)
        guard count >= 2, let text = pango_layout_get_text(layout),
              let last = pango_layout_get_line_readonly(layout, count - 1),
              let before = pango_layout_get_line_readonly(layout, count - 2) else { return }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
        let lastStart = Int(last.pointee.start_index), beforeStart = Int(before.pointee.start_index)
        let lastEnd = lastStart + Int(last.pointee.length)
        // The last line follows a break between words (a space), not a paragraph's end.
        guard lastStart > beforeStart, lastEnd <= bytes.count, bytes[lastStart - 1] == 0x20 else { return }
        func words(_ range: Range<Int>) -> [Substring] {
            String(decoding: bytes[range], as: UTF8.self).split(separator: " ")
        }
        func slight(_ words: [Substring], above: [Substring]) -> Bool {
            (words.count == 1 && above.count >= 2) || LastLine.isSlight(words, above: above, second: count == 2)
        }
        var end = lastStart - 1
        while end > beforeStart && bytes[end - 1] == 0x20 { end -= 1 }
        guard slight(words(lastStart..<lastEnd), above: words(beforeStart..<end)) else { return }
        // Where each word of the line before starts, after a space.
        let starts = (beforeStart + 1..<end).filter { bytes[$0 - 1] == 0x20 && bytes[$0] != 0x20 }
        var settled: [UInt8]?
        for space in starts.reversed().prefix(3).map({ $0 - 1 }) {
            var keep = space
            while keep > beforeStart && bytes[keep - 1] == 0x20 { keep -= 1 }
            let rest = String(decoding: bytes[beforeStart..<keep], as: UTF8.self)
            guard LastLine.keepsEnough(rest.split(separator: " ")) else { break }
            let moved = String(decoding: bytes[(space + 1)..<lastEnd], as: UTF8.self)
            if let first = moved.unicodeScalars.first, LineTies.separators.contains(first) { continue }
            var candidate = Array(bytes[...space])
            candidate.append(contentsOf: Array(String(cut).utf8))
            candidate.append(contentsOf: bytes[(space + 1)...])
            setText(layout, candidate)
            guard pango_layout_get_line_count(layout) == count && tiedOverflow(layout, limit: limit).isEmpty else { continue }
            settled = candidate
            if !slight(moved.split(separator: " "), above: rest.split(separator: " ")) { return }
        }
        // No move leaves a line that stands: the last that fits (it still moved a word), else none.
        setText(layout, settled ?? bytes)
        _ = tiedOverflow(layout, limit: limit)
    }

    /// Sets the layout's text to `bytes` (UTF-8, no terminator).
    static func setText(_ layout: OpaquePointer, _ bytes: [UInt8]) {
        var terminated = bytes
        terminated.append(0)
        terminated.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pango_layout_set_text(layout, $0, -1) } }
        }
    }

    /// Marks a cut the engine made inside a piece with no break opportunity that fits: Pango sets what
    /// follows as a paragraph of its own, and `ending(before:)` reports the line as broken inside a
    /// word. A line separator the text itself holds is set as a newline, so this one means only that.
    static let cut: Character = "\u{2028}"

    /// The last resort, in time linear in the text: each line still wider than `limit` holds a piece
    /// with no break opportunity that fits. Its clusters are walked once and a cut goes in before each
    /// cluster that would carry the piece past the limit. (Pango's own WRAP_WORD_CHAR makes the same
    /// cuts but reshapes the rest of an unbroken word for every line it cuts off: a 30,000-character
    /// word took 18 s.)
    ///
    /// One overflowing line at a time: a cut reflows the text after it, so a later overflowing word may
    /// no longer start a line (`ful paragraph` after `thought` is cut): its cuts are made on the line it
    /// is on then. Past `passes` lines, every line still overflowing is cut at once.
    /// A piece a cut already ended is not cut again (shaped alone it may run a hair past the limit).
    static func cutOverflowingPieces(_ layout: OpaquePointer, limit: Int32) {
        let passes = 32
        let mark = Array(String(cut).utf8)
        func uncut() -> [Range<Int>] {
            let wide = overflowingLines(layout, limit: limit)
            guard let text = pango_layout_get_text(layout) else { return [] }
            let count = strlen(text)
            // Whether the cut mark's bytes start at `at` in the layout's text.
            func markAt(_ at: Int) -> Bool {
                at >= 0 && at + mark.count <= count && mark.indices.allSatisfy { UInt8(bitPattern: text[at + $0]) == mark[$0] }
            }
            // A line a cut ended holds the mark as its last bytes, or stops just before it.
            return wide.filter { line in
                let end = Swift.min(line.upperBound, count)
                return !markAt(end - mark.count) && !markAt(end)
            }
        }
        var wide = uncut()
        // Lines that could not be cut (one cluster wider than the line) stay first in `wide`.
        var stuck = 0
        for pass in 0...passes {
            guard stuck < wide.count else { return }
            let all = pass == passes
            if !cutPieces(layout, limit: limit, wide: all ? Array(wide[stuck...]) : [wide[stuck]]) { stuck += 1; continue }
            if all { return }
            wide = uncut()
        }
    }

    /// Cuts the lines `wide` (UTF-8 ranges of the layout's text, in order) as `cutOverflowingPieces`
    /// says; false when none needed a cut (a cut piece overflows again only where one cluster is wider
    /// than the line: nothing to cut).
    @discardableResult
    static func cutPieces(_ layout: OpaquePointer, limit: Int32, wide: [Range<Int>]) -> Bool {
        guard !wide.isEmpty, let text = pango_layout_get_text(layout) else { return false }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
        // Per overflowing line: where its cuts go, and where each of its clusters (spaces aside) starts.
        var lineCuts = [[Int]](repeating: [], count: wide.count)
        var clusters = [[Int]](repeating: [], count: wide.count)
        guard let iter = pango_layout_get_iter(layout) else { return false }
        defer { pango_layout_iter_free(iter) }
        var range = 0
        var run: Int32 = 0
        var runHasCluster = false
        var currentLine: Int32 = -1
        repeat {
            let index = Int(pango_layout_iter_get_index(iter))
            while range < wide.count && index >= wide[range].upperBound { range += 1 }
            guard range < wide.count else { break }
            guard wide[range].contains(index) else { continue }
            // A new overflowing line starts a new piece.
            let line = Int32(range)
            if line != currentLine { currentLine = line; run = 0; runHasCluster = false }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iter, nil, &logical)
            let width = Swift.max(0, logical.width)
            if runHasCluster && run + width > limit {
                lineCuts[range].append(index)
                run = 0
            }
            if index < bytes.count && bytes[index] != 0x20 { clusters[range].append(index) }
            run += width
            runHasCluster = true
        } while pango_layout_iter_next_cluster(iter) != 0
        // The piece after a line's last cut is never a lone letter or two (`Donaudampfschifffahrtsgesel`
        // over `e`, L8): the cut moves back so it carries `tail` clusters, where the piece before it keeps
        // `head` (a typesetter's least before and after a break: `Wr` / `ite`), or as many as it can.
        // Moving a cut back only shortens the line it ends.
        let tail = 3, head = 2
        for k in lineCuts.indices {
            guard let last = lineCuts[k].last, let at = clusters[k].firstIndex(of: last) else { continue }
            let after = clusters[k].count - at
            let previous = lineCuts[k].dropLast().last.flatMap { clusters[k].firstIndex(of: $0) } ?? 0
            // As many as `tail` where the piece before keeps `head` (`we` / `nt` in a line of three).
            let carried = Swift.min(tail, clusters[k].count - previous - head)
            guard after < carried else { continue }
            lineCuts[k][lineCuts[k].count - 1] = clusters[k][clusters[k].count - carried]
        }
        let cuts = lineCuts.flatMap { $0 }
        guard !cuts.isEmpty else { return false }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + cuts.count * 3)
        var start = 0
        let mark = Array(String(cut).utf8)
        for c in cuts where c > start && c <= bytes.count {
            out.append(contentsOf: bytes[start..<c])
            out.append(contentsOf: mark)
            start = c
        }
        out.append(contentsOf: bytes[start...])
        setText(layout, out)
        _ = tiedOverflow(layout, limit: limit)
        return true
    }

    /// Ties the layout's current text (`tie`) and returns the lines still wider than `limit`. A tied
    /// range on such a line is wider than a line of its own (`Evening ·` on a narrow cover at AX5):
    /// its tie is let go there, so the text breaks inside it rather than past its box.
    static func tiedOverflow(_ layout: OpaquePointer, limit: Int32) -> [Range<Int>] {
        tie(layout)
        let wide = overflowingLines(layout, limit: limit)
        guard !wide.isEmpty, pango_layout_get_attributes(layout) != nil else { return wide }
        tie(layout, loosening: wide)
        return overflowingLines(layout, limit: limit)
    }

    /// Forbids the breaks `LineTies` names in the layout's current text (P9), as attributes over its
    /// bytes; set again whenever the text changes. A tied range wider than the line still overflows
    /// and is hyphenated or cut like any word too wide for its line.
    static func tie(_ layout: OpaquePointer, loosening wide: [Range<Int>] = []) {
        guard let text = pango_layout_get_text(layout) else { return }
        let ranges = LineTies.ranges(in: String(cString: text)).filter { range in !wide.contains { $0.overlaps(range) } }
        guard !ranges.isEmpty || pango_layout_get_attributes(layout) != nil else { return }
        let list = pango_attr_list_new()
        for range in ranges {
            guard let attribute = pango_attr_allow_breaks_new(0) else { continue }
            attribute.pointee.start_index = guint(range.lowerBound)
            attribute.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
    }

    /// The UTF-8 ranges of the lines wider than `limit` (Pango units); none in most texts, found
    /// from the layout's extents without visiting its lines.
    static func overflowingLines(_ layout: OpaquePointer, limit: Int32) -> [Range<Int>] {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        guard logical.width > limit else { return [] }
        var out: [Range<Int>] = []
        for i in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            var extents = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &extents)
            let start = Int(line.pointee.start_index)
            if extents.width > limit { out.append(start..<(start + Int(line.pointee.length))) }
        }
        return out
    }

    public func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement {
        measure(text, font: font, width: width, language: nil)
    }

    public func measure(_ content: TextContent, width: Double?) -> TextMeasurement {
        measure(content.string, font: content.font, width: width, language: content.language, hyphenates: content.hyphenates)
    }

    /// The lines of `text` wrapped at `width`, a word too wide for its line hyphenated in `language`.
    public func measure(_ text: String, font: FontSpec, width: Double?, language: String?, hyphenates: Bool = true) -> TextMeasurement {
        let shaped = layout(text, font: font, width: width, alignment: .natural, language: language, hyphenates: hyphenates)
        return withExtendedLifetime(shaped) { measure(shaped.pointer) }
    }

    /// The lines of a shaped layout, as `measure(_:font:width:language:)` gives them.
    private func measure(_ p: OpaquePointer) -> TextMeasurement {
        let scale = Double(PANGO_SCALE)
        // The layout's own text: with soft hyphens where a word was hyphenated.
        let utf8 = pango_layout_get_text(p).map { UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                                                                    count: strlen($0)) } ?? UnsafeBufferPointer(start: nil, count: 0)
        var attributeCount: Int32 = 0
        let attributes = pango_layout_get_line_count(p) > 1 ? pango_layout_get_log_attrs_readonly(p, &attributeCount) : nil
        var lines: [TextLine] = []
        var characters = 0, counted = 0
        let iter = pango_layout_get_iter(p)
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            var lineText = ""
            if let line = pango_layout_iter_get_line_readonly(iter) {
                let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
                if start >= 0, length > 0, start + length <= utf8.count {
                    lineText = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<(start + length)]), as: UTF8.self)
                    lineText.removeAll { $0 == Hyphenator.softHyphen || $0 == Self.cut }
                }
                // The line before ends where this one starts: count the characters up to here.
                if let attributes, !lines.isEmpty, start >= 0 {
                    while counted < start && counted < utf8.count {
                        if utf8[counted] & 0xC0 != 0x80 { characters += 1 }
                        counted += 1
                    }
                    lines[lines.count - 1].ending = Self.ending(before: start, character: characters, utf8: utf8,
                                                                attributes: attributes, count: Int(attributeCount))
                }
            }
            lines.append(TextLine(text: lineText,
                                  frame: Rect(x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                                              width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                                  baseline: baseline))
        } while pango_layout_iter_next_line(iter) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(p, nil, &logical)
        let widest = lines.map(\.frame.width).max() ?? 0
        return TextMeasurement(lines: lines, width: widest, height: Double(logical.height) / scale)
    }

    /// How a line ends whose successor starts at byte `end` (character `character`) of the layout's text.
    static func ending(before end: Int, character: Int, utf8: UnsafeBufferPointer<UInt8>, attributes: UnsafePointer<PangoLogAttr>,
                       count: Int) -> LineEnding {
        guard end > 0, end <= utf8.count else { return .end }
        // The character before the break: its first byte is the last one that is not a continuation.
        var first = end - 1
        while first > 0 && utf8[first] & 0xC0 == 0x80 { first -= 1 }
        let previous = String(decoding: UnsafeBufferPointer(rebasing: utf8[first..<end]), as: UTF8.self)
        if previous == String(Self.cut) {
            // A separator after a space is a widow's break (`avoidWidow`), between words; else a cut.
            return first > 0 && utf8[first - 1] == 0x20 ? .betweenWords : .insideWord
        }
        if previous == "\n" || previous == "\r" || previous == "\u{2029}" { return .end }
        if previous == String(Hyphenator.softHyphen) { return .hyphenated }
        guard character < count else { return .end }
        return attributes[character].is_line_break != 0 ? .betweenWords : .insideWord
    }

    /// Draws `text` line by line at the solved lines' positions: the same lines the layout measured at
    /// `width`, each placed where the solved layout put it (mirrored layouts move lines, not glyphs).
    /// `asPaths`: the glyphs' outlines filled, not text: a PDF keeps them out of its text layer.
    func draw(_ text: String, font: FontSpec, width: Double, language: String?, hyphenates: Bool = true, lines: [TextLine],
              asPaths: Bool = false, on cr: OpaquePointer) {
        // Lines are placed by the solver, so the layout's own alignment does not matter here: the
        // natural layout is the one measuring shaped and cached.
        let shaped = self.layout(text, font: font, width: width, alignment: .natural, language: language, hyphenates: hyphenates)
        withExtendedLifetime(shaped) { draw(shaped.pointer, font: font, language: language, lines: lines, asPaths: asPaths, on: cr) }
    }

    /// Draws the solved lines of a shaped layout (`draw(_:font:width:language:lines:on:)`).
    private func draw(_ layout: OpaquePointer, font: FontSpec, language: String?, lines: [TextLine], asPaths: Bool, on cr: OpaquePointer) {
        let count = Int(pango_layout_get_line_count(layout))
        let scale = Double(PANGO_SCALE)
        for (i, solved) in lines.enumerated() where i < count {
            // Text held to a line limit ends in a line of its own making (a start and an ellipsis): it is
            // shaped on its own, unwrapped, exactly as the layout measured it.
            let cut = i == lines.count - 1 && lines.count < count
            let own = cut ? self.layout(solved.text, font: font, width: nil, alignment: .natural, language: language) : nil
            withExtendedLifetime(own) {
                guard let line = pango_layout_get_line_readonly(own?.pointer ?? layout, Int32(cut ? 0 : i)) else { return }
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                cairo_move_to(cr, solved.frame.x - Double(logical.x) / scale, solved.baseline)
                if asPaths {
                    pango_cairo_layout_line_path(cr, line)
                    cairo_fill(cr)
                } else {
                    pango_cairo_show_layout_line(cr, line)
                }
            }
        }
    }

    /// Draws `text` as one block with its top left at (x, y) (legends and captions).
    func draw(_ text: String, font: FontSpec, width: Double, alignment: TextAlignment, at x: Double, y: Double,
              on cr: OpaquePointer) {
        let layout = makeLayout(text, font: font, width: width, alignment: alignment)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}
