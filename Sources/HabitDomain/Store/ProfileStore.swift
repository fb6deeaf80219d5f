import CreaseInput
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A profile kept in one versioned JSON file (D22): validated fully on load, replaced atomically
/// under an exclusive lock, never left half-written.
public struct ProfileStore: Sendable {
    public enum StoreError: Error, CustomStringConvertible, Sendable, Equatable {
        case invalid(InputError)
        case locked(file: String)
        case write(file: String, message: String)

        public var description: String {
            switch self {
            case .invalid(let e): e.description
            case .locked(let file): "\(file): another process holds its lock; try again when it has finished"
            case .write(let file, let message): "\(file): cannot write: \(message)"
            }
        }
    }

    public var url: URL
    /// How long a save waits for another writer's lock before failing.
    public var lockTimeout: TimeInterval

    public init(url: URL, lockTimeout: TimeInterval = 2) {
        self.url = url
        self.lockTimeout = lockTimeout
    }

    var lockURL: URL { url.appendingPathExtension("lock") }

    public func load() throws(StoreError) -> Profile {
        do { return try JSONInput.load(Profile.self, from: url) } catch { throw StoreError.invalid(error) }
    }

    /// Replaces the file with `profile`. `writer` turns bytes into the temporary file (tests pass a
    /// failing one); the old file stays intact unless the whole new one was written.
    public func save(_ profile: Profile,
                     writer: (Data, URL) throws -> Void = { try $0.write(to: $1) }) throws(StoreError) {
        do {
            try withLock {
                try refuseNewerFile()
                try replace(with: profile, writer: writer)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.write(file: url.path, message: "\(error)")
        }
    }

    /// Loads, changes and saves under one lock; a corrupt or newer file is refused and left as it is.
    public func update(_ change: (inout Profile) throws -> Void) throws -> Profile {
        try withLock { () throws -> Profile in
            var profile = try load()
            try change(&profile)
            try replace(with: profile, writer: { try $0.write(to: $1) })
            return profile
        }
    }

    /// A file written by a newer build is never overwritten.
    func refuseNewerFile() throws(StoreError) {
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let version = object["version"] as? Int, version > Profile.currentVersion else { return }
        throw StoreError.invalid(InputError(file: url.path, field: "version",
                                            message: "is \(version), newer than this build writes (\(Profile.currentVersion)); not overwriting it"))
    }

    func replace(with profile: Profile, writer: (Data, URL) throws -> Void) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(profile) } catch { throw StoreError.write(file: url.path, message: "could not encode the profile") }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try writer(data, temporary)
            // The new bytes must reach the disk before the rename makes them the file.
            let fd = open(temporary.path, O_RDONLY)
            if fd >= 0 { fsync(fd); close(fd) }
            guard rename(temporary.path, url.path) == 0 else {
                throw StoreError.write(file: url.path, message: String(cString: strerror(errno)))
            }
        } catch let error as StoreError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw StoreError.write(file: url.path, message: "\(error)")
        }
    }

    /// Runs `body` holding an exclusive `flock` on `<file>.lock`, waiting up to `lockTimeout`.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let fd = open(lockURL.path, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { throw StoreError.write(file: lockURL.path, message: String(cString: strerror(errno))) }
        defer { close(fd) }
        let deadline = Date().addingTimeInterval(lockTimeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK, Date() < deadline else { throw StoreError.locked(file: url.path) }
            usleep(10_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
