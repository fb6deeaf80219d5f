import FoldLayout

/// Parts the list pages share (Manage groups, a goal's page, the calendar, the settings pages): a text
/// button in the accent colour and the hairline between two rows of a card.
enum PageParts {
    /// A button of text, its words whole at the largest size that holds them (L8), at least a touch target tall.
    /// `accompanies`: the text in a list the button belongs to, and the list (`in`): its label keeps its
    /// proportion to that text (P13).
    /// `sharing`: buttons whose labels take one size together (the largest that sets every one whole).
    /// `shrinks`: false for a button in an alternative that must fit at the page's text size or give way
    /// to the next (side by side, else one under the other): its label never falls back to a smaller
    /// size to make the row fit (P13: Rename and Archive at 19 pt beside a 40 pt group name).
    static func button(_ title: String, id: String, value: String? = nil, _ ctx: ScreenContext, accompanies text: String? = nil,
                       in group: String = "", shrinks: Bool = true, sharing key: String? = nil) -> Node {
        func label(_ size: ContentSize) -> Node {
            let label = Text(title, font: Typography(size).body, color: "accent").id(id + "/label")
            return text.map { label.accompanies($0, in: group, proportion: 1) } ?? label
        }
        return (shrinks ? Metrics.largestWhole(ctx.size, sharing: key, label) : label(ctx.size).keepsWordsWhole())
            .frame(minHeight: Metrics.touchTarget)
            .id(id).role(.button).accessibility(label: title, value: value, traits: [.button])
    }

    /// The hairline between two rows of a list card, from the rows' text inset to the card's edge.
    static func separator() -> Node {
        Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator).padding(Insets(left: Metrics.rowHorizontal))
    }
}
