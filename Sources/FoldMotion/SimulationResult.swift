import FoldLayout

/// What a simulation did: every frame, the commits, and any layout shown too briefly.
public struct SimulationResult: Sendable {
    public struct Commit: Hashable, Sendable {
        public var time: Double
        public var frame: Int
        public var posture: Posture
    }
    /// A committed layout that stayed on screen for fewer frames than the minimum (M6).
    public struct Transient: Hashable, Sendable {
        public var posture: Posture
        public var frames: Int
        public var startTime: Double
        /// The frame it was committed on.
        public var frame: Int
    }

    public var rows: [TimelineRow]
    public var commits: [Commit]
    public var transients: [Transient]
    public var layouts: [SolvedLayout]
    public var transitions: Int
    /// Whether the run placed layouts directly (Reduce Motion, M3).
    public var reduceMotion: Bool
    /// The posture on screen before the first sample.
    public var initial: Posture
    /// The frame rate the gesture was sampled at.
    public var fps: Double
    /// The device's posture bands the debouncer read the angles through.
    public var bands: DeviceProfile.PostureBands
    /// Layouts shown for fewer frames than this were reported as transient (M6).
    public var minimumFrames: Int
    /// The layout rules broken on the frames, each on the frame it was drawn on (empty when the run was
    /// given no rules): every frame is a layout, checked on the surface of the display it is drawn on.
    public var layoutViolations: [FrameViolation] = []
    /// The IDs of the layout rules every frame was checked with, and of those checked on settled frames
    /// only (they say in their scope why an in-between frame cannot be held to them).
    public var layoutRules: (everyFrame: [String], settledOnly: [String]) = ([], [])

    /// Every rule broken on a frame: the motion rules' and the layout rules', in frame order.
    public var frameViolations: [FrameViolation] {
        (MotionRules.frameViolations(self) + layoutViolations).sorted { ($0.frame, $0.rule, $0.node ?? "") < ($1.frame, $1.rule, $1.node ?? "") }
    }
}
