import CreaseInput

/// L2: upright, the top safe area and the shell rail stay above all content; no content enters a
/// camera cutout's clearance (S8).
public struct L02BelowSafeAreaAndRail: LayoutRule {
    public init() {}
    public let id = "L2"
    public let summary = "The top safe area and the shell rail stay above all content"
    public let scope = "every screen"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        layout.nodes.compactMap { node -> Violation? in
            guard let visible = RuleGeometry.visible(node) else { return nil }
            // A camera island or punch hole's clearance is safe area too (S8), wherever it lies.
            if let cutout = surface.cutouts.first(where: { c in
                let overlap = c.keepOut.intersection(visible)
                return overlap.width > RuleGeometry.tolerance && overlap.height > RuleGeometry.tolerance
            }) {
                return Violation(rule: id, node: node.id,
                                 message: "\(visible) runs into the \(cutout.shape.rawValue) cutout at \(cutout.frame) or its \(cutout.clearance.compactText) pt clearance (S8)")
            }
            guard let page = RuleGeometry.page(holding: visible, on: surface),
                  visible.minY < page.content.minY - RuleGeometry.tolerance else { return nil }
            return Violation(rule: id, node: node.id,
                             message: "top \(visible.minY.compactText) is above the safe area and rail (content starts at \(page.content.minY.compactText))")
        }
    }
}
