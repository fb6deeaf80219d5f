/// One broken rule at one node.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var rule: String
    public var node: String
    public var message: String

    public init(rule: String, node: String, message: String) {
        self.rule = rule
        self.node = node
        self.message = message
    }

    public var description: String { "\(rule) \(node): \(message)" }
}
