/// P7: one truth per state: every node that shows the same subject (declared with `Node.shows(_:state:)`:
/// a habit on a day, shown by its row, Today, This week, the progress sheet or a widget) shows the same
/// state, so a habit partly done toward its daily target is never drawn done on one surface and not
/// started on another.
public struct P07OneTruthPerState: LayoutRule {
    public init() {}
    public let id = "P7"
    public let summary = "The same subject shows the same state wherever it is shown"
    public let scope = "nodes that declare what they show"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// The attributes `Node.shows(_:state:)` sets.
    public static let subjectKey = "shows", stateKey = "shows.state"

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var first: [String: (node: String, state: String)] = [:]
        var out: [Violation] = []
        for node in layout.nodes where node.opacity > 0 {
            let attributes = node.attributes
            guard let subject = attributes[Self.subjectKey], let state = attributes[Self.stateKey] else { continue }
            guard let seen = first[subject] else {
                first[subject] = (node.id, state)
                continue
            }
            if seen.state != state {
                out.append(Violation(rule: id, node: node.id, message: "shows \(subject) as \(state); \(seen.node) shows it as \(seen.state)"))
            }
        }
        return out
    }
}
