import FoldLayout
import Foundation
import HabitDomain

/// A habit's full year of history (W2, W4, D5, J8): twelve small months — by default the rolling year,
/// the last twelve months ending in the current month; a calendar year as an option — weeks starting
/// on the profile's first weekday, exactly one cell for every day of those months that happened in the
/// profile's zone (365 or 366; Pacific/Apia's 2011 has 364). Cells show scheduled or not and done or
/// short of the target; today is outlined; nothing marks a failure.
public enum YearGrid {
    /// Twelve months in a row: the first one's year and month.
    public struct Span: Hashable, Sendable {
        public var year: Int
        public var month: Int
        /// Whether it is a calendar year (January to December), titled by its number.
        public var isCalendarYear: Bool { month == 1 }

        /// January to December of `year`.
        public static func calendar(_ year: Int) -> Span { Span(year: year, month: 1) }

        /// The last twelve months ending in `today`'s month (W4): from the month after it a year before.
        public static func rolling(endingIn today: DayKey) -> Span {
            today.month == 12 ? Span(year: today.year, month: 1) : Span(year: today.year - 1, month: today.month + 1)
        }

        /// Its twelve months, in order, as (year, month).
        public var months: [(year: Int, month: Int)] {
            (0..<12).map { k in
                let m = month - 1 + k
                return (year + m / 12, m % 12 + 1)
            }
        }

        /// Every date of its months that happened in `timeZone`.
        public func days(existingIn timeZone: TimeZone) -> [DayKey] {
            let months = self.months
            guard let (lastYear, lastMonth) = months.last, let first = DayKey(year: year, month: month, day: 1),
                  let last = DayKey(year: lastYear, month: lastMonth, day: DayKey.daysIn(month: lastMonth, year: lastYear)) else { return [] }
            return DayKey.days(from: first, through: last, existingIn: timeZone)
        }

        /// Which of its months `day` falls in (0…11).
        func index(of day: DayKey) -> Int { (day.year - year) * 12 + day.month - month }

        /// Its title: a calendar year's number (`2026`); else the first and last months
        /// (`Dec 2025 – Nov 2026`), each kept on one line and the dash with the first (P9).
        public var title: String { title(monthsWhole: true) }

        /// The same with a break allowed between each month and its year (the dash still with the first).
        var plainTitle: String { title(monthsWhole: false) }

        func title(monthsWhole: Bool) -> String {
            guard !isCalendarYear, let (lastYear, lastMonth) = months.last else { return String(year) }
            let space = monthsWhole ? "\u{00A0}" : " "
            return "\(YearGrid.shortMonths[month - 1])\(space)\(year)\u{00A0}– \(YearGrid.shortMonths[lastMonth - 1])\(space)\(lastYear)"
        }
    }

    /// The grid's identity; its days are `history/year/day/<YYYY-MM-DD>`.
    public static let rootID = "history/year"

    /// The identity of a day's cell.
    public static func dayID(_ day: DayKey) -> String { dayPrefix + day.description }
    static let dayPrefix = rootID + "/day/"

    /// Three-letter month names, January first.
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The narrowest a small month may be: seven cells of 12 points.
    static let narrowestMonth = 84.0

    /// Small months per row for the room a page gives: as many as fit at their narrowest, three to six
    /// (three on a phone, four on a foldable's page, six on a wide one).
    static func columns(width: Double, gap: Double) -> Int {
        Swift.max(3, Swift.min(6, Int(((width + gap) / (narrowestMonth + gap)).rounded(.down))))
    }

    /// The year grid card for the twelve months of `span`, `width` points wide.
    public static func card(_ habit: Habit, span: Span, width: Double, _ ctx: ScreenContext) -> Node {
        let profile = ctx.profile
        let first = profile.firstWeekday
        let days = span.days(existingIn: profile.timeZone)
        let marks = profile.dayMarks(for: habit, on: days)
        let months = span.months
        var byMonth = [[(day: DayKey, mark: DayMark)]](repeating: [], count: 12)
        for (day, mark) in zip(days, marks) { byMonth[span.index(of: day)].append((day, mark)) }
        let checkedIn = marks.reduce(0) { n, mark in
            switch mark {
            case .done, .partial: n + 1
            default: n
            }
        }
        let padding = 12.0
        let inner = width - 2 * padding
        let monthGap = 10.0
        let columns = columns(width: inner, gap: monthGap)
        let monthWidth = (inner - monthGap * Double(columns - 1)) / Double(columns)
        let pitch = monthWidth / 7
        let cell = Swift.max(2, (pitch - 2).rounded(.down))
        let gap = pitch - cell
        var summary = ctx.type.detail
        summary.size = Swift.min(summary.size, 21)
        // A month's three letters grow with the caption as far as the small month's width and the
        // year's count allow, no smaller than 13 pt (P10).
        var label = ctx.type.caption
        label.size = Swift.min(label.size, Swift.max(13, Swift.min(monthWidth / 2.6, summary.size)))
        let rows = stride(from: 0, to: 12, by: columns).map { Array($0..<Swift.min(12, $0 + columns)) }
        return VStack(spacing: 10) {
            // The year and its count on one line where both set whole; else the count under the year.
            // A rolling year's months each keep their year on their line while the card is wide enough,
            // then break where a line must (the largest sizes on a narrow cover).
            let title = Text(span.title, font: ctx.type.sectionTitle).id(rootID + "/title").role(.section).keepsWordsWhole()
            let count = checkedIn == 1 ? "1 check-in day" : "\(checkedIn) check-in days"
            FirstFit {
                HStack(spacing: 8, alignment: .firstLine) {
                    title
                    Text(count, font: summary, color: "text.secondary", alignment: .trailing).id(rootID + "/summary").role(.detail)
                        .keepsWordsWhole()
                }
                VStack(spacing: 2) {
                    title
                    Text(count, font: summary, color: "text.secondary").id(rootID + "/summary").role(.detail)
                }
                VStack(spacing: 2) {
                    Text(span.plainTitle, font: ctx.type.sectionTitle)
                        .id(rootID + "/title").role(.section).keepsWordsWhole()
                    Text(count, font: summary, color: "text.secondary").id(rootID + "/summary").role(.detail)
                }
            }
            .padding(Insets(top: 4, left: 4, bottom: 0, right: 4))
            for (r, row) in rows.enumerated() {
                HStack(spacing: monthGap) {
                    for k in row {
                        smallMonth(months[k].month, year: months[k].year, entries: byMonth[k], first: first, cell: cell, gap: gap,
                                   label: label, today: ctx.today)
                            .frame(width: monthWidth)
                    }
                }
                .id("\(rootID)/row/\(r)")
            }
        }
        .padding(padding)
        .background("card", stroke: "card.border", strokeWidth: 0, cornerRadius: Metrics.cardRadius)
        .id(rootID).role(.historyYear).staysInOnePage()
        .attributes(["from": span.months.first.map { "\($0.year)-\(String(format: "%02d", $0.month))" } ?? "",
                     "months": "12", "span": span.isCalendarYear ? "calendar" : "rolling",
                     "timeZone": profile.timeZone.identifier, "firstWeekday": first.rawValue, "days": String(days.count)])
    }

    /// One small month: its name, then a row per week with a cell for each of its days, `gap` apart (a
    /// date the zone skipped leaves its place empty).
    static func smallMonth(_ month: Int, year: Int, entries: [(day: DayKey, mark: DayMark)], first: Weekday, cell: Double, gap: Double,
                           label: FontSpec, today: DayKey) -> Node {
        let marks = Dictionary(uniqueKeysWithValues: entries.map { ($0.day, $0.mark) })
        let weeks = MonthCalendar.weekStarts(year: year, month: month, first: first)
        return VStack(spacing: gap, alignment: .leading) {
            Text(shortMonths[month - 1], font: label, color: "text.secondary")
                .id("\(rootID)/month/\(month)").role(.historyYearMonth)
                .padding(Insets(top: 0, left: 1, bottom: 1, right: 0))
            for start in weeks {
                HStack(spacing: gap) {
                    for offset in 0..<7 {
                        let day = start.adding(days: offset)
                        if day.month == month, let mark = marks[day] {
                            let name = day.description
                            Box(width: cell, height: cell)
                                .background(HistoryPaint.fill(mark) ?? "day.off", stroke: day == today ? HistoryPaint.todayOutline(mark) : nil,
                                            strokeWidth: 1.5, cornerRadius: cell * 0.3)
                                .id(dayPrefix + name).role(.historyYearDay)
                                .attributes(["day": name, "mark": mark.name, "today": day == today ? "true" : "false"])
                        } else {
                            Box(width: cell, height: cell)
                        }
                    }
                }
            }
        }
    }
}
