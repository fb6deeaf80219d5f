import Foundation

/// Where a command runs: its folder, its environment, and where it writes. The tool writes to the
/// terminal; tests run commands in-process and read what they wrote.
public struct CommandContext: Sendable {
    public var directory: URL
    /// The environment given, or nil for the process's own, read only when a command asks (building
    /// it was a tenth of `crease diff`'s start).
    private var givenEnvironment: [String: String]?
    public var environment: [String: String] {
        get { givenEnvironment ?? ProcessInfo.processInfo.environment }
        set { givenEnvironment = newValue }
    }
    /// Standard output: one call per line, without its newline.
    public var out: @Sendable (String) -> Void
    /// Standard error: text as it is (progress lines rewrite themselves on a terminal).
    public var err: @Sendable (String) -> Void
    /// Whether standard error is a terminal (progress is redrawn in place) or a log.
    public var interactive: Bool

    public init(directory: URL, environment: [String: String]?, interactive: Bool = false,
                out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        givenEnvironment = environment
        self.interactive = interactive
        self.out = out
        self.err = err
    }

    /// The process's own folder, environment, standard output and standard error.
    public static var process: CommandContext {
        CommandContext(directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                       environment: nil, interactive: isatty(2) != 0,
                       out: { line in print(line) },
                       err: { text in FileHandle.standardError.write(Data(text.utf8)) })
    }

    /// A path given on the command line, relative to the command's folder (a folder whether or not its
    /// URL ends in a slash).
    public func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory.path, isDirectory: true)).standardizedFileURL
    }

    /// A progress reporter for `done` of `total` states.
    public var progress: @Sendable (Int, Int) -> Void { progress(of: "states") }

    /// A progress reporter for `done` of `total` things of a kind (`states`, `gesture runs`).
    public func progress(of noun: String) -> @Sendable (Int, Int) -> Void {
        let err = self.err, interactive = self.interactive
        return { done, total in
            if interactive {
                err("\r\(done)/\(total) \(noun)")
            } else if done == total || done % Swift.max(1, total / 10) == 0 {
                err("\(done)/\(total) \(noun)\n")
            }
        }
    }

    /// Ends a progress line on a terminal.
    public func finishProgress() { if interactive { err("\n") } }
}
