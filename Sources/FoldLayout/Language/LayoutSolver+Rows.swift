extension LayoutSolver {
    /// Calls `body` with each row the lazy lists of `layout` did not make (`SolvedList`), one at a
    /// time, in list and row order: the row solved at its list's width and placed where it would be
    /// (its top exact, from the rows before it), as a layout of its own that holds the row's nodes
    /// after the list's parent. Rules that hold for every row (L6, P5) read a long list this way in
    /// linear time without a layout ever holding all of its rows.
    public func forEachUnmadeRow(in layout: SolvedLayout, _ body: (_ list: SolvedList, _ row: Int, _ layout: SolvedLayout) throws -> Void) rethrows {
        for list in layout.lists { try forEachUnmadeRow(of: list, in: layout) { try body(list, $0, $1) } }
    }

    /// The rows `list` (one of `layout`'s) did not make, one at a time, as `forEachUnmadeRow(in:)` gives
    /// them; `fromFirst`: every row from the first, the made ones solved again alone where they are.
    public func forEachUnmadeRow(of list: SolvedList, in layout: SolvedLayout, fromFirst: Bool = false,
                                 _ body: (_ row: Int, _ layout: SolvedLayout) throws -> Void) rethrows {
        guard list.made < list.count else { return }
        let container = list.clip ?? layout.bounds
        // A mirrored layout's list is placed as it was solved, and each row mirrored after.
        let frame = list.mirrored ? list.frame.mirrored(inWidth: container.width, originX: container.x) : list.frame
        let parent = list.parent.flatMap { layout.node($0) }
        var top = fromFirst ? frame.minY : list.nextRowTop
        for k in (fromFirst ? 0 : list.made)..<list.count {
            var pass = SolvePass(row: list.rows.makeRow(k), measurer: measurer, lookahead: 2 * container.height)
            pass.choiceFloors = list.choiceFloors
            pass.widest = container.width
            let size = pass.size(0, width: frame.width)
            pass.placeRow(k, of: list.id, parent: list.parent, in: Rect(x: frame.x, y: top, width: frame.width, height: size.height),
                          clip: list.clip)
            var solved = SolvedLayout(bounds: layout.bounds, nodes: pass.output, regions: pass.regions, lists: pass.lists)
            if list.mirrored { solved = solved.mirrored() }
            if let parent { solved.nodes.insert(parent, at: 0) }
            try body(k, solved)
            top += size.height + list.spacing
        }
    }
}
