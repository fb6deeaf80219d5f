import CreaseInput

/// L12: a control's touch area is at least the size its screen declares (44×44 pt for the check
/// ring), whatever the text size.
public struct L12TouchTargets: LayoutRule {
    public init() {}
    public let id = "L12"
    public let summary = "Touch areas are at least their declared minimum (44×44 pt)"
    public let scope = "nodes that declare a touch target"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        layout.nodes.compactMap { node in
            guard let minimum = node.semantics.minimumTarget, RuleGeometry.visible(node) != nil,
                  node.frame.width < minimum - 0.001 || node.frame.height < minimum - 0.001 else { return nil }
            return Violation(rule: id, node: node.id,
                             message: "touch area \(node.frame.width.compactText)×\(node.frame.height.compactText) pt is under \(minimum.compactText)×\(minimum.compactText)")
        }
    }
}
