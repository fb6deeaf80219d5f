/// Turns a declared node tree into frames: sizes are proposed down and returned up, then
/// every node is placed. Text is measured through `TextMeasuring` only.
public struct LayoutSolver<Measurer: TextMeasuring> {
    public let measurer: Measurer

    public init(measurer: Measurer) { self.measurer = measurer }

    /// Solves `root` on a display with the given bounds. Nodes outside any `Region` are placed in `bounds`.
    public func solve(_ root: Node, bounds: Rect) -> SolvedLayout {
        var output = Output()
        let size = self.size(root, width: bounds.width)
        place(root, in: Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: Swift.max(size.height, bounds.height)),
              path: "", parent: nil, clip: nil, output: &output)
        return SolvedLayout(bounds: bounds, nodes: output.nodes, regions: output.regions)
    }

    struct Output {
        var nodes: [SolvedNode] = []
        var regions: [SolvedRegion] = []
    }

    struct Size {
        var width: Double
        var height: Double
    }

    // MARK: Sizing

    /// Whether a node grows to take the width it is offered.
    func isFlexible(_ node: Node) -> Bool {
        if node.hugsContent { return false }
        if node.fillsWidth { return true }
        switch node.kind {
        case .text, .spacer: return true
        case .stack(_, _, _, let children), .layers(let children): return children.contains(where: isFlexible)
        case .padding(_, let child): return isFlexible(child)
        case .frame(let width, _, _, let child): return width == nil && (child.map(isFlexible) ?? false)
        case .region: return false
        }
    }

    func size(_ node: Node, width offered: Double?) -> Size {
        var proposal = offered
        if node.hugsContent {
            // Natural width first; wrap only when even that does not fit.
            var natural = node
            natural.hugsContent = false
            let w = size(natural, width: nil).width
            proposal = offered.map { Swift.min($0, w) } ?? w
        }
        var result: Size
        switch node.kind {
        case .text(let content):
            // Text takes the width it is offered, so it is drawn at exactly the width it was measured at
            // (measuring again at its own natural width could wrap differently by a rounding hair).
            let measured = measurer.measure(content.string, font: content.font, width: proposal)
            result = Size(width: proposal ?? measured.width, height: measured.height)
        case .spacer(let minLength):
            result = Size(width: 0, height: minLength)
        case .padding(let insets, let child):
            let inner = size(child, width: proposal.map { Swift.max(0, $0 - insets.left - insets.right) })
            result = Size(width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
        case .frame(let width, let height, let minHeight, let child):
            let inner = child.map { size($0, width: width ?? proposal) } ?? Size(width: 0, height: 0)
            var h = height ?? inner.height
            if let minHeight { h = Swift.max(h, minHeight) }
            result = Size(width: width ?? inner.width, height: h)
        case .layers(let children):
            let sizes = children.map { size($0, width: proposal) }
            result = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .region:
            result = Size(width: 0, height: 0)
        case .stack(let axis, let spacing, let alignment, let children):
            if axis == .vertical {
                let sizes = children.map { size($0, width: proposal) }
                let gaps = spacing * Double(Swift.max(0, children.count - 1))
                let fill = alignment == .horizontal(.fill)
                result = Size(width: fill ? (proposal ?? sizes.map(\.width).max() ?? 0) : (sizes.map(\.width).max() ?? 0),
                              height: sizes.reduce(0) { $0 + $1.height } + gaps)
            } else {
                let sizes = horizontalSizes(children, spacing: spacing, width: proposal)
                let offsets = verticalOffsets(children, sizes: sizes, alignment: alignment)
                var bottom = 0.0
                for (i, s) in sizes.enumerated() { bottom = Swift.max(bottom, offsets[i] + s.height) }
                let used = sizes.reduce(0) { $0 + $1.width } + spacing * Double(Swift.max(0, children.count - 1))
                let grows = children.contains { if case .spacer = $0.kind { return true }; return $0.fillsWidth }
                result = Size(width: grows ? (proposal ?? used) : used, height: bottom)
            }
        }
        if node.fillsWidth, let proposal { result.width = proposal }
        return result
    }

    /// Child sizes in a horizontal stack: fixed children first, then the rest of the width shared by
    /// the flexible ones, then what is left to spacers.
    func horizontalSizes(_ children: [Node], spacing: Double, width: Double?) -> [Size] {
        var sizes = [Size](repeating: Size(width: 0, height: 0), count: children.count)
        let gaps = spacing * Double(Swift.max(0, children.count - 1))
        var remaining = width.map { $0 - gaps }
        var flexible: [Int] = []
        var spacers: [Int] = []
        var hugging: [Int] = []
        for (i, child) in children.enumerated() {
            if case .spacer = child.kind { spacers.append(i); continue }
            if child.hugsContent { hugging.append(i); continue }
            if isFlexible(child) { flexible.append(i); continue }
            sizes[i] = size(child, width: nil)
            remaining = remaining.map { $0 - sizes[i].width }
        }
        if !hugging.isEmpty {
            // Natural widths when they fit; otherwise each wraps within its share of what is left.
            let natural = hugging.map { size(children[$0], width: nil).width }
            let total = natural.reduce(0, +)
            for (n, i) in hugging.enumerated() {
                let offer = remaining.map { total <= $0 ? natural[n] : $0 * natural[n] / Swift.max(total, 1) }
                sizes[i] = size(children[i], width: offer)
            }
            for i in hugging { remaining = remaining.map { $0 - sizes[i].width } }
        }
        for (n, i) in flexible.enumerated() {
            let share = remaining.map { Swift.max(0, $0 / Double(flexible.count - n)) }
            sizes[i] = size(children[i], width: share)
            remaining = remaining.map { $0 - sizes[i].width }
        }
        for (n, i) in spacers.enumerated() {
            guard case .spacer(let minLength) = children[i].kind else { continue }
            let share = remaining.map { Swift.max(minLength, $0 / Double(spacers.count - n)) } ?? minLength
            sizes[i] = Size(width: share, height: 0)
            remaining = remaining.map { $0 - share }
        }
        return sizes
    }

    /// Top offsets of children in a horizontal stack; `.firstLine` lines up the middle of each
    /// child's first text line (or, for a child without text, its middle).
    func verticalOffsets(_ children: [Node], sizes: [Size], alignment: Node.StackAlignment) -> [Double] {
        guard case .vertical(let v) = alignment else { return sizes.map { _ in 0 } }
        let tallest = sizes.map(\.height).max() ?? 0
        switch v {
        case .top, .fill: return sizes.map { _ in 0 }
        case .bottom: return sizes.map { tallest - $0.height }
        case .center: return sizes.map { (tallest - $0.height) / 2 }
        case .firstLine:
            let anchors = children.enumerated().map { i, child in
                firstLineMiddle(child, width: sizes[i].width) ?? sizes[i].height / 2
            }
            let top = anchors.max() ?? 0
            return anchors.map { top - $0 }
        }
    }

    /// Distance from a node's top to the middle of its first text line, if it holds text.
    func firstLineMiddle(_ node: Node, width: Double) -> Double? {
        switch node.kind {
        case .text(let content):
            let line = measurer.measure(content.string, font: content.font, width: width).firstLine
            return line.midY
        case .padding(let insets, let child):
            return firstLineMiddle(child, width: Swift.max(0, width - insets.left - insets.right)).map { $0 + insets.top }
        case .stack(let axis, _, _, let children):
            guard let first = children.first else { return nil }
            if axis == .vertical { return firstLineMiddle(first, width: width) }
            return nil
        case .frame(let fw, let fh, let minHeight, let child):
            guard let child else { return nil }
            let inner = size(child, width: fw ?? width)
            guard let middle = firstLineMiddle(child, width: fw ?? width) else { return nil }
            var h = fh ?? inner.height
            if let minHeight { h = Swift.max(h, minHeight) }
            return middle + (h - inner.height) / 2
        case .layers, .spacer, .region:
            return nil
        }
    }

    // MARK: Placement

    func place(_ node: Node, in rect: Rect, path: String, parent: String?, clip: Rect?, output: inout Output) {
        let id = node.id ?? path
        let identified = node.id != nil || node.decoration != nil || node.role != nil
        var nextParent = parent
        if identified, !isText(node) {
            var frame = rect
            var role = node.role
            if case .region(let regionFrame, _) = node.kind {
                frame = regionFrame
                role = role ?? Role.region
            }
            output.nodes.append(SolvedNode(id: id, role: role, frame: frame, decoration: node.decoration,
                                           attributes: node.attributes, parent: parent, clip: clip))
            nextParent = id
        }
        switch node.kind {
        case .text(let content):
            let measured = measurer.measure(content.string, font: content.font, width: rect.width)
            let lines = measured.lines.map { line in
                var frame = line.frame.offsetBy(dx: rect.x, dy: rect.y)
                switch content.alignment {
                case .center: frame.x = rect.x + (rect.width - line.frame.width) / 2
                case .trailing: frame.x = rect.maxX - line.frame.width
                case .natural: break
                }
                return TextLine(text: line.text, frame: frame, baseline: line.baseline + rect.y)
            }
            output.nodes.append(SolvedNode(id: id, role: node.role ?? "text", frame: rect, decoration: node.decoration,
                                           text: SolvedText(content: content, wrapWidth: rect.width, lines: lines),
                                           attributes: node.attributes, parent: parent, clip: clip))
        case .spacer:
            break
        case .padding(let insets, let child):
            place(child, in: rect.inset(by: insets), path: id + "/0", parent: nextParent, clip: clip, output: &output)
        case .frame(let width, _, _, let child):
            guard let child else { break }
            let inner = size(child, width: width ?? rect.width)
            let w = child.fillsWidth ? rect.width : Swift.min(inner.width, rect.width)
            let h = Swift.min(inner.height, rect.height)
            let childRect = Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h)
            place(child, in: childRect, path: id + "/0", parent: nextParent, clip: clip, output: &output)
        case .layers(let children):
            for (i, child) in children.enumerated() {
                place(child, in: rect, path: "\(id)/\(i)", parent: nextParent, clip: clip, output: &output)
            }
        case .region(let frame, let child):
            let natural = size(child, width: frame.width)
            output.regions.append(SolvedRegion(frame: frame, contentHeight: natural.height))
            let placed = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.max(natural.height, frame.height))
            place(child, in: placed, path: id + "/0", parent: nextParent, clip: frame, output: &output)
        case .stack(let axis, let spacing, let alignment, let children):
            if axis == .vertical {
                placeVertical(children, spacing: spacing, alignment: alignment, in: rect, path: id,
                              parent: nextParent, clip: clip, output: &output)
            } else {
                let sizes = horizontalSizes(children, spacing: spacing, width: rect.width)
                let offsets = verticalOffsets(children, sizes: sizes, alignment: alignment)
                let fill = alignment == .vertical(.fill)
                var x = rect.x
                for (i, child) in children.enumerated() {
                    let h = fill ? rect.height : sizes[i].height
                    let childRect = Rect(x: x, y: rect.y + offsets[i], width: sizes[i].width, height: h)
                    place(child, in: childRect, path: "\(id)/\(i)", parent: nextParent, clip: clip, output: &output)
                    x += sizes[i].width + spacing
                }
            }
        }
    }

    func placeVertical(_ children: [Node], spacing: Double, alignment: Node.StackAlignment, in rect: Rect,
                       path: String, parent: String?, clip: Rect?, output: inout Output) {
        var sizes = children.map { size($0, width: rect.width) }
        let used = sizes.reduce(0) { $0 + $1.height } + spacing * Double(Swift.max(0, children.count - 1))
        let spacerIndices = children.indices.filter { if case .spacer = children[$0].kind { return true }; return false }
        if used < rect.height, !spacerIndices.isEmpty {
            let extra = (rect.height - used) / Double(spacerIndices.count)
            for i in spacerIndices { sizes[i].height += extra }
        }
        guard case .horizontal(let h) = alignment else { return }
        var y = rect.y
        for (i, child) in children.enumerated() {
            let width = (h == .fill || child.fillsWidth) ? rect.width : Swift.min(sizes[i].width, rect.width)
            let x: Double
            switch h {
            case .leading, .fill: x = rect.x
            case .center: x = rect.x + (rect.width - width) / 2
            case .trailing: x = rect.maxX - width
            }
            place(child, in: Rect(x: x, y: y, width: width, height: sizes[i].height), path: "\(path)/\(i)",
                  parent: parent, clip: clip, output: &output)
            y += sizes[i].height + spacing
        }
    }

    func isText(_ node: Node) -> Bool {
        if case .text = node.kind { return true }
        return false
    }
}
