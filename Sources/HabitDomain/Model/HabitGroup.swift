import Foundation

/// A user's own label for habits (D16). Nothing regroups habits on its own.
public struct HabitGroup: Hashable, Sendable, Codable, Identifiable {
    public var id: UUID
    public var name: String
    public var order: Int
    public var isArchived: Bool

    public init(id: UUID, name: String, order: Int = 0, isArchived: Bool = false) {
        self.id = id
        self.name = name
        self.order = order
        self.isArchived = isArchived
    }

    enum CodingKeys: String, CodingKey { case id, name, order, archived }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        order = try c.decodeIfPresent(Int.self, forKey: .order) ?? 0
        isArchived = try c.decodeIfPresent(Bool.self, forKey: .archived) ?? false
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(order, forKey: .order)
        if isArchived { try c.encode(true, forKey: .archived) }
    }
}
