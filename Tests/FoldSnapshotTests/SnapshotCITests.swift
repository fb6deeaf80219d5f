import CreaseInput
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import Foundation
import Testing
@testable import FoldSnapshot

/// A run as a CI reads it (T16): JUnit XML, GitHub annotations, shards' reports merged into one, and
/// nothing left behind by a case that passes now.
@Suite struct SnapshotCITests {
    func store() -> SnapshotStore {
        let dir = TestSupport.temporaryFolder("ci-snapshots")
        return SnapshotStore(references: dir.appendingPathComponent("Snapshots"), artifacts: dir.appendingPathComponent("artifacts"))
    }

    /// A light grey 40×30 image with a 20×10 block of `shade`.
    func image(_ shade: UInt8) -> PixelBuffer {
        var img = PixelBuffer(width: 40, height: 30, fill: (250, 250, 250, 255))
        for y in 10..<20 { for x in 10..<30 { let i = (y * 40 + x) * 4; img.rgba[i] = shade; img.rgba[i + 1] = shade; img.rgba[i + 2] = shade } }
        return img
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test("T16: a case that passes again removes the artifacts its failure left, its own only (a shard's are another's)")
    func staleArtifacts() throws {
        let s = store()
        _ = s.verify(image(0), name: "a.png", mode: .missing)
        _ = s.verify(image(0), name: "b.png", mode: .missing)
        _ = s.verifyText("one\n", name: "a.reading-order.txt", mode: .missing)
        guard case .failed = s.verify(image(90), name: "a.png", mode: .never), case .failed = s.verify(image(90), name: "b.png", mode: .never),
              case .failed = s.verifyText("two\n", name: "a.reading-order.txt", mode: .never) else {
            Issue.record("a changed image passed")
            return
        }
        let a = ["a.actual.png", "a.expected.png", "a.diff.png", "a.reading-order.actual.txt"].map { s.artifacts.appendingPathComponent($0) }
        for url in a { #expect(exists(url), "\(url.lastPathComponent) was not written") }
        #expect(s.verify(image(0), name: "a.png", mode: .never).passed)
        #expect(s.verifyText("one\n", name: "a.reading-order.txt", mode: .never).passed)
        for url in a { #expect(!exists(url), "\(url.lastPathComponent) stayed behind") }
        #expect(exists(s.artifacts.appendingPathComponent("b.actual.png")), "another case's artifact was removed")
        // Re-recording passes too: its artifacts go as well.
        #expect(s.verify(image(90), name: "b.png", mode: .failed).passed)
        #expect(!exists(s.artifacts.appendingPathComponent("b.diff.png")))
    }

    @Test("T16: a report removes the images an earlier report of the same snapshot left once it passes, and leaves other snapshots' images")
    func staleReportImages() throws {
        let s = store()
        _ = s.verify(image(0), name: "a.png", mode: .missing)
        _ = s.verify(image(0), name: "b.png", mode: .missing)
        let failedA = s.verify(image(90), name: "a.png", mode: .never), failedB = s.verify(image(90), name: "b.png", mode: .never)
        let folder = TestSupport.temporaryFolder("ci-report")
        try HTMLReport.write(SnapshotSummary(entries: [.init(name: "a.png", outcome: failedA)], orphans: []), store: s, to: folder)
        try HTMLReport.write(SnapshotSummary(entries: [.init(name: "b.png", outcome: failedB)], orphans: []), store: s, to: folder)
        let images = folder.appendingPathComponent("images")
        #expect(exists(images.appendingPathComponent("a.diff.png")) && exists(images.appendingPathComponent("b.diff.png")))
        try HTMLReport.write(SnapshotSummary(entries: [.init(name: "a.png", outcome: s.verify(image(0), name: "a.png", mode: .never))], orphans: []),
                             store: s, to: folder)
        for suffix in ["actual", "expected", "diff"] { #expect(!exists(images.appendingPathComponent("a.\(suffix).png")), "a.\(suffix).png stayed") }
        #expect(exists(images.appendingPathComponent("b.diff.png")), "another snapshot's image was removed")
    }

    /// A summary with one of each outcome, its names hostile to XML and to workflow commands.
    func mixedSummary() -> SnapshotSummary {
        let s = store()
        let hostile = "x<y>&\"z\",: 100%\u{1}.png"
        _ = s.verify(image(0), name: hostile, mode: .missing)
        _ = s.verify(image(0), name: "same.png", mode: .missing)
        return SnapshotSummary(entries: [
            .init(name: hostile, outcome: s.verify(image(90), name: hostile, mode: .never), seconds: 0.25),
            .init(name: "same.png", outcome: s.verify(image(0), name: "same.png", mode: .never), seconds: 0.125),
            .init(name: "new.png", outcome: s.verify(image(0), name: "new.png", mode: .missing)),
            .init(name: "gone.png", outcome: s.verify(image(0), name: "gone.png", mode: .never)),
        ], orphans: ["old.png"])
    }

    @Test("T16: --junit's XML validates against Ant's format: one test case per snapshot, each failure's whole message, hostile names kept readable")
    func junit() throws {
        try #require(TestSupport.xmllint, "xmllint is not installed (make deps installs Debian's libxml2-utils)")
        let summary = mixedSummary()
        let data = summary.junit(suite: "crease snapshot verify (shard 1/3)", seconds: 2.5, timestamp: Date(timeIntervalSince1970: 1_796_000_000),
                                 hostname: "runner-1") { "Snapshots/" + $0 }
        let file = TestSupport.temporaryFolder("junit").appendingPathComponent("junit.xml")
        try data.write(to: file)
        let checked = try TestSupport.validateJUnit(file)
        #expect(checked.status == 0, "\(checked.said)")
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.contains(#"<testsuite package="Snapshots" id="0" name="crease snapshot verify (shard 1/3)" timestamp="2026-11-30T"#), "\(xml)")
        #expect(xml.contains(#"tests="4" failures="2" errors="0""#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4 && xml.components(separatedBy: "<failure ").count - 1 == 2)
        // The hostile name: markup escaped, the control character spelled out, not dropped.
        #expect(xml.contains(#"name="x&lt;y&gt;&amp;&quot;z&quot;,: 100%\u{1}.png" time="0.250""#), "\(xml)")
        #expect(xml.contains(#"type="missing reference" message="Snapshot gone.png has no reference"#))
        // The failure's body is the whole message, as the command line prints it.
        #expect(xml.contains("accept with: swift run crease snapshot record"))
        #expect(xml.contains("Recorded a new reference for new.png") && xml.contains("Snapshots/old.png"))
        // A mutant the schema must catch: a suite without its required timestamp.
        try Data(xml.replacingOccurrences(of: #" timestamp="2026"#, with: #" stamp="2026"#).utf8).write(to: file)
        #expect(try TestSupport.validateJUnit(file).status != 0, "the schema accepted a suite without its timestamp")
    }

    @Test("T16: --annotations github puts each failure on its reference as one ::error line, escaped as the runner reads it; recordings are notices, orphans warnings")
    func annotations() throws {
        let lines = mixedSummary().githubAnnotations { "Snapshots/" + $0 }
        #expect(lines.count == 4, "\(lines)")
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 2 && lines.filter { $0.hasPrefix("::notice ") }.count == 1 && lines.filter { $0.hasPrefix("::warning ") }.count == 1)
        for line in lines { #expect(!line.contains("\n") && !line.contains("\r"), "\(line)") }
        let hostile = try #require(errors.first { $0.contains("x<y>") })
        // In the properties `,` and `:` would end a property; `%` is escaped first, everywhere.
        #expect(hostile.hasPrefix("::error file=Snapshots/x<y>&\"z\"%2C%3A 100%25\u{1}.png,title=Snapshot changed%3A x<y>&\"z\"%2C%3A 100%25"), "\(hostile)")
        let message = try #require(hostile.components(separatedBy: "::").last)
        #expect(message.hasPrefix("Snapshot x<y>&\"z\",: 100%25\u{1}.png does not match its reference") && message.contains("%0Aaccept with: "), "\(message)")
        #expect(errors.contains { $0.hasPrefix("::error file=Snapshots/gone.png,title=Snapshot has no reference%3A gone.png::") })
        #expect(lines.contains("::warning file=Snapshots/old.png,title=Orphan reference%3A old.png::No declared case produces this reference; 'crease snapshot prune' removes it."))
    }

    @Test("T16: shards' reports merge into one whose decisions file accepts every shard's cases; overlapping or missing reports are refused, writing nothing")
    func merge() throws {
        let s = store()
        let names = ["a.png", "b.png", "c.png"]
        for name in names { _ = s.verify(image(0), name: name, mode: .missing) }
        let base = TestSupport.temporaryFolder("ci-merge")
        // Three shards: a and b fail in their own shards, c passes in the third.
        let shards = (1...3).map { base.appendingPathComponent("shard-\($0)") }
        try HTMLReport.write(SnapshotSummary(entries: [.init(name: "a.png", outcome: s.verify(image(90), name: "a.png", mode: .never))], orphans: ["old.png"]),
                             store: s, to: shards[0])
        try HTMLReport.write(SnapshotSummary(entries: [.init(name: "b.png", outcome: s.verify(image(60), name: "b.png", mode: .never))], orphans: ["old.png"]),
                             store: s, to: shards[1])
        try HTMLReport.write(SnapshotSummary(entries: [.init(name: "c.png", outcome: s.verify(image(0), name: "c.png", mode: .never))], orphans: ["old.png"]),
                             store: s, to: shards[2])
        let out = base.appendingPathComponent("merged")
        // A folder that already holds images of its own keeps them: a merge removes only what a report it replaces showed.
        let mine = out.appendingPathComponent("images/screenshot.png")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: mine)
        let merged = try HTMLReport.merge(shards, into: out, applyCommand: "swift run crease snapshot accept --decisions decisions.json --report merged")
        #expect(exists(mine), "the merge deleted a file it did not write")
        #expect(merged.shown == 2 && merged.passed == 1)
        struct Report: Decodable {
            struct Item: Decodable { var name: String; var status: String; var decision: SnapshotDecisions.Target? }
            var entries: [Item]
            var passed: [String]
            var orphans: [String]
            var counts: [String: Int]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: out.appendingPathComponent("report.json")))
        #expect(report.entries.map(\.name) == ["a.png", "b.png"] && report.passed == ["c.png"] && report.orphans == ["old.png"])
        #expect(report.counts == ["failed": 2, "passed": 1])
        // One decisions file, as the merged page saves it, accepts both shards' cases from the merged folder alone.
        let decisions = SnapshotDecisions(references: s.references.path, decisions: try report.entries.map {
            SnapshotDecisions.Decision(name: $0.name, decision: .accept, target: try #require($0.decision))
        })
        for shard in shards { try FileManager.default.removeItem(at: shard) }
        let applied = try decisions.apply(file: "decisions.json", references: s.references, report: out, declared: Set(names))
        #expect(applied.accepted.count == 2)
        #expect(exists(mine))
        #expect(s.verify(image(90), name: "a.png", mode: .never).passed && s.verify(image(60), name: "b.png", mode: .never).passed)

        // Refused: a folder with no report, two reports showing one snapshot, the output among the inputs.
        let again = (1...2).map { base.appendingPathComponent("again-\($0)") }
        for folder in again {
            try HTMLReport.write(SnapshotSummary(entries: [.init(name: "a.png", outcome: s.verify(image(30), name: "a.png", mode: .never))], orphans: []),
                                 store: s, to: folder)
        }
        let fresh = base.appendingPathComponent("fresh")
        // A shard copied without its images: what its decision would accept is not there.
        let bare = base.appendingPathComponent("bare")
        try FileManager.default.copyItem(at: again[1], to: bare)
        try FileManager.default.removeItem(at: bare.appendingPathComponent("images"))
        for (inputs, into, says) in [([again[0], base.appendingPathComponent("nothing")], fresh, "holds no report"), ([bare], fresh, "decision.file"),
                                     (again, fresh, "a.png is in "), ([again[0], fresh], fresh, "needs a folder of its own")] {
            do {
                _ = try HTMLReport.merge(inputs, into: into, applyCommand: "")
                Issue.record("merged \(inputs.map(\.lastPathComponent)) into \(into.lastPathComponent)")
            } catch let error as InputError {
                #expect(error.description.contains(says), "\(error)")
            }
            #expect(!exists(fresh), "a refused merge wrote \(fresh.path)")
        }
    }
}
