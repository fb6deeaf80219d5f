import FoldLayout

/// A row with a label (and a line of detail under it) and an on/off switch: the editor's calendar
/// visibility and the settings pages' rows. The switch sits beside the label, or under it where the
/// label needs the row's width to keep its words whole, at the largest size that does (L8).
enum SwitchRow {
    static func node(_ label: String, detail: String? = nil, on: Bool, id: String, in group: String, _ ctx: ScreenContext) -> Node {
        func text(_ size: ContentSize) -> Node {
            let title = Text(label, font: Typography(size).body).id(id + "/label").role(.optionLabel).keepsWordsWhole()
            guard let detail else { return title }
            return VStack(spacing: Metrics.detailSpacing) {
                title
                Text(detail, font: Typography(size).detail, color: "text.secondary").id(id + "/detail").role(.detail)
            }
        }
        // iOS's switch is 51×31; a window's (macOS's) 38×22 (W3).
        let (width, height) = ctx.density == .pointer ? (38.0, 22.0) : (51.0, 31.0)
        let knob = Box(width: height - 4, height: height - 4).background("sheet", shape: .circle)
        let toggle = HStack(spacing: 0, alignment: .center) {
            if on { Spacer(); knob } else { knob; Spacer() }
        }
        .padding(2)
        .frame(width: width, height: height)
        .background(on ? "check.fill" : "separator", cornerRadius: height / 2)
        .id(id + "/switch").attribute("on", on ? "true" : "false")
        .accompanies(id + "/label", in: group + "/switches")
        return EditorSheet.besideOrUnder(text, { _ in toggle }, alignment: .center, sharing: group + "/switches", ctx)
            .padding(horizontal: 12, vertical: 8)
            .frame(minHeight: Metrics.touchTarget)
            .fillWidth()
            .id(id).role(.option).accessibility(label: label, value: on ? "On" : "Off", traits: [.toggle])
    }
}
