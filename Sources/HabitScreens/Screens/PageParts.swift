import FoldLayout

/// Parts the list pages share (Manage groups, a goal's page, the calendar, the settings pages): a text
/// button in the accent colour and the hairline between two rows of a card.
enum PageParts {
    /// A button of text, its words whole at the largest size that holds them (L8), at least a touch target tall.
    /// `accompanies`: the text in a list the button belongs to, and the list (`in`): its label keeps its
    /// proportion to that text (P13).
    static func button(_ title: String, id: String, value: String? = nil, _ ctx: ScreenContext, accompanies text: String? = nil,
                       in group: String = "") -> Node {
        Metrics.largestWhole(ctx.size) { size in
            let label = Text(title, font: Typography(size).body, color: "accent").id(id + "/label")
            return text.map { label.accompanies($0, in: group, proportion: 1) } ?? label
        }
            .frame(minHeight: Metrics.touchTarget)
            .id(id).role(.button).accessibility(label: title, value: value, traits: [.button])
    }

    /// The hairline between two rows of a list card, from the rows' text inset to the card's edge.
    static func separator() -> Node {
        Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator).padding(Insets(left: Metrics.rowHorizontal))
    }
}
