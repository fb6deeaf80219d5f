import FoldLayout
import HabitDomain

/// The whole display for a scenario: each page's content placed into its region.
public enum Screens {
    public static func build(_ ctx: ScreenContext) -> Node {
        Layers {
            if let main = ctx.region(0) {
                Region(main, HabitsPage.content(ctx)).id("page/0")
            }
            if let second = ctx.region(1) {
                Region(second, ThisWeekPage.content(ctx)).id("page/1")
            }
        }
    }
}
