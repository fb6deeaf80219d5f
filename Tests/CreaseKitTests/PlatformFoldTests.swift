import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

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

    @Test("S6: every timeline row carries the FoldingFeature and segments of its raw band, in JSON Lines and in CSV")
    func timeline() throws {
        let folder = TestSupport.temporaryFolder("platform")
        let jsonl = folder.appendingPathComponent("t.jsonl"), csv = folder.appendingPathComponent("t.csv")
        for file in [jsonl, csv] {
            let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", "unfold-with-pause", "--timeline", file.path])
            #expect(r.status == 0, "\(r.stderr)")
        }
        var states: Set<String> = []
        for line in try String(contentsOf: jsonl, encoding: .utf8).split(separator: "\n") {
            let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let raw = row["rawPosture"] as? String
            let feature = row["foldingFeature"] as? [String: Any]
            let count = (row["viewportSegments"] as? [Any])?.count
            switch raw {
            case "partial": #expect(feature?["state"] as? String == "HALF_OPENED" && count == 2)
            case "flat": #expect(feature?["state"] as? String == "FLAT" && count == 2, "the Duo's hinge separates even flat")
            default: #expect(feature == nil && count == 1, "\(raw ?? "?")")
            }
            if let state = feature?["state"] as? String { states.insert(state) }
        }
        #expect(states == ["FLAT", "HALF_OPENED"], "the gesture passes through both states")
        let lines = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n")
        let header = lines.first?.split(separator: ",").map(String.init) ?? []
        let state = try #require(header.firstIndex(of: "folding_state")), separating = try #require(header.firstIndex(of: "is_separating"))
        #expect(header.contains("viewport_segments") && header.contains("occlusion_type"))
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.contains { $0[state] == "HALF_OPENED" && $0[separating] == "true" })
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
