import CreaseInput
import CreaseTestSupport
import FoldLayout
import Foundation
import Testing
@testable import HabitScreens

/// The rules lint added can fail: each is handed a layout that breaks it and one that keeps it.
extension HabitsRuleTests {
    func broken(_ id: String, _ string: String, lines: [(String, LineEnding)], keepsWhole: Bool = false) -> SolvedNode {
        let frame = Rect(x: 60, y: 100, width: 200, height: Double(lines.count) * 20)
        let placed = lines.enumerated().map { i, l in
            TextLine(text: l.0, frame: Rect(x: 60, y: 100 + Double(i) * 20, width: Double(l.0.count) * 8, height: 20),
                     baseline: 116 + Double(i) * 20, ending: l.1)
        }
        return SolvedNode(id: id, role: .button, frame: frame,
                          text: SolvedText(content: TextContent(string, font: FontSpec(size: 17)), wrapWidth: 200, lines: placed),
                          semantics: Semantics(keepsWordsWhole: keepsWhole), parent: "card")
    }

    @Test("L8: a button label that hyphenated (Can-cel) is reported; a name hyphenated at a syllable is not")
    func hyphenatedLabel() throws {
        let cancel = broken("editor/cancel", "Cancel", lines: [("Can", .hyphenated), ("cel", .end)], keepsWhole: true)
        #expect(try rules([card, cancel]).contains("L8 editor/cancel"))
        let name = broken("row/1/name", "Donaudampf", lines: [("Donau", .hyphenated), ("dampf", .end)])
        #expect(try rules([card, name]).isEmpty)
    }

    @Test("L8: a word broken off its syllables (Strengt|h), or a lone letter on a line, is reported; a lone kana is not")
    func brokenWord() throws {
        let strength = broken("row/1/name", "Strength", lines: [("Strengt", .insideWord), ("h", .end)])
        let found = try rules([card, strength])
        #expect(found.filter { $0 == "L8 row/1/name" }.count == 2, "\(found)")
        let lone = broken("row/1/name", "Walk e", lines: [("Walk ", .betweenWords), ("e", .end)])
        #expect(try rules([card, lone]).contains("L8 row/1/name"))
        let kana = broken("row/1/name", "たべる", lines: [("たべ", .betweenWords), ("る", .end)])
        #expect(try rules([card, kana]).isEmpty)
    }

    func surface(_ device: String, _ posture: Posture) throws -> Surface {
        Surface(device: try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL(device, .devices)), posture: posture, orientation: .upright)
    }

    func ids(_ surface: Surface, _ nodes: [SolvedNode], regions: [SolvedRegion] = []) -> [String] {
        HabitsRules.book.check(surface, SolvedLayout(bounds: surface.bounds, nodes: nodes, regions: regions)).map { "\($0.rule) \($0.node)" }
    }

    @Test("L4: a spread whose other page shows no This week, or whose This week shares the card's page, is reported")
    func spreadWithoutThisWeek() throws {
        let s = try surface("surface-duo", .spread)
        let p0 = s.pages[0].content, p1 = s.pages[1].content
        let title = SolvedNode(id: "title", role: .title, frame: Rect(x: p0.x + 4, y: p0.y + 8, width: 200, height: 40),
                               text: SolvedText(content: TextContent("Habits", font: FontSpec(size: 34)), wrapWidth: 200,
                                                lines: [TextLine(text: "Habits", frame: Rect(x: p0.x + 4, y: p0.y + 8, width: 100, height: 40), baseline: p0.y + 40)]),
                               clip: p0)
        let card = SolvedNode(id: "card", role: .card, frame: Rect(x: p0.x, y: p0.y + 60, width: p0.width, height: 100), clip: p0)
        let add = SolvedNode(id: "add-habit", role: .addHabit, frame: Rect(x: p0.x, y: p0.y + 110, width: p0.width, height: 44), parent: "card", clip: p0)
        #expect(ids(s, [title, card, add]).contains("L4 card"))
        let week = SolvedNode(id: "this-week", role: .secondaryCard, frame: Rect(x: p1.x, y: p1.y + 60, width: p1.width, height: 100), clip: p1)
        #expect(!ids(s, [title, card, add, week]).contains { $0.hasPrefix("L4") })
        var sharing = week
        sharing.frame.x = p0.x
        sharing.clip = p0
        #expect(ids(s, [title, card, add, sharing]).contains("L4 this-week"))
    }

    @Test("L9, L13, L14, L15: the wrong Add habit words, Archived above the card, This week on a phone, a ring on the wrong side")
    func otherRules() throws {
        let duo = try surface("surface-duo", .cover)
        let label = SolvedNode(id: "add-habit/label", role: .addLabel, frame: Rect(x: 60, y: 400, width: 100, height: 20),
                               text: SolvedText(content: TextContent("Add a habit", font: FontSpec(size: 17)), wrapWidth: 100,
                                                lines: [TextLine(text: "Add a habit", frame: Rect(x: 60, y: 400, width: 90, height: 20), baseline: 416)]))
        #expect(ids(duo, [label]).contains("L9 add-habit/label"))
        let archived = SolvedNode(id: "archived", role: .card, frame: Rect(x: 16, y: 200, width: 300, height: 60))
        #expect(ids(duo, [card, archived]).contains("L13 archived"))
        let iphone = try surface("iphone", .cover)
        let week = SolvedNode(id: "this-week", role: .secondaryCard, frame: Rect(x: 16, y: 200, width: 300, height: 60))
        #expect(ids(iphone, [week]).contains("L14 this-week"))
        #expect(!ids(duo, [week]).contains { $0.hasPrefix("L14") })
        let row = SolvedNode(id: "row/1", role: .row, frame: Rect(x: 20, y: 90, width: 300, height: 60), parent: "card")
        let name = text("row/1/name", "Walk", lines: ["Walk"], frame: Rect(x: 30, y: 100, width: 200, height: 20))
        let ring = SolvedNode(id: "row/1/check/ring", role: .ring, frame: Rect(x: 280, y: 97, width: 26, height: 26), parent: "row/1/check")
        #expect(ids(duo, [row, name, ring]).contains("L15 row/1/check/ring"))
    }

    @Test("L10, L11: a title moved off its place, an editor reaching into the other page")
    func placeRules() throws {
        let s = try surface("surface-duo", .spread)
        let p0 = s.pages[0].content
        let moved = SolvedNode(id: "title", role: .title, frame: Rect(x: p0.x + 4, y: p0.y + 30, width: 200, height: 40), clip: p0)
        #expect(ids(s, [moved]).contains("L10 title"))
        var placed = moved
        placed.frame.y = p0.y + Metrics.titleTop
        #expect(!ids(s, [placed]).contains { $0.hasPrefix("L10") })
        let editor = SolvedNode(id: "editor", role: .sheet, frame: Rect(x: p0.x, y: p0.y, width: s.bounds.width - p0.x, height: 300), clip: nil)
        #expect(ids(s, [editor]).contains("L11 editor"))
    }
}

/// L4: the week strip's geometry: seven in a row while they fit with their gap above the floor, then
/// balanced rows.
@Suite struct StripLayoutTests {
    @Test("L4: seven circles keep the gap and shrink to the floor before wrapping; rows are balanced")
    func strip() {
        let wide = StripLayout(width: 320, preferred: 36)
        #expect(wide.columns == 7 && wide.rows == 1 && wide.cell == 36)
        let tight = StripLayout(width: 215, preferred: 36)
        #expect(tight.columns == 7 && tight.rows == 1)
        #expect(tight.cell >= Metrics.dayFloor && tight.cell + Metrics.dayGap <= 215 / 7 + 0.001)
        let narrow = StripLayout(width: 150, preferred: 36)
        #expect(narrow.rows == 2 && narrow.columns == 4)
        #expect(narrow.cell + Metrics.dayGap <= 150 / 4 + 0.001)
        // P4: at AX5 (caption 43 pt, 94.6 pt preferred) a 230 pt page wraps four and three instead of
        // shrinking seven circles to 29 pt.
        let large = StripLayout(width: 230, preferred: 94.6)
        #expect(large.rows == 2 && large.columns == 4)
        #expect(large.cell >= StripLayout.floor(preferred: 94.6) * 0.85 && large.cell > 50)
        // Three a row would leave Sunday alone: 212 pt takes four and three at 49 pt instead.
        let nearly = StripLayout(width: 212, preferred: 94.6)
        #expect(nearly.rows == 2 && nearly.columns == 4 && nearly.cell >= 48)
    }
}
