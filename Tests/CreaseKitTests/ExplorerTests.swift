import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldLayout
import FoldMotion
import Foundation
import Testing

/// `crease explore` (X1): a gesture's offline page, its frames stored once each, and the page read
/// back by headless Chromium after moving its slider by keyboard.
@Suite struct ExplorerTests {
    /// `crease explore --device surface-duo --gesture unfold-with-pause`, run from an empty folder with
    /// no --output: the page goes to the default folder.
    static let page: (folder: URL, result: TestSupport.RunResult?) = {
        let folder = TestSupport.temporaryFolder("explore")
        let result = try? TestSupport.crease(["explore", "--device", "surface-duo", "--gesture", "unfold-with-pause"], in: folder)
        return (folder.appendingPathComponent("explore-unfold-with-pause-surface-duo"), result)
    }()

    /// The page's self-test (`?selftest=1`): it presses keys on the slider and writes what it then shows.
    static func selftest(_ index: URL, fragment: String = "") throws -> [String: [String: String]] {
        let dom = try TestSupport.chromium(["--virtual-time-budget=10000", "--dump-dom", index.absoluteString + "?selftest=1" + fragment])
        let start = try #require(dom.range(of: "<pre id=\"selftest\">"), "no self-test result in the page")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        var steps: [String: [String: String]] = [:]
        for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let words = line.replacingOccurrences(of: "&amp;", with: "&").split(separator: " ")
            let label = words.first.map(String.init) ?? ""
            var values: [String: String] = [:]
            for word in words {
                guard let eq = word.firstIndex(of: "=") else { continue }
                values[String(word[..<eq])] = String(word[word.index(after: eq)...])
            }
            steps[label] = values
        }
        return steps
    }

    @Test("X1, C: crease explore writes one folder (index.html and frames/) from an empty folder and says what it stored")
    func writes() throws {
        let result = try #require(Self.page.result)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("explorer: \(Self.page.folder.path)/index.html"), "\(result.stdout)")
        #expect(result.stdout.contains("61 frames × 2 variants (L; light; Reduce Motion off and on)"), "\(result.stdout)")
        #expect(result.stdout.contains("every frame holds every rule"), "\(result.stdout)")
        let html = try String(contentsOf: Self.page.folder.appendingPathComponent("index.html"), encoding: .utf8)
        // Offline: no address outside the folder is ever loaded (the SVG namespace is a name, not a request).
        let addresses = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
        #expect(!addresses.contains("http://") && !addresses.contains("https://") && !addresses.contains("//cdn"))
        #expect(html.contains("default-src 'none'"))
    }

    @Test("X1, M3, M6: each distinct picture is stored once; every frame's file is that frame's picture; the Reduce Motion variant has no in-between frame; a smaller rerun removes the earlier page's frames")
    func storedOnce() throws {
        let fixtures = TestSupport.fixtures
        let gesture = try fixtures.loadGesture("unfold-with-pause").gesture
        let simulate = Simulate(device: try fixtures.device("surface-duo"), state: try fixtures.state("typical"), gesture: gesture)
        let folder = TestSupport.temporaryFolder("explore-store")
        let pipeline = try Pipeline()
        let report = try GestureExplorer(simulate: simulate, sizes: [.L, .AX5], appearances: [.light]).write(into: folder, pipeline: pipeline)
        #expect(report.frames == 61 && report.variants == 4)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path).sorted()
        #expect(frames.count == report.stored)
        #expect(report.stored < report.frames * report.variants / 4, "\(report.stored) files for \(report.frames * report.variants) frames")
        let contents = try frames.map { try Data(contentsOf: folder.appendingPathComponent("frames/" + $0)) }
        #expect(Set(contents).count == contents.count, "two files hold one picture")
        // Each frame of the full-motion L run names the file of its own picture.
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let data = try #require(html.range(of: #"(?<=<script type="application/json" id="explorer-data">).*?(?=</script>)"#, options: .regularExpression))
        let page = try #require(try JSONSerialization.jsonObject(with: Data(html[data].utf8)) as? [String: Any])
        let variants = try #require(page["variants"] as? [[String: Any]])
        let first = try #require(variants.first { $0["size"] as? String == "L" && $0["reduceMotion"] as? Bool == false })
        let images = try #require(first["images"] as? [String])
        let rows = try #require(first["frames"] as? [[String: Any]])
        var run = simulate
        run.size = .L
        let result = try run.run(measurer: pipeline.measuring, keepLayouts: true)
        for (i, row) in rows.enumerated() {
            let file = images[try #require(row["image"] as? Int)]
            let stored = try Data(contentsOf: folder.appendingPathComponent(file))
            #expect(stored == PNGCodec.encode(try run.render(result, frame: i, painter: pipeline.painter)), "frame \(i) shows \(file)")
        }
        // The run's verdict (M6: no layout shown for under the minimum frames) is the page's.
        #expect(first["verdict"] as? String == SimulationStory(result).verdict)
        // M3: with Reduce Motion the page goes from the cover's picture straight to the spread's.
        let reduced = try #require(variants.first { $0["size"] as? String == "L" && $0["reduceMotion"] as? Bool == true })
        let reducedRows = try #require(reduced["frames"] as? [[String: Any]])
        #expect(reducedRows.allSatisfy { $0["transitioning"] as? Bool == false })
        #expect((reduced["images"] as? [String])?.count == 2, "\(reduced["images"] ?? [])")
        // Written again with one size: the AX5 frames of the first page are gone.
        let again = try GestureExplorer(simulate: simulate, sizes: [.L], appearances: [.light]).write(into: folder, pipeline: pipeline)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
        #expect(left.count == again.stored && !left.contains { $0.hasPrefix("AX5") })
    }

    @Test("X1, M1, M2, E1: Chromium moves the slider by keyboard and reads the frame, posture and picture back; Space plays at real speed; the fragment opens a frame")
    func chromium() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let index = Self.page.folder.appendingPathComponent("index.html")
        let steps = try Self.selftest(index)
        #expect(steps["opened"]?["frame"] == "0" && steps["opened"]?["posture"] == "cover", "\(steps)")
        #expect(steps["right3"]?["frame"] == "3", "\(steps)")
        #expect(steps["left1"]?["frame"] == "2", "\(steps)")
        #expect(steps["end"]?["frame"] == "60" && steps["end"]?["posture"] == "spread", "\(steps)")
        #expect(steps["home"]?["frame"] == "0" && steps["home"]?["posture"] == "cover", "\(steps)")
        #expect(steps["end"]?["hash"]?.hasPrefix("#frame=60&") == true, "the frame is in the address: \(steps)")
        // The picture shown is a stored frame, and the last frame's differs from the first's.
        let first = try #require(steps["home"]?["src"]), last = try #require(steps["end"]?["src"])
        #expect(first != last)
        for src in [first, last] { #expect(FileManager.default.fileExists(atPath: Self.page.folder.appendingPathComponent(src).path), "\(src)") }
        // Space played 200 ms of (virtual) time at 60 fps: about 12 frames, and still playing.
        let totals = try #require(steps["totals"], "\(steps)")
        let played = Int(totals["played"] ?? "") ?? -1
        #expect((6...14).contains(played) && totals["playing"] == "true", "\(totals)")
        // Every picture loaded from the folder; no request left it.
        #expect(totals["images"] == totals["loaded"] && totals["external"] == "0", "\(totals)")
        #expect(steps["marks"]?["violationMarks"] == "0", "\(steps)")

        // A link to a frame opens on it, with its switches.
        let linked = try Self.selftest(index, fragment: "#frame=30&size=L&appearance=light&motion=reduced")
        #expect(linked["opened"]?["frame"] == "30" && linked["opened"]?["motion"] == "reduced" && linked["opened"]?["posture"] == "spread", "\(linked)")
    }

    @Test("X1, L8: the page of a gesture that breaks a rule marks the breaking frames on the slider and outlines the node")
    func violations() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let folder = TestSupport.temporaryFolder("explore-broken")
        let device = try TestSupport.wideDockDevice(in: folder)
        let r = try TestSupport.crease(["explore", "--device", device.path, "--gesture", "unfold", "--output", "page"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("rule violations on") }, "\(r.stdout)")
        let frames = try #require(line.firstMatch(of: /on (\d+) frames/).map { Int($0.1) ?? -1 })
        #expect(frames > 0)
        let steps = try Self.selftest(folder.appendingPathComponent("page/index.html"))
        let marks = try #require(steps["marks"], "\(steps)")
        #expect(Int(marks["violationMarks"] ?? "") == frames, "\(marks)")
        #expect(marks["firstViolation"] == "0", "\(marks)")
        #expect((Int(marks["boxes"] ?? "") ?? 0) > 0 && (Int(marks["broken"] ?? "") ?? 0) > 0, "\(marks)")
    }

    @Test("C, I3, I4: bad input to explore is one line naming the option or file, exit 2, and nothing written")
    func badInput() throws {
        let folder = TestSupport.temporaryFolder("explore-bad")
        try Data("x".utf8).write(to: folder.appendingPathComponent("taken"))
        let cases: [([String], [String])] = [
            (["--device", "iphone", "--gesture", "unfold"], ["iphone", "no fold"]),
            (["--device", "surface-duo", "--gesture", "unfold", "--output", "taken"], ["--output", "is a file"]),
            (["--device", "surface-duo", "--gesture", "unfold", "--sizes", "AX9"], ["--sizes", "AX5"]),
            (["--device", "surface-duo", "--gesture", "no-such-gesture"], ["--gesture", "no-such-gesture"]),
            (["--device", "surface-duo"], ["--gesture"]),
        ]
        for (arguments, words) in cases {
            let r = try TestSupport.crease(["explore"] + arguments, in: folder)
            #expect(r.status == 2, "\(arguments): \(r.stdout)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(arguments): \(r.stderr)")
            for word in words { #expect(r.stderr.contains(word), "\(arguments): \(r.stderr)") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }
}
