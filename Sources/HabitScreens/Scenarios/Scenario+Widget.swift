import CreaseInput
import Foundation

extension Scenario {
    /// How a widget is configured (W1): the habit chosen for each of its places, in order. A place set
    /// to `null` has nothing chosen; an id the dataset lacks, or an archived habit's, is kept as a
    /// configuration placeholder.
    public struct WidgetSetup: Hashable, Sendable, Codable {
        public var habits: [UUID?]

        /// The habits chosen for the places, in order (`nil`: nothing chosen).
        public init(habits: [UUID?]) { self.habits = habits }

        /// The most places a widget has: the six-habit widget's.
        public static let mostPlaces = 6

        /// Throws when more habits are chosen than any widget has places for.
        public func validate(field: String) throws(InputError) {
            guard habits.count <= Self.mostPlaces else {
                throw InputError(file: "", field: field + ".habits",
                                 message: "chooses \(habits.count) habits; a widget has at most \(Self.mostPlaces) places")
            }
        }
    }
}
