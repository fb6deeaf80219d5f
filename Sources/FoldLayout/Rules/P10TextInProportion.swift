import CreaseInput

/// P10: text follows the reader's text size together. On a page no visible text is set smaller than
/// `least` of the page's largest text: a part of a screen that fits itself to its width by shrinking
/// its own labels (seven day circles with 11 pt dates beside 58 pt titles at the largest size) has
/// stopped following the text size that everything around it follows; it wraps or scrolls instead.
/// At the default size the smallest style (caption, 11–12 pt) is 39–43% of a page's title (28 pt).
/// A grid whose columns are what it shows (a month's seven weekdays) cannot wrap: its texts declare
/// `sizedByColumns()` and pass while they fill at least `fillsColumn` of their box's width.
public struct P10TextInProportion: LayoutRule {
    public init() {}
    public let id = "P10"
    public let summary = "No text on a page is under a third of the page's largest text"
    public let scope = "every visible text, page by page (a surface without pages as one)"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// The smallest a text may be beside the largest on its page.
    public static let least = 1.0 / 3.0
    /// How much of its box's width a text sized by a grid's columns fills, at the least.
    public static let fillsColumn = 0.4

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var largest: [Int: (size: Double, id: String)] = [:]
        var texts: [(page: Int, node: SolvedNode, size: Double)] = []
        for node in layout.nodes {
            guard let text = node.text, !text.lines.isEmpty, RuleGeometry.visible(node) != nil else { continue }
            let page = RuleGeometry.page(holding: node.frame, on: surface)?.index ?? -1
            let size = text.content.font.size
            texts.append((page, node, size))
            if size > largest[page]?.size ?? 0 { largest[page] = (size, node.id) }
        }
        var out: [Violation] = []
        for (page, node, size) in texts {
            guard let top = largest[page], size < top.size * Self.least - RuleGeometry.tolerance else { continue }
            if node.semantics.sizedByColumns, size >= node.frame.width * Self.fillsColumn - RuleGeometry.tolerance { continue }
            out.append(Violation(rule: id, node: node.id,
                                 message: "is \(size.compactText) pt beside \(top.size.compactText) pt \(top.id) (at least \((top.size * Self.least).compactText) pt)"))
        }
        return out
    }
}
