import CreaseInput
import Foundation
import HabitDomain

extension Scenario {
    /// A habit's open history (W2): which habit, the month its calendar shows and the year its grid
    /// shows (each defaults to the one holding the scenario's day), and which of them the page shows.
    public struct HistorySetup: Hashable, Sendable, Codable {
        /// The month calendar, the year grid, or both (on a spread, one per page).
        public enum View: String, Hashable, Sendable, Codable, InputChoice { case both, month, year }

        public var habit: UUID
        /// `YYYY-MM`.
        public var month: String?
        public var year: Int?
        public var view: View

        /// The history of `habit`, at a month and a year (by default the scenario day's).
        public init(habit: UUID, month: String? = nil, year: Int? = nil, view: View = .both) {
            self.habit = habit
            self.month = month
            self.year = year
            self.view = view
        }

        enum CodingKeys: String, CodingKey { case habit, month, year, view }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            habit = try c.decode(UUID.self, forKey: .habit)
            month = try c.decodeIfPresent(String.self, forKey: .month)
            year = try c.decodeIfPresent(Int.self, forKey: .year)
            view = try c.decodeIfPresent(View.self, forKey: .view) ?? .both
        }

        /// The shown month as (year, month), from `month` or else the month of `today`.
        public func shownMonth(today: DayKey) -> (year: Int, month: Int) {
            month.flatMap(Self.parseMonth) ?? (today.year, today.month)
        }

        /// The year the grid shows: `year`, else the year of `today`.
        public func shownYear(today: DayKey) -> Int { year ?? today.year }

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
        }
    }
}
