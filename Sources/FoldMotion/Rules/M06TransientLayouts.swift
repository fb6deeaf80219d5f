import FoldLayout

/// M6: the simulator reports any committed layout that shows for fewer than a given number of
/// frames; a brief partial fold during an unfold produces none.
public struct M06TransientLayouts: MotionRule {
    public init() {}
    public let id = "M6"
    public let summary = "No committed layout shows for fewer than the minimum number of frames"
    public let scope = "every gesture"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func frameViolations(_ result: SimulationResult) -> [FrameViolation] {
        result.transients.map {
            FrameViolation(rule: id, frame: $0.frame, time: $0.startTime,
                           message: "\($0.posture.rawValue) shown for \($0.frames) frame(s), fewer than \(result.minimumFrames)")
        }
    }

    /// Committed postures that were replaced within `minimumFrames` frames.
    public static func transients(_ commits: [SimulationResult.Commit], frames: Int, minimumFrames: Int) -> [SimulationResult.Transient] {
        var out: [SimulationResult.Transient] = []
        for (i, c) in commits.enumerated() {
            let end = i + 1 < commits.count ? commits[i + 1].frame : frames
            if end - c.frame < minimumFrames, i + 1 < commits.count {
                out.append(.init(posture: c.posture, frames: end - c.frame, startTime: c.time, frame: c.frame))
            }
        }
        return out
    }
}
