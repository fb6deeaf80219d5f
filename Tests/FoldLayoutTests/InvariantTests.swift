import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// Each general rule can fail: deliberately broken layouts must be reported with their rule and node.
/// The rules read what a node declares (`Semantics`), never its role's name.
@Suite struct InvariantTests {
    let surface: Surface = {
        let url = TestSupport.fixtureURL("surface-duo", .devices)
        let device = (try? JSONInput.load(DeviceProfile.self, from: url))
        return Surface(device: device!, posture: .spread, orientation: .upright)
    }()

    func text(_ id: String, _ string: String, lines: [String], frame: Rect, lineWidth: Double? = nil, role: Role = "label") -> SolvedNode {
        let lineFrames = lines.enumerated().map { i, l in
            TextLine(text: l, frame: Rect(x: frame.x, y: frame.y + Double(i) * 20, width: lineWidth ?? min(frame.width, Double(l.count) * 8), height: 20),
                     baseline: frame.y + Double(i) * 20 + 16)
        }
        return SolvedNode(id: id, role: role, frame: frame,
                          text: SolvedText(content: TextContent(string, font: FontSpec(size: 17)), wrapWidth: frame.width, lines: lineFrames),
                          parent: "card")
    }

    func rules(_ nodes: [SolvedNode]) -> [String] {
        RuleBook.general.check(surface, SolvedLayout(bounds: surface.bounds, nodes: nodes, regions: [])).map { "\($0.rule) \($0.node)" }
    }

    static let container = Semantics(staysInOnePage: true)
    let goodCard = SolvedNode(id: "card", role: "box", frame: Rect(x: 16, y: 80, width: 500, height: 300), semantics: container)

    @Test("L1: a card across the hinge is reported")
    func cardAcrossHinge() {
        let bad = SolvedNode(id: "card", role: "box", frame: Rect(x: 300, y: 80, width: 400, height: 300), semantics: Self.container)
        #expect(rules([bad]).contains("L1 card"))
        #expect(rules([goodCard]).isEmpty)
    }

    @Test("L1: a card inside its page but within the fold's clearance is reported")
    func cardInClearance() {
        let bad = SolvedNode(id: "card", role: "box", frame: Rect(x: 16, y: 80, width: 520, height: 300), semantics: Self.container)
        #expect(rules([bad]).contains("L1 card"))
    }

    @Test("L2: content above the safe area and shell rail is reported")
    func aboveRail() {
        let bad = SolvedNode(id: "title", role: "title", frame: Rect(x: 16, y: 40, width: 200, height: 30))
        #expect(rules([bad]).contains("L2 title"))
    }

    @Test("L5: content inside the dock's margin is reported")
    func dockMargin() {
        let bad = SolvedNode(id: "card2", role: "box", frame: Rect(x: 590, y: 80, width: 460, height: 300), semantics: Self.container)
        #expect(rules([bad]).contains("L5 card2"))
    }

    @Test("L8: clipped (truncated) text is reported; wrapped text is not")
    func truncatedText() {
        let bad = text("row/1/name", "Donaudampfschifffahrt", lines: ["Donaudampf…"], frame: Rect(x: 60, y: 100, width: 100, height: 20))
        #expect(rules([goodCard, bad]).contains("L8 row/1/name"))
        let good = text("row/1/name", "Donaudampfschifffahrt", lines: ["Donaudampf", "schifffahrt"], frame: Rect(x: 60, y: 100, width: 100, height: 40))
        #expect(rules([goodCard, good]).isEmpty)
    }

    @Test("L8: a line wider than its box is reported")
    func wideLine() {
        let bad = text("row/1/detail", "7:30am · Every day", lines: ["7:30am · Every day"], frame: Rect(x: 60, y: 100, width: 80, height: 20),
                       lineWidth: 140, role: "detail")
        #expect(rules([goodCard, bad]).contains("L8 row/1/detail"))
    }

    @Test("L12: a touch area under its declared 44×44 is reported; an undeclared one is not checked")
    func smallTouchTarget() {
        let check = SolvedNode(id: "row/1/check", role: "control", frame: Rect(x: 20, y: 100, width: 30, height: 30),
                               semantics: Semantics(minimumTarget: 44), parent: "row/1")
        #expect(rules([goodCard, check]).contains("L12 row/1/check"))
        let plain = SolvedNode(id: "row/1/check", role: "control", frame: Rect(x: 20, y: 100, width: 30, height: 30), parent: "row/1")
        #expect(rules([goodCard, plain]).isEmpty)
    }

    @Test("L1: a scrim that covers the chrome on purpose is not a violation")
    func scrim() {
        let scrim = SolvedNode(id: "scrim", role: "dim", frame: surface.bounds, semantics: Semantics(coversChrome: true))
        #expect(rules([scrim]).isEmpty)
        let plain = SolvedNode(id: "scrim", role: "dim", frame: surface.bounds)
        #expect(!rules([plain]).isEmpty)
    }

    @Test("L3: with a horizontal fold (landscape), content over the hinge is reported as L3")
    func horizontalFold() throws {
        let device = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("surface-duo", .devices))
        let landscape = Surface(device: device, posture: .spread, orientation: .landscape)
        let fold = try #require(landscape.fold)
        #expect(fold.axis == .horizontal)
        let over = SolvedNode(id: "text", role: "label", frame: Rect(x: 80, y: fold.frame.midY - 10, width: 100, height: 20))
        let found = RuleBook.general.check(landscape, SolvedLayout(bounds: landscape.bounds, nodes: [over], regions: []))
        #expect(found.map(\.rule).contains("L3") && !found.map(\.rule).contains("L1"))
    }
}
