/// An image as straight (not premultiplied) 8-bit RGBA, row after row.
public struct PixelBuffer: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA buffer size does not match its dimensions")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A buffer filled with one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        self.width = width
        self.height = height
        var data = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: data.count, by: 4) {
                data[i] = fill.0; data[i + 1] = fill.1; data[i + 2] = fill.2; data[i + 3] = fill.3
            }
        }
        self.rgba = data
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// Copies `other` into this buffer with its top left at (x, y), clipping at the edges.
    public mutating func blit(_ other: PixelBuffer, x: Int, y: Int) {
        for row in 0..<other.height {
            let ty = y + row
            guard ty >= 0, ty < height else { continue }
            let x0 = Swift.max(0, x), x1 = Swift.min(width, x + other.width)
            guard x0 < x1 else { continue }
            let src = (row * other.width + (x0 - x)) * 4
            let dst = (ty * width + x0) * 4
            let n = (x1 - x0) * 4
            rgba.withUnsafeMutableBufferPointer { d in
                other.rgba.withUnsafeBufferPointer { s in
                    for k in 0..<n { d[dst + k] = s[src + k] }
                }
            }
        }
    }
}
