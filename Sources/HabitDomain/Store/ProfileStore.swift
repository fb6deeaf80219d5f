import CreaseIO
import CreaseInput
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A profile kept in one versioned JSON file (D22): validated fully on load, replaced atomically
/// under an exclusive lock, never left half-written. Once the file holds an edit journal (J2), every
/// change is recorded in it as edits.
public struct ProfileStore: Sendable {
    public enum StoreError: Error, CustomStringConvertible, Sendable, Equatable {
        case invalid(InputError)
        case locked(file: String)
        case write(file: String, message: String)
        /// A domain rule refused the change (a stale page, D7; an unknown habit); nothing was written.
        case refused(file: String, DomainError)

        public var description: String {
            switch self {
            case .invalid(let e): e.description
            case .locked(let file): "\(file): another process holds its lock; try again when it has finished"
            case .write(let file, let message): "\(file): cannot write: \(message)"
            case .refused(let file, let error): "\(file): \(error.description)"
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
        try loadDocument().profile
    }

    /// The file's profile and journal, validated in full: a journal must replay to the profile.
    public func loadDocument() throws(StoreError) -> ProfileDocument {
        do { return try JSONInput.load(ProfileDocument.self, from: url) } catch { throw StoreError.invalid(error) }
    }

    /// Replaces the file with `profile`. `writer` turns bytes into the temporary file (tests pass a
    /// failing one); the old file stays intact unless the whole new one was written. When the file
    /// has a journal, the difference is recorded in it as edits.
    public func save(_ profile: Profile,
                     writer: (Data, URL) throws -> Void = { try $0.write(to: $1) }) throws(StoreError) {
        do {
            try withLock { () throws(StoreError) in
                try refuseNewerFile()
                var document = ProfileDocument(profile: profile)
                if let current = try? loadDocument(), var journal = current.journal {
                    var stamper = EditStamper()
                    do throws(DomainError) { try journal.record(from: current.profile, to: profile, stamper: &stamper) } catch {
                        throw StoreError.refused(file: url.path, error)
                    }
                    document = ProfileDocument(profile: journal.replay(), journal: journal)
                }
                try replace(with: document, writer: writer)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.write(file: url.path, message: "\(error)")
        }
    }

    /// Loads, changes and saves under one lock; a corrupt or newer file is refused and left as it is.
    /// With a journal, the change is recorded as edits.
    public func update(_ change: (inout Profile) throws -> Void) throws -> Profile {
        try updateDocument { document in
            var profile = document.profile
            try change(&profile)
            if var journal = document.journal {
                var stamper = EditStamper()
                do throws(DomainError) { try journal.record(from: document.profile, to: profile, stamper: &stamper) } catch {
                    throw StoreError.refused(file: url.path, error)
                }
                document = ProfileDocument(profile: journal.replay(), journal: journal)
            } else {
                document.profile = profile
            }
            return document.profile
        }
    }

    /// Loads the document, lets `change` edit it, and writes it back, all under the file's lock: the
    /// file ends whole in its old state or its new one. An error from `change` writes nothing.
    public func updateDocument<T>(_ change: (inout ProfileDocument) throws -> T) throws -> T {
        try withLock { () throws -> T in
            var document = try loadDocument()
            let original = document
            let result = try change(&document)
            if document != original { try replace(with: document, writer: { try $0.write(to: $1) }) }
            return result
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

    func replace(with document: ProfileDocument, writer: (Data, URL) throws -> Void) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(document) } catch { throw StoreError.write(file: url.path, message: "could not encode the profile") }
        do { try AtomicFile.write(data, to: url, writer: writer) } catch { throw StoreError.write(file: url.path, message: error.message) }
    }

    /// Runs `body` holding an exclusive `flock` on `<file>.lock`, waiting up to `lockTimeout`.
    func withLock<T, E: Error>(_ body: () throws(E) -> T) throws -> T {
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
