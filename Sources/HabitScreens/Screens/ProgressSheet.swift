import FoldLayout
import Foundation
import HabitDomain

/// A habit's progress sheet (D10, D11): this week's check-ins, the streak (or why there is none
/// yet), and what counts. Opening it never changes a check-in.
public enum ProgressSheet {
    public static let cardID = "progress"
    public static let doneID = "progress/done"

    /// The sheet as tall as what it holds, with a grabber and Done; it rises from the page's bottom.
    /// Taller than its page, its body scrolls under its pinned header; where the header would leave
    /// the body less than a row (a flip's cover at AX1 and up), the whole sheet scrolls in its region.
    public static func sheet(_ ctx: ScreenContext) -> Node {
        let region = Screens.sheetRegion(ctx)
        let width = region?.width ?? 320, height = region?.height ?? .infinity
        return FirstFit(maxHeight: height) {
            card(ctx, width: width, grabber: true, pinned: true)
            Scroll { card(ctx, width: width, grabber: true) }
        }
        .frame(maxHeight: height)
    }

    /// On a spread the progress opens on the other page, in place of This week (a sheet there would
    /// repeat the week the page beside it shows): the same card under This week's title band, where
    /// This week's card stands, with Done and no grabber, and the Habits page beside it undimmed.
    /// Below it, as below This week, the habit's month (P15: the page beside the list is not left empty).
    public static func page(_ ctx: ScreenContext, width: Double) -> Node {
        VStack(spacing: 0) {
            HabitsPage.titleBand("This week", ctx, id: ThisWeekPage.titleID)
            card(ctx, width: width, grabber: false)
            if let habit = ctx.state.scenario.progressHabit.flatMap(ctx.profile.habit) {
                MonthCalendar.card(habit, year: ctx.today.year, month: ctx.today.month, width: width, ctx, id: monthID)
                    .padding(Insets(top: 12))
            }
            Spacer()
        }.id("progress-page")
    }

    /// A popover's width on the Mac.
    static let popoverWidth = 360.0

    /// On the Mac, the card as a popover below the habit's progress button, its trailing edge on the
    /// Habits card's (W3): no grabber and no scrim; nil when the scenario opens no habit's progress.
    static func popover(_ ctx: ScreenContext) -> Node? {
        // The page's region, where the Habits card's column starts (the window's content less its margin).
        guard let id = ctx.state.scenario.progressHabit, ctx.profile.habit(id) != nil, let content = ctx.overlayRegion(0) else { return nil }
        let width = Swift.min(popoverWidth, content.width - 32)
        let trailing = content.minX + Swift.min(content.width, MacWindow.cardColumn)
        let region = Rect(x: Swift.max(content.minX + 16, trailing - width), y: content.minY, width: width, height: content.height)
        return Region(region, VStack(spacing: 0) {
            card(ctx, width: width, grabber: false, closes: false)
                .background("sheet", stroke: "separator", cornerRadius: Metrics.cardRadius)
                .overlay(.popover)
                .anchored(to: "row/\(HabitsPage.key(id))/progress", .below)
            Spacer()
        }).id("popover")
    }

    /// The habit's month below the card on a spread's page.
    public static let monthID = "progress/month"

    /// The card: its header, Done on a row of its own, then the habit's name as a large title below it and
    /// the week, the streak and what counts. The name scrolls with the body under Done, as a large title
    /// scrolls under its navigation bar: one layout for every name on every page (P13), Done always in
    /// view and the name at its full size (P15, P10), even on a flip's cover at AX5.
    /// `closes`: false for a popover, which closes by a click outside it and shows no Done.
    static func card(_ ctx: ScreenContext, width: Double, grabber: Bool, pinned: Bool = false, closes: Bool = true) -> Node {
        let profile = ctx.profile
        let inset = 20.0
        let type = ctx.type
        let habit = ctx.state.scenario.progressHabit.flatMap(profile.habit)
        // Done stops growing where the editor's bar items do (`EditorSheet.barSize`).
        let button = ctx.sized(EditorSheet.barSize).type.button
        let done = Text("Done", font: button, color: "accent", alignment: .trailing).id(doneID + "/label").keepsWordsWhole()
            .frame(width: Swift.max(Metrics.touchTarget, button.size * 3), minHeight: Metrics.touchTarget)
            .id(doneID).role(.button).accessibility(label: "Done", traits: [.button])
        return VStack(spacing: 12) {
            // The grabber says the sheet can be pulled down; Done closes it.
            if grabber {
                HStack(spacing: 0) {
                    Spacer()
                    Box(width: 36, height: 5).background("separator", cornerRadius: 2.5).id("progress/grabber").role(.grabber).overlayPart(.grabber)
                    Spacer()
                }
                    .fillWidth()
                    .padding(Insets(top: -12, bottom: -4))
            }
            if let habit {
                let name = Metrics.largestLegible(ctx.size, .title1) {
                    Text(habit.name, font: Typography($0).pageTitle, language: ctx.userLanguage).id("progress/name").role(.name).isName()
                        .accessibility(label: habit.name, traits: [.header])
                        .guide(.firstLine(across: "progress"))
                }
                if closes {
                    HStack(spacing: 0) { Spacer(); done.hugContent() }.fillWidth()
                        .id("progress/header").overlayPart(.header).bar("progress")
                }
                let body = VStack(spacing: 12) {
                    name
                    SeparatedLine.largestWhole(profile.detailLine(for: habit, on: ctx.today), size: ctx.size,
                                               color: "text.secondary", id: "progress/schedule", role: .detail)
                    ThisWeekPage.weekStrip(habit, ctx, width: width - 40, id: "progress/strip")
                    Text(profile.weeklyProgressCopy(for: habit, now: ctx.state.now), font: type.body)
                        .id("progress/week").role(.detail)
                    if let streak = profile.streak(for: habit, now: ctx.state.now).copy {
                        Metrics.largestWhole(ctx.size) { Text(Copy.typeset(streak), font: Typography($0).body).id("progress/streak").role(.detail) }
                    }
                    Text(explanation(habit.cadence(on: ctx.today)), font: type.footnote, color: "text.secondary")
                        .id("progress/explanation").role(.detail)
                    if let goal = habit.goalID, let title = profile.goal(goal)?.title {
                        Text("\(title): \(profile.goalSummary(for: goal, now: ctx.state.now))", font: type.footnote, color: "accent")
                            .id("progress/goal").role(.goal)
                    }
                }
                if pinned { Scroll(minHeight: Metrics.touchTarget) { body } } else { body }
            }
        }
        .padding(Insets(top: 20, left: inset, bottom: 20 + (grabber ? Screens.sheetBottomInset(ctx) : 0), right: inset))
        .background("sheet", cornerRadius: grabber ? Metrics.sheetRadius : Metrics.cardRadius)
        .id(cardID).role(.sheet).overlay(grabber ? .sheet : nil).staysInOnePage()
    }

    static func explanation(_ cadence: Cadence) -> String {
        switch cadence {
        case .timesPerWeek(let n):
            "A week counts once it has \(n) check-in days. This week stays open until it ends."
        case .weekdays:
            "Only Monday to Friday count; weekends neither count nor break a streak. Today stays open until the day ends."
        default:
            "Only the days this habit is scheduled count. Today stays open until the day ends."
        }
    }
}
