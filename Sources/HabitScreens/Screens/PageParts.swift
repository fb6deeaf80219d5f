import FoldLayout

/// Parts the list pages share (Manage groups, a goal's page, the calendar, the settings pages): a text
/// button in the accent colour and the hairline between two rows of a card.
enum PageParts {
    /// A button of text, its words whole at the largest size that holds them (L8), at least a touch target tall.
    static func button(_ title: String, id: String, value: String? = nil, _ ctx: ScreenContext) -> Node {
        Metrics.largestWhole(ctx.size) { Text(title, font: Typography($0).body, color: "accent").id(id + "/label") }
            .frame(minHeight: Metrics.touchTarget)
            .id(id).role(.button).accessibility(label: title, value: value, traits: [.button])
    }

    /// The hairline between two rows of a list card, from the rows' text inset to the card's edge.
    static func separator() -> Node {
        Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator).padding(Insets(left: Metrics.rowHorizontal))
    }
}
