import CreaseFixtures
import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldLayout
import FoldRender
import FoldSnapshot
import Foundation
import HabitScreens
import Testing

/// The library addresses widgets, windows and history everywhere devices go (W1–W3): state keys and
/// reference names, matrices, the pipeline, lint, the export and its index, the snapshot suite.
@Suite struct SurfacesTests {
    @Test("W1, W3: widget and window states have names of their own; device names are unchanged")
    func names() {
        #expect(StateKey(scenario: "typical", device: "surface-duo", posture: .spread).fileName == "typical__surface-duo__spread__L__light@1x.png")
        let widget = StateKey(scenario: "widget", widget: "system-small", deviceClass: "iphone", size: .AX5, appearance: .dark, scale: 2)
        #expect(widget.fileName == "widget__iphone__system-small__AX5__dark@2x.png")
        #expect(widget.surface == .widget(family: "system-small") && widget.sheet == "iphone-widgets")
        let window = StateKey(scenario: "typical", window: "mac-window", width: 1280)
        #expect(window.fileName == "typical__mac-window__w1280__L__light@1x.png")
        #expect(window.surface.kind == .window && window.sheet == "mac-window")
    }

    @Test("W1–W3: a matrix sends widget scenarios to widget families, history to displays, and Habits scenarios to windows at L only")
    func matrix() throws {
        let matrix = StateMatrix(devices: ["iphone"], scenarios: ["typical", "widget", "history"], sizes: [.L, .AX5], appearances: [.light],
                                 widgets: ["system-small"], widgetClasses: ["iphone", "ipad"], windows: ["mac-window"], windowWidths: [900, 1280])
        let keys = matrix.keys(try matrix.inputs(TestSupport.fixtures)).map(\.fileName)
        #expect(keys == [
            "typical__iphone__cover__L__light@1x.png", "typical__iphone__cover__AX5__light@1x.png",
            "history__iphone__cover__L__light@1x.png", "history__iphone__cover__AX5__light@1x.png",
            "widget__iphone__system-small__L__light@1x.png", "widget__iphone__system-small__AX5__light@1x.png",
            "widget__ipad__system-small__L__light@1x.png", "widget__ipad__system-small__AX5__light@1x.png",
            "typical__mac-window__w900__L__light@1x.png", "typical__mac-window__w1280__L__light@1x.png",
        ])
    }

    @Test("W3: a width outside the window's range, or a device class no family has, stops the matrix with one line")
    func badMatrix() throws {
        let wide = StateMatrix(devices: [], scenarios: ["typical"], windows: ["mac-window"], windowWidths: [100])
        #expect(throws: InputError.self) { _ = try wide.inputs(TestSupport.fixtures) }
        let phone = StateMatrix(devices: [], scenarios: ["widget"], widgets: ["system-small"], widgetClasses: ["watch"])
        #expect(throws: InputError.self) { _ = try phone.inputs(TestSupport.fixtures) }
    }

    @Test("W1, W3: a widget renders at its family's size for the class; a window at its width and the profile's height", arguments: [1, 2, 3])
    func pixelSizes(_ scale: Int) throws {
        let pipeline = try Pipeline()
        let family = try TestSupport.fixtures.widgetFamily("system-medium")
        let request = RenderRequest(posture: .cover, options: RenderOptions(scale: Double(scale)))
        let widget = try pipeline.render(try TestSupport.fixtures.state("widget"), on: .widget(family, deviceClass: "iphone"), request)
        #expect(widget.width == 338 * scale && widget.height == 158 * scale)
        let window = try TestSupport.fixtures.window("mac-window")
        let mac = try pipeline.render(try TestSupport.fixtures.state("typical"), on: .window(window, width: 1280), request)
        #expect(mac.width == 1280 * scale && mac.height == Int(window.height) * scale)
    }

    @Test("W1: a widget's corners outside its radius stay transparent; the panel inside is opaque")
    func transparentCorners() throws {
        let family = try TestSupport.fixtures.widgetFamily("system-small")
        let image = try Pipeline().render(try TestSupport.fixtures.state("widget"), on: .widget(family, deviceClass: "iphone"),
                                          RenderRequest(posture: .cover))
        #expect(image.rgba[3] == 0)
        let middle = (image.height / 2 * image.width + image.width / 2) * 4
        #expect(image.rgba[middle + 3] == 255)
    }

    @Test("W1–W3: a screen the surface cannot show, or a text size the platform lacks, is refused in one line")
    func refusals() throws {
        let inputs = try BatchInputs.load([StateKey(scenario: "widget", device: "iphone", posture: .cover),
                                           StateKey(scenario: "history", window: "mac-window", width: 1280),
                                           StateKey(scenario: "typical", window: "mac-window", width: 1280, size: .AX5),
                                           StateKey(scenario: "typical", widget: "system-small", deviceClass: "watch")],
                                          fixtures: TestSupport.fixtures)
        for (key, words) in [(StateKey(scenario: "widget", device: "iphone", posture: .cover), "screen"),
                             (StateKey(scenario: "history", window: "mac-window", width: 1280), "screen"),
                             (StateKey(scenario: "typical", window: "mac-window", width: 1280, size: .AX5), "contentSizes"),
                             (StateKey(scenario: "typical", widget: "system-small", deviceClass: "watch"), "watch"),
                             (StateKey(scenario: "typical", window: "mac-window", width: 5000), "5000")] {
            do {
                _ = try inputs.host(for: key)
                Issue.record("\(key) was not refused")
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test("W1–W3: lint checks widgets on every family and class and the Habits scenarios in windows at every width: no violation")
    func lint() throws {
        let scenarios = TestSupport.fixtures.names(.scenarios)
        let lint = Lint(devices: [], scenarios: scenarios, sizes: [.xS, .L, .xxxL, .AX5], orientations: [.upright],
                        widgets: TestSupport.fixtures.names(.widgets), windows: ["mac-window"], windowWidths: [760, 900, 1280, 1680, 2560])
        let (count, findings) = try lint.run(fixtures: TestSupport.fixtures)
        #expect(count > 150)
        #expect(findings.isEmpty, "\(findings.prefix(5))")
    }

    @Test("W1–W3: the export writes widget and window images with their own contact sheets, and its index filters by surface")
    func export() throws {
        let out = TestSupport.temporaryFolder("export-surfaces")
        let matrix = StateMatrix(devices: ["iphone"], scenarios: ["widget", "history", "typical"], sizes: [.L], appearances: [.light],
                                 widgets: ["system-small"], widgetClasses: ["iphone"], windows: ["mac-window"], windowWidths: [1280])
        let written = try Export(output: out, matrix: matrix).run(fixtures: TestSupport.fixtures)
        #expect(written.items.count == 4)
        #expect(written.sheets.sorted() == ["sheets/iphone-widgets.png", "sheets/iphone.png", "sheets/mac-window.png"])
        let html = try String(contentsOf: written.index, encoding: .utf8)
        // The page builds itself from its embedded JSON: a surface filter, and each image's facets.
        #expect(html.contains(#""key":"surface""#))
        for surface in ["display", "widget", "window"] {
            #expect(html.contains(#""surface":"\#(surface)""#))
        }
        #expect(html.contains(#""posture":"system-small""#) && html.contains(#""posture":"1280 pt""#))
    }

    @Test("W1, W3: suite matrices and cases declare widgets and windows, and read back what they wrote")
    func suite() throws {
        let json = #"""
        {"version": 1,
         "matrices": [{"scenarios": ["widget"], "widgets": ["system-small", "system-large"], "classes": ["iphone"], "sizes": ["L", "AX5"]},
                      {"scenarios": ["typical"], "windows": ["mac-window"]}],
         "cases": [{"scenario": "widget", "widget": "system-medium", "device": "ipad", "appearance": "dark", "scale": 2},
                   {"scenario": "failed", "window": "mac-window", "width": 1000}]}
        """#
        let suite = try JSONInput.decode(SnapshotSuite.self, from: Data(json.utf8), file: "suite.json")
        let fixtures = TestSupport.fixtures
        let cases = try suite.expanded(device: { (n: String) throws(InputError) -> DeviceProfile in try fixtures.device(n) },
                                       widget: { (n: String) throws(InputError) -> PanelFamily in try fixtures.widgetFamily(n) },
                                       window: { (n: String) throws(InputError) -> WindowProfile in try fixtures.window(n) })
        #expect(cases.map(\.fileName) == [
            "widget__iphone__system-small__L__light@1x.png", "widget__iphone__system-small__AX5__light@1x.png",
            "widget__iphone__system-large__L__light@1x.png", "widget__iphone__system-large__AX5__light@1x.png",
            "typical__mac-window__w900__L__light@1x.png", "typical__mac-window__w1280__L__light@1x.png",
            "typical__mac-window__w1680__L__light@1x.png",
            "widget__ipad__system-medium__L__dark@2x.png", "failed__mac-window__w1000__L__light@1x.png",
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let again = try JSONInput.decode(SnapshotSuite.self, from: try encoder.encode(suite), file: "again.json")
        #expect(again == suite)
        let text = String(decoding: try encoder.encode(suite.cases), as: UTF8.self)
        #expect(text.contains(#""widget":"system-medium""#) && !text.contains("posture"))
        #expect(!String(decoding: try encoder.encode(suite.matrices[1]), as: UTF8.self).contains("devices"))
    }

    @Test("W1: a suite naming a device class its widget family lacks is refused naming the matrix")
    func badSuite() throws {
        let json = #"{"version": 1, "matrices": [{"scenarios": ["widget"], "widgets": ["system-small"], "classes": ["watch"]}]}"#
        let suite = try JSONInput.decode(SnapshotSuite.self, from: Data(json.utf8), file: "suite.json")
        let fixtures = TestSupport.fixtures
        #expect(throws: InputError.self) {
            _ = try suite.expanded(device: { (n: String) throws(InputError) -> DeviceProfile in try fixtures.device(n) },
                                   widget: { (n: String) throws(InputError) -> PanelFamily in try fixtures.widgetFamily(n) })
        }
        let empty = #"{"version": 1, "matrices": [{"scenarios": ["widget"]}]}"#
        #expect(throws: InputError.self) { _ = try JSONInput.decode(SnapshotSuite.self, from: Data(empty.utf8), file: "suite.json") }
    }

    @Test("W2: inspect's layout says which surface it is and, for a window, where its sidebar and title bar are")
    func inspection() throws {
        let state = try TestSupport.fixtures.state("typical")
        let window = try TestSupport.fixtures.window("mac-window")
        let (surface, solved) = try Pipeline().solve(state, on: .window(window, width: 1280), RenderRequest(posture: .cover))
        var inspection = Inspection(state: state)
        inspection.add(surface, solved, size: .L)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(inspection.json().utf8)) as? [String: Any])
        let layout = try #require(json["layout"] as? [String: Any])
        #expect(layout["surface"] as? String == "window" && layout["device"] as? String == "mac-window")
        #expect(layout["sidebar"] as? [Double] == [0, 0, window.sidebarWidth, window.height])
    }
}

/// The surfaces on the command line (run in-process).
@Suite struct SurfaceCommandTests {
    @Test("W1, W3: render takes --widget with a device class, or --window with a width; a bad class is one line and exit 2")
    func render() throws {
        let folder = TestSupport.temporaryFolder("surface-cli")
        let widget = try TestSupport.crease(["render", "--widget", "system-medium", "--scenario", "widget", "--output", folder.appendingPathComponent("w.png").path])
        #expect(widget.status == 0, "\(widget.stderr)")
        let image = try PNGCodec.read(folder.appendingPathComponent("w.png"))
        #expect(image.width == 338 && image.height == 158)
        let window = try TestSupport.crease(["render", "--window", "mac-window", "--width", "1280", "--scenario", "typical",
                                             "--output", folder.appendingPathComponent("m.png").path])
        #expect(window.status == 0, "\(window.stderr)")
        #expect(try PNGCodec.read(folder.appendingPathComponent("m.png")).width == 1280)
        let bad = try TestSupport.crease(["render", "--widget", "system-small", "--device", "watch", "--scenario", "widget",
                                          "--output", folder.appendingPathComponent("x.png").path])
        #expect(bad.status == 2 && bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("watch"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test("W1, W3: devices lists the widget families and windows")
    func devices() throws {
        let result = try TestSupport.crease(["devices"])
        #expect(result.stdout.contains("system-small") && result.stdout.contains("mac-window"))
    }
}
