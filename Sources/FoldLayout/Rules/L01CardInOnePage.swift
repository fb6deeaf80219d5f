import CreaseInput

/// L1: a container the screen marks `staysInOnePage` (the habits card, sheets, dialogs) lies whole
/// inside one physical page's content region, and nothing enters a vertical fold or its clearance.
public struct L01CardInOnePage: LayoutRule {
    public init() {}
    public let id = "L1"
    public let summary = "Cards stay inside one page, clear of the crease or hinge by the device's clearance"
    public let scope = "every screen"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes {
            guard let visible = RuleGeometry.visible(node) else { continue }
            for fold in surface.folds where fold.axis == .vertical && visible.intersects(fold.keepOut) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "\(visible) enters the fold \(fold.frame) or its \(fold.clearance.compactText) pt clearance"))
            }
            guard node.semantics.staysInOnePage else { continue }
            guard let page = RuleGeometry.page(holding: visible, on: surface) else {
                out.append(Violation(rule: id, node: node.id, message: "\(visible) lies in no single page"))
                continue
            }
            let t = RuleGeometry.tolerance
            let horizontal = visible.minX >= page.content.minX - t && visible.maxX <= page.content.maxX + t
            if !horizontal || !page.frame.contains(visible) {
                out.append(Violation(rule: id, node: node.id, message: "\(visible) is not inside page \(page.index)'s content region \(page.content)"))
            }
        }
        return out
    }
}
