import CreaseInput
import Foundation

/// Output paths confined to a chosen folder.
public enum OutputFolder {
    /// `name` inside `folder`; a name that would resolve anywhere else is refused.
    public static func file(_ name: String, in folder: URL) throws(InputError) -> URL {
        let root = folder.standardizedFileURL
        let url = root.appendingPathComponent(name).standardizedFileURL
        guard !name.contains("/"), url.deletingLastPathComponent().path == root.path else {
            throw InputError(file: name, message: "would be written outside \(root.path)")
        }
        return url
    }

    /// A subfolder of `folder`, created if needed.
    public static func folder(_ name: String, in folder: URL) throws -> URL {
        let url = try file(name, in: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
