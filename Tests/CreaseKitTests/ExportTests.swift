import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldRender
import Foundation
import Testing

/// The design-review export (V, R2, Q): images, contact sheets and an offline index.
@Suite struct ExportTests {
    /// A gesture whose name is markup: it must stay text in the index, the SVG chart and the summary.
    static let hostileGestureName = #"</script><b id="injected">bold</b> & 'q'"#

    static let folder: URL = {
        let out = TestSupport.temporaryFolder("export")
        let hostile = TestSupport.temporaryFolder("hostile-gesture").appendingPathComponent("hostile.json")
        try? Data(#"{"version":1,"name":"\#(hostileGestureName.replacingOccurrences(of: "\"", with: "\\\""))","start":0,"segments":[{"kind":"sweep","to":180,"ms":400}]}"#.utf8)
            .write(to: hostile)
        let export = Export(output: out, matrix: StateMatrix(devices: ["surface-duo", "iphone"],
                                                             scenarios: ["typical", "long-names", "empty"], sizes: [.L], appearances: [.light, .dark]),
                            gestures: ["jittery-unfold", hostile.path])
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
        // E1: rows scenario · size (3), columns posture · appearance (6), the 540-pt cover at 240 px.
        #expect(sheet.width > 2000 && sheet.height > 3 * 320)
        let html = try String(contentsOf: Self.folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("http://") && !html.contains("https://"))
        // Data is embedded as JSON with < and > escaped: no name can close the script or start markup.
        #expect(html.contains("\\u003cimg src=x onerror=alert(1)\\u003e"))
        #expect(!html.contains("<img src=x"))
    }

    @Test("M1, E1: the gestures section holds each gesture's filmstrip and chart (SVG, PNG) on each foldable device only, names escaped")
    func gestureFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("gestures").path).sorted()
        // surface-duo folds, the iphone does not: one run per gesture.
        #expect(files == ["hostile__surface-duo-explore", "hostile__surface-duo-filmstrip.png", "hostile__surface-duo-plot.png", "hostile__surface-duo-plot.svg",
                          "jittery-unfold__surface-duo-explore", "jittery-unfold__surface-duo-filmstrip.png", "jittery-unfold__surface-duo-plot.png",
                          "jittery-unfold__surface-duo-plot.svg"])
        // X1: each run's explorer page, linked from the index; the hostile name is data, escaped, in it too.
        let explorer = try String(contentsOf: Self.folder.appendingPathComponent("gestures/hostile__surface-duo-explore/index.html"), encoding: .utf8)
        #expect(explorer.contains("\\u003c\\/script\\u003e\\u003cb id=") || explorer.contains("\\u003c/script\\u003e\\u003cb id="), "the name is escaped in the page's data")
        #expect(!explorer.contains("<b id="))
        let chart = try PNGCodec.read(Self.folder.appendingPathComponent("gestures/jittery-unfold__surface-duo-plot.png"))
        #expect(chart.width == 1200 && chart.height > 700)
        let strip = try PNGCodec.read(Self.folder.appendingPathComponent("gestures/jittery-unfold__surface-duo-filmstrip.png"))
        #expect(strip.width > 1000 && strip.height > 200)
        let svg = try String(contentsOf: Self.folder.appendingPathComponent("gestures/hostile__surface-duo-plot.svg"), encoding: .utf8)
        // SVG is XML: the apostrophe is &apos; (HTML pages use &#39;).
        #expect(svg.contains("&lt;/script&gt;&lt;b id=&quot;injected&quot;&gt;bold&lt;/b&gt; &amp; &apos;q&apos;"))
        #expect(!svg.contains("<b id="))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("jittery-unfold__surface-duo-plot.svg"))
        #expect(html.contains(#"gestures\/jittery-unfold__surface-duo-explore\/index.html"#))
        #expect(!html.contains("<b id=") && !html.contains("</script><b"))
    }

    @Test("E1, Q: two gestures that would write the same files are refused before anything runs")
    func gestureCollision() throws {
        let folder = TestSupport.temporaryFolder("collide")
        let copy = folder.appendingPathComponent("unfold.json")
        try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/gestures/unfold.json")).write(to: copy)
        let out = folder.appendingPathComponent("out")
        let export = Export(output: out, matrix: StateMatrix(devices: ["surface-duo"], scenarios: ["empty"], sizes: [.L], appearances: [.light]),
                            gestures: ["unfold", copy.path])
        let error = #expect(throws: InputError.self) { try export.run(fixtures: TestSupport.fixtures) }
        #expect(error?.file == "--gestures" && error?.message.contains("unfold") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("gestures").path))
    }

    @Test("C: crease export runs every known gesture by default and none with --gestures none")
    func gesturesOption() throws {
        let help = try TestSupport.crease(["export", "--help"])
        #expect(help.stdout.contains("--gestures"))
        let out = TestSupport.temporaryFolder("no-gestures")
        let r = try TestSupport.crease(["export", "--output", out.path, "--devices", "galaxy-z-fold5", "--scenarios", "empty", "--sizes", "L",
                                        "--appearances", "light", "--postures", "cover", "--gestures", "none"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("gestures").path))
        let one = TestSupport.temporaryFolder("one-gesture")
        let s = try TestSupport.crease(["export", "--output", one.path, "--devices", "galaxy-z-fold5,iphone", "--scenarios", "empty", "--sizes", "L",
                                        "--appearances", "light", "--postures", "cover", "--gestures", "held-partial"])
        #expect(s.status == 0, "\(s.stderr)")
        #expect(s.stdout.contains("1 gesture runs") || s.stdout.contains("1 gesture run"), "\(s.stdout)")
        #expect(s.stderr.contains("1/1 gesture runs"), "\(s.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: one.appendingPathComponent("gestures").path)
        #expect(files.count == 4)
        let page = one.appendingPathComponent("gestures/held-partial__galaxy-z-fold5-explore/index.html")
        #expect(FileManager.default.fileExists(atPath: page.path))
        // E4: exported again without explorers, the pages and their frames are removed as stale.
        let again = try TestSupport.crease(["export", "--output", one.path, "--devices", "galaxy-z-fold5,iphone", "--scenarios", "empty", "--sizes", "L",
                                            "--appearances", "light", "--postures", "cover", "--gestures", "held-partial", "--no-explorers"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: one.appendingPathComponent("gestures").path).count == 3)
    }

    @Test("E1: a package without the bundled gestures' scenarios still exports them, on its first scenario, and the index says so")
    func gesturesInAnotherPackage() throws {
        let fixtures = TestSupport.packageRoot.appendingPathComponent("Examples/HabitsLayouts/Fixtures")
        let out = TestSupport.temporaryFolder("consumer-gestures")
        let r = try TestSupport.crease(["export", "--output", out.path, "--fixtures", fixtures.path, "--devices", "galaxy-z-fold5",
                                        "--sizes", "L", "--appearances", "light", "--postures", "cover", "--gestures", "fold-while-editing,unfold"])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("its scenario 'editor-edit' is not in these fixtures: shown on 'routine'"))
        #expect(html.contains("'typical' is not in these fixtures: shown on 'routine'"))
        // simulate finds the bundled example scenario by name (I3: the package adds to the bundled ones)…
        let found = try TestSupport.crease(["simulate", "--fixtures", fixtures.path, "--device", "galaxy-z-fold5", "--gesture", "fold-while-editing"])
        #expect(found.status == 0, "\(found.stderr)")
        // …and a gesture file naming a scenario that exists nowhere is still the file's error.
        let gesture = out.appendingPathComponent("lost.json")
        try Data(#"{"version": 1, "name": "lost", "start": 0, "scenario": "no-such-scenario", "segments": [{"kind": "hold", "ms": 100}]}"#.utf8).write(to: gesture)
        let strict = try TestSupport.crease(["simulate", "--fixtures", fixtures.path, "--device", "galaxy-z-fold5", "--gesture", gesture.path])
        #expect(strict.status == 2 && strict.stderr.contains("lost.json: field 'scenario'"), "\(strict.stderr)")
    }

    @Test("V, I3: a device given as a file is labelled in the index by the name inside it, not by its path")
    func deviceFileLabel() throws {
        let folder = TestSupport.temporaryFolder("device-label")
        let text = try String(contentsOf: TestSupport.fixtureURL("galaxy-z-flip6", .devices), encoding: .utf8)
            .replacingOccurrences(of: "\"name\": \"galaxy-z-flip6\"", with: "\"name\": \"my-flip\"")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("devices"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("devices/flip-copy.json"))
        let r = try TestSupport.crease(["export", "--output", "out", "--devices", "devices/flip-copy.json", "--scenarios", "typical",
                                        "--sizes", "L", "--appearances", "light", "--gestures", "unfold"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains(#""device":"my-flip""#))
        #expect(!html.contains("flip-copy.json"), "the index names the device by its path")
    }

    @Test("V, Q: the index loads every image offline, a filter works, and habit names stay text (headless Chromium)")
    func chromium() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let page = Self.folder.appendingPathComponent("index.html")
        let dom = try TestSupport.chromium(["--virtual-time-budget=10000", "--dump-dom", page.absoluteString + "?selftest=1"])
        let line = try #require(dom.range(of: #"images=\d+ broken=\d+ filtered=\d+ expected=\d+ all=\d+ gestureImages=\d+ gestureBroken=\d+ gestureFiltered=\d+ gestureExpected=\d+"#,
                                          options: .regularExpression).map { String(dom[$0]) },
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
        // The gestures section: a chart and a filmstrip per run, all loaded; its gesture filter works.
        #expect(numbers["gestureImages"] == 4)
        #expect(numbers["gestureBroken"] == 0)
        #expect(numbers["gestureFiltered"] == 1 && numbers["gestureExpected"] == 1)
        // The names are in the page as text, not as elements.
        #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!dom.contains("<img src=\"x\""))
        #expect(dom.contains("&lt;/script&gt;&lt;b id=\"injected\"&gt;bold&lt;/b&gt;"))
        #expect(!dom.contains("<b id=\"injected\">"))
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
