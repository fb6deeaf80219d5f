import Testing
@testable import FoldLayout

/// P15's pages, on hand-built spreads (issue 53): a secondary page left mostly empty beside a page that
/// runs on is reported; the first page, a quiet empty state and a layout that declares no purpose are not;
/// a page's purpose is judged on settled frames only.
@Suite struct P15PagesTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    /// Two pages of 300 × 400, split at x = 300 by a crease.
    let surface = VisibilityTests.plain(width: 600, height: 400, hinge: 0)

    func page(_ k: Int, _ content: Node, purpose: String? = "list") -> Node {
        let region = Region(surface.pages[k].frame, content).id("page/\(k)")
        return purpose.map { region.purpose($0) } ?? region
    }
    /// Rows enough to run on past a 400 pt page.
    var long: Node { VStack(spacing: 0) { (0..<40).map { Text("Row \($0)", font: FontSpec(size: 20)).id("row/\($0)") } } }
    func short(quiet: Bool = false) -> Node {
        let text = Text("A line", font: FontSpec(size: 20)).id("short")
        return VStack(spacing: 0) { quiet ? text.quiet() : text }
    }
    func pages(_ root: Node) -> [String] {
        let layout = LayoutSolver(measurer: measurer).solve(root, bounds: surface.bounds)
        return P15EveryPageHasPurpose().check(surface, layout, Visibility(surface, layout)).map { "\($0.node): \($0.message)" }
    }

    @Test("P15: the secondary page, 94% empty beside a list that runs on, is reported; quiet, it is not")
    func secondaryEmpty() {
        let found = pages(Layers { page(0, long); page(1, short()) })
        #expect(found.count == 1 && found.first?.hasPrefix("page/1: page 2 is") == true && found.first?.contains("empty while") == true, "\(found)")
        #expect(pages(Layers { page(0, long); page(1, short(quiet: true)) }).isEmpty)
    }

    @Test("P15: the first page shows its screen at whatever length it has, beside a second page that runs on")
    func firstPageNotJudged() {
        #expect(pages(Layers { page(0, short()); page(1, long) }).isEmpty)
    }

    @Test("P15: a layout that declares no purpose is not judged by its pages; one that does and leaves a page blank is")
    func purposeDeclared() {
        #expect(pages(Layers { page(0, long, purpose: nil) }).isEmpty)
        #expect(pages(Layers { page(0, long) }).contains { $0.contains("page 2 is blank") })
    }

    @Test("P15: a page's purpose is judged on settled frames; a transition's first frame may show the other page blank")
    func transitionFrames() {
        let layout = LayoutSolver(measurer: measurer).solve(Layers { page(0, long) }, bounds: surface.bounds)
        let seen = Visibility(surface, layout)
        #expect(!P15EveryPageHasPurpose().check(surface, layout, seen).isEmpty)
        #expect(P15EveryPageHasPurpose().checkTransitionFrame(surface, layout, seen).isEmpty)
        #expect(RuleBook([P15EveryPageHasPurpose()]).check(surface, layout, transitioning: true, visibility: seen).isEmpty)
    }
}
