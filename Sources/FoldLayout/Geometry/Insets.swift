/// Insets in points from each physical edge.
public struct Insets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()

    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        top = try c.decodeIfPresent(Double.self, forKey: .top) ?? 0
        left = try c.decodeIfPresent(Double.self, forKey: .left) ?? 0
        bottom = try c.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
        right = try c.decodeIfPresent(Double.self, forKey: .right) ?? 0
    }
}
