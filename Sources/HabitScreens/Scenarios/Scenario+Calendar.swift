import CreaseInput
import Foundation
import HabitDomain

extension Scenario {
    /// The calendar's open day (`screen: calendar`), and a chip pressed and held there: moved to `to`,
    /// with its Just this day / Every day menu open.
    public struct CalendarSetup: Hashable, Sendable, Codable {
        /// `YYYY-MM-DD`; the scenario's day when absent.
        public var day: String?
        public var held: UUID?
        /// `HH:MM`: where the held chip was dragged to (its own time when absent).
        public var to: String?

        public init(day: String? = nil, held: UUID? = nil, to: String? = nil) {
            self.day = day
            self.held = held
            self.to = to
        }

        func validate(field: String) throws(InputError) {
            if let day, DayKey(day) == nil {
                throw InputError(file: "", field: field + ".day", message: "is not a day YYYY-MM-DD (got \"\(day)\")")
            }
            if let to {
                guard TimeOfDay(to) != nil else { throw InputError(file: "", field: field + ".to", message: "is not a time HH:MM (got \"\(to)\")") }
                guard held != nil else { throw InputError(file: "", field: field + ".to", message: "needs held: the chip that is moved") }
            }
        }

        /// The day shown.
        public func shownDay(today: DayKey) -> DayKey { day.flatMap(DayKey.init) ?? today }
    }
}
