import FoldLayout

/// M6: the simulator reports any committed layout that shows for fewer than a given number of
/// frames; a brief partial fold during an unfold produces none.
public struct M06TransientLayouts: MotionRule {
    public init() {}
    public let id = "M6"
    public let summary = "No committed layout shows for fewer than the minimum number of frames"
    public let scope = "every gesture"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ result: SimulationResult) -> [Violation] {
        result.transients.map {
            Violation(rule: id, node: $0.posture.rawValue, message: "shown at \($0.startTime.compactText) ms for \($0.frames) frame(s)")
        }
    }

    /// Committed postures that were replaced within `minimumFrames` frames.
    public static func transients(_ commits: [SimulationResult.Commit], frames: Int, minimumFrames: Int) -> [SimulationResult.Transient] {
        var out: [SimulationResult.Transient] = []
        for (i, c) in commits.enumerated() {
            let end = i + 1 < commits.count ? commits[i + 1].frame : frames
            if end - c.frame < minimumFrames, i + 1 < commits.count {
                out.append(.init(posture: c.posture, frames: end - c.frame, startTime: c.time))
            }
        }
        return out
    }
}
