import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// Each check can fail: deliberately broken layouts must be reported with their rule and node.
@Suite struct InvariantTests {
    let surface: Surface = {
        let url = TestSupport.fixtureURL("surface-duo", .devices)
        let device = (try? JSONInput.load(DeviceProfile.self, from: url))
        return Surface(device: device!, posture: .spread, orientation: .upright)
    }()

    func text(_ id: String, _ string: String, lines: [String], frame: Rect, lineWidth: Double? = nil, role: Role = "name") -> SolvedNode {
        let lineFrames = lines.enumerated().map { i, l in
            TextLine(text: l, frame: Rect(x: frame.x, y: frame.y + Double(i) * 20, width: lineWidth ?? min(frame.width, Double(l.count) * 8), height: 20),
                     baseline: frame.y + Double(i) * 20 + 16)
        }
        return SolvedNode(id: id, role: role, frame: frame,
                          text: SolvedText(content: TextContent(string, font: FontSpec(size: 17)), wrapWidth: frame.width, lines: lineFrames),
                          parent: "card")
    }

    func rules(_ nodes: [SolvedNode]) -> [String] {
        LayoutInvariants.check(surface, SolvedLayout(bounds: surface.bounds, nodes: nodes, regions: [])).map { "\($0.rule) \($0.node)" }
    }

    let goodCard = SolvedNode(id: "card", role: "card", frame: Rect(x: 16, y: 80, width: 500, height: 300))

    @Test("L1: a card across the hinge is reported")
    func cardAcrossHinge() {
        let bad = SolvedNode(id: "card", role: "card", frame: Rect(x: 300, y: 80, width: 400, height: 300))
        #expect(rules([bad]).contains("L1 card"))
        #expect(rules([goodCard]).isEmpty)
    }

    @Test("L1: a card inside its page but within the fold's clearance is reported")
    func cardInClearance() {
        let bad = SolvedNode(id: "card", role: "card", frame: Rect(x: 16, y: 80, width: 520, height: 300))
        #expect(rules([bad]).contains("L1 card"))
    }

    @Test("L2: content above the safe area and shell rail is reported")
    func aboveRail() {
        let bad = SolvedNode(id: "title", role: "title", frame: Rect(x: 16, y: 40, width: 200, height: 30))
        #expect(rules([bad]).contains("L2 title"))
    }

    @Test("L5: content inside the dock's margin is reported")
    func dockMargin() {
        let bad = SolvedNode(id: "card2", role: "card", frame: Rect(x: 590, y: 80, width: 460, height: 300))
        #expect(rules([bad]).contains("L5 card2"))
    }

    @Test("L6: a clipped (truncated) name is reported")
    func truncatedName() {
        let bad = text("row/1/name", "Donaudampfschifffahrt", lines: ["Donaudampf…"], frame: Rect(x: 60, y: 100, width: 100, height: 20))
        #expect(rules([goodCard, bad]).contains("L6 row/1/name"))
        let good = text("row/1/name", "Donaudampfschifffahrt", lines: ["Donaudampf", "schifffahrt"], frame: Rect(x: 60, y: 100, width: 100, height: 40))
        #expect(rules([goodCard, good]).isEmpty)
    }

    @Test("L8: a line wider than its box is reported")
    func wideLine() {
        let bad = text("row/1/detail", "7:30am · Every day", lines: ["7:30am · Every day"], frame: Rect(x: 60, y: 100, width: 80, height: 20),
                       lineWidth: 140, role: "detail")
        #expect(rules([goodCard, bad]).contains("L8 row/1/detail"))
    }

    @Test("L7: a check ring off its name's first line, or out of the column, is reported")
    func misalignedRing() {
        let row = SolvedNode(id: "row/1", role: "row", frame: Rect(x: 20, y: 90, width: 492, height: 60), parent: "card")
        let name = text("row/1/name", "Walk", lines: ["Walk"], frame: Rect(x: 70, y: 100, width: 300, height: 20))
        let ring = SolvedNode(id: "row/1/check/ring", role: "ring", frame: Rect(x: 30, y: 104, width: 26, height: 26), parent: "row/1/check")
        #expect(rules([goodCard, row, name, ring]).contains("L7 row/1/check/ring"))
        let aligned = SolvedNode(id: "row/1/check/ring", role: "ring", frame: Rect(x: 30, y: 97, width: 26, height: 26), parent: "row/1/check")
        #expect(rules([goodCard, row, name, aligned]).isEmpty)
        let row2 = SolvedNode(id: "row/2", role: "row", frame: Rect(x: 20, y: 160, width: 492, height: 60), parent: "card")
        let name2 = text("row/2/name", "Read", lines: ["Read"], frame: Rect(x: 70, y: 170, width: 300, height: 20))
        let ring2 = SolvedNode(id: "row/2/check/ring", role: "ring", frame: Rect(x: 36, y: 167, width: 26, height: 26), parent: "row/2/check")
        #expect(rules([goodCard, row, name, aligned, row2, name2, ring2]).contains("L7 row/2/check/ring"))
    }

    @Test("L6: a row narrower than its card is reported")
    func narrowRow() {
        let row = SolvedNode(id: "row/1", role: "row", frame: Rect(x: 20, y: 90, width: 300, height: 60), parent: "card")
        #expect(rules([goodCard, row]).contains("L6 row/1"))
    }

    @Test("L12: a check touch area under 44×44 is reported")
    func smallTouchTarget() {
        let check = SolvedNode(id: "row/1/check", role: "check", frame: Rect(x: 20, y: 100, width: 30, height: 30), parent: "row/1")
        #expect(rules([goodCard, check]).contains("L12 row/1/check"))
    }
}
