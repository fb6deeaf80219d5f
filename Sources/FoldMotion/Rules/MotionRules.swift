/// The motion rules that have code.
public enum MotionRules {
    public static let all: [any MotionRule] = [M01FoldSweepDebouncing(), M02ContinuousTransitions(), M03ReduceMotion(), M06TransientLayouts()]

    /// Every rule's violations in a result, in frame order.
    public static func frameViolations(_ result: SimulationResult) -> [FrameViolation] {
        all.flatMap { $0.frameViolations(result) }.sorted { ($0.frame, $0.rule) < ($1.frame, $1.rule) }
    }
}
