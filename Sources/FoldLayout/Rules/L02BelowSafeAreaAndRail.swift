import CreaseInput

/// L2: upright, the top safe area and the shell rail stay above all content.
public struct L02BelowSafeAreaAndRail: LayoutRule {
    public init() {}
    public let id = "L2"
    public let summary = "The top safe area and the shell rail stay above all content"
    public let scope = "every screen"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        layout.nodes.compactMap { node in
            guard let visible = RuleGeometry.visible(node), let page = RuleGeometry.page(holding: visible, on: surface),
                  visible.minY < page.content.minY - RuleGeometry.tolerance else { return nil }
            return Violation(rule: id, node: node.id,
                             message: "top \(visible.minY.compactText) is above the safe area and rail (content starts at \(page.content.minY.compactText))")
        }
    }
}
