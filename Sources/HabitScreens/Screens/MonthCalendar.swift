import FoldLayout
import Foundation
import HabitDomain

/// A habit's Month Calendar (W2, D5, J8): weekday columns starting on the profile's first weekday,
/// one cell per day that happened in the profile's zone (a skipped date leaves its place empty), each
/// showing whether it was asked for and how far it got toward the daily target; today outlined.
public enum MonthCalendar {
    /// The calendar's identity; its days are `history/month/day/<YYYY-MM-DD>`.
    public static let rootID = "history/month"

    /// The identity of a day's cell in the calendar `root` (History's unless another is named).
    public static func dayID(_ day: DayKey, in root: String = rootID) -> String { "\(root)/day/\(day)" }

    /// English month names, January first (the screens' copy is English).
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                    "October", "November", "December"]

    /// The calendar card for `month` of `year`, `width` points wide, identified as `id` (its parts below it).
    public static func card(_ habit: Habit, year: Int, month: Int, width: Double, _ ctx: ScreenContext, id root: String = rootID) -> Node {
        let profile = ctx.profile
        let first = profile.firstWeekday
        let days = DayKey.days(ofMonth: month, year: year, existingIn: profile.timeZone)
        let marks = Dictionary(uniqueKeysWithValues: zip(days, profile.dayMarks(for: habit, on: days)))
        let padding = 12.0
        let column = Swift.max(1, (width - 2 * padding) / 7)
        var label = ctx.type.caption
        label.size = Swift.min(label.size, column * 0.42)
        let cell = Swift.min(column - 4, Swift.max(Metrics.dayCell, label.size * 2.2))
        let weekdays = (0..<7).map { Weekday.allCases[(first.number - 1 + $0) % 7] }
        let weeks = weekStarts(year: year, month: month, first: first)
        let title = (1...12).contains(month) ? "\(monthNames[month - 1]) \(year)" : "\(year)-\(month)"
        return VStack(spacing: 6) {
            Text(title, font: ctx.type.sectionTitle).id(root + "/title").role(.section)
                .padding(Insets(top: 4, left: 4, bottom: 4, right: 4))
            HStack(spacing: 0) {
                for weekday in weekdays {
                    Text(weekday.columnLabel, font: label, color: "text.secondary", alignment: .center)
                        .sizedByColumns()
                        .frame(width: column)
                        .id("\(root)/weekday/\(weekday.rawValue)").role(.historyWeekday).attribute("weekday", weekday.rawValue)
                }
            }
            for (w, start) in weeks.enumerated() {
                HStack(spacing: 0) {
                    for offset in 0..<7 {
                        let day = start.adding(days: offset)
                        if day.month == month, let mark = marks[day] {
                            // Read as one (P8, A2): the whole day and whether it was kept, not "23".
                            let scheduled = habit.cadence(on: day).includes(day.weekday)
                            dayCell(day, mark: mark, column: column, cell: cell, font: label, today: day == ctx.today, root: root)
                                .accessibility(label: "\(day.weekday.name) \(day.day) \(monthNames[day.month - 1])\(day == ctx.today ? ", today" : "")",
                                               value: A11y.dayValue(mark, scheduled: scheduled), traits: [.staticText])
                        } else {
                            Box(width: column, height: cell)
                        }
                    }
                }
                .id("\(root)/week/\(w)")
            }
        }
        .padding(padding)
        .background("card", stroke: "card.border", strokeWidth: 0, cornerRadius: Metrics.cardRadius)
        .id(root).role(.historyMonth).staysInOnePage()
        .attribute("year", String(year)).attribute("month", String(month))
        .attribute("timeZone", profile.timeZone.identifier).attribute("firstWeekday", first.rawValue)
    }

    /// The first day of each week row: from the week holding the 1st to the week holding the last day.
    static func weekStarts(year: Int, month: Int, first: Weekday) -> [DayKey] {
        guard let start = DayKey(year: year, month: month, day: 1),
              let end = DayKey(year: year, month: month, day: DayKey.daysIn(month: month, year: year)) else { return [] }
        var out: [DayKey] = []
        var week = WeekStart.start(of: start, firstWeekday: first)
        while week <= end {
            out.append(week)
            week = week.adding(days: 7)
        }
        return out
    }

    /// A day's cell: its number on a circle painted by its mark, outlined when it is today.
    static func dayCell(_ day: DayKey, mark: DayMark, column: Double, cell: Double, font: FontSpec, today: Bool, root: String) -> Node {
        let id = dayID(day, in: root)
        // One node for the column and its circle: a circle is painted inside the frame's shorter side
        // (`cell`), centred, so the column needs no box of its own (a month is 30 of them, a spread's
        // page holds one beside This week).
        return Box(width: column, height: cell,
                   Text("\(day.day)", font: font, color: HistoryPaint.number(mark), alignment: .center).id(id + "/number").role(.dayDate).sizedByColumns())
            .background(HistoryPaint.fill(mark), stroke: today ? HistoryPaint.todayOutline(mark) : nil, strokeWidth: 2, shape: .circle)
            .id(id).role(.historyMonthDay)
            .attribute("day", day.description).attribute("mark", mark.name).attribute("today", today ? "true" : "false")
            .attribute("label", mark.label ?? "")
    }
}
