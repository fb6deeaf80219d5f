import FoldLayout

/// One frame of a simulated gesture.
public struct TimelineRow: Hashable, Sendable {
    public var frame: Int
    public var time: Double
    /// The sensor's angle.
    public var angle: Double
    /// The angle after the noise gate: what the posture bands are read from.
    public var gatedAngle: Double
    /// The band the sensor's angle falls in.
    public var rawPosture: RawPosture
    /// How long a partial fold has been held steady so far, in milliseconds (0 outside the band); it
    /// commits `halfOpened` on reaching the device's hold time.
    public var held: Double
    /// The committed posture.
    public var posture: Posture
    /// Transition progress 0…1, or `nil` while idle.
    public var progress: Double?
    /// The frame of the node the simulation follows (`Simulator.tracked`), if it is on screen.
    public var tracked: Rect?
    /// Identities on screen (opacity above zero).
    public var mounted: [String]
    /// Identities on screen now that were not on the previous frame (empty on the first frame).
    public var appeared: [String]
    /// Identities on the previous frame that are gone from this one.
    public var disappeared: [String]
    /// A posture committed on this frame.
    public var committed: Posture?
}

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

/// Replays a gesture: samples → debouncer → the committed posture's layout → a continuous transition
/// (or, with Reduce Motion, the end layout at once: M3) → one row per frame.
public struct Simulator: Sendable {
    public var device: DeviceProfile
    public var fps: Double
    public var reduceMotion: Bool
    public var transitionMilliseconds: Double
    /// Layouts shown for fewer frames than this are reported as transient (M6).
    public var minimumFrames: Int
    /// Keep every frame's layout (for rendering); off for timelines and benchmarks.
    public var keepLayouts: Bool
    /// The identity whose frame each timeline row records (the screen's main container).
    public var tracked: String?
    /// How the device is held and which way the screen reads: together with the committed posture,
    /// the surface each frame is drawn on.
    public var orientation: Orientation
    public var direction: LayoutDirection
    /// Layout rules every frame is checked with, on the surface it is drawn on; `nil`: none.
    public var rules: RuleBook?

    public init(device: DeviceProfile, fps: Double = 60, reduceMotion: Bool = false, transitionMilliseconds: Double = 300,
                minimumFrames: Int = 3, keepLayouts: Bool = false, tracked: String? = nil, orientation: Orientation = .upright,
                direction: LayoutDirection = .leftToRight, rules: RuleBook? = nil) {
        self.device = device
        self.fps = fps
        self.reduceMotion = reduceMotion
        self.transitionMilliseconds = transitionMilliseconds
        self.minimumFrames = minimumFrames
        self.keepLayouts = keepLayouts
        self.tracked = tracked
        self.orientation = orientation
        self.direction = direction
        self.rules = rules
    }

    /// The display a frame is drawn on while `posture` is committed: a transition's frames are drawn
    /// on the display of the posture it goes to.
    public func surface(_ posture: Posture) -> Surface {
        Surface(device: device, posture: posture, orientation: orientation, direction: direction)
    }

    /// Runs `gesture`; `layout(posture)` gives the solved layout of the scenario in a posture, already
    /// placed in the shared canvas (see `Canvas`).
    public func run(_ gesture: Gesture, initial: Posture? = nil,
                    layout: (Posture) -> SolvedLayout) throws(MotionError) -> SimulationResult {
        guard device.isFoldable else {
            throw MotionError(field: "fold", message: "\(device.name) has no fold: a fold gesture needs a device with an inner display and a fold")
        }
        guard fps.isFinite, Gesture.Limits.framesPerSecond.contains(fps) else {
            throw MotionError(field: "fps", message: "must be from 1 to 240 frames per second (got \(fps))")
        }
        // A gesture built in code was never read from a file: it meets the same bounds here, before
        // anything is sampled or allocated.
        do { try gesture.validate() } catch { throw MotionError(field: error.field, message: error.message) }
        let samples = gesture.samples(fps: fps)
        let first = samples.first?.angle ?? gesture.start
        var debouncer = PostureDebouncer(device: device)
        let startPosture = initial ?? Self.initialPosture(for: first, debouncer: debouncer)
        debouncer = PostureDebouncer(device: device, initial: startPosture)
        var cache: [Posture: SolvedLayout] = [:]
        func solved(_ p: Posture) -> SolvedLayout {
            if let hit = cache[p] { return hit }
            let l = layout(p)
            cache[p] = l
            return l
        }
        var shown = solved(debouncer.committed)
        var transition: Transition?
        var rows: [TimelineRow] = []
        rows.reserveCapacity(samples.count)
        var layouts: [SolvedLayout] = []
        var commits: [SimulationResult.Commit] = []
        var transitions = 0
        // What is on screen only changes during transitions: idle frames reuse the last answer.
        var mounted: [String] = []
        var trackedFrame: Rect?
        var stale = true
        // Every frame is a layout: checked on the surface it is drawn on. Idle frames show the layout
        // of the frame before on the same surface, so its findings carry over without a new check.
        var surfaces: [Posture: Surface] = [:]
        func drawnOn(_ p: Posture) -> Surface {
            if let hit = surfaces[p] { return hit }
            let s = surface(p)
            surfaces[p] = s
            return s
        }
        var layoutViolations: [FrameViolation] = []
        var findings: [Violation] = []
        var checked: (posture: Posture, transitioning: Bool)?
        for (index, sample) in samples.enumerated() {
            let commit = try debouncer.feed(sample)
            if let commit {
                commits.append(.init(time: sample.time, frame: index, posture: commit))
                let target = solved(commit)
                stale = true
                if reduceMotion {
                    transition = nil
                    shown = target
                } else {
                    // Retarget from what is on screen now (M4).
                    let current = transition?.frame(at: sample.time) ?? shown
                    transition = Transition(from: current, to: target, start: sample.time, duration: transitionMilliseconds,
                                            surface: drawnOn(commit))
                    transitions += 1
                }
            }
            var progress: Double?
            if let t = transition {
                stale = true
                progress = t.progress(at: sample.time)
                shown = t.frame(at: sample.time)
                if t.isFinished(at: sample.time) {
                    shown = t.to
                    transition = nil
                }
            }
            if keepLayouts { layouts.append(shown) }
            if let rules {
                let transitioning = progress.map { $0 < 1 } ?? false
                if stale || checked?.posture != debouncer.committed || checked?.transitioning != transitioning {
                    findings = rules.check(drawnOn(debouncer.committed), shown, transitioning: transitioning)
                    checked = (debouncer.committed, transitioning)
                }
                for f in findings {
                    layoutViolations.append(FrameViolation(rule: f.rule, frame: index, time: sample.time, node: f.node, message: f.message))
                }
            }
            var appeared: [String] = [], disappeared: [String] = []
            if stale {
                let now = shown.nodes.filter { $0.opacity > 0 && $0.role != .region }.map(\.id)
                if index > 0, now != mounted {
                    let before = Set(mounted), after = Set(now)
                    appeared = now.filter { !before.contains($0) }
                    disappeared = mounted.filter { !after.contains($0) }
                }
                mounted = now
                trackedFrame = tracked.flatMap { shown.node($0)?.frame }
                stale = false
            }
            rows.append(TimelineRow(frame: index, time: sample.time, angle: sample.angle, gatedAngle: debouncer.gated ?? sample.angle,
                                    rawPosture: debouncer.raw(sample.angle), held: debouncer.heldMilliseconds,
                                    posture: debouncer.committed, progress: progress, tracked: trackedFrame, mounted: mounted,
                                    appeared: appeared, disappeared: disappeared, committed: commit))
        }
        var result = SimulationResult(rows: rows, commits: commits,
                                      transients: M06TransientLayouts.transients(commits, frames: samples.count, minimumFrames: minimumFrames),
                                      layouts: layouts, transitions: transitions, reduceMotion: reduceMotion, initial: startPosture, fps: fps,
                                      bands: device.postures, minimumFrames: minimumFrames)
        result.layoutViolations = layoutViolations
        if let rules {
            result.layoutRules = (rules.rules.map(\.id), rules.rules.filter { !$0.holdsOnTransitionFrames }.map(\.id))
        }
        return result
    }

    /// The posture showing before the first sample: the band's, with a partial start showing the
    /// nearer of cover and spread (nothing was held yet).
    static func initialPosture(for angle: Double, debouncer: PostureDebouncer) -> Posture {
        let band = debouncer.raw(angle)
        if band == .partial { return angle < 90 ? .cover : .spread }
        return band.posture
    }
}

/// The shared canvas a simulation draws every posture in: the opened display, with the cover
/// display laid over its first page, so a card can move continuously between them (M5).
public enum MotionCanvas {
    public static func bounds(_ device: DeviceProfile, orientation: Orientation) -> Rect {
        let cover = Surface(device: device, posture: .cover, orientation: orientation).bounds
        let open = Surface(device: device, posture: .spread, orientation: orientation).bounds
        return Rect(x: 0, y: 0, width: Swift.max(cover.width, open.width), height: Swift.max(cover.height, open.height))
    }

    /// A posture's layout in canvas coordinates: the cover page sits where the opened display's first page is.
    public static func place(_ layout: SolvedLayout, device: DeviceProfile, posture: Posture, orientation: Orientation) -> SolvedLayout {
        SolvedLayout(bounds: bounds(device, orientation: orientation), nodes: layout.nodes, regions: layout.regions)
    }
}
