import CreaseInput

/// L3: with a horizontal fold (an upright crease, or a two-screen device in landscape), every page
/// still ends before the hinge and its clearance.
public struct L03PageEndsBeforeHinge: LayoutRule {
    public init() {}
    public let id = "L3"
    public let summary = "With a horizontal fold, the page still ends before the hinge"
    public let scope = "surfaces with a horizontal fold"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let folds = surface.folds.filter { $0.axis == .horizontal }
        guard !folds.isEmpty else { return [] }
        return layout.nodes.flatMap { node -> [Violation] in
            // Within the rules' tolerance: a scroll viewport ending on the clearance's edge meets it, not enters it.
            let t = RuleGeometry.tolerance
            guard let visible = RuleGeometry.visible(node) else { return [] }
            return folds.filter { visible.intersects($0.keepOut.inset(by: Insets(top: t, left: 0, bottom: t, right: 0))) }.map { fold in
                Violation(rule: id, node: node.id,
                          message: "\(visible) enters the fold \(fold.frame) or its \(fold.clearance.compactText) pt clearance")
            }
        }
    }
}
