import CreaseTestSupport
import FoldImage
import Foundation
import Testing
@testable import FoldSnapshot

/// T3 on screenshots no one on this project made: 80 pairs from nine public projects' histories
/// (../shared/conformance/realpairs, read in place, never copied). Each pair's count at threshold 0
/// with anti-aliased pixels counted is `exactCount`, measured with an independent Pillow/pypng decode;
/// at 0.05 and 0.1 the kernel is held to pixelmatch's own loop as it reads (`referenceCount`).
@Suite(.enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent)) struct RealPairsTests {
    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        var id: String
        var a: String
        var b: String
        var width: Int
        var height: Int
        var exactCount: Int?
        var expect: String
        var testDescription: String { id }
    }

    static let pairs: [Pair] = {
        struct File: Decodable { var pairs: [Pair] }
        guard let data = try? Data(contentsOf: TestSupport.realPairs.appendingPathComponent("pairs.json")),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.pairs
    }()

    static func comparison(_ threshold: Double, includeAA: Bool) -> ImageComparison {
        var options = ImageComparison.Options()
        options.threshold = threshold
        options.includeAA = includeAA
        return ImageComparison(options: options)
    }

    static func read(_ name: String) throws -> PixelBuffer { try PNGCodec.read(TestSupport.realPairs.appendingPathComponent(name)) }

    @Test("T3: the corpus is there, all 80 pairs of it")
    func corpus() {
        #expect(Self.pairs.count == 80)
        #expect(Self.pairs.count { $0.expect == "count" } == 78)
    }

    @Test("T3: every real pair counts exactly at thresholds 0, 0.05 and 0.1 with anti-aliased pixels counted",
          arguments: pairs.filter { $0.expect == "count" })
    func counts(_ pair: Pair) throws {
        let a = try Self.read(pair.a), b = try Self.read(pair.b)
        #expect(a.width == pair.width && a.height == pair.height && b.width == pair.width && b.height == pair.height)
        let exact = try Self.comparison(0, includeAA: true).compare(a, b).mismatched
        #expect(exact == pair.exactCount, "threshold 0: \(exact), the independent count \(pair.exactCount ?? -1)")
        for threshold in [0.05, 0.1] {
            let c = Self.comparison(threshold, includeAA: true)
            #expect(try c.compare(a, b).mismatched == c.referenceCount(a, b), "threshold \(threshold)")
        }
        // With anti-aliasing detection (pixelmatch's default), on the pairs small enough for its slow loop.
        if pair.width * pair.height <= 2_000_000 {
            let c = Self.comparison(0.1, includeAA: false)
            #expect(try c.compare(a, b).mismatched == c.referenceCount(a, b), "threshold 0.1, anti-aliasing detected")
        }
    }

    @Test("Q: the pair committed without IEND is refused, as pixelmatch's reader refuses it; the pair with renamed chunks reads equal or is refused")
    func invalidFiles() throws {
        for pair in Self.pairs where pair.expect != "count" {
            let b = Result { try Self.read(pair.b) }
            switch pair.expect {
            case "refusal":
                #expect(throws: ImageError.self) { try b.get() }
            default:
                if case .success(let image) = b {
                    #expect(try Self.comparison(0, includeAA: true).compare(try Self.read(pair.a), image).mismatched == 0)
                }
            }
        }
    }
}
