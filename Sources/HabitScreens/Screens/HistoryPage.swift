import FoldLayout
import Foundation
import HabitDomain

/// A habit's history (W2, J1): its name and schedule, the Month Calendar with the month's private Day
/// Notes below it, and the full year grid. On a spread the calendar takes the first page and the year
/// the other; on one page the scenario's view chooses (both follow each other and the page scrolls).
public enum HistoryPage {
    /// The habit whose history is open: the scenario's, else the first active one.
    static func habit(_ ctx: ScreenContext) -> Habit? {
        ctx.state.scenario.history.flatMap { ctx.profile.habit($0.habit) } ?? ctx.profile.pageOrder.first
    }

    static func setup(_ ctx: ScreenContext) -> Scenario.HistorySetup {
        ctx.state.scenario.history ?? Scenario.HistorySetup(habit: habit(ctx)?.id ?? UUID())
    }

    /// The first page: the title, then what the scenario shows (with `spread`, only the month).
    public static func content(_ ctx: ScreenContext, width: Double, spread: Bool) -> Node {
        let setup = setup(ctx)
        return VStack(spacing: Metrics.sectionSpacing) {
            if let habit = habit(ctx) {
                header(habit, ctx)
                if setup.view != .year || spread { month(habit, setup, width: width, ctx) }
                if setup.view != .month && !spread { YearGrid.card(habit, span: setup.shownSpan(today: ctx.today), width: width, ctx) }
            } else {
                HabitsPage.titleBand("History", ctx)
            }
        }
    }

    /// The spread's other page: the year grid. A spread has room for both, so it shows the year whichever
    /// view the scenario asks a single page for.
    public static func secondPage(_ ctx: ScreenContext, width: Double) -> Node {
        let setup = setup(ctx)
        return VStack(spacing: Metrics.sectionSpacing) {
            HabitsPage.titleBand("History", ctx, id: "history/year-title")
            if let habit = habit(ctx) {
                YearGrid.card(habit, span: setup.shownSpan(today: ctx.today), width: width, ctx)
            }
        }
    }

    /// The habit's name (whole, wrapped), its schedule and, with a streak goal, how far it has come.
    static func header(_ habit: Habit, _ ctx: ScreenContext) -> Node {
        VStack(spacing: Metrics.detailSpacing) {
            Metrics.name(ctx.size) { Text(habit.name, font: Typography($0).pageTitle).id("history/name").role(.name).isName() }
                .padding(Insets(top: Metrics.titleTop, left: 4, bottom: 0, right: 4))
            SeparatedLine.largestWhole(ctx.profile.detailLine(for: habit, on: ctx.today), size: ctx.size,
                                       color: "text.secondary", id: "history/schedule", role: .detail).padding(Insets(left: 4, right: 4))
            if let goal = ctx.profile.streakGoalProgress(for: habit, now: ctx.state.now) {
                Text(goal.copy, font: ctx.type.detail, color: "accent").id("history/streak-goal").role(.goal).padding(Insets(left: 4, right: 4))
            }
        }
    }

    /// The month calendar and, below it, the month's Day Notes.
    static func month(_ habit: Habit, _ setup: Scenario.HistorySetup, width: Double, _ ctx: ScreenContext) -> Node {
        let (year, month) = setup.shownMonth(today: ctx.today)
        let notes = ctx.profile.notes(for: habit.id).filter { $0.day.year == year && $0.day.month == month }
        return VStack(spacing: 12) {
            MonthCalendar.card(habit, year: year, month: month, width: width, ctx)
            if !notes.isEmpty {
                VStack(spacing: 8) {
                    Text("Day Notes", font: ctx.type.groupTitle).id("history/notes/title").role(.section)
                        .accessibility(label: "Day Notes", traits: [.header])
                    for note in notes {
                        VStack(spacing: 2) {
                            Text("\(note.day.weekday.shortName) \(note.day.day) \(MonthCalendar.monthNames[month - 1])",
                                 font: ctx.type.caption, color: "text.secondary")
                                .id("history/note/\(note.day)/day").role(.label)
                            Text(note.text, font: ctx.type.body).id("history/note/\(note.day)/text").role(.detail)
                        }
                        .id("history/note/\(note.day)").role(.historyNote)
                    }
                }
                .padding(Insets(top: 0, left: 4, bottom: 0, right: 4))
            }
        }
    }
}
