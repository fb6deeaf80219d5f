import FoldLayout

/// One numbered motion rule of SPEC.md (the M series) and where its code is: `crease lint --rules`
/// lists them beside the layout rules. Rules that can be checked on a simulation's result do so.
public protocol MotionRule: Sendable {
    var id: String { get }
    var summary: String { get }
    var scope: String { get }
    /// The file that holds the rule's code (`#filePath`, shown from `Sources/`).
    var source: String { get }
    /// The rule's violations in a simulation, each on its frame (none for rules held by construction).
    func frameViolations(_ result: SimulationResult) -> [FrameViolation]
}

extension MotionRule {
    /// The violations as the layout rules report them: the rule, `frame N` and what happened.
    public func check(_ result: SimulationResult) -> [Violation] {
        frameViolations(result).map { Violation(rule: $0.rule, node: "frame \($0.frame)", message: $0.message) }
    }
}
