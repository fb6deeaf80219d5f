import FoldLayout
import HabitDomain

/// Settings → Menu, Settings → App Layout and Today note settings (D20): the first hides Habits' row in the menu (never its
/// habits, never the module); the second turns Habits off, after which the Habits tab shows one
/// `Turn on Habits` control. Each is a page with a way back to Settings, its title, a note saying what
/// its switches do, and a card of switch rows.
public enum SettingsPages {
    public static let backID = "settings/back"

    public static func menu(_ ctx: ScreenContext) -> Node {
        let settings = ctx.profile.settings
        return page(KeptMenu.menuTitle, note: KeptMenu.menuNote, id: "settings/menu", ctx) {
            for destination in KeptMenu.Destination.allCases {
                SwitchRow.node(destination.title, on: KeptMenu.shownInMenu(destination, settings),
                               id: "settings/menu/\(destination.rawValue)", in: "settings/menu", ctx)
            }
        }
    }

    public static func appLayout(_ ctx: ScreenContext) -> Node {
        let settings = ctx.profile.settings
        return page(KeptMenu.appLayoutTitle, note: KeptMenu.appLayoutNote, id: "settings/app-layout", ctx) {
            for destination in KeptMenu.switchable {
                let on = KeptMenu.isOn(destination, settings)
                // Habits off says where its way back is (D20); its habits are kept.
                SwitchRow.node(destination.title, detail: destination == .habits && !on ? "Off · your habits are kept" : nil, on: on,
                               id: "settings/app-layout/\(destination.rawValue)", in: "settings/app-layout", ctx)
            }
        }
    }

    /// Today note settings (seed: `Show every day in Today note settings brings it back`): the Habits
    /// block's switch, off after Remove habits from home page (D20), reached from Today.
    public static func todayNote(_ ctx: ScreenContext) -> Node {
        page("Today note settings", note: KeptMenu.todayNoteNote, id: "settings/today-note", back: "Today", ctx) {
            SwitchRow.node(Invitation.showEveryDay, detail: "Habits on Today", on: ctx.profile.settings.shownOnToday,
                           id: "settings/today-note/habits", in: "settings/today-note", ctx)
        }
    }

    static func page(_ title: String, note: String, id: String, back: String = "Settings", _ ctx: ScreenContext,
                     @NodeBuilder rows: () -> [Node]) -> Node {
        let type = ctx.type
        let items = rows()
        return VStack(spacing: 0) {
            Text(back, font: type.body, color: "accent").id(backID + "/label").keepsWordsWhole()
                .frame(minHeight: Metrics.touchTarget)
                .padding(Insets(left: 4, right: 4))
                .id(backID).role(.button).accessibility(label: back, value: "Back", traits: [.button])
            HabitsPage.titleBand(title, ctx, id: id + "/title")
            Text(note, font: type.footnote, color: "text.secondary").id(id + "/note").role(.message)
                .padding(Insets(top: 0, left: 4, bottom: 12, right: 4))
            HabitsPage.card(id: id) {
                for (i, row) in items.enumerated() {
                    if i > 0 { PageParts.separator() }
                    row
                }
            }
        }
    }
}
