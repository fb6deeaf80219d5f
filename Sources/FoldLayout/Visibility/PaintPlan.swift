/// How a solved layout is painted, as a value (P11): every node in order, each clipped by every region
/// it lies in (a page, a sheet, and a scroll view inside the sheet), and each scroll edge's fade right
/// after the last node of its region, under whatever a later layer paints. The painter draws exactly
/// this plan, and the visibility model (`Visibility`) reads the same plan, so what the rules call
/// visible is what the picture shows.
public struct PaintPlan: Sendable {
    /// One thing the painter draws.
    public enum Step: Hashable, Sendable {
        /// Node `i` of the layout.
        case node(Int)
        /// Fade `k` of `fades`.
        case fade(Int)
    }

    /// Content that continues past a scrolling region's edge fades into the region's background there:
    /// at the bottom while more lies below, at the top once it has scrolled (P14: text at a scroll edge
    /// ends under a fade, never sliced bare).
    public struct ScrollFade: Hashable, Sendable {
        public enum Edge: String, Hashable, Sendable { case top, bottom }
        public var edge: Edge
        /// The band the fade covers, inside the region.
        public var band: Rect
        /// The region's frame, and what it is clipped by (its own frame and every enclosing region's).
        public var region: Rect
        public var clip: Rect
        /// What the content fades into: the region's own background, else the screen's.
        public var paint: Paint
        /// The position of the region's node in the layout (-1 when the region draws no node).
        public var node: Int
        /// What its content scrolls through: the region's frame moved up by its offset, as tall as its
        /// content (read from its own solved region: another region may have the same frame).
        public var content: Rect
    }

    /// The fade's height: 28 pt, or a quarter of a short region.
    public static func fadeHeight(_ region: Rect) -> Double { Swift.min(28, region.height / 4) }

    /// What the painter draws, in order.
    public let steps: [Step]
    /// Each node's clip: the intersection of every region it lies in (`nil`: it lies in none).
    public let clips: [Rect?]
    public let fades: [ScrollFade]
    /// Each node's parent's position (-1: none), and the position of the region that holds it (-1: none).
    let parents: [Int32]
    let regionOf: [Int32]
    let isRegion: [Bool]
    /// The position of each node's last descendant (itself when it has none), when its descendants are
    /// the nodes right after it; -1 when they are not (`isInside` then walks parents).
    let subtreeEnds: [Int32]

    public init(_ layout: SolvedLayout) {
        let nodes = layout.nodes
        let count = nodes.count
        let parents = layout.parentPositions()
        // What each node is, read once: a node is asked about many times below.
        var isRegion = [Bool](repeating: false, count: count)
        for k in 0..<count { isRegion[k] = nodes[k].isRegion }
        // The region node that holds each node: the nearest region among its ancestors.
        let regionOf = SolvedLayout.regionHolders(parents: parents, isRegion: isRegion)
        var clips = [Rect?](repeating: nil, count: count)
        for k in 0..<count {
            let holder = Int(regionOf[k])
            guard let own = nodes[k].clip else { continue }
            // A region's clip is its own frame within its holder's clip (regions are placed before their content).
            if holder >= 0, let outer = clips[holder] {
                clips[k] = own.intersection(outer)
            } else {
                clips[k] = own
            }
        }
        self.parents = parents
        self.regionOf = regionOf
        // Each node's last descendant, and whether its descendants are exactly the nodes after it up to
        // that one: so in every layout a solve makes (preorder, a lazy list's rows in their list's
        // place), but a layout put together otherwise may not be.
        var last = [Int32](repeating: 0, count: count)
        var descendants = [Int32](repeating: 0, count: count)
        for k in 0..<count { last[k] = Int32(truncatingIfNeeded: k) }
        for k in stride(from: count - 1, through: 0, by: -1) {
            let p = Int(parents[k])
            guard p >= 0, p < k else { continue }
            last[p] = Swift.max(last[p], last[k])
            descendants[p] += descendants[k] + 1
        }
        for k in 0..<count where Int(last[k]) - k != Int(descendants[k]) { last[k] = -1 }
        subtreeEnds = last
        self.clips = clips
        self.isRegion = isRegion

        var fades: [ScrollFade] = []
        var after: [(node: Int, fade: Int)] = []
        if layout.regions.contains(where: { $0.scrollOffset > 0.5 || $0.contentHeight - $0.scrollOffset > $0.frame.height + 0.5 }) {
            // Each solved region's node: region nodes are drawn in the order their regions were solved.
            var regionNodes: [Int] = []
            for k in 0..<count where isRegion[k] { regionNodes.append(k) }
            var nodeOfRegion = [Int](repeating: -1, count: layout.regions.count)
            var used = [Bool](repeating: false, count: count)
            for (r, region) in layout.regions.enumerated() {
                if r < regionNodes.count, !used[regionNodes[r]], nodes[regionNodes[r]].frame == region.frame {
                    nodeOfRegion[r] = regionNodes[r]
                } else if let k = regionNodes.first(where: { !used[$0] && nodes[$0].frame == region.frame }) {
                    nodeOfRegion[r] = k
                }
                if nodeOfRegion[r] >= 0 { used[nodeOfRegion[r]] = true }
            }
            // The last node inside each region node, nested regions' content included.
            var lastInside = [Int](repeating: -1, count: count)
            for k in 0..<count {
                var r = Int(regionOf[k])
                var hops = 0
                while r >= 0, hops < 64 {
                    lastInside[r] = Swift.max(lastInside[r], k)
                    r = Int(regionOf[r])
                    hops += 1
                }
            }
            for (r, region) in layout.regions.enumerated() {
                let frame = region.frame
                let height = Self.fadeHeight(frame)
                guard height > 0 else { continue }
                let top = region.scrollOffset > 0.5, bottom = region.contentHeight - region.scrollOffset > frame.height + 0.5
                guard top || bottom else { continue }
                let node = nodeOfRegion[r]
                let clip = node >= 0 ? (clips[node].map { frame.intersection($0) } ?? frame) : frame
                let paint = node >= 0 ? nodes[node].decoration?.fill ?? "screen" : "screen"
                // After the region's last node; a region whose node is not drawn fades after the last node it clips.
                let last = node >= 0 ? lastInside[node] : (nodes.indices.last { nodes[$0].clip == frame } ?? -1)
                guard last >= 0 else { continue }
                let content = Rect(x: frame.x, y: frame.y - region.scrollOffset, width: frame.width, height: Swift.max(frame.height, region.contentHeight))
                if top {
                    after.append((last, fades.count))
                    fades.append(ScrollFade(edge: .top, band: Rect(x: frame.x, y: frame.minY, width: frame.width, height: height),
                                            region: frame, clip: clip, paint: paint, node: node, content: content))
                }
                if bottom {
                    after.append((last, fades.count))
                    fades.append(ScrollFade(edge: .bottom, band: Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height),
                                            region: frame, clip: clip, paint: paint, node: node, content: content))
                }
            }
            after.sort { ($0.node, $0.fade) < ($1.node, $1.fade) }
        }
        var steps: [Step] = []
        steps.reserveCapacity(count + fades.count)
        var a = 0
        for k in 0..<count {
            steps.append(.node(k))
            while a < after.count, after[a].node == k {
                steps.append(.fade(after[a].fade))
                a += 1
            }
        }
        self.steps = steps
        self.fades = fades
        fadeBands = fades.map { FadeBand(band: $0.band.intersection($0.clip), node: $0.node) }
    }

    /// Each fade's band (clipped) and region node, as plain values for the loops over every node.
    struct FadeBand: Sendable {
        var band: Rect
        var node: Int
    }
    let fadeBands: [FadeBand]

    /// Whether node `k` is a region (a page, an overlay's region, a scroll view).
    public func isRegion(_ k: Int) -> Bool { isRegion[k] }

    /// The position of node `k`'s parent (-1: none).
    public func parent(of k: Int) -> Int { Int(parents[k]) }

    /// The position of the region node that holds node `k` (-1: none).
    public func region(of k: Int) -> Int { Int(regionOf[k]) }

    /// Whether node `k` lies inside node `ancestor` (itself excluded).
    public func isInside(_ k: Int, _ ancestor: Int) -> Bool {
        let end = Int(subtreeEnds[ancestor])
        if end >= 0 { return k > ancestor && k <= end }
        var p = Int(parents[k])
        var hops = 0
        while p >= 0, hops < 10_000 {
            if p == ancestor { return true }
            // A parent is drawn before its child: one drawn before `ancestor` is outside it.
            if p < ancestor { return false }
            p = Int(parents[p])
            hops += 1
        }
        return false
    }
}
