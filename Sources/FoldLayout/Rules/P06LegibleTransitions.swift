import CreaseInput

/// P6: every frame, settled or between two layouts, wraps each text at the width its box has in that
/// frame and draws its lines inside that box: no line set at another frame's width, none spilling out
/// above or below its box onto what follows.
public struct P06LegibleTransitions: LayoutRule {
    public init() {}
    public let id = "P6"
    public let summary = "Each frame wraps text at its box's width and keeps its lines inside the box"
    public let scope = "every screen, every frame"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// A hyphen Pango adds at a break may overhang by under a point; line boxes are rounded to a point.
    static let slack = 1.0

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes {
            guard let text = node.text, node.opacity > 0, RuleGeometry.visible(node) != nil, node.frame.width > 0 else { continue }
            let box = node.frame
            if text.wrapWidth > box.width + Self.slack, text.lines.count > 1 || text.widestLine > box.width + Self.slack {
                out.append(Violation(rule: id, node: node.id,
                                     message: "is wrapped at \(text.wrapWidth.compactText) pt in a box \(box.width.compactText) pt wide"))
                continue
            }
            let lines = text.lines
            guard let first = lines.first, let last = lines.last else { continue }
            if first.frame.minY < box.minY - Self.slack || last.frame.maxY > box.maxY + Self.slack {
                out.append(Violation(rule: id, node: node.id,
                                     message: "\(lines.count) line\(lines.count == 1 ? "" : "s") (\(first.frame.minY.compactText)–\(last.frame.maxY.compactText)) spill out of its box \(box)"))
            }
        }
        return out
    }
}
