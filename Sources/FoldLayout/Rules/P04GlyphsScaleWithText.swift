import CreaseInput

/// P4: a glyph that sits in a line of text (a check ring, a radio mark, an icon, declared with
/// `Node.scales(_:)`) is the size its scale gives beside that text's point size, and,
/// where it stands beside the text, centred on the text's first line.
public struct P04GlyphsScaleWithText: LayoutRule {
    public init() {}
    public let id = "P4"
    public let summary = "Glyphs in a line of text scale with it, within bounds, on its first line"
    public let scope = "glyphs that declare the text they accompany"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let t = RuleGeometry.tolerance
        var out: [Violation] = []
        for glyph in layout.nodes {
            guard let scale = glyph.semantics.glyph, glyph.opacity > 0, RuleGeometry.visible(glyph) != nil else { continue }
            guard let beside = layout.node(scale.text), let text = beside.text else {
                out.append(Violation(rule: id, node: glyph.id, message: "accompanies \(scale.text), which is not drawn"))
                continue
            }
            let points = text.content.font.size
            let wanted = scale.size(beside: points)
            if abs(glyph.frame.height - wanted) > t {
                out.append(Violation(rule: id, node: glyph.id,
                                     message: "is \(glyph.frame.height.compactText) pt beside \(points.compactText) pt text; it scales to \(wanted.compactText) pt"))
            }
            // Beside the text (not above or below it), it sits on the first line.
            let first = text.firstLine
            let sideBySide = glyph.frame.maxX <= beside.frame.minX + t || glyph.frame.minX >= beside.frame.maxX - t
            if sideBySide, glyph.frame.maxY > beside.frame.minY, glyph.frame.minY < beside.frame.maxY,
               abs(glyph.frame.midY - first.midY) > Swift.max(t, first.height / 2) {
                out.append(Violation(rule: id, node: glyph.id,
                                     message: "centre is \((glyph.frame.midY - first.midY).compactText) pt off \(scale.text)'s first line"))
            }
        }
        return out
    }
}
