import Foundation

/// The Swift package a path belongs to: the nearest folder at or above it holding a `Package.swift`.
public enum PackageRoot {
    /// The package folder enclosing `url` (a file or a folder), or `nil` outside any package.
    public static func enclosing(_ url: URL) -> URL? {
        var dir = url.standardizedFileURL
        var isFolder: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: dir.path, isDirectory: &isFolder) && isFolder.boolValue) {
            dir.deleteLastPathComponent()
        }
        while true {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            if dir.path == "/" || dir.path.isEmpty { return nil }
            dir.deleteLastPathComponent()
        }
    }

    /// The package folder of a source file (`#filePath`), or the current folder outside any package.
    public static func of(filePath: String) -> URL {
        enclosing(URL(fileURLWithPath: filePath)) ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
