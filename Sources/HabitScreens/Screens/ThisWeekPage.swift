import FoldLayout
import Foundation
import HabitDomain

/// The spread's other page (L4): This week for the first active habit, its schedule and this
/// week's existing check-ins; with no habits, a quiet starting point.
public enum ThisWeekPage {
    /// The page for the spread's second region, or `width` points wide where there is none (a window).
    public static func content(_ ctx: ScreenContext, width: Double? = nil) -> Node {
        let profile = ctx.profile
        let type = ctx.type
        let first = ctx.state.scenario.loading == .loaded ? profile.pageOrder.first : nil
        return VStack(spacing: 0) {
            HabitsPage.titleBand("This week", ctx, id: "this-week/title")
            if let habit = first {
                VStack(spacing: 12) {
                    VStack(spacing: Metrics.detailSpacing) {
                        Text(habit.name, font: type.sectionTitle).id("this-week/name").role(.name).guide(.firstLine(across: "this-week"))
                        Text(profile.detailLine(for: habit, on: ctx.today), font: type.detail, color: "text.secondary")
                            .id("this-week/schedule").role(.detail)
                    }
                    weekStrip(habit, ctx, width: (width ?? ctx.region(1)?.width ?? 320) - 32)
                    Text(profile.weeklyProgressCopy(for: habit, now: ctx.state.now), font: type.detail, color: "text.secondary")
                        .id("this-week/progress").role(.detail)
                }
                .padding(16)
                .background("card", stroke: "card.border", cornerRadius: Metrics.cardRadius)
                .id("this-week").role(.secondaryCard).staysInOnePage()
            } else {
                VStack(spacing: 6) {
                    Text("Your week starts here", font: type.sectionTitle).id("this-week/empty").role(.invitation)
                    Text("Add a habit and its days will appear on this page.", font: type.detail, color: "text.secondary")
                        .id("this-week/empty-detail").role(.detail)
                }
                .padding(16)
                .background("card", stroke: "card.border", cornerRadius: Metrics.cardRadius)
                .id("this-week").role(.secondaryCard).staysInOnePage()
            }
        }
    }

    /// Seven days from the profile's week start, with the days that have check-ins filled.
    /// `width` is the room the strip has: seven columns share it, and the day labels and circles
    /// grow with the text size only as far as a column allows (a dense grid caps Dynamic Type).
    static func weekStrip(_ habit: Habit, _ ctx: ScreenContext, width: Double, id: String = "this-week/strip") -> Node {
        let profile = ctx.profile
        let start = WeekStart.start(of: ctx.today, firstWeekday: profile.firstWeekday)
        let log = profile.log(habit.id)
        let column = width / 7
        var label = ctx.type.caption
        label.size = Swift.min(label.size, (column - 4) * 0.5)
        let cell = Swift.min(column - 2, Swift.max(Metrics.dayCell, label.size * 2.2))
        return HStack(spacing: 0) {
            for offset in 0..<7 {
                let day = start.adding(days: offset)
                let done = log.count(on: day) > 0
                let isToday = day == ctx.today
                let scheduled = habit.cadence(on: day).includes(day.weekday)
                VStack(spacing: 4, alignment: .center) {
                    Text(String(day.weekday.shortName.prefix(1)), font: label,
                         color: scheduled ? "text.secondary" : "text.tertiary", alignment: .center)
                        .id("\(id)/day/\(offset)/label").role(.dayLabel)
                    Box(width: cell, height: cell,
                        Text("\(day.day)", font: label, color: done ? "accent.text" : "text", alignment: .center)
                            .id("\(id)/day/\(offset)/date").role(.dayDate))
                        .background(done ? "day.done" : (isToday ? "day.today" : "day"), shape: .circle)
                        .id("\(id)/day/\(offset)").role(.day).attribute("done", done ? "true" : "false")
                }
                .fillWidth()
            }
        }
        .fillWidth()
        .id(id).role(.week)
    }
}
