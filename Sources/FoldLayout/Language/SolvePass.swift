/// One solve's working state.
/// Not generic: code in this module runs specialised only for concrete types, so the measurer is held
/// as an existential and everything else compiles to direct code.
struct SolvePass {
    typealias Record = NodeArena.Record

    /// What a solve remembers about one node (by preorder number): 40 bytes. Plain numbers only, so
    /// reading and writing a slot never touches a reference count.
    struct Slot {
        /// The last width proposed (`unproposed` for nil; NaN, equal to nothing, before the first) and
        /// the size it gave. Widths can be negative (a row narrower than its gaps), so no negative
        /// number may stand for nil: -1 once did, and a row offering -1 got its unwrapped size
        /// (found by the differential test against the reference solver).
        var proposal: Double = .nan
        var size = Size.zero
        /// For a `firstFit`: the alternative chosen by the last choice made (which sizing it for its
        /// natural width also makes), and the one chosen at `proposal`, restored when that size is
        /// reused: without it a reused size left the natural width's choice in place (found by the
        /// differential test against the reference solver).
        var choice: Int32 = 0
        var sizedChoice: Int32 = 0
        /// Whether a text in the subtree split a word when it was last sized (of a `firstFit`, in the
        /// alternative chosen), kept with the size it belongs to: an enclosing `firstFit` reads it
        /// instead of walking the subtree again.
        var subtreeSplits = false
    }

    /// What a solve remembers about one text node (by its position in `texts`). Kept apart from the
    /// nodes' slots, which then hold only what every node needs: what a long list's solve keeps per
    /// node is 32 bytes, not 80, so more of it is still in the processor's cache when placing.
    struct TextSlot {
        /// The width of the last measurement (`unproposed`: unwrapped; NaN before the first), and what the layout
        /// reads of it — its size and the middle of its first line.
        var measuredWidth: Double = .nan
        var measuredSize = Size.zero
        var firstLineMiddle = 0.0
        /// Whether the last measurement broke a word as a typesetter would not (inside it at no
        /// hyphenation point, or at all in a text that keeps its words whole) or ran wider than its width.
        var splitsWords = false
    }

    let measurer: any TextMeasuring
    /// The tree's nodes in preorder (`NodeArena`): node `i`'s first child is `i + 1`, and each next
    /// child follows the one before by its `count`.
    let nodes: [Record]
    /// The arena the records are from, which holds the text nodes' texts (`NodeArena.texts`) and the
    /// declared nodes (`NodeArena.declared`).
    let arena: NodeArena
    // Per-node state and the scratch stacks are allocated once, at the tree's size, for the pass.
    var slots: [Slot]
    var textSlots: [TextSlot]
    /// The last measurement of each text (by its position in `texts`), kept for its lines until the
    /// text is placed, when they move into its solved node.
    var measured: [TextMeasurement?]
    /// Children's sizes while a horizontal stack lays them out; each user pushes and pops its own run.
    /// The runs on the stack belong to a chain of ancestors, whose children are distinct nodes, so
    /// the node count bounds every stack.
    var sizes: ScratchStack<Size>
    /// Natural widths and vertical offsets, used the same way.
    var values: ScratchStack<Double>
    /// Child ordinals from the root to the node being placed: auto identities are built from them.
    var ordinals: ScratchStack<Int>
    /// The solved nodes, in paint order: at most `capacity`, the number the tree declares.
    var output: [SolvedNode] = []
    let capacity: Int
    /// False when the tree holds a `firstFit`: then only the chosen alternatives are drawn, and a
    /// solve may emit fewer nodes than `capacity`.
    let exactCapacity: Bool
    var regions: [SolvedRegion] = []
    /// Lazy lists placed, with the rows they did not make.
    var lists: [SolvedList] = []
    /// How far below the top of the region being laid out a lazy list makes rows: the region's
    /// height and as much again, so a list knows what its page shows and the next page's worth
    /// (set for each region before its content is sized; the display's bounds outside any region).
    var lookahead = 0.0
    /// Lazy lists' rows made so far, by the list's preorder number.
    var made: [Int: MadeRows] = [:]
    /// Nodes placed from the tree's own records, which `capacity` bounds (a lazy list's rows are
    /// solved in passes of their own and added after).
    var declaredEmitted = 0
    /// How an identity with no identified ancestor starts: `root`, or a lazy list's row
    /// (`rootPrefix/rootRow`: `list/3`, written only when a node needs it).
    var rootPrefix = "root"
    var rootRow = -1
    /// The parent of nodes with no identified ancestor in this pass: a lazy list's rows name the
    /// list's (by id: the number of a node in another arena means nothing here).
    var outerParent: SolvedNode.ParentRef = .none
    /// Identities assigned to drawn ancestors without an id of their own, for `Parent` to point at.
    var assignedIDs: [String] = []
    /// Shared choices (`FirstFit(sharing:)`): the alternative each key's first fits start from in this
    /// pass (set before the pass sizes anything), by key and by the key's place in the arena's
    /// `choiceGroups`; and the lowest and highest each of the arena's keys' placed first fits took,
    /// with those of a lazy list's rows' passes (other arenas) by key.
    var choiceFloors: [String: Int32] = [:] {
        didSet { groupFloors = arena.choiceGroups.map { choiceFloors[$0] ?? 0 } }
    }
    var groupFloors: [Int32] = []
    var groupTaken: [ClosedRange<Int32>?] = []
    var rowsTaken: [String: ClosedRange<Int32>] = [:]
    /// How many hidden nodes (`Semantics.isHidden`) hold the node being placed: inside one, nodes are
    /// emitted with no opacity.
    var hiddenDepth = 0
    /// The widest line any text being sized is offered: the width of the region it is in (a page), else
    /// of the solve's bounds; a lazy list's rows take their list's. A name's word wider than it cannot be
    /// kept whole by any alternative.
    var widest = Double.infinity

    /// `reservesOutput`: false for a lazy list's row, whose pass places into its list's output.
    init(arena: NodeArena, measurer: any TextMeasuring, capacity: Int, exactCapacity: Bool, reservesOutput: Bool = true) {
        nodes = arena.records
        self.arena = arena
        self.measurer = measurer
        self.capacity = capacity
        self.exactCapacity = exactCapacity
        if reservesOutput { output.reserveCapacity(capacity) }
        slots = [Slot](repeating: Slot(), count: nodes.count)
        textSlots = [TextSlot](repeating: TextSlot(), count: arena.texts.count)
        measured = [TextMeasurement?](repeating: nil, count: arena.texts.count)
        sizes = ScratchStack(capacity: nodes.count, filler: .zero)
        values = ScratchStack(capacity: nodes.count, filler: 0)
        ordinals = ScratchStack(capacity: nodes.count, filler: 0)
        groupTaken = [ClosedRange<Int32>?](repeating: nil, count: arena.choiceGroups.count)
    }

    // MARK: Sizing

    /// A word's width set alone on one line in `content`'s font.
    static func wordWidth(_ word: String, _ content: TextContent, _ measurer: any TextMeasuring) -> Double {
        var alone = content
        alone.string = word
        alone.lineLimit = nil
        return measurer.measure(alone, width: nil).width
    }

    /// How a cache keys "no width proposed": a number no proposal can be (proposals are finite).
    static let unproposed = -Double.infinity

    /// The preorder number of child `k` of node `i`.
    @inline(__always)
    func child(_ i: Int, _ k: Int) -> Int {
        var ci = i + 1
        for _ in 0..<k { ci += Int(nodes[ci].count) }
        return ci
    }

    /// Measures text node `i` at `width` unless its last measurement was at that width; the slot then
    /// holds the measurement's size and first line, and `measured` its lines.
    mutating func measure(_ i: Int, width: Double?) {
        let n = nodes[i]
        guard n.isText else { return }
        let t = n.textIndex
        let key = width ?? Self.unproposed
        if textSlots[t].measuredWidth == key { return }
        let m = arena.measure(text: t, width: width, measurer: measurer)
        textSlots[t].measuredWidth = key
        textSlots[t].measuredSize = Size(width: m.width, height: m.height)
        textSlots[t].firstLineMiddle = m.firstLine.midY
        let keepsWhole = n.keepsWordsWhole
        // A text that keeps its words whole does not fit where a line of it would be a lone letter (L8),
        // nor where a tie had to be let go (a line starting with `·`: P9).
        // A name (not hyphenated) broken between characters splits a word only where a line as wide as
        // the solve's could hold it (`widest`): a word wider than that breaks in every alternative.
        var cuts = m.lines.contains { $0.ending == .insideWord }
        if cuts && !keepsWhole && !arena.texts[t].hyphenates {
            cuts = m.cutWords.contains { Self.wordWidth($0, arena.texts[t], measurer) <= widest + Self.fitTolerance }
        }
        textSlots[t].splitsWords = cuts || m.lines.contains { keepsWhole && $0.ending.splitsWord }
            || width.map { m.width > $0 + Self.fitTolerance } ?? false
            || (keepsWhole && m.lines.count > 1
                && (m.lines.contains { TextWholeness.isLoneLetter($0.text) } || LineTies.broken(in: m.lines) != nil))
        measured[t] = m
    }

    mutating func size(_ i: Int, width offered: Double?) -> Size {
        let key = offered ?? Self.unproposed
        if slots[i].proposal == key {
            slots[i].choice = slots[i].sizedChoice
            return slots[i].size
        }
        let result = computeSize(i, width: offered, hugging: nodes[i].hugsContent)
        slots[i].proposal = key
        slots[i].size = result
        slots[i].sizedChoice = slots[i].choice
        slots[i].subtreeSplits = splitsWords(i)
        return result
    }

    /// Whether node `i`, just computed, holds a text that split a word: its own measurement for text,
    /// else what its children recorded when they were sized for it (a region sizes its content only
    /// when placed, so it holds none here).
    func splitsWords(_ i: Int) -> Bool {
        let n = nodes[i]
        switch n.shape {
        case .text: return textSlots[n.textIndex].splitsWords
        case .spacer, .region: return false
        case .firstFit:
            // A firstFit with no alternatives is empty (its next node is a sibling, not a child).
            return n.childCount > 0 && slots[child(i, Int(slots[i].choice))].subtreeSplits
        case .lazyStack:
            return made[i].map { list in list.passes.prefix(list.count).contains { $0.slots[0].subtreeSplits } } ?? false
        default:
            var ci = i + 1
            for _ in 0..<Int(n.childCount) {
                if slots[ci].subtreeSplits { return true }
                ci += Int(nodes[ci].count)
            }
            return false
        }
    }

    /// A node's size for a proposal. A hugging node takes its natural width first and wraps only when
    /// even that does not fit; its natural size is this computed with nothing proposed and no hugging.
    mutating func computeSize(_ i: Int, width offered: Double?, hugging: Bool) -> Size {
        var proposal = offered
        if hugging {
            let w = computeSize(i, width: nil, hugging: false).width
            proposal = offered.map { Swift.min($0, w) } ?? w
        }
        let n = nodes[i]
        var result: Size
        switch n.shape {
        case .text:
            // Text takes the width it is offered, so it is drawn at exactly the width it was measured at
            // (measuring again at its own natural width could wrap differently by a rounding hair).
            measure(i, width: proposal)
            let m = textSlots[n.textIndex].measuredSize
            result = Size(width: proposal ?? m.width, height: m.height)
        case .spacer:
            result = Size(width: 0, height: n.spacing)
        case .padding:
            let insets = n.insets
            let inner = size(i + 1, width: proposal.map { Swift.max(0, $0 - insets.left - insets.right) })
            result = Size(width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
        case .frame:
            let width = n.fixedWidth
            let inner = n.childCount == 0 ? .zero : size(i + 1, width: width ?? proposal)
            result = Size(width: width ?? inner.width, height: Self.frameHeight(n.fixedHeight, n.minHeight, n.maxHeight, inner: inner.height))
        case .layers:
            let all = childSizes(i, width: proposal)
            result = Size(width: all.widest, height: all.tallest)
        case .region:
            result = .zero
        case .scroll:
            let inner = size(i + 1, width: proposal)
            result = Size(width: proposal ?? inner.width, height: inner.height)
        case .firstFit:
            result = chooseAlternative(i, width: proposal)
        case .lazyStack:
            result = sizeRows(i, width: proposal)
        case .verticalStack:
            let all = childSizes(i, width: proposal)
            let w = all.widest
            let h = all.totalHeight + n.spacing * Double(Swift.max(0, Int(n.childCount) - 1))
            let fill = n.alignment == .horizontal(.fill)
            result = Size(width: fill ? (proposal ?? w) : w, height: h)
        case .horizontalStack:
            let count = Int(n.childCount)
            let base = horizontalSizes(i, width: proposal)
            let offsets = verticalOffsets(i, sizes: base)
            var bottom = 0.0
            var used = n.spacing * Double(Swift.max(0, count - 1))
            var grows = false
            var ci = i + 1
            for k in 0..<count {
                let s = sizes[base + k]
                bottom = Swift.max(bottom, values[offsets + k] + s.height)
                used += s.width
                let c = nodes[ci]
                grows = grows || c.isSpacer || c.fillsWidth
                ci += Int(c.count)
            }
            values.removeLast(count)
            sizes.removeLast(count)
            result = Size(width: grows ? (proposal ?? used) : used, height: bottom)
        }
        if n.fillsWidth, let proposal { result.width = proposal }
        return result
    }

    /// Every child sized at one proposal: the widest, the tallest and the heights added up.
    mutating func childSizes(_ i: Int, width proposal: Double?) -> (widest: Double, tallest: Double, totalHeight: Double) {
        var widest = 0.0, tallest = 0.0, total = 0.0
        var ci = i + 1
        for _ in 0..<Int(nodes[i].childCount) {
            let s = size(ci, width: proposal)
            widest = Swift.max(widest, s.width)
            tallest = Swift.max(tallest, s.height)
            total += s.height
            ci += Int(nodes[ci].count)
        }
        return (widest, tallest, total)
    }

    /// A frame's height: its own, else its child's held to its maximum, and never under its minimum.
    static func frameHeight(_ height: Double?, _ minHeight: Double?, _ maxHeight: Double? = nil, inner: Double) -> Double {
        Swift.max(height ?? Swift.min(inner, maxHeight ?? .infinity), minHeight ?? -.infinity)
    }

    /// How much height node `i`, sized at `width`, can give up when it is placed in less room than it
    /// needs: a scroll view down to its least height, and what holds one (a padding, a frame without a
    /// height of its own, a vertical stack, the alternative a first fit chose). Nothing else shrinks.
    mutating func shrinkable(_ i: Int, width: Double) -> Double {
        let n = nodes[i]
        switch n.shape {
        case .scroll:
            let h = size(i, width: width).height
            return Swift.max(0, h - Swift.min(h, n.scrollMinimum))
        case .padding:
            return n.childCount == 0 ? 0 : shrinkable(i + 1, width: Swift.max(0, width - n.insets.left - n.insets.right))
        case .frame:
            guard n.childCount > 0, n.fixedHeight == nil else { return 0 }
            let proposal = n.fixedWidth ?? width
            let inner = size(i + 1, width: proposal).height
            let own = Self.frameHeight(nil, n.minHeight, n.maxHeight, inner: inner)
            let least = Swift.max(n.minHeight ?? 0, Swift.min(own, inner - shrinkable(i + 1, width: proposal)))
            return Swift.max(0, own - least)
        case .verticalStack:
            var total = 0.0
            var ci = i + 1
            for _ in 0..<Int(n.childCount) {
                total += shrinkable(ci, width: width)
                ci += Int(nodes[ci].count)
            }
            return total
        case .firstFit:
            guard n.childCount > 0 else { return 0 }
            _ = size(i, width: width)
            return shrinkable(child(i, Int(slots[i].choice)), width: width)
        case .text, .horizontalStack, .layers, .spacer, .region, .lazyStack:
            return 0
        }
    }

    /// Calls `body` with each child of node `i` that `include` accepts: its record, its position among
    /// the children and its preorder number.
    @inline(__always)
    mutating func forEachChild(of i: Int, where include: (Record) -> Bool, _ body: (inout SolvePass, Record, Int, Int) -> Void) {
        var ci = i + 1
        for k in 0..<Int(nodes[i].childCount) {
            let c = nodes[ci]
            if include(c) { body(&self, c, k, ci) }
            ci += Int(c.count)
        }
    }

    /// Child sizes of horizontal stack `i`, pushed onto `sizes` (the returned position is the first):
    /// fixed children first, then hugging ones at their natural width (or a share when they do not
    /// fit), then the rest shared by the flexible ones, then what is left to spacers.
    /// The caller pops one size per child when it is done with them.
    mutating func horizontalSizes(_ i: Int, width: Double?) -> Int {
        let count = Int(nodes[i].childCount)
        let base = sizes.count
        sizes.append(repeating: .zero, count: count)
        let gaps = nodes[i].spacing * Double(Swift.max(0, count - 1))
        var remaining = width.map { $0 - gaps }
        var flexibleCount = 0, spacerCount = 0, huggingCount = 0
        forEachChild(of: i, where: { _ in true }) { pass, c, k, ci in
            if c.isSpacer { spacerCount += 1; return }
            if c.hugsContent { huggingCount += 1; return }
            if c.flexible { flexibleCount += 1; return }
            let s = pass.size(ci, width: nil)
            pass.sizes[base + k] = s
            remaining = remaining.map { $0 - s.width }
        }
        if huggingCount > 0 {
            // Natural widths first, then offers from what the fixed children left.
            let naturals = values.count
            var total = 0.0
            forEachChild(of: i, where: { !$0.isSpacer && $0.hugsContent }) { pass, _, _, ci in
                let w = pass.computeSize(ci, width: nil, hugging: false).width
                pass.values.append(w)
                total += w
            }
            var h = 0
            var left = remaining
            let offered = remaining
            forEachChild(of: i, where: { !$0.isSpacer && $0.hugsContent }) { pass, _, k, ci in
                let natural = pass.values[naturals + h]
                h += 1
                // Never below 0, as flexible shares: fixed children may leave less than nothing.
                let offer = offered.map { total <= $0 ? natural : Swift.max(0, $0) * natural / Swift.max(total, 1) }
                let s = pass.size(ci, width: offer)
                pass.sizes[base + k] = s
                left = left.map { $0 - s.width }
            }
            values.removeLast(huggingCount)
            remaining = left
        }
        if flexibleCount > 0 {
            var f = 0
            forEachChild(of: i, where: { !$0.isSpacer && !$0.hugsContent && $0.flexible }) { pass, _, k, ci in
                let share = remaining.map { Swift.max(0, $0 / Double(flexibleCount - f)) }
                f += 1
                let s = pass.size(ci, width: share)
                pass.sizes[base + k] = s
                remaining = remaining.map { $0 - s.width }
            }
        }
        if spacerCount > 0 {
            var p = 0
            forEachChild(of: i, where: { $0.isSpacer }) { pass, c, k, _ in
                let minLength = c.spacing
                let share = remaining.map { Swift.max(minLength, $0 / Double(spacerCount - p)) } ?? minLength
                p += 1
                pass.sizes[base + k] = Size(width: share, height: 0)
                remaining = remaining.map { $0 - share }
            }
        }
        return base
    }

    /// Top offsets of the children of horizontal stack `i`, pushed onto `values` (the returned position
    /// is the first; the caller pops them). `.firstLine` lines up the middle of each child's first text
    /// line (or, for a child without text, its middle).
    mutating func verticalOffsets(_ i: Int, sizes base: Int) -> Int {
        let count = Int(nodes[i].childCount)
        let start = values.count
        guard case .vertical(let v) = nodes[i].alignment else {
            values.append(repeating: 0, count: count)
            return start
        }
        var tallest = 0.0
        for k in 0..<count { tallest = Swift.max(tallest, sizes[base + k].height) }
        switch v {
        case .top, .fill:
            values.append(repeating: 0, count: count)
        case .bottom:
            for k in 0..<count { values.append(tallest - sizes[base + k].height) }
        case .center:
            for k in 0..<count { values.append((tallest - sizes[base + k].height) / 2) }
        case .firstLine:
            var top = 0.0
            forEachChild(of: i, where: { _ in true }) { pass, _, k, ci in
                let s = pass.sizes[base + k]
                let anchor = pass.firstLineMiddle(ci, width: s.width) ?? s.height / 2
                pass.values.append(anchor)
                top = k == 0 ? anchor : Swift.max(top, anchor)
            }
            for k in 0..<count { values[start + k] = top - values[start + k] }
        }
        return start
    }

    /// Distance from a node's top to the middle of its first text line, if it holds text.
    mutating func firstLineMiddle(_ i: Int, width: Double) -> Double? {
        let n = nodes[i]
        switch n.shape {
        case .text:
            measure(i, width: width)
            return textSlots[n.textIndex].firstLineMiddle
        case .padding:
            let insets = n.insets
            return firstLineMiddle(i + 1, width: Swift.max(0, width - insets.left - insets.right)).map { $0 + insets.top }
        case .verticalStack, .scroll:
            guard n.childCount > 0 else { return nil }
            return firstLineMiddle(i + 1, width: width)
        case .frame:
            guard n.childCount > 0 else { return nil }
            let proposal = n.fixedWidth ?? width
            let inner = size(i + 1, width: proposal)
            guard let middle = firstLineMiddle(i + 1, width: proposal) else { return nil }
            let own = Self.frameHeight(n.fixedHeight, n.minHeight, n.maxHeight, inner: inner.height)
            return middle + (own - Swift.min(inner.height, own)) / 2
        case .firstFit:
            guard n.childCount > 0 else { return nil }
            _ = size(i, width: width)
            return firstLineMiddle(child(i, Int(slots[i].choice)), width: width)
        case .lazyStack:
            _ = size(i, width: width)
            guard var list = made.removeValue(forKey: i), list.count > 0, !list.passes.isEmpty else { return nil }
            defer { made[i] = list }
            return list.passes[0].firstLineMiddle(0, width: width)
        case .horizontalStack, .layers, .spacer, .region:
            return nil
        }
    }

    // MARK: Choosing

    /// How far a measured text or a child may run past the width it is offered and still fit.
    static let fitTolerance = 0.5

    /// Sizes the alternatives of `firstFit` node `i` in order at `width` and keeps the first that fits
    /// (`slots[i].choice`): its size is the node's. The last is kept when none fits. A first fit judged
    /// at a narrower width (`FirstFit(judgedAt:)`) sizes them at that one, and the one chosen again at
    /// `width`.
    mutating func chooseAlternative(_ i: Int, width offered: Double?) -> Size {
        let judged = nodes[i].judgedWidth.map { w in offered.map { Swift.min($0, w) } ?? w }
        let width = judged ?? offered
        let count = Int(nodes[i].childCount)
        // A shared choice starts from the alternative its key's first fits agreed on.
        let group = nodes[i].choiceGroup
        let floor = group >= 0 && group < groupFloors.count ? Swift.max(0, Swift.min(Int(groupFloors[group]), count - 1)) : 0
        var ci = child(i, floor)
        var result = Size.zero
        for k in floor..<count {
            let sized = size(ci, width: width)
            result = sized
            slots[i].choice = Int32(truncatingIfNeeded: k)
            if k == count - 1 { break }
            // Within the height limit counts what the alternative can give up (its scroll views).
            var least = sized
            if let most = nodes[i].fixedHeight, sized.height > most + Self.fitTolerance, let w = width {
                least.height -= shrinkable(ci, width: w)
            }
            if subtreeFits(ci, size: least, width: width, maxHeight: nodes[i].fixedHeight) { break }
            ci += Int(nodes[ci].count)
        }
        // An empty first fit has no alternative to size again (the differential test found `ci` then
        // pointing past it).
        if count > 0 && judged != nil && judged != offered { result = size(ci, width: offered) }
        return result
    }

    /// Whether first fits of one key may have taken different alternatives: one of this arena's keys
    /// did, or a lazy list's rows took some (their keys are only compared by name).
    var mayDisagree: Bool {
        !rowsTaken.isEmpty || groupTaken.contains { $0.map { $0.lowerBound < $0.upperBound } ?? false }
    }

    /// The lowest and highest alternative each key's placed first fits took, this pass's and its rows'.
    var placedChoices: [String: ClosedRange<Int32>] {
        var out = rowsTaken
        addTaken(into: &out)
        return out
    }

    /// Adds what this pass's own first fits took to `taken`, by key (a lazy list gathers its rows' so).
    func addTaken(into taken: inout [String: ClosedRange<Int32>]) {
        for (group, range) in groupTaken.enumerated() {
            guard let range else { continue }
            taken[arena.choiceGroups[group]] = Self.widened(taken[arena.choiceGroups[group]], by: range)
        }
    }

    /// `range` (nil: none yet) widened to hold `other`.
    static func widened(_ range: ClosedRange<Int32>?, by other: ClosedRange<Int32>) -> ClosedRange<Int32> {
        range.map { Swift.min($0.lowerBound, other.lowerBound)...Swift.max($0.upperBound, other.upperBound) } ?? other
    }

    /// Whether a subtree just sized at `width` fits it: nothing wider, and no text that split a word.
    /// A nested `firstFit` is judged by the alternative it chose.
    func subtreeFits(_ i: Int, size: Size, width: Double?, maxHeight: Double? = nil) -> Bool {
        if let width, size.width > width + Self.fitTolerance { return false }
        if let maxHeight, size.height > maxHeight + Self.fitTolerance { return false }
        return !slots[i].subtreeSplits
    }

    // MARK: Placement

    /// Who a placed node reports as its parent: the nearest identified ancestor (nil: none yet), and
    /// where its assigned identity is in `assignedIDs` when it has no id of its own (-1: it has one).
    /// Plain values, so passing it down the recursion touches no reference count.
    struct Parent {
        /// The ancestor's preorder number (-1: none).
        var node: Int32
        var assigned: Int
        static let none = Parent(node: -1, assigned: -1)
    }

    /// What a solved node keeps of a `Parent`: an assigned identity as a string, an ancestor's own id
    /// as its number (read when asked for).
    func reference(to parent: Parent) -> SolvedNode.ParentRef {
        if parent.assigned >= 0 { return .named(assignedIDs[parent.assigned]) }
        return parent.node >= 0 ? .declared(parent.node) : outerParent
    }

    /// The identity of node `i`: its own id, or its path of child ordinals below the nearest ancestor
    /// with an id of its own (node `anchor`, -1 for the root: "root"), whose ordinals end at `anchorDepth`.
    func identity(_ i: Int, anchor: Int, anchorDepth: Int) -> String {
        if let id = arena.declared[i].id { return id }
        // "/3/0": the ordinals written as ASCII digits into one buffer, then appended once.
        var suffix: [UInt8] = []
        suffix.reserveCapacity(4 * (ordinals.count - anchorDepth))
        for d in anchorDepth..<ordinals.count {
            let k = ordinals[d]
            suffix.append(UInt8(ascii: "/"))
            let start = suffix.count
            var value = k
            repeat {
                suffix.append(UInt8(ascii: "0") + UInt8(value % 10))
                value /= 10
            } while value > 0
            suffix[start...].reverse()
        }
        let prefix = anchor >= 0 ? arena.declared[anchor].id : nil
        return (prefix ?? (rootRow >= 0 ? rootPrefix + "/" + String(rootRow) : rootPrefix)) + String(decoding: suffix, as: UTF8.self)
    }

    mutating func emit(_ i: Int, assignedID: String?, frame: Rect, parent: Parent, clip: Rect?, placement: SolvedText.Placement?) {
        // Every node is placed once, and `emitCount` counts exactly the nodes that emit.
        precondition(declaredEmitted < capacity, "a solve emitted more nodes than its tree declares")
        declaredEmitted += 1
        output.append(SolvedNode(arena: arena, index: Int32(truncatingIfNeeded: i), assignedID: assignedID, frame: frame,
                                 parentRef: reference(to: parent), clip: clip, opacity: hiddenDepth > 0 ? 0 : 1, placement: placement))
    }

    /// Places child `k` of a node (preorder number `index`), keeping the ordinal path that auto
    /// identities are made from.
    mutating func placeChild(_ k: Int, _ index: Int, in rect: Rect, parent: Parent, clip: Rect?, anchor: Int, anchorDepth: Int) {
        ordinals.append(k)
        if nodes[index].hasID {
            place(index, in: rect, parent: parent, clip: clip, anchor: index, anchorDepth: ordinals.count)
        } else {
            place(index, in: rect, parent: parent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
        }
        ordinals.removeLast()
    }

    mutating func place(_ i: Int, in rect: Rect, parent: Parent, clip: Rect?, anchor: Int, anchorDepth: Int) {
        let n = nodes[i]
        let hides = n.flags.contains(.hidden)
        if hides { hiddenDepth += 1 }
        defer { if hides { hiddenDepth -= 1 } }
        var nextParent = parent
        if n.identified, !n.isText {
            let assigned = n.hasID ? nil : identity(i, anchor: anchor, anchorDepth: anchorDepth)
            emit(i, assignedID: assigned, frame: n.shape == .region ? n.regionFrame : rect, parent: parent, clip: clip, placement: nil)
            if let assigned {
                assignedIDs.append(assigned)
                nextParent = Parent(node: Int32(truncatingIfNeeded: i), assigned: assignedIDs.count - 1)
            } else {
                nextParent = Parent(node: Int32(truncatingIfNeeded: i), assigned: -1)
            }
        }
        switch n.shape {
        case .text:
            measure(i, width: rect.width)
            // The lines move into the solved node (a node is placed once, and nothing reads them here
            // after): a copy would count a reference on them now and another when the pass ends, on
            // memory a long list has long since pushed out of the processor's cache.
            var lines: TextMeasurement? = nil
            swap(&lines, &measured[n.textIndex])
            let placement = SolvedText.Placement(wrapWidth: rect.width, measuredLines: lines?.lines ?? [], box: rect,
                                                 direction: .leftToRight, aligned: true)
            emit(i, assignedID: n.hasID ? nil : identity(i, anchor: anchor, anchorDepth: anchorDepth),
                 frame: rect, parent: parent, clip: clip, placement: placement)
        case .spacer:
            break
        case .padding:
            placeChild(0, i + 1, in: rect.inset(by: n.insets), parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
        case .frame:
            guard n.childCount > 0 else { break }
            let inner = size(i + 1, width: n.fixedWidth ?? rect.width)
            let w = nodes[i + 1].fillsWidth ? rect.width : Swift.min(inner.width, rect.width)
            let h = Swift.min(inner.height, rect.height, n.maxHeight ?? .infinity)
            placeChild(0, i + 1, in: Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h),
                       parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
        case .layers:
            var ci = i + 1
            for k in 0..<Int(n.childCount) {
                placeChild(k, ci, in: rect, parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
                ci += Int(nodes[ci].count)
            }
        case .region:
            let frame = n.regionFrame
            let outerLookahead = lookahead, outerWidest = widest
            lookahead = 2 * frame.height
            widest = frame.width
            placeViewport(i, frame, parent: nextParent, anchor: anchor, anchorDepth: anchorDepth)
            lookahead = outerLookahead
            widest = outerWidest
        case .scroll:
            // A viewport where it is placed, as a region's. Its lazy lists make the rows they made when it
            // was sized (before its viewport was known), so the lookahead is the enclosing region's.
            placeViewport(i, rect, parent: nextParent, anchor: anchor, anchorDepth: anchorDepth)
        case .lazyStack:
            placeRows(i, in: rect, parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
        case .firstFit:
            // Chosen again at the width it is placed at, so the alternative's sizes and measurements are those.
            guard n.childCount > 0 else { break }
            _ = chooseAlternative(i, width: rect.width)
            let k = Int(slots[i].choice)
            let group = n.choiceGroup
            if group >= 0 && group < groupTaken.count {
                groupTaken[group] = Self.widened(groupTaken[group], by: Int32(k)...Int32(k))
            }
            placeChild(k, child(i, k), in: rect, parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
        case .verticalStack:
            placeVertical(i, in: rect, parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
        case .horizontalStack:
            let count = Int(n.childCount)
            let spacing = n.spacing
            let base = horizontalSizes(i, width: rect.width)
            let offsets = verticalOffsets(i, sizes: base)
            let fill = n.alignment == .vertical(.fill)
            var x = rect.x
            var ci = i + 1
            for k in 0..<count {
                let s = sizes[base + k]
                let h = fill ? rect.height : s.height
                placeChild(k, ci, in: Rect(x: x, y: rect.y + values[offsets + k], width: s.width, height: h),
                           parent: nextParent, clip: clip, anchor: anchor, anchorDepth: anchorDepth)
                x += s.width + spacing
                ci += Int(nodes[ci].count)
            }
            values.removeLast(count)
            sizes.removeLast(count)
        }
    }

    /// A region's or a scroll view's viewport at `frame`, node `i + 1` (its content) placed inside it at
    /// its whole height, and the solved region that records how far the content runs.
    mutating func placeViewport(_ i: Int, _ frame: Rect, parent: Parent, anchor: Int, anchorDepth: Int) {
        let natural = size(i + 1, width: frame.width)
        let r = regions.count
        let firstList = lists.count
        regions.append(SolvedRegion(frame: frame, contentHeight: natural.height))
        placeChild(0, i + 1, in: Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.max(natural.height, frame.height)),
                   parent: parent, clip: frame, anchor: anchor, anchorDepth: anchorDepth)
        regions[r].estimatedRows = lists[firstList...].reduce(0) { $0 + ($1.clip == frame ? $1.estimated : 0) }
    }

    /// Vertical stack `i`: children at the stack's width, spacers sharing any height left over.
    mutating func placeVertical(_ i: Int, in rect: Rect, parent: Parent, clip: Rect?, anchor: Int, anchorDepth: Int) {
        let n = nodes[i]
        var used = 0.0
        var spacerCount = 0
        forEachChild(of: i, where: { _ in true }) { pass, c, _, ci in
            used += pass.size(ci, width: rect.width).height
            if c.isSpacer { spacerCount += 1 }
        }
        used += n.spacing * Double(Swift.max(0, Int(n.childCount) - 1))
        let extra = used < rect.height && spacerCount > 0 ? (rect.height - used) / Double(spacerCount) : 0
        // Placed in less room than its children need, the children that can give up height (scroll
        // views) give it up, in order, until the stack fits or none can give more.
        var deficit = used - rect.height > Self.fitTolerance ? used - rect.height : 0
        guard case .horizontal(let h) = n.alignment else { return }
        var y = rect.y
        var ci = i + 1
        for k in 0..<Int(n.childCount) {
            let c = nodes[ci]
            // Every child was sized at this width just above: these are cache hits.
            var size = self.size(ci, width: rect.width)
            if c.isSpacer { size.height += extra }
            if deficit > 0 {
                let cut = Swift.min(deficit, shrinkable(ci, width: rect.width))
                size.height -= cut
                deficit -= cut
            }
            let width = (h == .fill || c.fillsWidth) ? rect.width : Swift.min(size.width, rect.width)
            let x: Double
            switch h {
            case .leading, .fill: x = rect.x
            case .center: x = rect.x + (rect.width - width) / 2
            case .trailing: x = rect.maxX - width
            }
            placeChild(k, ci, in: Rect(x: x, y: y, width: width, height: size.height), parent: parent, clip: clip,
                       anchor: anchor, anchorDepth: anchorDepth)
            y += size.height + n.spacing
            ci += Int(c.count)
        }
    }
}
