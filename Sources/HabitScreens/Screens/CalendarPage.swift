import FoldLayout
import Foundation
import HabitDomain

/// A day of the calendar (seed: Habits on the calendar): each habit with a time and Show on calendar on
/// appears as a chip at its time on the days it applies. A chip pressed and held and dragged to another
/// time opens the menu under it: Just this day or Every day, and a line saying moving never checks the
/// habit in. Monthly and free-form habits stay off it.
public enum CalendarPage {
    /// The footnote under a day's chips: where chips come from, and which habits never have one.
    public static let note = "A habit with a time appears here on its days once you turn on Show on calendar in its editor. Monthly and When you choose habits stay off the calendar."

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
            // The seed's words ("Turn on calendar visibility in the editor and a habit with a time appears as
            // a chip on its days"), not the switch's name run into the sentence (a designer flagged
            // "Show on calendar on").
            Text(CalendarPage.note,
                 font: type.footnote, color: "text.secondary")
                .id("calendar/note").role(.message)
                .padding(Insets(top: 10, left: 4, bottom: 0, right: 4))
        }
    }

    /// A chip's time and the chip beside it, or the time above it where both do not fit on a line of
    /// any chip of the day.
    static func slot(_ chip: CalendarChip, held: Bool, _ ctx: ScreenContext) -> Node {
        let id = chipID(chip.habitID)
        let type = ctx.type
        func time(_ size: ContentSize) -> Node {
            Text(chip.time.display, font: Typography(size).detail, color: "text.secondary").id(id + "/time").role(.detail)
        }
        func name(_ size: ContentSize) -> Node {
            Text(chip.name, font: Typography(size).name, color: "accent", language: ctx.userLanguage).id(id + "/name").role(.name).isName()
        }
        // Beside the time only at the page's size; under it, the largest size that sets the name whole.
        func box(shrinks: Bool) -> Node {
            (shrinks ? Metrics.name(ctx.size, name) : name(ctx.size))
                .padding(horizontal: 10, vertical: 8)
                .frame(minHeight: Metrics.touchTarget)
                .fillWidth()
                .background("accent.soft", stroke: held ? "accent" : nil, strokeWidth: 2, cornerRadius: 8)
                .id(id).role(.chip)
                .accessibility(label: chip.name, value: chip.time.display + (chip.moved ? ", moved for this day" : ""), traits: [.button])
        }
        let column = type.detail.size * 4.6
        // Every chip of the day one way: beside its time, or all under theirs (P13's one placement).
        return FirstFit(sharing: "calendar/chips") {
            HStack(spacing: 10, alignment: .center) { time(ctx.size).keepsWordsWhole().frame(width: column); box(shrinks: false) }
            VStack(spacing: 4, alignment: .leading) { Metrics.largestWhole(ctx.size, time); box(shrinks: true) }
        }
        .padding(Insets(top: 6, left: Metrics.rowHorizontal, bottom: 6, right: Metrics.rowHorizontal))
        .fillWidth()
    }

    /// The held chip's menu under it (P3), over the dimmed page.
    @NodeBuilder
    static func overlay(_ ctx: ScreenContext) -> [Node] {
        if let held = ctx.state.scenario.calendar?.held, let habit = ctx.profile.habit(held),
           let region = ctx.overlayRegion(0) {
            ActionOverlays.dim(ctx, id: "scrim/calendar")
            // Where it was dragged to, else its own time that day (the page's chips are not made again).
            let day = (ctx.state.scenario.calendar ?? .init()).shownDay(today: ctx.today)
            let time = (ctx.state.scenario.calendar?.to.flatMap(TimeOfDay.init) ?? habit.time(on: day))?.display ?? ""
            // Room for the menu beside the held chip (above or below it): the page less the chip. Where
            // that is too short for the question's first line and both choices (a flip phone's cover at an
            // accessibility size), the menu is an alert in the middle of the page, over the chip.
            let chip = Swift.max(Metrics.touchTarget, ctx.type.name.size * 1.3 + 16)
            let room = region.height - chip - 12
            if room >= ActionOverlays.alertLeast(actions: CalendarMoveScope.allCases.count, ctx) {
                Region(region, HStack(spacing: 0) { menu(habit.name, time: time, room: room, ctx).fillWidth() })
                    .id("calendar-menu-region")
            } else {
                ActionOverlays.centered(menu(habit.name, time: time, room: region.height - 32, anchored: false, ctx), in: region, ctx,
                                        id: "calendar-menu-region")
            }
        }
    }

    /// `Move Walk to 6:30pm`, that moving never checks it in, and the two choices, as the app's alert
    /// (P12): where the room is short the question scrolls and the choices stay. `anchored`: under the
    /// held chip (P3), else wherever it is placed.
    static func menu(_ name: String, time: String, room: Double, anchored: Bool = true, _ ctx: ScreenContext) -> Node {
        let menu = ActionOverlays.alert(id: menuID, title: "Move \(name) to \(time)", message: "Moving never checks it in.",
                                        actions: CalendarMoveScope.allCases.map {
                                            ActionOverlays.AlertAction(title: $0.label, id: "\(menuID)/\($0.rawValue)", color: "accent")
                                        },
                                        room: room, kind: .menu, ctx)
        return anchored ? menu.anchored(to: chipID(ctx.state.scenario.calendar?.held ?? UUID()), .below) : menu
    }
}
