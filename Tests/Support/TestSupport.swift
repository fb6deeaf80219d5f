import CreaseKit
import Foundation

/// Paths and helpers shared by the test targets.
public enum TestSupport {
    /// The package's root folder.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    public static let fixtures = Fixtures(root: packageRoot.appendingPathComponent("Fixtures"))

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

    /// The built `crease` executable beside the test bundle.
    public static var creaseExecutable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("crease")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/crease")
    }

    public struct RunResult: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `crease` with arguments in the package root and collects its output.
    public static func crease(_ arguments: [String], environment: [String: String] = [:]) throws -> RunResult {
        let process = Process()
        process.executableURL = creaseExecutable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a new file in a temporary folder and returns its URL.
    public static func file(_ name: String, _ text: String) -> URL {
        let url = temporaryFolder().appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
        return url
    }
}

extension TestSupport {
    /// Debian's headless Chromium, installed by `make deps`.
    public static var chromium: String? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return nil
    }

    /// Runs headless Chromium on a local page: `--dump-dom` (after scripts ran) or a screenshot.
    public static func chromium(_ arguments: [String]) throws -> String {
        guard let chromium else { return "" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=" + temporaryFolder("chromium-profile").path] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
