import CreaseInput

/// P3: a menu, popover or confirmation opened from a control stands next to it: touching it or within
/// 8 pt, on the same page. Overlays declare the node they were opened from (`Node.anchored(to:)`).
public struct P03AnchoredOverlays: LayoutRule {
    public init() {}
    public let id = "P3"
    public let summary = "An overlay stands next to the control that opened it"
    public let scope = "overlays opened from a control"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// The farthest an overlay may stand from its control.
    public static let reach = 8.0

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes {
            guard let anchor = node.semantics.anchor, node.opacity > 0 else { continue }
            guard let source = layout.node(anchor.id) else {
                out.append(Violation(rule: id, node: node.id, message: "was opened from \(anchor.id), which is not drawn"))
                continue
            }
            let gap = Self.gap(node.frame, source.frame)
            if gap > Self.reach + RuleGeometry.tolerance {
                out.append(Violation(rule: id, node: node.id,
                                     message: "stands \(gap.compactText) pt from \(anchor.id), which opened it (at most \(Self.reach.compactText) pt)"))
            } else if let here = RuleGeometry.page(holding: node.frame, on: surface), let there = RuleGeometry.page(holding: source.frame, on: surface),
                      here.index != there.index {
                out.append(Violation(rule: id, node: node.id, message: "is on page \(here.index + 1), \(anchor.id) on page \(there.index + 1)"))
            }
        }
        return out
    }

    /// The distance between two rectangles (0 when they touch or overlap).
    public static func gap(_ a: Rect, _ b: Rect) -> Double {
        let dx = Swift.max(0, a.minX - b.maxX, b.minX - a.maxX)
        let dy = Swift.max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
