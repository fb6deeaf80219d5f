import CreaseInput

/// A rectangle in points, origin at the top left, y growing downwards.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `[x, y, width, height]`, the form every JSON output uses.
    public var array: [Double] { [x, y, width, height] }

    public var description: String { "[\(x.compactText), \(y.compactText), \(width.compactText), \(height.compactText)]" }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points of slack on each edge.
    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: Swift.max(0, width - insets.left - insets.right),
             height: Swift.max(0, height - insets.top - insets.bottom))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle mirrored horizontally inside a container of the given width (right-to-left layouts).
    public func mirrored(inWidth containerWidth: Double, originX: Double = 0) -> Rect {
        Rect(x: originX + (originX + containerWidth) - maxX, y: y, width: width, height: height)
    }

    /// Linear interpolation towards `other` by `t` (0 gives self, 1 gives other).
    public func interpolated(to other: Rect, _ t: Double) -> Rect {
        Rect(x: x + (other.x - x) * t, y: y + (other.y - y) * t,
             width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }

    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
