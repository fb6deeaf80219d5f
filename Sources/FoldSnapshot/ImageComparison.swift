import Foundation
import FoldImage

/// A pixelmatch v7.2.0–compatible comparison: YIQ colour distance with `maxDelta = 35215 · threshold²`,
/// anti-aliasing detection (Vysniauskas 2009), semi-transparent pixels blended against pixelmatch's
/// pseudo-random checkerboard (or white), and its diff image.
public struct ImageComparison: Sendable {
    public struct Options: Hashable, Sendable {
        public var threshold: Double = 0.1
        /// Count anti-aliased pixels as differences instead of ignoring them.
        public var includeAA = false
        /// Opacity of the unchanged image in the diff output.
        public var alpha: Double = 0.1
        public var aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
        public var diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
        /// Colour for pixels that got darker; `nil` uses `diffColor`.
        public var diffColorAlt: (UInt8, UInt8, UInt8)?
        /// Draw only differences on a transparent background.
        public var diffMask = false
        /// Blend semi-transparent pixels against the checkerboard (pixelmatch's default) or white.
        public var checkerboard = true

        public init() {}

        public static func == (a: Options, b: Options) -> Bool {
            a.threshold == b.threshold && a.includeAA == b.includeAA && a.alpha == b.alpha && a.diffMask == b.diffMask
                && a.checkerboard == b.checkerboard && a.aaColor == b.aaColor && a.diffColor == b.diffColor
                && a.diffColorAlt.map { [$0.0, $0.1, $0.2] } == b.diffColorAlt.map { [$0.0, $0.1, $0.2] }
        }

        public func hash(into h: inout Hasher) {
            h.combine(threshold)
            h.combine(includeAA)
            h.combine(alpha)
            h.combine(diffMask)
            h.combine(checkerboard)
        }
    }

    public struct Result: Sendable {
        public var mismatched: Int
        public var width: Int
        public var height: Int
        public var diff: PixelBuffer?
        public var total: Int { width * height }
        public var ratio: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }
    }

    public enum Failure: Error, CustomStringConvertible, Sendable, Equatable {
        case sizeMismatch(expected: (Int, Int), actual: (Int, Int))
        public var description: String {
            switch self {
            case .sizeMismatch(let e, let a): "image sizes differ: expected \(e.0)×\(e.1), actual \(a.0)×\(a.1)"
            }
        }
        public static func == (l: Failure, r: Failure) -> Bool {
            switch (l, r) {
            case (.sizeMismatch(let a, let b), .sizeMismatch(let c, let d)): a == c && b == d
            }
        }
    }

    public var options: Options
    public init(options: Options = Options()) { self.options = options }

    /// Compares two images of the same size; `makeDiff` also draws pixelmatch's diff image.
    public func compare(_ a: PixelBuffer, _ b: PixelBuffer, makeDiff: Bool = false) throws(Failure) -> Result {
        guard a.width == b.width, a.height == b.height else {
            throw Failure.sizeMismatch(expected: (a.width, a.height), actual: (b.width, b.height))
        }
        let width = a.width, height = a.height, count = width * height
        var output = makeDiff ? [UInt8](repeating: 0, count: count * 4) : []
        var mismatched = 0
        a.rgba.withUnsafeBytes { rawA in
            b.rgba.withUnsafeBytes { rawB in
                output.withUnsafeMutableBufferPointer { out in
                    let img1 = rawA.bindMemory(to: UInt8.self), img2 = rawB.bindMemory(to: UInt8.self)
                    let a32 = rawA.bindMemory(to: UInt32.self), b32 = rawB.bindMemory(to: UInt32.self)
                    let o: UnsafeMutableBufferPointer<UInt8>? = makeDiff ? out : nil
                    mismatched = run(img1, img2, a32, b32, width: width, height: height, output: o)
                }
            }
        }
        return Result(mismatched: mismatched, width: width, height: height,
                      diff: makeDiff ? PixelBuffer(width: width, height: height, rgba: output) : nil)
    }

    func run(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
             _ a32: UnsafeBufferPointer<UInt32>, _ b32: UnsafeBufferPointer<UInt32>,
             width: Int, height: Int, output: UnsafeMutableBufferPointer<UInt8>?) -> Int {
        let count = width * height
        // Identical buffers take the fast path (one memcmp).
        let identical = count == 0 || (img1.baseAddress.flatMap { p1 in img2.baseAddress.map { p2 in memcmp(p1, p2, count * 4) == 0 } } ?? true)
        if identical {
            if let output, !options.diffMask {
                for i in 0..<count { drawGray(img1, i * 4, output) }
            }
            return 0
        }
        return ComparisonKernel(comparison: self, img1: img1, img2: img2, a32: a32, b32: b32, width: width, height: height)
            .count(output: output)
    }

    /// pixelmatch's loop as it reads, pixel by pixel with its own arithmetic: the reference that tests
    /// hold `ComparisonKernel` to.
    func referenceCount(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        a.rgba.withUnsafeBytes { rawA in
            b.rgba.withUnsafeBytes { rawB in
                compareRows(0..<a.height, rawA.bindMemory(to: UInt8.self), rawB.bindMemory(to: UInt8.self),
                            rawA.bindMemory(to: UInt32.self), rawB.bindMemory(to: UInt32.self),
                            width: a.width, height: a.height, output: nil)
            }
        }
    }

    func compareRows(_ rows: Range<Int>, _ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                     _ a32: UnsafeBufferPointer<UInt32>, _ b32: UnsafeBufferPointer<UInt32>,
                     width: Int, height: Int, output: UnsafeMutableBufferPointer<UInt8>?) -> Int {
        let maxDelta = 35215 * options.threshold * options.threshold
        let alt = options.diffColorAlt ?? options.diffColor
        let includeAA = options.includeAA, diffMask = options.diffMask
        var diff = 0
        for y in rows {
            for x in 0..<width {
                let i = y &* width &+ x
                let pos = i &* 4
                let delta = a32[i] == b32[i] ? 0 : colorDelta(img1, img2, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    let excluded = !includeAA
                        && (antialiased(img1, a32, x, y, width, height, a32, b32) || antialiased(img2, b32, x, y, width, height, b32, a32))
                    if excluded {
                        if let output, !diffMask { draw(output, pos, options.aaColor) }
                    } else {
                        if let output { draw(output, pos, delta < 0 ? alt : options.diffColor) }
                        diff &+= 1
                    }
                } else if let output, !diffMask {
                    drawGray(img1, pos, output)
                }
            }
        }
        return diff
    }

    /// pixelmatch's YIQ distance (Kotsarenko and Ramos), negative when the second pixel is darker;
    /// with `yOnly`, the signed brightness difference.
    @inline(__always)
    func colorDelta(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        if img1[k &+ 3] == 255 && img2[m &+ 3] == 255 {
            // Opaque pixels: the same arithmetic as below without the blend.
            let dr = Double(Int(img1[k]) - Int(img2[m])), dg = Double(Int(img1[k &+ 1]) - Int(img2[m &+ 1]))
            let db = Double(Int(img1[k &+ 2]) - Int(img2[m &+ 2]))
            if dr == 0 && dg == 0 && db == 0 { return 0 }
            return Self.yiq(dr, dg, db, yOnly: yOnly)
        }
        let r1 = Double(img1[k]), g1 = Double(img1[k &+ 1]), b1 = Double(img1[k &+ 2]), a1 = Double(img1[k &+ 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m &+ 1]), b2 = Double(img2[m &+ 2]), a2 = Double(img2[m &+ 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            // Blend both against the background: pixelmatch's checkerboard, or white.
            let rb, gb, bb: Double
            if options.checkerboard {
                rb = 48 + 159 * Double(k % 2)
                gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
                bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            } else {
                rb = 255; gb = 255; bb = 255
            }
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return Self.yiq(dr, dg, db, yOnly: yOnly)
    }

    /// The YIQ distance of a colour difference (pixelmatch's weights, in its order of operations),
    /// negative when the second pixel is darker; with `yOnly`, the signed brightness difference.
    @inline(__always)
    static func yiq(_ dr: Double, _ dg: Double, _ db: Double, yOnly: Bool) -> Double {
        let y = brightness(dr, dg, db)
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The Y (brightness) of a colour, or of a colour difference.
    @inline(__always)
    static func brightness(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }

    /// `colorDelta(…, yOnly: true)` for two pixels of one image, with the same arithmetic in the same
    /// order (so results are bit-identical), and the opaque case first.
    @inline(__always)
    func brightnessDelta(_ img: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        let a1 = img[k &+ 3], a2 = img[m &+ 3]
        if a1 == 255 && a2 == 255 {
            let dr = Int(img[k]) - Int(img[m]), dg = Int(img[k &+ 1]) - Int(img[m &+ 1]), db = Int(img[k &+ 2]) - Int(img[m &+ 2])
            if dr == 0 && dg == 0 && db == 0 { return 0 }
            return Self.brightness(Double(dr), Double(dg), Double(db))
        }
        return colorDelta(img, img, k, m, yOnly: true)
    }

    /// Whether a pixel is likely part of anti-aliasing: among its neighbours it has both a darker and a
    /// brighter one, few equal ones, and the darkest or brightest has 3+ equal siblings in both images.
    func antialiased(_ img: UnsafeBufferPointer<UInt8>, _ img32: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int,
                     _ width: Int, _ height: Int,
                     _ a32: UnsafeBufferPointer<UInt32>, _ b32: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = Swift.max(x1 &- 1, 0), y0 = Swift.max(y1 &- 1, 0)
        let x2 = Swift.min(x1 &+ 1, width &- 1), y2 = Swift.min(y1 &+ 1, height &- 1)
        let pos = y1 &* width &+ x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        let center = pos &* 4
        let centerValue = img32[pos]
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let n = y &* width &+ x
                // Identical pixels differ by exactly 0, as colorDelta's own early return says.
                let delta = img32[n] == centerValue ? 0 : brightnessDelta(img, center, n &* 4)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    /// Whether a pixel has 3+ neighbours of exactly its colour.
    func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = Swift.max(x1 &- 1, 0), y0 = Swift.max(y1 &- 1, 0)
        let x2 = Swift.min(x1 &+ 1, width &- 1), y2 = Swift.min(y1 &+ 1, height &- 1)
        let value = img[y1 &* width &+ x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if !(x == x1 && y == y1), value == img[y &* width &+ x] {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                y += 1
            }
            x += 1
        }
        return false
    }

    @inline(__always)
    func draw(_ output: UnsafeMutableBufferPointer<UInt8>, _ pos: Int, _ c: (UInt8, UInt8, UInt8)) {
        output[pos] = c.0; output[pos + 1] = c.1; output[pos + 2] = c.2; output[pos + 3] = 255
    }

    /// The unchanged image as grey, faded towards white by `alpha`.
    @inline(__always)
    func drawGray(_ img: UnsafeBufferPointer<UInt8>, _ pos: Int, _ output: UnsafeMutableBufferPointer<UInt8>) {
        let luma = Self.brightness(Double(img[pos]), Double(img[pos + 1]), Double(img[pos + 2]))
        let value = 255 + (luma - 255) * options.alpha * Double(img[pos + 3]) / 255
        let byte = UInt8(Swift.max(0, Swift.min(255, value)))
        output[pos] = byte; output[pos + 1] = byte; output[pos + 2] = byte; output[pos + 3] = 255
    }
}
