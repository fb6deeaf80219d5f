extension SolvedLayout {
    /// The layout with each anchored overlay (`Node.anchored(to:)`) moved up or down, with everything
    /// inside it, to stand next to the node it was opened from (P3): over or just below it, or above it
    /// when there is no room below, and never past the region that holds it. Unchanged when nothing is
    /// anchored or the node it names is not drawn.
    public func anchored(gap: Double = 4) -> SolvedLayout {
        var out = nodes
        var moved = false
        var viewports: [Rect: Rect] = [:]
        for i in nodes.indices {
            guard let anchor = nodes[i].semantics.anchor, let source = node(anchor.id) else { continue }
            let overlay = nodes[i].frame
            let room = nodes[i].clip ?? bounds
            var top: Double
            switch anchor.placement {
            case .over: top = source.frame.minY
            case .below: top = source.frame.maxY + gap
            }
            if top + overlay.height > room.maxY {
                // No room below: the overlay ends just above the node (or, held over it, on its bottom).
                top = (anchor.placement == .over ? source.frame.maxY : source.frame.minY - gap) - overlay.height
            }
            top = Swift.max(room.minY, Swift.min(top, room.maxY - overlay.height))
            let dy = top - overlay.minY
            guard abs(dy) > 0.001 else { continue }
            let inside = descendants(of: i)
            for k in [i] + inside {
                out[k].frame = out[k].frame.offsetBy(dx: 0, dy: dy)
                out[k].offsetText(dx: 0, dy: dy)
                // A scroll view inside moves its viewport, and what it holds is clipped by the moved one.
                if nodes[k].isScrollView { viewports[nodes[k].frame] = out[k].frame }
            }
            for k in inside { if let c = nodes[k].clip, let to = viewports[c] { out[k].clip = to } }
            moved = true
        }
        guard moved else { return self }
        let regions = regions.map { region in
            var m = region
            if let to = viewports[region.frame] { m.frame = to }
            return m
        }
        let lists = lists.map { list in
            guard let c = list.clip, let to = viewports[c] else { return list }
            var m = list.offsetBy(dx: 0, dy: to.minY - c.minY)
            m.clip = to
            return m
        }
        return SolvedLayout(bounds: bounds, nodes: out, regions: regions, lists: lists)
    }

    /// The nodes inside node `i` (preorder: the run after it whose ancestors include it).
    func descendants(of i: Int) -> [Int] {
        let id = nodes[i].id
        var inside: Set<String> = [id]
        var out: [Int] = []
        for k in nodes.indices.dropFirst(i + 1) {
            guard let parent = nodes[k].parent, inside.contains(parent) else { break }
            inside.insert(nodes[k].id)
            out.append(k)
        }
        return out
    }
}
