import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldRender
import FoldLayout
import Foundation
import Testing
@testable import FoldImage

/// Q, C: every number of a device has a documented range (docs/formats.md, Limits); out of range is
/// one line naming the file, the field, the value and the range, exit 2, before anything is laid out.
@Suite struct BoundsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        /// Replaces the first occurrence of each key in the bundled surface-duo profile with its value.
        var edits: [String: String]
        /// The one line after `crease: <file>: `.
        var line: String
        var testDescription: String { label }
    }

    static let surfaceDuo = (try? String(contentsOf: TestSupport.fixtureURL("surface-duo", .devices), encoding: .utf8)) ?? ""

    static let cases: [Case] = [
        Case(label: "a display 1e19 pt tall (the painter trapped)", edits: [#""height": 720"#: #""height": 1e19"#],
             line: "field 'cover.height': is 1e+19; the range is 1…5000 pt"),
        Case(label: "a display 3e6 pt wide (the text engine's Int32 trapped)", edits: [#""width": 540"#: #""width": 3e6"#],
             line: "field 'cover.width': is 3000000; the range is 1…5000 pt"),
        Case(label: "a display of 1e6×1e6 pt (printed a raw cairo error)", edits: [#""width": 1114"#: #""width": 1e6"#],
             line: "field 'inner.width': is 1000000; the range is 1…5000 pt"),
        Case(label: "a display too large to render at 3×", edits: [#""width": 540"#: #""width": 3000"#, #""height": 720"#: #""height": 3000"#],
             line: "field 'cover': is 3000×3000 pt (9000000 pt²); a display may have at most 4444444 pt², which is 40 million pixels at 3×"),
        Case(label: "a corner radius past half the display", edits: [#""cornerRadius": 6"#: #""cornerRadius": 1e300"#],
             line: "field 'cover.cornerRadius': is 1e+300; the range is 0…270 pt (half the shorter side)"),
        Case(label: "a negative safe area", edits: [#""top": 24"#: #""top": -24"#],
             line: "field 'cover.safeArea.upright.top': is -24; the range is 0…5000 pt"),
        Case(label: "a huge rail", edits: [#""railHeight": 44"#: #""railHeight": 1e19"#],
             line: "field 'shell.railHeight': is 1e+19; the range is 0…5000 pt"),
        Case(label: "a huge dock", edits: [#""dockWidth": 56"#: #""dockWidth": 2.2e6"#],
             line: "field 'shell.dockWidth': is 2200000; the range is 0…5000 pt"),
        Case(label: "a huge fold clearance", edits: [#""clearance": 8"#: #""clearance": 1e19"#],
             line: "field 'fold.clearance': is 1e+19; the range is 0…5000 pt"),
        Case(label: "a hold of 1e21 ms", edits: [#""holdMilliseconds": 300"#: #""holdMilliseconds": 1e21"#],
             line: "field 'postures.holdMilliseconds': is 1e+21; the range is 0…60000 ms"),
        Case(label: "a noise gate past 180°", edits: [#""noiseGate": 7.5"#: #""noiseGate": 400"#],
             line: "field 'postures.noiseGate': is 400; the range is 0…180°"),
        Case(label: "a scale of 1e-300", edits: [#""scale": 2.5"#: #""scale": 1e-300"#],
             line: "field 'scale': is 1e-300; the range is 0.5…10 px/pt"),
        Case(label: "a number past Double", edits: [#""width": 540"#: #""width": 1e400"#],
             line: "is not valid JSON (line \(lineAndColumn(of: "1e400")): the number is past the range of a double)"),
    ]

    /// Where `text` starts in the edited profile, as "L, column C" (1-based), worked out from the text.
    static func lineAndColumn(of text: String) -> String {
        var edited = surfaceDuo
        if let range = edited.range(of: #""width": 540"#) { edited.replaceSubrange(range, with: #""width": 1e400"#) }
        guard let at = edited.range(of: text) else { return "?" }
        let before = edited[..<at.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.utf8.count - (before.lastIndex(of: "\n").map { before.utf8.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line), column \(column)"
    }

    static func deviceFile(_ c: Case) -> URL {
        var text = surfaceDuo
        for (of, with) in c.edits {
            if let range = text.range(of: of) { text.replaceSubrange(range, with: with) }
        }
        return TestSupport.file("device.json", text)
    }

    @Test("Q, C: an out-of-range device number is one line naming the file, the field, the value and the range, exit 2", arguments: cases)
    func device(_ c: Case) throws {
        for of in c.edits.keys { #expect(Self.surfaceDuo.contains(of), "\(of)") }
        let device = Self.deviceFile(c)
        let out = TestSupport.temporaryFolder("bounds").appendingPathComponent("x.png")
        let r = try TestSupport.crease(["render", "--device", device.path, "--posture", "spread", "--scenario", "typical", "--output", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "crease: \(device.path): \(c.line)\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("Q: a display 1e19 pt tall or 3e6 pt wide ends the process with exit 2 and one line, not a signal", arguments: [cases[0], cases[1]])
    func noSignal(_ c: Case) throws {
        let device = Self.deviceFile(c)
        let out = TestSupport.temporaryFolder("bounds").appendingPathComponent("x.png")
        let r = try TestSupport.creaseProcess(["render", "--device", device.path, "--posture", "cover", "--scenario", "typical", "--output", out.path])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test("Q: a NaN or infinite number given in code is refused by validation, naming the field")
    func notANumber() throws {
        for value in [Double.nan, .infinity, -.infinity] {
            var d = try TestSupport.fixtures.device("surface-duo")
            d.inner?.safeArea.landscape.right = value
            #expect(throws: InputError(file: "", field: "inner.safeArea.landscape.right", message: "is \(value); the range is 0…5000 pt")) {
                try d.validate()
            }
            d = try TestSupport.fixtures.device("surface-duo")
            d.postures.foldedBackFrom = value
            #expect(throws: InputError.self) { try d.validate() }
        }
    }

    @Test("Q, C: a window whose image at --scale 3 passes the image limits names --scale and the window, never a raw cairo error")
    func windowScale() throws {
        let window = TestSupport.file("huge-window.json", #"""
        {"name": "huge-window", "displayName": "Huge", "height": 900, "minWidth": 760, "maxWidth": 8192, "widths": [8000],
         "titleBarHeight": 52, "sidebarWidth": 220, "contentMargin": 24, "cornerRadius": 10, "contentSizes": ["L"], "scale": 2}
        """#)
        let out = TestSupport.temporaryFolder("bounds")
        let r = try TestSupport.crease(["render", "--window", window.path, "--scenario", "typical", "--scale", "3",
                                        "--output", out.appendingPathComponent("x.png").path])
        #expect(r.status == 2)
        #expect(r.stderr == "crease: --scale: 3 is too large for window huge-window at 8000 pt (8000×900 pt): the image is 24000×2700 px at scale 3 "
                + "(64800000 pixels); an image may have 1…16384 px a side and at most 40000000 pixels\n")
        let export = try TestSupport.crease(["export", "--output", out.appendingPathComponent("review").path, "--devices", "iphone",
                                             "--windows", window.path, "--scenarios", "typical", "--sizes", "L", "--appearances", "light", "--scale", "3"])
        #expect(export.status == 2)
        #expect(export.stderr.hasPrefix("crease: --scale: 3 is too large for window huge-window at 8000 pt"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("review/images").path))
        // At 1× it fits.
        let one = try TestSupport.crease(["render", "--window", window.path, "--scenario", "typical", "--output", out.appendingPathComponent("y.png").path])
        #expect(one.status == 0, "\(one.stderr)")
    }

    /// A PNG whose IHDR claims a size, with a few bytes of image data.
    static func claiming(width: UInt32, height: UInt32, depth: UInt8) -> Data {
        var out = Data(PNGCodec.signature)
        PNGCodec.appendChunk("IHDR", PNGCodec.be32(width) + PNGCodec.be32(height) + [depth, 6, 0, 0, 0], to: &out)
        PNGCodec.appendChunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01], to: &out)
        PNGCodec.appendChunk("IEND", [], to: &out)
        return out
    }

    @Test("Q, C: crease diff of tiny PNGs claiming 8000×8000 at 16 bits, or a width × height past 32 bits, is one line naming the file, exit 2")
    func pngBombs() throws {
        for (width, height, depth, words) in [(UInt32(8000), UInt32(8000), UInt8(16), "over the limit of 40 million pixels"),
                                              (0x7FFF_FFFF, 0x7FFF_FFFF, 8, "over the limit of 40 million pixels"),
                                              (0xFFFF_FFFF, 0xFFFF_FFFF, 8, "is corrupt")] {
            let data = Self.claiming(width: width, height: height, depth: depth)
            #expect(data.count < 70)
            let bomb = TestSupport.temporaryFolder("bomb").appendingPathComponent("bomb.png")
            try data.write(to: bomb)
            let r = try TestSupport.crease(["diff", bomb.path, bomb.path])
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("crease: \(bomb.path): ") && r.stderr.contains(words) && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
        }
    }
}
