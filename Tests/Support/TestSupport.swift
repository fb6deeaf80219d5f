import CreaseFixtures
import Foundation
import Testing

/// Paths and helpers shared by the test targets.
public enum TestSupport {
    /// The package's root folder.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The package's own fixtures over the bundled devices and gestures.
    public static let fixtures = Fixtures(root: packageRoot.appendingPathComponent("Fixtures"))

    /// The file of a fixture by name: the package's own, else the bundled one.
    public static func fixtureURL(_ name: String, _ kind: Fixtures.Kind) -> URL {
        (try? fixtures.url(name, kind: kind, label: "test")) ?? packageRoot.appendingPathComponent("Fixtures/\(kind.rawValue)/\(name).json")
    }

    /// The outside test data the project must agree with, beside the checkout (`../shared/conformance`:
    /// pixelmatch's fixtures, PngSuite, real pairs; each with its licence). Never copied into the
    /// repository: tests that need it are disabled, with this note, when it is absent.
    public static let conformance: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("pixelmatch").path) ? url : nil
    }()

    /// Why a conformance test did not run.
    public static let conformanceAbsent: Comment = "../shared/conformance is not beside the checkout; the conformance data is not copied into the repository"

    /// pixelmatch v7.2.0's own fixtures and expected counts (T3), from the conformance folder.
    public static let pixelmatchConformance = (conformance ?? packageRoot.appendingPathComponent("absent")).appendingPathComponent("pixelmatch")

    /// 80 pairs of real screenshots from nine public projects' histories, with `pairs.json` (T3).
    public static let realPairs = (conformance ?? packageRoot.appendingPathComponent("absent")).appendingPathComponent("realpairs")

    /// PngSuite (Q), from the conformance folder.
    public static let pngSuite = (conformance ?? packageRoot.appendingPathComponent("absent")).appendingPathComponent("pngsuite")

    /// The folder every temporary folder of this test process lies in, removed when the process exits:
    /// a test run leaves nothing behind in the system's temporary folder (a full run made about 900
    /// folders there, never removed, when each was made directly under it).
    public static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("crease-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestSupport.scratchRoot) }
        return root
    }()

    /// A new empty folder under this test process's scratch folder (`scratchRoot`). Its path is shorter
    /// than a whole UUID under the temporary folder: messages that name a file stay within one line.
    public static func temporaryFolder(_ label: String = "crease") -> URL {
        let url = scratchRoot.appendingPathComponent("\(label)-\(UUID().uuidString.prefix(13))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to a new file in a temporary folder and returns its URL.
    public static func file(_ name: String, _ text: String) -> URL {
        let url = temporaryFolder().appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
        return url
    }
}
