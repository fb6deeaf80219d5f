import Foundation

/// Writes files whole or not at all: to a temporary file beside the target, then a rename.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws(RenderError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let code = errno
                try? FileManager.default.removeItem(at: temporary)
                throw RenderError.write(file: url.path, message: String(cString: strerror(code)))
            }
        } catch let error as RenderError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RenderError.write(file: url.path, message: (error as NSError).localizedDescription)
        }
    }
}
