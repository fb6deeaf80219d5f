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

/// A goal a habit may practise (D17). Its kind decides where a builder's practice starts (D18).
public struct Goal: Hashable, Sendable, Codable, Identifiable {
    public enum Kind: String, Hashable, Sendable, Codable { case general, body }
    public var id: UUID
    public var title: String
    public var kind: Kind
    public var isArchived: Bool

    public init(id: UUID, title: String, kind: Kind = .general, isArchived: Bool = false) {
        self.id = id
        self.title = title
        self.kind = kind
        self.isArchived = isArchived
    }

    enum CodingKeys: String, CodingKey { case id, title, kind, archived }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        kind = try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .general
        isArchived = try c.decodeIfPresent(Bool.self, forKey: .archived) ?? false
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        if kind != .general { try c.encode(kind, forKey: .kind) }
        if isArchived { try c.encode(true, forKey: .archived) }
    }
}

/// One dated check-in record (D6): a habit, a day in the profile's zone, how many times.
public struct CheckIn: Hashable, Sendable, Codable {
    public var habitID: UUID
    public var day: DayKey
    public var count: Int

    public init(habitID: UUID, day: DayKey, count: Int = 1) {
        self.habitID = habitID
        self.day = day
        self.count = count
    }

    enum CodingKeys: String, CodingKey { case habit, day, count }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        habitID = try c.decode(UUID.self, forKey: .habit)
        day = try c.decode(DayKey.self, forKey: .day)
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 1
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(habitID, forKey: .habit)
        try c.encode(day, forKey: .day)
        if count != 1 { try c.encode(count, forKey: .count) }
    }
}

/// The Habits module's settings (D20).
public struct ModuleSettings: Hashable, Sendable, Codable {
    /// Habits turned on in App Layout; off shows one `Turn on Habits` control.
    public var enabled: Bool
    /// The row in the menu; hiding it never deletes or disables.
    public var shownInMenu: Bool
    /// The Today block; `Remove habits from home page` hides it every day until `Show every day`.
    public var shownOnToday: Bool

    public init(enabled: Bool = true, shownInMenu: Bool = true, shownOnToday: Bool = true) {
        self.enabled = enabled
        self.shownInMenu = shownInMenu
        self.shownOnToday = shownOnToday
    }

    enum CodingKeys: String, CodingKey { case enabled, shownInMenu, shownOnToday }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        enabled = try c.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
        shownInMenu = try c.decodeIfPresent(Bool.self, forKey: .shownInMenu) ?? true
        shownOnToday = try c.decodeIfPresent(Bool.self, forKey: .shownOnToday) ?? true
    }
}
