import CreaseCommandLine
import FoldLayout
import FoldSnapshot
import HabitDomain

// The choices the commands offer: postures, orientations, text sizes, appearances, record modes and
// past-day changes, each spelt as its raw value.
extension Posture: ArgumentChoice {}
extension Orientation: ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }
}
extension ContentSize: ArgumentChoice {}
extension Appearance: ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }
}
extension RecordMode: ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }
}
extension CalendarMoveScope: ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }
}
extension PastDayCorrection.Change: ArgumentChoice {
    public init?(argument: String) { self.init(rawValue: argument) }
}
