@testable import FoldLayout

/// Helpers for the differential test: a tree written out as text, and every tree one step simpler,
/// so a disagreement is reported on the smallest tree that still shows it.
enum TreeShrinking {
    /// The tree as indented lines: id, kind, numbers and modifiers.
    static func describe(_ n: Node, _ indent: String = "") -> String {
        var flags = ""
        if n.fillsWidth { flags += " fill" }
        if n.hugsContent { flags += " hug" }
        if n.semantics.keepsWordsWhole { flags += " whole" }
        let head: String
        var kids: [Node] = []
        switch n.kind {
        case .text(let c): head = "text \"\(c.string)\" \(c.font.size) limit \(String(describing: c.lineLimit))"
        case .spacer(let m): head = "spacer \(m)"
        case .padding(let i, let c): head = "padding \(i)"; kids = [c]
        case .frame(let w, let h, let m, let most, let c):
            head = "frame w \(String(describing: w)) h \(String(describing: h)) min \(String(describing: m)) max \(String(describing: most))"
            kids = c.map { [$0] } ?? []
        case .scroll(let c, let least): head = "scroll min \(least)"; kids = [c]
        case .stack(let axis, let s, let a, let c): head = "\(axis) stack \(s) \(a)"; kids = c
        case .layers(let c): head = "layers"; kids = c
        case .region(let r, let c): head = "region \(r)"; kids = [c]
        case .firstFit(let c, let m, let shared, let judged):
            head = "firstFit max \(String(describing: m)) shared \(shared ?? "-") judged at \(String(describing: judged))"; kids = c
        case .lazyStack(let s, let rows): head = "lazy \(s) pinned \(String(describing: rows.pinned))"; kids = (0..<rows.count).map(rows.row)
        }
        return indent + "\(n.id ?? "") \(head)\(flags)\n" + kids.map { describe($0, indent + "  ") }.joined()
    }

    /// A node of `kind` with `n`'s id and modifiers.
    static func rebuilt(_ n: Node, _ kind: Node.Kind) -> Node {
        // Everything else the node declares (id, role, decoration, semantics, modifiers) stays.
        Node(storage: n.storage.with(kind: kind))
    }

    /// Every tree one step simpler than `n`: a node replaced by a child, a child removed or simplified,
    /// a modifier dropped.
    static func simpler(_ n: Node) -> [Node] {
        var out: [Node] = []
        func children(_ n: Node) -> [Node] {
            switch n.kind {
            case .stack(_, _, _, let c), .layers(let c), .firstFit(let c, _, _, _): c
            case .padding(_, let c), .region(_, let c), .scroll(let c, _): [c]
            case .frame(_, _, _, _, let c): c.map { [$0] } ?? []
            case .lazyStack(_, let rows): (0..<rows.count).map(rows.row)
            case .text, .spacer: []
            }
        }
        func with(_ n: Node, _ kids: [Node]) -> Node? {
            switch n.kind {
            case .stack(let a, let s, let al, _): rebuilt(n, .stack(axis: a, spacing: s, alignment: al, children: kids))
            case .layers: rebuilt(n, .layers(kids))
            case .firstFit(_, let m, let shared, let judged): kids.isEmpty ? nil : rebuilt(n, .firstFit(kids, maxHeight: m, shared: shared, judgedAt: judged))
            case .padding(let i, _): kids.count == 1 ? rebuilt(n, .padding(i, kids[0])) : nil
            case .region(let r, _): kids.count == 1 ? rebuilt(n, .region(r, kids[0])) : nil
            case .frame(let w, let h, let mh, let most, _):
                kids.count <= 1 ? rebuilt(n, .frame(width: w, height: h, minHeight: mh, maxHeight: most, child: kids.first)) : nil
            case .scroll(_, let least): kids.count == 1 ? rebuilt(n, .scroll(kids[0], minHeight: least)) : nil
            case .lazyStack(let s, let rows):
                rebuilt(n, .lazyStack(spacing: s, rows: LazyRows(count: kids.count, pinned: rows.pinned.map { Swift.min($0, kids.count - 1) }) { kids[$0] }))
            case .text, .spacer: nil
            }
        }
        let kids = children(n)
        out.append(contentsOf: kids)                       // the node replaced by a child
        for k in kids.indices {                             // a child removed
            var fewer = kids; fewer.remove(at: k)
            if let m = with(n, fewer) { out.append(m) }
        }
        for k in kids.indices {                             // a child made simpler
            for s in simpler(kids[k]) {
                var changed = kids; changed[k] = s
                if let m = with(n, changed) { out.append(m) }
            }
        }
        if n.hugsContent || n.fillsWidth { out.append(rebuilt(Node(n.kind).id(n.id ?? ""), n.kind)) }
        return out
    }

    /// The smallest tree reached from `root` by simpler steps for which `fails` still holds.
    static func shrink(_ root: Node, while fails: (Node) -> Bool) -> Node {
        var current = root
        var progress = true
        while progress {
            progress = false
            for candidate in simpler(current) where fails(candidate) {
                current = candidate
                progress = true
                break
            }
        }
        return current
    }
}
