import CreaseKit
import CreaseRandom
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldLayout
import FoldMotion
import FoldRender
import Foundation
import Testing

/// M1–M6, L10 and L11 over the bundled gestures.
@Suite struct SimulationTests {
    func simulate(_ gesture: String, device: String = "surface-duo", scenario: String? = nil, reduceMotion: Bool = false,
                  keep: Bool = false) throws -> (Simulate, SimulationResult) {
        let g = try TestSupport.fixtures.gesture(gesture)
        let s = Simulate(device: try TestSupport.fixtures.device(device),
                         state: try TestSupport.fixtures.state(scenario ?? g.scenario ?? "typical"),
                         gesture: g, reduceMotion: reduceMotion)
        return (s, try s.run(measurer: try TestSupport.pipeline().measuring, keepLayouts: keep))
    }

    @Test("M1, M6: unfold and unfold-with-pause never commit half-opened and show no transient layout",
          arguments: ["unfold", "unfold-with-pause"])
    func unfold(_ gesture: String) throws {
        for device in ["surface-duo", "galaxy-z-fold5"] {
            let (_, r) = try simulate(gesture, device: device)
            #expect(r.commits.map(\.posture) == [.spread])
            #expect(!r.rows.contains { $0.posture == .halfOpened })
            #expect(r.transients.isEmpty)
        }
    }

    @Test("M1: held-partial commits half-opened once, after the hold")
    func heldPartial() throws {
        let (s, r) = try simulate("held-partial")
        #expect(r.commits.map(\.posture) == [.halfOpened])
        let commit = try #require(r.commits.first)
        // The angle settles near 100° at the end of the 300 ms sweep; the hold is 300 ms more.
        #expect(commit.time >= s.device.postures.holdMilliseconds)
        let firstPartial = try #require(r.rows.first { $0.rawPosture == .partial })
        #expect(commit.time - firstPartial.time >= s.device.postures.holdMilliseconds)
    }

    @Test("M1, M6: jittery-unfold commits exactly one posture although its raw posture changes at least 4 times",
          arguments: ["surface-duo", "galaxy-z-fold5"], [60.0, 120.0])
    func jittery(_ device: String, _ fps: Double) throws {
        let g = try TestSupport.fixtures.gesture("jittery-unfold")
        let s = Simulate(device: try TestSupport.fixtures.device(device), state: try TestSupport.fixtures.state("typical"), gesture: g, fps: fps)
        let r = try s.run(measurer: try TestSupport.pipeline().measuring)
        let story = SimulationStory(r)
        #expect(r.commits.map(\.posture) == [.spread])
        #expect(story.rawChanges >= 4, "raw changes: \(story.rawChanges)")
        #expect(story.suppressed == story.rawChanges - 1)
        // The noise crosses the flat edge: the raw posture goes back to partial after first reaching flat.
        let firstFlat = try #require(r.rows.firstIndex { $0.rawPosture == .flat })
        #expect(r.rows[firstFlat...].contains { $0.rawPosture == .partial })
        #expect(r.transients.isEmpty)
        #expect(!r.rows.contains { $0.posture == .halfOpened })
    }

    @Test("M1: slow-half-open pauses just short of the hold and never commits half-opened, not even for one frame",
          arguments: ["surface-duo", "galaxy-z-fold5"], [60.0, 120.0])
    func slowHalfOpen(_ device: String, _ fps: Double) throws {
        let g = try TestSupport.fixtures.gesture("slow-half-open")
        let d = try TestSupport.fixtures.device(device)
        let r = try Simulate(device: d, state: try TestSupport.fixtures.state("typical"), gesture: g, fps: fps)
            .run(measurer: try TestSupport.pipeline().measuring)
        #expect(r.commits.map(\.posture) == [.spread])
        #expect(!r.rows.contains { $0.posture == .halfOpened })
        let fold = try #require(SimulationStory(r).partialFolds.first)
        // Held steady for most of the hold time, but not all of it.
        #expect(fold.held >= 0.8 * d.postures.holdMilliseconds && fold.held < d.postures.holdMilliseconds, "held \(fold.held) ms")
        #expect(fold.committedAt == nil)
    }

    @Test("M1: fold-back goes past flat to 330° or more and commits cover through the folded-back band")
    func foldBack() throws {
        let (s, r) = try simulate("fold-back")
        #expect((r.rows.map(\.angle).max() ?? 0) >= 330)
        #expect(r.rows.first?.posture == .spread)
        #expect(r.commits.map(\.posture) == [.cover])
        let commit = try #require(r.commits.first)
        #expect(r.rows[commit.frame].rawPosture == .foldedBack)
        let back = try #require(s.device.postures.foldedBackFrom)
        #expect(r.rows[commit.frame].gatedAngle >= back)
        // Folding back never passes through the partial or closed bands.
        #expect(!r.rows.contains { $0.rawPosture == .partial || $0.rawPosture == .closed })
    }

    @Test("M1: close (the old fold-back) sweeps flat to closed and commits cover through the closed band")
    func close() throws {
        let (_, r) = try simulate("close")
        #expect(r.commits.map(\.posture) == [.cover])
        let commit = try #require(r.commits.first)
        #expect(r.rows[commit.frame].rawPosture == .closed)
    }

    @Test("M2, L11: folding while editing keeps the same draft identity and values in every frame")
    func foldWhileEditing() throws {
        let (_, r) = try simulate("fold-while-editing", keep: true)
        #expect(r.commits.map(\.posture) == [.cover, .spread])
        var drafts = Set<String>()
        var names = Set<String>()
        for (i, layout) in r.layouts.enumerated() {
            let editor = try #require(layout["editor"], "frame \(i) lost the editor")
            #expect(editor.opacity > 0.999)
            drafts.insert(editor.attributes["draft"] ?? "")
            names.insert(layout["editor/name"].flatMap { layout[$0.id + "/0"]?.text?.content.string } ?? layout.nodes.first { $0.parent == "editor/name" }?.text?.content.string ?? "")
            #expect(r.rows[i].mounted.contains("editor"))
            #expect(r.rows[i].mounted.contains("card"))
        }
        #expect(drafts.count == 1 && drafts.first?.isEmpty == false)
        #expect(names == ["Walk after lunch"])
    }

    @Test("M2: the list stays mounted through every gesture",
          arguments: ["unfold", "held-partial", "fold-back", "close", "jittery-unfold", "slow-half-open", "sensor-trace-unfold"])
    func listMounted(_ gesture: String) throws {
        let (_, r) = try simulate(gesture)
        for row in r.rows {
            #expect(row.mounted.contains("card"))
            #expect(row.mounted.contains { $0.hasPrefix("row/") })
        }
    }

    @Test("M3: with Reduce Motion every frame shows either the start or the end layout")
    func reduceMotion() throws {
        let (_, r) = try simulate("unfold", reduceMotion: true, keep: true)
        let start = try #require(r.layouts.first), end = try #require(r.layouts.last)
        #expect(start != end)
        for layout in r.layouts { #expect(layout == start || layout == end) }
        #expect(r.rows.allSatisfy { $0.progress == nil })
    }

    @Test("M5, L10: random monotone unfolds move the card without jumps; title and Add habit hold their end frames",
          arguments: [1, 2, 3, 4, 5] as [UInt64])
    func continuity(_ seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let ms = 200 + rng.nextUnit() * 600
        let pause = rng.nextUnit() < 0.5 ? [Gesture.Segment.hold(ms: 40 + rng.nextUnit() * 120)] : []
        let mid = 40 + rng.nextUnit() * 100
        var gesture = try TestSupport.fixtures.gesture("unfold")
        gesture.segments = [Gesture.Segment.sweep(to: mid, ms: ms / 2, easing: .linear)] + pause
            + [Gesture.Segment.sweep(to: 180, ms: ms / 2, easing: .easeOut), Gesture.Segment.hold(ms: 600)]
        let device = try TestSupport.fixtures.device(rng.nextUnit() < 0.5 ? "surface-duo" : "galaxy-z-fold5")
        let sim = Simulate(device: device, state: try TestSupport.fixtures.state("typical"), gesture: gesture)
        let r = try sim.run(measurer: try TestSupport.pipeline().measuring, keepLayouts: true)
        #expect(r.commits.map(\.posture) == [.spread])
        let startCard = try #require(r.rows.first?.tracked), endCard = try #require(r.rows.last?.tracked)
        let dt = 1000 / sim.fps
        // ease-in-out's steepest slope is 2: no frame may move further than that allows, give or take the
        // whole point a frame's regions are laid out on (P6).
        let limit = 2 * dt / 300
        let onWholePoints = 1.0
        for (a, b) in zip(r.rows, r.rows.dropFirst()) {
            // The frame the inner display turns on follows the cover's last: two screens, not a step of
            // one motion. A cover wider than the spread's page (the Fold5's, with no dock: S8) starts its
            // card where it fits that page (`Transition.head`).
            guard let ca = a.tracked, let cb = b.tracked, a.posture == b.posture else { continue }
            #expect(abs(cb.x - ca.x) <= limit * abs(endCard.x - startCard.x) + onWholePoints)
            #expect(abs(cb.width - ca.width) <= limit * abs(endCard.width - startCard.width) + onWholePoints)
            #expect(abs(cb.minY - ca.minY) <= limit * abs(endCard.minY - startCard.minY) + onWholePoints)
            // Its bottom follows its rows, which each frame wraps at the card's width there (P6): it
            // steps by whole lines as names rewrap, never by more than the rows' text grows.
            #expect(abs(cb.maxY - ca.maxY) <= limit * abs(endCard.maxY - startCard.maxY) + 0.01 || abs(cb.maxY - ca.maxY) <= 3 * 21)
        }
        let last = try #require(r.layouts.last)
        let settled = try #require(r.rows.lastIndex { $0.progress != nil })
        for i in (settled + 1)..<r.layouts.count {
            #expect(r.layouts[i]["title"]?.frame == last["title"]?.frame)
            #expect(r.layouts[i]["add-habit"]?.frame == last["add-habit"]?.frame)
        }
    }

    @Test("M4: a posture committed mid-transition retargets from the frames on screen (no jump back)")
    func retarget() throws {
        var gesture = try TestSupport.fixtures.gesture("unfold")
        gesture.segments = [.sweep(to: 180, ms: 200, easing: .linear), .sweep(to: 0, ms: 100, easing: .linear), .hold(ms: 600)]
        let sim = Simulate(device: try TestSupport.fixtures.device("surface-duo"), state: try TestSupport.fixtures.state("typical"), gesture: gesture)
        let r = try sim.run(measurer: try TestSupport.pipeline().measuring, keepLayouts: true)
        #expect(r.commits.map(\.posture) == [.spread, .cover])
        let second = try #require(r.commits.last)
        let before = try #require(r.rows[second.frame - 1].tracked), at = try #require(r.rows[second.frame].tracked)
        // The new transition starts where the old one was: the card moves by at most one frame's step.
        #expect(abs(at.width - before.width) < 20)
    }

    @Test("C: bad gesture files give one line naming the file and field, exit 2")
    func badGestureFiles() throws {
        let cases = [
            (#"{"version":1,"name":"x","samples":[[0,10],[20,30],[10,40]]}"#, "samples[2][0]"),
            (#"{"version":1,"name":"x","segments":[{"kind":"hold","ms":-5}]}"#, "segments[0].ms"),
            (#"{"version":1,"name":"x","segments":[{"kind":"spin","ms":100}]}"#, "segments[0].kind"),
            (#"{"version":1,"name":"x","samples":[[0,10],[20,NaN]]}"#, "not valid JSON"),
            (#"{"version":1,"name":"x","samples":[[0,10],[20,"NaN"]]}"#, "samples[1][1]"),
        ]
        for (text, field) in cases {
            let file = TestSupport.file("gesture.json", text)
            let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", file.path])
            #expect(r.status == 2, "\(text)")
            #expect(r.stderr.split(separator: "\n").count == 1)
            #expect(r.stderr.contains("gesture.json") && r.stderr.contains(field), "\(r.stderr)")
        }
    }

    @Test("C, Q: a gesture's own scenario that is empty or unknown is blamed on the gesture file's scenario field, not on --scenario",
          arguments: [#""scenario":"""#, #""scenario":"no-such-scenario""#])
    func gestureScenario(_ scenario: String) throws {
        let file = TestSupport.file("gesture.json", #"{"version":1,"name":"x",\#(scenario),"segments":[{"kind":"hold","ms":100}]}"#)
        let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", file.path])
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains(file.path + ": field 'scenario'"), "\(r.stderr)")
        #expect(!r.stderr.contains("--scenario"), "\(r.stderr)")
        // --scenario, when given, is the one that counts.
        let given = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", file.path, "--scenario", "empty"])
        #expect(given.status == (scenario.hasSuffix("\"\"") ? 2 : 0), "\(given.stderr)")
    }

    static let bundledGestures = ["close", "fold-back", "fold-while-editing", "held-partial", "hinge-log", "jittery-unfold", "sensor-trace-unfold",
                                  "slow-half-open", "trifold-unfold", "unfold", "unfold-with-pause"]

    /// The device a bundled gesture's plot is drawn on: the tri-fold for the gesture that moves its second fold (S7).
    static func plotDevice(_ gesture: String) -> String { gesture == "trifold-unfold" ? "galaxy-z-trifold" : "galaxy-z-fold5" }

    @Test("C: --plot writes a PNG and an SVG for every bundled gesture; each SVG opens in headless Chromium as an SVG document")
    func plotFiles() throws {
        #expect(TestSupport.fixtures.names(.gestures) == Self.bundledGestures, "a gesture was added or removed: list it here")
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let dir = TestSupport.temporaryFolder("plot")
        var svgs: [URL] = []
        for gesture in Self.bundledGestures {
            let svg = dir.appendingPathComponent("\(gesture).svg"), png = dir.appendingPathComponent("\(gesture).png")
            for file in [svg, png] {
                let r = try TestSupport.crease(["simulate", "--device", Self.plotDevice(gesture), "--gesture", gesture, "--plot", file.path])
                #expect(r.status == 0, "\(gesture): \(r.stderr)")
                #expect(r.stdout.contains("plot: \(file.path)"), "\(gesture)")
            }
            let image = try PNGCodec.read(png)
            #expect(image.width == 1200 && image.height > 700, "\(gesture): \(image.width)×\(image.height)")
            svgs.append(svg)
        }
        // One browser opens all nine, each in a frame of its own, as a document of its own. Chromium
        // shows a file it cannot parse as XML as an XHTML page holding a <parsererror>: a plot cut short
        // opened beside them shows that these checks can fail.
        let cut = dir.appendingPathComponent("cut-short.svg")
        try Data(try Data(contentsOf: svgs[0]).prefix(600)).write(to: cut)
        var documents = try #require(try TestSupport.documents(svgs + [cut]))
        try #require(documents.count == svgs.count + 1)
        let cutShort = documents.removeLast()
        #expect(!cutShort.hasPrefix("<svg") && cutShort.contains("parsererror"), "\(cutShort.prefix(300))")
        for (gesture, dom) in zip(Self.bundledGestures, documents) {
            #expect(dom.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(gesture): \(dom.prefix(300))")
            #expect(!dom.contains("parsererror"), "\(gesture)")
            #expect(dom.contains("<title>\(gesture): \(Self.plotDevice(gesture)), 60 fps</title>"), "\(gesture)")
            for group in ["angle", "lanes", "progress", "card", "violations", "commits", "legend"] {
                #expect(dom.contains("<g id=\"\(group)\">"), "\(gesture): \(group)")
            }
            #expect(dom.hasSuffix("</svg>"), "\(gesture): \(dom.suffix(100))")
        }
    }

    @Test("C, Q: a --compare chart of a gesture named with markup opens in Chromium with the name as text, and its PNG is painted")
    func hostilePlot() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let name = #"<svg onload=alert(1)> & "quoted" 'name'"#
        let json = #"{"version":1,"name":"\#(name.replacingOccurrences(of: "\"", with: "\\\""))","start":0,"segments":[{"kind":"sweep","to":180,"ms":400}]}"#
        let file = TestSupport.file("hostile-gesture.json", json)
        let dir = TestSupport.temporaryFolder("hostile-plot")
        let svg = dir.appendingPathComponent("p.svg"), png = dir.appendingPathComponent("p.png")
        for out in [svg, png] {
            let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", file.path, "--plot", out.path, "--compare", "reduce-motion"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let dom = try TestSupport.chromium(["--dump-dom", svg.absoluteString])
        #expect(dom.hasPrefix("<svg") && !dom.contains("parsererror"), "\(dom.prefix(300))")
        #expect(dom.contains(#"&lt;svg onload=alert(1)&gt; &amp; "quoted" 'name'"#))
        #expect(!dom.contains("<svg onload"))
        #expect(try PNGCodec.read(png).width == 1200)
    }

    @Test("C: simulate writes a JSON Lines or CSV timeline with the required columns")
    func timelineFiles() throws {
        let dir = TestSupport.temporaryFolder()
        let jsonl = dir.appendingPathComponent("t.jsonl"), csv = dir.appendingPathComponent("t.csv")
        for file in [jsonl, csv] {
            let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", "unfold", "--timeline", file.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.contains("committed spread"))
        }
        let lines = try String(contentsOf: jsonl, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 55)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        for key in ["t", "angle", "rawPosture", "posture", "progress", "card", "mounted"] { #expect(first[key] != nil, "\(key)") }
        let header = try String(contentsOf: csv, encoding: .utf8).split(separator: "\n").first ?? ""
        #expect(header.hasPrefix("frame,t,angle,rawPosture,posture,committed,progress,card_x"))
    }

    @Test("C: --apng writes a valid animated PNG whose first frame is the start")
    func apng() throws {
        let file = TestSupport.temporaryFolder().appendingPathComponent("u.png")
        let r = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", "unfold", "--apng", file.path])
        #expect(r.status == 0, "\(r.stderr)")
        let data = [UInt8](try Data(contentsOf: file))
        #expect(Array(data[12..<16]) == Array("IHDR".utf8))
        #expect(data.count > 10_000)
        // The chunks in order (length, type, data, CRC): an animation control chunk before the first
        // image data, as APNG requires, and one frame control chunk per frame.
        var types: [String] = []
        var at = 8
        while at + 12 <= data.count {
            let length = data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: data[(at + 4)..<(at + 8)], as: UTF8.self))
            at += 12 + length
        }
        #expect(at == data.count, "the chunks end at \(at) of \(data.count) bytes")
        #expect(types.first == "IHDR" && types.last == "IEND")
        let actl = try #require(types.firstIndex(of: "acTL")), idat = try #require(types.firstIndex(of: "IDAT"))
        #expect(actl < idat)
        #expect(types.filter { $0 == "fcTL" }.count > 10)
        let still = try PNGCodec.decode(Data(data))
        #expect(still.width == 1114 && still.height == 720)
    }

    @Test("C: a filmstrip renders its frames one at a time as it draws them: the pixels of one drawn from frames rendered first, each cell the motion canvas at 0.35")
    func filmstripFrameByFrame() throws {
        // close goes from the spread through the cover: frames of both postures share the canvas's size.
        let (s, r) = try simulate("close", device: "galaxy-z-fold5", keep: true)
        let painter = try TestSupport.pipeline().painter
        let picks = Simulate.filmstripFrames(r)
        var frames: [Int: PixelBuffer] = [:]
        for i in picks { frames[i] = try s.render(r, frame: i, painter: painter) }
        let strip = try s.filmstrip(r, painter: painter)
        #expect(try strip == s.filmstrip(r, frames: frames, painter: painter))
        #expect(Set(frames.values.map { [$0.width, $0.height] }).count == 1)
        let frame = try #require(frames.values.first)
        #expect(Set(r.rows.map(\.posture)).count > 1 && picks.count > 4)
        let columns = Swift.min(4, picks.count), rows = (picks.count + 3) / 4
        #expect(strip.width == Int(16 + Double(columns) * ((Double(frame.width) * 0.35).rounded(.up) + 16)))
        #expect(strip.height == Int(40 + Double(rows) * ((Double(frame.height) * 0.35).rounded(.up) + 34 + 16)))
    }
}
