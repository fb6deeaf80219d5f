extension SolvePass {
    /// What a solve made of a lazy list (`LazyVStack`): a pass of its own for each row made, since a
    /// row is a tree of its own (made when asked, with an arena of its own), and the rows' heights.
    struct MadeRows {
        /// The width the rows were last sized at (`unproposed`: none), and how many were made for it.
        var width = Double.nan
        var count = 0
        /// One pass per row made, in row order; those past `count` were made for another width.
        var passes: [SolvePass] = []
        /// The heights of the first `count` rows at `width`.
        var heights: [Double] = []
    }

    /// Lazy list `i` sized at `width`: rows are made and sized from the first until the next would
    /// start `lookahead` or more below the list's top (and past the first `LazyRows.alwaysMade` and
    /// the pinned row). The list is as tall as
    /// the rows made, the spacing between all rows, and the rows not made at the average height of
    /// those made; as wide as it is offered (the widest row made, offered nothing).
    mutating func sizeRows(_ i: Int, width: Double?) -> Size {
        guard let rows = arena.declared[i].lazyRows else { return .zero }
        var list = made.removeValue(forKey: i) ?? MadeRows()
        let spacing = nodes[i].spacing
        let pinned = rows.pinned ?? -1
        var top = 0.0, widest = 0.0, total = 0.0
        var k = 0
        list.heights.removeAll(keepingCapacity: true)
        while k < rows.count, k < LazyRows.alwaysMade || top < lookahead || k <= pinned {
            if k == list.passes.count {
                list.passes.append(SolvePass(row: rows.row(k), measurer: measurer, lookahead: lookahead, reservesOutput: false))
                list.passes[k].choiceFloors = choiceFloors
                list.passes[k].widest = widest
            }
            list.passes[k].lookahead = lookahead
            let s = list.passes[k].size(0, width: width)
            list.heights.append(s.height)
            widest = Swift.max(widest, s.width)
            total += s.height
            top += s.height + spacing
            k += 1
        }
        list.count = k
        list.width = width ?? Self.unproposed
        made[i] = list
        let average = k > 0 ? total / Double(k) : 0
        let height = total + Double(rows.count - k) * average + spacing * Double(Swift.max(0, rows.count - 1))
        return Size(width: width ?? widest, height: height)
    }

    /// Lazy list `i` placed in `rect`: each row made, in its own pass, one under the other at the
    /// list's width; the list itself recorded with where its first row not made would start.
    mutating func placeRows(_ i: Int, in rect: Rect, parent: Parent, clip: Rect?, anchor: Int, anchorDepth: Int) {
        guard let rows = arena.declared[i].lazyRows else { return }
        if made[i]?.width != rect.width { _ = sizeRows(i, width: rect.width) }
        guard var list = made.removeValue(forKey: i) else { return }
        let listID = arena.declared[i].id ?? identity(i, anchor: anchor, anchorDepth: anchorDepth)
        // The rows' parent by its id: a preorder number of this tree means nothing in a row's pass.
        let parentID = reference(to: parent).id(in: arena)
        let spacing = nodes[i].spacing
        var y = rect.y
        for k in 0..<list.count {
            // The row's pass appends to this pass's output (lent to it, and taken back): its nodes are
            // not copied from one array to another. `capacity` bounds only what each pass declares.
            swap(&output, &list.passes[k].output)
            list.passes[k].hiddenDepth = hiddenDepth
            list.passes[k].placeRow(k, of: listID, parent: parentID,
                                    in: Rect(x: rect.x, y: y, width: rect.width, height: list.heights[k]), clip: clip)
            swap(&output, &list.passes[k].output)
            regions.append(contentsOf: list.passes[k].regions)
            lists.append(contentsOf: list.passes[k].lists)
            // The row's choices and those of its own lists' rows, by key (the row has an arena of its own).
            list.passes[k].addTaken(into: &rowsTaken)
            for (key, range) in list.passes[k].rowsTaken { rowsTaken[key] = Self.widened(rowsTaken[key], by: range) }
            y += list.heights[k] + spacing
        }
        // The passes' work is in the output now; what they held goes with them.
        list.passes.removeAll()
        made[i] = list
        lists.append(SolvedList(id: listID, frame: rect, clip: clip, parent: parentID, spacing: spacing, made: list.count,
                                nextRowTop: y, rows: rows, choiceFloors: choiceFloors))
    }

    /// A pass of its own for one row of a lazy list: a row is a tree of its own, with its own arena.
    /// `reservesOutput`: false when the row is placed into its list's output (`placeRows`).
    init(row: Node, measurer: any TextMeasuring, lookahead: Double, reservesOutput: Bool = true) {
        self.init(arena: row.storage.arena, measurer: measurer, capacity: Swift.max(1, row.storage.emitCount),
                  exactCapacity: !row.storage.containsChoice, reservesOutput: reservesOutput)
        self.lookahead = lookahead
    }

    /// Places this row pass's root in `rect`, as row `k` of list `listID` under the node `parent`
    /// (by id): a row without an id of its own is named `listID/k`.
    mutating func placeRow(_ k: Int, of listID: String, parent: String?, in rect: Rect, clip: Rect?) {
        rootPrefix = listID
        rootRow = k
        outerParent = parent.map { .named($0) } ?? .none
        place(0, in: rect, parent: .none, clip: clip, anchor: nodes[0].hasID ? 0 : -1, anchorDepth: 0)
        checkInvariants()
    }
}
