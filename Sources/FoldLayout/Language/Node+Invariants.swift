extension Node.Storage {
    /// The children as the node's kind owns them.
    var ownedChildren: [Node] {
        switch kind {
        case .stack(_, _, _, let children), .layers(let children), .firstFit(let children, _): children
        case .padding(_, let child), .region(_, let child): [child]
        case .frame(_, _, _, let child): child.map { [$0] } ?? []
        case .text, .spacer: []
        }
    }

    /// Checks, in debug builds, what the solver relies on: every link points at a child the node's
    /// kind owns (so the tree keeps it alive: see `NodeLink`), and the subtree counts add up.
    func _checkInvariants() {
        #if DEBUG
        let children = ownedChildren
        precondition(childRefs.count == children.count, "a node links \(childRefs.count) children but owns \(children.count)")
        for (link, child) in zip(childRefs, children) {
            precondition(link.with { $0 === child.storage }, "a node links a child it does not own")
        }
        precondition(count == children.reduce(1) { $0 + $1.storage.count }, "a node's subtree count is wrong")
        let own = Self.ownEmitCount(identified: identified, shape: shape)
        let drawn = shape == .firstFit ? own + (children.map(\.storage.emitCount).max() ?? 0)
            : children.reduce(own) { $0 + $1.storage.emitCount }
        precondition(emitCount == drawn, "a node's drawn-node count is wrong")
        #endif
    }
}
