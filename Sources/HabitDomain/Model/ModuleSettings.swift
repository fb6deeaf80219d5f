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
