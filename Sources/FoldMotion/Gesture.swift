import CreaseInput
import CreaseRandom
import FoldLayout
import Foundation

/// A fold gesture as data (`Fixtures/gestures/*.json`): a start angle and segments — sweeps and
/// holds — with optional seeded sensor noise.
public struct Gesture: Hashable, Sendable, Codable, Validating {
    public enum Easing: String, Hashable, Sendable, Codable, InputChoice {
        case linear
        case easeIn = "ease-in"
        case easeOut = "ease-out"
        case easeInOut = "ease-in-out"

        public func apply(_ t: Double) -> Double {
            let t = Swift.min(1, Swift.max(0, t))
            switch self {
            case .linear: return t
            case .easeIn: return t * t
            case .easeOut: return 1 - (1 - t) * (1 - t)
            case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2
            }
        }
    }

    public struct Segment: Hashable, Sendable, Codable {
        public enum Kind: String, Hashable, Sendable, Codable, InputChoice { case sweep, hold }
        public var kind: Kind
        /// The angle a sweep ends at.
        public var to: Double?
        public var ms: Double
        public var easing: Easing?
        /// On a device that folds more than once (S7), the one fold a sweep moves (0: the leading one),
        /// the others holding still meanwhile; absent: every fold moves together.
        public var fold: Int?

        public init(kind: Kind, to: Double? = nil, ms: Double, easing: Easing? = nil, fold: Int? = nil) {
            self.kind = kind
            self.to = to
            self.ms = ms
            self.easing = easing
            self.fold = fold
        }

        public static func sweep(to angle: Double, ms: Double, easing: Easing = .easeInOut, fold: Int? = nil) -> Segment {
            Segment(kind: .sweep, to: angle, ms: ms, easing: easing, fold: fold)
        }

        /// Whether this segment moves fold `index`.
        func moves(fold index: Int) -> Bool { fold.map { $0 == index } ?? true }

        public static func hold(ms: Double) -> Segment { Segment(kind: .hold, ms: ms) }
    }

    public struct Noise: Hashable, Sendable, Codable {
        /// Uniform noise of ± this many degrees on every sample.
        public var amplitude: Double
        public var seed: UInt64

        public init(amplitude: Double, seed: UInt64) {
            self.amplitude = amplitude
            self.seed = seed
        }

        enum CodingKeys: String, CodingKey { case amplitude, seed }

        /// A seed that is not a whole number from 0 to 2⁶⁴ − 1 is refused naming `noise.seed` (the
        /// decoder alone reports a negative or fractional seed as a file that is not JSON).
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            amplitude = try c.decode(Double.self, forKey: .amplitude)
            // Missing: the decoder's own "is missing".
            guard c.contains(.seed) else {
                seed = try c.decode(UInt64.self, forKey: .seed)
                return
            }
            if let whole = try? c.decode(UInt64.self, forKey: .seed) {
                seed = whole
            } else {
                let got = (try? c.decode(Double.self, forKey: .seed)).map { " (got \($0))" } ?? ""
                throw InputError(file: "", field: JSONInput.path(c.codingPath + [CodingKeys.seed]),
                                 message: "must be a whole number from 0 to \(UInt64.max)\(got)")
            }
        }
    }

    /// The bounds every gesture is held to (docs/formats.md): a run's frame count is its duration
    /// × fps, so the duration is what keeps memory and time in check.
    public enum Limits {
        /// The longest gesture, in milliseconds: 120 s, so at most 14,401 frames at 120 fps. Each
        /// segment, a trace's times and its `end` lie within it too.
        public static let milliseconds = 120_000.0
        public static let segments = 10_000
        public static let samples = 100_000
        /// The largest gesture file read, checked before it is read.
        public static let fileBytes = 8 * 1024 * 1024
        /// The frame rates a run may use.
        public static let framesPerSecond = 1.0...240.0
        /// The most frames a run can have: the longest gesture at the highest rate, from 0 ms to the
        /// end inclusive (28,801).
        public static var frames: Int { Int(milliseconds * framesPerSecond.upperBound / 1000) + 1 }
        /// The longest name and scenario name, in characters.
        public static let nameCharacters = 200
        /// The most folds a sweep may name (`Segment.fold` below this).
        public static let folds = 8
    }

    public var version: Int
    public var name: String
    public var start: Double
    public var segments: [Segment]
    public var noise: Noise?
    /// The scenario the gesture is meant for when none is given (`fold-while-editing`: the editor open).
    public var scenario: String?
    /// The posture showing before the first sample; by default the one the start angle implies.
    public var initialPosture: String?
    /// A recorded sensor trace, `[[milliseconds, degrees], …]`, replayed instead of segments: each
    /// frame shows the latest reading at or before its time (an on-change sensor holds its value).
    public var samples: [[Double]]?
    /// When a recorded trace ends (default: its last reading); an on-change sensor is silent while
    /// the hinge is still, so a recording usually lasts past its last reading.
    public var end: Double?

    enum CodingKeys: String, CodingKey { case version, name, start, segments, noise, scenario, initialPosture, samples, end }

    public init(name: String, start: Double, segments: [Segment] = [], noise: Noise? = nil, samples: [[Double]]? = nil,
                end: Double? = nil, scenario: String? = nil, initialPosture: String? = nil) {
        version = 1
        self.name = name
        self.start = start
        self.segments = segments
        self.noise = noise
        self.samples = samples
        self.end = end
        self.scenario = scenario
        self.initialPosture = initialPosture
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        name = try c.decode(String.self, forKey: .name)
        samples = try c.decodeIfPresent([[Double]].self, forKey: .samples)
        start = try c.decodeIfPresent(Double.self, forKey: .start) ?? samples?.first?.last ?? 0
        segments = try c.decodeIfPresent([Segment].self, forKey: .segments) ?? []
        noise = try c.decodeIfPresent(Noise.self, forKey: .noise)
        scenario = try c.decodeIfPresent(String.self, forKey: .scenario)
        initialPosture = try c.decodeIfPresent(String.self, forKey: .initialPosture)
        end = try c.decodeIfPresent(Double.self, forKey: .end)
    }

    public func validate() throws(InputError) {
        let most = Limits.milliseconds
        guard version == 1 else { throw InputError(file: "", field: "version", message: "must be 1 (got \(version))") }
        guard !name.isEmpty, name.count <= Limits.nameCharacters else {
            throw InputError(file: "", field: "name", message: "must be 1 to \(Limits.nameCharacters) characters (got \(name.count))")
        }
        if let scenario {
            guard !scenario.isEmpty, scenario.count <= Limits.nameCharacters else {
                throw InputError(file: "", field: "scenario",
                                 message: "must name a scenario or a scenario file in 1 to \(Limits.nameCharacters) characters (got \(scenario.count)), or be left out for typical")
            }
        }
        guard start.isFinite, (0...360).contains(start) else {
            throw InputError(file: "", field: "start", message: "must be an angle from 0 to 360 (got \(start))")
        }
        if let samples {
            guard !samples.isEmpty else { throw InputError(file: "", field: "samples", message: "must hold at least one sample") }
            guard samples.count <= Limits.samples else {
                throw InputError(file: "", field: "samples", message: "holds \(samples.count) samples; a trace holds at most \(Limits.samples)")
            }
            guard segments.isEmpty else { throw InputError(file: "", field: "segments", message: "must be absent when samples are given") }
            var last = -Double.infinity
            for (i, pair) in samples.enumerated() {
                guard pair.count == 2 else {
                    throw InputError(file: "", field: "samples[\(i)]", message: "must be [milliseconds, degrees] (got \(pair.count) numbers)")
                }
                guard pair[0].isFinite, pair[0] >= 0, pair[0] <= most else {
                    throw InputError(file: "", field: "samples[\(i)][0]", message: "must be a time from 0 to \(most.compactText) ms (got \(pair[0]))")
                }
                guard pair[0] > last else {
                    throw InputError(file: "", field: "samples[\(i)][0]", message: "times must rise (\((pair[0]).compactText) ms comes after \(last.compactText) ms)")
                }
                guard pair[1].isFinite, (0...360).contains(pair[1]) else {
                    throw InputError(file: "", field: "samples[\(i)][1]", message: "must be an angle from 0 to 360 (got \(pair[1]))")
                }
                last = pair[0]
            }
            if let end {
                guard end.isFinite, end >= last, end <= most else {
                    throw InputError(file: "", field: "end", message: "must lie from the last sample (\(last.compactText) ms) to \(most.compactText) ms (got \(end))")
                }
            }
        } else if segments.isEmpty {
            throw InputError(file: "", field: "segments", message: "must hold at least one segment")
        } else if end != nil {
            throw InputError(file: "", field: "end", message: "belongs to a recorded trace (samples), not to segments (got \(end.map(\.compactText) ?? ""))")
        }
        guard segments.count <= Limits.segments else {
            throw InputError(file: "", field: "segments", message: "holds \(segments.count) segments; a gesture holds at most \(Limits.segments)")
        }
        var total = 0.0
        for (i, s) in segments.enumerated() {
            let f = "segments[\(i)]"
            guard s.ms.isFinite, s.ms > 0, s.ms <= most else {
                throw InputError(file: "", field: f + ".ms", message: "must be a duration from 0 (exclusive) to \(most.compactText) ms (got \(s.ms))")
            }
            total += s.ms
            guard total <= most else {
                throw InputError(file: "", field: f + ".ms",
                                 message: "brings the gesture to \(total.compactText) ms; a gesture lasts at most \(most.compactText) ms in all (got \(s.ms.compactText) ms)")
            }
            if let fold = s.fold {
                guard s.kind == .sweep else { throw InputError(file: "", field: f + ".fold", message: "belongs to a sweep: a hold holds every fold") }
                guard (0..<Limits.folds).contains(fold) else {
                    throw InputError(file: "", field: f + ".fold", message: "must be a fold's index from 0 (the leading fold) to \(Limits.folds - 1) (got \(fold))")
                }
            }
            if s.kind == .sweep {
                guard let to = s.to else { throw InputError(file: "", field: f + ".to", message: "is required for a sweep") }
                guard to.isFinite, (0...360).contains(to) else {
                    throw InputError(file: "", field: f + ".to", message: "must be an angle from 0 to 360 (got \(to))")
                }
            }
        }
        if let noise {
            guard noise.amplitude.isFinite, noise.amplitude >= 0, noise.amplitude <= 45 else {
                throw InputError(file: "", field: "noise.amplitude", message: "must be 0 to 45 degrees (got \(noise.amplitude))")
            }
        }
        if let p = initialPosture, !["cover", "spread", "half-opened"].contains(p) {
            throw InputError(file: "", field: "initialPosture", message: "must be cover, spread or half-opened (got \"\(p)\")")
        }
    }

    /// How many folds the gesture needs a device to have (S7): one past the highest fold a sweep names;
    /// 1 when every sweep moves every fold together.
    public var foldsMoved: Int { (segments.compactMap(\.fold).max() ?? 0) + 1 }

    /// Total length in milliseconds.
    public var duration: Double {
        if let samples { return end ?? samples.last?.first ?? 0 }
        return segments.reduce(0) { $0 + $1.ms }
    }

    /// How many frames a run at `fps` has: one at 0 ms and one every 1000/fps ms up to and including
    /// the end (a 900 ms gesture at 60 fps: 55). Zero when the duration or rate is unusable.
    public func frameCount(fps: Double) -> Int {
        let d = duration
        guard d.isFinite, d >= 0, d <= Limits.milliseconds, fps.isFinite, Limits.framesPerSecond.contains(fps) else { return 0 }
        // Exact for whole frame counts: 900 ms × 60 fps is 54 intervals, not 53.999….
        return Int((d * fps / 1000 + 1e-9).rounded(.down)) + 1
    }

    /// The noiseless angle of fold `fold` at `t` milliseconds (one lookup; `samples(fps:)` walks a whole
    /// run in one pass).
    public func angle(at t: Double, fold: Int = 0) -> Double {
        var cursor = SegmentCursor(start: start, fold: fold)
        return cursor.angle(at: t, in: segments)
    }

    /// Samples of fold `fold`'s hinge sensor (S7; 0 the leading fold, the only one on most devices) at
    /// `fps` from 0 ms to the end inclusive, in one pass over the segments: a script's angles with noise
    /// from the seed (each fold's sensor its own noise, from the seed plus the fold's index; clamped to
    /// 0…360), or a recorded trace resampled (one trace: every fold reads it).
    public func samples(fps: Double, fold: Int = 0) -> [HingeSample] {
        let count = frameCount(fps: fps)
        var out: [HingeSample] = []
        out.reserveCapacity(count)
        if let samples {
            // The latest reading at or before each frame; before the first reading, the first.
            var k = 0
            for i in 0..<count {
                let t = Double(i) * 1000 / fps
                while k + 1 < samples.count, samples[k + 1][0] <= t + 1e-9 { k += 1 }
                out.append(HingeSample(time: t, angle: samples.isEmpty ? start : samples[k][1]))
            }
            return out
        }
        var rng = SeededRandom(seed: (noise?.seed ?? 0) &+ UInt64(Swift.max(0, fold)))
        var cursor = SegmentCursor(start: start, fold: fold)
        for i in 0..<count {
            let t = Double(i) * 1000 / fps
            var a = cursor.angle(at: t, in: segments)
            if let noise, noise.amplitude > 0 { a += (rng.nextUnit() * 2 - 1) * noise.amplitude }
            out.append(HingeSample(time: t, angle: Swift.min(360, Swift.max(0, a))))
        }
        return out
    }
}
