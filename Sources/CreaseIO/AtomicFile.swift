import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files whole or not at all: to a temporary file beside the target, flushed to disk, then
/// renamed over it, and the folder flushed too. A crash at any point leaves the old file or the new
/// one, never a mix. Every file the tools write goes through here, the profile store's included.
public enum AtomicFile {
    /// Replaces `url` with `data`, the temporary file's bytes written by `writer` (tests pass a
    /// failing one); on any failure the temporary file is removed and `url` is untouched.
    public static func write(_ data: Data, to url: URL,
                             writer: (Data, URL) throws -> Void = { try $0.write(to: $1) }) throws(OutputError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(file: url.path, message: "its folder cannot be created (\(Self.reason(error)))")
        }
        do {
            try writer(data, temporary)
            // The bytes must reach the disk before the rename makes them the file.
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.synchronize()
        } catch let error as OutputError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
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
