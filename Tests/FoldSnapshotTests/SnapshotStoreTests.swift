import CreaseInput
import CreaseKit
import CreaseTestSupport
import FoldImage
import FoldLayout
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot
import FoldSnapshotTesting
import HabitScreens

@Suite struct SnapshotStoreTests {
    func store(_ tolerance: Tolerance = .exact) -> SnapshotStore {
        let dir = TestSupport.temporaryFolder("snapshots")
        return SnapshotStore(references: dir.appendingPathComponent("Snapshots"), artifacts: dir.appendingPathComponent("artifacts"),
                             tolerance: tolerance)
    }

    /// A light grey 40×30 image with a 20×10 block of `shade` (200 pixels).
    func image(_ shade: UInt8, width: Int = 40, height: Int = 30) -> PixelBuffer {
        var img = PixelBuffer(width: width, height: height, fill: (250, 250, 250, 255))
        for y in 10..<20 { for x in 10..<30 { let i = (y * width + x) * 4; img.rgba[i] = shade; img.rgba[i + 1] = shade; img.rgba[i + 2] = shade } }
        return img
    }

    @Test("T2: record mode comes from CREASE_RECORD, then CI (never), else missing")
    func modeFromEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "CREASE_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["CREASE_RECORD": "all"]) == .all)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    }

    @Test("T2, T10: an unknown CREASE_RECORD is an error naming it and the choices, never ignored")
    func unknownMode() {
        #expect(throws: InputError.self) { try RecordMode.fromEnvironment(["CREASE_RECORD": "bogus"]) }
        do {
            _ = try RecordMode.fromEnvironment(["CREASE_RECORD": "bogus"])
        } catch {
            #expect(error.description == "CREASE_RECORD: 'bogus' is not a record mode (missing, all, failed, never)")
        }
    }

    @Test("T2: a suite or test trait sets the record mode", .snapshots(record: .failed))
    func trait() throws {
        #expect(try RecordMode.resolve() == .failed)
        #expect(try RecordMode.resolve(.never) == .never)
    }

    @Test("T1, T2, T10: missing records a new reference and says where; never fails without one; a match passes")
    func recordAndMatch() throws {
        let s = store()
        guard case .failed(let f) = s.verify(image(0), name: "a.png", mode: .never) else { Issue.record("never mode passed"); return }
        #expect(f.description.contains("no reference"))
        #expect(!FileManager.default.fileExists(atPath: s.references.appendingPathComponent("a.png").path))
        guard case .recorded(let r) = s.verify(image(0), name: "a.png", mode: .missing) else { Issue.record("not recorded"); return }
        #expect(r.new && r.reference == s.references.appendingPathComponent("a.png"))
        #expect(r.description.contains(s.references.appendingPathComponent("a.png").path) && r.description.contains("Look at it"))
        guard case .matched(let n) = s.verify(image(0), name: "a.png", mode: .never) else { Issue.record("no match"); return }
        #expect(n == 0)
    }

    @Test("T4: a failure writes actual, expected and labelled Expected | Difference | Actual panels, and names the accepting command")
    func failureArtifacts() throws {
        var s = store()
        s.captions = RendererCaptions()
        _ = s.verify(image(0), name: "b.png", mode: .all)
        guard case .failed(let f) = s.verify(image(200), name: "b.png", mode: .never) else { Issue.record("change passed"); return }
        #expect(f.mismatched == 200)
        #expect(f.total == 1200)
        #expect(f.reason == "200 pixels differ (16.67% of 1200); the limit is 0")
        let diff = try PNGCodec.read(try #require(f.diff))
        // Three panels side by side with room for a caption under each.
        #expect(diff.width > 3 * 40 && diff.height > 30 + 20)
        // Without the renderer's fonts (FoldSnapshot has none) the panels are joined unlabelled, 4 px apart.
        let plain = SnapshotStore.panels(expected: image(0), difference: image(9), actual: image(200))
        #expect(plain.width == 3 * 40 + 2 * 4 && plain.height == 30)
        #expect(try PNGCodec.read(try #require(f.actual)) == image(200))
        #expect(try PNGCodec.read(try #require(f.expected)) == image(0))
        #expect(f.diff?.deletingLastPathComponent().path == s.artifacts.path)
        #expect(f.description.contains("swift run crease snapshot record --filter 'b'"))
        // The reference is untouched by a failure.
        #expect(try PNGCodec.read(s.references.appendingPathComponent("b.png")) == image(0))
    }

    @Test("T2, T10: failed mode replaces only failing references, and says so")
    func failedMode() throws {
        let s = store()
        _ = s.verify(image(0), name: "c.png", mode: .all)
        guard case .recorded(let r) = s.verify(image(90), name: "c.png", mode: .failed) else { Issue.record("not re-recorded"); return }
        #expect(!r.new && r.mismatched == 200)
        #expect(r.description.contains("Re-recorded c.png: 200 pixels differed"))
        #expect(try PNGCodec.read(s.references.appendingPathComponent("c.png")) == image(90))
        guard case .matched = s.verify(image(90), name: "c.png", mode: .failed) else { Issue.record("a match was re-recorded"); return }
    }

    @Test("T3: the default counts every changed pixel: a one-step change of shade fails, a perceptual tolerance lets it pass")
    func strictByDefault() {
        let s = store()
        _ = s.verify(image(100), name: "d.png", mode: .all)
        guard case .failed(let f) = s.verify(image(101), name: "d.png", mode: .never) else { Issue.record("a changed shade passed"); return }
        #expect(f.mismatched == 200)
        var lax = s
        lax.tolerance = .perceptual()
        guard case .matched(let n) = lax.verify(image(101), name: "d.png", mode: .never) else { Issue.record("perceptual failed"); return }
        #expect(n == 0)
    }

    @Test("T3: either limit works alone, and a failure names the limit it broke")
    func limits() {
        var s = store()
        _ = s.verify(image(0), name: "e.png", mode: .all)
        s.tolerance = Tolerance(maxDiffPixels: 1000)
        #expect(s.verify(image(200), name: "e.png", mode: .never).passed)
        s.tolerance = Tolerance(maxDiffRatio: 0.2)
        #expect(s.verify(image(200), name: "e.png", mode: .never).passed)
        s.tolerance = Tolerance(maxDiffPixels: 150)
        guard case .failed(let byCount) = s.verify(image(200), name: "e.png", mode: .never) else { Issue.record("passed over the count"); return }
        #expect(byCount.reason == "200 pixels differ (16.67% of 1200); the limit is 150 (maxDiffPixels)")
        s.tolerance = Tolerance(maxDiffRatio: 0.1)
        guard case .failed(let byRatio) = s.verify(image(200), name: "e.png", mode: .never) else { Issue.record("passed over the ratio"); return }
        #expect(byRatio.reason == "200 pixels differ (16.67% of 1200); the limit is 10.00% (maxDiffRatio 0.1)")
        s.tolerance = Tolerance(maxDiffPixels: 1000, maxDiffRatio: 0.1)
        #expect(!s.verify(image(200), name: "e.png", mode: .never).passed)
    }

    @Test("T3: a check colour changed under the dialog's dim overlay fails by default, where pixelmatch's 0.1 hides it; a tolerance lets it pass")
    func dimOverlay() throws {
        let s = store()
        let fixtures = TestSupport.fixtures
        let key = StateKey(scenario: "discard", device: "surface-duo", posture: .spread)
        let pipeline = try Pipeline()
        let state = try fixtures.state("discard"), device = try fixtures.device("surface-duo")
        _ = s.verify(try pipeline.render(state, on: device, key.request), name: key.fileName, mode: .all)
        pipeline.painter.themeOverride = { appearance in
            var theme = Theme.standard(appearance, palette: KeptPalette.palette)
            // The editor's selected marks (check fills) under the dialog's dim overlay turn from green to blue.
            for token in ["check.fill"] { theme.colours[token] = Colour(hex: 0x1F6B9F) }
            return theme
        }
        let changed = try pipeline.render(state, on: device, key.request)
        guard case .failed(let f) = s.verify(changed, name: key.fileName, mode: .never) else { Issue.record("the colour change passed"); return }
        let strict = try #require(f.mismatched)
        let perceptual = try Tolerance.perceptual().comparison.compare(try PNGCodec.read(s.references.appendingPathComponent(key.fileName)), changed).mismatched
        // Every mark that turned blue counts exactly (806 pixels when this was written); under the two
        // dim layers pixelmatch's 0.1 threshold sees almost none of it (0 then).
        #expect(strict > 300 && perceptual * 10 < strict, "strict \(strict), perceptual \(perceptual)")
        var tolerant = s
        tolerant.tolerance = .perceptual(maxDiffPixels: perceptual)
        #expect(tolerant.verify(changed, name: key.fileName, mode: .never).passed)
    }

    @Test("T8: a size mismatch fails with both sizes")
    func sizeMismatch() {
        let s = store()
        _ = s.verify(image(0), name: "f.png", mode: .all)
        guard case .failed(let f) = s.verify(image(0, width: 41), name: "f.png", mode: .never) else { Issue.record("size change passed"); return }
        #expect(f.reason.contains("40×30") && f.reason.contains("41×30"))
    }

    @Test("T8: references are written atomically (no temporary file is left)")
    func atomic() throws {
        let s = store()
        for i in 0..<5 { _ = s.verify(image(UInt8(i * 40)), name: "g.png", mode: .all) }
        let files = try FileManager.default.contentsOfDirectory(atPath: s.references.path)
        #expect(files == ["g.png"])
    }

    @Test("T6, T15: for n = 2…8 the shards of the bundled suite cover every case exactly once, and their sizes differ by at most one")
    func shards() throws {
        let package = SnapshotPackage(root: TestSupport.packageRoot, fixtures: TestSupport.fixtures)
        let cases = try package.cases().cases
        #expect(cases.count > 100)
        for n in 2...8 {
            let parts = (1...n).map { i in SnapshotRun(package: package, mode: .never, shard: Shard("\(i)/\(n)")).selected(cases).map(\.fileName) }
            let sizes = parts.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "n = \(n): sizes \(sizes)")
            #expect(parts.joined().sorted() == cases.map(\.fileName).sorted(), "n = \(n): not a partition")
        }
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil && Shard("1/3/") == nil && Shard("/3") == nil)
    }

    @Test("T15: 38 cases in 4 shards are 10, 9, 10, 9; a new case moves at most one case across each boundary, to the next shard")
    func shardsStayPut() throws {
        let names = (0..<38).map { String(format: "case-%02d", $0 * 2) }
        let n = 4
        func assignment(_ names: [String]) -> [String: Int] {
            var shardOf: [String: Int] = [:]
            for i in 1...n {
                for name in Shard("\(i)/\(n)").map({ $0.select(names) { $0 } }) ?? [] { shardOf[name] = i }
            }
            return shardOf
        }
        let before = assignment(names)
        #expect((1...n).map { i in before.values.count { $0 == i } } == [10, 9, 10, 9])
        for added in ["case-00a", "case-37", "case-99", "a-first"] {
            let after = assignment(names + [added])
            let moved = names.filter { before[$0] != after[$0] }
            #expect(moved.count <= n - 1, "adding \(added) moved \(moved)")
            #expect(moved.allSatisfy { name in (after[name] ?? 0) - (before[name] ?? 0) == 1 || (before[name] ?? 0) - (after[name] ?? 0) == 1 })
            let sizes = (1...n).map { i in after.values.count { $0 == i } }
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
        // The given order is kept: a shard's share is not re-sorted.
        #expect(Shard("1/1")?.select(["b", "a", "c"]) { $0 } == ["b", "a", "c"])
    }

    @Test("T10: the accept line says what accepting does: a missing reference is recorded, not called a change, and one is not 'these 1'")
    func acceptPhrase() {
        let s = store()
        _ = s.verify(image(0), name: "a.png", mode: .all)
        let changed = s.verify(image(200), name: "a.png", mode: .never)
        let missing = s.verify(image(0), name: "none.png", mode: .never)
        if case .failed(let f) = missing { #expect(f.missing) } else { Issue.record("a missing reference passed") }
        if case .failed(let f) = changed { #expect(!f.missing) } else { Issue.record("a change passed") }
        func phrase(_ outcomes: [SnapshotStore.Outcome]) -> String {
            SnapshotSummary(entries: outcomes.map { SnapshotSummary.Entry(name: "x.png", outcome: $0) }, orphans: []).acceptPhrase
        }
        #expect(phrase([changed]) == "Accept this change")
        #expect(phrase([changed, changed, changed]) == "Accept these 3 changes")
        #expect(phrase([missing]) == "Record this missing reference")
        #expect(phrase([missing, missing]) == "Record these 2 missing references")
        #expect(phrase([changed, changed, missing]) == "Accept these 2 changes and record 1 missing reference")
        #expect(phrase([changed, missing, missing]) == "Accept this change and record 2 missing references")
        let text = s.verifyText("a\n", name: "none.reading-order.txt", mode: .never)
        if case .failed(let f) = text { #expect(f.missing) } else { Issue.record("a missing text reference passed") }
    }

    @Test("T7: references no case produces are orphans; prune removes them and never a declared one")
    func orphans() throws {
        let s = store()
        _ = s.verify(image(0), name: "kept.png", mode: .all)
        _ = s.verify(image(0), name: "stale.png", mode: .all)
        let orphans = s.orphans(expected: ["kept.png"])
        #expect(orphans == ["stale.png"])
        #expect(try s.prune(["stale.png", "kept.png"], keeping: ["kept.png"]) == ["stale.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.references.path) == ["kept.png"])
    }

    @Test("A2, T1, T4, T10: an accessibility snapshot is a text reference: missing records it, a match passes, a changed line fails naming the line and writes the actual text, failed mode re-records")
    func readingOrderText() throws {
        let s = store()
        let name = SnapshotStore.textReference(for: "rtl__duo@1x.png")
        #expect(name == "rtl__duo@1x.reading-order.txt")
        let before = "Habits |  | header | 373 84 301 33.89\nWalk | Checked in | button | 628 143 44 44\n"
        guard case .failed(let none) = s.verifyText(before, name: name, mode: .never) else { Issue.record("no reference under never must fail"); return }
        #expect(none.missing && none.description.contains("has no reference"))
        guard case .recorded(let r) = s.verifyText(before, name: name, mode: .missing) else { Issue.record("missing must record"); return }
        let recorded = try String(contentsOf: r.reference, encoding: .utf8)
        #expect(r.new && recorded == before)
        guard case .matched = s.verifyText(before, name: name, mode: .never) else { Issue.record("the same text must match"); return }
        let after = before.replacingOccurrences(of: "Walk | Checked in", with: "Walk | Not checked in")
        guard case .failed(let f) = s.verifyText(after, name: name, mode: .never) else { Issue.record("a changed line must fail"); return }
        #expect(f.reason.contains("1 of 3 lines differ") && f.reason.contains("line 2 reads \"Walk | Not checked in"), "\(f.reason)")
        #expect(f.acceptCommand.contains("--filter 'rtl__duo@1x'"), "\(f.acceptCommand)")
        let actual = try #require(f.actual)
        let actualText = try String(contentsOf: actual, encoding: .utf8)
        #expect(actual.lastPathComponent == "rtl__duo@1x.reading-order.actual.txt" && actualText == after)
        let kept = try String(contentsOf: s.references.appendingPathComponent(name), encoding: .utf8)
        #expect(kept == before, "never mode wrote the reference")
        guard case .recorded(let again) = s.verifyText(after, name: name, mode: .failed) else { Issue.record("failed mode must re-record"); return }
        #expect(again.mismatched == 1 && again.description.contains("1 line differed"), "\(again.description)")
        // A text reference no case produces is an orphan like an image.
        _ = s.verifyText(before, name: "gone.reading-order.txt", mode: .all)
        #expect(s.orphans(expected: [name]) == ["gone.reading-order.txt"])
    }

    @Test("T17: a layout snapshot's failure prints the differing line's tabs as tabs, not as \\u{9}, and still escapes what could forge a line")
    func layoutTextTabs() throws {
        let s = store()
        let name = "tabs__duo@1x.layout.txt"
        let before = "layout 540x720 @1x\nrow/a/name\trow/a\t10 20 100 20\tWalk\tWalk\n"
        _ = s.verifyText(before, name: name, mode: .missing)
        let after = before.replacingOccurrences(of: "10 20 100 20", with: "10 28 100 20").replacingOccurrences(of: "\tWalk\n", with: "\tWalk\u{1B}[2J\n")
        guard case .failed(let f) = s.verifyText(after, name: name, mode: .never) else { Issue.record("a changed line must fail"); return }
        #expect(f.reason.contains("\"row/a/name\trow/a\t10 28 100 20\tWalk\tWalk\\u{1B}[2J\""), "\(f.reason)")
        #expect(!f.reason.contains("\\u{9}") && !f.reason.contains("\u{1B}"), "\(f.reason)")
    }

    @Test("T9: a filter without wildcards names one snapshot exactly; with them, a shell pattern")
    func filter() {
        #expect(NameFilter("typical__surface-duo__*").matches("typical__surface-duo__spread__L__light@1x.png"))
        #expect(!NameFilter("typical__iphone__*").matches("typical__surface-duo__spread__L__light@1x.png"))
        #expect(NameFilter("typical__iphone__cover__L__light@1x").matches("typical__iphone__cover__L__light@1x.png"))
        #expect(!NameFilter("typical").matches("typical-two__iphone__cover__L__light@1x.png"))
        #expect(NameFilter(["x", "typical__*"]).matches("typical__iphone__cover__L__light@1x.png"))
    }
}
