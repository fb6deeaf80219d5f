import CreaseInput
import FoldLayout

/// W3: in a Mac window the sidebar lists the Habits destination (also while the Today block is
/// hidden); content keeps to its page, never entering the sidebar or the title bar; Archived sits
/// below the Habits card; and Archive in the editor uses the neutral action colour, never the
/// destructive one.
public struct W03MacWindow: LayoutRule {
    public init() {}
    public let id = "W3"
    public let summary = "Mac: Habits stays in the sidebar, content clear of sidebar and title bar, Archived below the card, Archive neutral"
    public let scope = "windows"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        guard surface.kind == .window else { return [] }
        var out: [Violation] = []
        let t = RuleGeometry.tolerance
        let sidebarNode = layout.nodes.first { $0.role == .macSidebar }
        if let sidebar = surface.sidebar, sidebar.width > 0 {
            if !layout.nodes.contains(where: { $0.role == .macDestination && $0.attributes["destination"] == "habits" }) {
                out.append(Violation(rule: id, node: sidebarNode?.id ?? "sidebar", message: "lists no Habits destination"))
            }
            for node in layout.nodes {
                guard let visible = RuleGeometry.visible(node), visible.intersects(sidebar.inset(by: Insets(all: t))) else { continue }
                let inSidebar = sidebarNode.map { node.id == $0.id || node.id.hasPrefix($0.id + "/") } ?? false
                if !inSidebar || !sidebar.contains(visible, tolerance: t) {
                    out.append(Violation(rule: id, node: node.id, message: "\(visible) enters the sidebar \(sidebar)"))
                }
            }
        }
        if let bar = surface.titleBar {
            for node in layout.nodes {
                guard let visible = RuleGeometry.visible(node), visible.intersects(bar.inset(by: Insets(all: t))) else { continue }
                out.append(Violation(rule: id, node: node.id, message: "\(visible) enters the title bar \(bar)"))
            }
        }
        if let card = layout.node(HabitsPage.cardID), let archived = layout.node("archived"), archived.frame.minY < card.frame.maxY - t {
            out.append(Violation(rule: id, node: archived.id, message: "Archived starts at \(archived.frame.minY.compactText), above the card's end (\(card.frame.maxY.compactText))"))
        }
        for node in layout.nodes where node.attributes["action"] == "archive" {
            // The action is its text, or the text it wraps.
            let text = node.text ?? layout.nodes.first { $0.parent == node.id && $0.text != nil }?.text
            let paint = text?.content.color.name ?? "no colour"
            if paint != "action.neutral" {
                out.append(Violation(rule: id, node: node.id, message: "Archive is painted \(paint), not the neutral action colour"))
            }
        }
        return out
    }
}
