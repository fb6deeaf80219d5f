import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing
import FoldLayout
@testable import FoldMotion

/// The fold as the platforms report it (S6): `inspect`'s layout and the simulation timeline carry
/// Jetpack WindowManager's `FoldingFeature` and the web's viewport segments, from the device profile
/// rather than from any table of expected values.
@Suite struct PlatformFoldTests {
    /// `inspect` of the typical scenario in a state; the layout object.
    func layout(_ arguments: [String], scenario: String = "typical") throws -> [String: Any] {
        let r = try TestSupport.crease(["inspect", "--scenario", scenario] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        return try #require(root["layout"] as? [String: Any])
    }

    func numbers(_ value: Any?) -> [Double] { (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue } }

    func segments(_ layout: [String: Any]) -> [(index: [Double], rect: [Double])] {
        (layout["viewportSegments"] as? [[String: Any]] ?? []).map { s in
            (numbers(s["index"]), ["x", "y", "width", "height"].map { (s[$0] as? NSNumber)?.doubleValue ?? .nan })
        }
    }

    @Test("S6: Surface Duo half-opened: a HALF_OPENED, VERTICAL, separating FULL hinge whose pixel bounds are its frame at 2.5 px/pt; two segments either side of it")
    func duoHalfOpened() throws {
        let layout = try layout(["--device", "surface-duo", "--posture", "half-opened"])
        let feature = try #require(layout["foldingFeature"] as? [String: Any])
        #expect(feature["state"] as? String == "HALF_OPENED")
        #expect(feature["orientation"] as? String == "VERTICAL")
        #expect(feature["isSeparating"] as? Bool == true)
        #expect(feature["occlusionType"] as? String == "FULL")
        let fold = try #require((layout["fold"] as? [String: Any])?["frame"])
        let frame = numbers(fold)
        #expect(numbers(feature["frame"]) == frame)
        let bounds = try #require(feature["bounds"] as? [String: Int])
        #expect(bounds["left"] == Int((frame[0] * 2.5).rounded()) && bounds["right"] == Int(((frame[0] + frame[2]) * 2.5).rounded()))
        #expect(bounds["top"] == 0 && bounds["bottom"] == Int((frame[3] * 2.5).rounded()))
        let display = numbers(layout["display"])
        let parts = segments(layout)
        #expect(parts.map(\.index) == [[0, 0], [1, 0]])
        #expect(parts.first?.rect == [0, 0, frame[0], display[3]])
        #expect(parts.last?.rect == [frame[0] + frame[2], 0, display[2] - frame[0] - frame[2], display[3]])
        #expect(layout["devicePosture"] as? String == "folded")
    }

    @Test("S6: a crease opened flat is FLAT, not separating, occluding nothing, and the web sees one segment; held half opened it separates into two that meet at the crease")
    func creaseFlatAndHalf() throws {
        let flat = try layout(["--device", "galaxy-z-fold5", "--posture", "spread"])
        let feature = try #require(flat["foldingFeature"] as? [String: Any])
        #expect(feature["state"] as? String == "FLAT" && feature["isSeparating"] as? Bool == false && feature["occlusionType"] as? String == "NONE")
        let bounds = try #require(feature["bounds"] as? [String: Int])
        #expect(bounds["left"] == bounds["right"], "a crease is zero wide: \(bounds)")
        #expect(segments(flat).map(\.rect) == [numbers(flat["display"])])
        #expect(flat["devicePosture"] as? String == "continuous")

        let half = try layout(["--device", "galaxy-z-fold5", "--posture", "half-opened"])
        let halfFeature = try #require(half["foldingFeature"] as? [String: Any])
        #expect(halfFeature["state"] as? String == "HALF_OPENED" && halfFeature["isSeparating"] as? Bool == true)
        let parts = segments(half)
        #expect(parts.count == 2)
        #expect(parts[0].rect[0] + parts[0].rect[2] == parts[1].rect[0], "the two segments meet at the crease")
    }

    @Test("S5, S6: a flip phone in tabletop reports a HORIZONTAL fold and segments stacked top [0, 0] and bottom [0, 1]; a Fold5 turned to landscape does too")
    func tabletop() throws {
        for arguments in [["--device", "galaxy-z-flip6", "--posture", "half-opened"],
                          ["--device", "galaxy-z-fold5", "--posture", "half-opened", "--orientation", "landscape"]] {
            let layout = try layout(arguments)
            #expect(layout["postureName"] as? String == "tabletop")
            let feature = try #require(layout["foldingFeature"] as? [String: Any])
            #expect(feature["orientation"] as? String == "HORIZONTAL", "\(arguments)")
            let parts = segments(layout)
            #expect(parts.map(\.index) == [[0, 0], [0, 1]], "\(arguments)")
            #expect(parts.allSatisfy { $0.rect[2] == numbers(layout["display"])[2] }, "each segment spans the display's width")
        }
    }

    @Test("S6: the cover display, a single-screen phone, a widget and a window span no fold: no FoldingFeature, one segment of the whole surface")
    func noFold() throws {
        for (arguments, scenario) in [(["--device", "galaxy-z-fold5", "--posture", "cover"], "typical"), (["--device", "iphone", "--posture", "cover"], "typical"),
                                      (["--widget", "system-medium", "--device", "iphone"], "widget"), (["--window", "mac-window"], "typical")] {
            let layout = try layout(arguments, scenario: scenario)
            #expect(layout["foldingFeature"] == nil, "\(arguments)")
            #expect(segments(layout).map(\.rect) == [numbers(layout["display"])], "\(arguments)")
        }
    }

    @Test("S6, M8: every timeline row carries the fold of the display it is drawn on — none on the cover, even with the hinge in the partial band — and the device-state layer apart, in JSON Lines and in CSV")
    func timeline() throws {
        let folder = TestSupport.temporaryFolder("platform")
        var states: Set<String> = []
        var partialOnCover = 0
        // held-partial commits half-opened once held; unfold-with-pause goes on to spread.
        for gesture in ["held-partial", "unfold-with-pause"] {
            let jsonl = folder.appendingPathComponent("\(gesture).jsonl")
            let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", gesture, "--timeline", jsonl.path])
            #expect(r.status == 0, "\(r.stderr)")
            for line in try String(contentsOf: jsonl, encoding: .utf8).split(separator: "\n") {
                let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let posture = row["posture"] as? String, raw = row["rawPosture"] as? String
                let feature = row["foldingFeature"] as? [String: Any]
                let count = (row["viewportSegments"] as? [Any])?.count
                let device = row["deviceFoldState"] as? String
                if posture == "cover" {
                    #expect(row["display"] as? String == "cover")
                    #expect(feature == nil && count == 1, "an app on the cover display sees no fold (angle \(row["angle"] ?? ""))")
                    if raw == "partial" { partialOnCover += 1 }
                } else {
                    #expect(row["display"] as? String == "inner")
                    #expect(feature?["state"] as? String == device, "the FoldingFeature's state is the device layer's")
                    #expect(count == 2, "the Duo's hinge separates the inner display's two segments")
                }
                if raw == "closed" { #expect(device == nil) }
                if let state = feature?["state"] as? String { states.insert(state) }
            }
        }
        let csv = folder.appendingPathComponent("t.csv")
        let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", "held-partial", "--timeline", csv.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(partialOnCover > 0, "the hinge is in the partial band while the cover still shows: the case M8 is about")
        #expect(states == ["FLAT", "HALF_OPENED"], "the gestures pass through both states")
        let lines = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n")
        let header = lines.first?.split(separator: ",").map(String.init) ?? []
        let state = try #require(header.firstIndex(of: "folding_state")), separating = try #require(header.firstIndex(of: "is_separating"))
        #expect(header.contains("viewport_segments") && header.contains("occlusion_type") && header.contains("device_fold_state") && header.contains("display"))
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.contains { $0[state] == "HALF_OPENED" && $0[separating] == "true" })
    }

    @Test("M8: the platform's fold state follows the angle at once, with its own hysteresis as device data, and none while closed or folded back")
    func deviceLayer() {
        var bands = DeviceProfile.PostureBands(foldedBackFrom: 330)
        bands.foldStateHysteresis = 6
        #expect(Simulator.deviceFold(10, after: nil, bands: bands) == nil)
        #expect(Simulator.deviceFold(340, after: .flat, bands: bands) == nil)
        #expect(Simulator.deviceFold(100, after: nil, bands: bands) == .halfOpened)
        #expect(Simulator.deviceFold(150, after: .halfOpened, bands: bands) == .flat)
        // Inside the hysteresis the state stays: a flat device wobbling to 146° stays FLAT; at 143° it is half opened.
        #expect(Simulator.deviceFold(146, after: .flat, bands: bands) == .flat)
        #expect(Simulator.deviceFold(146, after: .halfOpened, bands: bands) == .halfOpened)
        #expect(Simulator.deviceFold(143, after: .flat, bands: bands) == .halfOpened)
        #expect(DeviceProfile.PostureBands().platformHysteresis == 5)
    }

    @Test("S5: a fold axis outside vertical and horizontal is refused, listing both")
    func badAxis() throws {
        let folder = TestSupport.temporaryFolder("axis")
        let text = try String(contentsOf: TestSupport.fixtureURL("galaxy-z-flip6", .devices), encoding: .utf8)
        let device = folder.appendingPathComponent("flip.json")
        try Data(text.replacingOccurrences(of: "\"horizontal\"", with: "\"across\"").utf8).write(to: device)
        let r = try TestSupport.crease(["inspect", "--scenario", "typical", "--device", device.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("field 'fold.axis': has an unknown value \"across\" (one of: vertical, horizontal)"), "\(r.stderr)")
    }
}
