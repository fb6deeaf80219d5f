import CreaseInput
import FoldLayout
import Foundation

/// A fold gesture as data (`Fixtures/gestures/*.json`): a start angle and segments — sweeps and
/// holds — with optional seeded sensor noise.
public struct Gesture: Hashable, Sendable, Codable, Validating {
    public enum Easing: String, Hashable, Sendable, Codable {
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
        public enum Kind: String, Hashable, Sendable, Codable { case sweep, hold }
        public var kind: Kind
        /// The angle a sweep ends at.
        public var to: Double?
        public var ms: Double
        public var easing: Easing?

        public init(kind: Kind, to: Double? = nil, ms: Double, easing: Easing? = nil) {
            self.kind = kind
            self.to = to
            self.ms = ms
            self.easing = easing
        }

        public static func sweep(to angle: Double, ms: Double, easing: Easing = .easeInOut) -> Segment {
            Segment(kind: .sweep, to: angle, ms: ms, easing: easing)
        }

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
    /// A recorded sensor trace, `[[milliseconds, degrees], …]`, replayed as it is instead of segments.
    public var samples: [[Double]]?

    enum CodingKeys: String, CodingKey { case version, name, start, segments, noise, scenario, initialPosture, samples }

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
    }

    public func validate() throws(InputError) {
        guard version == 1 else { throw InputError(file: "", field: "version", message: "must be 1 (got \(version))") }
        guard start.isFinite, (0...360).contains(start) else {
            throw InputError(file: "", field: "start", message: "must be an angle from 0 to 360 (got \(start))")
        }
        if let samples {
            var last = -Double.infinity
            for (i, pair) in samples.enumerated() {
                guard pair.count == 2 else { throw InputError(file: "", field: "samples[\(i)]", message: "must be [milliseconds, degrees]") }
                guard pair[0].isFinite, pair[0] >= 0 else {
                    throw InputError(file: "", field: "samples[\(i)][0]", message: "must be a time of 0 ms or more (got \(pair[0]))")
                }
                guard pair[0] > last else {
                    throw InputError(file: "", field: "samples[\(i)][0]", message: "times must rise (\((pair[0]).compactText) ms comes after \(last.compactText) ms)")
                }
                guard pair[1].isFinite, (0...360).contains(pair[1]) else {
                    throw InputError(file: "", field: "samples[\(i)][1]", message: "must be an angle from 0 to 360 (got \(pair[1]))")
                }
                last = pair[0]
            }
            guard !samples.isEmpty else { throw InputError(file: "", field: "samples", message: "must hold at least one sample") }
        } else if segments.isEmpty {
            throw InputError(file: "", field: "segments", message: "must hold at least one segment")
        }
        for (i, s) in segments.enumerated() {
            let f = "segments[\(i)]"
            guard s.ms.isFinite, s.ms > 0 else {
                throw InputError(file: "", field: f + ".ms", message: "must be a positive duration in milliseconds (got \(s.ms))")
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

    /// Total length in milliseconds.
    public var duration: Double {
        if let samples { return samples.last?.first ?? 0 }
        return segments.reduce(0) { $0 + $1.ms }
    }

    /// The noiseless angle at `t` milliseconds.
    public func angle(at t: Double) -> Double {
        var angle = start
        var elapsed = 0.0
        for s in segments {
            if t <= elapsed + s.ms {
                guard s.kind == .sweep, let to = s.to else { return angle }
                let p = (s.easing ?? .easeInOut).apply((t - elapsed) / s.ms)
                return angle + (to - angle) * p
            }
            elapsed += s.ms
            if s.kind == .sweep, let to = s.to { angle = to }
        }
        return angle
    }

    /// Samples at `fps` from 0 to the end, noise added from the seed and clamped to 0…360.
    public func samples(fps: Double) -> [HingeSample] {
        if let samples { return samples.map { HingeSample(time: $0[0], angle: $0[1]) } }
        let step = 1000 / fps
        let count = Int((duration / step).rounded(.down)) + 1
        var rng = SplitMix64(seed: noise?.seed ?? 0)
        return (0..<count).map { i in
            let t = Double(i) * step
            var a = angle(at: t)
            if let noise, noise.amplitude > 0 { a += (rng.nextUnit() * 2 - 1) * noise.amplitude }
            return HingeSample(time: t, angle: Swift.min(360, Swift.max(0, a)))
        }
    }
}

/// A small, fixed-seed generator so noisy gestures replay identically everywhere.
public struct SplitMix64: Sendable {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
