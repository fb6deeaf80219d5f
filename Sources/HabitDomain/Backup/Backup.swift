import CreaseInput
import Foundation

/// A complete, versioned JSON backup of a profile and its journal (J6). Long histories are written
/// compactly, one string of daily counts per habit.
public struct Backup: Hashable, Sendable {
    /// The `format` field every Crease backup carries.
    public static let format = "crease-backup"
    public static let currentVersion = 1

    /// When the backup was made.
    public var exported: Date
    public var profile: Profile
    public var journal: Journal?

    /// A backup of `profile` and its journal, made at `exported`.
    public init(exported: Date, profile: Profile, journal: Journal? = nil) {
        self.exported = exported
        self.profile = profile
        self.journal = journal
    }

    /// The backup as JSON bytes, keys sorted so the same profile always gives the same file.
    public func encoded() throws(ProfileStore.StoreError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do { return try encoder.encode(self) } catch {
            throw ProfileStore.StoreError.write(file: "backup", message: "could not encode the backup")
        }
    }

    /// Reads and validates a backup file: a newer version, another format or any damaged field is an
    /// error naming the file and the field.
    public static func read(from url: URL) throws(InputError) -> Backup {
        try JSONInput.load(Backup.self, from: url)
    }
}

extension Backup: Codable {
    enum CodingKeys: String, CodingKey { case format, version, exported, profile, journal }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let format = try c.decodeIfPresent(String.self, forKey: .format)
        guard format == Backup.format else {
            throw InputError(file: "", field: "format", message: format.map { "is \"\($0)\", not \"\(Backup.format)\"" }
                ?? "is missing: this is not a Crease backup (\"format\": \"\(Backup.format)\")")
        }
        let version = try c.decode(Int.self, forKey: .version)
        guard version >= 1 else { throw InputError(file: "", field: "version", message: "must be 1 or more (got \(version))") }
        guard version <= Backup.currentVersion else {
            throw InputError(file: "", field: "version",
                             message: "is \(version), newer than this build reads (\(Backup.currentVersion)); nothing was restored")
        }
        let stamp = try c.decode(String.self, forKey: .exported)
        guard let exported = ISOInstant.parse(stamp) else {
            throw InputError(file: "", field: "exported", message: "is not an ISO 8601 instant (got \"\(stamp)\")")
        }
        self.exported = exported
        profile = try c.decode(Profile.self, forKey: .profile)
        journal = try c.decodeIfPresent(Journal.self, forKey: .journal)
        if let journal {
            guard journal.account == profile.account else {
                throw InputError(file: "", field: "journal.account", message: "is \(journal.account), but the profile is \(profile.account)'s")
            }
            let replayed = journal.replay()
            guard replayed == profile else {
                throw InputError(file: "", field: "journal",
                                 message: "does not replay to the backup's profile (\(replayed.firstDifference(from: profile) ?? "its content") differs)")
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Backup.format, forKey: .format)
        try c.encode(Backup.currentVersion, forKey: .version)
        try c.encode(ISOInstant.format(exported), forKey: .exported)
        try c.encode(CompactProfile(profile: profile), forKey: .profile)
        try c.encodeIfPresent(journal, forKey: .journal)
    }

    /// A profile written with compact `logs` runs instead of one record per check-in day.
    private struct CompactProfile: Encodable {
        var profile: Profile
        func encode(to encoder: any Encoder) throws { try profile.encode(to: encoder, runsAbove: 0) }
    }
}
