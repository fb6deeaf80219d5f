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
}
