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
    public static func page(_ ctx: ScreenContext, width: Double) -> Node {
        VStack(spacing: 0) {
            HabitsPage.titleBand("This week", ctx, id: ThisWeekPage.titleID)
            card(ctx, width: width, grabber: false)
            Spacer()
        }.id("progress-page")
    }

    static func card(_ ctx: ScreenContext, width: Double, grabber: Bool, pinned: Bool = false) -> Node {
        let profile = ctx.profile
        let inset = 20.0
        let type = ctx.type
        let habit = ctx.state.scenario.progressHabit.flatMap(profile.habit)
        let done = Text("Done", font: type.button, color: "accent", alignment: .trailing).id(doneID + "/label").keepsWordsWhole()
            .frame(width: Swift.max(Metrics.touchTarget, type.button.size * 3), minHeight: Metrics.touchTarget)
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
                let name = Text(habit.name, font: type.pageTitle, language: ctx.userLanguage).id("progress/name").role(.name).isName()
                    .accessibility(label: habit.name, traits: [.header])
                    .guide(.firstLine(across: "progress"))
                // Judged at the narrowest card of the device (a cover's sheet or a spread's page): the bar
                // is laid out one way on all its pages (P13).
                let judged = Screens.narrowest(ctx).map { Swift.min($0.sheet, $0.page) - 2 * inset } ?? .infinity
                FirstFit(judgedAt: judged) {
                    HStack(spacing: 12, alignment: .firstLine) { name.keepsWordsWhole(); Spacer(); done.hugContent() }.fillWidth()
                    VStack(spacing: 4, alignment: .leading) { HStack(spacing: 0) { Spacer(); done.hugContent() }.fillWidth(); name }
                }
                .id("progress/header").overlayPart(.header).bar("progress")
                // Under the header, what scrolls in a sheet taller than its page (P15: the header stays).
                let body = VStack(spacing: 12) {
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
        .background("sheet", cornerRadius: Metrics.cardRadius)
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
