/// A paint token: the theme in FoldRender maps it to a colour per appearance.
public struct Paint: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}
