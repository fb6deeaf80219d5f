import FoldLayout

/// L14: an ordinary iPhone (a device with no fold) keeps its existing controls: one page, no dock,
/// no This week page, and Today's rows keep their check ring and progress button; the Duo rules do
/// not leak into it.
public struct L14OrdinaryPhone: LayoutRule {
    public init() {}
    public let id = "L14"
    public let summary = "A display with no fold keeps one page, no This week page, Today's controls"
    public let scope = "devices without a fold (a foldable's cover is held to the Duo rules)"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard surface.kind == .display, !surface.device.isFoldable else { return [] }
        var out: [Violation] = []
        if surface.pages.count != 1 || !surface.docks.isEmpty {
            out.append(Violation(rule: id, node: "", message: "\(surface.pages.count) pages\(surface.docks.isEmpty ? "" : " and a dock") on a display with no fold"))
        }
        for node in layout.nodes where node.id == ThisWeekPage.cardID {
            out.append(Violation(rule: id, node: node.id, message: "a This week page on a display with no fold"))
        }
        for row in layout.nodes where row.role == .row && row.id.hasPrefix(TodayBlock.rowPrefix) {
            for part in ["/check", "/progress"] where layout.node(row.id + part) == nil {
                out.append(Violation(rule: id, node: row.id, message: "Today's row has no \(part.dropFirst())"))
            }
        }
        return out
    }
}
