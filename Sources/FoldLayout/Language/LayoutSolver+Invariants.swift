extension SolvePass {
    /// Checks, in every build (it costs four comparisons), that a finished solve used its state as
    /// declared: every declared drawn node was emitted exactly once, and every scratch stack was emptied.
    func checkInvariants() {
        precondition(declaredEmitted == capacity || capacity == 1 && declaredEmitted == 0 || !exactCapacity && declaredEmitted <= capacity,
                     "a solve emitted \(declaredEmitted) of \(capacity) declared nodes")
        precondition(sizes.count == 0 && values.count == 0 && ordinals.count == 0, "a solve left its scratch stacks in use")
    }
}

extension SolvedLayout {
    /// Checks, in debug builds, that a layout is well formed: finite frames, and every parent named
    /// is a node placed before its child.
    func _checkInvariants() {
        #if DEBUG
        var seen = Set<String>()
        for node in nodes {
            precondition(node.frame.x.isFinite && node.frame.y.isFinite && node.frame.width.isFinite && node.frame.height.isFinite,
                         "node \(node.id) has a frame that is not finite")
            if let parent = node.parent { precondition(seen.contains(parent), "node \(node.id) names a parent \(parent) placed after it") }
            seen.insert(node.id)
        }
        #endif
    }
}
