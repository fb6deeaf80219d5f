import CreaseInput

/// P12: an overlay (a dialog, an alert, a menu, a popover, a message; a sheet's header) shows whole: on
/// one page and inside the display, clear of the fold, not clipped by its region or covered, with its
/// title and every action in view. Where it cannot fit, its body scrolls inside it (a `Scroll`) and its
/// title and actions stay. A menu held over the control that opened it covers that control whole: none
/// of the control's text shows beside the lifted preview.
public struct P12OverlaysAreWhole: LayoutRule {
    public init() {}
    public let id = "P12"
    public let summary = "Overlays show whole on one page, with their title and every action in view"
    public let scope = "dialogs, menus, popovers, messages and sheet headers (declared with `overlay`)"
    public let source = RuleGeometry.relativeSource(#filePath)

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] { check(surface, layout, Visibility(surface, layout)) }

    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        var out: [Violation] = []
        let plan = visibility.plan
        let t = RuleGeometry.tolerance
        for (k, node) in layout.nodes.enumerated() {
            guard let kind = node.semantics.overlay, node.opacity >= 0.5 else { continue }
            let inside = layout.nodes.indices.dropFirst(k + 1).prefix { plan.isInside($0, k) }
            if kind == .sheet {
                // A sheet scrolls; its header does not.
                // Covered by a layer above (a dialog over the sheet) is not out of view.
                for h in inside where layout.nodes[h].semantics.part == .header
                    && !visibility[h].losses.isDisjoint(with: [.scrolled, .clipped, .offDisplay, .hinge, .faded]) {
                    out.append(Violation(rule: id, node: layout.nodes[h].id, message: "is \(Self.describe(visibility[h])): a sheet's header stays in view"))
                }
                continue
            }
            let frame = node.frame
            let onOnePage = surface.pages.contains { $0.frame.contains(frame, tolerance: t) }
            if !surface.bounds.contains(frame, tolerance: t) {
                out.append(Violation(rule: id, node: node.id, message: "runs past the display (\(frame) on \(surface.bounds))"))
            } else if !onOnePage {
                out.append(Violation(rule: id, node: node.id, message: "is not on one page: \(frame) crosses the fold"))
            } else if visibility[k].state != .visible {
                out.append(Violation(rule: id, node: node.id, message: "is \(Self.describe(visibility[k])): an overlay shows whole"))
            }
            // Its title, and every action that is not in a body that scrolls inside it.
            let own = plan.region(of: k)
            let titles = inside.filter { layout.nodes[$0].semantics.part == .title }
            if kind == .dialog || kind == .menu, titles.isEmpty {
                out.append(Violation(rule: id, node: node.id, message: "shows no title: a \(kind.rawValue) says what it asks"))
            }
            for c in titles + inside.filter({ layout.nodes[$0].semantics.accessibility?.traits.contains(.button) == true }) {
                let holder = plan.region(of: c)
                let scrollsInside = holder >= 0 && holder != own && plan.isInside(holder, k)
                guard !scrollsInside, visibility[c].state != .visible else { continue }
                let what = layout.nodes[c].semantics.part == .title ? "title" : "action"
                out.append(Violation(rule: id, node: layout.nodes[c].id, message: "is \(Self.describe(visibility[c])): the \(what) of \(node.id) stays in view"))
            }
            // A preview lifted over the control that opened it covers the control whole: no line of its
            // text shows (a line's own extent, not the empty rest of its box under a rounded corner).
            if let anchor = node.semantics.anchor, anchor.placement == .over, let a = layout.index[anchor.id] {
                for c in layout.nodes.indices.dropFirst(a + 1).prefix(while: { plan.isInside($0, a) })
                where visibility[c].isShown && Self.linesShow(layout.nodes[c], visibility[c].shown) {
                    out.append(Violation(rule: id, node: layout.nodes[c].id,
                                         message: "shows beside \(node.id), which is held over \(anchor.id): the lifted preview covers what opened it"))
                }
            }
        }
        return out
    }

    /// Whether any line of a text lies in what shows of it by more than a sliver.
    static func linesShow(_ node: SolvedNode, _ shown: [Rect]) -> Bool {
        guard let lines = node.text?.lines else { return false }
        return lines.contains { line in
            shown.contains { piece in
                let both = line.frame.intersection(piece)
                return both.width > RuleGeometry.tolerance && both.height > RuleGeometry.tolerance
            }
        }
    }

    static func describe(_ entry: Visibility.Entry) -> String {
        var why: [String] = []
        if entry.losses.contains(.scrolled) { why.append("scrolled") }
        if entry.losses.contains(.clipped) { why.append("clipped") }
        if entry.losses.contains(.offDisplay) { why.append("off the display") }
        if entry.losses.contains(.hinge) { why.append("under the hinge") }
        if entry.losses.contains(.faded) { why.append("faded") }
        if entry.losses.contains(.covered) { why.append("covered") }
        return entry.state.rawValue + (why.isEmpty ? "" : " (" + why.joined(separator: ", ") + ")")
    }
}
