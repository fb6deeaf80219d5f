import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldRender
import Foundation
import Testing

/// The design-review export (V, R2, Q): images, contact sheets and an offline index.
@Suite struct ExportTests {
    static let folder: URL = {
        let out = TestSupport.temporaryFolder("export")
        let export = Export(output: out, matrix: StateMatrix(devices: ["surface-duo", "iphone"],
                                                             scenarios: ["typical", "long-names", "empty"], sizes: [.L], appearances: [.light, .dark]))
        _ = try? export.run(fixtures: TestSupport.fixtures)
        return out
    }()

    @Test("V: a PNG for every state, a contact sheet per device, and index.html")
    func files() throws {
        let images = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("images").path)
        // surface-duo: 3 postures; iphone: 1; 3 scenarios; 2 appearances.
        #expect(images.count == (3 + 1) * 3 * 2)
        let sheets = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("sheets").path).sorted()
        #expect(sheets == ["iphone.png", "surface-duo.png"])
        let sheet = try PNGCodec.read(Self.folder.appendingPathComponent("sheets/surface-duo.png"))
        // 12 states of a 1114 pt spread at 180 pt wide: one row of twelve.
        #expect(sheet.width > 2000 && sheet.height > 150)
        let html = try String(contentsOf: Self.folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Data is embedded as JSON with < and > escaped: no name can close the script or start markup.
        #expect(html.contains("\\u003cimg src=x onerror=alert(1)\\u003e"))
        #expect(!html.contains("<img src=x"))
    }

    @Test("V, Q: the index loads every image offline, a filter works, and habit names stay text (headless Chromium)")
    func chromium() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let page = Self.folder.appendingPathComponent("index.html")
        let dom = try TestSupport.chromium(["--virtual-time-budget=10000", "--dump-dom", page.absoluteString + "?selftest=1"])
        let line = try #require(dom.range(of: #"images=\d+ broken=\d+ filtered=\d+ expected=\d+ all=\d+"#, options: .regularExpression).map { String(dom[$0]) },
                                "no self-test result in the page")
        let numbers = Dictionary(uniqueKeysWithValues: line.split(separator: " ").map { pair -> (String, Int) in
            let kv = pair.split(separator: "=")
            return (String(kv[0]), Int(kv[1]) ?? -1)
        })
        #expect(numbers["images"] == 24)
        #expect(numbers["broken"] == 0)
        #expect(numbers["filtered"] == numbers["expected"])
        #expect((numbers["filtered"] ?? 0) > 0 && (numbers["filtered"] ?? 0) < 24)
        #expect(numbers["all"] == 24)
        // The name is in the page as text, not as an element.
        #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!dom.contains("<img src=\"x\""))
        let shot = TestSupport.temporaryFolder().appendingPathComponent("index.png")
        _ = try TestSupport.chromium(["--window-size=1280,900", "--screenshot=" + shot.path, page.absoluteString])
        let image = try PNGCodec.read(shot)
        #expect(image.width == 1280 && image.height == 900)
    }

    @Test("Q: crease export writes nothing outside --output, even for names containing ../")
    func confined() throws {
        let base = TestSupport.temporaryFolder("confine")
        let nested = base.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let scenario = try String(contentsOf: TestSupport.fixtureURL("empty", .scenarios), encoding: .utf8)
            .replacingOccurrences(of: "\"dataset\": \"empty\"", with: "\"dataset\": \"\(TestSupport.fixtureURL("empty", .datasets).path)\"")
        try Data(scenario.utf8).write(to: base.appendingPathComponent("evil.json"))
        let device = try Data(contentsOf: TestSupport.fixtureURL("iphone", .devices))
        try device.write(to: base.appendingPathComponent("phone.json"))
        let output = nested.appendingPathComponent("out")
        let before = Set(try FileManager.default.subpathsOfDirectory(atPath: base.path))
        let r = try TestSupport.crease(["export", "--output", output.path, "--devices", nested.path + "/../../phone.json",
                                        "--scenarios", nested.path + "/../../evil.json", "--sizes", "L", "--appearances", "light"])
        #expect(r.status == 0, "\(r.stderr)")
        let after = Set(try FileManager.default.subpathsOfDirectory(atPath: base.path))
        let added = after.subtracting(before)
        #expect(!added.isEmpty)
        for path in added { #expect(path.hasPrefix("a/b/out"), "\(path) was written outside --output") }
        let images = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("images").path)
        #expect(images == ["evil__phone__cover__L__light@1x.png"])
    }

    @Test("C: export prints progress and where index.html is")
    func progress() throws {
        let out = TestSupport.temporaryFolder("progress")
        let r = try TestSupport.crease(["export", "--output", out.path, "--devices", "iphone", "--scenarios", "one-habit", "--sizes", "L"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("2/2 states"))
        #expect(r.stdout.contains("index.html"))
    }
}
