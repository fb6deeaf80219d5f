import CreaseInput
import Foundation

/// What a dataset file holds (D22): the profile and, once edits have been recorded, its edit journal
/// (J2). With a journal, the profile written beside it must be the journal's replay.
public struct ProfileDocument: Hashable, Sendable {
    public var profile: Profile
    public var journal: Journal?

    public init(profile: Profile, journal: Journal? = nil) {
        self.profile = profile
        self.journal = journal
    }

    /// The document with a journal: the one it has, or a new one started from its profile (the
    /// profile's groups put in their own order, as the journal keeps them).
    public func journaled(stamper: inout EditStamper) -> (profile: Profile, journal: Journal) {
        if let journal { return (profile, journal) }
        let journal = Journal.start(from: profile.canonical(), stamper: &stamper)
        return (journal.replay(), journal)
    }
}

extension ProfileDocument: Codable {
    enum CodingKeys: String, CodingKey { case journal }

    /// Reads the profile, then the journal if there is one; the journal must be the same account's
    /// and replay to exactly the profile stored beside it.
    public init(from decoder: any Decoder) throws {
        let profile = try Profile(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let base = JSONInput.path(decoder.codingPath)
        let field = base.isEmpty ? "journal" : base + ".journal"
        let journal = try c.decodeIfPresent(Journal.self, forKey: .journal)
        if let journal {
            guard journal.account == profile.account else {
                throw InputError(file: "", field: field + ".account",
                                 message: "is \(journal.account), but the profile is \(profile.account)'s")
            }
            let replayed = journal.replay()
            guard replayed == profile else {
                let what = replayed.firstDifference(from: profile) ?? "its content"
                throw InputError(file: "", field: field,
                                 message: "does not replay to the profile stored beside it (\(what) differs); the file was changed by hand or damaged")
            }
        }
        self.init(profile: profile, journal: journal)
    }

    public func encode(to encoder: any Encoder) throws {
        try profile.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(journal, forKey: .journal)
    }
}
