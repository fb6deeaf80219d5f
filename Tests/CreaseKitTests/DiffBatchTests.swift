import CreaseCommandLine
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import Foundation
import Testing

/// T3, C: `crease diff --batch FILE` compares many pairs in one process.
@Suite struct DiffBatchTests {
    @Test("T3: --batch of the 78 real pairs gives one JSON line per pair, in order, each with the independent count at threshold 0; the total time on standard error",
          .enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent))
    func realPairs() throws {
        struct File: Decodable {
            struct Pair: Decodable { var a: String; var b: String; var exactCount: Int?; var expect: String }
            var pairs: [Pair]
        }
        let folder = TestSupport.realPairs
        let pairs = try JSONDecoder().decode(File.self, from: Data(contentsOf: folder.appendingPathComponent("pairs.json"))).pairs.filter { $0.expect == "count" }
        let list = TestSupport.temporaryFolder("batch").appendingPathComponent("pairs.txt")
        // Relative paths are read from the current folder; a comment and a blank line are skipped.
        try Data(("# the real pairs\n\n" + pairs.map { "\($0.a)\t\($0.b)\n" }.joined()).utf8).write(to: list)
        let r = try TestSupport.crease(["diff", "--batch", list.path, "--threshold", "0", "--include-aa"], in: folder)
        #expect(r.status == 1)
        struct Line: Decodable { var a: String; var b: String; var mismatched: Int; var total: Int }
        let lines = try r.stdout.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        #expect(lines.map(\.a) == pairs.map(\.a))
        #expect(lines.map(\.mismatched) == pairs.map { $0.exactCount ?? -1 })
        #expect(r.stderr.hasPrefix("crease diff --batch: 78 pairs in ") && r.stderr.contains(" could not be compared"), "\(r.stderr)")
    }

    @Test("C, Q: a pair that cannot be compared is its own line with the error and exit 2, the others still compared; a line that is not two paths names its line")
    func badPairs() throws {
        let folder = TestSupport.temporaryFolder("batch-bad")
        let a = folder.appendingPathComponent("a b.png"), b = folder.appendingPathComponent("b.png")
        try PNGCodec.encode(PixelBuffer(width: 2, height: 2, fill: (1, 2, 3, 255))).write(to: a)
        try PNGCodec.encode(PixelBuffer(width: 2, height: 2, fill: (1, 2, 4, 255))).write(to: b)
        let list = folder.appendingPathComponent("pairs.txt")
        try Data("a b.png\tb.png\nmissing.png\tb.png\nb.png\tb.png\n".utf8).write(to: list)
        let r = try TestSupport.crease(["diff", "--batch", list.path, "--threshold", "0"], in: folder)
        let lines = r.stdout.split(separator: "\n")
        #expect(r.status == 2 && lines.count == 3, "\(r.stdout)")
        #expect(lines[0].contains("\"a\": \"a b.png\"") && lines[0].contains("\"mismatched\": 4") && lines[2].contains("\"mismatched\": 0"), "\(r.stdout)")
        #expect(lines[1].contains("\"line\": 2") && lines[1].contains("\"error\": ") && lines[1].contains("missing.png"))
        // Windows line endings are line endings.
        try Data("a b.png\tb.png\r\nb.png\tb.png\r\n".utf8).write(to: list)
        let crlf = try TestSupport.crease(["diff", "--batch", list.path, "--threshold", "0"], in: folder)
        #expect(crlf.status == 1 && crlf.stdout.split(separator: "\n").count == 2 && !crlf.stdout.contains("\\r"), "\(crlf.stdout)\(crlf.stderr)")
        try Data("a.png b.png c.png\n".utf8).write(to: list)
        let malformed = try TestSupport.crease(["diff", "--batch", list.path], in: folder)
        #expect(malformed.status == 2 && malformed.stderr.contains("field 'line 1'") && malformed.stdout.isEmpty, "\(malformed.stderr)")
        let both = try TestSupport.crease(["diff", "--batch", list.path, "--output", "d.png"], in: folder)
        #expect(both.status == 2 && both.stderr.contains("--output"))
        let extra = try TestSupport.crease(["diff", "--batch", list.path, "x.png"], in: folder)
        #expect(extra.status == 2 && extra.stderr.contains("--batch names the inputs"), "\(extra.stderr)")
        let none = try TestSupport.crease(["diff", "--batch", folder.appendingPathComponent("nope.txt").path], in: folder)
        #expect(none.status == 2 && none.stderr.contains("no such file"))
    }
}
