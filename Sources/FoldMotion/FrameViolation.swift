/// A rule broken on one frame of a simulation: which rule, which frame and time, and what happened.
public struct FrameViolation: Hashable, Sendable, CustomStringConvertible {
    public var rule: String
    public var frame: Int
    /// Milliseconds since the gesture began.
    public var time: Double
    public var message: String

    public init(rule: String, frame: Int, time: Double, message: String) {
        self.rule = rule
        self.frame = frame
        self.time = time
        self.message = message
    }

    public var description: String { "\(rule) frame \(frame) (\(time.compactText) ms): \(message)" }
}
