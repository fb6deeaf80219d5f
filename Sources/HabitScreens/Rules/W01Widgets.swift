import CreaseInput
import FoldLayout

/// W1: a widget shows its family's places (one, three or six) in order: a missing, archived or
/// unchosen habit stays as a configuration placeholder, never dropped for another; where the panel
/// cannot show every name whole, it shows its first places that can (P5). A habit's name shows whole,
/// and always carries the full name as its accessibility label; every habit
/// place has a control that records today's completion (a placeholder has none); and the content
/// fits the panel (a widget cannot scroll) inside its content margin.
public struct W01Widgets: LayoutRule {
    public init() {}
    public let id = "W1"
    public let summary = "Widgets show their first places in order (placeholders included), whole names with a full label, and record today"
    public let scope = "widgets"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes where node.role == .widgetName {
            guard let text = node.text else { continue }
            let full = text.content.string
            if node.attributes["label"] != full {
                out.append(Violation(rule: id, node: node.id, message: "does not carry the full name \"\(full)\" as its accessibility label"))
            }
            if !TextWholeness.isWhole(text) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "shows \"\(text.lines.map(\.text).joined(separator: " / "))\", not the whole name"))
            }
        }
        for widget in layout.nodes where widget.role == .widget {
            let places = Int(widget.attributes["places"] ?? "") ?? 0
            let slots = layout.nodes.filter { $0.role == .widgetSlot && $0.id.hasPrefix(widget.id + "/") }
            let first = (0..<Swift.min(slots.count, places)).map(WidgetScreen.slotID)
            if slots.isEmpty || slots.count > places || slots.map(\.id) != first {
                out.append(Violation(rule: id, node: widget.id,
                                     message: "shows places \(slots.map(\.id).joined(separator: ", ")), not the first of its \(places) in order"))
            }
            for slot in slots {
                let record = layout.node(WidgetScreen.recordID(slot: slot.id))
                let name = layout.node(WidgetScreen.nameID(slot: slot.id))?.text?.content.string
                if slot.attributes["state"] == "habit" {
                    if record == nil {
                        out.append(Violation(rule: id, node: slot.id, message: "has no control to record today's completion"))
                    } else if let record, record.attributes["label"] != name {
                        out.append(Violation(rule: id, node: record.id, message: "is not labelled with its habit's name"))
                    }
                } else if record != nil {
                    out.append(Violation(rule: id, node: slot.id, message: "is a placeholder with a record control"))
                }
            }
        }
        // A widget cannot scroll: content taller than its panel would be cut off.
        if surface.kind == .panel {
            for region in layout.regions where region.scrolls {
                out.append(Violation(rule: id, node: layout.nodes.first { $0.role == .widget }?.id ?? "widget",
                                     message: "needs \(region.contentHeight.compactText) pt in a \(region.frame.height.compactText) pt panel: a widget cannot scroll"))
            }
        }
        if surface.kind == .panel, let content = surface.pages.first?.content {
            for node in layout.nodes {
                guard let visible = RuleGeometry.visible(node), !content.contains(visible, tolerance: RuleGeometry.tolerance) else { continue }
                out.append(Violation(rule: id, node: node.id, message: "\(visible) leaves the content margin \(content)"))
            }
        }
        return out
    }
}
