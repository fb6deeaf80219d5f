import FoldLayout

/// M3: with Reduce Motion everything is placed directly in the end layout: no frame is in a
/// transition.
public struct M03ReduceMotion: MotionRule {
    public init() {}
    public let id = "M3"
    public let summary = "Reduce Motion places everything in the end layout: no intermediate frame"
    public let scope = "simulations with Reduce Motion"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func frameViolations(_ result: SimulationResult) -> [FrameViolation] {
        guard result.reduceMotion else { return [] }
        return result.rows.filter { $0.progress != nil }.map {
            FrameViolation(rule: id, frame: $0.frame, time: $0.time, message: "is an intermediate frame under Reduce Motion")
        }
    }
}
