import CreaseInput
import Foundation
import HabitDomain

extension Scenario {
    /// A habit's open history (W2, W4): which habit, the month its calendar shows (by default the one
    /// holding the scenario's day), the twelve months its year grid shows (by default the rolling year:
    /// the last twelve months ending in the current month; a calendar year as an option), and which of
    /// them the page shows.
    public struct HistorySetup: Hashable, Sendable, Codable {
        /// The month calendar, the year grid, or both (on a spread, one per page).
        public enum View: String, Hashable, Sendable, Codable, InputChoice { case both, month, year }
        /// Which twelve months the year grid shows (W4): the rolling year ending in the current month
        /// (Open Habit's), or a calendar year (`year`, else the current one).
        public enum YearSpan: String, Hashable, Sendable, Codable, InputChoice { case rolling, calendar }

        public var habit: UUID
        /// `YYYY-MM`.
        public var month: String?
        /// A calendar year to show (with `yearSpan` calendar, which naming one implies).
        public var year: Int?
        public var view: View
        public var yearSpan: YearSpan

        /// The history of `habit`, at a month and a year (by default the scenario day's).
        public init(habit: UUID, month: String? = nil, year: Int? = nil, view: View = .both, yearSpan: YearSpan? = nil) {
            self.habit = habit
            self.month = month
            self.year = year
            self.view = view
            self.yearSpan = yearSpan ?? (year == nil ? .rolling : .calendar)
        }

        enum CodingKeys: String, CodingKey { case habit, month, year, view, yearSpan }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            habit = try c.decode(UUID.self, forKey: .habit)
            month = try c.decodeIfPresent(String.self, forKey: .month)
            year = try c.decodeIfPresent(Int.self, forKey: .year)
            view = try c.decodeIfPresent(View.self, forKey: .view) ?? .both
            yearSpan = try c.decodeIfPresent(YearSpan.self, forKey: .yearSpan) ?? (year == nil ? .rolling : .calendar)
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(habit, forKey: .habit)
            try c.encodeIfPresent(month, forKey: .month)
            try c.encodeIfPresent(year, forKey: .year)
            try c.encode(view, forKey: .view)
            try c.encode(yearSpan, forKey: .yearSpan)
        }

        /// The shown month as (year, month), from `month` or else the month of `today`.
        public func shownMonth(today: DayKey) -> (year: Int, month: Int) {
            month.flatMap(Self.parseMonth) ?? (today.year, today.month)
        }

        /// The twelve months the year grid shows (W4): the calendar year `year` (else `today`'s) with
        /// `yearSpan` calendar; else the rolling year, the last twelve months ending in `today`'s month.
        public func shownSpan(today: DayKey) -> YearGrid.Span {
            switch yearSpan {
            case .calendar: .calendar(year ?? today.year)
            case .rolling: .rolling(endingIn: today)
            }
        }

        /// Parses `YYYY-MM`.
        static func parseMonth(_ text: String) -> (year: Int, month: Int)? {
            guard let day = DayKey(text + "-01") else { return nil }
            return (day.year, day.month)
        }

        /// Throws when the month or the year is not a calendar month or year.
        public func validate(field: String) throws(InputError) {
            if let month, Self.parseMonth(month) == nil {
                throw InputError(file: "", field: field + ".month", message: "is not a month of the form YYYY-MM (got \"\(month)\")")
            }
            if let year, !(1...9999).contains(year) {
                throw InputError(file: "", field: field + ".year", message: "must be 1 to 9999 (got \(year))")
            }
            if year != nil, yearSpan == .rolling {
                throw InputError(file: "", field: field + ".year",
                                 message: "names a calendar year, but yearSpan is rolling (the last twelve months ending in the scenario's month); leave out one of them")
            }
        }
    }
}
