import Foundation
import HabitDomain

/// What assistive technology reads for the Habits controls (A1), in the seed's words.
public enum A11y {
    /// The progress button beside a habit: "VoiceOver calls it View progress".
    public static let viewProgress = "View progress"
    /// A checked circle: "a checked habit reads Checked in, which is also what VoiceOver says".
    public static let checkedIn = "Checked in"

    /// How a habit's day is declared to P7: its mark, with its count toward the target.
    public static func state(_ mark: DayMark) -> String {
        switch mark {
        case .partial(let count, let target): "partial \(count)/\(target)"
        case .done: "done"
        default: "open"
        }
    }

    /// What a day of a habit's week or month reads (A1): its mark's words, else whether it was asked for.
    public static func dayValue(_ mark: DayMark, scheduled: Bool) -> String {
        mark.label ?? (scheduled ? "Not checked in" : "Not scheduled")
    }

    /// The subject a habit's state on a day is declared under (P7).
    public static func subject(_ habit: UUID, _ day: DayKey) -> String { "\(habit.uuidString.lowercased())/\(day)" }
}
