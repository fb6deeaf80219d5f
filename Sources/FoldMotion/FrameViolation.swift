import CreaseInput

/// A rule broken on one frame of a simulation: which rule, which frame and time, at which node (for
/// layout rules; motion rules break on the frame as a whole), and what happened.
public struct FrameViolation: Hashable, Sendable, CustomStringConvertible {
    public var rule: String
    public var frame: Int
    /// Milliseconds since the gesture began.
    public var time: Double
    /// The identity the rule broke at, or `nil` for a rule about the frame as a whole (M2, M3, M6).
    public var node: String?
    public var message: String

    public init(rule: String, frame: Int, time: Double, node: String? = nil, message: String) {
        self.rule = rule
        self.frame = frame
        self.time = time
        self.node = node
        self.message = message
    }

    public var description: String { "\(rule) frame \(frame) (\(time.compactText) ms)\(node.map { " \($0)" } ?? ""): \(message)" }
}
