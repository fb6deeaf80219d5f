import CreaseTestSupport
@testable import FoldImage
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot

/// T3: the comparison reproduces pixelmatch v7.2.0's own fixtures, count for count.
@Suite struct PixelmatchConformanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var diff: String
        var options: [String: JSONValue]
        var mismatched: Int
        var testDescription: String { "\(a) vs \(b) \(options.keys.sorted()) → \(mismatched)" }
    }

    enum JSONValue: Sendable {
        case number(Double)
        case bool(Bool)
        case colour([Int])
    }

    static let folder = TestSupport.pixelmatchConformance

    static func load() -> (cases: [Case], pixelCases: [(a: [Int], b: [Int], options: [String: JSONValue], mismatched: Int)]) {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ([], []) }
        func options(_ raw: Any?) -> [String: JSONValue] {
            var out: [String: JSONValue] = [:]
            for (k, v) in (raw as? [String: Any]) ?? [:] {
                if let b = v as? Bool, k == "includeAA" || k == "diffMask" || k == "checkerboard" { out[k] = .bool(b) }
                else if let n = v as? Double { out[k] = .number(n) }
                else if let c = v as? [Int] { out[k] = .colour(c) }
            }
            return out
        }
        let cases = ((object["cases"] as? [[String: Any]]) ?? []).compactMap { c -> Case? in
            guard let a = c["a"] as? String, let b = c["b"] as? String, let m = c["mismatched"] as? Int else { return nil }
            return Case(a: a, b: b, diff: c["diff"] as? String ?? "", options: options(c["options"]), mismatched: m)
        }
        let pixels = ((object["pixel_cases"] as? [[String: Any]]) ?? []).compactMap { c -> ([Int], [Int], [String: JSONValue], Int)? in
            guard let a = c["a"] as? [Int], let b = c["b"] as? [Int], let m = c["mismatched"] as? Int else { return nil }
            return (a, b, options(c["options"]), m)
        }
        return (cases, pixels)
    }

    static let cases = load().cases

    static func comparison(_ options: [String: JSONValue]) -> ImageComparison {
        var o = ImageComparison.Options()
        for (key, value) in options {
            switch (key, value) {
            case ("threshold", .number(let n)): o.threshold = n
            case ("alpha", .number(let n)): o.alpha = n
            case ("includeAA", .bool(let b)): o.includeAA = b
            case ("diffMask", .bool(let b)): o.diffMask = b
            case ("checkerboard", .bool(let b)): o.checkerboard = b
            case ("aaColor", .colour(let c)) where c.count == 3: o.aaColor = (UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
            case ("diffColor", .colour(let c)) where c.count == 3: o.diffColor = (UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
            case ("diffColorAlt", .colour(let c)) where c.count == 3: o.diffColorAlt = (UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
            default: break
            }
        }
        return ImageComparison(options: o)
    }

    @Test("T3: the fixtures are there", .enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent))
    func fixturesPresent() {
        #expect(Self.cases.count == 12)
        #expect(Self.load().pixelCases.count == 2)
    }

    @Test("T3: every pixelmatch fixture matches its mismatch count exactly", .enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent), arguments: cases)
    func conformance(_ c: Case) throws {
        let a = try PNGCodec.read(Self.folder.appendingPathComponent(c.a))
        let b = try PNGCodec.read(Self.folder.appendingPathComponent(c.b))
        let result = try Self.comparison(c.options).compare(a, b, makeDiff: true)
        #expect(result.mismatched == c.mismatched)
        // The diff image is pixelmatch's, pixel for pixel: same size, same colours everywhere.
        let expected = try PNGCodec.read(Self.folder.appendingPathComponent(c.diff))
        #expect(result.diff?.width == expected.width && result.diff?.height == expected.height)
        if let diff = result.diff {
            var differing = 0, worst = 0
            for i in stride(from: 0, to: diff.rgba.count, by: 4) where diff.rgba[i..<(i + 4)] != expected.rgba[i..<(i + 4)] {
                differing += 1
                for k in 0..<4 { worst = max(worst, abs(Int(diff.rgba[i + k]) - Int(expected.rgba[i + k]))) }
            }
            #expect(differing == 0, "\(differing) pixels of the diff image differ from pixelmatch's (worst channel by \(worst))")
        }
    }

    @Test("T3: semi-transparent pixels blend against the checkerboard, or white when asked", .enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent))
    func pixelCases() throws {
        for c in Self.load().pixelCases {
            let a = PixelBuffer(width: 1, height: 1, rgba: c.a.map { UInt8($0) })
            let b = PixelBuffer(width: 1, height: 1, rgba: c.b.map { UInt8($0) })
            #expect(try Self.comparison(c.options).compare(a, b).mismatched == c.mismatched)
        }
    }

    /// The 128×128 crop at (120, 100) of an image, written as a 16-bit RGBA PNG whose samples are
    /// `v·257` plus an offset in −128…127 (a fixed sequence): pngjs's rounding, `round(s·255/65535)`,
    /// reads back `v` exactly, while a reader that kept each sample's high byte would not. Made here
    /// from pixelmatch's own fixtures in ../shared/conformance, so the repository holds no copy of them.
    static func deepened(_ image: PixelBuffer) -> Data {
        let (x0, y0, size) = (120, 100, 128)
        var raw: [UInt8] = []
        raw.reserveCapacity(size * (1 + size * 8))
        var state: UInt32 = 0x9E37_79B9
        for y in y0..<(y0 + size) {
            raw.append(0)
            for x in x0..<(x0 + size) {
                let p = image.pixel(x: x, y: y)
                for v in [p.r, p.g, p.b, p.a] {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    let deep = Swift.max(0, Swift.min(65535, Int(v) * 257 + Int(state >> 24) - 128))
                    raw += [UInt8(deep >> 8), UInt8(deep & 0xFF)]
                }
            }
        }
        // A zlib stream of stored blocks: no compressor needed to write it.
        var zlib: [UInt8] = [0x78, 0x01]
        var at = 0
        while at < raw.count {
            let n = Swift.min(65535, raw.count - at)
            zlib += [at + n == raw.count ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[at..<(at + n)]
            at += n
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += PNGCodec.be32(b << 16 | a)
        var out = Data(PNGCodec.signature)
        PNGCodec.appendChunk("IHDR", PNGCodec.be32(UInt32(size)) + PNGCodec.be32(UInt32(size)) + [16, 6, 0, 0, 0], to: &out)
        PNGCodec.appendChunk("IDAT", zlib, to: &out)
        PNGCodec.appendChunk("IEND", [], to: &out)
        return out
    }

    @Test("T3, Q: a 16-bit pair counts what pixelmatch v7.2.0 counts (its reader rounds 16-bit samples)",
          .enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent),
          arguments: [(0.05, false, 2048), (0.1, false, 1333), (0.0, false, 4907), (0.05, true, 2502)])
    func sixteenBit(_ threshold: Double, _ includeAA: Bool, _ expected: Int) throws {
        // pixelmatch v7.2.0 on Node 20, reading the two 16-bit files with pngjs 7.0.0, counts `expected`.
        let a = try PNGCodec.decode(Self.deepened(try PNGCodec.read(Self.folder.appendingPathComponent("4a.png"))))
        let b = try PNGCodec.decode(Self.deepened(try PNGCodec.read(Self.folder.appendingPathComponent("4b.png"))))
        #expect(a.width == 128 && b.height == 128)
        var options = ImageComparison.Options()
        options.threshold = threshold
        options.includeAA = includeAA
        #expect(try ImageComparison(options: options).compare(a, b).mismatched == expected)
    }

    @Test("T8: images of different sizes fail naming both sizes")
    func sizeMismatch() {
        let a = PixelBuffer(width: 10, height: 20), b = PixelBuffer(width: 11, height: 20)
        do {
            _ = try ImageComparison().compare(a, b)
            Issue.record("different sizes compared")
        } catch {
            #expect(error.description.contains("10×20") && error.description.contains("11×20"))
        }
    }
}
