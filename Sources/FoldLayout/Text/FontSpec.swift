/// A concrete font request: size in points and weight. The family is the renderer's font set.
public struct FontSpec: Hashable, Sendable, Codable {
    public var size: Double
    public var weight: FontWeight
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}
