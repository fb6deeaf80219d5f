import CreaseTestSupport
import FoldImage
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

    @Test("T3, Q: a 16-bit pair counts what pixelmatch v7.2.0 counts (its reader rounds 16-bit samples)",
          arguments: [(0.05, false, 2048), (0.1, false, 1333), (0.0, false, 4907), (0.05, true, 2502)])
    func sixteenBit(_ threshold: Double, _ includeAA: Bool, _ expected: Int) throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Tests/FoldSnapshotTests/Conformance/pixelmatch-16bit")
        let a = try PNGCodec.read(folder.appendingPathComponent("4a16.png"))
        let b = try PNGCodec.read(folder.appendingPathComponent("4b16.png"))
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
