/// The counting loop of `ImageComparison`, exact to pixelmatch v7.2.0 count for count, built for
/// speed: rows are scanned four pixels at a time for differences, four colour deltas are estimated
/// at once, and the anti-aliasing test reads a pixel's 3×3 neighbourhood as three row vectors (its
/// brightness from `BrightnessRows` in rows with many candidates).
///
/// Why the vector brightness test is exact: for two opaque pixels pixelmatch's brightness delta is
/// `dr·0.29889531 + dg·0.58662247 + db·0.11448223` in doubles. Scaled by 10⁸ it is the integer
/// `dr·29889531 + dg·58662247 + db·11448223`, and no non-zero (dr, dg, db) in [-510, 510]³ makes
/// that integer 0 (checked exhaustively), so distinct colours have distinct integer brightness
/// differences at least 1 apart (10⁻⁸ unscaled), while the double's rounding error stays below
/// 10⁻¹³. The double and the integer `Y(centre) − Y(neighbour)` therefore have the same sign, the
/// same zeroes and the same order, so the darkest and brightest neighbours (first found, in
/// pixelmatch's column-major order) are the same. `Y(p) = r·29889531 + g·58662247 + b·11448223` is
/// below 2⁵³, so it is held exactly in a `Double`. A neighbourhood with any pixel that is not
/// opaque, and a pixel on the image's edge, is tested with pixelmatch's own arithmetic instead.
/// Pixels are read as little-endian `UInt32` (red in the low byte, alpha in the high byte).
struct ComparisonKernel {
    let comparison: ImageComparison
    let img1: UnsafeBufferPointer<UInt8>
    let img2: UnsafeBufferPointer<UInt8>
    let a32: UnsafeBufferPointer<UInt32>
    let b32: UnsafeBufferPointer<UInt32>
    let width: Int
    let height: Int

    static let yR = 29_889_531.0, yG = 58_662_247.0, yB = 11_448_223.0
    static let opaque: UInt32 = 0xFF00_0000

    /// The number of pixels pixelmatch counts as different; draws its diff image into `output`.
    func count(output: UnsafeMutableBufferPointer<UInt8>?) -> Int {
        guard width > 0, height > 0, let pa = a32.baseAddress, let pb = b32.baseAddress else { return 0 }
        let options = comparison.options
        let maxDelta = 35215 * options.threshold * options.threshold
        let includeAA = options.includeAA, diffMask = options.diffMask
        let alt = options.diffColorAlt ?? options.diffColor
        let candidates = UnsafeMutablePointer<Int>.allocate(capacity: width)
        defer { candidates.deallocate() }
        // Per candidate, when its block could tell: 1, plus 2 if it has 3+ equal neighbours in the
        // first image, plus 4 in the second (then that image's anti-aliasing test is false); else 0.
        let owns = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { owns.deallocate() }
        // The float estimate of a delta is within `margin` of pixelmatch's double (see `estimates`).
        let margin = 0.25 + maxDelta / 262_144
        let above = SIMD4<Float>(repeating: Float(maxDelta + margin)), below = SIMD4<Float>(repeating: Float(maxDelta - margin))
        var brightness1 = BrightnessRows(width: width), brightness2 = BrightnessRows(width: width)
        defer { brightness1.deallocate(); brightness2.deallocate() }
        var diff = 0
        for y in 0..<height {
            let row = y &* width
            if let output, !diffMask {
                for x in 0..<width { comparison.drawGray(img1, (row &+ x) &* 4, output) }
            }
            // Pixels over the threshold, in order.
            var found = 0
            @inline(__always) func consider(_ x: Int) {
                if abs(colourDelta(row &+ x)) > maxDelta {
                    candidates[found] = x
                    owns[found] = 0
                    found &+= 1
                }
            }
            var x = 0
            while x &+ 4 <= width {
                let a = UnsafeRawPointer(pa + (row &+ x)).loadUnaligned(as: SIMD4<UInt32>.self)
                let b = UnsafeRawPointer(pb + (row &+ x)).loadUnaligned(as: SIMD4<UInt32>.self)
                let changed = a ^ b
                if changed[0] | changed[1] | changed[2] | changed[3] != 0 {
                    let both = a & b
                    if both[0] & both[1] & both[2] & both[3] & Self.opaque == Self.opaque {
                        let estimate = Self.estimates(a, b)
                        let over = estimate .> above, unsure = (estimate .>= below) .& .!over
                        if any(over .| unsure) {
                            // The four pixels' `owns` at once, from their equal-neighbour counts in
                            // both images, where every load stays inside the image.
                            var own = SIMD4<Int32>(repeating: 0)
                            if !includeAA, y > 0, y < height &- 1, x > 0, x &+ 6 <= width {
                                own = 1 | (Self.manySiblings(pa, row &+ x, width) & 2) | (Self.manySiblings(pb, row &+ x, width) & 4)
                            }
                            if any(unsure) {
                                for lane in 0..<4 where changed[lane] != 0 {
                                    if over[lane] {
                                        candidates[found] = x &+ lane
                                        owns[found] = UInt8(truncatingIfNeeded: own[lane])
                                        found &+= 1
                                    } else if unsure[lane] {
                                        consider(x &+ lane)
                                    }
                                }
                            } else {
                                // Every lane is clearly over or under: each is written and kept only
                                // when over, without a branch on pixels that vary at random in a photo.
                                for lane in 0..<4 {
                                    candidates[found] = x &+ lane
                                    owns[found] = UInt8(truncatingIfNeeded: own[lane])
                                    found &+= over[lane] ? 1 : 0
                                }
                            }
                        }
                    } else {
                        for lane in 0..<4 where changed[lane] != 0 { consider(x &+ lane) }
                    }
                }
                x &+= 4
            }
            while x < width {
                if pa[row &+ x] != pb[row &+ x] { consider(x) }
                x &+= 1
            }
            if found == 0 { continue }
            // Rows with many candidates (an edge-rich area: a map, a photograph) read their tests'
            // brightness from rows computed once (`BrightnessRows`) instead of once per test.
            var window1: BrightnessWindow?, window2: BrightnessWindow?
            if !includeAA, y > 0, y < height &- 1, BrightnessRows.worth(found, width: width) {
                brightness1.prepare(pa, row: y)
                brightness2.prepare(pb, row: y)
                window1 = BrightnessWindow(brightness1, row: y)
                window2 = BrightnessWindow(brightness2, row: y)
            }
            for k in 0..<found {
                let x = candidates[k]
                let pos = (row &+ x) &* 4
                let excluded: Bool
                if includeAA {
                    excluded = false
                } else if owns[k] != 0 {
                    let own = owns[k], at = row &+ x
                    excluded = (own & 2 == 0 && extremes(x, y, Rows(pa, at, width), pa, pb, first: true, brightness: window1))
                        || (own & 4 == 0 && extremes(x, y, Rows(pb, at, width), pb, pa, first: false, brightness: window2))
                } else {
                    excluded = antialiased(x, y, pa, pb, first: true, brightness: window1)
                        || antialiased(x, y, pb, pa, first: false, brightness: window2)
                }
                if let output {
                    if excluded {
                        if !diffMask { comparison.draw(output, pos, options.aaColor) }
                    } else {
                        comparison.draw(output, pos, colourDelta(row &+ x) < 0 ? alt : options.diffColor)
                    }
                }
                diff &+= excluded ? 0 : 1
            }
        }
        return diff
    }

    /// −1 in each of the four pixels from `at` that has 3+ neighbours of exactly its colour, else 0.
    /// Reads one pixel left and two right of the four and the rows above and below.
    @inline(__always)
    static func manySiblings(_ img: UnsafePointer<UInt32>, _ at: Int, _ width: Int) -> SIMD4<Int32> {
        @inline(__always) func load(_ offset: Int) -> SIMD4<UInt32> {
            UnsafeRawPointer(img + (at &+ offset)).loadUnaligned(as: SIMD4<UInt32>.self)
        }
        let centre = load(0)
        // A comparison's mask holds −1 in each equal lane (its one stored property is that vector).
        @inline(__always) func equal(_ offset: Int) -> SIMD4<Int32> { unsafeBitCast(load(offset) .== centre, to: SIMD4<Int32>.self) }
        let count = equal(-width &- 1) &+ equal(-width) &+ equal(-width &+ 1) &+ equal(-1) &+ equal(1)
            &+ equal(width &- 1) &+ equal(width) &+ equal(width &+ 1)
        return unsafeBitCast(count .<= SIMD4<Int32>(repeating: -3), to: SIMD4<Int32>.self)
    }

    /// Estimates of pixelmatch's colour deltas of four opaque pixel pairs (zero where a pair is
    /// equal), in `Float`, four lanes to an instruction. Each estimate is within 0.1 + 2⁻²⁰·delta of
    /// pixelmatch's double: the channel differences are exact, so y, i and q are each off by less
    /// than 1.5·10⁻⁴ (three products and two sums of magnitude ≤ 510 at 2⁻²⁴ relative), which moves
    /// `0.5053·y² + 0.299·i² + 0.1957·q²` by less than 0.09, and the last roundings by 2.4·10⁻⁷ of
    /// the delta. The caller decides only lanes clearly on one side of the threshold from them.
    @inline(__always)
    static func estimates(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<Float> {
        let byte = SIMD4<UInt32>(repeating: 0xFF)
        @inline(__always) func channel(_ shift: UInt32) -> SIMD4<Float> {
            let p = SIMD4<Int32>(truncatingIfNeeded: (a &>> SIMD4(repeating: shift)) & byte)
            let q = SIMD4<Int32>(truncatingIfNeeded: (b &>> SIMD4(repeating: shift)) & byte)
            return SIMD4<Float>(p &- q)
        }
        let dr = channel(0), dg = channel(8), db = channel(16)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// pixelmatch's colour delta of pixel `i` in both images (which differ there), the opaque case
    /// inline with the same arithmetic in the same order.
    @inline(__always)
    func colourDelta(_ i: Int) -> Double {
        let p = UInt32(littleEndian: a32[i]), q = UInt32(littleEndian: b32[i])
        if p & Self.opaque == Self.opaque && q & Self.opaque == Self.opaque {
            let dr = Double(Int(p & 0xFF) &- Int(q & 0xFF))
            let dg = Double(Int((p >> 8) & 0xFF) &- Int((q >> 8) & 0xFF))
            let db = Double(Int((p >> 16) & 0xFF) &- Int((q >> 16) & 0xFF))
            return ImageComparison.yiq(dr, dg, db, yOnly: false)
        }
        return comparison.colorDelta(img1, img2, i &* 4, i &* 4, yOnly: false)
    }
}

