import FoldLayout
import HabitDomain

/// Kept's menu, opened from the leading edge over Today (seed: "Open the drawer and tap Habits, then Add
/// habit"): the app's name, a row per destination with Today selected, and Settings at the bottom. The
/// Habits row is there while Settings → Menu shows it (D20). It covers the first page only, the rest
/// of that page dimmed, so on a spread it never crosses the fold.
public enum DrawerPanel {
    public static let drawerID = "drawer"

    /// The drawer's row for a destination.
    public static func rowID(_ destination: KeptMenu.Destination) -> String { "\(drawerID)/\(destination.rawValue)" }
    public static let settingsID = "drawer/settings"

    @NodeBuilder
    static func overlay(_ ctx: ScreenContext) -> [Node] {
        if let page = ctx.surface.pages.first {
            ActionOverlays.dim(ctx, id: "scrim/drawer")
            let content = page.content
            // At accessibility sizes the drawer leaves only a sliver of the page beside it, so its rows
            // keep their words whole at the largest size.
            let uncovered = ctx.size.isAccessibility ? 24.0 : 56.0
            let width = Swift.min(360, Swift.max(0, content.width - uncovered))
            let x = ctx.surface.direction == .rightToLeft ? content.maxX - width : content.minX
            Region(Rect(x: x, y: content.y, width: width, height: content.height), panel(ctx)).id("drawer-region")
        }
    }

    static func panel(_ ctx: ScreenContext) -> Node {
        let rows = KeptMenu.rows(ctx.profile.settings)
        return VStack(spacing: 0) {
            Text("Kept", font: ctx.type.sectionTitle).id("drawer/title").role(.title).keepsWordsWhole()
                .accessibility(label: "Kept", traits: [.header])
                .padding(Insets(top: 16, left: 20, bottom: 12, right: 20))
            for destination in rows {
                row(destination.title, id: rowID(destination), selected: destination == .today, ctx)
            }
            Spacer()
            Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
            row(KeptMenu.settingsRow, id: settingsID, selected: false, ctx)
                .padding(Insets(bottom: 8))
        }
        .background("sheet")
        .id(drawerID).role(.drawer).staysInOnePage().accessibilityModal()
    }

    /// A destination's row: its name at the largest size that keeps its words whole (L8), the current
    /// destination on a soft accent.
    static func row(_ title: String, id: String, selected: Bool, _ ctx: ScreenContext) -> Node {
        Metrics.largestWhole(ctx.size) { size in
            Text(title, font: Typography(size).body, color: selected ? "accent" : "text").id(id + "/label").role(.optionLabel)
        }
        .padding(horizontal: 12, vertical: 10)
        .frame(minHeight: Metrics.touchTarget)
        .fillWidth()
        .background(selected ? "accent.soft" : nil, cornerRadius: 10)
        .padding(Insets(left: 8, right: 8))
        .id(id).role(.menuRow).accessibility(label: title, traits: selected ? [.button, .selected] : [.button])
    }
}
