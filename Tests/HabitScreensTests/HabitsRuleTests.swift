import CreaseInput
import CreaseTestSupport
import FoldLayout
import Foundation
import Testing
@testable import HabitScreens

/// The Habits rules can fail: deliberately broken rows are reported with their rule and node.
@Suite struct HabitsRuleTests {

    func text(_ id: String, _ string: String, lines: [String], frame: Rect, role: Role = .name) -> SolvedNode {
        let lineFrames = lines.enumerated().map { i, l in
            TextLine(text: l, frame: Rect(x: frame.x, y: frame.y + Double(i) * 20, width: min(frame.width, Double(l.count) * 8), height: 20),
                     baseline: frame.y + Double(i) * 20 + 16)
        }
        return SolvedNode(id: id, role: role, frame: frame,
                          text: SolvedText(content: TextContent(string, font: FontSpec(size: 17)), wrapWidth: frame.width, lines: lineFrames),
                          parent: "card")
    }

    func rules(_ nodes: [SolvedNode]) throws -> [String] {
        let device = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("surface-duo", .devices))
        let surface = Surface(device: device, posture: .spread, orientation: .upright)
        return HabitsRules.book.check(surface, SolvedLayout(bounds: surface.bounds, nodes: nodes, regions: [])).map { "\($0.rule) \($0.node)" }
    }

    let card = SolvedNode(id: "card", role: .card, frame: Rect(x: 16, y: 80, width: 500, height: 300),
                          semantics: Semantics(staysInOnePage: true))

    @Test("L6: a truncated habit name is reported under L6 (and L8)")
    func truncatedName() throws {
        let bad = text("row/1/name", "Donaudampfschifffahrt", lines: ["Donaudampf…"], frame: Rect(x: 60, y: 100, width: 100, height: 20))
        #expect(try rules([card, bad]).contains("L6 row/1/name"))
        let good = text("row/1/name", "Donaudampfschifffahrt", lines: ["Donaudampf", "schifffahrt"], frame: Rect(x: 60, y: 100, width: 100, height: 40))
        #expect(try rules([card, good]).isEmpty)
    }

    @Test("L6: a row that leaves more than the card's padding on a side is reported")
    func narrowRow() throws {
        let pad = Metrics.cardPadding
        let row = SolvedNode(id: "row/1", role: .row, frame: Rect(x: 16 + pad, y: 90, width: 300, height: 60), parent: "card")
        #expect(try rules([card, row]).contains("L6 row/1"))
        let full = SolvedNode(id: "row/1", role: .row, frame: Rect(x: 16 + pad, y: 90, width: 500 - 2 * pad, height: 60), parent: "card")
        #expect(try rules([card, full]).isEmpty)
    }

    @Test("L7: a check ring off its name's first line, or out of the column, is reported")
    func misalignedRing() throws {
        let row = SolvedNode(id: "row/1", role: .row, frame: Rect(x: 20, y: 90, width: 492, height: 60), parent: "card")
        let name = text("row/1/name", "Walk", lines: ["Walk"], frame: Rect(x: 70, y: 100, width: 300, height: 20))
        let ring = SolvedNode(id: "row/1/check/ring", role: .ring, frame: Rect(x: 30, y: 104, width: 26, height: 26), parent: "row/1/check")
        #expect(try rules([card, row, name, ring]).contains("L7 row/1/check/ring"))
        // Centred on the first line (y 100…120, middle 110): 97 + 13.
        let aligned = SolvedNode(id: "row/1/check/ring", role: .ring, frame: Rect(x: 30, y: 97, width: 26, height: 26), parent: "row/1/check")
        #expect(try rules([card, row, name, aligned]).isEmpty)
        let row2 = SolvedNode(id: "row/2", role: .row, frame: Rect(x: 20, y: 160, width: 492, height: 60), parent: "card")
        let name2 = text("row/2/name", "Read", lines: ["Read"], frame: Rect(x: 70, y: 170, width: 300, height: 20))
        let ring2 = SolvedNode(id: "row/2/check/ring", role: .ring, frame: Rect(x: 36, y: 167, width: 26, height: 26), parent: "row/2/check")
        #expect(try rules([card, row, name, aligned, row2, name2, ring2]).contains("L7 row/2/check/ring"))
    }

    @Test("The rule book holds each rule once, in ID order, each written in a file named by its ID")
    func book() {
        let ids = HabitsRules.book.rules.map(\.id)
        #expect(ids == ["A3"] + (1...15).map { "L\($0)" } + (1...15).map { "P\($0)" } + ["W1", "W2", "W3"])
        for rule in HabitsRules.book.rules {
            let letter = String(rule.id.prefix(1))
            let number = Int(rule.id.dropFirst()) ?? -1
            let file = (rule.source as NSString).lastPathComponent
            #expect(file.hasPrefix(letter + String(format: "%02d", number)), "\(rule.id) is in \(file)")
            #expect(FileManager.default.fileExists(atPath: TestSupport.packageRoot.appendingPathComponent(rule.source).path))
        }
    }
}
