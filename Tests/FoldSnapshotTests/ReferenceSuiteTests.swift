import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import FoldRender
import Foundation
import Testing
@testable import FoldSnapshot
import FoldSnapshotTesting

/// Crease's own Kept suite is its declared suite (T9), checked in `never` mode so the test can only
/// fail, never write a reference; and the report of a run (T5).
@Suite struct ReferenceSuiteTests {
    /// The package with its failure artifacts in a temporary folder: a test run writes nothing into the repository.
    static func package() -> SnapshotPackage {
        SnapshotPackage(root: TestSupport.packageRoot, fixtures: TestSupport.fixtures,
                        artifacts: TestSupport.temporaryFolder("artifacts"))
    }

    @Test("T1, T7, T9: every declared case matches its reference exactly, nothing is an orphan, and the report stays small")
    func suite() throws {
        let package = Self.package()
        let result = try SnapshotRun(package: package, mode: .never).run()
        #expect(result.cases.count == 444)
        for entry in result.summary.failed {
            if case .failed(let f) = entry.outcome { Issue.record(Comment(rawValue: f.description)) }
        }
        // Every image, and the reading order of each case that declares one (A2).
        #expect(result.summary.entries.count == result.cases.count + 188)
        #expect(result.summary.matched == result.summary.entries.count)
        #expect(result.summary.orphans.isEmpty, "orphans: \(result.summary.orphans)")
        let references = try FileManager.default.contentsOfDirectory(at: package.references, includingPropertiesForKeys: [.fileSizeKey])
        let bytes = references.reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
        // Every screen the seed names has references (issue 30), each carrying its environment and layout (T11, T12):
        // 40 MiB holds them (35.1 MB since issue 53 put the habit's month on every spread's second page, 2.9 MB
        // of it) with room for a few more.
        #expect(bytes < 40 * 1024 * 1024)
        // T5: a whole-suite report lists passed cases without their images.
        let folder = TestSupport.temporaryFolder("report")
        try HTMLReport.write(result.summary, store: package.store(), to: folder)
        let reportBytes = try FileManager.default.subpathsOfDirectory(atPath: folder.path).reduce(0) { total, path in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.size] as? Int) ?? 0)
        }
        #expect(reportBytes < 5 * 1024 * 1024, "report is \(reportBytes) bytes")
    }

    @Test("A2: the suite's accessibility snapshots: rtl-arabic on the Fold5 spread reads the right page first, and its reference fails on a change")
    func readingOrderReferences() throws {
        let package = Self.package()
        let (suite, declared) = try package.cases()
        let texts = declared.compactMap(\.readingOrderFileName)
        #expect(texts.count == 188)
        #expect(suite.referenceNames(declared).isSuperset(of: texts))
        let spread = try #require(declared.first { $0.key == StateKey(scenario: "rtl-arabic", device: "galaxy-z-fold5", posture: .spread) })
        let text = try String(contentsOf: package.references.appendingPathComponent(try #require(spread.readingOrderFileName)), encoding: .utf8)
        let lines = text.split(separator: "\n")
        // Each line ends in the element's frame (x y width height) and its visibility (P11). Right to
        // left: the Habits page (right) is read before This week (left).
        func x(_ line: Substring) -> Double? {
            let fields = line.split(separator: "|")
            return fields.count >= 2 ? fields[fields.count - 2].split(separator: " ").first.flatMap { Double($0) } : nil
        }
        let habits = try #require(lines.firstIndex { $0.hasPrefix("Habits |") }), week = try #require(lines.firstIndex { $0.hasPrefix("This week |") })
        #expect(habits == 0 && habits < week)
        #expect(lines[habits].hasSuffix("| visible"))
        #expect(try #require(x(lines[habits])) > (try #require(x(lines[week]))))
        // A case whose reading order changes fails: the reference is checked, not only written.
        var store = package.store()
        store.tolerance = .exact
        guard case .failed = store.verifyText(text.replacingOccurrences(of: "This week", with: "This Week"), name: try #require(spread.readingOrderFileName), mode: .never) else {
            Issue.record("a changed reading order passed")
            return
        }
    }

    @Test("T1, T9: assertSnapshot checks a declared case of the package holding the test", arguments: [
        SnapshotCase(StateKey(scenario: "typical", device: "surface-duo", posture: .spread)),
        SnapshotCase(StateKey(scenario: "today", device: "iphone", posture: .cover)),
    ])
    func assertion(_ snapshot: SnapshotCase) throws {
        #expect(try declaredSnapshots().contains { $0.key == snapshot.key })
        assertSnapshot(snapshot, record: .never)
    }

    @Test("T5: the report shows one view at a time for every tab, lists passed cases without images, and keeps names as text (headless Chromium)")
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
        let hostile = "<img src=x onerror=alert(1)>\u{301}.png"
        _ = store.verify(image, name: "passed.png", mode: .all)
        let passed = store.verify(image, name: "passed.png", mode: .never)
        let fresh = store.verify(image, name: "new.png", mode: .missing)
        let summary = SnapshotSummary(entries: [
            .init(name: key.fileName, outcome: failed),
            .init(name: "passed.png", outcome: passed),
            .init(name: "new.png", outcome: fresh),
        ], orphans: [hostile])
        let page = try HTMLReport.write(summary, store: store, to: dir.appendingPathComponent("report"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        let dom = try TestSupport.chromium(["--virtual-time-budget=5000", "--dump-dom", page.absoluteString + "?selftest=1"])
        let line = try #require(dom.range(of: #"entries=\d+ clicked=\d+ alone=\d+ leaks=\d+ broken=\d+ passed=\d+"#,
                                          options: .regularExpression).map { String(dom[$0]) })
        // The failed entry has five views, the new one one; each click shows exactly its own view.
        #expect(line == "entries=2 clicked=6 alone=6 leaks=0 broken=0 passed=1")
        // The hostile orphan name is shown as text: no element was made from it. (Compared as bytes:
        // the combining mark joins the `;` before it into one Character.)
        #expect(Data(dom.utf8).range(of: Data("&lt;img src=x onerror=alert(1)&gt;\u{301}.png".utf8)) != nil)
        #expect(!dom.contains("<img src=\"x\""))
    }
}
