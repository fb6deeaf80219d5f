/// One broken L rule at one node.
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

/// The L rules as checks over a solved layout on its surface; `crease lint` and the tests run them.
public enum LayoutInvariants {
    /// Roles of containers that must sit inside one page.
    public static let containerRoles: Set<Role> = ["card", "card.secondary", "sheet", "dialog"]
    /// Roles that deliberately cover chrome (a modal's dimming).
    public static let overlayRoles: Set<Role> = ["scrim", .region]
    static let tolerance = 0.5

    public static func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes where !(node.role.map(overlayRoles.contains) ?? false) {
            let visible = node.clip.map { node.frame.intersection($0) } ?? node.frame
            guard !visible.isEmpty else { continue }
            out += pageRules(node, visible: visible, surface)
            out += textRules(node)
            if node.role == "check", node.frame.width < 44 - 0.001 || node.frame.height < 44 - 0.001 {
                out.append(Violation(rule: "L12", node: node.id,
                                     message: "touch area \(fmt(node.frame.width))×\(fmt(node.frame.height)) pt is under 44×44"))
            }
        }
        out += rowRules(layout)
        return out
    }

    /// L1, L2, L3, L5: inside one page's content region, below the safe area and rail, clear of the
    /// fold by its clearance and of the dock by its margin.
    static func pageRules(_ node: SolvedNode, visible: Rect, _ surface: Surface) -> [Violation] {
        var out: [Violation] = []
        if let fold = surface.fold, visible.intersects(fold.keepOut) {
            let rule = fold.axis == .horizontal ? "L3" : "L1"
            out.append(Violation(rule: rule, node: node.id,
                                 message: "\(visible) enters the fold \(fold.frame) or its \(fmt(fold.clearance)) pt clearance"))
        }
        let page = surface.pages.first { $0.frame.contains(Rect(x: visible.midX, y: visible.midY, width: 0, height: 0)) }
        if let page {
            if visible.minY < page.content.minY - tolerance {
                out.append(Violation(rule: "L2", node: node.id,
                                     message: "top \(fmt(visible.minY)) is above the safe area and rail (content starts at \(fmt(page.content.minY)))"))
            }
            if let role = node.role, containerRoles.contains(role) {
                let horizontal = visible.minX >= page.content.minX - tolerance && visible.maxX <= page.content.maxX + tolerance
                if !horizontal || !page.frame.contains(visible) {
                    out.append(Violation(rule: "L1", node: node.id,
                                         message: "\(visible) is not inside page \(page.index)'s content region \(page.content)"))
                }
            }
        } else if node.role.map(containerRoles.contains) ?? false {
            out.append(Violation(rule: "L1", node: node.id, message: "\(visible) lies in no single page"))
        }
        if let dock = surface.dock {
            let margin = surface.device.shell.dockMargin
            let band = surface.direction == .leftToRight
                ? Rect(x: dock.minX - margin, y: dock.minY, width: dock.width + margin, height: dock.height)
                : Rect(x: dock.minX, y: dock.minY, width: dock.width + margin, height: dock.height)
            if visible.intersects(band) {
                out.append(Violation(rule: "L5", node: node.id, message: "\(visible) comes within \(fmt(margin)) pt of the side dock"))
            }
        }
        return out
    }

    /// L6 and L8: text is never truncated, no line is wider than its box, and nothing is clipped sideways.
    static func textRules(_ node: SolvedNode) -> [Violation] {
        guard let text = node.text else { return [] }
        var out: [Violation] = []
        let shown = text.lines.map(\.text).joined().filter { !$0.isWhitespace }
        let full = text.content.string.filter { !$0.isWhitespace }
        if shown != full {
            out.append(Violation(rule: node.role == "name" ? "L6" : "L8", node: node.id,
                                 message: "shows \"\(text.lines.map(\.text).joined(separator: " / "))\", not the whole text"))
        }
        // A hyphen Pango adds at a break inside a word may overhang the wrap width by under a point.
        let hyphen = 1.0
        for line in text.lines where line.frame.minX < node.frame.minX - hyphen || line.frame.maxX > node.frame.maxX + hyphen {
            out.append(Violation(rule: "L8", node: node.id,
                                 message: "line \"\(line.text)\" (\(fmt(line.frame.width)) pt) is wider than its box (\(fmt(node.frame.width)) pt)"))
            break
        }
        if let clip = node.clip, node.frame.minX < clip.minX - tolerance || node.frame.maxX > clip.maxX + tolerance {
            out.append(Violation(rule: "L8", node: node.id, message: "\(node.frame) is clipped sideways by \(clip)"))
        }
        return out
    }

    /// L6 and L7: every row spans its card; each check ring is centred on its name's first line and
    /// all rings of a card share one column.
    static func rowRules(_ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        var ringColumns: [String: [(id: String, x: Double)]] = [:]
        for row in layout.nodes where row.role == "row" {
            if let cardID = row.parent, let card = layout.node(cardID) {
                // A full-width row leaves at most the card's own padding on either side.
                let maxInset = 16.0
                if row.frame.minX - card.frame.minX > maxInset + tolerance || card.frame.maxX - row.frame.maxX > maxInset + tolerance {
                    out.append(Violation(rule: "L6", node: row.id,
                                         message: "row is \(fmt(row.frame.width)) pt wide in a \(fmt(card.frame.width)) pt card"))
                }
            }
            guard let ring = layout.node(row.id + "/check/ring"), let name = layout.node(row.id + "/name"),
                  let first = name.text?.firstLine else { continue }
            let offset = ring.frame.midY - first.midY
            if abs(offset) > tolerance {
                out.append(Violation(rule: "L7", node: ring.id,
                                     message: "ring centre is \(fmt(offset)) pt off the name's first line"))
            }
            ringColumns[row.parent ?? "", default: []].append((ring.id, ring.frame.midX))
        }
        for (_, rings) in ringColumns {
            guard let x = rings.first?.x else { continue }
            for ring in rings where abs(ring.x - x) > tolerance {
                out.append(Violation(rule: "L7", node: ring.id, message: "ring column is \(fmt(ring.x - x)) pt off the others"))
            }
        }
        return out
    }
}
