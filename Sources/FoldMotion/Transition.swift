import FoldLayout

/// A continuous move from one solved layout to another (M2–M5): nodes matched by identity move
/// along an easing curve; nodes on one side only fade. Interrupting it starts a new transition from
/// the frames on screen at that moment (M4).
public struct Transition: Sendable {
    public var from: SolvedLayout
    public var to: SolvedLayout
    public var start: Double
    public var duration: Double
    public var easing: Gesture.Easing
    /// For each node of `to`, its partner's index in `from` (matched once, by identity).
    let partners: [Int?]
    /// Nodes of `from` with no partner: they fade out.
    let leaving: [Int]
    /// The identity index every interpolated frame shares.
    let frameIndex: [String: Int]
    let bounds: Rect

    public init(from: SolvedLayout, to: SolvedLayout, start: Double, duration: Double, easing: Gesture.Easing = .easeInOut) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.easing = easing
        let fromIndex = from.index
        partners = to.nodes.map { fromIndex[$0.id] }
        let toIndex = to.index
        leaving = from.nodes.indices.filter { toIndex[from.nodes[$0].id] == nil }
        var index = toIndex
        for (k, i) in leaving.enumerated() where index[from.nodes[i].id] == nil { index[from.nodes[i].id] = to.nodes.count + k }
        frameIndex = index
        bounds = from.bounds.width * from.bounds.height >= to.bounds.width * to.bounds.height ? from.bounds : to.bounds
    }

    /// Linear progress 0…1 at time `t`.
    public func progress(at t: Double) -> Double {
        guard duration > 0 else { return 1 }
        let p = (t - start) / duration
        // Frame times are i × 1000 / fps: a transition due to end on a frame ends on it, not on the
        // next one because of a rounding error in the last bit.
        return p >= 1 - 1e-9 ? 1 : Swift.max(0, p)
    }

    public func isFinished(at t: Double) -> Bool { progress(at: t) >= 1 }

    /// The layout on screen at `t`: shared nodes move and resize along the easing curve, text keeps
    /// its end lines (its box moves; text is never re-wrapped mid-flight), one-sided nodes fade.
    public func frame(at t: Double) -> SolvedLayout {
        let p = easing.apply(progress(at: t))
        if p <= 0 { return from }
        if p >= 1 { return to }
        var nodes: [SolvedNode] = []
        nodes.reserveCapacity(to.nodes.count + leaving.count)
        for (k, target) in to.nodes.enumerated() {
            var node = target
            if let i = partners[k] {
                let old = from.nodes[i]
                let frame = old.frame.interpolated(to: node.frame, p)
                let dx = frame.x - node.frame.x, dy = frame.y - node.frame.y
                if dx != 0 || dy != 0 { node.offsetText(dx: dx, dy: dy) }
                node.frame = frame
                if let oc = old.clip, let nc = node.clip, oc != nc { node.clip = oc.interpolated(to: nc, p) }
                node.opacity = old.opacity + (node.opacity - old.opacity) * p
            } else {
                node.opacity *= p
            }
            nodes.append(node)
        }
        for i in leaving {
            var old = from.nodes[i]
            old.opacity *= 1 - p
            nodes.append(old)
        }
        return SolvedLayout(bounds: bounds, nodes: nodes, regions: to.regions, index: frameIndex)
    }
}
