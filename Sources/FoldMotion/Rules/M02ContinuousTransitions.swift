import CreaseInput
import FoldLayout

/// M2: between committed postures the followed container moves continuously — no frame of a
/// transition jumps more than a few times the transition's average step. What the fold moves is judged:
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
            guard run.count > 2, let first = run.first?.tracked, let last = run.last?.tracked else { return }
            let distance = Self.distance(first, last)
            guard distance > 0.5 else { return }
            let average = distance / Double(run.count - 1)
            for (a, b) in zip(run, run.dropFirst()) {
                guard let ra = a.tracked, let rb = b.tracked else { continue }
                let step = Self.distance(ra, rb)
                if step > Self.allowance * average + Self.wholePoint {
                    out.append(FrameViolation(rule: id, frame: b.frame, time: b.time,
                                              message: "moves \(step.compactText) pt in one frame; the transition averages \(average.compactText)"))
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
