/// P11: what of each node a person sees. A node's visible region is its frame less what every region it
/// lies in clips (a page, a sheet, a scroll view), less what lies past the display's edge, under a
/// hinge or under a camera cutout, less what a scroll edge's fade covers, and less what any later layer paints over it with an
/// opaque fill (a sheet, an alert, a menu, a card, a message). A translucent layer (a modal's scrim)
/// dims what lies under it without hiding it.
///
/// Read from the same `PaintPlan` the painter draws, so the rules judge the picture, not the
/// declaration; `InkCheck` in FoldRender confirms it on the pixels.
public struct Visibility: Sendable {
    /// How much of a node shows.
    public enum State: String, Hashable, Sendable, Codable {
        /// All of it.
        case visible
        /// Some of it: the rest is clipped, covered or faded.
        case partlyVisible = "partly visible"
        /// None of it now, but it lies in a scrolling region's content: a reader scrolls to it.
        case reachedByScrolling = "reached by scrolling"
        /// None of it, and scrolling does not bring it: covered by a later layer, or past an edge that
        /// does not scroll. A region, and a node drawn at no opacity, is hidden too.
        case hidden
    }

    /// Why part of a node does not show.
    public struct Losses: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Past the viewport of a region that scrolls, within its content.
        public static let scrolled = Losses(rawValue: 1 << 0)
        /// Past the edge of a region that does not scroll there, or past its content.
        public static let clipped = Losses(rawValue: 1 << 1)
        /// Past the display's edge.
        public static let offDisplay = Losses(rawValue: 1 << 2)
        /// Under the hinge.
        public static let hinge = Losses(rawValue: 1 << 3)
        /// Under a scroll edge's fade.
        public static let faded = Losses(rawValue: 1 << 4)
        /// Under a later layer's opaque fill.
        public static let covered = Losses(rawValue: 1 << 5)
        /// Under a camera island or punch hole (S8).
        public static let cutout = Losses(rawValue: 1 << 6)
    }

    /// One node's visibility.
    public struct Entry: Hashable, Sendable {
        public var state: State
        /// Why the rest does not show.
        public var losses: Losses
        /// Whether what shows lies under a scrim (behind a modal).
        public var dimmed: Bool
        /// The later nodes whose fill covers part of it (positions in the layout).
        public var coveredBy: [Int]
        /// What shows when it is one rectangle; else the rectangles, in `pieces` (most nodes show as
        /// one rectangle, and a layout's entries are made for every frame a simulation draws).
        var whole: Rect?
        var pieces: [Rect]

        init(state: State, whole: Rect?, pieces: [Rect] = [], losses: Losses, dimmed: Bool, coveredBy: [Int]) {
            self.state = state
            self.whole = whole
            self.pieces = pieces
            self.losses = losses
            self.dimmed = dimmed
            self.coveredBy = coveredBy
        }

        /// What shows, as rectangles that do not overlap (empty when nothing does).
        public var shown: [Rect] { whole.map { [$0] } ?? pieces }
        /// The area that shows, in square points.
        public var area: Double { whole.map { $0.width * $0.height } ?? Visibility.area(pieces) }
        /// The smallest rectangle holding what shows.
        public var bounds: Rect? {
            if let whole { return whole }
            guard let first = pieces.first else { return nil }
            return pieces.dropFirst().reduce(first) { $0.union($1) }
        }
        /// Whether any of it shows.
        public var isShown: Bool { state == .visible || state == .partlyVisible }
    }

    public let plan: PaintPlan
    /// Each node's entry as plain values (no reference to count when a layout's are made and dropped):
    /// the rectangles of one that shows in pieces, and the nodes covering one, are in the flat lists.
    struct Slot: Sendable {
        var state: State
        var losses: Losses
        var dimmed: Bool
        var whole: Rect?
        var pieces: Range<Int32>
        var coveredBy: Range<Int32>
    }
    let slots: [Slot]
    let slotPieces: [Rect]
    let slotCovers: [Int32]
    /// The display's bounds, and the hinges: each fold that has width (S7: a tri-fold may have two).
    let bounds: Rect
    let hinges: [Rect]
    /// What the display's cutouts surely hide (S8).
    let cutouts: [Rect]
    /// The covering layers: position, and the rectangle their fill paints (clipped as painted).
    let covers: [Cover]
    /// A later layer's fill: the node, what it paints (clipped), what of that it surely hides, and the
    /// frame and corner radius its shape has.
    /// Plain values, so reading one in the loops over every node counts no reference.
    struct Cover: Sendable {
        var node: Int
        var rect: Rect
        /// Its parts in `coverParts`.
        var parts: Range<Int>
        var frame: Rect
        var radius: Double
    }
    /// Every cover's parts, one after another.
    let coverParts: [Rect]
    let scrims: [(node: Int, rect: Rect)]

    /// Slack for areas and edges, in points.
    public static let tolerance = 0.5

    /// The visibility of every node of `layout` on `surface`. `palette`: which fills are translucent (a
    /// paint whose colour lets more than a tenth of what lies under it through, in light or dark); with
    /// none, every fill is opaque.
    public init(_ surface: Surface, _ layout: SolvedLayout, palette: Palette = .none, plan: PaintPlan? = nil) {
        self.init(surface, layout, translucent: Self.translucentPaints(palette), plan: plan)
    }

    /// The same, with the palette's translucent paints already known (`translucentPaints`).
    public init(_ surface: Surface, _ layout: SolvedLayout, translucent: Set<String>, plan: PaintPlan? = nil) {
        let plan = plan ?? PaintPlan(layout)
        self.plan = plan
        let nodes = layout.nodes
        let count = nodes.count
        bounds = surface.bounds
        hinges = surface.folds.compactMap { $0.isHinge ? $0.frame : nil }
        let cutouts = surface.cutouts.flatMap(\.hidden)
        self.cutouts = cutouts
        var covers: [Cover] = []
        var coverParts: [Rect] = []
        var scrims: [(node: Int, rect: Rect)] = []
        for k in 0..<count {
            guard nodes[k].paintFlags.contains(.fills), nodes[k].opacity > 0, let d = nodes[k].decoration, let fill = d.fill else { continue }
            let frame = nodes[k].frame
            let painted = (plan.clips[k].map { frame.intersection($0) } ?? frame).intersection(surface.bounds)
            guard !painted.isEmpty else { continue }
            let dims = nodes[k].coversChrome
            if dims || (!translucent.isEmpty && translucent.contains(fill.name)) || nodes[k].opacity < 0.5 {
                if dims { scrims.append((k, painted)) }
                continue
            }
            // The shape is the frame's; the clip and the display cut it where they cut the fill.
            let clip = (plan.clips[k] ?? surface.bounds).intersection(surface.bounds)
            let radius = d.shape == .capsule ? Swift.min(frame.width, frame.height) / 2
                : d.shape == .rectangle ? Swift.min(d.cornerRadius, frame.width / 2, frame.height / 2) : 0
            let start = coverParts.count
            for part in Self.coveredPart(frame, d) {
                let cut = part.intersection(clip)
                if !cut.isEmpty { coverParts.append(cut) }
            }
            covers.append(Cover(node: k, rect: painted, parts: start..<coverParts.count, frame: frame, radius: radius > 0.5 ? radius : 0))
        }
        self.covers = covers
        self.coverParts = coverParts
        self.scrims = scrims
        let bands = CoverBands(covers, bounds: surface.bounds)
        let regionScroll = plan.fades.isEmpty ? [:] : Self.regionExtents(plan)
        var slots: [Slot] = []
        slots.reserveCapacity(count)
        var slotPieces: [Rect] = []
        var slotCovers: [Int32] = []
        // The covers a node may lie under are painted after it and lie outside it: a fill never hides
        // what it holds. When a node's descendants follow it unbroken, that is every cover past its last
        // descendant, found by halving (covers are in paint order); else every cover past it, with
        // `isInside` asked of each.
        let coverNodes = covers.map(\.node)
        for k in 0..<count {
            let after = plan.subtreeEnds[k] >= 0 ? Int(plan.subtreeEnds[k]) : k
            let firstCover = Self.firstIndex(in: coverNodes, after: after)
            slots.append(Self.entry(k, frame: nodes[k].frame, opacity: nodes[k].opacity, plan: plan, bounds: bounds, hinges: hinges,
                                    cutouts: cutouts, covers: covers, bands: bands, from: firstCover, parts: coverParts, scrims: scrims,
                                    scroll: regionScroll, pieces: &slotPieces, coveredBy: &slotCovers))
        }
        self.slots = slots
        self.slotPieces = slotPieces
        self.slotCovers = slotCovers
    }

    /// Node `k`'s entry.
    public subscript(_ k: Int) -> Entry {
        let slot = slots[k]
        return Entry(state: slot.state, whole: slot.whole,
                     pieces: slot.pieces.isEmpty ? [] : Array(slotPieces[Int(slot.pieces.lowerBound)..<Int(slot.pieces.upperBound)]),
                     losses: slot.losses, dimmed: slot.dimmed,
                     coveredBy: slot.coveredBy.isEmpty ? [] : slotCovers[Int(slot.coveredBy.lowerBound)..<Int(slot.coveredBy.upperBound)].map { Int($0) })
    }

    /// How many nodes it holds entries for.
    public var count: Int { slots.count }

    /// Node `k`'s state, read without making its entry.
    public func state(_ k: Int) -> State { slots[k].state }

    /// What shows of `rect` (a text's line, say) drawn as part of node `k`: the same clips, edges,
    /// fades and covers as the node's.
    public func shown(_ rect: Rect, of k: Int) -> [Rect] {
        var pieces = [(plan.clips[k].map { rect.intersection($0) } ?? rect).intersection(bounds)]
        pieces.removeAll { $0.isEmpty }
        for hinge in hinges { pieces = Self.subtract(hinge, from: pieces) }
        for hole in cutouts { pieces = Self.subtract(hole, from: pieces) }
        for fade in plan.fades where plan.isAfter(fade: fade, node: k) { pieces = Self.subtract(fade.band.intersection(fade.clip), from: pieces) }
        let covering = slots[k].coveredBy
        for c in slotCovers[Int(covering.lowerBound)..<Int(covering.upperBound)] {
            guard let cover = covers.first(where: { $0.node == Int(c) }) else { continue }
            for p in cover.parts { pieces = Self.subtract(coverParts[p], from: pieces) }
        }
        return pieces
    }

    /// The paints of `palette` that let what lies under them show through (alpha under 0.9 in either appearance).
    public static func translucentPaints(_ palette: Palette) -> Set<String> {
        var out = Set<String>()
        for (name, colour) in palette.light where colour.a < 0.9 { out.insert(name) }
        for (name, colour) in palette.dark where colour.a < 0.9 { out.insert(name) }
        return out
    }

    /// What a fill surely hides of its frame: a circle the square inside it; a rectangle with rounded
    /// corners all of it but a square at each corner (which its arc covers only in part).
    static func coveredPart(_ r: Rect, _ d: Decoration) -> [Rect] {
        switch d.shape {
        case .circle:
            let side = Swift.min(r.width, r.height) / 2.0.squareRoot()
            return [Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)]
        case .rectangle, .capsule, .hairline:
            let radius = d.shape == .capsule ? Swift.min(r.width, r.height) / 2 : Swift.min(d.cornerRadius, r.width / 2, r.height / 2)
            guard radius > 0.5 else { return [r] }
            return [Rect(x: r.x + radius, y: r.y, width: r.width - 2 * radius, height: r.height),
                    Rect(x: r.x, y: r.y + radius, width: radius, height: r.height - 2 * radius),
                    Rect(x: r.maxX - radius, y: r.y + radius, width: radius, height: r.height - 2 * radius)]
        }
    }

    /// The corners of the later layers over `rect` of node `k` that cover it only in part (under an
    /// arc): what a check of the pixels must judge as neither shown nor hidden.
    public func uncertain(over rect: Rect, of k: Int) -> [Rect] {
        var out: [Rect] = []
        for cover in covers where cover.node > k && cover.radius > 0 && cover.rect.intersects(rect) && !plan.isInside(cover.node, k) {
            let whole = cover.frame, radius = cover.radius
            for (x, y) in [(whole.minX, whole.minY), (whole.maxX - radius, whole.minY), (whole.minX, whole.maxY - radius),
                           (whole.maxX - radius, whole.maxY - radius)] {
                let corner = Rect(x: x, y: y, width: radius, height: radius)
                if corner.intersects(rect) { out.append(corner) }
            }
        }
        return out
    }

    /// For each region node, the extent of its content (the rectangle a reader can scroll through),
    /// when it scrolls.
    static func regionExtents(_ plan: PaintPlan) -> [Int: Rect] {
        var out: [Int: Rect] = [:]
        for fade in plan.fades where fade.node >= 0 { out[fade.node] = fade.content }
        return out
    }

    static func entry(_ k: Int, frame: Rect, opacity: Double, plan: PaintPlan, bounds: Rect, hinges: [Rect], cutouts: [Rect], covers: [Cover], bands: CoverBands, from firstCover: Int,
                      parts: [Rect], scrims: [(node: Int, rect: Rect)], scroll: [Int: Rect],
                      pieces flatPieces: inout [Rect], coveredBy flatCovers: inout [Int32]) -> Slot {
        let none = Int32(flatPieces.count)..<Int32(flatPieces.count), noCovers = Int32(flatCovers.count)..<Int32(flatCovers.count)
        guard !plan.isRegion(k), opacity > 0 else {
            return Slot(state: .hidden, losses: [], dimmed: false, whole: nil, pieces: none, coveredBy: noCovers)
        }
        var losses: Losses = []
        var inView = frame
        if let clip = plan.clips[k] {
            inView = frame.intersection(clip)
            if !clip.contains(frame, tolerance: tolerance) {
                // Past the viewport of the region that holds it, within what that region scrolls through.
                let region = plan.region(of: k)
                if let extent = region >= 0 ? scroll[region] : nil, extent.contains(frame, tolerance: tolerance) {
                    losses.insert(.scrolled)
                } else {
                    losses.insert(.clipped)
                }
            }
        }
        if !inView.isEmpty, !bounds.contains(inView, tolerance: tolerance) { losses.insert(.offDisplay) }
        inView = inView.intersection(bounds)
        // A zero-width or zero-height node (a rule, a collapsed box) shows where its line shows.
        if frame.width <= 0 || frame.height <= 0 {
            let lies = frame.minX >= bounds.minX - tolerance && frame.maxX <= bounds.maxX + tolerance && frame.minY >= bounds.minY - tolerance
                && frame.maxY <= bounds.maxY + tolerance && (plan.clips[k].map { $0.contains(frame, tolerance: tolerance) } ?? true)
            return Slot(state: lies ? .visible : (losses.contains(.scrolled) ? .reachedByScrolling : .hidden), losses: losses,
                        dimmed: false, whole: nil, pieces: none, coveredBy: noCovers)
        }
        // What shows: one rectangle until a hole splits it.
        var whole: Rect? = inView.isEmpty ? nil : inView
        var pieces: [Rect] = []
        func cut(_ hole: Rect) -> Bool {
            if let w = whole {
                guard w.intersects(hole) else { return false }
                let parts = subtract(hole, from: [w])
                if parts.count == 1 { whole = parts[0] } else { whole = nil; pieces = parts }
                return true
            }
            guard pieces.contains(where: { $0.intersects(hole) }) else { return false }
            pieces = subtract(hole, from: pieces)
            if pieces.count == 1 { whole = pieces[0]; pieces = [] }
            return true
        }
        var showing: Bool { whole != nil || !pieces.isEmpty }
        for hinge in hinges where showing && cut(hinge) { losses.insert(.hinge) }
        for hole in cutouts where showing && cut(hole) { losses.insert(.cutout) }
        for f in plan.fadeBands.indices where showing && plan.fadeBands[f].band.intersects(inView) && plan.isAfter(fadeOf: plan.fadeBands[f].node, node: k) {
            if cut(plan.fadeBands[f].band) { losses.insert(.faded) }
        }
        let coverStart = flatCovers.count
        if showing, firstCover < covers.count {
            // Only the covers in the display's bands the node lies across, each once: in the first band both lie in.
            let (first, last) = bands.range(inView)
            for b in first...last {
                let end = bands.offsets[b + 1]
                for i in Self.firstIndex(in: bands.items, from: bands.offsets[b], to: end, atLeast: firstCover)..<end {
                    let c = Int(bands.items[i])
                    guard Swift.max(bands.firstBand[c], first) == b, covers[c].rect.intersects(inView),
                          !plan.isInside(covers[c].node, k) else { continue }
                    var hit = false
                    for p in covers[c].parts where cut(parts[p]) { hit = true }
                    if hit {
                        flatCovers.append(Int32(truncatingIfNeeded: covers[c].node))
                        losses.insert(.covered)
                    }
                }
            }
            if flatCovers.count - coverStart > 1 { flatCovers[coverStart...].sort() }
        }
        let shownArea = whole.map { $0.width * $0.height } ?? area(pieces)
        let dimmed = showing && scrims.contains { scrim in
            scrim.node > k && !plan.isInside(scrim.node, k) && (whole.map(scrim.rect.intersects) ?? pieces.contains(where: scrim.rect.intersects))
        }
        let state: State
        if shownArea >= frame.width * frame.height - tolerance * Swift.max(frame.width, frame.height) {
            state = .visible
        } else if shownArea > tolerance * tolerance {
            state = .partlyVisible
        } else {
            state = losses.subtracting([.scrolled, .faded]).isEmpty && losses.contains(.scrolled) ? .reachedByScrolling : .hidden
        }
        let keeps = state == .visible || state == .partlyVisible
        let pieceStart = flatPieces.count
        if keeps, whole == nil { flatPieces.append(contentsOf: pieces) }
        return Slot(state: state, losses: losses, dimmed: dimmed, whole: keeps ? whole : nil,
                    pieces: Int32(pieceStart)..<Int32(flatPieces.count), coveredBy: Int32(coverStart)..<Int32(flatCovers.count))
    }

    /// The covers by the horizontal bands of the display they lie across, so a node is compared with the
    /// covers near it rather than every later one (flat lists: one allocation each, not one per band).
    struct CoverBands: Sendable {
        static let count = 16
        let minY: Double
        let height: Double
        /// Band `b`'s covers are `items[offsets[b]..<offsets[b + 1]]`, in paint order.
        let offsets: [Int]
        let items: [Int32]
        /// Each cover's first band.
        let firstBand: [Int]

        init(_ covers: [Cover], bounds: Rect) {
            minY = bounds.minY
            height = Swift.max(bounds.height / Double(Self.count), 1)
            var firstBand = [Int](repeating: 0, count: covers.count)
            var lastBand = [Int](repeating: 0, count: covers.count)
            var counts = [Int](repeating: 0, count: Self.count + 1)
            for (c, cover) in covers.enumerated() {
                firstBand[c] = Self.band(cover.rect.minY, minY: minY, height: height)
                lastBand[c] = Self.band(cover.rect.maxY, minY: minY, height: height)
                for b in firstBand[c]...lastBand[c] { counts[b + 1] += 1 }
            }
            for b in 0..<Self.count { counts[b + 1] += counts[b] }
            var items = [Int32](repeating: 0, count: counts[Self.count])
            var next = counts
            for c in covers.indices {
                for b in firstBand[c]...lastBand[c] {
                    items[next[b]] = Int32(truncatingIfNeeded: c)
                    next[b] += 1
                }
            }
            offsets = counts
            self.items = items
            self.firstBand = firstBand
        }

        static func band(_ y: Double, minY: Double, height: Double) -> Int {
            let b = ((y - minY) / height).rounded(.down)
            return b.isFinite ? Int(Swift.min(Swift.max(b, 0), Double(count - 1))) : 0
        }

        /// The bands `rect` lies across.
        func range(_ rect: Rect) -> (Int, Int) {
            (Self.band(rect.minY, minY: minY, height: height), Self.band(rect.maxY, minY: minY, height: height))
        }
    }

    /// The first position of ascending `values` holding more than `after` (`values.count` when none does).
    static func firstIndex(in values: [Int], after: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if values[mid] > after { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The first position in `from..<to` of ascending `values` holding at least `least` (`to` when none does).
    static func firstIndex(in values: [Int32], from: Int, to: Int, atLeast least: Int) -> Int {
        var low = from, high = to
        while low < high {
            let mid = (low + high) / 2
            if Int(values[mid]) >= least { high = mid } else { low = mid + 1 }
        }
        return low
    }

    static func area(_ pieces: [Rect]) -> Double { pieces.reduce(0) { $0 + $1.width * $1.height } }

    /// `pieces` less `hole`, still as rectangles that do not overlap.
    static func subtract(_ hole: Rect, from pieces: [Rect]) -> [Rect] {
        guard !hole.isEmpty else { return pieces }
        var out: [Rect] = []
        out.reserveCapacity(pieces.count + 3)
        for r in pieces {
            guard r.intersects(hole) else {
                out.append(r)
                continue
            }
            let i = r.intersection(hole)
            // Above and below the hole across the whole piece, then left and right of it in its band.
            if i.minY > r.minY { out.append(Rect(x: r.x, y: r.y, width: r.width, height: i.minY - r.minY)) }
            if i.maxY < r.maxY { out.append(Rect(x: r.x, y: i.maxY, width: r.width, height: r.maxY - i.maxY)) }
            if i.minX > r.minX { out.append(Rect(x: r.x, y: i.y, width: i.minX - r.minX, height: i.height)) }
            if i.maxX < r.maxX { out.append(Rect(x: i.maxX, y: i.y, width: r.maxX - i.maxX, height: i.height)) }
        }
        return out
    }
}

extension PaintPlan {
    /// Whether `fade` is painted after node `k` and over it: it fades its region's content, so it lies
    /// over the nodes of that region (and of regions inside it) and of nothing painted after it.
    public func isAfter(fade: ScrollFade, node k: Int) -> Bool {
        guard fade.node >= 0 else { return clips[k] == fade.clip }
        return isAfter(fadeOf: fade.node, node: k)
    }

    /// Whether node `k` lies in region node `region` (or a region inside it).
    func isAfter(fadeOf region: Int, node k: Int) -> Bool {
        guard region >= 0 else { return false }
        var r = self.region(of: k)
        var hops = 0
        while r >= 0, hops < 64 {
            if r == region { return true }
            r = self.region(of: r)
            hops += 1
        }
        return false
    }
}
