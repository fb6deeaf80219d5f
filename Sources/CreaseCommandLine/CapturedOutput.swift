import Foundation
import Synchronization

/// A context that keeps what a command writes, for tests and tools that run commands in-process.
public final class CapturedOutput: Sendable {
    private let state = Mutex<(out: [String], err: String)>(([], ""))

    public init() {}

    /// A context in `directory` whose output this object keeps.
    public func context(directory: URL, environment: [String: String] = [:]) -> CommandContext {
        CommandContext(directory: directory, environment: environment,
                       out: { line in self.state.withLock { $0.out.append(line) } },
                       err: { text in self.state.withLock { $0.err += text } })
    }

    public var stdout: String { state.withLock { $0.out.map { $0 + "\n" }.joined() } }
    public var stderr: String { state.withLock { $0.err } }
}
