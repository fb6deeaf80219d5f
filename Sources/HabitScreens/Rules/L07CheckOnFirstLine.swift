import CreaseInput
import FoldLayout

/// L7: each check circle lines up with the first line of its habit's name, and the circles of a
/// card share one column.
public struct L07CheckOnFirstLine: LayoutRule {
    public init() {}
    public let id = "L7"
    public let summary = "Each check circle is centred on its name's first line; circles share one column"
    public let scope = "Habits and Today rows"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        var columns: [String: [(id: String, x: Double)]] = [:]
        var cards: [String] = []
        for row in layout.nodes where row.role == .row && RuleGeometry.visible(row) != nil {
            guard let ring = layout.node(HabitsPage.ringID(row: row.id)), let name = layout.node(HabitsPage.nameID(row: row.id)),
                  let first = name.text?.firstLine else { continue }
            let offset = ring.frame.midY - first.midY
            if abs(offset) > t {
                out.append(Violation(rule: id, node: ring.id, message: "ring centre is \(offset.compactText) pt off the name's first line"))
            }
            let card = row.parent ?? ""
            if columns[card] == nil { cards.append(card) }
            columns[card, default: []].append((ring.id, ring.frame.midX))
        }
        for card in cards {
            let rings = columns[card] ?? []
            guard let x = rings.first?.x else { continue }
            for ring in rings where abs(ring.x - x) > t {
                out.append(Violation(rule: id, node: ring.id, message: "ring column is \((ring.x - x).compactText) pt off the others"))
            }
        }
        return out
    }
}
