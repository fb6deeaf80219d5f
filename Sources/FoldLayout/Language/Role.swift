/// What a node is, by name: screens declare their own roles (`Role("card")`) and tools print them.
/// The layout knows two: regions and text. Rules and the painter read `Semantics` and
/// `Decoration`, never a role's name.
public struct Role: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }

    /// A page region: a container whose frame is already in the surface's own coordinates.
    public static let region: Role = "region"
    /// The role of a text node that declares none.
    public static let text: Role = "text"
}
