import CreaseInput

/// P1: two pieces of text of the same layer never overlap. A layer is what one region holds (a page,
/// a sheet, a dialog, a menu, a message): an overlay may cover the page beneath it, never its own text.
/// Text is compared by the lines it draws, as far as its clip shows them.
public struct P01NoTextOnText: LayoutRule {
    public init() {}
    public let id = "P1"
    public let summary = "No text on text within a layer"
    public let scope = "every screen, every frame"
    public let source = RuleGeometry.relativeSource(#filePath)

    /// Lines of two texts may touch, and antialiasing may reach this far across.
    static let overlapAllowance = 1.0

    struct Drawn {
        var node: Int
        var layer: Int
        var box: Rect
        var lines: [Rect]
    }

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        let layers = Self.layers(layout)
        var drawn: [Drawn] = []
        for (i, node) in layout.nodes.enumerated() {
            guard let text = node.text, node.opacity > 0, RuleGeometry.visible(node) != nil else { continue }
            let lines = text.lines.compactMap { line -> Rect? in
                let shown = node.clip.map { line.frame.intersection($0) } ?? line.frame
                return shown.isEmpty || shown.width <= 0 || shown.height <= 0 ? nil : shown
            }
            guard let first = lines.first else { continue }
            drawn.append(Drawn(node: i, layer: layers[i], box: lines.dropFirst().reduce(first) { $0.union($1) }, lines: lines))
        }
        // A sweep down the page: only texts whose boxes share a band of height are compared.
        drawn.sort { $0.box.minY < $1.box.minY }
        var out: [Violation] = []
        let a = Self.overlapAllowance
        for (k, upper) in drawn.enumerated() {
            for lower in drawn[(k + 1)...] {
                if lower.box.minY >= upper.box.maxY - a { break }
                guard lower.layer == upper.layer, Self.overlaps(upper.box, lower.box, a),
                      let hit = Self.firstOverlap(upper.lines, lower.lines, a) else { continue }
                let one = layout.nodes[upper.node], other = layout.nodes[lower.node]
                out.append(Violation(rule: id, node: one.id,
                                     message: "its text lies on \(other.id)'s (\(hit.width.compactText)×\(hit.height.compactText) pt at \(hit.minX.compactText), \(hit.minY.compactText))"))
            }
        }
        return out
    }

    static func overlaps(_ a: Rect, _ b: Rect, _ allowance: Double) -> Bool {
        let i = a.intersection(b)
        return !i.isEmpty && i.width > allowance && i.height > allowance
    }

    static func firstOverlap(_ a: [Rect], _ b: [Rect], _ allowance: Double) -> Rect? {
        for x in a { for y in b where overlaps(x, y, allowance) { return x.intersection(y) } }
        return nil
    }

    /// For each node, the index of the region that holds it (its layer), or -1 outside every region.
    /// Nodes are in preorder, so a node's region is the nearest region node before it whose subtree it
    /// is in; nodes a transition appends (fading out) name their parents, which are followed instead.
    static func layers(_ layout: SolvedLayout) -> [Int] {
        let index = layout.index
        var layer = [Int](repeating: -1, count: layout.nodes.count)
        var known: [String: Int] = [:]
        func region(of i: Int, depth: Int = 0) -> Int {
            let node = layout.nodes[i]
            if node.isRegion { return i }
            guard depth < 64, let parent = node.parent else { return -1 }
            if let hit = known[parent] { return hit }
            guard let p = index[parent], p != i else { return -1 }
            let found = region(of: p, depth: depth + 1)
            known[parent] = found
            return found
        }
        for i in layout.nodes.indices { layer[i] = region(of: i) }
        return layer
    }
}
