import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files whole or not at all: to a temporary file beside the target, flushed to disk, then
/// renamed over it.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws(OutputError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(file: url.path, message: "its folder cannot be created (\(Self.reason(error)))")
        }
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw OutputError(file: url.path, message: "a temporary file cannot be created in \(directory.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(file: url.path, message: Self.reason(error))
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(file: url.path, message: String(cString: strerror(code)))
        }
        // The rename itself lives in the folder: flush it too, so a crash cannot undo it.
        let folder = open(directory.path, O_RDONLY)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// A Foundation error's reason without its domain and code.
    static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return ns.localizedFailureReason ?? ns.localizedDescription
    }
}
