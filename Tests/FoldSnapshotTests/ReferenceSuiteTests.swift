import CreaseKit
import CreaseTestSupport
import FoldLayout
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot
import FoldSnapshotTesting

/// The reference suite in Snapshots/ (T1, T2, T7) and the report (T5).
@Suite struct ReferenceSuiteTests {
    @Test("T1, T7: every reference snapshot matches, and there are no orphans")
    func suite() throws {
        let store = SnapshotStore.package(root: TestSupport.packageRoot)
        let summary = try SnapshotRun(store: store, mode: .current).run(fixtures: TestSupport.fixtures)
        let expected = try ReferenceSuite.keys(fixtures: TestSupport.fixtures).count
        #expect(summary.entries.count == expected)
        for entry in summary.failed {
            if case .failed(let f) = entry.outcome { Issue.record(Comment(rawValue: f.description)) }
        }
        #expect(summary.orphans.isEmpty, "orphans: \(summary.orphans)")
        let size = try FileManager.default.contentsOfDirectory(atPath: store.references.path).reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: store.references.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
        }
        #expect(size < 25 * 1024 * 1024)
    }

    @Test("T1: assertSnapshot renders a state and compares it with its reference")
    func assertion() {
        assertSnapshot(of: "typical", on: "surface-duo", posture: .spread)
        assertSnapshot(of: "today", on: "iphone", posture: .cover)
    }

    @Test("T5: the report shows every view of a failed snapshot (headless Chromium)")
    func report() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let dir = TestSupport.temporaryFolder("report")
        let store = SnapshotStore(references: dir.appendingPathComponent("refs"), artifacts: dir.appendingPathComponent("artifacts"))
        let pipeline = try Pipeline()
        let fixtures = TestSupport.fixtures
        let device = try fixtures.device("iphone")
        let key = StateKey(scenario: "typical", device: "iphone", posture: .cover)
        let image = try pipeline.render(try fixtures.state("typical"), on: device, key.request)
        _ = store.verify(try pipeline.render(try fixtures.state("one-habit"), on: device, key.request), name: key.fileName, mode: .all)
        let failed = store.verify(image, name: key.fileName, mode: .never)
        let passedName = "<b>passed</b>.png"
        _ = store.verify(image, name: passedName, mode: .all)
        let passed = store.verify(image, name: passedName, mode: .never)
        let fresh = store.verify(image, name: "new.png", mode: .missing)
        let summary = SnapshotRun.Summary(entries: [
            .init(key: key, name: key.fileName, outcome: failed),
            .init(key: key, name: passedName, outcome: passed),
            .init(key: key, name: "new.png", outcome: fresh),
        ], orphans: [])
        let page = try HTMLReport.write(summary, store: store, to: dir.appendingPathComponent("report"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("&lt;b&gt;passed&lt;/b&gt;.png") && !html.contains("<b>passed</b>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        let dom = try TestSupport.chromium(["--virtual-time-budget=5000", "--dump-dom", page.absoluteString + "?selftest=1"])
        let line = try #require(dom.range(of: #"entries=\d+ views=\d+ shown=\d+ broken=\d+"#, options: .regularExpression).map { String(dom[$0]) })
        #expect(line == "entries=3 views=5 shown=5 broken=0")
    }
}
