import FoldLayout

/// What a simulation did, in the terms a reviewer asks about: how often the raw posture changed and
/// how many of those changes the debouncer suppressed, each partial fold (how long it was held and
/// whether it committed), the transitions, the rules broken on any frame, and a one-line verdict.
public struct SimulationStory: Hashable, Sendable {
    /// A run of frames whose sensor angle stayed in one band.
    public struct Episode: Hashable, Sendable {
        public var band: RawPosture
        public var firstFrame: Int
        public var lastFrame: Int
        /// When the band was entered, and when it was left (the next episode's first frame, or the
        /// last frame's time for the final episode), in milliseconds.
        public var start: Double
        public var end: Double
        /// The posture committed while the angle was in this band, if any.
        public var committed: Posture?

        public var milliseconds: Double { end - start }
    }

    /// A stretch in the partial band and what the debouncer made of it (M1).
    public struct PartialFold: Hashable, Sendable {
        public var start: Double
        public var end: Double
        public var frames: Int
        /// The longest the fold was held steady, in milliseconds (it commits on reaching the hold time).
        public var held: Double
        /// When `halfOpened` was committed during it, if it was: on a device that folds more than once,
        /// when this fold's own debouncer committed it.
        public var committedAt: Double?
        /// Which fold it was (0: the leading one) on a device that folds more than once (S7); `nil` with one fold.
        public var fold: Int? = nil

        public var milliseconds: Double { end - start }
    }

    /// A run of frames with a transition in flight (one or more retargeted transitions).
    public struct TransitionSpan: Hashable, Sendable {
        public var firstFrame: Int
        public var lastFrame: Int
        public var start: Double
        public var end: Double
        /// The posture it settled in.
        public var to: Posture
        /// How many commits started or retargeted it (more than one: interrupted, M4).
        public var commits: Int

        public var milliseconds: Double { end - start }
    }

    public var episodes: [Episode]
    public var commits: [SimulationResult.Commit]
    public var partialFolds: [PartialFold]
    public var transitions: [TransitionSpan]
    public var transients: [SimulationResult.Transient]
    public var violations: [FrameViolation]
    /// The posture on screen before the first sample.
    public var initial: Posture
    public var holdMilliseconds: Double
    public var minimumFrames: Int
    public var reduceMotion: Bool

    /// Reads a result; `violations` defaults to every rule broken on its frames (motion and layout).
    public init(_ result: SimulationResult, violations: [FrameViolation]? = nil) {
        let rows = result.rows
        commits = result.commits
        transients = result.transients
        self.violations = violations ?? result.frameViolations
        holdMilliseconds = result.bands.holdMilliseconds
        minimumFrames = result.minimumFrames
        reduceMotion = result.reduceMotion
        initial = result.initial
        var episodes: [Episode] = []
        var folds: [PartialFold] = []
        var spans: [TransitionSpan] = []
        for row in rows {
            if let last = episodes.last, last.band == row.rawPosture {
                episodes[episodes.count - 1].lastFrame = row.frame
                episodes[episodes.count - 1].end = row.time
            } else {
                if !episodes.isEmpty { episodes[episodes.count - 1].end = row.time }
                episodes.append(Episode(band: row.rawPosture, firstFrame: row.frame, lastFrame: row.frame, start: row.time, end: row.time))
            }
            if let c = row.committed { episodes[episodes.count - 1].committed = c }
            if row.progress != nil {
                if let last = spans.last, last.lastFrame == row.frame - 1 {
                    spans[spans.count - 1].lastFrame = row.frame
                    spans[spans.count - 1].end = row.time
                    spans[spans.count - 1].to = row.posture
                    if row.committed != nil { spans[spans.count - 1].commits += 1 }
                } else {
                    spans.append(TransitionSpan(firstFrame: row.frame, lastFrame: row.frame, start: row.time, end: row.time,
                                                to: row.posture, commits: row.committed == nil ? 0 : 1))
                }
            }
        }
        if let count = rows.first?.folds?.count {
            // Several folds (S7): each fold's own stretches in its partial band, in time order.
            for k in 0..<count { folds += Self.partialFolds(rows, fold: k) }
            folds.sort { ($0.start, $0.fold ?? 0) < ($1.start, $1.fold ?? 0) }
        } else {
            for e in episodes where e.band == .partial {
                let slice = rows[e.firstFrame...e.lastFrame]
                let held = slice.map(\.held).max() ?? 0
                let at = slice.first { $0.committed == .halfOpened }?.time
                folds.append(PartialFold(start: e.start, end: e.end, frames: e.lastFrame - e.firstFrame + 1, held: held, committedAt: at))
            }
        }
        self.episodes = episodes
        partialFolds = folds
        transitions = spans
    }

    /// Fold `k`'s stretches in its partial band: how long each was held steady, and when that fold's own
    /// debouncer committed half-opened during it.
    static func partialFolds(_ rows: [TimelineRow], fold k: Int) -> [PartialFold] {
        var out: [PartialFold] = []
        var open: PartialFold?
        var before: Posture?
        for row in rows {
            guard let reading = row.folds.flatMap({ k < $0.count ? $0[k] : nil }) else { continue }
            if reading.rawPosture == .partial {
                var current = open ?? PartialFold(start: row.time, end: row.time, frames: 0, held: 0, committedAt: nil, fold: k)
                current.end = row.time
                current.frames += 1
                current.held = Swift.max(current.held, reading.held)
                if reading.posture == .halfOpened, before != .halfOpened, current.committedAt == nil { current.committedAt = row.time }
                open = current
            } else if var done = open {
                done.end = row.time
                out.append(done)
                open = nil
            }
            before = reading.posture
        }
        if let open { out.append(open) }
        return out
    }

    /// How many times the sensor's band changed.
    public var rawChanges: Int { Swift.max(0, episodes.count - 1) }

    /// Raw changes after which nothing committed before the band changed again.
    public var suppressed: Int { episodes.dropFirst().filter { $0.committed == nil }.count }

    public var longestTransition: TransitionSpan? { transitions.max { $0.milliseconds < $1.milliseconds } }

    /// The committed postures in order, from the start: `cover → spread`.
    public var path: [Posture] { [initial] + commits.map(\.posture) }

    /// One line: did anything flicker, was anything broken, and what the debouncer did.
    public var verdict: String {
        if let t = transients.first {
            let more = transients.count > 1 ? " (and \(transients.count - 1) more)" : ""
            return "FLICKER: \(t.posture.rawValue) was on screen for only \(t.frames) frame(s) at \(Int(t.startTime.rounded())) ms\(more) (M6)"
        }
        if !violations.isEmpty {
            let rules = Dictionary(grouping: violations, by: \.rule).map { "\($0.key) ×\($0.value.count)" }.sorted().joined(separator: ", ")
            return "PROBLEM: \(violations.count) rule violation(s) on the frames (\(rules)); see the timeline"
        }
        var notes: [String] = []
        if suppressed > 0 { notes.append("\(suppressed) of \(rawChanges) raw change\(rawChanges == 1 ? "" : "s") suppressed") }
        let unheld = partialFolds.filter { $0.committedAt == nil }.count
        if unheld > 0 {
            notes.append("\(unheld == 1 ? "a partial fold" : "\(unheld) partial folds") held under \(Int(holdMilliseconds.rounded())) ms never showed half-opened")
        }
        let tail = notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
        if commits.isEmpty { return "STEADY: nothing committed, \(initial.rawValue) stayed on screen\(tail)" }
        let steps = path.map(\.rawValue).joined(separator: " → ")
        let count = commits.count == 1 ? "one commit" : "\(commits.count) commits"
        return "OK: \(steps) in \(count), no layout shown for under \(minimumFrames) frames\(tail)"
    }
}
