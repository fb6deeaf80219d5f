import Testing
@testable import FoldLayout

/// `FirstFit(sharing:)`: the first fits of a solve that share a key take one alternative, the latest any
/// of them takes alone (P13: a list's controls beside every row's text, or under on every row).
@Suite struct SharedChoiceTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    /// 5 pt a character at 10 pt: beside its 40 pt control a row's text has 60 pt, twelve characters.
    static let names = ["Walk", "Read", "Unbelievablylong", "Stretch"]

    /// Row `k`, named `names[k % 4]`.
    static func row(_ k: Int, sharing key: String?) -> Node {
        let text = { Text(names[k % names.count], font: FontSpec(size: 10)).id("row/\(k)/name").keepsWordsWhole() }
        let control = { Box(width: 40, height: 20).id("row/\(k)/control") }
        let beside = HStack(spacing: 0, alignment: .top) { text(); control() }
        let under = VStack(spacing: 0, alignment: .leading) { text(); control() }
        return (key.map { FirstFit(sharing: $0) { beside; under } } ?? FirstFit { beside; under }).id("row/\(k)")
    }
    func row(_ k: Int, sharing key: String?) -> Node { Self.row(k, sharing: key) }

    /// Whether each of the first `count` rows' control stands under its name.
    func under(_ layout: SolvedLayout, count: Int = names.count) -> [Bool] {
        (0..<count).map { k in
            guard let name = layout["row/\(k)/name"], let control = layout["row/\(k)/control"] else { return false }
            return control.frame.minY >= name.frame.maxY - 0.5
        }
    }

    @Test("P13: one row whose name needs the width puts every row's control under its name; unshared, only that row's")
    func oneChoiceForTheList() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 400)
        let shared = LayoutSolver(measurer: measurer).solve(VStack(spacing: 4) { for k in Self.names.indices { row(k, sharing: "rows") } }, bounds: bounds)
        #expect(under(shared) == [true, true, true, true])
        let alone = LayoutSolver(measurer: measurer).solve(VStack(spacing: 4) { for k in Self.names.indices { row(k, sharing: nil) } }, bounds: bounds)
        #expect(under(alone) == [false, false, true, false])
        // Where every name fits beside its control, every row keeps it beside.
        let wide = LayoutSolver(measurer: measurer).solve(VStack(spacing: 4) { for k in Self.names.indices { row(k, sharing: "rows") } },
                                                          bounds: Rect(x: 0, y: 0, width: 200, height: 400))
        #expect(under(wide) == [false, false, false, false])
    }

    @Test("P13: the rows of a lazy list share the choice with each other and with first fits outside the list")
    func lazyRowsShare() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 1000)
        // Past `LazyRows.alwaysMade`, so a lazy list, every row made in the display's lookahead.
        let count = LazyRows.alwaysMade + 4
        let root = VStack(spacing: 4) {
            row(0, sharing: "rows")
            LazyVStack(count: count - 1, spacing: 4) { Self.row($0 + 1, sharing: "rows") }
        }
        let layout = LayoutSolver(measurer: measurer).solve(root, bounds: bounds)
        #expect(layout.lists.first?.made == count - 1)
        #expect(under(layout, count: count) == [Bool](repeating: true, count: count))
    }

    @Test("P13: a key shared by first fits of fewer alternatives than its floor gives each its last, and the solve ends")
    func floorPastTheAlternatives() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 400)
        let root = VStack(spacing: 4) {
            row(2, sharing: "rows")
            FirstFit(sharing: "rows") { Text("Only", font: FontSpec(size: 10)).id("only") }
        }
        let layout = LayoutSolver(measurer: measurer).solve(root, bounds: bounds)
        #expect(layout["only"] != nil)
        #expect(under(layout)[2])
    }
}

/// `FirstFit(judgedAt:)`: the choice a narrower page would make, made at every width (P13: a bar laid
/// out one way on every page of a device), and the alternative chosen laid out at the width offered.
@Suite struct JudgedChoiceTests {
    let measurer = ApproximateTextMeasurer()

    func bar(judgedAt: Double?) -> Node {
        let one = HStack(spacing: 8) { Text("Cancel", font: FontSpec(size: 17)).id("cancel").keepsWordsWhole(); Spacer(); Text("Save", font: FontSpec(size: 17)).id("save").keepsWordsWhole() }
            .fillWidth().id("one")
        let stacked = VStack(spacing: 0) { Text("Cancel", font: FontSpec(size: 17)).id("cancel"); Text("Save", font: FontSpec(size: 17)).id("save") }.id("stacked")
        let alternatives = [one, stacked]
        return judgedAt.map { Node(.firstFit(alternatives, judgedAt: $0)) } ?? Node(.firstFit(alternatives))
    }

    @Test("P13: judged at 60 pt, a 400 pt offer takes the stacked form a 60 pt page needs, laid out 400 pt wide")
    func judgedNarrower() throws {
        let layout = LayoutSolver(measurer: measurer).solve(bar(judgedAt: 60), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(layout.node("stacked") != nil && layout.node("one") == nil)
        #expect(try #require(layout.node("stacked")).frame.width == 400)
        // Unjudged, the same offer keeps both on one line.
        let free = LayoutSolver(measurer: measurer).solve(bar(judgedAt: nil), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(free.node("one") != nil)
    }

    @Test("P13: judged at a width wider than the offer, the offer judges (the narrower of the two)")
    func offerNarrower() {
        let layout = LayoutSolver(measurer: measurer).solve(bar(judgedAt: 1000), bounds: Rect(x: 0, y: 0, width: 60, height: 300))
        #expect(layout.node("stacked") != nil)
        let wide = LayoutSolver(measurer: measurer).solve(bar(judgedAt: 1000), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(wide.node("one") != nil)
    }
}
