/// The solver's answer: every drawn node's frame by stable identity, in paint order.
public struct SolvedLayout: Hashable, Sendable {
    /// The active display's bounds.
    public var bounds: Rect
    public var nodes: [SolvedNode] { didSet { lookup = IdentityIndex() } }
    /// Regions content was placed into, with the height their content needed (scrolling when taller).
    public var regions: [SolvedRegion]
    /// Lazy lists, with the rows they did not make (`SolvedList`).
    public var lists: [SolvedList]
    /// Built on the first lookup: rendering a layout never needs it, so solving does not pay for it.
    private var lookup: IdentityIndex

    public init(bounds: Rect, nodes: [SolvedNode], regions: [SolvedRegion], lists: [SolvedList] = []) {
        self.bounds = bounds
        self.nodes = nodes
        self.regions = regions
        self.lists = lists
        self.lookup = IdentityIndex()
    }

    /// A layout whose identity index is already known (transitions reuse one index for every frame).
    public init(bounds: Rect, nodes: [SolvedNode], regions: [SolvedRegion], lists: [SolvedList] = [], index: [String: Int]) {
        self.bounds = bounds
        self.nodes = nodes
        self.regions = regions
        self.lists = lists
        self.lookup = IdentityIndex(index)
    }

    /// Where each identity sits in `nodes`.
    public var index: [String: Int] { lookup.table(for: nodes) }

    public func node(_ id: String) -> SolvedNode? { index[id].map { nodes[$0] } }

    public static func == (a: SolvedLayout, b: SolvedLayout) -> Bool {
        a.bounds == b.bounds && a.nodes == b.nodes && a.regions == b.regions && a.lists == b.lists
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bounds)
        hasher.combine(nodes)
        hasher.combine(regions)
    }
    public subscript(_ id: String) -> SolvedNode? { node(id) }
    public func nodes(role: Role) -> [SolvedNode] { nodes.filter { $0.role == role } }
    public var ids: [String] { nodes.map(\.id) }
}

extension SolvedLayout {
    /// The layout with the region that holds the node with assistive technology's focus scrolled, as
    /// little as it takes, so that node shows whole with `margin` below it (never past the region's
    /// content). A closed sheet returns the focus to the control that opened it, which was on screen
    /// when it was tapped (L11, A2). Unchanged when nothing has the focus or it already shows.
    public func scrolledToFocus(margin: Double = 16) -> SolvedLayout {
        guard let focus = nodes.first(where: { $0.semantics.hasFocus }), let clip = focus.clip else { return self }
        return scrolled(clip, by: focus.frame.maxY + margin - clip.maxY)
    }

    /// The layout with the region that holds node `id` scrolled up until that node's top is `margin`
    /// below the region's top, or as far as its content goes: a page or sheet the reader has scrolled
    /// to a part of it (the editor's Schedule choices at AX5). Unchanged when the node is not in the
    /// layout, already starts there, or its region does not scroll.
    public func scrolled(toTop id: String, margin: Double = 8) -> SolvedLayout {
        guard let node = self[id], let clip = node.clip else { return self }
        return scrolled(clip, by: node.frame.minY - margin - clip.minY)
    }

    /// The region `clip` scrolled up by `dy` (never past the region's content, never down). A scroll
    /// view inside it moves with its content, and everything in the scroll view with it.
    func scrolled(_ clip: Rect, by wanted: Double) -> SolvedLayout {
        guard let region = regions.first(where: { $0.frame == clip }) else { return self }
        let room = region.contentHeight - region.frame.height
        let dy = Swift.min(Swift.max(0, wanted), Swift.max(0, room))
        guard dy > 0 else { return self }
        // The region's node, and the nodes it holds: an overlay's region may have the same frame (a
        // dialog over the page) and does not scroll with it.
        let holder = Self.regionHolders(parents: parentPositions(), isRegion: nodes.map(\.isRegion))
        let target = nodes.indices.first { nodes[$0].isRegion && !nodes[$0].isScrollView && nodes[$0].frame == clip } ?? -1
        func held(_ i: Int) -> Bool { target < 0 || Int(holder[i]) == target }
        var out = nodes
        // The viewports that move: the scroll views whose own clip is one that moves.
        var moved: [Rect: Rect] = [:]
        for i in out.indices where out[i].clip == clip && !out[i].isRegion && held(i) {
            out[i].frame = out[i].frame.offsetBy(dx: 0, dy: -dy)
            out[i].offsetText(dx: 0, dy: -dy)
        }
        var pending = [clip]
        while let outer = pending.popLast() {
            for i in out.indices where nodes[i].isScrollView && nodes[i].clip == outer && moved[nodes[i].frame] == nil && (outer != clip || held(i)) {
                let inner = nodes[i].frame
                out[i].frame = inner.offsetBy(dx: 0, dy: -dy)
                moved[inner] = out[i].frame
                pending.append(inner)
            }
        }
        for i in out.indices {
            // Content of a scroll view that moved moves with it (the scroll views themselves moved above).
            guard let c = nodes[i].clip, c != clip, let to = moved[c] else { continue }
            if !nodes[i].isRegion {
                out[i].frame = out[i].frame.offsetBy(dx: 0, dy: -dy)
                out[i].offsetText(dx: 0, dy: -dy)
            }
            out[i].clip = to
        }
        var scrolled = regions
        var first = true
        for r in scrolled.indices {
            if scrolled[r].frame == clip, first {
                scrolled[r].scrollOffset += dy
                first = false
            } else if let to = moved[scrolled[r].frame] {
                scrolled[r].frame = to
            }
        }
        let lists = lists.map { list -> SolvedList in
            if list.clip == clip { return list.offsetBy(dx: 0, dy: -dy) }
            guard let c = list.clip, let to = moved[c] else { return list }
            var m = list.offsetBy(dx: 0, dy: -dy)
            m.clip = to
            return m
        }
        return SolvedLayout(bounds: bounds, nodes: out, regions: scrolled, lists: lists)
    }
}

extension SolvedLayout {
    /// The right-to-left version (L15): every frame mirrored inside the region that holds it (or the
    /// display), and natural-aligned text lines set flush to the trailing (right) edge. The regions
    /// themselves are the surface's, which already puts the first page and the dock on the RTL side.
    ///
    /// A scroll view is content too: it mirrors inside its own container, and what it holds mirrors with
    /// it (inside the outermost region, which a scroll view's own frame may not be centred in).
    public func mirrored() -> SolvedLayout {
        var out = nodes
        // How far what a scroll view holds moves across beyond mirroring inside the scroll view itself:
        // the difference between the centre line of the region it is mirrored in and its own.
        var shift: [Rect: (to: Rect, dx: Double)] = [:]
        for i in nodes.indices where nodes[i].isScrollView {
            let frame = nodes[i].frame
            let container = nodes[i].clip ?? bounds
            let outer = shift[container]?.dx ?? 0
            let to = frame.mirrored(inWidth: container.width, originX: container.x).offsetBy(dx: outer, dy: 0)
            shift[frame] = (to, to.minX - frame.minX)
        }
        for i in out.indices {
            let container = nodes[i].clip ?? bounds
            let dx = shift[container]?.dx ?? 0
            if !out[i].isRegion {
                out[i].frame = out[i].frame.mirrored(inWidth: container.width, originX: container.x).offsetBy(dx: dx, dy: 0)
                out[i].mirrorText(inWidth: container.width, originX: container.x)
                if dx != 0 { out[i].offsetText(dx: dx, dy: 0) }
            } else if let to = shift[nodes[i].frame]?.to {
                out[i].frame = to
            }
            if let c = nodes[i].clip, let to = shift[c]?.to { out[i].clip = to }
        }
        let lists = lists.map { list in
            var m = list
            let container = list.clip ?? bounds
            let dx = shift[container]?.dx ?? 0
            m.frame = list.frame.mirrored(inWidth: container.width, originX: container.x).offsetBy(dx: dx, dy: 0)
            if let c = list.clip, let to = shift[c]?.to { m.clip = to }
            m.mirrored.toggle()
            return m
        }
        let regions = regions.map { region in
            var m = region
            if let to = shift[region.frame]?.to { m.frame = to }
            return m
        }
        return SolvedLayout(bounds: bounds, nodes: out, regions: regions, lists: lists)
    }
}
