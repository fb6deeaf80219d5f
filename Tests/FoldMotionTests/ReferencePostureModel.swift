import CreaseRandom
import FoldLayout
@testable import FoldMotion

/// A plain statement of what a posture debouncer must do (M1, M6, M7), written apart from
/// `PostureDebouncer` so the two can be compared: it reads a whole gesture after the fact — every
/// sample, the rests the gesture was made of, and the posture committed after each sample — and says
/// where the committed posture is not one the rules allow. As the reference solver is for layout.
///
/// - **M7** A rest (the hinge held still, its readings within the noise gate) that lasts the hold time
///   shows the band it rests in, from the hold time (and six readings' slack, inside the transition M7
///   allows) after it began to its
///   end, wherever in the band it rests. A rest whose noise reaches across a band's edge may show either
///   band it touches. M6: no layout shown at rest lasts fewer than the simulator's minimum frames.
/// - **M1** Half-opened is committed only after a held partial fold: for the hold time before the
///   commit the readings stayed within two noise gates of each other, some in the partial band. So a
///   sweep that moves more than two gates per hold time never commits it.
/// - **M1** A sweep into the closed, flat or folded-back band whose last reading lies further inside it
///   than the noise gate has committed that band by that reading.
struct ReferencePostureModel {
    var bands: DeviceProfile.PostureBands
    /// The fewest readings a layout shown at rest may last (the simulator's `minimumFrames`).
    var minimumFrames = 3

    /// The band an angle lies in, stated again from the spec: folded back from `foldedBackFrom`, closed
    /// below `closedBelow`, flat from `flatFrom`, partial between.
    func band(_ angle: Double) -> RawPosture {
        if let back = bands.foldedBackFrom, angle >= back { return .foldedBack }
        if angle < bands.closedBelow { return .closed }
        if angle >= bands.flatFrom { return .flat }
        return .partial
    }

    /// The bands an interval of angles touches.
    func bands(from low: Double, to high: Double) -> Set<RawPosture> {
        var out: Set<RawPosture> = [band(low), band(high)]
        for edge in [bands.closedBelow, bands.flatFrom] + (bands.foldedBackFrom.map { [$0] } ?? []) where edge > low && edge <= high {
            out.insert(band(edge))
        }
        return out
    }

    /// The rests of `motion` long enough to be judged (M7).
    func judged(_ motion: RandomMotion) -> Int {
        motion.rests.filter { $0.end - settled($0, motion) >= motion.interval.upperBound }.count
    }

    /// When a rest must show its band: the hold, then a transition's time at most (the hold and six
    /// readings: the debouncer judges a rest from five at least).
    func settled(_ rest: RandomMotion.Rest, _ motion: RandomMotion) -> Double {
        rest.start + bands.holdMilliseconds + 6 * motion.interval.upperBound
    }

    /// The first place `committed` (the posture after each of `motion`'s samples) breaks a rule, or nil.
    func disagreement(_ motion: RandomMotion, committed: [Posture]) -> String? {
        let samples = motion.samples
        let hold = bands.holdMilliseconds, gate = bands.noiseGate
        // M7 and M6: every rest long enough to be held shows a band it touches, and nothing briefly.
        for rest in motion.rests {
            let settled = settled(rest, motion)
            guard rest.end - settled >= motion.interval.upperBound else { continue }
            let touched = bands(from: rest.angle - rest.noise, to: rest.angle + rest.noise)
            let allowed = Set(touched.map(\.posture))
            // M6: a layout shown at rest stays for at least `minimumFrames` readings (or to the rest's end).
            var since = -1
            for (k, s) in samples.enumerated() where s.time >= settled && s.time <= rest.end {
                if !allowed.contains(committed[k]) {
                    return "M7: at \(Self.ms(s.time)) ms, resting at \(Self.deg(rest.angle))° ± \(Self.deg(rest.noise)) since \(Self.ms(rest.start)) ms (\(touched.map(\.rawValue).sorted().joined(separator: "/"))), \(committed[k]) is committed"
                }
                if k > 0, committed[k] != committed[k - 1] {
                    if since >= 0, k - since < minimumFrames {
                        return "M6: at \(Self.ms(s.time)) ms, resting at \(Self.deg(rest.angle))° ± \(Self.deg(rest.noise)), \(committed[k - 1]) showed for \(k - since) readings"
                    }
                    since = k
                }
            }
        }
        // M1: half-opened only after a held partial fold.
        for k in samples.indices where committed[k] == .halfOpened && (k == 0 || committed[k - 1] != .halfOpened) {
            let t = samples[k].time
            let held = samples[...k].filter { $0.time >= t - hold }
            let started = samples[0].time <= t - hold
            let low = held.map(\.angle).min() ?? 0, high = held.map(\.angle).max() ?? 0
            if !started || high - low > 2 * gate + 1e-9 || !held.contains(where: { band($0.angle) == .partial }) {
                return "M1: at \(Self.ms(t)) ms half-opened was committed, but the \(Self.ms(hold)) ms before it ranged \(Self.deg(low))°…\(Self.deg(high))° (two gates: \(Self.deg(2 * gate))°)"
            }
        }
        // M1: a sweep whose last reading lies well inside closed, flat or folded back (further than a
        // gate from its edges, so the gate cannot hold an angle outside it) has committed that band.
        for sweep in motion.sweeps where band(sweep.from) != band(sweep.to) {
            guard let k = samples.lastIndex(where: { $0.time <= sweep.end }), samples[k].time >= sweep.start else { continue }
            let reading = samples[k].angle, b = band(reading)
            guard b != .partial, b == band(sweep.to), band(reading - gate) == b, band(reading + gate) == b else { continue }
            if committed[k] != b.posture {
                return "M1: the sweep from \(Self.deg(sweep.from))° to \(Self.deg(sweep.to))° read \(Self.deg(reading))° at \(Self.ms(samples[k].time)) ms, in the \(b) band, with \(committed[k]) committed"
            }
        }
        return nil
    }

    static func ms(_ v: Double) -> String { String(Int(v.rounded())) }
    static func deg(_ v: Double) -> String { String(Double(Int((v * 10).rounded())) / 10) }
}

/// A gesture made to break a debouncer: sweeps and rests at random, with sensor noise, read at a random
/// rate with jitter. Rests are put anywhere in every band, and on purpose near, at and across the
/// bands' edges.
struct RandomMotion: CustomStringConvertible {
    enum Step: Equatable {
        case sweep(to: Double, ms: Double)
        case rest(ms: Double)
    }
    var start: Double
    var steps: [Step]
    /// ± degrees on every reading (at most half the noise gate, so a rest stays within it).
    var noise: Double
    /// Milliseconds between readings.
    var interval: ClosedRange<Double>
    var seed: UInt64

    struct Rest { var start: Double, end: Double, angle: Double, noise: Double }
    struct Sweep { var start: Double, end: Double, from: Double, to: Double }

    /// The readings, and the rests and sweeps they were made of.
    var samples: [HingeSample] { made.samples }
    var rests: [Rest] { made.rests }
    var sweeps: [Sweep] { made.sweeps }

    var made: (samples: [HingeSample], rests: [Rest], sweeps: [Sweep]) {
        var rng = SeededRandom(seed: seed)
        var samples: [HingeSample] = []
        var rests: [Rest] = [], sweeps: [Sweep] = []
        var t = 0.0, angle = start
        func read(until end: Double, _ at: (Double) -> Double) {
            while t <= end {
                let wobble = (rng.nextUnit() * 2 - 1) * noise
                samples.append(HingeSample(time: t, angle: Swift.min(360, Swift.max(0, at(t) + wobble))))
                t += interval.lowerBound + rng.nextUnit() * (interval.upperBound - interval.lowerBound)
            }
        }
        var clock = 0.0
        for step in steps {
            switch step {
            case .sweep(let to, let ms):
                let from = angle, begin = clock
                read(until: clock + ms) { from + (to - from) * Swift.min(1, ($0 - begin) / Swift.max(ms, 1)) }
                sweeps.append(Sweep(start: begin, end: clock + ms, from: from, to: to))
                angle = to
                clock += ms
            case .rest(let ms):
                let at = angle
                read(until: clock + ms) { _ in at }
                rests.append(Rest(start: clock, end: clock + ms, angle: at, noise: noise))
                clock += ms
            }
        }
        return (samples, rests, sweeps)
    }

    var description: String {
        let parts = steps.map { step -> String in
            switch step {
            case .sweep(let to, let ms): "sweep to \(ReferencePostureModel.deg(to))° in \(ReferencePostureModel.ms(ms)) ms"
            case .rest(let ms): "rest \(ReferencePostureModel.ms(ms)) ms"
            }
        }
        return "from \(ReferencePostureModel.deg(start))°: " + parts.joined(separator: ", ")
            + "; noise ± \(ReferencePostureModel.deg(noise))°, a reading every \(ReferencePostureModel.deg(interval.lowerBound))–\(ReferencePostureModel.deg(interval.upperBound)) ms, seed \(seed)"
    }

    /// Valid settings at random: bands in order, a gate from half a degree to 12°, a hold from 20 ms to
    /// 1 s, a steady speed from 10 to 200°/s, folding back or not.
    static func settings(_ rng: inout SeededRandom) -> DeviceProfile.PostureBands {
        let closed = 5 + rng.nextUnit() * 55
        let flat = Swift.min(178, closed + 20 + rng.nextUnit() * (175 - closed - 20))
        let fully = flat + rng.nextUnit() * (180 - flat)
        let back: Double? = rng.below(2) == 0 ? nil : Swift.max(fully + 1, 190 + rng.nextUnit() * 165)
        return DeviceProfile.PostureBands(closedBelow: closed, flatFrom: flat, fullyOpenFrom: fully, foldedBackFrom: back,
                                          noiseGate: 0.5 + rng.nextUnit() * 11.5, holdMilliseconds: 20 + rng.nextUnit() * 980,
                                          steadyDegreesPerSecond: 10 + rng.nextUnit() * 190)
    }

    /// A gesture at random for `bands`: one to six steps, each a sweep (fast or slow) to an angle in some
    /// band — anywhere in it, or within a gate of one of its edges, or on the edge — or a rest, long or short.
    static func random(_ rng: inout SeededRandom, bands: DeviceProfile.PostureBands, seed: UInt64) -> RandomMotion {
        let gate = bands.noiseGate
        var edges = [bands.closedBelow, bands.flatFrom]
        if let back = bands.foldedBackFrom { edges.append(back) }
        let top = bands.foldedBackFrom.map { _ in 360.0 } ?? 180.0
        func angle() -> Double {
            switch rng.below(4) {
            case 0: return rng.nextUnit() * top
            case 1, 2:
                let edge = edges[rng.below(edges.count)]
                return Swift.min(top, Swift.max(0, edge + (rng.nextUnit() * 2 - 1) * 1.5 * gate))
            default: return edges[rng.below(edges.count)]
            }
        }
        let fast = 16 + rng.nextUnit() * 18
        let interval = rng.below(3) == 0 ? 4.0...(4 + rng.nextUnit() * 8) : (fast - 2)...(fast + 2)
        let hold = bands.holdMilliseconds
        var steps: [Step] = []
        for _ in 0..<(1 + rng.below(6)) {
            if rng.below(3) == 0, !steps.isEmpty {
                steps.append(.rest(ms: rng.below(3) == 0 ? rng.nextUnit() * hold : hold + 8 * interval.upperBound + rng.nextUnit() * 1500))
            } else {
                steps.append(.sweep(to: angle(), ms: 40 + rng.nextUnit() * (rng.below(2) == 0 ? 400 : 4000)))
                steps.append(.rest(ms: hold + 8 * interval.upperBound + rng.nextUnit() * 1500))
            }
        }
        let noise = rng.below(4) == 0 ? 0 : rng.nextUnit() * 0.45 * gate
        return RandomMotion(start: rng.nextUnit() * top, steps: steps, noise: noise, interval: interval, seed: seed)
    }

    /// Smaller gestures to try when `self` fails: a step left out, a step halved, the noise gone, the
    /// reading rate steady, angles on whole degrees.
    var smaller: [RandomMotion] {
        var out: [RandomMotion] = []
        for k in steps.indices where steps.count > 1 {
            var m = self
            m.steps.remove(at: k)
            out.append(m)
        }
        for k in steps.indices {
            var m = self
            switch steps[k] {
            case .sweep(let to, let ms) where ms > 20: m.steps[k] = .sweep(to: to, ms: (ms / 2).rounded())
            case .rest(let ms) where ms > 20: m.steps[k] = .rest(ms: (ms * 0.75).rounded())
            default: continue
            }
            out.append(m)
        }
        if noise > 0 { var m = self; m.noise = 0; out.append(m) }
        if noise > 0.1 { var m = self; m.noise = (noise / 2 * 10).rounded() / 10; out.append(m) }
        if interval.lowerBound != interval.upperBound { var m = self; m.interval = interval.upperBound...interval.upperBound; out.append(m) }
        for k in steps.indices {
            guard case .sweep(let to, let ms) = steps[k], to != to.rounded() else { continue }
            var m = self
            m.steps[k] = .sweep(to: to.rounded(), ms: ms)
            out.append(m)
        }
        if start != start.rounded() { var m = self; m.start = start.rounded(); out.append(m) }
        return out
    }

    /// `self` made as small as it goes while `fails` holds.
    func shrunk(while fails: (RandomMotion) -> Bool) -> RandomMotion {
        var current = self
        var progress = true
        var rounds = 0
        while progress, rounds < 500 {
            progress = false
            rounds += 1
            for candidate in current.smaller where fails(candidate) {
                current = candidate
                progress = true
                break
            }
        }
        return current
    }
}
