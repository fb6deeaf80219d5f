import CreaseKit
import CreaseTestSupport
import Foundation

extension TestSupport {
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

    /// Runs `crease` in-process with arguments in `directory` (the package root unless given), the
    /// process's environment with `environment` over it, and collects what it wrote.
    public static func crease(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let captured = CapturedOutput()
        let status = CreaseCLI.run(arguments, context: captured.context(directory: directory ?? packageRoot, environment: env))
        return RunResult(status: status, stdout: captured.stdout, stderr: captured.stderr)
    }

    /// Runs the built `crease` executable in a process of its own: for what only a real process
    /// shows (its resources found from any folder, nothing printed but the one line).
    public static func creaseProcess(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> RunResult {
        let process = Process()
        process.executableURL = creaseExecutable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
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

extension TestSupport {
    /// A pipeline for the calling thread, made once per thread: making one loads the font set, and
    /// Pango font maps must not be shared between threads. A synchronous test runs on one thread.
    public static func pipeline() throws -> Pipeline {
        let key = "crease.test.pipeline"
        if let existing = Thread.current.threadDictionary[key] as? Pipeline { return existing }
        let made = try Pipeline()
        Thread.current.threadDictionary[key] = made
        return made
    }
}
