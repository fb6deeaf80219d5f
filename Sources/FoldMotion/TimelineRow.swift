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
    /// The device-state layer (M8): the inner display's fold as the platform reports it at this angle,
    /// with its own hysteresis and no debouncing (`DeviceProfile.PostureBands.foldStateHysteresis`).
    /// None while the device is closed or folded back. What an app sees of it depends on the display
    /// it is on: on the cover, no fold.
    public var deviceFold: PlatformFold.FoldingFeature.State? = nil
    /// On a device that folds more than once (S7), each fold's own reading, leading first (the row's
    /// `angle`, `rawPosture` and `deviceFold` are the leading fold's); `nil` on a device with one fold.
    public var folds: [FoldReading]? = nil

    /// One fold's hinge sensor on a frame (S7): its angle, the band it falls in, the posture its own
    /// debouncer has committed, and its state as the platform reports it (M8).
    public struct FoldReading: Hashable, Sendable {
        public var angle: Double
        public var rawPosture: RawPosture
        public var posture: Posture
        public var deviceFold: PlatformFold.FoldingFeature.State?
        /// How long this fold's partial fold has been held steady so far, in milliseconds.
        public var held: Double = 0
    }
}
