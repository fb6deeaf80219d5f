/// Turns a declared node tree into frames: sizes are proposed down and returned up, then every
/// node is placed. Text is measured through `TextMeasuring` only.
///
/// A solve flattens the tree into an arena first, so each node's size is computed once per
/// proposal (a one-entry cache per node) and auto identities are built only for nodes that are drawn.
public struct LayoutSolver<Measurer: TextMeasuring> {
    public let measurer: Measurer

    public init(measurer: Measurer) { self.measurer = measurer }

    /// Solves `root` on a display with the given bounds. Nodes outside any `Region` are placed in `bounds`.
    public func solve(_ root: Node, bounds: Rect) -> SolvedLayout {
        var arena = Arena(root: root, measurer: measurer)
        let size = arena.size(0, width: bounds.width)
        arena.place(0, in: Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: Swift.max(size.height, bounds.height)),
                    parent: nil, clip: nil)
        return SolvedLayout(bounds: bounds, nodes: arena.output, regions: arena.regions)
    }
}

struct Size {
    var width: Double
    var height: Double
    static let zero = Size(width: 0, height: 0)
}

/// One solve's working state: the flattened tree and its caches.
/// Not generic: code in this module runs specialised only for concrete types, so the measurer is held
/// as an existential and everything else compiles to direct code.
struct Arena {
    let measurer: any TextMeasuring
    var nodes: [Node] = []
    var children: [[Int]] = []
    var parentIndex: [Int] = []
    var ordinal: [Int] = []
    var flexible: [Bool] = []
    // Per-node flags read on hot paths, so they never copy a whole node.
    var fills: [Bool] = []
    var hugs: [Bool] = []
    var spacer: [Bool] = []
    var textual: [Bool] = []
    // One-entry size cache per node: the last proposal (nil encoded as -1) and its answer.
    var cachedProposal: [Double] = []
    var cachedSize: [Size] = []
    var output: [SolvedNode] = []
    var regions: [SolvedRegion] = []
    var emittedID: [String?] = []
    // The last measurement of each text node and the width it was taken at (-1: unwrapped).
    var measuredWidth: [Double] = []
    var measured: [TextMeasurement?] = []

    init(root: Node, measurer: any TextMeasuring) {
        self.measurer = measurer
        add(root, parent: -1, ordinal: 0)
        cachedProposal = [Double](repeating: -2, count: nodes.count)
        cachedSize = [Size](repeating: .zero, count: nodes.count)
        emittedID = [String?](repeating: nil, count: nodes.count)
        measuredWidth = [Double](repeating: -2, count: nodes.count)
        measured = [TextMeasurement?](repeating: nil, count: nodes.count)
        flexible = [Bool](repeating: false, count: nodes.count)
        for i in stride(from: nodes.count - 1, through: 0, by: -1) { flexible[i] = computeFlexible(i) }
        output.reserveCapacity(nodes.count)
    }

    @discardableResult
    mutating func add(_ node: Node, parent: Int, ordinal n: Int) -> Int {
        let index = nodes.count
        nodes.append(node)
        fills.append(node.fillsWidth)
        hugs.append(node.hugsContent)
        var isSpacer = false, isText = false
        if case .spacer = node.kind { isSpacer = true }
        if case .text = node.kind { isText = true }
        spacer.append(isSpacer)
        textual.append(isText)
        children.append([])
        parentIndex.append(parent)
        ordinal.append(n)
        var kids: [Node] = []
        switch node.kind {
        case .stack(_, _, _, let c), .layers(let c): kids = c
        case .padding(_, let c), .region(_, let c): kids = [c]
        case .frame(_, _, _, let c): if let c { kids = [c] }
        case .text, .spacer: break
        }
        var indices: [Int] = []
        indices.reserveCapacity(kids.count)
        for k in kids.indices { indices.append(add(kids[k], parent: index, ordinal: k)) }
        children[index] = indices
        return index
    }

    // MARK: Sizing

    /// Whether a node grows to take the width it is offered (children are computed first).
    func computeFlexible(_ i: Int) -> Bool {
        if hugs[i] { return false }
        if fills[i] { return true }
        switch nodes[i].kind {
        case .text, .spacer: return true
        case .stack, .layers, .padding: return children[i].contains { flexible[$0] }
        case .frame(let width, _, _, _): return width == nil && (children[i].first.map { flexible[$0] } ?? false)
        case .region: return false
        }
    }

    /// Measures text node `i` at `width`, remembering the answer for placement and alignment.
    mutating func measure(_ i: Int, _ content: TextContent, width: Double?) -> TextMeasurement {
        let key = width ?? -1
        if measuredWidth[i] == key, let m = measured[i] { return m }
        let m = measurer.measure(content, width: width)
        measuredWidth[i] = key
        measured[i] = m
        return m
    }

    @inline(__always) func isSpacer(_ i: Int) -> Bool { spacer[i] }

    mutating func size(_ i: Int, width offered: Double?) -> Size {
        let key = offered ?? -1
        if cachedProposal[i] == key { return cachedSize[i] }
        let result = computeSize(i, width: offered)
        cachedProposal[i] = key
        cachedSize[i] = result
        return result
    }

    mutating func computeSize(_ i: Int, width offered: Double?) -> Size {
        var proposal = offered
        if hugs[i] {
            // Natural width first; wrap only when even that does not fit.
            let w = naturalSize(i).width
            proposal = offered.map { Swift.min($0, w) } ?? w
        }
        var result: Size
        switch nodes[i].kind {
        case .text(let content):
            // Text takes the width it is offered, so it is drawn at exactly the width it was measured at
            // (measuring again at its own natural width could wrap differently by a rounding hair).
            let m = measure(i, content, width: proposal)
            result = Size(width: proposal ?? m.width, height: m.height)
        case .spacer(let minLength):
            result = Size(width: 0, height: minLength)
        case .padding(let insets, _):
            let inner = size(children[i][0], width: proposal.map { Swift.max(0, $0 - insets.left - insets.right) })
            result = Size(width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
        case .frame(let width, let height, let minHeight, _):
            let inner = children[i].first.map { size($0, width: width ?? proposal) } ?? .zero
            result = Size(width: width ?? inner.width, height: Self.frameHeight(height, minHeight, inner: inner.height))
        case .layers:
            var w = 0.0, h = 0.0
            for c in children[i] {
                let s = size(c, width: proposal)
                w = Swift.max(w, s.width)
                h = Swift.max(h, s.height)
            }
            result = Size(width: w, height: h)
        case .region:
            result = .zero
        case .stack(let axis, let spacing, let alignment, _):
            let kids = children[i]
            if axis == .vertical {
                var w = 0.0, h = 0.0
                for c in kids {
                    let s = size(c, width: proposal)
                    w = Swift.max(w, s.width)
                    h += s.height
                }
                h += spacing * Double(Swift.max(0, kids.count - 1))
                let fill = alignment == .horizontal(.fill)
                result = Size(width: fill ? (proposal ?? w) : w, height: h)
            } else {
                let sizes = horizontalSizes(i, spacing: spacing, width: proposal)
                let offsets = verticalOffsets(i, sizes: sizes, alignment: alignment)
                var bottom = 0.0
                var used = spacing * Double(Swift.max(0, kids.count - 1))
                for (k, s) in sizes.enumerated() {
                    bottom = Swift.max(bottom, offsets[k] + s.height)
                    used += s.width
                }
                let grows = kids.contains { spacer[$0] || fills[$0] }
                result = Size(width: grows ? (proposal ?? used) : used, height: bottom)
            }
        }
        if fills[i], let proposal { result.width = proposal }
        return result
    }

    /// A frame's height: its own, else its child's, and never under its minimum.
    static func frameHeight(_ height: Double?, _ minHeight: Double?, inner: Double) -> Double {
        Swift.max(height ?? inner, minHeight ?? -.infinity)
    }

    /// A hugging node's size with nothing proposed, ignoring its own hugging.
    mutating func naturalSize(_ i: Int) -> Size {
        hugs[i] = false
        defer { hugs[i] = true }
        return computeSize(i, width: nil)
    }

    /// Child sizes in a horizontal stack: fixed children first, then hugging ones at their natural
    /// width (or a share when they do not fit), then the rest shared by the flexible ones, then
    /// what is left to spacers.
    mutating func horizontalSizes(_ i: Int, spacing: Double, width: Double?) -> [Size] {
        let kids = children[i]
        var sizes = [Size](repeating: .zero, count: kids.count)
        let gaps = spacing * Double(Swift.max(0, kids.count - 1))
        var remaining = width.map { $0 - gaps }
        var flexibleKids: [Int] = []
        var spacers: [Int] = []
        var hugging: [Int] = []
        for (k, c) in kids.enumerated() {
            if isSpacer(c) { spacers.append(k); continue }
            if hugs[c] { hugging.append(k); continue }
            if flexible[c] { flexibleKids.append(k); continue }
            sizes[k] = size(c, width: nil)
            remaining = remaining.map { $0 - sizes[k].width }
        }
        if !hugging.isEmpty {
            let natural = hugging.map { naturalSize(kids[$0]).width }
            let total = natural.reduce(0, +)
            for (n, k) in hugging.enumerated() {
                let offer = remaining.map { total <= $0 ? natural[n] : $0 * natural[n] / Swift.max(total, 1) }
                sizes[k] = size(kids[k], width: offer)
            }
            for k in hugging { remaining = remaining.map { $0 - sizes[k].width } }
        }
        for (n, k) in flexibleKids.enumerated() {
            let share = remaining.map { Swift.max(0, $0 / Double(flexibleKids.count - n)) }
            sizes[k] = size(kids[k], width: share)
            remaining = remaining.map { $0 - sizes[k].width }
        }
        for (n, k) in spacers.enumerated() {
            guard case .spacer(let minLength) = nodes[kids[k]].kind else { continue }
            let share = remaining.map { Swift.max(minLength, $0 / Double(spacers.count - n)) } ?? minLength
            sizes[k] = Size(width: share, height: 0)
            remaining = remaining.map { $0 - share }
        }
        return sizes
    }

    /// Top offsets of children in a horizontal stack; `.firstLine` lines up the middle of each
    /// child's first text line (or, for a child without text, its middle).
    mutating func verticalOffsets(_ i: Int, sizes: [Size], alignment: Node.StackAlignment) -> [Double] {
        guard case .vertical(let v) = alignment else { return sizes.map { _ in 0 } }
        let tallest = sizes.map(\.height).max() ?? 0
        switch v {
        case .top, .fill: return sizes.map { _ in 0 }
        case .bottom: return sizes.map { tallest - $0.height }
        case .center: return sizes.map { (tallest - $0.height) / 2 }
        case .firstLine:
            let anchors = children[i].enumerated().map { k, c in firstLineMiddle(c, width: sizes[k].width) ?? sizes[k].height / 2 }
            let top = anchors.max() ?? 0
            return anchors.map { top - $0 }
        }
    }

    /// Distance from a node's top to the middle of its first text line, if it holds text.
    mutating func firstLineMiddle(_ i: Int, width: Double) -> Double? {
        switch nodes[i].kind {
        case .text(let content):
            return measure(i, content, width: width).firstLine.midY
        case .padding(let insets, _):
            return firstLineMiddle(children[i][0], width: Swift.max(0, width - insets.left - insets.right)).map { $0 + insets.top }
        case .stack(let axis, _, _, _):
            guard axis == .vertical, let first = children[i].first else { return nil }
            return firstLineMiddle(first, width: width)
        case .frame(let fw, let fh, let minHeight, _):
            guard let child = children[i].first else { return nil }
            let inner = size(child, width: fw ?? width)
            guard let middle = firstLineMiddle(child, width: fw ?? width) else { return nil }
            return middle + (Self.frameHeight(fh, minHeight, inner: inner.height) - inner.height) / 2
        case .layers, .spacer, .region:
            return nil
        }
    }

    // MARK: Placement

    /// The identity of node `i`: its own id, or its path below the nearest identified ancestor.
    mutating func identity(_ i: Int) -> String {
        if let id = nodes[i].id { return id }
        if let cached = emittedID[i] { return cached }
        let parent = parentIndex[i]
        let id = parent < 0 ? "root" : identity(parent) + "/\(ordinal[i])"
        emittedID[i] = id
        return id
    }

    mutating func place(_ i: Int, in rect: Rect, parent: String?, clip: Rect?) {
        // Fields are read one by one: copying the whole node would retain every one of its references.
        let identified = nodes[i].id != nil || nodes[i].decoration != nil || nodes[i].role != nil
        var nextParent = parent
        if identified, !isText(i) {
            let id = identity(i)
            var frame = rect
            var role = nodes[i].role
            if case .region(let regionFrame, _) = nodes[i].kind {
                frame = regionFrame
                role = role ?? Role.region
            }
            output.append(SolvedNode(id: id, role: role, frame: frame, decoration: nodes[i].decoration,
                                     attributes: nodes[i].attributes, parent: parent, clip: clip))
            nextParent = id
        }
        switch nodes[i].kind {
        case .text(let content):
            let lines = measure(i, content, width: rect.width).lines.map { line in
                var frame = line.frame.offsetBy(dx: rect.x, dy: rect.y)
                frame.x = content.alignment.lineX(width: frame.width, in: rect, direction: .leftToRight, natural: frame.x)
                return TextLine(text: line.text, frame: frame, baseline: line.baseline + rect.y)
            }
            output.append(SolvedNode(id: identity(i), role: nodes[i].role ?? "text", frame: rect, decoration: nodes[i].decoration,
                                     text: SolvedText(content: content, wrapWidth: rect.width, lines: lines),
                                     attributes: nodes[i].attributes, parent: parent, clip: clip))
        case .spacer:
            break
        case .padding(let insets, _):
            place(children[i][0], in: rect.inset(by: insets), parent: nextParent, clip: clip)
        case .frame(let width, _, _, _):
            guard let child = children[i].first else { break }
            let inner = size(child, width: width ?? rect.width)
            let w = fills[child] ? rect.width : Swift.min(inner.width, rect.width)
            let h = Swift.min(inner.height, rect.height)
            place(child, in: Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h),
                  parent: nextParent, clip: clip)
        case .layers:
            for c in children[i] { place(c, in: rect, parent: nextParent, clip: clip) }
        case .region(let frame, _):
            let child = children[i][0]
            let natural = size(child, width: frame.width)
            regions.append(SolvedRegion(frame: frame, contentHeight: natural.height))
            place(child, in: Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.max(natural.height, frame.height)),
                  parent: nextParent, clip: frame)
        case .stack(let axis, let spacing, let alignment, _):
            if axis == .vertical {
                placeVertical(i, spacing: spacing, alignment: alignment, in: rect, parent: nextParent, clip: clip)
            } else {
                let sizes = horizontalSizes(i, spacing: spacing, width: rect.width)
                let offsets = verticalOffsets(i, sizes: sizes, alignment: alignment)
                let fill = alignment == .vertical(.fill)
                var x = rect.x
                for (k, c) in children[i].enumerated() {
                    let h = fill ? rect.height : sizes[k].height
                    place(c, in: Rect(x: x, y: rect.y + offsets[k], width: sizes[k].width, height: h), parent: nextParent, clip: clip)
                    x += sizes[k].width + spacing
                }
            }
        }
    }

    mutating func placeVertical(_ i: Int, spacing: Double, alignment: Node.StackAlignment, in rect: Rect, parent: String?, clip: Rect?) {
        let kids = children[i]
        var sizes = kids.map { size($0, width: rect.width) }
        let used = sizes.reduce(0) { $0 + $1.height } + spacing * Double(Swift.max(0, kids.count - 1))
        let spacerIndices = kids.indices.filter { isSpacer(kids[$0]) }
        if used < rect.height, !spacerIndices.isEmpty {
            let extra = (rect.height - used) / Double(spacerIndices.count)
            for k in spacerIndices { sizes[k].height += extra }
        }
        guard case .horizontal(let h) = alignment else { return }
        var y = rect.y
        for (k, c) in kids.enumerated() {
            let width = (h == .fill || fills[c]) ? rect.width : Swift.min(sizes[k].width, rect.width)
            let x: Double
            switch h {
            case .leading, .fill: x = rect.x
            case .center: x = rect.x + (rect.width - width) / 2
            case .trailing: x = rect.maxX - width
            }
            place(c, in: Rect(x: x, y: y, width: width, height: sizes[k].height), parent: parent, clip: clip)
            y += sizes[k].height + spacing
        }
    }

    @inline(__always) func isText(_ i: Int) -> Bool { textual[i] }
}
