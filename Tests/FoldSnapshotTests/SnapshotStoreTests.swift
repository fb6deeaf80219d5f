import CreaseKit
import CreaseTestSupport
import FoldLayout
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot
import FoldSnapshotTesting

@Suite struct SnapshotStoreTests {
    func store() -> SnapshotStore {
        let dir = TestSupport.temporaryFolder("snapshots")
        return SnapshotStore(references: dir.appendingPathComponent("Snapshots"), artifacts: dir.appendingPathComponent("artifacts"))
    }

    func image(_ shade: UInt8, width: Int = 40, height: Int = 30) -> PixelBuffer {
        var img = PixelBuffer(width: width, height: height, fill: (250, 250, 250, 255))
        for y in 10..<20 { for x in 10..<30 { let i = (y * width + x) * 4; img.rgba[i] = shade; img.rgba[i + 1] = shade; img.rgba[i + 2] = shade } }
        return img
    }

    @Test("T2: record mode comes from CREASE_RECORD, then CI (never), else missing")
    func modeFromEnvironment() {
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(RecordMode.fromEnvironment(["CI": "true", "CREASE_RECORD": "failed"]) == .failed)
        #expect(RecordMode.fromEnvironment(["CREASE_RECORD": "all"]) == .all)
        #expect(RecordMode.fromEnvironment(["CI": "false"]) == .missing)
    }

    @Test("T2: a suite or test trait sets the record mode", .snapshots(record: .failed))
    func trait() {
        #expect(RecordMode.current == .failed)
    }

    @Test("T1, T2: missing records a new reference; never fails without one; a match passes")
    func recordAndMatch() throws {
        let s = store()
        guard case .failed(let f) = s.verify(image(0), name: "a.png", mode: .never) else { Issue.record("never mode passed"); return }
        #expect(f.description.contains("no reference"))
        #expect(!FileManager.default.fileExists(atPath: s.references.appendingPathComponent("a.png").path))
        guard case .recorded(let new, _) = s.verify(image(0), name: "a.png", mode: .missing) else { Issue.record("not recorded"); return }
        #expect(new)
        guard case .matched(let n) = s.verify(image(0), name: "a.png", mode: .never) else { Issue.record("no match"); return }
        #expect(n == 0)
    }

    @Test("T4: a failure writes actual, expected and expected | diff | actual, and names the accepting command")
    func failureArtifacts() throws {
        let s = store()
        _ = s.verify(image(0), name: "b.png", mode: .all)
        guard case .failed(let f) = s.verify(image(200), name: "b.png", mode: .never) else { Issue.record("change passed"); return }
        #expect(f.mismatched == 200)
        #expect(f.total == 1200)
        let diff = try PNGCodec.read(try #require(f.diff))
        #expect(diff.width == 3 * 40 + 8 && diff.height == 30)
        #expect(try PNGCodec.read(try #require(f.actual)) == image(200))
        #expect(try PNGCodec.read(try #require(f.expected)) == image(0))
        #expect(f.diff?.deletingLastPathComponent().path == s.artifacts.path)
        #expect(f.description.contains("swift run crease snapshot record --filter 'b'"))
        // The reference is untouched by a failure.
        #expect(try PNGCodec.read(s.references.appendingPathComponent("b.png")) == image(0))
    }

    @Test("T2: failed mode replaces only failing references")
    func failedMode() throws {
        let s = store()
        _ = s.verify(image(0), name: "c.png", mode: .all)
        guard case .recorded(let new, let n) = s.verify(image(90), name: "c.png", mode: .failed) else { Issue.record("not re-recorded"); return }
        #expect(!new && n == 200)
        #expect(try PNGCodec.read(s.references.appendingPathComponent("c.png")) == image(90))
    }

    @Test("T3: limits on count and ratio let small differences pass")
    func limits() {
        var s = store()
        _ = s.verify(image(0), name: "d.png", mode: .all)
        s.maxDiffPixels = 250
        s.maxDiffRatio = 0.2
        #expect(s.verify(image(200), name: "d.png", mode: .never).passed)
        s.maxDiffRatio = 0.1
        #expect(!s.verify(image(200), name: "d.png", mode: .never).passed)
    }

    @Test("T8: a size mismatch fails with both sizes")
    func sizeMismatch() {
        let s = store()
        _ = s.verify(image(0), name: "e.png", mode: .all)
        guard case .failed(let f) = s.verify(image(0, width: 41), name: "e.png", mode: .never) else { Issue.record("size change passed"); return }
        #expect(f.reason.contains("40×30") && f.reason.contains("41×30"))
    }

    @Test("T8: references are written atomically (no temporary file is left)")
    func atomic() throws {
        let s = store()
        for i in 0..<5 { _ = s.verify(image(UInt8(i * 40)), name: "f.png", mode: .all) }
        let files = try FileManager.default.contentsOfDirectory(atPath: s.references.path)
        #expect(files == ["f.png"])
    }

    @Test("T6: shards 1/3, 2/3 and 3/3 cover every case of the suite exactly once")
    func shards() throws {
        let keys = try ReferenceSuite.keys(fixtures: TestSupport.fixtures)
        #expect(keys.count > 100)
        let runs = (1...3).map { SnapshotRun(store: store(), mode: .never, shard: Shard("\($0)/3")) }
        let parts = runs.map { Set($0.selected(keys).map(\.fileName)) }
        #expect(parts.allSatisfy { !$0.isEmpty })
        #expect(parts[0].intersection(parts[1]).isEmpty && parts[1].intersection(parts[2]).isEmpty && parts[0].intersection(parts[2]).isEmpty)
        #expect(parts[0].union(parts[1]).union(parts[2]) == Set(keys.map(\.fileName)))
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)
    }

    @Test("T7: references no case produces are orphans, and prune removes them")
    func orphans() throws {
        let s = store()
        _ = s.verify(image(0), name: "kept.png", mode: .all)
        _ = s.verify(image(0), name: "stale.png", mode: .all)
        let orphans = SnapshotRun.orphans(in: s.references, expected: ["kept.png"])
        #expect(orphans == ["stale.png"])
        try SnapshotRun.prune(orphans, in: s.references)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.references.path) == ["kept.png"])
    }

    @Test("T1, T4: changing one theme colour makes a snapshot fail with artifacts that show the change")
    func themeChange() throws {
        let s = store()
        let fixtures = TestSupport.fixtures
        let key = StateKey(scenario: "typical", device: "surface-duo", posture: .spread)
        let pipeline = try Pipeline()
        let state = try fixtures.state("typical"), device = try fixtures.device("surface-duo")
        _ = s.verify(try pipeline.render(state, on: device, key.request), name: key.fileName, mode: .all)
        pipeline.painter.themeOverride = { appearance in
            var theme = Theme.standard(appearance)
            theme.colours["accent"] = Colour(hex: 0x0050FF)
            theme.colours["check.fill"] = Colour(hex: 0x0050FF)
            return theme
        }
        let changed = try pipeline.render(state, on: device, key.request)
        guard case .failed(let f) = s.verify(changed, name: key.fileName, mode: .never) else { Issue.record("theme change passed"); return }
        #expect((f.mismatched ?? 0) > 50)
        #expect(FileManager.default.fileExists(atPath: f.diff?.path ?? ""))
    }

    @Test("T3: names filter with shell patterns")
    func filter() {
        #expect(NameFilter("typical__surface-duo__*").matches("typical__surface-duo__spread__L__light@1x.png"))
        #expect(!NameFilter("typical__iphone__*").matches("typical__surface-duo__spread__L__light@1x.png"))
    }
}
