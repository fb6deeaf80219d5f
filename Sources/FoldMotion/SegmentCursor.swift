/// Walks a gesture's segments forward: asked for rising times, each lookup moves past the segments
/// already over, so a whole run costs frames + segments, not frames × segments.
struct SegmentCursor {
    var index = 0
    /// When the current segment began, and the angle it began at.
    var elapsed = 0.0
    var angle: Double
    /// The fold whose angle is walked (S7): a sweep of another fold holds this one still.
    let fold: Int

    init(start: Double, fold: Int = 0) {
        angle = start
        self.fold = fold
    }

    mutating func angle(at t: Double, in segments: [Gesture.Segment]) -> Double {
        while index < segments.count {
            let s = segments[index]
            if t <= elapsed + s.ms {
                guard s.kind == .sweep, s.moves(fold: fold), let to = s.to else { return angle }
                let p = (s.easing ?? .easeInOut).apply((t - elapsed) / s.ms)
                return angle + (to - angle) * p
            }
            elapsed += s.ms
            if s.kind == .sweep, s.moves(fold: fold), let to = s.to { angle = to }
            index += 1
        }
        return angle
    }
}
