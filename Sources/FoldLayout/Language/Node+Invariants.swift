extension Node.Storage {
    /// The children as the node's kind owns them.
    var ownedChildren: [Node] {
        switch kind {
        case .stack(_, _, _, let children), .layers(let children), .firstFit(let children, _, _, _): children
        case .padding(_, let child), .region(_, let child), .scroll(let child, _): [child]
        case .frame(_, _, _, _, let child): child.map { [$0] } ?? []
        case .text, .spacer, .lazyStack: []
        }
    }

    /// Checks, in debug builds, what the solver relies on: `childRefs` are the children the node's
    /// kind holds, in order, and the subtree counts add up.
    func _checkInvariants() {
        #if DEBUG
        let children = ownedChildren
        precondition(childRefs.count == children.count, "a node lists \(childRefs.count) children but holds \(children.count)")
        for (listed, child) in zip(childRefs, children) {
            precondition(listed === child.storage, "a node lists a child its kind does not hold")
        }
        precondition(count == children.reduce(1) { $0 + $1.storage.count }, "a node's subtree count is wrong")
        let own = Self.ownEmitCount(identified: identified, shape: shape)
        let drawn = shape == .firstFit ? own + (children.map(\.storage.emitCount).max() ?? 0)
            : children.reduce(own) { $0 + $1.storage.emitCount }
        precondition(emitCount == drawn, "a node's drawn-node count is wrong")
        #endif
    }
}
