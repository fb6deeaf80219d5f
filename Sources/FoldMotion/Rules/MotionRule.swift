import FoldLayout

/// One numbered motion rule of SPEC.md (the M series) and where its code is: `crease lint --rules`
/// lists them beside the layout rules. Rules that can be checked on a simulation's result do so.
public protocol MotionRule: Sendable {
    var id: String { get }
    var summary: String { get }
    var scope: String { get }
    /// The file that holds the rule's code (`#filePath`, shown from `Sources/`).
    var source: String { get }
    /// The rule's violations in a simulation (none for rules held by construction).
    func check(_ result: SimulationResult) -> [Violation]
}

/// The motion rules that have code.
public enum MotionRules {
    public static let all: [any MotionRule] = [M01FoldSweepDebouncing(), M02ContinuousTransitions(), M03ReduceMotion(), M06TransientLayouts()]
}
