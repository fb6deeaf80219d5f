import Testing
@testable import FoldLayout

/// Lazy lists (`LazyVStack`, issue 29): a list lays out what its region can show and a region's
/// height more, counts the rest at the average height of what it made, and gives the rows it did not
/// make to a tool one at a time, where an eager list would have placed them.
@Suite struct LazyListTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    let font = FontSpec(size: 10)
    /// A region tall enough that twice its height holds more than `LazyRows.alwaysMade` rows.
    let region = Rect(x: 0, y: 20, width: 200, height: 1_000)
    let bounds = Rect(x: 0, y: 0, width: 200, height: 1_040)

    /// Row `k`: a name that wraps onto 1 to 3 lines (12 pt each) in 8 pt of padding.
    func row(_ k: Int) -> Node {
        let words = Array(repeating: "word", count: 1 + (k * 7) % 40)
        return VStack(spacing: 2) {
            Text("Habit \(k) " + words.joined(separator: " "), font: font).id("name/\(k)").role(Role("name"))
        }
        .padding(8).fillWidth().id("row/\(k)").role(Role("row"))
    }

    func lazy(_ count: Int, pinned: Int? = nil) -> Node {
        VStack(spacing: 0) {
            Text("Title", font: font).id("title")
            LazyVStack(count: count, spacing: 1, pinned: pinned) { row($0) }.id("list")
            Text("Add habit", font: font).id("add")
        }
    }

    func eager(_ count: Int) -> Node {
        VStack(spacing: 0) {
            Text("Title", font: font).id("title")
            VStack(spacing: 1) { (0..<count).map(row) }.id("list")
            Text("Add habit", font: font).id("add")
        }
    }

    @Test("L6/P5: a 10,000-row list in a 1,000 pt region makes only the rows that start within 2,000 pt of its top, placed where an eager list places them")
    func makesOnlyWhatShows() {
        let solver = LayoutSolver(measurer: measurer)
        let solved = solver.solve(Region(region, lazy(10_000)), bounds: bounds)
        let full = solver.solve(Region(region, eager(200)), bounds: bounds)
        let rows = solved.nodes.filter { $0.role == Role("row") }
        #expect(rows.count > LazyRows.alwaysMade && rows.count < 150, "\(rows.count) rows made")
        for node in rows { #expect(full[node.id]?.frame == node.frame, "\(node.id)") }
        // The last row made starts within twice the region's height of the list's top; the next would not.
        let list = solved.lists.first
        #expect(list?.made == rows.count)
        let listTop = solved["list"]?.frame.minY ?? 0
        if let last = rows.last { #expect(last.frame.minY - listTop < 2 * region.height) }
        #expect(list.map { $0.nextRowTop - listTop >= 2 * region.height } == true)
        #expect(solved.regions.first?.estimatedRows == 10_000 - rows.count)
    }

    @Test("The rows not made count at the average height of those made; with rows of one height the estimate is exact")
    func estimatedHeight() {
        let solver = LayoutSolver(measurer: measurer)
        let uniform: @Sendable (Int) -> [Node] = { k in [Box(height: 30).fillWidth().id("r\(k)")] }
        let solved = solver.solve(Region(region, LazyVStack(count: 1_000, spacing: 2, row: uniform).id("list")), bounds: bounds)
        #expect(solved.regions.first?.contentHeight == 31_998, "1,000 rows of 30 pt and 999 gaps of 2")
        #expect(solved["list"]?.frame.height == 31_998)
        // Uneven rows: the made rows' own heights, and their average for the rest.
        let uneven = solver.solve(Region(region, lazy(500)), bounds: bounds)
        let made = uneven.nodes.filter { $0.role == Role("row") }
        let average = made.reduce(0) { $0 + $1.frame.height } / Double(made.count)
        let expected = made.reduce(0) { $0 + $1.frame.height } + Double(500 - made.count) * average + 499
        #expect(abs((uneven["list"]?.frame.height ?? 0) - expected) < 1e-9)
    }

    @Test("Every row not made is read one at a time, at the width and top an eager list gives it, with its parent; a mirrored layout's rows are mirrored")
    func unmadeRowsReadInOrder() {
        let solver = LayoutSolver(measurer: measurer)
        let solved = solver.solve(Region(region, lazy(300).id("card")), bounds: bounds)
        let full = solver.solve(Region(region, eager(300).id("card")), bounds: bounds)
        var seen: [Int] = []
        solver.forEachUnmadeRow(in: solved) { list, k, rowLayout in
            seen.append(k)
            #expect(list.id == "list")
            #expect(rowLayout["row/\(k)"]?.frame == full["row/\(k)"]?.frame, "row \(k)")
            #expect(rowLayout["name/\(k)"]?.text?.lines == full["name/\(k)"]?.text?.lines, "row \(k)")
            #expect(rowLayout["row/\(k)"]?.parent == "list")
        }
        let made = solved.lists.first?.made ?? 0
        #expect(seen == Array(made..<300) && made < 300)
        // Right to left: the row read later is mirrored like the rows made.
        let mirrored = solved.mirrored()
        let eagerMirrored = full.mirrored()
        solver.forEachUnmadeRow(in: mirrored) { _, k, rowLayout in
            #expect(rowLayout["name/\(k)"]?.frame == eagerMirrored["name/\(k)"]?.frame, "row \(k)")
        }
    }

    @Test("A11y: the pinned row (the focus) is made however far down it is, with every row before it, and the page scrolls to it")
    func pinnedRowIsMade() {
        let solver = LayoutSolver(measurer: measurer)
        let solved = solver.solve(Region(region, lazy(5_000, pinned: 900)), bounds: bounds)
        let full = solver.solve(Region(region, eager(920)), bounds: bounds)
        #expect(solved["row/900"]?.frame == full["row/900"]?.frame)
        #expect(solved.lists.first?.made == 901)
        #expect(solved["row/901"] == nil)
    }

    @Test("A list no longer than `LazyRows.alwaysMade` is made whole in any region, its height exact")
    func shortListsWhole() {
        let solver = LayoutSolver(measurer: measurer)
        let short = Rect(x: 0, y: 0, width: 200, height: 50)
        let count = LazyRows.alwaysMade
        let lazyNode = VStack(spacing: 0) {
            Text("Title", font: font).id("title")
            Node(.lazyStack(spacing: 1, rows: LazyRows(count: count) { row($0) })).id("list")
            Text("Add habit", font: font).id("add")
        }
        let solved = solver.solve(Region(short, lazyNode), bounds: bounds)
        let full = solver.solve(Region(short, eager(count)), bounds: bounds)
        #expect(solved.lists.first?.estimated == 0 && solved.regions.first?.estimatedRows == 0)
        #expect(solved.regions.first?.contentHeight == full.regions.first?.contentHeight)
        #expect(solved.nodes.map(\.frame) == full.nodes.map(\.frame))
        // `LazyVStack` makes a list this short a stack at once: no lazy list is left to solve.
        let stacked = solver.solve(Region(short, lazy(count)), bounds: bounds)
        #expect(stacked.lists.isEmpty)
        #expect(stacked.nodes.map(\.frame) == full.nodes.map(\.frame))
    }

    @Test("L6, P5: a tool reading a list's unmade rows at two widths makes each row of a 200-row list once, and of a longer list keeps none")
    func unmadeRowsKeptWhenShort() {
        let solver = LayoutSolver(measurer: measurer)
        for count in [200, LazyRows.storedWhole + 1] {
            let made = Locked(0)
            let list = LazyVStack(count: count) { k in
                let _ = made.withLock { $0 += 1 }
                Text("Row \(k)", font: FontSpec(size: 10)).role(Role("name"))
            }.id("list")
            var read = 0
            for width in [200.0, 150.0] {
                let solved = solver.solve(Region(Rect(x: 0, y: 20, width: width, height: 100), list), bounds: bounds)
                solver.forEachUnmadeRow(in: solved) { _, _, _ in read += 1 }
            }
            let rows = made.withLock { $0 }
            #expect(read > count, "\(read) rows read")
            if count <= LazyRows.storedWhole {
                #expect(rows == count, "\(rows) rows made for a \(count)-row list")
            } else {
                // Each read makes its rows afresh: memory for one row at a time, whatever the length.
                #expect(rows > count, "\(rows) rows made for a \(count)-row list")
            }
        }
    }

    @Test("Rows without an id are named after the list and their place in it; a list made twice makes each row once")
    func identitiesAndReuse() {
        let solver = LayoutSolver(measurer: measurer)
        let made = Locked(0)
        let list = LazyVStack(count: 100) { k in
            let _ = made.withLock { $0 += 1 }
            Text("Row \(k)", font: FontSpec(size: 10)).role(Role("name"))
        }.id("list")
        let a = solver.solve(Region(region, list), bounds: bounds)
        #expect(a.nodes.contains { $0.id == "list/0" } && a.nodes.contains { $0.id == "list/3" })
        let first = made.withLock { $0 }
        let b = solver.solve(Region(Rect(x: 10, y: 20, width: 150, height: 100), list), bounds: bounds)
        #expect(made.withLock { $0 } == first, "a second solve made rows again")
        #expect(b.nodes.contains { $0.id == "list/0" })
    }

    @Test("P5/L8: a cut text in a row the list did not make is found by reading the rows one at a time, and only there")
    func unmadeRowsChecked() {
        let solver = LayoutSolver(measurer: measurer)
        let cut = 700
        let list = LazyVStack(count: 2_000) { k in
            Text(k == cut ? "A name far too long to fit on its one line in this narrow list" : "Row \(k)", font: FontSpec(size: 10),
                 lineLimit: k == cut ? 1 : nil).id("name/\(k)")
        }.id("list")
        let layout = solver.solve(Region(region, list), bounds: bounds)
        let display = DeviceProfile.Display(width: bounds.width, height: bounds.height, cornerRadius: 0,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let phone = DeviceProfile(name: "plain", displayName: "Plain", scale: 1, cover: display, inner: nil, fold: nil,
                                  shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                                  postures: DeviceProfile.PostureBands())
        let surface = Surface(device: phone, posture: .cover, orientation: .upright)
        #expect(layout.lists.first.map { $0.made < cut } == true, "the cut row is beyond the rows made")
        #expect(RuleBook.general.check(surface, layout).filter { $0.rule == "P5" }.isEmpty)
        let found = RuleBook.general.checkUnmadeRows(surface, layout, solver: solver)
        #expect(found.filter { $0.rule == "P5" }.map(\.node) == ["name/\(cut)"])
        #expect(Set(found.map(\.rule)).isSubset(of: Set(RuleBook.general.rules.filter(\.checksEachRow).map(\.id))))
    }

    @Test("A row of several nodes (a separator and its row) is stacked without spacing, made lazily or at once, where one stack of all the nodes puts them")
    func rowsOfSeveralNodes() {
        let solver = LayoutSolver(measurer: measurer)
        for count in [LazyRows.alwaysMade, 200] {
            let list = LazyVStack(count: count) { k in
                if k > 0 { Box(height: 1).fillWidth().id("sep/\(k)") }
                Box(height: 20).fillWidth().id("r\(k)")
            }
            let flat = VStack(spacing: 0) {
                (0..<count).flatMap { k in (k > 0 ? [Box(height: 1).fillWidth().id("sep/\(k)")] : []) + [Box(height: 20).fillWidth().id("r\(k)")] }
            }
            let lazy = solver.solve(Region(region, list), bounds: bounds)
            let eager = solver.solve(Region(region, flat), bounds: bounds)
            let made = lazy.nodes.filter { $0.id.hasPrefix("r") || $0.id.hasPrefix("sep/") }
            #expect(made.count > 16, "\(count) rows: \(made.count) nodes made")
            for node in made { #expect(eager[node.id]?.frame == node.frame, "\(count) rows: \(node.id)") }
        }
    }
}
