extension ComparisonKernel {
    /// A pixel's 3×3 neighbourhood as three row vectors (lanes: x − 1, x, x + 1, and x + 2, which is
    /// never used). Only for pixels with a column to their left, two to their right and a row above
    /// and below, so that every load stays inside the image.
    struct Rows {
        var up: SIMD4<UInt32>
        var mid: SIMD4<UInt32>
        var down: SIMD4<UInt32>

        @inline(__always)
        init(_ img: UnsafePointer<UInt32>, _ at: Int, _ width: Int) {
            up = UnsafeRawPointer(img + (at &- width &- 1)).loadUnaligned(as: SIMD4<UInt32>.self)
            mid = UnsafeRawPointer(img + (at &- 1)).loadUnaligned(as: SIMD4<UInt32>.self)
            down = UnsafeRawPointer(img + (at &+ width &- 1)).loadUnaligned(as: SIMD4<UInt32>.self)
        }

        /// How many of the eight neighbours equal the centre.
        @inline(__always)
        var equalNeighbours: Int32 {
            let centre = SIMD4<UInt32>(repeating: mid[1])
            // A comparison's mask holds −1 in each equal lane (its one stored property is that vector).
            let equal = unsafeBitCast(up .== centre, to: SIMD4<Int32>.self) &+ unsafeBitCast(mid .== centre, to: SIMD4<Int32>.self)
                &+ unsafeBitCast(down .== centre, to: SIMD4<Int32>.self)
            // Nine pixels in lanes 0…2, the centre among them and equal to itself.
            return 0 &- (equal[0] &+ equal[1] &+ equal[2]) &- 1
        }

        /// Whether all nine pixels are opaque.
        @inline(__always)
        var opaque: Bool {
            let all = up & mid & down
            return all[0] & all[1] & all[2] & ComparisonKernel.opaque == ComparisonKernel.opaque
        }
    }

    /// Whether a pixel has its 3×3 neighbourhood in `Rows` reach.
    @inline(__always)
    func vectorReach(_ x: Int, _ y: Int) -> Bool { x > 0 && y > 0 && x < width &- 2 && y < height &- 1 }

    /// pixelmatch's `hasManySiblings`: 3+ neighbours of exactly the pixel's colour (an edge pixel
    /// starts with one).
    @inline(__always)
    func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x: Int, _ y: Int) -> Bool {
        if vectorReach(x, y) { return Rows(img, y &* width &+ x, width).equalNeighbours >= 3 }
        return comparison.hasManySiblings(UnsafeBufferPointer(start: img, count: width &* height), x, y, width, height)
    }

    /// Integer-scaled brightness of four pixels (exact in `Double`, see `ComparisonKernel`).
    @inline(__always)
    static func brightness(_ p: SIMD4<UInt32>) -> (SIMD2<Double>, SIMD2<Double>) {
        let byte = SIMD4<UInt32>(repeating: 0xFF)
        let r = SIMD4<Double>(SIMD4<Int32>(truncatingIfNeeded: p & byte))
        let g = SIMD4<Double>(SIMD4<Int32>(truncatingIfNeeded: (p &>> SIMD4(repeating: 8)) & byte))
        let b = SIMD4<Double>(SIMD4<Int32>(truncatingIfNeeded: (p &>> SIMD4(repeating: 16)) & byte))
        let y = r * yR + g * yG + b * yB
        return (y.lowHalf, y.highHalf)
    }

    /// pixelmatch's `antialiased` for pixel (x, y) of `img` (the other image is `other`).
    ///
    /// A pixel whose neighbourhood is opaque and within `Rows` reach is tested on its three rows at
    /// once with integer-scaled brightness (see `ComparisonKernel` for why it is exact): more than two
    /// equal neighbours end the test; otherwise the darkest and brightest neighbours are the first,
    /// in pixelmatch's order (column by column, top to bottom), to hold the extreme delta, which is
    /// the one pixelmatch's strict comparisons keep. Any other pixel takes pixelmatch's own arithmetic.
    @inline(__always)
    func antialiased(_ x: Int, _ y: Int, _ img: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, first: Bool,
                     brightness window: BrightnessWindow? = nil) -> Bool {
        guard vectorReach(x, y) else { return exactAntialiased(x, y, first: first) }
        let rows = Rows(img, y &* width &+ x, width)
        // Equal neighbours have a zero delta whatever their opacity. Most tests end here, inline.
        if rows.equalNeighbours >= 3 { return false }
        return extremes(x, y, rows, img, other, first: first, brightness: window)
    }

    /// The rest of `antialiased`, out of line: the darkest and brightest neighbours and their siblings.
    @inline(never)
    func extremes(_ x: Int, _ y: Int, _ rows: Rows, _ img: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>, first: Bool,
                  brightness window: BrightnessWindow? = nil) -> Bool {
        guard rows.opaque else { return exactAntialiased(x, y, first: first) }
        // The neighbours' brightness in pixelmatch's order: up−1, mid−1, down−1, up, down, up+1,
        // mid+1, down+1; from the row cache when the caller keeps one (the same numbers). Each delta
        // pixelmatch takes is `c − n`, exactly (integers below 2⁵³), so its darkest delta belongs to
        // the brightest neighbour and its brightest delta to the darkest, first in this order either way.
        let c: Double, n: (Double, Double, Double, Double, Double, Double, Double, Double)
        if let w = window {
            c = w.mid[x]
            n = (w.up[x &- 1], w.mid[x &- 1], w.down[x &- 1], w.up[x], w.down[x], w.up[x &+ 1], w.mid[x &+ 1], w.down[x &+ 1])
        } else {
            let up = Self.brightness(rows.up), mid = Self.brightness(rows.mid), down = Self.brightness(rows.down)
            c = mid.0[1]
            n = (up.0[0], mid.0[0], down.0[0], up.0[1], down.0[1], up.1[0], mid.1[0], down.1[0])
        }
        @inline(__always) func less(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
        @inline(__always) func more(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
        let brightest = more(more(more(n.0, n.1), more(n.2, n.3)), more(more(n.4, n.5), more(n.6, n.7)))
        let darkest = less(less(less(n.0, n.1), less(n.2, n.3)), less(less(n.4, n.5), less(n.6, n.7)))
        // pixelmatch: no delta below 0 or none above 0 (its min or max stays 0) is not anti-aliasing.
        if !(brightest > c) || !(darkest < c) { return false }
        // The first lane holding each extreme, as (column, row) offsets plus one, two bits each.
        @inline(__always) func firstLane(_ v: Double) -> Int {
            var lane = 0b10_10
            lane = n.6 == v ? 0b10_01 : lane; lane = n.5 == v ? 0b10_00 : lane; lane = n.4 == v ? 0b01_10 : lane
            lane = n.3 == v ? 0b01_00 : lane; lane = n.2 == v ? 0b00_10 : lane; lane = n.1 == v ? 0b00_01 : lane
            return n.0 == v ? 0b00_00 : lane
        }
        let minLane = firstLane(brightest), maxLane = firstLane(darkest)
        let minX = x &+ (minLane &>> 2) &- 1, minY = y &+ (minLane & 3) &- 1
        let maxX = x &+ (maxLane &>> 2) &- 1, maxY = y &+ (maxLane & 3) &- 1
        if x > 1, y > 1, x < width &- 3, y < height &- 2 {
            // Every neighbour is itself within `Rows` reach: no bounds to check per neighbour.
            @inline(__always) func many(_ image: UnsafePointer<UInt32>, _ px: Int, _ py: Int) -> Bool {
                Rows(image, py &* width &+ px, width).equalNeighbours >= 3
            }
            return (many(img, minX, minY) && many(other, minX, minY)) || (many(img, maxX, maxY) && many(other, maxX, maxY))
        }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// pixelmatch's own arithmetic, for edges and neighbourhoods that are not wholly opaque.
    func exactAntialiased(_ x: Int, _ y: Int, first: Bool) -> Bool {
        first
            ? comparison.antialiased(img1, a32, x, y, width, height, a32, b32)
            : comparison.antialiased(img2, b32, x, y, width, height, b32, a32)
    }
}
