@testable import FoldLayout

/// A second solver written straight from the layout rules, for the differential test: a plain
/// recursion over the declared nodes, with no arena, no caches and no scratch state. It is slow
/// (a subtree is sized again every time it is asked) and meant to be read: each rule is one case.
/// It gives the frame (and, for text, the lines) of every node that has an id.
struct ReferenceSolver {
    let measurer: any TextMeasuring
    /// How far below the top of the region being laid out a lazy list makes rows: twice the region's
    /// height (outside any region, twice the display's).
    var lookahead = 0.0
    /// The width of the region (else the bounds) being solved: a name's word wider than a line of it
    /// breaks in any alternative.
    var widest = Double.infinity

    struct Placed: Equatable {
        var frame: Rect
        var lines: [TextLine]?
    }

    /// How far a measured text or a child may run past the width it is offered and still fit.
    static let fitTolerance = 0.5

    /// Shared choices (`FirstFit(sharing:)`): the alternative each key's first fits start from, and
    /// the alternatives its placed first fits took in the solve under way.
    var floors: [String: Int] = [:]
    final class Taken { var choices: [String: [Int]] = [:] }
    var taken = Taken()

    /// The first fits sharing a key take one alternative: the latest any of them takes from the
    /// floors so far. Solved again with that as the key's floor until none takes a later one.
    func solve(_ root: Node, bounds: Rect) -> [String: Placed] {
        var out: [String: Placed] = [:]
        var floors: [String: Int] = [:]
        for _ in 0..<8 {
            var solver = self
            solver.floors = floors
            solver.taken = Taken()
            solver.lookahead = 2 * bounds.height
            solver.widest = bounds.width
            out = [:]
            let size = solver.size(root, width: bounds.width).size
            solver.place(root, in: Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: Swift.max(size.height, bounds.height)), into: &out)
            let disagreeing = solver.taken.choices.filter { Set($0.value).count > 1 && ($0.value.max() ?? 0) > floors[$0.key] ?? 0 }
            if disagreeing.isEmpty { break }
            for (key, choices) in disagreeing { floors[key] = choices.max() ?? 0 }
        }
        return out
    }

    // MARK: Sizing

    /// A node's size for a proposal, and whether a text in it split a word (or ran wider than its width).
    func size(_ node: Node, width offered: Double?) -> (size: Size, splits: Bool) {
        var proposal = offered
        if node.hugsContent {
            // A hugging node takes its natural width first and wraps only when even that does not fit.
            let natural = computeSize(node, width: nil).size.width
            proposal = offered.map { Swift.min($0, natural) } ?? natural
        }
        var result = computeSize(node, width: proposal)
        if node.fillsWidth, let proposal { result.size.width = proposal }
        return result
    }

    /// The size of a node's own rule at `proposal`, before `fillsWidth` (and without hugging).
    func computeSize(_ node: Node, width proposal: Double?) -> (size: Size, splits: Bool) {
        switch node.kind {
        case .text(let content):
            let m = measure(content, keepsWordsWhole: node.semantics.keepsWordsWhole, width: proposal)
            return (Size(width: proposal ?? m.measurement.width, height: m.measurement.height), m.splits)
        case .spacer(let minLength):
            return (Size(width: 0, height: minLength), false)
        case .padding(let insets, let child):
            let inner = size(child, width: proposal.map { Swift.max(0, $0 - insets.left - insets.right) })
            return (Size(width: inner.size.width + insets.left + insets.right, height: inner.size.height + insets.top + insets.bottom), inner.splits)
        case .frame(let width, let height, let minHeight, let maxHeight, let child):
            let inner: (size: Size, splits: Bool) = child.map { size($0, width: width ?? proposal) } ?? (Size.zero, false)
            return (Size(width: width ?? inner.size.width, height: Self.frameHeight(height, minHeight, maxHeight, inner: inner.size.height)), inner.splits)
        case .scroll(let child, _):
            // Its content at the width offered, as tall as the content.
            let inner = size(child, width: proposal)
            return (Size(width: proposal ?? inner.size.width, height: inner.size.height), inner.splits)
        case .layers(let children):
            let sized = children.map { size($0, width: proposal) }
            // Never narrower or shorter than nothing, even where a child was offered a negative width.
            return (Size(width: Swift.max(0, sized.map(\.size.width).max() ?? 0), height: Swift.max(0, sized.map(\.size.height).max() ?? 0)),
                    sized.contains { $0.splits })
        case .region:
            return (.zero, false)
        case .firstFit(let alternatives, let maxHeight, let shared, let judgedAt):
            let chosen = choose(alternatives, width: proposal, maxHeight: maxHeight, shared: shared, judgedAt: judgedAt)
            return chosen.sized
        case .lazyStack(let spacing, let rows):
            // The rows made, then the others at the average height of those made.
            let made = madeRows(rows, spacing: spacing, width: proposal)
            let total = made.reduce(0) { $0 + $1.sized.size.height }
            let average = made.isEmpty ? 0 : total / Double(made.count)
            let height = total + Double(rows.count - made.count) * average + spacing * Double(Swift.max(0, rows.count - 1))
            let widest = Swift.max(0, made.map(\.sized.size.width).max() ?? 0)
            return (Size(width: proposal ?? widest, height: height), made.contains { $0.sized.splits })
        case .stack(.vertical, let spacing, let alignment, let children):
            let sized = children.map { size($0, width: proposal) }
            let widest = Swift.max(0, sized.map(\.size.width).max() ?? 0)
            let height = sized.reduce(0) { $0 + $1.size.height } + spacing * Double(Swift.max(0, children.count - 1))
            let width = alignment == .horizontal(.fill) ? (proposal ?? widest) : widest
            return (Size(width: width, height: height), sized.contains { $0.splits })
        case .stack(.horizontal, let spacing, let alignment, let children):
            let sized = rowSizes(children, spacing: spacing, width: proposal)
            let offsets = rowOffsets(children, alignment: alignment, sizes: sized.map(\.size))
            let bottom = Swift.max(0, zip(offsets, sized).map { $0 + $1.size.height }.max() ?? 0)
            let used = sized.reduce(spacing * Double(Swift.max(0, children.count - 1))) { $0 + $1.size.width }
            let grows = children.contains { Self.isSpacer($0) || $0.fillsWidth }
            return (Size(width: grows ? (proposal ?? used) : used, height: bottom), sized.contains { $0.splits })
        }
    }

    /// A text measured at `width` (truncated when it has a line limit), and whether it broke a word as
    /// a typesetter would not, ran wider than its width, or (keeping its words whole) left a lone letter
    /// or let a tie go.
    func measure(_ content: TextContent, keepsWordsWhole: Bool, width: Double?) -> (measurement: TextMeasurement, splits: Bool) {
        let m = content.lineLimit == nil ? measurer.measure(content, width: width)
            : TextTruncation.measure(content, width: width, measurer: measurer)
        // A name's word cut between characters counts only where a line of the bounds could hold it
        // whole: the widths of the lines it runs over, added up.
        // Each word cut, set alone on one line: narrower than the region, it could have stayed whole.
        let cutNarrow = m.cutWords.contains { word in
            var alone = content
            alone.string = word
            alone.lineLimit = nil
            return measurer.measure(alone, width: nil).width <= widest + Self.fitTolerance
        }
        let cuts = content.hyphenates || keepsWordsWhole ? m.lines.contains { $0.ending == .insideWord } : cutNarrow
        let broke = cuts || (keepsWordsWhole && m.lines.contains { $0.ending.splitsWord })
        let wider = width.map { m.width > $0 + Self.fitTolerance } ?? false
        let loose = keepsWordsWhole && m.lines.count > 1
            && (m.lines.contains { TextWholeness.isLoneLetter($0.text) } || LineTies.broken(in: m.lines) != nil)
        return (m, broke || wider || loose)
    }

    /// A lazy list's rows that are made: from the first, every row that starts less than `lookahead`
    /// below the list's top, the first `LazyRows.alwaysMade` whatever their place, and every row up to
    /// the pinned one.
    func madeRows(_ rows: LazyRows, spacing: Double, width: Double?) -> [(row: Node, sized: (size: Size, splits: Bool))] {
        var made: [(row: Node, sized: (size: Size, splits: Bool))] = []
        var top = 0.0
        for k in 0..<rows.count {
            guard k < LazyRows.alwaysMade || top < lookahead || k <= (rows.pinned ?? -1) else { break }
            let row = rows.row(k)
            let sized = size(row, width: width)
            made.append((row, sized))
            top += sized.size.height + spacing
        }
        return made
    }

    /// A frame's own height, else its child's held to its maximum; never under its minimum.
    static func frameHeight(_ height: Double?, _ minHeight: Double?, _ maxHeight: Double? = nil, inner: Double) -> Double {
        Swift.max(height ?? Swift.min(inner, maxHeight ?? .infinity), minHeight ?? -.infinity)
    }

    /// How much height a node sized at `width` can give up: a scroll view down to its least height, and
    /// a padding, a frame without a height of its own, a vertical stack or a first fit's choice by what
    /// they hold. Nothing else.
    func shrinkable(_ node: Node, width: Double) -> Double {
        switch node.kind {
        case .scroll(_, let least):
            let h = size(node, width: width).size.height
            return Swift.max(0, h - Swift.min(h, least))
        case .padding(let insets, let child):
            return shrinkable(child, width: Swift.max(0, width - insets.left - insets.right))
        case .frame(let fixedWidth, let height, let minHeight, let maxHeight, let child):
            guard let child, height == nil else { return 0 }
            let proposal = fixedWidth ?? width
            let inner = size(child, width: proposal).size.height
            let own = Self.frameHeight(nil, minHeight, maxHeight, inner: inner)
            let least = Swift.max(minHeight ?? 0, Swift.min(own, inner - shrinkable(child, width: proposal)))
            return Swift.max(0, own - least)
        case .stack(.vertical, _, _, let children):
            return children.reduce(0) { $0 + shrinkable($1, width: width) }
        case .firstFit(let alternatives, let maxHeight, let shared, let judgedAt):
            guard !alternatives.isEmpty else { return 0 }
            let proposal = node.hugsContent ? Swift.min(width, computeSize(node, width: nil).size.width) : width
            return shrinkable(alternatives[choose(alternatives, width: proposal, maxHeight: maxHeight, shared: shared, judgedAt: judgedAt).index],
                              width: width)
        default:
            return 0
        }
    }

    /// The first alternative that fits `width` (and `maxHeight`) with no word split, else the last; of
    /// a shared choice, the first from its key's floor. Judged at `judgedAt` where that is narrower than
    /// `width`, and the one chosen sized at `width`.
    func choose(_ alternatives: [Node], width offered: Double?, maxHeight: Double?, shared: String?,
                judgedAt: Double? = nil) -> (index: Int, sized: (size: Size, splits: Bool)) {
        let width = judgedAt.map { j in offered.map { Swift.min($0, j) } ?? j } ?? offered
        var last = (index: 0, sized: (size: Size.zero, splits: false))
        let floor = shared.flatMap { floors[$0] } ?? 0
        for (k, alternative) in alternatives.enumerated() where k >= Swift.min(floor, alternatives.count - 1) {
            let sized = size(alternative, width: width)
            last = (k, sized)
            // Within the height limit counts what the alternative can give up (its scroll views).
            let least = sized.size.height - (maxHeight.map { sized.size.height > $0 + Self.fitTolerance } == true
                                             ? width.map { shrinkable(alternative, width: $0) } ?? 0 : 0)
            let fits = !(width.map { sized.size.width > $0 + Self.fitTolerance } ?? false)
                && !(maxHeight.map { least > $0 + Self.fitTolerance } ?? false) && !sized.splits
            if fits { break }
        }
        if width != offered, !alternatives.isEmpty { last.sized = size(alternatives[last.index], width: offered) }
        return last
    }

    /// Whether a node grows to the width it is offered.
    static func isFlexible(_ node: Node) -> Bool {
        if node.hugsContent { return false }
        if node.fillsWidth { return true }
        switch node.kind {
        case .text, .spacer, .lazyStack: return true
        case .stack(_, _, _, let children), .layers(let children), .firstFit(let children, _, _, _): return children.contains(where: isFlexible)
        case .padding(_, let child): return isFlexible(child)
        case .frame(let width, _, _, _, let child): return width == nil && (child.map(isFlexible) ?? false)
        case .region: return false
        case .scroll: return true
        }
    }

    static func isSpacer(_ node: Node) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    /// A row's child sizes: fixed children at their own width; hugging ones at their natural width, or
    /// a share in proportion to it when they do not all fit; then the flexible ones share what is left
    /// equally, in order; then spacers share the rest, never under their minimum.
    func rowSizes(_ children: [Node], spacing: Double, width: Double?) -> [(size: Size, splits: Bool)] {
        var sized = [(size: Size, splits: Bool)](repeating: (.zero, false), count: children.count)
        var remaining = width.map { $0 - spacing * Double(Swift.max(0, children.count - 1)) }
        let spacers = children.indices.filter { Self.isSpacer(children[$0]) }
        let hugging = children.indices.filter { !Self.isSpacer(children[$0]) && children[$0].hugsContent }
        let flexible = children.indices.filter { !Self.isSpacer(children[$0]) && !children[$0].hugsContent && Self.isFlexible(children[$0]) }
        for k in children.indices where !spacers.contains(k) && !hugging.contains(k) && !flexible.contains(k) {
            sized[k] = size(children[k], width: nil)
            remaining = remaining.map { $0 - sized[k].size.width }
        }
        if !hugging.isEmpty {
            let naturals = hugging.map { computeSize(children[$0], width: nil).size.width }
            let total = naturals.reduce(0, +)
            let offered = remaining
            for (h, k) in hugging.enumerated() {
                let offer = offered.map { total <= $0 ? naturals[h] : Swift.max(0, $0) * naturals[h] / Swift.max(total, 1) }
                sized[k] = size(children[k], width: offer)
                remaining = remaining.map { $0 - sized[k].size.width }
            }
        }
        for (f, k) in flexible.enumerated() {
            let share = remaining.map { Swift.max(0, $0 / Double(flexible.count - f)) }
            sized[k] = size(children[k], width: share)
            remaining = remaining.map { $0 - sized[k].size.width }
        }
        for (p, k) in spacers.enumerated() {
            guard case .spacer(let minLength) = children[k].kind else { continue }
            let share = remaining.map { Swift.max(minLength, $0 / Double(spacers.count - p)) } ?? minLength
            sized[k] = (Size(width: share, height: 0), false)
            remaining = remaining.map { $0 - share }
        }
        return sized
    }

    /// A row's children's tops: `.firstLine` lines up the middle of each child's first text line (a
    /// child without text by its middle).
    func rowOffsets(_ children: [Node], alignment: Node.StackAlignment, sizes: [Size]) -> [Double] {
        guard case .vertical(let v) = alignment else { return sizes.map { _ in 0 } }
        let tallest = sizes.map(\.height).max() ?? 0
        switch v {
        case .top, .fill: return sizes.map { _ in 0 }
        case .bottom: return sizes.map { tallest - $0.height }
        case .center: return sizes.map { (tallest - $0.height) / 2 }
        case .firstLine:
            let anchors = zip(children, sizes).map { firstLineMiddle($0, width: $1.width) ?? $1.height / 2 }
            let top = anchors.max() ?? 0
            return anchors.map { top - $0 }
        }
    }

    /// Distance from a node's top to the middle of its first text line, if it holds one where a row looks.
    func firstLineMiddle(_ node: Node, width: Double) -> Double? {
        switch node.kind {
        case .text(let content):
            return measure(content, keepsWordsWhole: node.semantics.keepsWordsWhole, width: width).measurement.firstLine.midY
        case .padding(let insets, let child):
            return firstLineMiddle(child, width: Swift.max(0, width - insets.left - insets.right)).map { $0 + insets.top }
        case .stack(.vertical, _, _, let children):
            return children.first.flatMap { firstLineMiddle($0, width: width) }
        case .scroll(let child, _):
            return firstLineMiddle(child, width: width)
        case .frame(let fixedWidth, let height, let minHeight, let maxHeight, let child):
            guard let child else { return nil }
            let proposal = fixedWidth ?? width
            let inner = size(child, width: proposal).size
            guard let middle = firstLineMiddle(child, width: proposal) else { return nil }
            let own = Self.frameHeight(height, minHeight, maxHeight, inner: inner.height)
            return middle + (own - Swift.min(inner.height, own)) / 2
        case .firstFit(let alternatives, let maxHeight, let shared, let judgedAt):
            // The choice made when the node is sized at `width` (a hugging one at its natural width first).
            let proposal = node.hugsContent ? Swift.min(width, computeSize(node, width: nil).size.width) : width
            let chosen = choose(alternatives, width: proposal, maxHeight: maxHeight, shared: shared, judgedAt: judgedAt).index
            return alternatives.isEmpty ? nil : firstLineMiddle(alternatives[chosen], width: width)
        case .lazyStack(let spacing, let rows):
            return madeRows(rows, spacing: spacing, width: width).first.flatMap { firstLineMiddle($0.row, width: width) }
        case .stack(.horizontal, _, _, _), .layers, .spacer, .region:
            return nil
        }
    }

    // MARK: Placement

    func place(_ node: Node, in rect: Rect, into out: inout [String: Placed]) {
        if let id = node.id {
            switch node.kind {
            case .text(let content):
                // Measured at the width it is placed at, the lines set in its box as every text is.
                let lines = measure(content, keepsWordsWhole: node.semantics.keepsWordsWhole, width: rect.width).measurement.lines
                let placement = SolvedText.Placement(wrapWidth: rect.width, measuredLines: lines, box: rect, direction: .leftToRight, aligned: true)
                out[id] = Placed(frame: rect, lines: SolvedText(content: content, placement: placement).lines)
            case .region(let frame, _):
                out[id] = Placed(frame: frame, lines: nil)
            default:
                out[id] = Placed(frame: rect, lines: nil)
            }
        }
        switch node.kind {
        case .text, .spacer:
            break
        case .padding(let insets, let child):
            place(child, in: rect.inset(by: insets), into: &out)
        case .frame(let width, _, _, let maxHeight, let child):
            guard let child else { break }
            let inner = size(child, width: width ?? rect.width).size
            let w = child.fillsWidth ? rect.width : Swift.min(inner.width, rect.width)
            let h = Swift.min(inner.height, rect.height, maxHeight ?? .infinity)
            place(child, in: Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h), into: &out)
        case .layers(let children):
            for child in children { place(child, in: rect, into: &out) }
        case .region(let frame, let child):
            var inside = self
            inside.lookahead = 2 * frame.height
            inside.widest = frame.width
            let natural = inside.size(child, width: frame.width).size
            inside.place(child, in: Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.max(natural.height, frame.height)), into: &out)
        case .scroll(let child, _):
            // A viewport where it is placed; its content at its whole height inside, as a region's, with
            // the lookahead of the region that holds it (it was sized before its viewport was known).
            let natural = size(child, width: rect.width).size
            place(child, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: Swift.max(natural.height, rect.height)), into: &out)
        case .lazyStack(let spacing, let rows):
            var y = rect.y
            for made in madeRows(rows, spacing: spacing, width: rect.width) {
                place(made.row, in: Rect(x: rect.x, y: y, width: rect.width, height: made.sized.size.height), into: &out)
                y += made.sized.size.height + spacing
            }
        case .firstFit(let alternatives, let maxHeight, let shared, let judgedAt):
            guard !alternatives.isEmpty else { break }
            let k = choose(alternatives, width: rect.width, maxHeight: maxHeight, shared: shared, judgedAt: judgedAt).index
            if let shared { taken.choices[shared, default: []].append(k) }
            place(alternatives[k], in: rect, into: &out)
        case .stack(.vertical, let spacing, let alignment, let children):
            // Children at the stack's width; spacers share any height left over.
            let sizes = children.map { size($0, width: rect.width).size }
            let used = sizes.reduce(0) { $0 + $1.height } + spacing * Double(Swift.max(0, children.count - 1))
            let spacerCount = children.filter(Self.isSpacer).count
            let extra = used < rect.height && spacerCount > 0 ? (rect.height - used) / Double(spacerCount) : 0
            // Short of room, the children that can give up height give it up, first to last.
            var deficit = used - rect.height > Self.fitTolerance ? used - rect.height : 0
            guard case .horizontal(let h) = alignment else { break }
            var y = rect.y
            for (child, s) in zip(children, sizes) {
                var height = s.height + (Self.isSpacer(child) ? extra : 0)
                if deficit > 0 {
                    let cut = Swift.min(deficit, shrinkable(child, width: rect.width))
                    height -= cut
                    deficit -= cut
                }
                let width = (h == .fill || child.fillsWidth) ? rect.width : Swift.min(s.width, rect.width)
                let x: Double = switch h {
                case .leading, .fill: rect.x
                case .center: rect.x + (rect.width - width) / 2
                case .trailing: rect.maxX - width
                }
                place(child, in: Rect(x: x, y: y, width: width, height: height), into: &out)
                y += height + spacing
            }
        case .stack(.horizontal, let spacing, let alignment, let children):
            let sizes = rowSizes(children, spacing: spacing, width: rect.width).map(\.size)
            let offsets = rowOffsets(children, alignment: alignment, sizes: sizes)
            let fill = alignment == .vertical(.fill)
            var x = rect.x
            for (k, child) in children.enumerated() {
                place(child, in: Rect(x: x, y: rect.y + offsets[k], width: sizes[k].width, height: fill ? rect.height : sizes[k].height), into: &out)
                x += sizes[k].width + spacing
            }
        }
    }
}
