import CreaseFixtures
import Foundation

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

    /// pixelmatch v7.2.0's own fixtures and expected counts, vendored with its licence (T3).
    public static let pixelmatchConformance = packageRoot.appendingPathComponent("Tests/FoldSnapshotTests/Conformance/pixelmatch")

    /// A sample of PngSuite, vendored with its licence (Q).
    public static let pngSuite = packageRoot.appendingPathComponent("Tests/FoldRenderTests/PngSuite")

    /// A new empty folder under the system's temporary folder.
    public static func temporaryFolder(_ label: String = "crease") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
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
