import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whole-or-nothing file writes (D22, J6): bytes go to a temporary file beside the target, reach the
/// disk, and only then replace the target by a rename. A crash at any point leaves the old file or the
/// new one, never a mix.
public enum AtomicFile {
    /// Replaces `url` with `data`. `writer` turns bytes into the temporary file (tests pass a failing
    /// one); on any failure the temporary file is removed and `url` is untouched.
    public static func write(_ data: Data, to url: URL,
                             writer: (Data, URL) throws -> Void = { try $0.write(to: $1) }) throws(ProfileStore.StoreError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try writer(data, temporary)
            // The new bytes must reach the disk before the rename makes them the file.
            let fd = open(temporary.path, O_RDONLY)
            if fd >= 0 { fsync(fd); close(fd) }
            guard rename(temporary.path, url.path) == 0 else {
                throw ProfileStore.StoreError.write(file: url.path, message: String(cString: strerror(errno)))
            }
            // The rename itself must survive a power cut: sync the folder that holds the name.
            let dir = open(url.deletingLastPathComponent().path, O_RDONLY)
            if dir >= 0 { fsync(dir); close(dir) }
        } catch let error as ProfileStore.StoreError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ProfileStore.StoreError.write(file: url.path, message: "\(error)")
        }
    }
}
