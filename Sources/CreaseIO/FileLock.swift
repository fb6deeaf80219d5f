import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held for the length of a closure. It
/// excludes other processes and other threads of this one alike: each holder opens the lock file
/// itself.
public struct FileLock: Sendable {
    public var url: URL
    /// How long to wait for another holder before giving up.
    public var timeout: TimeInterval

    /// The lock guarding `file`: `<file>.lock` beside it.
    public init(guarding file: URL, timeout: TimeInterval = 10) {
        self.init(at: file.appendingPathExtension("lock"), timeout: timeout)
    }

    /// A lock kept in the file `url` (created when first taken).
    public init(at url: URL, timeout: TimeInterval = 10) {
        self.url = url
        self.timeout = timeout
    }

    public enum Failure: Error, CustomStringConvertible, Sendable {
        case unavailable(file: String, reason: String)
        case busy(file: String)
        public var description: String {
            switch self {
            case .unavailable(let file, let reason): "\(file): cannot lock: \(reason)"
            case .busy(let file): "\(file): another process holds its lock; try again when it has finished"
            }
        }
    }

    /// Runs `body` holding the lock, waiting up to `timeout` for it.
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure.unavailable(file: url.path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else { throw Failure.busy(file: url.path) }
            usleep(5_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
