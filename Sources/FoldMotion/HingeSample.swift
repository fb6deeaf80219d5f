/// One hinge-angle reading: milliseconds since the gesture began and the angle between the halves
/// (0 = closed, 180 = flat, 360 = folded back).
public struct HingeSample: Hashable, Sendable {
    public var time: Double
    public var angle: Double
    public init(time: Double, angle: Double) {
        self.time = time
        self.angle = angle
    }
}
