import FoldLayout

/// L15: right-to-left locales mirror the horizontal layout: each check ring sits on the reading
/// start side of its name (right in Arabic and Hebrew, left otherwise). The fold rules hold
/// unchanged: they run on mirrored layouts like any other.
public struct L15MirroredRows: LayoutRule {
    public init() {}
    public let id = "L15"
    public let summary = "Check rings sit on the reading-start side of their names"
    public let scope = "Habits and Today rows"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        for row in layout.nodes where row.role == .row && RuleGeometry.visible(row) != nil {
            guard let ring = layout.node(HabitsPage.ringID(row: row.id)), let name = layout.node(HabitsPage.nameID(row: row.id)) else { continue }
            // A stacked row puts the name beside the ring; compare only when they share a line.
            guard ring.frame.maxY > name.frame.minY + t, name.frame.maxY > ring.frame.minY + t else { continue }
            let startSide = surface.direction == .rightToLeft ? ring.frame.minX >= name.frame.maxX - t : ring.frame.maxX <= name.frame.minX + t
            if !startSide {
                out.append(Violation(rule: id, node: ring.id,
                                     message: "the ring is not on the \(surface.direction == .rightToLeft ? "right" : "left") of its name"))
            }
        }
        return out
    }
}
