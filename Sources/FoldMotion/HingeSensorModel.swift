import CreaseRandom

/// A hinge-angle sensor as Android describes one, for synthesising recorded-style traces when no
/// real recording is available: the true angle is read every `pollMilliseconds` (± `pollJitter`),
/// disturbed by noise, quantised to the sensor's `step` and reported only when the reported value
/// changes (the HAL's on-change mode). Seeded, so a trace is reproducible.
public struct HingeSensorModel: Hashable, Sendable {
    /// How often the sensor reads the hinge; the HAL publishes no rate for an on-change sensor, so
    /// this is an assumption.
    public var pollMilliseconds: Double
    public var pollJitter: Double
    /// Noise on each reading before quantising, ± degrees (triangular).
    public var noise: Double
    /// The reported resolution in degrees: 1 on the emulator, 5 on a Pixel Fold, 90 on Samsung's public sensor.
    public var step: Double
    public var seed: UInt64

    public init(pollMilliseconds: Double = 10, pollJitter: Double = 1, noise: Double = 0.8, step: Double = 1, seed: UInt64 = 1) {
        self.pollMilliseconds = pollMilliseconds
        self.pollJitter = pollJitter
        self.noise = noise
        self.step = step
        self.seed = seed
    }

    /// The readings the sensor reports while the hinge moves as `motion` (a scripted gesture, its
    /// noise ignored): `[milliseconds, degrees]` pairs, the first at 0 ms, one per change after that.
    public func record(_ motion: Gesture) -> [[Double]] {
        var rng = SeededRandom(seed: seed)
        var cursor = SegmentCursor(start: motion.start)
        let end = motion.duration
        let poll = Swift.max(0.5, pollMilliseconds)
        var out: [[Double]] = []
        var t = 0.0
        while t <= end {
            let disturbance = (rng.nextUnit() + rng.nextUnit() - 1) * noise
            let angle = Swift.min(360, Swift.max(0, cursor.angle(at: t, in: motion.segments) + disturbance))
            let reported = step > 0 ? (angle / step).rounded() * step : angle
            if out.last?[1] != reported { out.append([(t * 10).rounded() / 10, reported]) }
            t += poll + (rng.nextUnit() * 2 - 1) * Swift.min(pollJitter, poll / 2)
        }
        return out
    }
}
