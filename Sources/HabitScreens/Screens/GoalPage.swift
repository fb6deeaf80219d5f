import FoldLayout
import Foundation
import HabitDomain

/// A goal's page (D12, D17, D18): its title and target; the weeks logged (`Logged in 3 of the last 4
/// weeks`) with what counts; its practices, with Add practice and Link existing in a Mac window and Add
/// a practice on a phone; the practices its builder made that are hidden while the goal is archived;
/// and Suggested drafts drawn from the title and target, each of which fills the editor (a draft that
/// names an existing practice says so and cannot be used: Kept never makes a second one).
public enum GoalPage {
    public static let pageID = "goal"
    public static let summaryID = "goal/summary"
    public static let practicesID = "goal/practices"
    public static let draftsID = "goal/drafts"

    public static func content(_ ctx: ScreenContext) -> Node {
        let profile = ctx.profile
        guard let id = ctx.state.scenario.goal, let goal = profile.goal(id) else {
            return VStack(spacing: 0) { HabitsPage.titleBand("Goals", ctx, id: "goal/title") }
        }
        let type = ctx.type
        let practices = profile.practices(of: id)
        let drafts = profile.suggestedDrafts(for: id)
        let mac = ctx.surface.kind == .window
        return VStack(spacing: 0) {
            HabitsPage.titleBand(goal.title, ctx, id: "goal/title")
            if let target = goal.target {
                Text(target, font: type.detail, color: "text.secondary", language: ctx.userLanguage).id("goal/target").role(.detail)
                    .padding(Insets(top: -6, left: 4, bottom: 12, right: 4))
            }
            if goal.isArchived {
                HabitsPage.card(id: "goal/archived") {
                    Metrics.largestWhole(ctx.size) { size in
                        Text("This goal is archived. The practices its builder made are hidden until you restore it.",
                             font: Typography(size).body, color: "text.secondary")
                            .id("goal/archived/note").role(.message)
                    }
                        .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 0, right: Metrics.rowHorizontal))
                    PageParts.button("Restore goal", id: "goal/restore", ctx)
                        .padding(Insets(left: Metrics.rowHorizontal, right: Metrics.rowHorizontal))
                }
                .padding(Insets(bottom: Metrics.sectionSpacing))
            }
            HabitsPage.card(id: summaryID) {
                VStack(spacing: 4) {
                    Text(profile.goalSummary(for: id, now: ctx.state.now), font: type.name).id("goal/summary/weeks").role(.detail)
                    Text("Counts completed calendar weeks with a check-in of any practice. A missed day does not fail a week; this week counts once it ends.",
                         font: type.footnote, color: "text.secondary")
                        .id("goal/summary/explanation").role(.detail)
                }
                .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 10, right: Metrics.rowHorizontal))
            }
            section("Practices", id: practicesID, ctx)
            HabitsPage.card(id: practicesID) {
                for habit in practices.shown {
                    practiceRow(habit, hidden: false, ctx)
                    PageParts.separator()
                }
                for habit in practices.hidden {
                    practiceRow(habit, hidden: true, ctx)
                    PageParts.separator()
                }
                if practices.shown.isEmpty && practices.hidden.isEmpty {
                    Text("No practices yet.", font: type.body, color: "text.secondary").id("goal/practices/none").role(.message)
                        .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 6, right: Metrics.rowHorizontal))
                }
                // Mac: Add practice and Link existing; iPhone: Add a practice (seed: Link a habit to a goal).
                let actions: [(String, String)] = mac ? [("Add practice", "add"), ("Link existing", "link")] : [("Add a practice", "add")]
                FirstFit {
                    HStack(spacing: 20, alignment: .center) {
                        for (title, key) in actions { PageParts.button(title, id: "goal/practices/\(key)", ctx).hugContent() }
                    }
                    VStack(spacing: 0, alignment: .leading) {
                        for (title, key) in actions { PageParts.button(title, id: "goal/practices/\(key)", ctx) }
                    }
                }
                .padding(Insets(left: Metrics.rowHorizontal, right: Metrics.rowHorizontal))
            }
            section("Suggested drafts", id: draftsID, ctx)
            Text("Drawn from this goal’s title and target. Use one to fill the editor, then change it or dismiss it; nothing is saved until you save.",
                 font: type.footnote, color: "text.secondary")
                .id("goal/drafts/note").role(.message)
                .padding(Insets(top: -4, left: 4, bottom: 8, right: 4))
            HabitsPage.card(id: draftsID) {
                for (i, draft) in drafts.enumerated() {
                    if i > 0 { PageParts.separator() }
                    draftRow(draft, index: i, ctx)
                }
            }
        }
    }

    static func section(_ title: String, id: String, _ ctx: ScreenContext) -> Node {
        Metrics.largestWhole(ctx.size) { Text(title, font: Typography($0).sectionTitle, color: "text.secondary").id(id + "/title").role(.section) }
            .padding(Insets(top: Metrics.sectionSpacing, left: 4, bottom: 8, right: 4))
    }

    /// A practice: its whole name and its schedule below; one its builder made, while the goal is
    /// archived, says it is hidden.
    static func practiceRow(_ habit: Habit, hidden: Bool, _ ctx: ScreenContext) -> Node {
        let id = "goal/practice/" + HabitsPage.key(habit.id)
        let detail = hidden ? "Hidden while this goal is archived" : ctx.profile.detailLine(for: habit, on: ctx.today)
        return VStack(spacing: Metrics.detailSpacing) {
            Metrics.name(ctx.size) {
                Text(habit.name, font: Typography($0).name, color: hidden ? "text.secondary" : "text", language: ctx.userLanguage)
                    .id(id + "/name").role(.name).isName()
            }
            SeparatedLine.text(detail, font: ctx.type.detail, color: "text.secondary", id: id + "/detail", role: .detail)
        }
        .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 10, right: Metrics.rowHorizontal))
        .fillWidth()
        .id(id).role(.row)
    }

    /// A suggested draft: its name, its schedule and part of day, and Use (or, for a name the goal
    /// already has a practice of, why not).
    static func draftRow(_ draft: SuggestedDraft, index: Int, _ ctx: ScreenContext) -> Node {
        let id = "goal/draft/\(index)"
        // In the order a habit's row says it (part of day, then schedule): one draft, one way (P7).
        let line = "\(draft.partOfDay.label) · \(draft.cadence.label(firstWeekday: ctx.profile.firstWeekday))"
        return VStack(spacing: Metrics.detailSpacing, alignment: .leading) {
            Metrics.name(ctx.size) { Text(draft.name, font: Typography($0).name, language: ctx.userLanguage).id(id + "/name").role(.name).isName() }
            SeparatedLine.text(line, font: ctx.type.detail, color: "text.secondary", id: id + "/detail", role: .detail)
            if draft.isAlreadyPractice {
                Text("Already a practice of this goal", font: ctx.type.footnote, color: "text.secondary").id(id + "/duplicate").role(.message)
                    .padding(Insets(bottom: 8))
            } else {
                PageParts.button("Use", id: id + "/use", value: draft.name, ctx)
            }
        }
        .padding(Insets(top: 10, left: Metrics.rowHorizontal, bottom: 0, right: Metrics.rowHorizontal))
        .fillWidth()
        .id(id).role(.row)
    }
}
