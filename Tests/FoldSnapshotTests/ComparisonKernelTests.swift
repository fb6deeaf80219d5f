import CreaseRandom
import FoldImage
import FoldRender
import Testing
@testable import FoldSnapshot

/// T3: the fast comparison (row scans, brightness and sibling planes) counts exactly what pixelmatch's
/// own loop counts, on scenes built to reach every path: dense and sparse rows, edges, anti-aliased
/// borders, semi-transparent regions, odd sizes.
@Suite struct ComparisonKernelTests {
    struct Scene: Sendable, CustomTestStringConvertible {
        var width: Int
        var height: Int
        var seed: UInt64
        var translucent: Bool
        var testDescription: String { "\(width)×\(height) seed \(seed)\(translucent ? " translucent" : "")" }
    }

    static let scenes: [Scene] = [
        Scene(width: 97, height: 61, seed: 1, translucent: false),
        Scene(width: 128, height: 64, seed: 2, translucent: false),
        Scene(width: 203, height: 90, seed: 3, translucent: true),
        Scene(width: 64, height: 64, seed: 4, translucent: true),
        Scene(width: 1, height: 40, seed: 5, translucent: false),
        Scene(width: 40, height: 1, seed: 6, translucent: false),
        Scene(width: 2, height: 2, seed: 7, translucent: false),
        Scene(width: 9, height: 3, seed: 8, translucent: true),
    ]

    /// Flat rectangles with blended (anti-aliased) borders on a flat background; `shift` moves every
    /// other rectangle by a pixel, `noise` changes that share of pixels by a little or a lot.
    static func image(_ s: Scene, shift: Int, noise: Int) -> PixelBuffer {
        var random = SeededRandom(seed: s.seed)
        var img = PixelBuffer(width: s.width, height: s.height, fill: (240, 241, 244, 255))
        func put(_ x: Int, _ y: Int, _ c: (Int, Int, Int, Int)) {
            guard x >= 0, y >= 0, x < s.width, y < s.height else { return }
            let i = (y * s.width + x) * 4
            img.rgba[i] = UInt8(c.0); img.rgba[i + 1] = UInt8(c.1); img.rgba[i + 2] = UInt8(c.2); img.rgba[i + 3] = UInt8(c.3)
        }
        for n in 0..<12 {
            let w = 2 + random.below(s.width / 2 + 1), h = 2 + random.below(s.height / 2 + 1)
            let x0 = random.below(s.width) - 2 + (n % 2 == 0 ? shift : 0), y0 = random.below(s.height) - 2
            let colour = (random.below(256), random.below(256), random.below(256))
            let alpha = s.translucent && n % 3 == 0 ? random.below(256) : 255
            for y in y0..<(y0 + h) {
                for x in x0..<(x0 + w) {
                    let edge = x == x0 || y == y0 || x == x0 + w - 1 || y == y0 + h - 1
                    // Borders: the colour blended halfway towards the background, as anti-aliasing does.
                    let c = edge ? ((colour.0 + 240) / 2, (colour.1 + 241) / 2, (colour.2 + 244) / 2) : colour
                    put(x, y, (c.0, c.1, c.2, alpha))
                }
            }
        }
        if noise > 0 {
            for i in 0..<(s.width * s.height) where random.below(100) < noise {
                let big = random.below(4) == 0
                for k in 0..<3 {
                    let v = Int(img.rgba[i * 4 + k]) + (big ? random.below(256) - 128 : random.below(7) - 3)
                    img.rgba[i * 4 + k] = UInt8(Swift.max(0, Swift.min(255, v)))
                }
                if s.translucent, random.below(5) == 0 { img.rgba[i * 4 + 3] = UInt8(random.below(256)) }
            }
        }
        return img
    }

    @Test("T3: the fast path counts exactly what pixelmatch's own loop counts", arguments: scenes)
    func exact(_ s: Scene) throws {
        let a = Self.image(s, shift: 0, noise: 0)
        for (shift, noise) in [(1, 0), (0, 3), (1, 20), (0, 60)] {
            let b = Self.image(s, shift: shift, noise: noise)
            for threshold in [0.0, 0.05, 0.1, 0.3] {
                for includeAA in [false, true] {
                    var options = ImageComparison.Options()
                    options.threshold = threshold
                    options.includeAA = includeAA
                    let comparison = ImageComparison(options: options)
                    let expected = comparison.referenceCount(a, b)
                    #expect(try comparison.compare(a, b).mismatched == expected,
                            "shift \(shift) noise \(noise)% threshold \(threshold) includeAA \(includeAA)")
                    #expect(try comparison.compare(b, a).mismatched == comparison.referenceCount(b, a))
                }
            }
        }
    }

    @Test("T3: the scenes reach dense rows, so the planes are what is tested")
    func scenesAreDense() throws {
        let s = Self.scenes[0]
        let a = Self.image(s, shift: 0, noise: 0), b = Self.image(s, shift: 1, noise: 60)
        // More than a sixteenth of a row over the threshold on average: rows take the plane path.
        let differing = ImageComparison(options: { var o = ImageComparison.Options(); o.includeAA = true; return o }())
        #expect(try differing.compare(a, b).mismatched > s.width * s.height / 8)
        #expect(try ImageComparison().compare(a, b).mismatched < (try differing.compare(a, b).mismatched))
    }

    @Test("T3: colour deltas on the threshold itself are decided as pixelmatch decides them")
    func borderline() throws {
        // For many colour differences, a threshold whose maxDelta is that very delta (give or take its
        // rounding): the estimate cannot decide these, pixelmatch's arithmetic must.
        var random = SeededRandom(seed: 99)
        for _ in 0..<300 {
            let base = (random.below(256), random.below(256), random.below(256))
            let other = (random.below(256), random.below(256), random.below(256))
            let a = PixelBuffer(width: 8, height: 1, fill: (UInt8(base.0), UInt8(base.1), UInt8(base.2), 255))
            let b = PixelBuffer(width: 8, height: 1, fill: (UInt8(other.0), UInt8(other.1), UInt8(other.2), 255))
            let exact = a.rgba.withUnsafeBufferPointer { p in
                b.rgba.withUnsafeBufferPointer { q in ImageComparison().colorDelta(p, q, 0, 0, yOnly: false) }
            }
            for nudge in [-1e-12, 0, 1e-12] {
                var options = ImageComparison.Options()
                options.threshold = Swift.min(1, (abs(exact) / 35215).squareRoot() * (1 + nudge))
                options.includeAA = true
                let comparison = ImageComparison(options: options)
                #expect(try comparison.compare(a, b).mismatched == comparison.referenceCount(a, b), "\(base) vs \(other)")
            }
        }
    }
}
