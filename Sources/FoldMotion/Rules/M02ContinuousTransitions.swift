import CreaseInput
import FoldLayout

/// M2 (and M9 for the container): between committed postures the followed container moves
/// continuously — no frame of a transition jumps more than a few times the average step of the frames
/// that move, and where a transition is retargeted its speed carries on. What the fold moves is judged:
/// the container's sides and top. Its bottom follows its content, which every frame wraps at that
/// frame's width (P6), so it changes by whole lines when a text rewraps, as a window's content does
/// while it is resized.
public struct M02ContinuousTransitions: MotionRule {
    public init() {}
    public let id = "M2"
    public let summary = "Frames move continuously over a transition, matched by identity"
    public let scope = "simulations that follow a container"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// A frame's regions are laid out on whole points (P6), so any move may round by one.
    static let wholePoint = 1.0

    /// How many times the average step one frame may move (an ease-in-out peaks at 1.5×).
    static let allowance = 3.0

    public func frameViolations(_ result: SimulationResult) -> [FrameViolation] {
        var out: [FrameViolation] = []
        var run: [TimelineRow] = []
        func judge() {
            guard run.count > 2 else { return }
            var steps: [Double?] = [nil]
            for (a, b) in zip(run, run.dropFirst()) { steps.append(a.tracked.flatMap { ra in b.tracked.map { Self.distance(ra, $0) } }) }
            // The average over the frames that move: a leg of a retargeted transition that does not move
            // the container (half-opened to spread on one display) does not dilute the legs that do.
            let moving = steps.compactMap { $0 }.filter { $0 > Self.wholePoint / 2 }
            guard !moving.isEmpty else { return }
            let average = moving.reduce(0, +) / Double(moving.count)
            for k in run.indices.dropFirst() {
                guard let step = steps[k] else { continue }
                if step > Self.allowance * average + Self.wholePoint {
                    out.append(FrameViolation(rule: id, frame: run[k].frame, time: run[k].time,
                                              message: "moves \(step.compactText) pt in one frame; the transition averages \(average.compactText)"))
                } else if run[k - 1].committed != nil || run[k].committed != nil, k >= 2, let before = steps[k - 1],
                          abs(step - before) > Swift.max(3 * Self.wholePoint, before / 2, step / 2) {
                    // Across a retarget the speed carries on (M9): it neither stops dead nor jumps. Positions
                    // round to whole points, so two steps may differ by up to 2 pt with no change of speed.
                    out.append(FrameViolation(rule: id, frame: run[k].frame, time: run[k].time,
                                              message: "changes speed from \(before.compactText) to \(step.compactText) pt a frame where the transition was retargeted"))
                }
            }
        }
        for row in result.rows {
            if row.progress != nil { run.append(row) } else {
                if !run.isEmpty { run.append(row); judge() }
                run = []
            }
        }
        judge()
        return out
    }

    /// How far a rectangle moved: the largest move of its sides and its top.
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        Swift.max(abs(a.minX - b.minX), abs(a.maxX - b.maxX), abs(a.minY - b.minY))
    }
}
