import FoldLayout

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
    ///
    /// With `relayout`, every frame of a transition is a layout of its own (P6): `relayout(posture,
    /// contents)` lays the posture's screen out with its pages' content regions at `contents` (each page's
    /// region moving from where it was to where it goes, inside the display drawn on), so text wraps at
    /// the width its box has in that frame and what follows a taller text moves down with it. Without
    /// it, frames are interpolated between the two layouts (`Transition.frame(at:)`).
    public func run(_ gesture: Gesture, initial: Posture? = nil,
                    layout: (Posture) -> SolvedLayout,
                    relayout: ((Posture, [Rect]) -> SolvedLayout)? = nil) throws(MotionError) -> SimulationResult {
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
        // Each fold has its own hinge sensor, bands and debouncer (S7: a tri-fold has two); the posture
        // shown is theirs together (`combined`). Rows report the leading fold's as the frame's own.
        let foldCount = Swift.max(1, device.everyFold.count)
        for (i, s) in gesture.segments.enumerated() {
            if let k = s.fold, k >= foldCount {
                throw MotionError(field: "segments[\(i)].fold",
                                  message: "names fold \(k), but \(device.name) has "
                                      + (foldCount == 1 ? "one fold: a sweep may name fold 0 only" : "\(foldCount) folds: a sweep may name folds 0–\(foldCount - 1)"))
            }
        }
        let foldSamples = [samples] + (1..<foldCount).map { gesture.samples(fps: fps, fold: $0) }
        let starts = foldSamples.map { $0.first?.angle ?? gesture.start }
        var debouncers = foldSamples.indices.map { k in
            let bands = device.bands(ofFold: k)
            return PostureDebouncer(bands: bands, initial: initial ?? Self.initialPosture(for: starts[k], debouncer: PostureDebouncer(bands: bands)))
        }
        var committedNow = Self.combined(debouncers.lazy.map(\.committed))
        let startPosture = committedNow
        var cache: [Posture: SolvedLayout] = [:]
        func solved(_ p: Posture) -> SolvedLayout {
            if let hit = cache[p] { return hit }
            let l = layout(p)
            cache[p] = l
            return l
        }
        var shown = solved(committedNow)
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
        // Where each page's content region is on screen, and while a transition runs, where it moves
        // from and to (relaid-out frames only).
        var contents = drawnOn(committedNow).pages.map(\.content)
        var moving: (from: [Rect], to: [Rect])?
        func contentsNow(_ t: Transition, at time: Double) -> [Rect] {
            guard let moving else { return contents }
            return Self.contents(moving.from, moving.to, t.pathProgress(at: time))
        }
        // Frames laid out anew, by posture and regions: a gesture that folds back and forth passes the
        // same regions again.
        var relaid: [RelaidKey: SolvedLayout] = [:]
        func frameNow(_ t: Transition, at time: Double) -> SolvedLayout {
            // Regions that do not change size (spread ↔ half-opened on one display) wrap nothing anew:
            // the interpolated frame is the layout there.
            guard let relayout, let moving, !Self.sameWidths(moving.from, moving.to) else { return t.frame(at: time) }
            if t.isFinished(at: time) { return t.to }
            let key = RelaidKey(posture: committedNow, contents: contentsNow(t, at: time))
            if let hit = relaid[key] { return t.frame(at: time, relaidOut: hit) }
            let layout = relayout(key.posture, key.contents)
            relaid[key] = layout
            return t.frame(at: time, relaidOut: layout)
        }
        // The device-state layer (M8): the platform's fold state, apart from the app's debouncing.
        var deviceFolds = debouncers.indices.map { k in Self.deviceFold(starts[k], after: nil, bands: debouncers[k].bands) }
        for (index, sample) in samples.enumerated() {
            // Every fold's sample of this frame (all runs have the same frames), then the posture they make.
            for k in debouncers.indices {
                let s = foldSamples[k][index]
                _ = try debouncers[k].feed(s)
                deviceFolds[k] = Self.deviceFold(s.angle, after: deviceFolds[k], bands: debouncers[k].bands)
            }
            let together = Self.combined(debouncers.lazy.map(\.committed))
            let commit = together != committedNow ? together : nil
            committedNow = together
            let readings = debouncers.count < 2 ? nil : debouncers.indices.map { k in
                TimelineRow.FoldReading(angle: foldSamples[k][index].angle, rawPosture: debouncers[k].raw(foldSamples[k][index].angle),
                                        posture: debouncers[k].committed, deviceFold: deviceFolds[k], held: debouncers[k].heldMilliseconds)
            }
            let debouncer = debouncers[0]
            if let commit {
                commits.append(.init(time: sample.time, frame: index, posture: commit))
                let target = solved(commit)
                stale = true
                let goal = drawnOn(commit).pages.map(\.content)
                if reduceMotion {
                    transition = nil
                    shown = target
                    contents = goal
                } else {
                    // Retarget from what is on screen now (M4).
                    let current = transition.map { frameNow($0, at: sample.time) } ?? shown
                    let start = transition.map { contentsNow($0, at: sample.time) } ?? contents
                    var next = Transition(from: current, to: target, start: sample.time, duration: transitionMilliseconds,
                                          surface: drawnOn(commit))
                    // Interrupting a transition keeps the speed the followed container had (M9).
                    if transition != nil, let id = tracked, let before = trackedFrame, let last = rows.last, let now = current.node(id)?.frame,
                       let goal = target.node(id)?.frame {
                        let launch = Self.launch(before: before, now: now, goal: goal, elapsed: sample.time - last.time,
                                                 duration: transitionMilliseconds)
                        // A short way left at speed is covered sooner, as a moving hand would, not overshot.
                        if launch > Transition.fastestLaunch { next.duration = transitionMilliseconds * Transition.fastestLaunch / launch }
                        next.launch = Swift.min(launch, Transition.fastestLaunch)
                    }
                    transition = next
                    moving = (start, goal)
                    transitions += 1
                }
            }
            var progress: Double?
            if let t = transition {
                stale = true
                progress = t.progress(at: sample.time)
                shown = frameNow(t, at: sample.time)
                contents = contentsNow(t, at: sample.time)
                if t.isFinished(at: sample.time) {
                    moving = nil
                    shown = t.to
                    transition = nil
                }
            }
            if keepLayouts { layouts.append(shown) }
            if let rules {
                let transitioning = progress.map { $0 < 1 } ?? false
                if stale || checked?.posture != committedNow || checked?.transitioning != transitioning {
                    // Only what the frame shows is the frame's (P11): a rule broken by a row scrolled out of
                    // view is lint's to report, from its pass over scrolled and unmade rows.
                    let surface = drawnOn(committedNow)
                    let seen = rules.visibility(surface, shown)
                    findings = RuleBook.onScreen(rules.check(surface, shown, transitioning: transitioning, visibility: seen), shown, seen)
                    checked = (committedNow, transitioning)
                }
                for f in findings {
                    layoutViolations.append(FrameViolation(rule: f.rule, frame: index, time: sample.time, node: f.node, message: f.message))
                }
            }
            var appeared: [String] = [], disappeared: [String] = []
            if stale {
                let now = shown.nodes.filter { $0.opacity > 0 && !$0.isRegion }.map(\.id)
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
                                    posture: committedNow, progress: progress, tracked: trackedFrame, mounted: mounted,
                                    appeared: appeared, disappeared: disappeared, committed: commit, deviceFold: deviceFolds[0], folds: readings))
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

    /// The inner display's fold state as the platform reports it at `angle` (M8): none while the device
    /// is closed or folded back; `HALF_OPENED` once the angle lies below `flatFrom` by the platform's
    /// hysteresis, `FLAT` again from `flatFrom` on; inside that band the state stays what it was
    /// (`previous`; with none, `HALF_OPENED`).
    static func deviceFold(_ angle: Double, after previous: PlatformFold.FoldingFeature.State?, bands: DeviceProfile.PostureBands) -> PlatformFold.FoldingFeature.State? {
        if angle < bands.closedBelow { return nil }
        if let back = bands.foldedBackFrom, angle >= back { return nil }
        if angle >= bands.flatFrom { return .flat }
        if angle < bands.flatFrom - bands.platformHysteresis { return .halfOpened }
        return previous ?? .halfOpened
    }

    /// The posture a device shows from its folds' committed postures (S7): the cover while any fold is
    /// closed or folded back (the inner display turns on once every fold is open), held half opened
    /// while any fold is, else flat open. With one fold, that fold's posture.
    public static func combined<Postures: Sequence<Posture>>(_ postures: Postures) -> Posture {
        var halfOpened = false
        for p in postures {
            if p == .cover { return .cover }
            if p == .halfOpened { halfOpened = true }
        }
        return halfOpened ? .halfOpened : .spread
    }

    /// How fast a transition from `now` to `goal` must leave to keep the speed a container had coming
    /// from `before` over the last `elapsed` ms: its velocity along the new path, as the path's share per
    /// unit of progress (0 when it was still, moving away, or has no path left; above
    /// `Transition.fastestLaunch` when the path left is short for that speed).
    static func launch(before: Rect, now: Rect, goal: Rect, elapsed: Double, duration: Double) -> Double {
        guard elapsed > 0, duration > 0 else { return 0 }
        let moved = [now.minX - before.minX, now.maxX - before.maxX, now.minY - before.minY]
        let path = [goal.minX - now.minX, goal.maxX - now.maxX, goal.minY - now.minY]
        let length = path.reduce(0) { $0 + $1 * $1 }
        guard length > 0.25 else { return 0 }
        let along = zip(moved, path).reduce(0) { $0 + $1.0 * $1.1 } / length
        let launch = along / elapsed * duration
        return launch.isFinite ? Swift.max(0, launch) : 0
    }

    struct RelaidKey: Hashable {
        var posture: Posture
        var contents: [Rect]
    }

    /// Whether every page keeps its width: then no text wraps differently on the way.
    static func sameWidths(_ a: [Rect], _ b: [Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.width - $1.width) < 0.5 }
    }

    /// Each page's content region a fraction `p` of the way from `from` to `to`. Its sides and top move,
    /// on whole points (so a region passed again is solved once), kept inside the page it goes to (a
    /// region larger than the display drawn on starts at that display's size); its bottom is the page's
    /// own from the first frame, so what reaches the bottom of a page (a sheet, L11) reaches it on every
    /// frame. A page with no counterpart in `from` is where it goes.
    static func contents(_ from: [Rect], _ to: [Rect], _ p: Double) -> [Rect] {
        to.enumerated().map { i, goal in
            guard i < from.count else { return goal }
            var moved = from[i].interpolated(to: goal, p).intersection(goal)
            moved = Rect(x: moved.minX.rounded(), y: moved.minY.rounded(), width: moved.width.rounded(), height: 0)
            moved.height = goal.maxY - moved.minY
            return moved.isEmpty ? goal : moved
        }
    }

    /// The posture showing before the first sample: the band's, with a partial start showing the
    /// nearer of cover and spread (nothing was held yet).
    public static func initialPosture(for angle: Double, debouncer: PostureDebouncer) -> Posture {
        let band = debouncer.raw(angle)
        if band == .partial { return angle < 90 ? .cover : .spread }
        return band.posture
    }
}
