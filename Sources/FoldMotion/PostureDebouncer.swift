import FoldLayout

/// Turns hinge samples into committed postures (M1). Closed, folded-back and flat commit at once; a
/// partial fold commits only after it has been held — every sample for the device's hold time inside
/// the partial band, spread over less than two noise gates and turning slower than the steady speed —
/// so an opening sweep that ends flat never commits `halfOpened`, not even for one frame.
public struct PostureDebouncer: Sendable {
    public let bands: DeviceProfile.PostureBands
    public let foldable: Bool
    public private(set) var committed: Posture
    public private(set) var lastTime: Double?
    /// Recent samples inside the hold window.
    private var window: [HingeSample] = []
    /// The angle the bands are read from: the last sample that moved at least a noise gate from the
    /// one before it (`nil` before the first sample).
    public private(set) var gated: Double?

    public init(device: DeviceProfile, initial: Posture = .cover) {
        bands = device.postures
        foldable = device.isFoldable
        committed = device.isFoldable ? initial : .cover
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

        // The noise gate: small wobbles do not move the angle the bands are read from.
        let angle: Double
        if let g = gated, abs(sample.angle - g) < bands.noiseGate { angle = g } else { angle = sample.angle }
        gated = angle

        window.append(sample)
        let horizon = sample.time - bands.holdMilliseconds
        if let firstRetained = window.firstIndex(where: { $0.time >= horizon }), firstRetained > 1 {
            window.removeFirst(firstRetained - 1)
        }

        let band = raw(angle)
        let target: Posture
        switch band {
        case .closed, .foldedBack, .flat:
            target = band.posture
        case .partial:
            guard heldMilliseconds >= bands.holdMilliseconds else { return nil }
            target = .halfOpened
        }
        guard target != committed else { return nil }
        committed = target
        return target
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
