/// How far a habit's current streak is toward its streak goal (J1).
public struct StreakGoalProgress: Hashable, Sendable {
    /// The current streak, or `nil` while there is no streak number to show (the first week, or too
    /// little history after a change, D11).
    public var current: Int?
    public var target: Int
    /// The streak's unit, singular: `day`, `weekday`, `scheduled day`, `week`.
    public var unit: String

    public var reached: Bool { (current ?? 0) >= target }

    /// `12 of 30 days toward your streak goal`, `Streak goal reached: 30 days`, or `Streak goal: 30 days`.
    public var copy: String {
        let goal = "\(target) \(target == 1 ? unit : unit + "s")"
        guard let current else { return "Streak goal: \(goal)" }
        return reached ? "Streak goal reached: \(goal)" : "\(current) of \(goal) toward your streak goal"
    }
}
