import CreaseInput

/// L5: content keeps the device's margin before the side dock.
public struct L05DockMargin: LayoutRule {
    public init() {}
    public let id = "L5"
    public let summary = "Content keeps a margin before the side dock"
    public let scope = "surfaces with a dock"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let margin = surface.shell.dockMargin
        let bands = surface.docks.map { dock in
            surface.direction == .leftToRight
                ? Rect(x: dock.minX - margin, y: dock.minY, width: dock.width + margin, height: dock.height)
                : Rect(x: dock.minX, y: dock.minY, width: dock.width + margin, height: dock.height)
        }
        guard !bands.isEmpty else { return [] }
        return layout.nodes.compactMap { node in
            guard let visible = RuleGeometry.visible(node), bands.contains(where: visible.intersects) else { return nil }
            return Violation(rule: id, node: node.id, message: "\(visible) comes within \(margin.compactText) pt of the side dock")
        }
    }
}
