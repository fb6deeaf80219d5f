import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// C, Q, E4: where an export writes — a file given as the output folder, and two inputs that would
/// write one file — is settled in one line before anything is rendered.
@Suite struct ExportOutputsTests {
    static let quick = ["--sizes", "L", "--appearances", "light"]

    @Test("C: export --output naming an existing file is one line naming --output and the file, exit 2, and the file is untouched")
    func outputIsAFile() throws {
        let folder = TestSupport.temporaryFolder("output-file")
        let file = folder.appendingPathComponent("review")
        try Data("keep".utf8).write(to: file)
        let r = try TestSupport.crease(["export", "--output", file.path, "--devices", "iphone", "--scenarios", "typical"] + Self.quick)
        #expect(r.status == 2)
        #expect(r.stderr == "crease: --output: '\(file.path)' is a file, not a folder (give a folder to write into; a missing one is made)\n")
        #expect(try Data(contentsOf: file) == Data("keep".utf8))
        // Below a file: the part of the path that is a file is named.
        let below = file.appendingPathComponent("sub")
        let nested = try TestSupport.crease(["export", "--output", below.path, "--devices", "iphone", "--scenarios", "typical"] + Self.quick)
        #expect(nested.status == 2)
        #expect(nested.stderr == "crease: --output: '\(below.path)' cannot be a folder: '\(file.path)' is a file\n")
        #expect(!nested.stderr.contains("NSCocoaErrorDomain") && !r.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test("C: snapshot report --report naming a file is refused before the run, naming --report")
    func reportIsAFile() throws {
        let file = TestSupport.file("report", "keep")
        let r = try TestSupport.crease(["snapshot", "report", "--report", file.path, "--filter", "typical__iphone__cover__L__light@1x"])
        #expect(r.status == 2)
        #expect(r.stderr == "crease: --report: '\(file.path)' is a file, not a folder (give a folder to write into; a missing one is made)\n")
    }

    @Test("E4, Q: two scenarios with one base name (typical, other/typical.json) are refused before rendering, naming both")
    func scenarioNamesMeet() throws {
        let folder = TestSupport.temporaryFolder("two-typicals")
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let scenario = try String(contentsOf: TestSupport.fixtureURL("typical", .scenarios), encoding: .utf8)
            .replacingOccurrences(of: "\"dataset\": \"typical\"", with: "\"dataset\": \"\(TestSupport.fixtureURL("typical", .datasets).path)\"")
        let second = other.appendingPathComponent("typical.json")
        try Data(scenario.utf8).write(to: second)
        let output = folder.appendingPathComponent("out")
        let r = try TestSupport.crease(["export", "--output", output.path, "--devices", "iphone", "--scenarios", "typical," + second.path] + Self.quick)
        #expect(r.status == 2)
        #expect(r.stderr == "crease: --scenarios: 'typical' and '\(second.path)' would both be written as images/typical__iphone__cover__L__light@1x.png; "
                + "give one of them a file name of its own\n")
        #expect(!FileManager.default.fileExists(atPath: output.path), "something was written")
    }

    @Test("E4, Q: two devices with one base name are refused before rendering, naming both")
    func deviceNamesMeet() throws {
        let folder = TestSupport.temporaryFolder("two-iphones")
        let mine = folder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        let device = mine.appendingPathComponent("iphone.json")
        try Data(contentsOf: TestSupport.fixtureURL("iphone", .devices)).write(to: device)
        let output = folder.appendingPathComponent("out")
        let r = try TestSupport.crease(["export", "--output", output.path, "--devices", "iphone," + device.path, "--scenarios", "typical"] + Self.quick)
        #expect(r.status == 2)
        #expect(r.stderr == "crease: --devices: 'iphone' and '\(device.path)' would both be written as images/typical__iphone__cover__L__light@1x.png; "
                + "give one of them a file name of its own\n")
        #expect(!FileManager.default.fileExists(atPath: output.path), "something was written")
    }

    @Test("E4: a name given twice is one input, exported once (the index shows one figure)")
    func sameNameTwice() throws {
        let output = TestSupport.temporaryFolder("twice").appendingPathComponent("out")
        let r = try TestSupport.crease(["export", "--output", output.path, "--devices", "iphone,iphone", "--scenarios", "typical,typical"] + Self.quick)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Wrote 1 images and 1 contact sheets"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("images").path).filter { $0.hasSuffix(".png") }.count == 1)
    }
}
