extension SolvedLayout {
    /// Each node's parent as its position in `nodes` (-1: it names none, or none that is drawn). A
    /// parent is always drawn before its children, so it is found among the nodes already read: the
    /// latest one of that declaration (or identity) before the child.
    ///
    /// Parents with an id of their own are named by their place in the arena the child was solved from,
    /// so most are found by number, without hashing a string (P11's model reads this for every layout
    /// lint checks and every frame a simulation draws).
    public func parentPositions() -> [Int32] {
        var out = [Int32](repeating: -1, count: nodes.count)
        // The latest position of each declared node, per arena (a layout holds a few: the screen's, and
        // one per lazy list row), as (arena, positions by preorder number).
        var arenas: [(id: ObjectIdentifier, positions: [Int32])] = []
        var slot = -1
        var byName: [String: Int]?
        for k in nodes.indices {
            // Fields read one at a time: binding a whole node would copy it (and count its references).
            let arena = ObjectIdentifier(nodes[k].arena)
            if slot < 0 || arenas[slot].id != arena {
                if let found = arenas.firstIndex(where: { $0.id == arena }) {
                    slot = found
                } else {
                    arenas.append((arena, [Int32](repeating: -1, count: nodes[k].arena.declared.count)))
                    slot = arenas.count - 1
                }
            }
            switch nodes[k].parentRef {
            case .none:
                break
            case .declared(let d):
                let i = Int(d)
                if i >= 0, i < arenas[slot].positions.count { out[k] = arenas[slot].positions[i] }
            case .named(let id):
                // Named parents are near: a row's own ancestors. Looked for backwards a little way first.
                var j = k - 1
                while j >= 0, k - j <= 32, nodes[j].id != id { j -= 1 }
                if j >= 0, k - j <= 32 {
                    out[k] = Int32(truncatingIfNeeded: j)
                } else {
                    if byName == nil { byName = index }
                    if let p = byName?[id], p < k { out[k] = Int32(truncatingIfNeeded: p) }
                }
            }
            let own = Int(nodes[k].index)
            if own >= 0, own < arenas[slot].positions.count, nodes[k].assignedID == nil { arenas[slot].positions[own] = Int32(truncatingIfNeeded: k) }
        }
        return out
    }

    /// Each node's nearest region ancestor (-1: none), from its parent's position and which nodes are
    /// regions. A parent is drawn before its child, so its holder is known when the child is read (a
    /// node a transition appends after its parent's place is walked up instead).
    static func regionHolders(parents: [Int32], isRegion: [Bool]) -> [Int32] {
        var out = [Int32](repeating: -1, count: parents.count)
        for k in parents.indices {
            let p = Int(parents[k])
            var holder = -1
            if p >= 0, p < k {
                holder = isRegion[p] ? p : Int(out[p])
            } else if p >= 0 {
                var q = p, hops = 0
                while q >= 0, hops < 256, !isRegion[q] { q = Int(parents[q]); hops += 1 }
                holder = q >= 0 && isRegion[q] ? q : -1
            }
            out[k] = Int32(truncatingIfNeeded: holder)
        }
        return out
    }
}
