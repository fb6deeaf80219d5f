import CreaseIO
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldLayout
import FoldSnapshot
import Foundation
import Testing

/// Snapshot review beyond pixels, as a consumer package sees it (T11–T14): what changed in the layout,
/// masks, the environment, and accepting a report's failures one by one.
@Suite(.serialized) struct SnapshotReviewTests {
    static let walk = "6b657074-0000-0000-0000-000000000001"
    static let bundled = TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled")

    /// A package outside the checkout with its own copy of the typical dataset and a scenario on it,
    /// its suite declaring `cases` (JSON objects).
    func consumer(_ cases: [String]) throws -> URL {
        let root = TestSupport.temporaryFolder("consumer")
        let fm = FileManager.default
        for folder in ["Fixtures/datasets", "Fixtures/scenarios", "Snapshots"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        try fm.copyItem(at: Self.bundled.appendingPathComponent("datasets/typical.json"), to: root.appendingPathComponent("Fixtures/datasets/mine.json"))
        let scenario = try String(contentsOf: Self.bundled.appendingPathComponent("scenarios/typical.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"typical\"", with: "\"mine\"")
        try Data(scenario.utf8).write(to: root.appendingPathComponent("Fixtures/scenarios/mine.json"))
        try Data("{\"version\": 1, \"cases\": [\(cases.joined(separator: ","))]}".utf8).write(to: root.appendingPathComponent("Snapshots/suite.json"))
        return root
    }

    func rename(_ root: URL, to name: String) throws {
        let url = root.appendingPathComponent("Fixtures/datasets/mine.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"name\": \"Walk\"", with: "\"name\": \"\(name)\"").utf8).write(to: url)
    }

    func crease(_ root: URL, _ arguments: [String]) throws -> TestSupport.RunResult {
        try TestSupport.crease(arguments, environment: ["CREASE_FIXTURES": ""], in: root)
    }

    let cover = "{\"scenario\": \"mine\", \"device\": \"surface-duo\", \"posture\": \"cover\"}"

    @Test("T12: renaming a habit in a consumer package: the failure names the name node and the rows that moved, with their offsets; the same in --json and in the report")
    func renamedHabit() throws {
        let root = try consumer([cover])
        #expect(try crease(root, ["snapshot", "record"]).status == 0)
        try rename(root, to: "Walk the dog round the whole park before breakfast")
        let text = try crease(root, ["snapshot", "verify"])
        #expect(text.status == 1)
        let name = "row/\(Self.walk)/name"
        #expect(text.stdout.contains("layout: ") && text.stdout.contains(name + " \"Walk the dog"), "\(text.stdout)")
        #expect(text.stdout.contains("text \"Walk\" → \"Walk the dog"))
        // The rows below moved as far as the name grew: one line names them, with the distance.
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let moved = try #require(lines.first { $0.hasPrefix("  moved down ") }, "\(text.stdout)")
        #expect(moved.components(separatedBy: " \"").count - 1 >= 3, "\(moved)")
        let said = lines.drop { !$0.hasPrefix("layout: ") }.dropFirst().prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }

        let json = try crease(root, ["snapshot", "verify", "--json", "--report", root.appendingPathComponent("report").path])
        #expect(json.status == 1)
        struct Out: Decodable {
            struct Entry: Decodable {
                struct Change: Decodable { var id: String; var kinds: [String]; var dy: Double; var description: String }
                var name: String, status: String, layout: [Change]?
            }
            var entries: [Entry]
            var failed: Int
        }
        let out = try JSONDecoder().decode(Out.self, from: Data(json.stdout.utf8))
        let changes = try #require(out.entries.first?.layout)
        #expect(out.failed == 1 && changes.contains { $0.id == name && $0.kinds.contains("text") })
        let rows = changes.filter { $0.id.hasPrefix("row/") && !$0.id.hasSuffix("/name") && $0.kinds == ["moved"] }
        #expect(rows.count >= 3 && rows.allSatisfy { $0.dy > 0 }, "\(changes.map(\.description))")
        // Every node in --json, largest first; the report says what the message says.
        let page = try String(contentsOf: root.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(!said.isEmpty)
        for line in said { #expect(page.contains(Escape.scriptJSON(try jsonString(line))), "\(line)") }
    }

    func jsonString(_ s: String) throws -> String {
        let quoted = String(decoding: try JSONEncoder().encode(s), as: UTF8.self)
        return String(quoted.dropFirst().dropLast())
    }

    @Test("T14: a case that masks the rows' names passes a rename that changes only the name; without the mask it fails")
    func maskedRename() throws {
        let masked = "{\"scenario\": \"mine\", \"device\": \"surface-duo\", \"posture\": \"cover\", \"masks\": [\"row/*/name\"]}"
        let root = try consumer([masked])
        #expect(try crease(root, ["snapshot", "record"]).status == 0)
        try rename(root, to: "Wade")
        let passed = try crease(root, ["snapshot", "verify"])
        #expect(passed.status == 0, "\(passed.stdout)")
        let suite = root.appendingPathComponent("Snapshots/suite.json")
        try Data("{\"version\": 1, \"cases\": [\(cover)]}".utf8).write(to: suite)
        let failed = try crease(root, ["snapshot", "verify"])
        #expect(failed.status == 1 && failed.stdout.contains("text \"Walk\" → \"Wade\""), "\(failed.stdout)")
    }

    @Test("T11: crease doctor prints this machine's libraries and fonts, and counts a reference made under a faked Pango as another environment")
    func doctor() throws {
        let root = try consumer([cover])
        #expect(try crease(root, ["snapshot", "record"]).status == 0)
        let here = try crease(root, ["doctor"])
        #expect(here.status == 0)
        for library in ["Cairo ", "Pango ", "HarfBuzz ", "FreeType ", "fontconfig "] { #expect(here.stdout.contains("\n  " + library), "\(here.stdout)") }
        #expect(here.stdout.contains("font Inter-Regular.otf crc32:"))
        #expect(here.stdout.contains("1 reference image in ") && here.stdout.contains(": 1 made in this environment, 0 in another, 0 recording none."))
        #expect(try crease(root, ["doctor", "--strict"]).status == 0)
        // Fake the reference's Pango version inside its PNG.
        let reference = root.appendingPathComponent("Snapshots/mine__surface-duo__cover__L__light@1x.png")
        let bytes = try Data(contentsOf: reference)
        var env = try JSONDecoder().decode(SnapshotEnvironment.self, from: Data(try #require(PNGText.entries(in: bytes)[SnapshotEnvironment.keyword]).utf8))
        let pango = try #require(env.libraries.firstIndex { $0.name == "Pango" })
        let real = env.libraries[pango].version
        env.libraries[pango].version = "1.0.0"
        let image = try PNGCodec.decode(bytes)
        let layout = try #require(PNGText.entries(in: bytes)[LayoutRecord.keyword])
        try PNGText.adding([(SnapshotEnvironment.keyword, String(decoding: try JSONEncoder().encode(env), as: UTF8.self)), (LayoutRecord.keyword, layout)],
                           to: PNGCodec.encode(image)).write(to: reference)
        let there = try crease(root, ["doctor"])
        #expect(there.stdout.contains("0 made in this environment, 1 in another") && there.stdout.contains("1: Pango \(real), the reference 1.0.0; fonts unchanged"),
                "\(there.stdout)")
        // --strict makes that a failure CI can gate on (T16); here it passed.
        #expect(there.status == 0 && here.status == 0)
        let strictThere = try crease(root, ["doctor", "--strict"])
        #expect(strictThere.status == 1 && strictThere.stderr.contains("1 reference was made in another environment"), "\(strictThere.stderr)")
        // And a failure there says it first.
        try rename(root, to: "Walk the dog")
        let failed = try crease(root, ["snapshot", "verify"])
        #expect(failed.stdout.hasPrefix("Snapshot mine__surface-duo__cover__L__light@1x.png does not match its reference, and it was made in another environment: Pango \(real), the reference 1.0.0; fonts unchanged."),
                "\(failed.stdout)")
    }

    @Test("T12: a case with a layout snapshot records every node's frame and lines as text and fails when they change")
    func layoutSnapshot() throws {
        let root = try consumer(["{\"scenario\": \"mine\", \"device\": \"surface-duo\", \"posture\": \"cover\", \"layout\": true}"])
        let recorded = try crease(root, ["snapshot", "record"])
        #expect(recorded.status == 0 && recorded.stdout.contains("2 snapshots: 1 image, 1 layout"), "\(recorded.stdout)")
        let text = try String(contentsOf: root.appendingPathComponent("Snapshots/mine__surface-duo__cover__L__light@1x.layout.txt"), encoding: .utf8)
        #expect(text.hasPrefix("layout 540x720 @1x\n") && text.contains("row/\(Self.walk)/name\trow/\(Self.walk)\t"))
        try rename(root, to: "Wade")
        let failed = try crease(root, ["snapshot", "verify"])
        #expect(failed.status == 1 && failed.stdout.contains("Snapshot mine__surface-duo__cover__L__light@1x.layout.txt does not match"), "\(failed.stdout)")
        // Prune keeps it: the suite declares it.
        #expect(try crease(root, ["snapshot", "prune"]).stdout.contains("Pruned 0 orphan references"))
    }

    @Test("T12: the rules a failure names are the rule book's findings on the new layout: a card moved 300 pt away from its rows breaks L6 for each row")
    func brokenRules() throws {
        let (surface, layout) = try TestSupport.solve("typical", "surface-duo", .spread)
        #expect(SnapshotEvidence.of(surface, layout, scale: 1, masks: []).brokenRules().isEmpty)
        var moved = layout
        for i in moved.nodes.indices where moved.nodes[i].id == "card" { moved.nodes[i].frame = moved.nodes[i].frame.offsetBy(dx: 300, dy: 0) }
        let rules = SnapshotEvidence.of(surface, moved, scale: 1, masks: []).brokenRules()
        #expect(rules.count == 8 && rules.allSatisfy { $0.hasPrefix("L6 row/") && $0.contains("card") }, "\(rules)")
    }

    /// Three failing cases in one package, with the report written.
    func threeFailing() throws -> (root: URL, names: [String]) {
        let postures = ["cover", "spread", "half-opened"]
        let root = try consumer(postures.map { "{\"scenario\": \"mine\", \"device\": \"surface-duo\", \"posture\": \"\($0)\"}" })
        #expect(try crease(root, ["snapshot", "record"]).status == 0)
        try rename(root, to: "Wade")
        let report = try crease(root, ["snapshot", "report"])
        #expect(report.status == 1 && report.stdout.contains("3 failed"), "\(report.stdout)")
        return (root, postures.map { "mine__surface-duo__\($0)__L__light@1x.png" })
    }

    func checksums(_ root: URL, _ names: [String]) -> [String?] {
        names.map { Checksum.of(file: root.appendingPathComponent("Snapshots/" + $0)) }
    }

    @Test("T13: in the report (headless Chromium) a reviewer accepts two of three failing cases and rejects one; applying the saved decisions changes exactly those two references")
    func acceptTwoOfThree() throws {
        let (root, names) = try threeFailing()
        let before = checksums(root, names)
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let page = root.appendingPathComponent(".build/snapshot-report/index.html")
        let click = """
        function choose(name, choice) {
          document.querySelector('.decide[data-name="' + name + '"] button[data-choice="' + choice + '"]').click();
        }
        choose('\(names[0])', 'accept'); choose('\(names[1])', 'reject'); choose('\(names[2])', 'accept');
        """
        let seen = try #require(try TestSupport.inspect(page, selectors: ["#decisions", "#decision-count", ".decide button.on", "#apply-command"], before: click))
        // T16: the command names the report folder from the package's root, not by this machine's path.
        #expect(seen.values["#apply-command"] == ["swift run crease snapshot accept --decisions decisions.json --report .build/snapshot-report"],
                "\(seen.values["#apply-command"] ?? [])")
        #expect(seen.values["#decision-count"] == ["2 accepted, 1 rejected, 0 undecided · "])
        // The report lists failures by name: cover, half-opened, spread.
        #expect(seen.values[".decide button.on"] == ["Accept", "Accept", "Reject"])
        let saved = try #require(seen.values["#decisions"]?.first ?? nil)
        let file = root.appendingPathComponent("decisions.json")
        try Data(saved.utf8).write(to: file)
        let applied = try crease(root, ["snapshot", "accept", "--decisions", file.path])
        #expect(applied.status == 0 && applied.stdout.contains("2 accepted, 1 rejected"), "\(applied.stdout)\(applied.stderr)")
        let after = checksums(root, names)
        #expect(after[0] != before[0] && after[1] == before[1] && after[2] != before[2])
        // The accepted references are the renders the report showed: they pass now, the rejected one does not.
        let verify = try crease(root, ["snapshot", "verify"])
        #expect(verify.stdout.contains("2 passed, 0 recorded, 1 failed"), "\(verify.stdout)")
        // Applying the same file again is refused: the references are no longer those reviewed.
        let again = try crease(root, ["snapshot", "accept", "--decisions", file.path])
        #expect(again.status == 2 && again.stderr.contains("decisions[0].reference") && again.stderr.contains("made for other references"), "\(again.stderr)")
        #expect(checksums(root, names) == after)
    }

    @Test("T13, Q: decisions for other references, a tampered actual, an undeclared name or a malformed file are refused in one line, and nothing is written")
    func refusedDecisions() throws {
        let (root, names) = try threeFailing()
        let before = checksums(root, names)
        let reportFolder = root.appendingPathComponent(".build/snapshot-report")
        let actual = "images/" + names[0].dropLast(4) + ".actual.png"
        let actualSum = try #require(Checksum.of(file: reportFolder.appendingPathComponent(actual)))
        let second = "images/" + names[1].dropLast(4) + ".actual.png"
        let secondSum = try #require(Checksum.of(file: reportFolder.appendingPathComponent(second)))
        func decisions(_ list: [SnapshotDecisions.Decision]) throws -> URL {
            let url = root.appendingPathComponent("d-\(UUID().uuidString).json")
            try JSONEncoder().encode(SnapshotDecisions(references: "x", decisions: list)).write(to: url)
            return url
        }
        func accept(_ name: String, reference: String?, actual sum: String = actualSum, file: String = actual) -> SnapshotDecisions.Decision {
            .init(name: name, decision: .accept, target: .init(reference: reference, actual: sum, file: file))
        }
        let cases: [(URL, String)] = [
            // The first decision is sound; the second was made for another reference: neither is written.
            (try decisions([accept(names[1], reference: before[1], actual: secondSum, file: second),
                            accept(names[0], reference: "crc32:00000000:1")]), "decisions[1].reference"),
            (try decisions([accept(names[0], reference: before[0], actual: "crc32:00000000:1")]), "decisions[0].actual"),
            (try decisions([accept("other.png", reference: nil)]), "decisions[0].name"),
            (try decisions([accept(names[0], reference: before[0], file: "../../Snapshots/suite.json")]), "decisions[0].file"),
        ]
        for (file, field) in cases {
            let r = try crease(root, ["snapshot", "accept", "--decisions", file.path])
            #expect(r.status == 2 && r.stderr.contains("field '\(field)'") && r.stderr.split(separator: "\n").count == 1, "\(field): \(r.stderr)")
            #expect(checksums(root, names) == before, "\(field) wrote a reference")
        }
        let malformed = root.appendingPathComponent("bad.json")
        try Data("{\"format\": \"crease-snapshot-decisions\", \"version\": 1, \"references\": \"x\", \"decisions\": [{\"name\": 3}]}".utf8).write(to: malformed)
        let r = try crease(root, ["snapshot", "accept", "--decisions", malformed.path])
        #expect(r.status == 2 && r.stderr.contains(malformed.path) && r.stderr.contains("decisions[0]"), "\(r.stderr)")
        let none = try crease(root, ["snapshot", "accept"])
        #expect(none.status == 2 && none.stderr.contains("--decisions"))
    }
}
