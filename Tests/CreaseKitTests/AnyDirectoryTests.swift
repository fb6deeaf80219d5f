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
        ["lint"],
        ["export", "--output", "OUTPUT"],
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

    @Test("T9: crease snapshot list prints exactly the package's declared cases")
    func listCases() throws {
        let result = try TestSupport.crease(["snapshot", "list", "--package", TestSupport.packageRoot.path], in: Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        let names = result.stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 296)
        #expect(names.contains("typical__surface-duo__spread__L__light@1x.png"))
    }
}
