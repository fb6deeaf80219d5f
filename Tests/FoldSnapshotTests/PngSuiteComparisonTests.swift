import CreaseTestSupport
import FoldImage
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot

/// T3: every valid PngSuite file (../shared/conformance/pngsuite) equals itself in the
/// comparison — two separate decodes, strictest threshold, anti-aliasing counted — and in `crease diff`.
@Suite(.enabled(if: TestSupport.conformance != nil, TestSupport.conformanceAbsent)) struct PngSuiteComparisonTests {
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.pngSuite.path)) ?? [])
        .filter { $0.hasSuffix(".png") && !$0.hasPrefix("x") }.sorted()

    @Test("T3: the sample is there")
    func present() { #expect(Self.files.count >= 40) }

    @Test("T3: every valid PngSuite file equals itself, decoded twice", arguments: files)
    func equalsItself(_ file: String) throws {
        let url = TestSupport.pngSuite.appendingPathComponent(file)
        let a = try PNGCodec.read(url), b = try PNGCodec.read(url)
        var options = ImageComparison.Options()
        options.threshold = 0
        options.includeAA = true
        #expect(try ImageComparison(options: options).compare(a, b).mismatched == 0)
    }

    @Test("T3: crease diff reports 0 for an interlaced 16-bit file against itself")
    func creaseDiff() throws {
        let file = TestSupport.pngSuite.appendingPathComponent("basi6a16.png").path
        let r = try TestSupport.crease(["diff", file, file, "--threshold", "0", "--include-aa"])
        #expect(r.status == 0 && r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "\(r.stderr)")
    }
}
