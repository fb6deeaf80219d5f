import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// `crease` works from any folder: the bundled devices and gestures travel with it, a scenario's
/// dataset resolves from the scenario file, and a command that would check or write nothing fails
/// with one line saying why (T10).
@Suite struct AnyDirectoryTests {
    static let root = URL(fileURLWithPath: "/")

    @Test("S1: from the filesystem root, crease devices lists the bundled profiles")
    func devicesFromRoot() throws {
        let result = try TestSupport.creaseProcess(["devices"], environment: ["CREASE_FIXTURES": ""], in: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["surface-duo", "galaxy-z-fold5", "iphone"] { #expect(result.stdout.contains(name)) }
    }

    @Test("C: from the filesystem root, render reads a scenario whose dataset sits beside it")
    func renderFromRoot() throws {
        let folder = TestSupport.temporaryFolder("beside")
        try Data(contentsOf: TestSupport.fixtureURL("one-habit", .datasets)).write(to: folder.appendingPathComponent("mine.json"))
        let scenario = folder.appendingPathComponent("scenario.json")
        try Data(#"{"version": 1, "name": "mine", "dataset": "mine", "now": "2026-11-26T08:30:00+01:00"}"#.utf8).write(to: scenario)
        let output = folder.appendingPathComponent("out.png")
        let result = try TestSupport.crease(["render", "--device", "surface-duo", "--posture", "spread", "--scenario", scenario.path,
                                             "--output", output.path], in: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.path))
    }

    @Test("C: a relative dataset path in a scenario is read from the scenario's folder")
    func relativeDataset() throws {
        let folder = TestSupport.temporaryFolder("relative")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        try Data(contentsOf: TestSupport.fixtureURL("one-habit", .datasets)).write(to: folder.appendingPathComponent("data/p.json"))
        let scenario = folder.appendingPathComponent("s.json")
        try Data(#"{"version": 1, "name": "s", "dataset": "data/p.json", "now": "2026-11-26T08:30:00+01:00"}"#.utf8).write(to: scenario)
        let result = try TestSupport.crease(["inspect", "--scenario", scenario.path], in: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Walk"))
    }

    @Test("T10: lint, export, snapshot verify and record that match nothing exit 2 with one line", arguments: [
        ["lint", "--devices", "iphone", "--scenarios", "widget"],
        ["export", "--output", "OUTPUT", "--devices", "iphone", "--scenarios", "widget"],
        ["snapshot", "verify"],
        ["snapshot", "record"],
        ["snapshot", "verify", "--package", "PACKAGE", "--filter", "no-such-case*"],
        ["snapshot", "record", "--package", "PACKAGE", "--filter", "no-such-case"],
    ])
    func nothingMatched(_ arguments: [String]) throws {
        let empty = TestSupport.temporaryFolder("empty")
        let output = empty.appendingPathComponent("out")
        let args = arguments.map { $0 == "OUTPUT" ? output.path : ($0 == "PACKAGE" ? TestSupport.packageRoot.path : $0) }
        let result = try TestSupport.crease(args, environment: ["CREASE_FIXTURES": ""], in: empty)
        #expect(result.status == 2, "\(arguments): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test("I3, C: from an empty folder the README's quick commands run on the bundled example scenarios and datasets",
          arguments: [["simulate", "--device", "surface-duo", "--gesture", "unfold"],
                      ["render", "--device", "surface-duo", "--posture", "spread", "--scenario", "typical", "--output", "x.png"],
                      ["simulate", "--device", "surface-duo", "--gesture", "hinge-log"]])
    func quickStartFromEmptyFolder(_ arguments: [String]) throws {
        let empty = TestSupport.temporaryFolder("quick")
        let result = try TestSupport.creaseProcess(arguments, environment: ["CREASE_FIXTURES": ""], in: empty)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        if arguments.contains("x.png") { #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("x.png").path)) }
    }

    @Test("I3: a bare argument that names a file in the working folder is that file; only a bare name is looked up")
    func fileBeforeName() throws {
        let folder = TestSupport.temporaryFolder("bare")
        try Data(contentsOf: TestSupport.fixtureURL("unfold", .gestures)).write(to: folder.appendingPathComponent("unfold-copy"))
        let asFile = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", "unfold-copy"], in: folder)
        #expect(asFile.status == 0, "\(asFile.stderr)")
        #expect(asFile.stdout.hasPrefix("unfold on surface-duo"), "\(asFile.stdout)")
        let missing = try TestSupport.crease(["simulate", "--device", "surface-duo", "--gesture", "no-such-fold"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("'no-such-fold' is no gesture in "), "\(missing.stderr)")
        #expect(missing.stderr.contains("--fixtures DIR or CREASE_FIXTURES=DIR"), "\(missing.stderr)")
        #expect(missing.stderr.contains("hinge-log"), "the known names list the bundled sensor log: \(missing.stderr)")
    }

    @Test("I3: every output argument is checked before any work: simulate --timeline out.txt prints no summary", arguments: [
        ["simulate", "--device", "surface-duo", "--gesture", "unfold", "--timeline", "out.txt"],
        ["simulate", "--device", "surface-duo", "--gesture", "unfold", "--plot", "chart.gif"],
        ["simulate", "--device", "surface-duo", "--gesture", "unfold", "--filmstrip", "strip.jpg"],
    ])
    func outputsCheckedFirst(_ arguments: [String]) throws {
        let folder = TestSupport.temporaryFolder("outputs")
        let result = try TestSupport.crease(arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "the run happened before the refusal: \(result.stdout)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("T15: in a package of one case, verify, record and list of an empty shard exit 0 with a note; the shard that holds it checks it")
    func emptyShardPasses() throws {
        let package = TestSupport.temporaryFolder("one-case")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover"}]}"#.utf8)
            .write(to: package.appendingPathComponent("Snapshots/suite.json"))
        for action in ["verify", "record", "list"] {
            let result = try TestSupport.crease(["snapshot", action, "--package", package.path, "--shard", "3/3"], environment: ["CREASE_FIXTURES": ""], in: Self.root)
            #expect(result.status == 0, "\(action): \(result.stdout) \(result.stderr)")
            let note = action == "list" ? result.stderr : result.stdout
            #expect(note.contains("note: shard 3/3 holds no case (the 1 selected case fills 1 of the 3 shards)"), "\(action): \(note)")
        }
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Snapshots/typical__iphone__cover__L__light@1x.png").path))
        let held = try TestSupport.crease(["snapshot", "list", "--package", package.path, "--shard", "1/3"], environment: ["CREASE_FIXTURES": ""], in: Self.root)
        #expect(held.stdout == "typical__iphone__cover__L__light@1x.png\n", "\(held.stdout) \(held.stderr)")
    }

    @Test("T9: crease snapshot list prints exactly the package's declared cases")
    func listCases() throws {
        let result = try TestSupport.crease(["snapshot", "list", "--package", TestSupport.packageRoot.path], in: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        let names = result.stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 444)
        #expect(names.contains("typical__surface-duo__spread__L__light@1x.png"))
    }
}
