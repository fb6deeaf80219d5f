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

    /// A subfolder of `folder`, created if needed; a failure is one line naming the folder.
    public static func folder(_ name: String, in folder: URL) throws -> URL {
        let url = try file(name, in: folder)
        try check(url, label: url.path)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw OutputError(file: url.path, message: "the folder cannot be made (\(AtomicFile.reason(error)))")
        }
        return url
    }

    /// Removes each of `names` (plain file names) that lies in `folder`; the others are left as they are.
    /// What cannot be removed stays (a leftover, never an error: the run's result does not depend on it).
    public static func removeFiles(_ names: some Sequence<String>, in folder: URL) {
        for name in names where !name.contains("/") {
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path) { try? FileManager.default.removeItem(at: url) }
        }
    }

    /// Throws unless `url` can be a file to write: not a folder, and its folder one that can be.
    /// `label` (an option such as `--junit`) names it, before anything runs.
    public static func checkFile(_ url: URL, label: String) throws(InputError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw InputError(file: label, message: "'\(url.path)' is a folder, not a file")
        }
        try check(url.deletingLastPathComponent(), label: label)
    }

    /// Throws unless `url` can be a folder to write into: it is a folder, or it is missing and the
    /// nearest part of its path that exists is a folder. `label` (an option such as `--output`) names
    /// it in the error, so a file given where a folder belongs is one clear line before anything runs.
    public static func check(_ url: URL, label: String) throws(InputError) {
        var isFolder: ObjCBool = false
        var probe = url.standardizedFileURL
        while !FileManager.default.fileExists(atPath: probe.path, isDirectory: &isFolder) {
            let parent = probe.deletingLastPathComponent()
            guard parent.path != probe.path else { return }
            probe = parent
        }
        guard !isFolder.boolValue else { return }
        if probe.path == url.standardizedFileURL.path {
            throw InputError(file: label, message: "'\(url.path)' is a file, not a folder (give a folder to write into; a missing one is made)")
        }
        throw InputError(file: label, message: "'\(url.path)' cannot be a folder: '\(probe.path)' is a file")
    }
}
