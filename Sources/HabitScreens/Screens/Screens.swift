import FoldLayout
import HabitDomain

/// The whole display for a scenario: each page's content placed into its region, and any sheet or
/// dialog over the active Habits page (page 0: the cover page, or the spread's first page).
public enum Screens {
    /// The screen for the context's surface: a display's pages, a widget family's panel or a window.
    /// With a memo, the Habits page's and history pages' content is taken from it when it was built for
    /// the same state, text size and width (`PageMemo`); the screen is the same either way.
    /// Built at the surface's density (`Density`): a window's text and controls are the desktop's.
    public static func build(_ ctx: ScreenContext, memo: PageMemo? = nil) -> Node {
        Density.$current.withValue(ctx.density) {
            switch ctx.surface.kind {
            case .display: display(ctx, memo: memo)
            case .panel: WidgetScreen.build(ctx)
            case .window: MacWindow.build(ctx, memo: memo)
            }
        }
    }

    /// A device's display: the scenario's screen on the first page, This week (a habit's progress, or
    /// the year of history) on a spread's other page, and any sheet or dialog over the first.
    static func display(_ ctx: ScreenContext, memo: PageMemo? = nil) -> Node {
        Layers {
            if let main = ctx.region(0) {
                Region(main, page(ctx, width: main.width, memo: memo)).id("page/0").purpose(purpose(ctx.state.scenario.screen))
            }
            if let second = ctx.region(1) {
                Region(second, secondPage(ctx, width: second.width, memo: memo)).id("page/1").purpose(secondPurpose(ctx))
            }
            // A display that folds twice (S7) has a third page.
            for k in ctx.surface.pages.indices.dropFirst(2) {
                if let region = ctx.region(k) {
                    Region(region, furtherPage(ctx, k, width: region.width, memo: memo)).id("page/\(k)").purpose(secondPurpose(ctx))
                }
            }
            overlays(ctx)
        }
    }

    /// The screen a display's first page shows (P15): the Habits screens share one (the list, its
    /// editor, progress and Today's block); the settings pages, Manage groups, a goal, the calendar and
    /// History are screens of their own.
    static func purpose(_ screen: Scenario.Screen) -> String {
        switch screen {
        case .habits, .editor, .discard, .progress, .widget, .today, .drawer: "habits"
        case .settingsMenu, .appLayout, .todayNoteSettings: "settings"
        case .manageGroups: "groups"
        case .goal: "goal"
        case .calendar: "calendar"
        case .history: "history"
        }
    }

    /// The screen a spread's other page shows (P15): the current one's, always.
    static func secondPurpose(_ ctx: ScreenContext) -> String { purpose(ctx.state.scenario.screen) }

    /// A spread's other page (P15): the year of history beside History, a habit's progress when it is
    /// open (`ProgressSheet.page`), This week beside the Habits screens; beside a screen with no page of
    /// its own to show there (a settings page, Manage groups, a goal, the calendar), a quiet page that
    /// names the screen, never another screen's content.
    static func secondPage(_ ctx: ScreenContext, width: Double, memo: PageMemo?) -> Node {
        switch ctx.state.scenario.screen {
        case .history: memo.historyYear(ctx, width: width)
        case .progress: ProgressSheet.page(ctx, width: width)
        case .settingsMenu, .appLayout, .todayNoteSettings: quietPage("Settings", ctx)
        case .manageGroups: quietPage(Copy.manageGroups, ctx)
        case .goal: quietPage("Goals", ctx)
        case .calendar: quietPage("Calendar", ctx)
        case .habits, .editor, .discard, .widget, .today, .drawer: ThisWeekPage.content(ctx)
        }
    }

    /// A page past the second, on a display that folds twice (S7: a tri-fold held open): beside the
    /// Habits screens and a habit's progress, the year of history of the habit This week shows (the
    /// history screen's own second page), so the third page carries on the habit the second began;
    /// beside any other screen, or with no habit to show, a quiet page naming the screen.
    static func furtherPage(_ ctx: ScreenContext, _ index: Int, width: Double, memo: PageMemo?) -> Node {
        let profile = ctx.profile
        switch ctx.state.scenario.screen {
        case .habits, .editor, .discard, .widget, .today, .drawer, .progress:
            if profile.settings.enabled, ctx.state.scenario.loading == .loaded, !profile.pageOrder.isEmpty {
                return memo.historyYear(ctx, width: width)
            }
            return quietPage("History", ctx, page: index)
        case .history: return quietPage("History", ctx, page: index)
        case .settingsMenu, .appLayout, .todayNoteSettings: return quietPage("Settings", ctx, page: index)
        case .manageGroups: return quietPage(Copy.manageGroups, ctx, page: index)
        case .goal: return quietPage("Goals", ctx, page: index)
        case .calendar: return quietPage("Calendar", ctx, page: index)
        }
    }

    /// A spread's other page where the screen has nothing of its own to show there: its name, quiet, in
    /// the middle of the page.
    static func quietPage(_ name: String, _ ctx: ScreenContext, page: Int = 1) -> Node {
        VStack(spacing: 0) {
            Spacer()
            Text(name, font: ctx.type.body, color: "text.tertiary", alignment: .center).id("page/\(page)/quiet").role(.message).quiet().fillWidth()
            Spacer()
        }
    }

    /// The first page's content for the scenario's screen. A widget scenario has no display page of its
    /// own (the pipeline refuses that pairing); it shows the Habits page.
    static func page(_ ctx: ScreenContext, width: Double, memo: PageMemo? = nil) -> Node {
        switch ctx.state.scenario.screen {
        case .today, .drawer: memo.todayPage(ctx)
        case .settingsMenu: SettingsPages.menu(ctx)
        case .appLayout: SettingsPages.appLayout(ctx)
        case .todayNoteSettings: SettingsPages.todayNote(ctx)
        case .manageGroups: ManageGroupsPage.content(ctx)
        case .goal: GoalPage.content(ctx)
        case .calendar: CalendarPage.content(ctx)
        case .history: memo.historyPage(ctx, width: width, spread: ctx.region(1) != nil)
        case .habits, .editor, .discard, .progress, .widget: memo.habitsPage(ctx)
        }
    }

    /// The editor or progress sheet, the discard dialog and the drawer, over the first page.
    @NodeBuilder
    static func overlays(_ ctx: ScreenContext) -> [Node] {
        let screen = ctx.state.scenario.screen
        if screen == .progress, ctx.surface.kind == .window, let popover = ProgressSheet.popover(ctx) {
            // On the Mac a habit's progress is a popover from its row's progress button (W3, seed 000): the
            // window is not dimmed and nothing of it is blocked.
            popover
        } else if screen == .progress, ctx.region(1) == nil, let sheetRect = sheetRegion(ctx) {
            // On one page a habit's progress is a sheet rising from the bottom over the dimmed page (a
            // spread shows it on its other page instead: `secondPage`).
            scrim(ctx)
            Region(sheetRect, VStack(spacing: 0) { Spacer(); ProgressSheet.sheet(ctx) }).id("sheet")
        } else if screen == .editor || screen == .discard, let sheetRect = sheetRegion(ctx) {
            scrim(ctx)
            Region(sheetRect, EditorSheet.sheet(ctx)).id("sheet")
        }
        if screen == .discard, let page = ctx.surface.pages.first {
            ActionOverlays.dim(ctx, id: "scrim/dialog")
            let region = ctx.overlayRegion(0) ?? page.content
            ActionOverlays.centered(EditorSheet.discardDialog(ctx, room: region.height - 32), in: region, ctx, id: "dialog-region")
        }
        if screen == .drawer { DrawerPanel.overlay(ctx) }
        if screen == .calendar { CalendarPage.overlay(ctx) }
        ActionOverlays.overlays(ctx)
    }

    /// A sheet covers the active page's content region from just below the rail to the bottom
    /// (full height on iPhone, so Schedule choices are never cut off: L11).
    public static func sheetRegion(_ ctx: ScreenContext) -> Rect? {
        guard let page = ctx.surface.pages.first else { return nil }
        let content = page.content
        if ctx.surface.kind == .window {
            // A window's sheet hangs from the title bar, centred on the page: room for an editor of two
            // columns where one would run past the window's bottom (a sheet of one is `windowSheetWidth`).
            let width = Swift.min(content.width - 48, ctx.state.scenario.screen == .progress ? windowSheetWidth : windowWideSheetWidth)
            return Rect(x: content.midX - width / 2, y: content.y, width: width, height: Swift.max(0, content.height - 24))
        }
        // On a display a sheet reaches the page's bottom edge, under the home indicator (P15); what it
        // holds ends clear of it (`sheetBottomInset`).
        let side = sheetSide(ctx)
        let bottom = page.sheetBottom(in: ctx.surface.bounds)
        return Rect(x: content.x + side, y: content.y + 8, width: content.width - 2 * side, height: Swift.max(0, bottom - content.y - 8))
    }

    /// The narrowest a sheet (`sheetRegion`) and a page's region are on any page `ctx`'s device shows:
    /// its cover and, opened, half-opened and flat, each upright and in landscape. A bar judged at those
    /// widths (`FirstFit(judgedAt:)`) is laid out one way on every page of the device (P13). Nil in a
    /// window, whose width is its own.
    static func narrowest(_ ctx: ScreenContext) -> (sheet: Double, page: Double)? {
        guard ctx.surface.kind == .display else { return nil }
        let device = ctx.surface.device
        let postures: [Posture] = device.inner == nil ? [.cover] : [.cover, .halfOpened, .spread]
        var sheet = Double.infinity, page = Double.infinity
        for posture in postures {
            for orientation in [Orientation.upright, .landscape] {
                let surface = Surface(device: device, posture: posture, orientation: orientation)
                let at = ScreenContext(surface: surface, size: ctx.size, state: ctx.state)
                if let region = sheetRegion(at) { sheet = Swift.min(sheet, region.width) }
                for k in surface.pages.indices { if let region = at.region(k) { page = Swift.min(page, region.width) } }
            }
        }
        return sheet.isFinite && page.isFinite ? (sheet, page) : nil
    }

    /// How far a sheet's content stays above the page's bottom edge: the safe area there.
    static func sheetBottomInset(_ ctx: ScreenContext) -> Double {
        guard let page = ctx.surface.pages.first, ctx.surface.kind != .window else { return 0 }
        return Swift.max(0, page.sheetBottom(in: ctx.surface.bounds) - page.content.maxY)
    }

    /// A sheet's grabber: it says the sheet can be pulled down (P15).
    static func grabber(id: String) -> Node {
        HStack(spacing: 0) {
            Spacer()
            Box(width: 36, height: 5).background("separator", cornerRadius: 2.5).id(id).role(.grabber).overlayPart(.grabber)
            Spacer()
        }
        .fillWidth()
        .padding(Insets(top: 6, bottom: 0))
    }

    /// How far a sheet stands in from its page's sides.
    static func sheetSide(_ ctx: ScreenContext) -> Double { Swift.min(8, ctx.surface.shell.pageMargin) }

    /// How wide a window's sheet of one column is, and one of two.
    static let windowSheetWidth = 520.0
    static let windowWideSheetWidth = 760.0

    static func scrim(_ ctx: ScreenContext) -> Node {
        ActionOverlays.dim(ctx, id: "scrim")
    }
}

extension LayoutDirection {
    /// Right-to-left for Arabic, Hebrew, Persian, Urdu and the other RTL scripts' languages.
    public init(locale: String) {
        let language = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)?.lowercased() ?? ""
        self = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb"].contains(language) ? .rightToLeft : .leftToRight
    }
}
