import FoldLayout
import Foundation
import HabitDomain

/// A day of the calendar (seed: Habits on the calendar): each habit with a time and Show on calendar on
/// appears as a chip at its time on the days it applies. A chip pressed and held and dragged to another
/// time opens the menu under it: Just this day or Every day, and a line saying moving never checks the
/// habit in. Monthly and free-form habits stay off it.
public enum CalendarPage {
    public static let dayID = "calendar/day"
    public static let menuID = "calendar/menu"

    public static func chipID(_ habitID: UUID) -> String { "calendar/chip/" + HabitsPage.key(habitID) }

    /// The day's chips as drawn: the held one at the time it was dragged to.
    static func chips(_ ctx: ScreenContext) -> (day: DayKey, chips: [CalendarChip]) {
        let setup = ctx.state.scenario.calendar ?? .init()
        let day = setup.shownDay(today: ctx.today)
        var chips = ctx.profile.calendarChips(on: day)
        if let held = setup.held, let to = setup.to.flatMap(TimeOfDay.init), let i = chips.firstIndex(where: { $0.habitID == held }) {
            chips[i].time = to
            chips.sort(by: CalendarChip.byTime)
        }
        return (day, chips)
    }

    public static func content(_ ctx: ScreenContext) -> Node {
        let type = ctx.type
        let (day, chips) = chips(ctx)
        let held = ctx.state.scenario.calendar?.held
        let label = "\(day.weekday.name) \(day.day) \(MonthCalendar.monthNames[day.month - 1])"
        return VStack(spacing: 0) {
            HabitsPage.titleBand("Calendar", ctx, id: "calendar/title")
            Text(label, font: type.sectionTitle, color: "text.secondary").id("calendar/date").role(.section)
                .padding(Insets(top: 0, left: 4, bottom: 8, right: 4))
            HabitsPage.card(id: dayID) {
                if chips.isEmpty {
                    Text("No habits on the calendar this day.", font: type.body, color: "text.secondary").id("calendar/none").role(.message)
                        .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 10, right: Metrics.rowHorizontal))
                }
                for (i, chip) in chips.enumerated() {
                    if i > 0 { PageParts.separator() }
                    slot(chip, held: chip.habitID == held, ctx)
                }
            }
            Text("A habit with a time and Show on calendar on appears on its days. Monthly and When you choose habits stay off the calendar.",
                 font: type.footnote, color: "text.secondary")
                .id("calendar/note").role(.message)
                .padding(Insets(top: 10, left: 4, bottom: 0, right: 4))
        }
    }

    /// A chip's time and the chip beside it, or the time above it where both do not fit on a line.
    static func slot(_ chip: CalendarChip, held: Bool, _ ctx: ScreenContext) -> Node {
        let id = chipID(chip.habitID)
        let type = ctx.type
        func time(_ size: ContentSize) -> Node {
            Text(chip.time.display, font: Typography(size).detail, color: "text.secondary").id(id + "/time").role(.detail)
        }
        let box = Text(chip.name, font: type.name, color: "accent", language: ctx.userLanguage).id(id + "/name").role(.name)
            .padding(horizontal: 10, vertical: 8)
            .frame(minHeight: Metrics.touchTarget)
            .fillWidth()
            .background("accent.soft", stroke: held ? "accent" : nil, strokeWidth: 2, cornerRadius: 8)
            .id(id).role(.chip)
            .accessibility(label: chip.name, value: chip.time.display + (chip.moved ? ", moved for this day" : ""), traits: [.button])
        let column = type.detail.size * 4.6
        return FirstFit {
            HStack(spacing: 10, alignment: .center) { time(ctx.size).keepsWordsWhole().frame(width: column); box }
            VStack(spacing: 4, alignment: .leading) { Metrics.largestWhole(ctx.size, time); box }
        }
        .padding(Insets(top: 6, left: Metrics.rowHorizontal, bottom: 6, right: Metrics.rowHorizontal))
        .fillWidth()
    }

    /// The held chip's menu under it (P3), over the dimmed page.
    @NodeBuilder
    static func overlay(_ ctx: ScreenContext) -> [Node] {
        if let held = ctx.state.scenario.calendar?.held, let habit = ctx.profile.habit(held), let page = ctx.surface.pages.first,
           let region = ctx.overlayRegion(0) {
            ActionOverlays.dim(page.frame, id: "scrim/calendar")
            // Where it was dragged to, else its own time that day (the page's chips are not made again).
            let day = (ctx.state.scenario.calendar ?? .init()).shownDay(today: ctx.today)
            let time = (ctx.state.scenario.calendar?.to.flatMap(TimeOfDay.init) ?? habit.time(on: day))?.display ?? ""
            // Room for the menu beside the held chip (above or below it): the page less the chip.
            let chip = Swift.max(Metrics.touchTarget, ctx.type.name.size * 1.3 + 16)
            Region(region, HStack(spacing: 0) { menu(habit.name, time: time, room: region.height - chip - 12, ctx).fillWidth() })
                .id("calendar-menu-region")
        }
    }

    /// `Move Walk to 6:30pm`, that moving never checks it in, and the two choices; where the page has
    /// no room for all of that beside the chip (a flip phone's cover at an accessibility size), the
    /// two choices alone, as the Archive habit menu drops its name, at the largest size that fits.
    static func menu(_ name: String, time: String, room: Double, _ ctx: ScreenContext) -> Node {
        let type = ctx.type
        func choices(_ size: ContentSize) -> [Node] {
            CalendarMoveScope.allCases.enumerated().flatMap { i, scope -> [Node] in
                let button = ActionOverlays.menuButton(scope.label, id: "\(menuID)/\(scope.rawValue)", color: "accent", ctx.sized(size))
                return i == 0 ? [button] : [Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator), button]
            }
        }
        return FirstFit(maxHeight: room) {
            VStack(spacing: 0) {
                Metrics.largestWhole(ctx.size) {
                    Text("Move \(name) to \(time)", font: Typography($0).sectionTitle, alignment: .center).id(menuID + "/title").role(.title)
                }
                .padding(Insets(top: 14, left: 16, bottom: 4, right: 16))
                Text("Moving never checks it in.", font: type.footnote, color: "text.secondary", alignment: .center).id(menuID + "/note").role(.message)
                    .padding(Insets(top: 0, left: 16, bottom: 10, right: 16))
                Box(height: 1).fillWidth().background("separator", shape: .hairline).role(.separator)
                for node in choices(ctx.size) { node }
            }
            // The choices alone, at the largest size that fits beside the chip (L8).
            for size in Metrics.nameSizes(ctx.size) {
                VStack(spacing: 0) { for node in choices(size) { node } }
            }
        }
        .background("dialog", cornerRadius: 14)
        .id(menuID).role(.dialog).staysInOnePage().accessibilityModal()
        .anchored(to: chipID(ctx.state.scenario.calendar?.held ?? UUID()), .below)
    }
}
