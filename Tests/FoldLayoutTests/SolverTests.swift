import Testing
@testable import FoldLayout

@Suite struct SolverTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    let font = FontSpec(size: 10)

    @Test("Stacks propose sizes down and return frames up; padding and spacing add up")
    func stacks() {
        let root = VStack(spacing: 4) {
            Text("abcd", font: font).id("a")
            Box(width: 20, height: 30).id("b")
        }.padding(10).id("root")
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(solved["a"]?.frame == Rect(x: 10, y: 10, width: 180, height: 12))
        #expect(solved["b"]?.frame.y == 26)
        #expect(solved["b"]?.frame.height == 30)
    }

    @Test("Text wraps at the width it is offered and every line is kept")
    func wrapping() {
        let root = VStack { Text("one two three four", font: font).id("t") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 45, height: 100))
        let lines = solved["t"]?.text?.lines.map(\.text) ?? []
        #expect(lines == ["one two", "three", "four"])
        #expect(solved["t"]?.frame.height == 36)
    }

    @Test("L7: first-line alignment centres a fixed box on the first line of its neighbour's text")
    func firstLine() {
        let root = HStack(spacing: 8, alignment: .firstLine) {
            Box(width: 44, height: 44).id("ring")
            VStack { Text("a long name that wraps", font: FontSpec(size: 20)).id("name") }
        }.id("row")
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 150, height: 400))
        let ring = solved["ring"]?.frame ?? .zero
        let first = solved["name"]?.text?.firstLine ?? .zero
        #expect(abs(ring.midY - first.midY) < 0.001)
        #expect((solved["name"]?.text?.lines.count ?? 0) > 1)
    }

    @Test("Horizontal stacks give fixed children their size and share the rest; spacers take what is left")
    func horizontalSharing() {
        let root = HStack(spacing: 0) {
            Box(width: 30, height: 10).id("fixed")
            Text("x", font: font).id("flex")
            Box(width: 20, height: 10).id("tail")
        }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(solved["flex"]?.frame.width == 150)
        #expect(solved["tail"]?.frame.x == 180)
    }

    @Test("Regions place content at their frame, and content taller than the region scrolls")
    func regions() {
        let tall = VStack { for i in 0..<10 { Box(height: 50).fillWidth().id("b\(i)") } }
        let root = Layers { Region(Rect(x: 10, y: 20, width: 100, height: 200), tall).id("r") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(solved["b0"]?.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(solved["b9"]?.clip == Rect(x: 10, y: 20, width: 100, height: 200))
        #expect(solved.regions.first?.scrolls == true)
        #expect(solved["r"]?.frame == Rect(x: 10, y: 20, width: 100, height: 200))
    }

    @Test("L15: mirroring swaps sides inside a region and sets natural text flush right")
    func mirroring() {
        let row = HStack(spacing: 10, alignment: .firstLine) {
            Box(width: 20, height: 20).id("ring")
            Text("name", font: font).id("name")
        }
        let root = Layers { Region(Rect(x: 100, y: 0, width: 200, height: 100), row).id("r") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 400, height: 100)).mirrored()
        #expect(solved["ring"]?.frame.maxX == 300)
        #expect(solved["r"]?.frame.minX == 100)
        let name = solved["name"]
        #expect(name?.text?.lines.first?.frame.maxX == name?.frame.maxX)
        #expect((solved["name"]?.frame.maxX ?? 0) <= (solved["ring"]?.frame.minX ?? 0))
    }
}
