import CreaseInput
import CreaseFixtures
import CreaseKit
import CreaseTestSupport
import FoldImage
import FoldLayout
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot

/// The suite a package declares in `Snapshots/suite.json` (T9, T10).
@Suite struct SnapshotSuiteTests {
    /// A package in a temporary folder that uses Crease's own fixtures.
    func package(_ suite: String? = nil) throws -> SnapshotPackage {
        let root = TestSupport.temporaryFolder("package")
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let package = SnapshotPackage(root: root, fixtures: TestSupport.fixtures)
        if let suite {
            try FileManager.default.createDirectory(at: package.references, withIntermediateDirectories: true)
            try Data(suite.utf8).write(to: package.suiteFile)
        }
        return package
    }

    @Test("T9: matrices expand to every combination, postures defaulting to the device's own; cases follow")
    func expansion() throws {
        let p = try package("""
        {"version": 1, "matrices": [{"scenarios": ["typical", "empty"], "devices": ["iphone", "surface-duo"], "sizes": ["L", "AX5"]}],
         "cases": [{"scenario": "today", "device": "iphone", "posture": "cover", "appearance": "dark", "scale": 2}]}
        """)
        let names = try p.cases().cases.map(\.fileName)
        // iPhone: 1 posture; Surface Duo: 3; × 2 scenarios × 2 sizes; plus one case.
        #expect(names.count == (1 + 3) * 2 * 2 + 1)
        #expect(names.contains("empty__surface-duo__half-opened__AX5__light@1x.png"))
        #expect(names.last == "today__iphone__cover__L__dark@2x.png")
    }

    @Test("T12, T14: a matrix's masks and layout snapshot reach each of its cases, round-trip through the file, and the layout files are declared references")
    func masksAndLayout() throws {
        let p = try package(#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["surface-duo"], "postures": ["cover", "spread"], "masks": ["row/*/streak"], "layout": true}], "cases": [{"scenario": "empty", "device": "iphone", "posture": "cover", "masks": ["clock"]}]}"#)
        let (suite, cases) = try p.cases()
        #expect(cases.map(\.masks) == [["row/*/streak"], ["row/*/streak"], ["clock"]])
        #expect(cases.map(\.layout) == [true, true, false])
        #expect(suite.referenceNames(cases).contains("typical__surface-duo__cover__L__light@1x.layout.txt"))
        let again = try JSONDecoder().decode(SnapshotSuite.self, from: try JSONEncoder().encode(suite))
        #expect(again == suite)
    }

    @Test("T9, T14: a test that masks a case its suite declares with other masks fails saying so, so the command line and the test compare alike")
    func masksMustAgree() throws {
        let p = try package()
        let plain = SnapshotCase(StateKey(scenario: "one-habit", device: "surface-duo", posture: .cover))
        #expect(Snapshotting.verify(plain, in: p, record: .missing)?.contains("Recorded a new reference") == true)
        var masked = plain
        masked.masks = ["row/*/name"]
        let message = try #require(Snapshotting.verify(masked, in: p, record: .never))
        #expect(message.contains("masks [\"row/*/name\"]") && message.contains("declares it with []"), "\(message)")
    }

    @Test("T17: a test's tolerance is recorded with the case it declares, so the command line compares as the test does; another tolerance for a declared case fails saying so")
    func toleranceRecorded() throws {
        let p = try package()
        let snapshot = SnapshotCase(StateKey(scenario: "one-habit", device: "surface-duo", posture: .cover))
        let perceptual = Tolerance.perceptual(maxDiffPixels: 12)
        #expect(Snapshotting.verify(snapshot, in: p, record: .missing, tolerance: perceptual)?.contains("Recorded a new reference") == true)
        let declared = try #require(try p.cases().1.first { $0.fileName == snapshot.fileName })
        #expect(declared.tolerance == perceptual, "\(String(describing: declared.tolerance))")
        // The same tolerance passes; another one is a disagreement between the test and the suite.
        #expect(Snapshotting.verify(snapshot, in: p, record: .never, tolerance: perceptual) == nil)
        let message = try #require(Snapshotting.verify(snapshot, in: p, record: .never, tolerance: .exact))
        #expect(message.contains("tolerance") && message.contains("declares it with"), "\(message)")
    }

    @Test("T17: masks reach the text snapshots: a masked node reads (masked) in the reading order and the layout snapshot, its place kept, so what varies there cannot fail them")
    func masksReachText() throws {
        let p = try package()
        let state = try TestSupport.fixtures.state("typical")
        let host = SurfaceHost.device(try TestSupport.fixtures.device("iphone"))
        let request = StateKey(scenario: "typical", device: "iphone", posture: .cover).request
        let plain = try SnapshotEvidence.render(try Pipeline(), state, on: host, request, masks: [])
        let masked = try SnapshotEvidence.render(try Pipeline(), state, on: host, request, masks: ["row/*/week"])
        #expect(plain.readingOrder.contains("1 of 3 check-in days this week"))
        #expect(!masked.readingOrder.contains("check-in days this week") && masked.readingOrder.contains("(masked) |"), "\(masked.readingOrder)")
        #expect(plain.readingOrder.split(separator: "\n").count == masked.readingOrder.split(separator: "\n").count)
        #expect(!masked.layoutText.contains("check-in days this week") && masked.layoutText.contains("(masked)"))
        #expect(masked.layoutText.split(separator: "\n").count == plain.layoutText.split(separator: "\n").count)
        // The record a reference image carries keeps the words: it names what changed.
        let record = try #require(masked.evidence.makeLayout())
        #expect(record.nodes.first { $0.id.hasSuffix("/week") }?.lines == ["1 of 3 check-in days this week"])
        _ = p
    }

    @Test("T9: two declarations of one reference are an error naming both places")
    func duplicates() throws {
        let p = try package("""
        {"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["iphone"]}],
         "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover"}]}
        """)
        #expect(throws: InputError(file: p.suiteFile.path, field: "cases[0]",
                                   message: "declares typical__iphone__cover__L__light@1x.png again (first declared by matrices[0])")) {
            _ = try p.cases()
        }
    }

    @Test("T9, T12, T14: a bad suite file names the file and the field", arguments: [
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "masks": [" "]}]}"#, "cases[0].masks[0]"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "masks": "clock"}]}"#, "cases[0].masks"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "layout": "yes"}]}"#, "cases[0].layout"),
        (#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["iphone"], "masks": [""]}]}"#, "matrices[0].masks[0]"),
        (#"{"version": 2, "cases": []}"#, "version"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "sideways"}]}"#, "cases[0].posture"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "scale": 7}]}"#, "cases[0].scale"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "name": "../x"}]}"#, "cases[0].name"),
        (#"{"version": 1, "tolerance": {"threshold": 3}, "cases": []}"#, "tolerance.threshold"),
        (#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["no-such-phone"]}]}"#, "matrices[0].devices[0]"),
        // A posture the device does not have is refused, not rendered as another and named for it (T17).
        (#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["surface-duo", "iphone"], "postures": ["cover", "spread"]}]}"#,
         "matrices[0].postures[1]"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "spread"}]}"#, "cases[0].posture"),
        (#"{"version": 1, "cases": [{"scenario": "typical", "device": "honor-magic-v4", "posture": "cover"}]}"#, "cases[0].device"),
        // A scenario, widget family or window that names nothing, at its own entry (T17).
        (#"{"version": 1, "matrices": [{"scenarios": ["typical", "typcal"], "devices": ["iphone"]}]}"#, "matrices[0].scenarios[1]"),
        (#"{"version": 1, "cases": [{"scenario": "typcal", "device": "iphone", "posture": "cover"}]}"#, "cases[0].scenario"),
        (#"{"version": 1, "matrices": [{"scenarios": ["typical"], "widgets": ["system-small", "system-huge"]}]}"#, "matrices[0].widgets[1]"),
        (#"{"version": 1, "matrices": [{"scenarios": ["typical"], "windows": ["mac-windw"]}]}"#, "matrices[0].windows[0]"),
    ])
    func badSuite(_ text: String, _ field: String) throws {
        let p = try package(text)
        do {
            _ = try p.cases()
            Issue.record("accepted")
        } catch {
            #expect(error.file == p.suiteFile.path && error.field == field, "\(error)")
            #expect(!error.message.contains("--"), "\(error)")
        }
    }

    @Test("T17: a device the suite names is checked as the command line checks it: one line naming the suite's field, the nearest name, the whole list")
    func unknownDeviceSuggests() throws {
        let p = try package(#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["iphone", "galaxy-z-fold6"]}]}"#)
        do {
            _ = try p.cases()
            Issue.record("accepted")
        } catch {
            #expect(error.field == "matrices[0].devices[1]", "\(error)")
            #expect(error.message.contains("did you mean 'galaxy-z-fold5'?"), "\(error)")
            #expect(!error.message.contains("--device") && !error.description.contains("\n"), "\(error)")
            // Every known device, none cut off, and the name not said twice.
            #expect(error.message.contains("surface-duo-2") && error.message.components(separatedBy: "galaxy-z-fold6").count == 2, "\(error)")
        }
    }

    @Test("T17: a device file's own fault is reported in the device file, by its field, with what it held; not blamed on suite.json")
    func deviceFileFault() throws {
        let fixtures = TestSupport.temporaryFolder("suite-device-fixtures")
        let devices = fixtures.appendingPathComponent("devices")
        try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
        let bundled = try String(contentsOf: TestSupport.fixtures.url("iphone", kind: .devices, label: "device"), encoding: .utf8)
        let broken = bundled.replacingOccurrences(of: #""scale": 3"#, with: #""scale": "2.75""#)
        #expect(broken != bundled)
        let file = devices.appendingPathComponent("myphone.json")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let root = TestSupport.temporaryFolder("suite-device-package")
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let package = SnapshotPackage(root: root, fixtures: Fixtures(roots: [fixtures] + TestSupport.fixtures.roots))
        try FileManager.default.createDirectory(at: package.references, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": ["myphone"]}]}"#.utf8).write(to: package.suiteFile)
        do {
            _ = try package.cases()
            Issue.record("accepted")
        } catch {
            #expect(error.file == file.path && error.field == "scale", "\(error)")
            #expect(error.message.contains("should be a number") && error.message.contains("\"2.75\""), "\(error)")
        }
    }

    @Test("T9, T10: a new case is declared in suite.json when it is first recorded, announced, and fails under never")
    func declaration() throws {
        let p = try package()
        let snapshot = SnapshotCase(StateKey(scenario: "one-habit", device: "iphone", posture: .cover))
        let never = Snapshotting.verify(snapshot, in: p, record: .never)
        #expect(never?.contains("is not declared in \(p.suiteFile.path)") == true)
        #expect(!FileManager.default.fileExists(atPath: p.suiteFile.path))
        let first = try #require(Snapshotting.verify(snapshot, in: p, record: .missing))
        #expect(first.contains("Recorded a new reference for \(snapshot.fileName)"))
        #expect(first.contains(p.references.appendingPathComponent(snapshot.fileName).path))
        #expect(first.contains("Declared \(snapshot.fileName)"))
        #expect(try p.cases().cases == [snapshot])
        #expect(Snapshotting.verify(snapshot, in: p, record: .never) == nil)
    }

    @Test("A2, T9, T10: a test that asks for the reading order records and declares it, the command line then checks it, and a changed order fails")
    func readingOrderDeclaration() throws {
        let p = try package()
        let plain = SnapshotCase(StateKey(scenario: "one-habit", device: "surface-duo", posture: .spread))
        #expect(Snapshotting.verify(plain, in: p, record: .missing)?.contains("Recorded a new reference") == true)
        var reading = plain
        reading.readingOrder = true
        let text = try #require(reading.readingOrderFileName)
        // Declared without a reading order: under never that is a failure, not a silent skip.
        #expect(Snapshotting.verify(reading, in: p, record: .never)?.contains("declares it without one") == true)
        let first = try #require(Snapshotting.verify(reading, in: p, record: .missing))
        #expect(first.contains("Recorded a new reference for \(text)") && first.contains("Declared the reading order"), "\(first)")
        #expect(try p.cases().cases == [reading])
        #expect(Snapshotting.verify(reading, in: p, record: .never) == nil)
        // The command line checks both references of the declared case.
        let run = try SnapshotRun(package: p, mode: .never).run()
        #expect(run.summary.entries.map(\.name) == [plain.fileName, text] && run.summary.failed.isEmpty)
        // Edit the reference as if the layout had read differently: the run fails on that file.
        let url = p.references.appendingPathComponent(text)
        try Data(try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "header", with: "static text").utf8).write(to: url)
        let failed = try SnapshotRun(package: p, mode: .never).run().summary.failed.map(\.name)
        #expect(failed == [text])
        #expect(try p.store().orphans(expected: p.cases().suite.referenceNames(p.cases().cases)).isEmpty)
    }

    @Test("T9: tests declaring cases at the same time all land in the suite file")
    func concurrentDeclarations() async throws {
        let p = try package()
        let cases = (0..<24).map { SnapshotCase(StateKey(scenario: "typical", device: "iphone", posture: .cover), name: "case-\($0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for c in cases { group.addTask { try p.declare(c) } }
            try await group.waitForAll()
        }
        #expect(Set(try p.cases().cases.map(\.fileName)) == Set(cases.map(\.fileName)))
    }

    @Test("T15: a shard left empty because the cases are fewer than the shards is planned with a note, not refused")
    func emptyShard() throws {
        let p = try package(#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover"}]}"#)
        let held = try SnapshotRun(package: p, mode: .never, shard: Shard("1/3")).plan()
        #expect(held.selected.count == 1 && held.note == nil)
        for i in 2...3 {
            let plan = try SnapshotRun(package: p, mode: .never, shard: Shard("\(i)/3")).plan()
            #expect(plan.selected.isEmpty)
            #expect(plan.note?.contains("shard \(i)/3 holds no case") == true)
        }
        // A filter that selects nothing is still an error, shard or not.
        #expect(throws: InputError.self) { _ = try SnapshotRun(package: p, mode: .never, filter: NameFilter("nothing*"), shard: Shard("2/3")).plan() }
    }

    @Test("T18: a case renders at a device's own density, by number (2.75) or as 'device' (2.625 on the Fold5), named for it exactly; its image is the display's points times it and verifies again")
    func deviceDensity() throws {
        let p = try package(#"""
        {"version": 1,
         "cases": [{"scenario": "typical", "device": "galaxy-z-fold5", "posture": "cover", "scale": "device"},
                   {"scenario": "typical", "device": "galaxy-z-flip6", "posture": "cover", "size": "AX5", "scale": 2.75}],
         "matrices": [{"scenarios": ["empty"], "devices": ["surface-duo", "iphone"], "postures": ["cover"], "scales": ["device", 2]}]}
        """#)
        let (_, cases) = try p.cases()
        #expect(Set(cases.map(\.fileName)) == ["typical__galaxy-z-fold5__cover__L__light@2.625x.png", "typical__galaxy-z-flip6__cover__AX5__light@2.75x.png",
                                              "empty__surface-duo__cover__L__light@2.5x.png", "empty__surface-duo__cover__L__light@2x.png",
                                              "empty__iphone__cover__L__light@3x.png", "empty__iphone__cover__L__light@2x.png"])
        // The file keeps saying 'device': a new device density would follow.
        let fold = try #require(cases.first { $0.key.device == "galaxy-z-fold5" })
        #expect(String(decoding: try JSONEncoder().encode(fold), as: UTF8.self).contains(#""scale":"device""#))
        let recorded = try SnapshotRun(package: p, mode: .missing, filter: NameFilter("typical__*")).run()
        #expect(recorded.summary.recorded.count == 2)
        let device = try TestSupport.fixtures.device("galaxy-z-fold5")
        let cover = device.cover
        let image = try PNGCodec.decode(Data(contentsOf: p.references.appendingPathComponent(fold.fileName)))
        #expect(image.width == Int((cover.width * 2.625).rounded()) && image.height == Int((cover.height * 2.625).rounded()),
                "\(image.width)×\(image.height) for \(cover.width)×\(cover.height) pt")
        let again = try SnapshotRun(package: p, mode: .never, filter: NameFilter("typical__*")).run()
        #expect(again.summary.failed.isEmpty && again.summary.matched == 2)
    }

    @Test("T18: a full-page case captures the whole scroll content: at AX5 on the iPhone the archived habit's Restore, reached by scrolling in the viewport, is on the image; named -full; verifies again")
    func fullPage() throws {
        let p = try package(#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "size": "AX5", "fullPage": true, "readingOrder": true}]}"#)
        let (_, cases) = try p.cases()
        let full = try #require(cases.first)
        #expect(full.fileName == "typical__iphone__cover-full__AX5__light@1x.png")
        #expect(String(decoding: try JSONEncoder().encode(full), as: UTF8.self).contains(#""fullPage":true"#))
        #expect(try SnapshotRun(package: p, mode: .missing).run().summary.recorded.count == 2)
        let image = try PNGCodec.decode(Data(contentsOf: p.references.appendingPathComponent(full.fileName)))
        let viewport = try TestSupport.fixtures.device("iphone").cover
        #expect(image.width == Int(viewport.width) && Double(image.height) > viewport.height * 2, "\(image.width)×\(image.height)")
        let reading = try String(contentsOf: p.references.appendingPathComponent(try #require(full.readingOrderFileName)), encoding: .utf8)
        let restore = try #require(reading.split(separator: "\n").first { $0.hasPrefix("Restore | Meditate | button") }, "\(reading)")
        #expect(restore.hasSuffix("| visible"), "\(restore)")
        // The same state in the viewport: Restore is only reached by scrolling, and nothing scrolls on the full page.
        let state = try TestSupport.fixtures.state("typical")
        let host = SurfaceHost.device(try TestSupport.fixtures.device("iphone"))
        var request = full.key.request
        request.fullPage = false
        let (_, cut) = Pipeline.solve(state, on: host, request, measurer: try TestSupport.pipeline().measuring)
        request.fullPage = true
        let (surface, whole) = Pipeline.solve(state, on: host, request, measurer: try TestSupport.pipeline().measuring)
        #expect(cut.overflow > 1000 && whole.overflow <= 0.5, "viewport overflow \(cut.overflow), full page \(whole.overflow)")
        #expect(abs(surface.bounds.height - Double(image.height)) < 1)
        #expect(try SnapshotRun(package: p, mode: .never).run().summary.failed.isEmpty)
        // A clamshell's top page ends at its fold: the fold moves down with the page that grows, so it too is
        // seen whole (it once grew the bottom page six times, to an image too tall to write, and showed nothing more).
        let flip = SurfaceHost.device(try TestSupport.fixtures.device("galaxy-z-flip6"))
        let clamshell = RenderRequest(posture: .halfOpened, size: .AX5, fullPage: true)
        let (clamSurface, clam) = Pipeline.solve(state, on: flip, clamshell, measurer: try TestSupport.pipeline().measuring)
        #expect(clam.overflow <= 0.5 && clamSurface.bounds.height < 8000, "overflow \(clam.overflow), \(clamSurface.bounds.height) pt tall")
    }

    @Test("T18, T17: a scale outside 1–4, finer than thousandths, a string, or 'device' on a widget's panel is refused at its field")
    func badScales() throws {
        let cases: [(String, String, String)] = [
            (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "scale": 5}]}"#, "cases[0].scale", "from 1 to 4"),
            (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "scale": 2.6251}]}"#, "cases[0].scale", "three decimals"),
            (#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover", "scale": "2.75"}]}"#, "cases[0].scale", "\"device\""),
            (#"{"version": 1, "matrices": [{"scenarios": ["typical"], "devices": [], "widgets": ["system-small"], "scales": ["device"]}]}"#,
             "matrices[0].scales[0]", "panel has none"),
            (#"{"version": 1, "cases": [{"scenario": "typical", "widget": "system-small", "device": "iphone", "fullPage": true}]}"#,
             "cases[0].fullPage", "does not scroll"),
        ]
        // A device whose own density is outside 1–4 cannot be snapshotted at it; one finer than thousandths
        // is rendered at its density to three decimals, as its name says.
        let folder = TestSupport.temporaryFolder("dense-device")
        let source = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/devices/iphone.json"), encoding: .utf8)
        for (name, density) in [("dense", "6"), ("odd", "2.6666")] {
            try Data(source.replacingOccurrences(of: "\"scale\": 3,", with: "\"scale\": \(density),").replacingOccurrences(of: "\"name\": \"iphone\"", with: "\"name\": \"\(name)\"").utf8)
                .write(to: folder.appendingPathComponent(name + ".json"))
        }
        let dense = folder.appendingPathComponent("dense.json").path, odd = folder.appendingPathComponent("odd.json").path
        do {
            _ = try package(#"{"version": 1, "cases": [{"scenario": "typical", "device": "\#(dense)", "posture": "cover", "scale": "device"}]}"#).cases()
            Issue.record("a device scale of 6 was accepted")
        } catch {
            #expect("\(error)".contains("cases[0].scale") && "\(error)".contains("outside 1 to 4"), "\(error)")
        }
        let rounded = try package(#"{"version": 1, "cases": [{"scenario": "typical", "device": "\#(odd)", "posture": "cover", "scale": "device"}]}"#).cases()
        #expect(rounded.cases.first?.key.scale == 2.667 && rounded.cases.first?.fileName.hasSuffix("@2.667x.png") == true, "\(rounded.cases)")
        for (suite, field, says) in cases {
            do {
                _ = try package(suite).cases()
                Issue.record("accepted \(suite)")
            } catch {
                #expect("\(error)".contains(field) && "\(error)".contains(says), "\(error)")
            }
        }
    }

    @Test("T10: a run whose filter selects no case fails with the reason")
    func nothingSelected() throws {
        let empty = try package()
        #expect(throws: InputError.self) { _ = try SnapshotRun(package: empty, mode: .never).plan() }
        let p = try package(#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover"}]}"#)
        do {
            _ = try SnapshotRun(package: p, mode: .never, filter: NameFilter("nothing*")).plan()
            Issue.record("an empty selection was accepted")
        } catch {
            #expect(error.description.contains("matches none of the 1 cases"))
        }
    }

    @Test("T9, T16: the accept command re-records in this package, with paths relative to it (no CI runner's absolute path)")
    func acceptCommand() throws {
        let p = try package()
        let command = p.store().acceptCommand("typical__iphone__cover__L__light@1x.png")
        #expect(command == "swift run crease snapshot record --filter typical__iphone__cover__L__light@1x")
        #expect(!command.contains(p.root.path))
        // References elsewhere in the package are named from its root; the report folder too.
        let moved = SnapshotPackage(root: p.root, fixtures: TestSupport.fixtures, references: p.root.appendingPathComponent("Tests/Refs"))
        #expect(moved.acceptCommandPrefix == "swift run crease snapshot record --references Tests/Refs")
        #expect(moved.applyCommand(report: p.root.appendingPathComponent(".build/snapshot-report"))
                == "swift run crease snapshot accept --decisions decisions.json --report .build/snapshot-report --references Tests/Refs")
        // Outside the package there is no relative path to give: the folder is named whole.
        let outside = SnapshotPackage(root: p.root, fixtures: TestSupport.fixtures, references: URL(fileURLWithPath: "/srv/refs"))
        #expect(outside.acceptCommandPrefix == "swift run crease snapshot record --references /srv/refs")
    }
}
