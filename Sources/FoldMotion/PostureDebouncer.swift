import FoldLayout

/// Turns hinge samples into committed postures (M1, M7). A hinge at rest — its readings within one
/// noise gate for the hold time — shows the band it rests in, read from where it rests. A moving hinge
/// commits closed, folded-back and flat at once; a partial fold commits only after it has been held —
/// at rest, or every sample for the hold time inside the partial band, spread over less than two noise
/// gates and turning slower than the steady speed — so an opening sweep that ends flat never commits
/// `halfOpened`, not even for one frame. `ReferencePostureModel` in the tests states these rules apart.
public struct PostureDebouncer: Sendable {
    public let bands: DeviceProfile.PostureBands
    public let foldable: Bool
    public private(set) var committed: Posture
    public private(set) var lastTime: Double?
    /// Recent samples: those inside the hold window and the one before, and at least `fewestReadings`.
    private var window: [HingeSample] = []
    /// The fewest readings a rest is judged from. A hold shorter than a few readings (20 ms at 30 Hz)
    /// would otherwise judge a rest from two, whose range misses where its noise reaches: a rest on a
    /// band's edge then changed layout every other reading (found by the property test, M6). Five
    /// readings take at most 170 ms at 30 Hz, inside the transition M7 allows after the hold.
    static let fewestReadings = 5
    /// The angle the bands are read from: where the hinge rests (`resting`), else the last sample that
    /// moved at least a noise gate from this angle (`nil` before the first sample).
    public private(set) var gated: Double?

    public init(device: DeviceProfile, initial: Posture = .cover) {
        self.init(bands: device.postures, foldable: device.isFoldable, initial: initial)
    }

    /// A debouncer reading one hinge sensor through `bands`: on a device that folds more than once
    /// (S7), each fold's own (`DeviceProfile.bands(ofFold:)`).
    public init(bands: DeviceProfile.PostureBands, foldable: Bool = true, initial: Posture = .cover) {
        self.bands = bands
        self.foldable = foldable
        committed = foldable ? initial : .cover
    }

    /// The band an angle falls in.
    public func raw(_ angle: Double) -> RawPosture {
        if let back = bands.foldedBackFrom, angle >= back { return .foldedBack }
        if angle < bands.closedBelow { return .closed }
        if angle >= bands.flatFrom { return .flat }
        return .partial
    }

    /// Feeds one sample; returns the posture committed by it, if it changed.
    public mutating func feed(_ sample: HingeSample) throws(MotionError) -> Posture? {
        guard sample.time.isFinite else { throw MotionError(field: "time", message: "must be a finite number of milliseconds") }
        guard sample.angle.isFinite else { throw MotionError(field: "angle", message: "must be a finite angle (got \(sample.angle))") }
        guard (0...360).contains(sample.angle) else {
            throw MotionError(field: "angle", message: "must lie between 0° and 360° (got \(sample.angle))")
        }
        if let last = lastTime, sample.time <= last {
            throw MotionError(field: "time", message: "samples must be in time order (\(sample.time) ms came after \(last) ms)")
        }
        lastTime = sample.time
        guard foldable else { return nil }

        window.append(sample)
        // The hold time's readings and the one before them, and never fewer than `fewestReadings`.
        let horizon = sample.time - bands.holdMilliseconds
        if let firstRetained = window.firstIndex(where: { $0.time >= horizon }) {
            let drop = Swift.min(firstRetained - 1, window.count - Self.fewestReadings)
            if drop > 0 { window.removeFirst(drop) }
        }

        // At rest (M7): the readings have stayed within the noise gate for the hold time. The gate is
        // centred again where the hinge rests (the readings' mean):
        // a gate left where a sweep last moved it lags the hinge by up to its width, which once kept a
        // device resting at 153° (flat) reading 148° (partial) for good.
        guard let rest = resting else { return moved(sample) }
        gated = rest.angle
        // A rest whose noise reaches across a band's edge keeps the layout it shows when that is one of
        // the bands its readings touch, so it does not flicker at rest (M6).
        // Else the band of the latest reading: a window that still holds the end of the sweep that came
        // to rest has its mean behind the hinge, and every reading of a rest lies in a band it touches.
        guard !touched(rest.low...rest.high).contains(where: { $0.posture == committed }) else { return nil }
        return commit(raw(sample.angle).posture)
    }

    /// A moving hinge's sample: the noise gate, then the band.
    private mutating func moved(_ sample: HingeSample) -> Posture? {
        // Moving: small wobbles do not move the angle the bands are read from (the noise gate).
        let angle: Double
        if let g = gated, abs(sample.angle - g) < bands.noiseGate { angle = g } else { angle = sample.angle }
        gated = angle
        let band = raw(angle)
        switch band {
        case .closed, .foldedBack, .flat:
            return commit(band.posture)
        case .partial:
            // A partial fold that drifts slower than the steady speed is held too (M1).
            guard heldMilliseconds >= bands.holdMilliseconds else { return nil }
            return commit(.halfOpened)
        }
    }

    private mutating func commit(_ target: Posture) -> Posture? {
        guard target != committed else { return nil }
        committed = target
        return target
    }

    /// Where the hinge rests, when the readings of the last hold time (and the one before it, so they
    /// span the whole hold; at least `fewestReadings`) lie within one noise gate: their mean, lowest and
    /// highest.
    public var resting: (angle: Double, low: Double, high: Double)? {
        guard let first = window.first, let last = window.last, last.time - first.time >= bands.holdMilliseconds else { return nil }
        var low = first.angle, high = first.angle, sum = 0.0
        for s in window {
            low = Swift.min(low, s.angle)
            high = Swift.max(high, s.angle)
            sum += s.angle
        }
        guard high - low <= bands.noiseGate else { return nil }
        // Held inside the readings' range: the mean of equal readings on a band's edge may round below it.
        return (Swift.min(high, Swift.max(low, sum / Double(window.count))), low, high)
    }

    /// The bands a range of angles touches.
    public func touched(_ range: ClosedRange<Double>) -> Set<RawPosture> {
        var out: Set<RawPosture> = [raw(range.lowerBound), raw(range.upperBound)]
        for edge in [bands.closedBelow, bands.flatFrom] + (bands.foldedBackFrom.map { [$0] } ?? []) where range.contains(edge) {
            out.insert(raw(edge))
        }
        return out
    }

    /// How long the latest samples have been a held partial fold: the longest span ending at the
    /// last sample whose samples all lie in the partial band, within two noise gates of each other,
    /// turning slower than the steady speed end to end (0 outside the band). A partial fold
    /// commits when this reaches the hold time.
    public var heldMilliseconds: Double {
        guard let last = window.last, raw(last.angle) == .partial else { return 0 }
        var low = last.angle, high = last.angle, best = 0.0
        for s in window.reversed().dropFirst() {
            guard raw(s.angle) == .partial else { break }
            low = Swift.min(low, s.angle)
            high = Swift.max(high, s.angle)
            guard high - low <= 2 * bands.noiseGate else { break }
            let span = last.time - s.time
            if span > 0, abs(last.angle - s.angle) / (span / 1000) < bands.steadyDegreesPerSecond { best = span }
        }
        return best
    }
}
