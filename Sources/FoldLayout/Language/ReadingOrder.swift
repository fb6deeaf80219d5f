/// The reading order of a solved layout (A2, P8): page by page in reading direction (left page first, or
/// the right page first right-to-left; top before bottom), and within a page in declaration order. A node
/// belongs to the page whose region holds it, also when it is scrolled below the page's bottom; chrome
/// beside the pages on the leading side (a window's sidebar) is read before them. While a modal (sheet,
/// dialog) shows, only the topmost modal's elements are read. Each element says how much of it shows
/// (P11: `Visibility`).
public enum ReadingOrder {
    public static func elements(_ surface: Surface, _ layout: SolvedLayout, direction: LayoutDirection,
                                visibility: Visibility? = nil) -> [AccessibilityElement] {
        let seen = visibility ?? Visibility(surface, layout)
        let index = layout.index
        // Whether a node is, or lies inside, a node that satisfies `test`.
        func inside(_ node: SolvedNode, _ test: (SolvedNode) -> Bool) -> SolvedNode? {
            var current: SolvedNode? = node
            var hops = 0
            while let n = current, hops < 10_000 {
                if test(n) { return n }
                current = n.parent.flatMap { index[$0] }.map { layout.nodes[$0] }
                hops += 1
            }
            return nil
        }
        let modal = layout.nodes.last { $0.semantics.isModal && $0.opacity > 0 }
        var found: [(page: Int, order: Int, element: AccessibilityElement)] = []
        let pages = surface.pages.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if abs(fa.y - fb.y) > 0.5 { return fa.y < fb.y }
            return direction == .leftToRight ? fa.x < fb.x : fa.x > fb.x
        }.map(\.offset)
        for (order, node) in layout.nodes.enumerated() where node.opacity > 0 && !node.isRegion {
            if let modal, inside(node, { $0.id == modal.id }) == nil { continue }
            let declared = node.semantics.accessibility
            if declared == nil {
                // A text node reads itself unless a labelled ancestor reads for it.
                guard let text = node.text, !text.content.string.isEmpty else { continue }
                if node.parent.flatMap({ index[$0] }).map({ layout.nodes[$0] }).flatMap({ inside($0) { $0.semantics.accessibility != nil } }) != nil {
                    continue
                }
            } else if let parent = node.parent.flatMap({ index[$0] }).map({ layout.nodes[$0] }),
                      inside(parent, { $0.semantics.accessibility != nil }) != nil {
                continue
            }
            let accessibility = declared ?? Accessibility(label: node.text?.content.string ?? "", traits: [.staticText])
            let rank = Self.rank(of: node, on: surface, pages: pages, direction: direction)
            found.append((rank, order, AccessibilityElement(id: node.id, label: accessibility.label, value: accessibility.value,
                                                            traits: accessibility.traits, frame: node.frame, hasFocus: node.semantics.hasFocus,
                                                            visibility: seen[order].state)))
        }
        return found.sorted { ($0.page, $0.order) < ($1.page, $1.order) }.map(\.element)
    }

    /// Where a node is read: the rank of the page whose region holds it (its clip, so scrolled content
    /// stays with its page), -1 for what lies before every page on the leading side, else after them all.
    static func rank(of node: SolvedNode, on surface: Surface, pages: [Int], direction: LayoutDirection) -> Int {
        let place = node.clip ?? node.frame
        let middle = Rect(x: place.midX, y: place.midY, width: 0, height: 0)
        if let page = surface.pages.firstIndex(where: { $0.frame.contains(middle) }), let rank = pages.firstIndex(of: page) { return rank }
        let leading = direction == .leftToRight
            ? surface.pages.allSatisfy { node.frame.midX < $0.frame.minX }
            : surface.pages.allSatisfy { node.frame.midX > $0.frame.maxX }
        return leading ? -1 : pages.count
    }

    /// The accessibility snapshot: one line per element in reading order.
    public static func text(_ surface: Surface, _ layout: SolvedLayout, direction: LayoutDirection, visibility: Visibility? = nil) -> String {
        elements(surface, layout, direction: direction, visibility: visibility).map(\.line).joined(separator: "\n") + "\n"
    }
}
