@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
