import FoldLayout
import Foundation
import HabitDomain

/// The spread's other page (L4): This week for the first active habit, its schedule and this
/// week's existing check-ins; with no habits, a quiet starting point.
public enum ThisWeekPage {
    /// The This week card's identity, with habits or without; and the starting point's title.
    public static let cardID = "this-week"
    public static let titleID = "this-week/title"
    public static let emptyID = "this-week/empty"
    /// The first habit's month below its week.
    public static let monthID = "this-week/month"
    /// The failed read's message on the This week page.
    public static let failedID = "this-week/failed"

    /// The page for the spread's second region, or `width` points wide where there is none (a window).
    public static func content(_ ctx: ScreenContext, width: Double? = nil) -> Node {
        let profile = ctx.profile
        let type = ctx.type
        let loading = ctx.state.scenario.loading
        let first = loading == .loaded ? profile.pageOrder.first : nil
        let pageWidth = width ?? ctx.region(1)?.width ?? 320
        return VStack(spacing: 0) {
            if !profile.settings.enabled {
                // Habits turned off: the one `Turn on Habits` control on the Habits page is all there is (D20);
                // this page is quiet, naming what it would show, with no habit data (P15: never blank).
                Spacer()
                Text("This week", font: type.body, color: "text.tertiary", alignment: .center).id("page/1/quiet").role(.message).quiet().fillWidth()
                Spacer()
            } else if loading == .loading {
                // No starting point until the habits have arrived (D21). Until then the page has nothing
                // more to show and keeps its room on purpose (P15: quiet), however long the list's skeleton.
                HabitsPage.titleBand("This week", ctx, id: titleID).quiet()
                VStack(spacing: 12) {
                    Box(height: type.sectionTitle.size * 0.9).background("skeleton", cornerRadius: 4).fillWidth()
                        .padding(Insets(right: 60))
                    Box(height: type.detail.size * 0.8).background("skeleton", cornerRadius: 4).fillWidth()
                        .padding(Insets(right: 120))
                }
                .padding(16)
                .background("card", stroke: "card.border", cornerRadius: Metrics.cardRadius)
                .id(cardID).role(.skeleton).staysInOnePage()
            } else if loading == .failed {
                // A failed read is said once, with Try again, on the Habits page beside (D21, P15): This
                // week is its title alone, never "Your week starts here", and quiet: a short page beside
                // the message (a tri-fold's landscape band) is not a page left empty.
                HabitsPage.titleBand("This week", ctx, id: titleID).quiet()
            } else if let habit = first {
                HabitsPage.titleBand("This week", ctx, id: titleID)
                VStack(spacing: 12) {
                    VStack(spacing: Metrics.detailSpacing) {
                        Metrics.name(ctx.size) {
                            Text(habit.name, font: Typography($0).sectionTitle, language: ctx.userLanguage).id("this-week/name").role(.name)
                                .isName().guide(.firstLine(across: "this-week"))
                        }
                        SeparatedLine.largestWhole(profile.detailLine(for: habit, on: ctx.today), size: ctx.size,
                                                   color: "text.secondary", id: "this-week/schedule", role: .detail)
                    }
                    weekStrip(habit, ctx, width: pageWidth - 32)
                    Text(profile.weeklyProgressCopy(for: habit, now: ctx.state.now), font: type.detail, color: "text.secondary")
                        .id("this-week/progress").role(.detail)
                }
                .padding(16)
                .background("card", stroke: "card.border", cornerRadius: Metrics.cardRadius)
                .id(cardID).role(.secondaryCard).staysInOnePage()
                // Its existing check-in history (seed 000): the month so far, so the page beside a long list
                // is not left mostly empty (P15).
                MonthCalendar.card(habit, year: ctx.today.year, month: ctx.today.month, width: pageWidth, ctx, id: monthID)
                    .padding(Insets(top: 12))
            } else {
                HabitsPage.titleBand("This week", ctx, id: titleID)
                VStack(spacing: 6) {
                    Text("Your week starts here", font: type.sectionTitle).id(emptyID).role(.invitation).keepsWordsWhole()
                    Text("Add a habit and its days will appear on this page.", font: type.detail, color: "text.secondary")
                        .id("this-week/empty-detail").role(.detail)
                }
                .padding(16)
                .background("card", stroke: "card.border", cornerRadius: Metrics.cardRadius)
                .id(cardID).role(.secondaryCard).staysInOnePage().quiet()
            }
        }
    }

    /// Seven days from the profile's week start, with the days that have check-ins filled.
    /// `width` is the room the strip has. The circles grow with the text size while seven fit with at
    /// least `Metrics.dayGap` between them; then they shrink, down to `Metrics.dayFloor`; then the
    /// week wraps onto rows of as many as fit (L4). The day labels and dates grow with the circles
    /// only as far as a circle allows (a dense grid caps Dynamic Type).
    /// A date's size in its circle, at the most: two digits fill about half of it.
    static let dateInCircle = 0.5

    static func weekStrip(_ habit: Habit, _ ctx: ScreenContext, width: Double, id: String = "this-week/strip") -> Node {
        let profile = ctx.profile
        let start = WeekStart.start(of: ctx.today, firstWeekday: profile.firstWeekday)
        let layout = StripLayout(width: width, preferred: Swift.max(Metrics.dayCell, ctx.type.caption.size * 2.2))
        var label = ctx.type.caption
        label.size = Swift.min(label.size, layout.cell * Self.dateInCircle)
        func day(_ offset: Int) -> Node {
            let day = start.adding(days: offset)
            // The day's mark (P7): done only at the daily target; partly done draws its count as an arc.
            let mark = profile.dayMark(for: habit, on: day)
            let done: Bool
            if case .done = mark { done = true } else { done = false }
            let arc = HistoryPaint.progressArc(mark)
            let isToday = day == ctx.today
            let scheduled = habit.cadence(on: day).includes(day.weekday)
            return VStack(spacing: 4, alignment: .center) {
                Text(day.weekday.columnLabel, font: label,
                     color: scheduled ? "text.secondary" : "text.tertiary", alignment: .center)
                    .id("\(id)/day/\(offset)/label").role(.dayLabel).keepsWordsWhole()
                Box(width: layout.cell, height: layout.cell,
                    Text("\(day.day)", font: label, color: done ? "accent.text" : "text", alignment: .center)
                        .id("\(id)/day/\(offset)/date").role(.dayDate).keepsWordsWhole())
                    .background(done ? "day.done" : (isToday ? "day.today" : "day"), shape: .circle, symbol: arc)
                    .id("\(id)/day/\(offset)").role(.day).attribute("done", done ? "true" : "false")
                    .shows(A11y.subject(habit.id, day), state: A11y.state(mark))
            }
            .fillWidth()
            // Read as one: the whole weekday and date, and whether it was kept (P8), not "M", "23".
            .accessibility(label: "\(day.weekday.name) \(day.day)\(isToday ? ", today" : "")",
                           value: A11y.dayValue(mark, scheduled: scheduled), traits: [.staticText])
            .id("\(id)/day/\(offset)/cell")
        }
        return VStack(spacing: 8) {
            for row in 0..<layout.rows {
                HStack(spacing: 0) {
                    for column in 0..<layout.columns {
                        let offset = row * layout.columns + column
                        // An empty column keeps the last row's circles under those above.
                        if offset < 7 { day(offset) } else { Box(height: 0).fillWidth() }
                    }
                }
                .fillWidth()
            }
        }
        .fillWidth()
        .id(id).role(.week)
    }
}
