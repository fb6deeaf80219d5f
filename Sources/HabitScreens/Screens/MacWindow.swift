import FoldLayout
import Foundation
import HabitDomain

/// The Mac window (W3): a sidebar of destinations with Habits among them, there whether or not the
/// Today block is hidden, and beside it the same Habits content and controls as on iPhone — the
/// card with one row per habit and the Add habit row, Archived below the card, This week beside the
/// card when the window is wide enough — with the editor as a sheet (its Archive in the neutral colour).
public enum MacWindow {
    /// The sidebar's identity; its destinations are `mac/sidebar/<name>`.
    public static let sidebarID = "mac/sidebar"
    /// The Habits card's widest column: rows stay readable in a wide window.
    public static let cardColumn = 640.0
    /// This week's column beside the card, when the window has room for it.
    public static let weekColumn = 340.0
    static let columnGap = 24.0

    /// The destinations, in sidebar order: Habits is one of them whatever the Today block's setting.
    static let destinations: [(id: String, label: String)] = [("today", "Today"), ("habits", "Habits"), ("goals", "Goals")]

    /// The window's sidebar, the selected destination's page beside it, and any sheet or dialog over the page.
    public static func build(_ ctx: ScreenContext, memo: PageMemo? = nil) -> Node {
        Layers {
            if let sidebar = ctx.surface.sidebar, sidebar.width > 0 {
                Region(sidebar.inset(by: Insets(top: (ctx.surface.titleBar?.height ?? 0) + 8, left: 10, bottom: 10, right: 10)),
                       sidebarList(ctx)).id("mac/sidebar-region")
            }
            if let main = ctx.region(0) {
                Region(main, content(ctx, width: main.width, memo: memo)).id("page/0")
            }
            Screens.overlays(ctx)
        }
    }

    /// The selected destination: Today for the Today screen, Goals for a goal's page, else Habits.
    static func selected(_ ctx: ScreenContext) -> String {
        switch ctx.state.scenario.screen {
        case .today: "today"
        case .goal: "goals"
        default: "habits"
        }
    }

    static func sidebarList(_ ctx: ScreenContext) -> Node {
        var font = ctx.type.body
        font.size = Swift.min(font.size, 17)
        let chosen = selected(ctx)
        return VStack(spacing: 2) {
            for destination in destinations {
                let on = destination.id == chosen
                Text(destination.label, font: on ? font.withWeight(.semibold) : font, color: on ? "accent" : "text")
                    .id("\(sidebarID)/\(destination.id)/label").role(.label)
                    .padding(Insets(top: 6, left: 10, bottom: 6, right: 10))
                    .fillWidth()
                    .background(on ? "accent.soft" : nil, cornerRadius: 6)
                    .id("\(sidebarID)/\(destination.id)").role(.macDestination)
                    .attribute("destination", destination.id).attribute("selected", on ? "true" : "false")
            }
        }
        .fillWidth()
        .id(sidebarID).role(.macSidebar)
    }

    /// The selected destination's content: Habits (with This week beside it when it fits) or Today.
    static func content(_ ctx: ScreenContext, width: Double, memo: PageMemo? = nil) -> Node {
        if selected(ctx) == "today" { return memo.todayPage(ctx) }
        if selected(ctx) == "goals" {
            return HStack(spacing: 0) { GoalPage.content(ctx).frame(width: Swift.min(width, cardColumn)); Spacer() }.fillWidth()
        }
        let card = Swift.min(width, cardColumn)
        let week = Swift.min(weekColumn, width - card - columnGap)
        if week >= 280 && ctx.state.scenario.loading == .loaded && ctx.profile.settings.enabled {
            return HStack(spacing: columnGap) {
                memo.habitsPage(ctx).frame(width: card)
                ThisWeekPage.content(ctx, width: week).frame(width: week)
                Spacer()
            }
            .fillWidth()
        }
        return memo.habitsPage(ctx)
    }
}
