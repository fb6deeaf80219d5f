import CreaseInput

/// P13: within a list or a bar, the controls that accompany text (rings, progress buttons, radio marks,
/// Rename and Archive; declared with `accompanies(_:in:proportion:)`) follow one placement — all
/// leading, all trailing, or all below their texts — and grow with their text: none is less than half
/// its proportion to its text at the default size (no cap leaves the largest text three times its
/// control). A bar (Cancel · title · Save, declared with `bar(_:)`) is laid out one way: its controls
/// fall into the same rows on every page of a layout, and lint holds the same across a device's pages
/// at one text size (`arrangements`).
public struct P13ControlsBesideText: LayoutRule {
    public init() {}
    public let id = "P13"
    public let summary = "Controls beside text follow one placement per list and grow with their text; a bar is laid out one way"
    public let scope = "controls declared with `accompanies`, bars declared with `bar`"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// Where a control stands against its text.
    public enum Placement: String, Hashable, Sendable {
        case leading, trailing, below, above, over
    }

    /// The least share of its default proportion a control keeps.
    public static let least = 0.5

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        let index = layout.index
        var groups: [String: [(node: SolvedNode, placement: Placement)]] = [:]
        var order: [String] = []
        for node in layout.nodes {
            guard let accessory = node.semantics.accessory, node.opacity >= 0.5, let t = index[accessory.text] else { continue }
            let text = layout.nodes[t]
            if groups[accessory.group] == nil { order.append(accessory.group) }
            groups[accessory.group, default: []].append((node, Self.placement(node.frame, of: text.frame, direction: surface.direction)))
            if let proportion = accessory.proportion, let points = text.text?.content.font.size, points > 0 {
                let size = node.text?.content.font.size ?? node.frame.height
                let wanted = proportion * Self.least * points
                if size < wanted - RuleGeometry.tolerance {
                    out.append(Violation(rule: id, node: node.id,
                                         message: "is \(size.compactText) pt beside \(points.compactText) pt \(accessory.text): under half its proportion at the default size (at least \(wanted.compactText) pt)"))
                }
            }
        }
        for group in order {
            guard let members = groups[group], members.count > 1 else { continue }
            var counts: [Placement: Int] = [:]
            for m in members { counts[m.placement, default: 0] += 1 }
            guard counts.count > 1, let usual = counts.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) })?.key else { continue }
            for m in members where m.placement != usual {
                out.append(Violation(rule: id, node: m.node.id,
                                     message: "stands \(m.placement.rawValue) its text while \(counts[usual] ?? 0) other\(counts[usual] == 1 ? "" : "s") of \(group) stand \(usual.rawValue)"))
            }
        }
        // Bars of one kind in one layout: one arrangement.
        var bars: [String: (signature: String, node: String)] = [:]
        for bar in Self.arrangements(layout) {
            if let first = bars[bar.kind], first.signature != bar.signature {
                out.append(Violation(rule: id, node: bar.node,
                                     message: "lays its controls out as \(bar.signature), \(first.node) as \(first.signature): a bar is laid out one way"))
            } else if bars[bar.kind] == nil {
                bars[bar.kind] = (bar.signature, bar.node)
            }
        }
        return out
    }

    /// A control's place against its text: beside it (leading or trailing, in the reading direction)
    /// where the two share height, or trailing where it lies wholly past the text's trailing edge (a
    /// switch centred on a label and its detail is beside the label though lower than its one line);
    /// else below or above it; over it where they overlap.
    public static func placement(_ control: Rect, of text: Rect, direction: LayoutDirection) -> Placement {
        let t = RuleGeometry.tolerance
        let sharesHeight = control.minY < text.maxY - t && control.maxY > text.minY + t
        let pastEnd = direction == .leftToRight ? control.minX >= text.maxX - t : control.maxX <= text.minX + t
        if sharesHeight || pastEnd {
            if control.minX >= text.maxX - t { return direction == .leftToRight ? .trailing : .leading }
            if control.maxX <= text.minX + t { return direction == .leftToRight ? .leading : .trailing }
            return .over
        }
        return control.minY >= text.maxY - t ? .below : .above
    }

    /// Each bar of a layout: its kind, the rows its controls and title fall into (`3`: one row of three;
    /// `2+1`: two over one), and its identity.
    public static func arrangements(_ layout: SolvedLayout) -> [(kind: String, signature: String, node: String)] {
        var out: [(kind: String, signature: String, node: String)] = []
        let plan = PaintPlan(layout)
        for (k, node) in layout.nodes.enumerated() {
            guard let kind = node.semantics.bar, node.opacity >= 0.5 else { continue }
            let items = layout.nodes.indices.dropFirst(k + 1).prefix { plan.isInside($0, k) }.filter {
                let traits = layout.nodes[$0].semantics.accessibility?.traits ?? []
                return traits.contains(.button) || traits.contains(.header)
            }.map { layout.nodes[$0].frame }.sorted { $0.minY < $1.minY }
            var rows: [(bottom: Double, count: Int)] = []
            for item in items {
                if let last = rows.last, item.minY < last.bottom - RuleGeometry.tolerance {
                    rows[rows.count - 1] = (Swift.max(last.bottom, item.maxY), last.count + 1)
                } else {
                    rows.append((item.maxY, 1))
                }
            }
            out.append((kind, rows.map { String($0.count) }.joined(separator: "+"), node.id))
        }
        return out
    }
}
