/// Walks a gesture's segments forward: asked for rising times, each lookup moves past the segments
/// already over, so a whole run costs frames + segments, not frames × segments.
struct SegmentCursor {
    var index = 0
    /// When the current segment began, and the angle it began at.
    var elapsed = 0.0
    var angle: Double

    init(start: Double) { angle = start }

    mutating func angle(at t: Double, in segments: [Gesture.Segment]) -> Double {
        while index < segments.count {
            let s = segments[index]
            if t <= elapsed + s.ms {
                guard s.kind == .sweep, let to = s.to else { return angle }
                let p = (s.easing ?? .easeInOut).apply((t - elapsed) / s.ms)
                return angle + (to - angle) * p
            }
            elapsed += s.ms
            if s.kind == .sweep, let to = s.to { angle = to }
            index += 1
        }
        return angle
    }
}
