import Foundation

extension Profile {
    /// Today's rows (D8, D13): every habit that applies, plus resting weekday habits on a weekend
    /// (listed as `Weekdays · not today`, outside the tally), in clock order. A chosen-days habit on a
    /// day it did not choose is not listed: Today lists only the habits that apply to today (seed 000).
    public func today(now: Date) -> TodayView {
        let day = day(of: now)
        var rows: [TodayRow] = []
        for habit in habits {
            let applicability = applicability(of: habit, on: day)
            let restingWeekday = applicability == .resting && habit.cadence(on: day) == .weekdays
            guard applicability == .applies || restingWeekday else { continue }
            let count = log(habit.id).count(on: day)
            rows.append(TodayRow(habitID: habit.id, name: habit.name, detail: detailLine(for: habit, on: day),
                                 count: count, target: habit.dailyTarget, late: isLate(habit, now: now),
                                 applies: applicability != .resting,
                                 clockMinutes: habit.time?.minutes ?? habit.partOfDay.anchorMinutes))
        }
        let order = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, ($0.partOfDay.pageRank, $0.order)) })
        rows.sort { a, b in
            if a.clockMinutes != b.clockMinutes { return a.clockMinutes < b.clockMinutes }
            let oa = order[a.habitID] ?? (9, 0), ob = order[b.habitID] ?? (9, 0)
            if oa != ob { return oa < ob }
            return a.name < b.name
        }
        return TodayView(day: day, rows: rows)
    }

    /// The confirmation after a check-in (D14): `Walk · logged`, or `All 3 habits logged today` once
    /// every habit that applies today is done. No `+1`, no score, no identity label.
    public func confirmation(afterCheckingIn habitID: UUID, now: Date) -> String {
        let view = today(now: now)
        if view.total > 0, view.kept == view.total {
            return view.total == 1 ? "All 1 habit logged today" : "All \(view.total) habits logged today"
        }
        let name = habit(habitID)?.name ?? "Habit"
        return "\(name) · logged"
    }
}
