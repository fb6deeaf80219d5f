import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import FoldRender
import Foundation
import HabitDomain
import HabitScreens
import Testing

/// The L rules on the real screens, measured with the real (Pango) text engine.
@Suite struct LayoutRuleTests {
    static let foldables = ["surface-duo", "surface-duo-2", "galaxy-z-fold5", "pixel-9-pro-fold", "iphone-duo"]


    @Test("L1, L4: on every foldable's spread the card stays in page 0, clear of the fold; page 1 shows This week",
          arguments: foldables)
    func cardInPage(_ device: String) throws {
        for posture in [Posture.spread, .halfOpened] {
            let (surface, layout) = try TestSupport.solve("typical", device, posture)
            let card = try #require(layout["card"])
            let fold = try #require(surface.fold)
            let visible = card.frame.intersection(card.clip ?? card.frame)
            #expect(surface.pages[0].content.contains(Rect(x: visible.x, y: visible.y, width: visible.width, height: 0)))
            #expect(!visible.intersects(fold.keepOut))
            #expect(layout["title"]?.text?.content.string == "Habits")
            #expect(layout["this-week/title"]?.text?.content.string == "This week")
            #expect(layout["this-week/name"]?.text?.content.string == "Walk")
            let thisWeek = try #require(layout["this-week"])
            #expect(surface.pages[1].frame.contains(thisWeek.frame))
            #expect(HabitsRules.book.check(surface, layout).isEmpty)
        }
    }

    @Test("L4: with no habits the other page offers a quiet starting point")
    func emptyThisWeek() throws {
        let (_, layout) = try TestSupport.solve("empty", "surface-duo", .spread)
        #expect(layout["this-week/empty"]?.text?.content.string == "Your week starts here")
        #expect(layout["this-week/name"] == nil)
    }

    @Test("L2: the safe area and rail stay above content, also after Add habit is opened and cancelled")
    func openAndCancel() throws {
        let state = try TestSupport.fixtures.state("typical")
        let (surface, before) = try TestSupport.solve("typical", "iphone", .cover, state: state)
        var editing = state
        editing.scenario.screen = .editor
        editing.scenario.editor = Scenario.Editor(mode: .new, habit: nil, changed: false, draftName: nil)
        let (_, open) = try TestSupport.solve("typical", "iphone", .cover, state: editing)
        #expect(open["editor"] != nil)
        // The page under the sheet does not move while the editor is open...
        for node in before.nodes { #expect(open[node.id]?.frame == node.frame, "\(node.id) moved") }
        var cancelled = editing
        cancelled.scenario.screen = .habits
        cancelled.scenario.editor = nil
        let (_, after) = try TestSupport.solve("typical", "iphone", .cover, state: cancelled)
        // ...and after Cancel the layout is exactly what it was.
        #expect(after == before)
        let top = surface.pages[0].content.minY
        #expect(after.nodes.filter { $0.role != .region }.allSatisfy { $0.frame.minY >= top })
        #expect(top == 59 + 44)
    }

    @Test("L3: in an upright crease (landscape two-screen) the top page's content ends before the hinge")
    func horizontalFold() throws {
        for device in ["surface-duo", "galaxy-z-fold5"] {
            let (surface, layout) = try TestSupport.solve("typical", device, .spread, .landscape)
            let fold = try #require(surface.fold)
            #expect(fold.axis == .horizontal)
            let card = try #require(layout["card"])
            let visible = card.frame.intersection(card.clip ?? card.frame)
            #expect(visible.maxY <= fold.keepOut.minY + 0.001)
            #expect(HabitsRules.book.check(surface, layout).isEmpty)
        }
    }

    @Test("L5: the card keeps its margin before the side dock")
    func dockMargin() throws {
        let (surface, layout) = try TestSupport.solve("typical", "surface-duo", .cover)
        let dock = try #require(surface.docks.first)
        let card = try #require(layout["card"])
        #expect(card.frame.maxX <= dock.minX - surface.device.shell.dockMargin)
    }

    @Test("L6, L7: one full-width row per habit; rings on the names' first lines, in one column")
    func rows() throws {
        let state = try TestSupport.fixtures.state("typical")
        let (_, layout) = try TestSupport.solve("typical", "surface-duo", .spread, state: state)
        let rows = layout.nodes(role: "row")
        #expect(rows.count == state.profile.pageOrder.count)
        let card = try #require(layout["card"])
        let ringXs = Set(layout.nodes(role: "ring").map { ($0.frame.midX * 100).rounded() })
        #expect(ringXs.count == 1)
        for row in rows {
            #expect(abs(row.frame.width - (card.frame.width - 8)) < 0.01)
            let name = try #require(layout[row.id + "/name"])
            let ring = try #require(layout[row.id + "/check/ring"])
            #expect(abs(ring.frame.midY - (name.text?.firstLine.midY ?? 0)) <= 0.5)
        }
    }

    @Test("L8: at AX5 on iphone the longest name wraps fully and its details sit below it, inside the screen")
    func accessibilitySizes() throws {
        let state = try TestSupport.fixtures.state("long-names")
        let longest = try #require(state.profile.pageOrder.max { $0.name.count < $1.name.count })
        #expect(longest.name.count == 120)
        let (surface, layout) = try TestSupport.solve("long-names", "iphone", .cover, size: .AX5, state: state)
        let id = "row/" + longest.id.uuidString.lowercased()
        let name = try #require(layout[id + "/name"]?.text)
        #expect(name.lines.count > 3)
        #expect(name.lines.map(\.text).joined().filter { !$0.isWhitespace } == longest.name.filter { !$0.isWhitespace })
        let detail = try #require(layout[id + "/detail"])
        #expect(detail.frame.minY >= (layout[id + "/name"]?.frame.maxY ?? .infinity))
        for node in layout.nodes where node.text != nil {
            #expect(node.frame.minX >= 0 && node.frame.maxX <= surface.bounds.width, "\(node.id)")
        }
        #expect(layout.regions.first?.scrolls == true)
        #expect(HabitsRules.book.check(surface, layout).isEmpty)
    }

    @Test("L9: empty and populated Habits share the same quiet Add habit row; Today's invitation has its four lines, the Habits destination's all but Remove")
    func invitation() throws {
        let (_, empty) = try TestSupport.solve("empty", "surface-duo", .cover)
        let (_, full) = try TestSupport.solve("typical", "surface-duo", .cover)
        #expect(empty["add-habit/label"]?.text?.content == full["add-habit/label"]?.text?.content)
        #expect(empty["add-habit/label"]?.text?.content.string == "Add habit")
        #expect(empty["invitation"]?.text?.content.string == "Track your habits")
        // The Habits destination's invitation is Today's without Remove habits from home page (seed 000).
        #expect(empty[TodayBlock.invitationLineID]?.text?.content.string == "Big goals are accomplished through daily work. Add a habit below")
        #expect(empty["today/remove"] == nil)
        let (_, today) = try TestSupport.solve("today-empty", "iphone", .cover)
        let strings = Set(today.nodes.compactMap { $0.text?.content.string })
        for s in ["Track your habits", "Big goals are accomplished through daily work. Add a habit below", "Add habit",
                  "Remove habits from home page"] {
            #expect(strings.contains(s), "\(s)")
        }
    }

    @Test("L11: the editor opens full height over the active Habits page; at AX5 every Schedule choice lies inside the sheet",
          arguments: ["iphone", "surface-duo", "galaxy-z-fold5"])
    func editorSchedule(_ device: String) throws {
        for posture in device == "iphone" ? [Posture.cover] : [.cover, .spread] {
            let (surface, layout) = try TestSupport.solve("editor-new", device, posture, size: .AX5)
            let sheet = try #require(layout["editor"])
            let region = try #require(sheet.clip)
            let page = surface.pages[0]
            #expect(page.frame.contains(region))
            // Full height: from just below the rail to the page's bottom edge where it is the display's
            // (P15: a sheet reaches it), else to the bottom of the page's content region.
            #expect(region.maxY == (page.frame.maxY >= surface.bounds.maxY - 0.5 ? page.frame.maxY : page.content.maxY))
            #expect(region.minY - page.content.minY <= 8)
            for choice in EditorSheet.scheduleChoices {
                let node = try #require(layout["editor/schedule/\(choice.id)"])
                // Inside the sheet's body, which scrolls under the pinned header: never clipped sideways,
                // and within the body's scrollable content.
                let body = try #require(node.clip)
                let scroll = try #require(layout.regions.first { $0.frame == body })
                #expect(sheet.frame.contains(body))
                #expect(node.frame.minX >= body.minX && node.frame.maxX <= body.maxX)
                #expect(node.frame.maxY <= body.minY + scroll.contentHeight + 0.001)
            }
        }
    }

    @Test("L11: at L the whole Schedule section is on screen when the editor opens")
    func editorScheduleVisible() throws {
        for device in ["iphone", "surface-duo", "galaxy-z-fold5"] {
            let (_, layout) = try TestSupport.solve("editor-new", device, .cover)
            let region = try #require(layout["editor"]?.clip)
            for choice in EditorSheet.scheduleChoices {
                let node = try #require(layout["editor/schedule/\(choice.id)"])
                #expect(region.contains(node.frame), "\(device): \(choice.id) at \(node.frame) is below \(region)")
            }
        }
    }

    @Test("L11, D19: the discard dialog asks the right question over a changed draft")
    func discard() throws {
        let (_, layout) = try TestSupport.solve("discard", "surface-duo", .spread)
        #expect(layout["dialog/title"]?.text?.content.string == "Discard this habit?")
        #expect(layout["dialog/discard/label"]?.text?.content.string == "Discard")
        #expect(layout["dialog/keep/label"]?.text?.content.string == "Keep editing")
        let (_, edit) = try TestSupport.solve("editor-edit", "surface-duo", .spread)
        #expect(edit["editor/delete"] != nil)
    }

    @Test("L12: Today's ring has a ≥44 pt touch area and the name starts on the task rows' column at every size",
          arguments: [ContentSize.xS, .L, .AX5])
    func todayColumns(_ size: ContentSize) throws {
        let (_, layout) = try TestSupport.solve("today", "iphone", .cover, size: size)
        let rows = layout.nodes(role: "row")
        #expect(!rows.isEmpty)
        let nameXs = Set(rows.compactMap { layout[$0.id + "/name"].map { ($0.frame.minX * 100).rounded() } })
        #expect(nameXs.count == 1)
        for row in rows {
            let check = try #require(layout[row.id + "/check"])
            #expect(check.frame.width >= 44 && check.frame.height >= 44)
            let name = try #require(layout[row.id + "/name"])
            #expect(name.frame.minX - row.frame.minX <= check.frame.width + 8)
            #expect(layout[row.id + "/progress"] != nil)
        }
        #expect(layout["today/kept"]?.text?.content.string == "1 of 6 kept")
    }

    @Test("L13: archived habits wait below the card")
    func archivedBelow() throws {
        let (_, layout) = try TestSupport.solve("typical", "surface-duo", .spread)
        let card = try #require(layout["card"])
        let archived = try #require(layout["archived"])
        #expect(archived.frame.minY > card.frame.maxY)
        #expect(layout["archived/title"]?.text?.content.string == "Archived")
    }

    @Test("L14: ordinary iPhone keeps one page: no This week page, no dock")
    func iphoneUnchanged() throws {
        let (surface, layout) = try TestSupport.solve("typical", "iphone", .spread)
        #expect(surface.pages.count == 1 && surface.docks.isEmpty)
        #expect(layout["this-week"] == nil)
    }

    @Test("L15: an Arabic locale mirrors the layout (rings on the right) and every fold rule still holds",
          arguments: ["surface-duo", "galaxy-z-fold5", "iphone"])
    func rightToLeft(_ device: String) throws {
        for posture in device == "iphone" ? [Posture.cover] : [.cover, .spread] {
            let (surface, layout) = try TestSupport.solve("rtl-arabic", device, posture)
            #expect(surface.direction == .rightToLeft)
            for row in layout.nodes(role: "row") {
                let ring = try #require(layout[row.id + "/check/ring"])
                let name = try #require(layout[row.id + "/name"])
                #expect(ring.frame.minX > name.frame.maxX - 0.5)
            }
            #expect(HabitsRules.book.check(surface, layout).isEmpty)
        }
    }

    @Test("crease lint: the whole bundled matrix has no violation")
    func lintMatrix() throws {
        let lint = Lint(devices: TestSupport.fixtures.names(.devices), scenarios: TestSupport.fixtures.names(.scenarios))
        let (count, findings) = try lint.run(fixtures: TestSupport.fixtures)
        #expect(count > 5000)
        #expect(findings.isEmpty, "\(findings.prefix(5))")
    }

    @Test("crease inspect --device prints pages, fold and nodes in the display's points")
    func inspectLayout() throws {
        let result = try TestSupport.crease(["inspect", "--scenario", "typical", "--device", "surface-duo", "--posture", "spread", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layout = try #require(json["layout"] as? [String: Any])
        let pages = try #require(layout["pages"] as? [[String: Any]])
        #expect(pages.count == 2)
        #expect(pages[1]["frame"] as? [Double] == [574, 0, 540, 720])
        #expect((layout["fold"] as? [String: Any])?["frame"] as? [Double] == [540, 0, 34, 720])
        let nodes = try #require(layout["nodes"] as? [[String: Any]])
        let card = try #require(nodes.first { $0["id"] as? String == "card" })
        #expect(card["role"] as? String == "card")
        let name = try #require(nodes.first { ($0["id"] as? String)?.hasSuffix("/name") == true && $0["role"] as? String == "name" })
        #expect((name["lines"] as? [String])?.isEmpty == false)
        #expect((name["firstLine"] as? [Double])?.count == 4)
        let cover = try TestSupport.crease(["inspect", "--scenario", "typical", "--device", "iphone", "--posture", "cover", "--json"])
        let coverJSON = try #require(try JSONSerialization.jsonObject(with: Data(cover.stdout.utf8)) as? [String: Any])
        #expect(((coverJSON["layout"] as? [String: Any])?["fold"]) is NSNull || (coverJSON["layout"] as? [String: Any])?["fold"] == nil)
    }
}
