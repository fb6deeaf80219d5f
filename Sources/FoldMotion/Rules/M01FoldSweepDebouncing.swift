import FoldLayout

/// M1: a partial fold commits only after it is held (inside the partial band, slower than the
/// steadiness threshold) for the device's hold time; an opening sweep that ends flat never commits
/// `halfOpened`. Held by `PostureDebouncer`, the state machine every simulation runs through.
public struct M01FoldSweepDebouncing: MotionRule {
    public init() {}
    public let id = "M1"
    public let summary = "A partial fold commits only after it is held; a sweep to flat never commits half-opened"
    public let scope = "every gesture"
    public let source = RuleGeometry.relativeSource(#filePath).replacingOccurrences(of: "Rules/M01FoldSweepDebouncing.swift", with: "PostureDebouncer.swift")

    public func frameViolations(_ result: SimulationResult) -> [FrameViolation] { [] }
}
