import CreaseInput

/// P11: what a person sees is what is painted. Each node's visible region (`Visibility`) is its frame
/// less what its regions clip, what has scrolled away, what a fade covers and what any later layer
/// paints over it; the rules about what a person sees read it, and the pixels confirm it (`InkCheck` in
/// FoldRender, whose findings lint and the simulator report under this rule too).
///
/// As a rule over the layout it holds that no text or control is cut by an edge that does not scroll
/// it into view (its region's, the display's, a hinge's), nor partly painted over by a node of its own
/// layer: a thing shows whole, is reached by scrolling, or lies wholly under a layer above it.
public struct P11VisibleMeansPainted: LayoutRule {
    public init() {}
    public let id = "P11"
    public let summary = "No text or control cut by an edge that does not scroll, or painted over by its own layer"
    public let scope = "every text and control, every frame; the pixels confirm each visible text's ink"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] { check(surface, layout, Visibility(surface, layout)) }

    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        var out: [Violation] = []
        for (k, node) in layout.nodes.enumerated() {
            guard node.opacity >= 0.5, node.text != nil || node.semantics.accessibility != nil else { continue }
            let seen = visibility[k]
            guard seen.state == .partlyVisible else { continue }
            var edges: [String] = []
            if seen.losses.contains(.clipped) { edges.append("its region's edge") }
            if seen.losses.contains(.offDisplay) { edges.append("the display's edge") }
            if seen.losses.contains(.hinge) { edges.append("the hinge") }
            if !edges.isEmpty {
                out.append(Violation(rule: id, node: node.id,
                                     message: "is cut by \(edges.joined(separator: " and ")): \(Self.shown(seen, of: node)) of it shows"))
                continue
            }
            // Painted over by a node of its own layer (the region that holds it): content on content.
            let layer = visibility.plan.region(of: k)
            if let cover = seen.coveredBy.first(where: { visibility.plan.region(of: $0) == layer && !visibility.plan.isInside(k, $0) }) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "is partly painted over by \(layout.nodes[cover].id), of its own layer: \(Self.shown(seen, of: node)) of it shows"))
            }
        }
        return out
    }

    /// What share of a node's frame shows, as a percentage.
    static func shown(_ entry: Visibility.Entry, of node: SolvedNode) -> String {
        let whole = node.frame.width * node.frame.height
        guard whole > 0 else { return "0%" }
        return "\(Int((entry.area / whole * 100).rounded()))%"
    }
}
