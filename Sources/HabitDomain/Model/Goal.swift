import Foundation
import CreaseInput

/// A goal a habit may practise (D17). Its kind decides where a builder's practice starts (D18).
public struct Goal: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Hashable, Sendable, Codable, InputChoice { case general, body }
    public var id: UUID
    public var title: String
    public var kind: Kind
    public var isArchived: Bool
    /// What the goal aims at, in the user's words (`12 books by 31 December`): shown on its page, and
    /// one of the two things its Suggested drafts are drawn from (the title is the other).
    public var target: String?

    public init(id: UUID, title: String, kind: Kind = .general, isArchived: Bool = false, target: String? = nil) {
        self.id = id
        self.title = title
        self.kind = kind
        self.isArchived = isArchived
        self.target = target
    }

    enum CodingKeys: String, CodingKey { case id, title, kind, archived, target }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        kind = try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .general
        isArchived = try c.decodeIfPresent(Bool.self, forKey: .archived) ?? false
        target = try c.decodeIfPresent(String.self, forKey: .target).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        if kind != .general { try c.encode(kind, forKey: .kind) }
        if isArchived { try c.encode(true, forKey: .archived) }
        try c.encodeIfPresent(target, forKey: .target)
    }
}
