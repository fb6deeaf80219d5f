import CreaseTestSupport
import FoldLayout
import Foundation
import HabitDomain
import Testing
@testable import HabitScreens

/// The W rules can fail: good layouts pass, and each deliberately broken one is reported with its rule
/// and node.
@Suite struct SurfaceRuleTests {
    func day(_ text: String) throws -> DayKey { try #require(DayKey(text)) }

    func check(_ rule: any LayoutRule, _ surface: Surface, _ layout: SolvedLayout) -> [String] {
        rule.check(surface, layout).map { "\($0.rule) \($0.node)" }
    }

    func index(_ layout: SolvedLayout, _ id: String) throws -> Int { try #require(layout.index[id]) }

    /// The same text node showing other lines.
    func relined(_ node: SolvedNode, _ lines: [String]) throws -> SolvedNode {
        var out = node
        let text = try #require(node.text)
        let first = text.firstLine
        out.text = SolvedText(content: text.content, wrapWidth: text.wrapWidth, lines: lines.enumerated().map { i, l in
            TextLine(text: l, frame: Rect(x: first.x, y: first.y + Double(i) * first.height, width: first.width, height: first.height),
                     baseline: first.maxY + Double(i) * first.height)
        })
        return out
    }

    // MARK: W1

    func widget() throws -> (Surface, SolvedLayout) {
        let surface = try Surfaces.widget("system-large")
        return (surface, Surfaces.solve(try Surfaces.state("widget-placeholders"), on: surface))
    }

    @Test("W1, P5: a name cut, with or without an ellipsis, or without its full name as a label, is reported")
    func w1Names() throws {
        let (surface, good) = try widget()
        #expect(check(W01Widgets(), surface, good).isEmpty)
        let id = WidgetScreen.nameID(slot: WidgetScreen.slotID(0))
        var cut = good
        cut.nodes[try index(good, id)] = try relined(try #require(good[id]), ["Wa"])
        #expect(check(W01Widgets(), surface, cut) == ["W1 \(id)"])
        var ellipsis = good
        ellipsis.nodes[try index(good, id)] = try relined(try #require(good[id]), ["Wa…"])
        #expect(check(W01Widgets(), surface, ellipsis) == ["W1 \(id)"])
        var unlabelled = good
        let node = try #require(good[id])
        let text = try #require(node.text)
        unlabelled.nodes[try index(good, id)] = SolvedNode(id: id, role: .widgetName, frame: node.frame, text: text, parent: node.parent, clip: node.clip)
        #expect(check(W01Widgets(), surface, unlabelled) == ["W1 \(id)"])
    }

    @Test("W1: a dropped place, a habit without its record control, or a placeholder with one is reported")
    func w1Places() throws {
        let (surface, good) = try widget()
        let missing = WidgetScreen.slotID(1)
        var dropped = good
        dropped.nodes.removeAll { $0.id == missing || $0.id.hasPrefix(missing + "/") }
        #expect(check(W01Widgets(), surface, dropped) == ["W1 \(WidgetScreen.rootID)"])
        let walk = WidgetScreen.recordID(slot: WidgetScreen.slotID(0))
        var noRecord = good
        noRecord.nodes.removeAll { $0.id == walk || $0.id.hasPrefix(walk + "/") }
        #expect(check(W01Widgets(), surface, noRecord) == ["W1 \(WidgetScreen.slotID(0))"])
        var extra = good
        let record = try #require(good[walk])
        extra.nodes.append(SolvedNode(id: WidgetScreen.recordID(slot: missing), role: .widgetRecord, frame: record.frame.offsetBy(dx: 0, dy: 53),
                                      attributes: record.attributes, clip: record.clip))
        #expect(check(W01Widgets(), surface, extra) == ["W1 \(missing)"])
    }

    @Test("W1: content outside the 16 pt margin, or too tall for the panel, is reported")
    func w1Margin() throws {
        let (surface, good) = try widget()
        let id = WidgetScreen.slotID(0) + "/recent"
        var moved = good
        moved.nodes[try index(good, id)].frame.x += 20
        moved.nodes[try index(good, id)].clip = nil
        #expect(check(W01Widgets(), surface, moved) == ["W1 \(id)"])
        var tall = good
        tall.regions[0].contentHeight = surface.bounds.height
        #expect(check(W01Widgets(), surface, tall) == ["W1 \(WidgetScreen.rootID)"])
    }

    // MARK: W2

    func apia() throws -> (Surface, SolvedLayout) {
        let surface = try Surfaces.display("surface-duo", .spread)
        return (surface, Surfaces.solve(try Surfaces.state("history-apia"), on: surface))
    }

    @Test("W2, D4: a year grid with a cell for Apia's skipped 2011-12-30, or without one of its days, is reported")
    func w2YearDays() throws {
        let (surface, good) = try apia()
        #expect(check(W02History(), surface, good).isEmpty)
        let thirtyFirst = try #require(good[YearGrid.dayID(try day("2011-12-31"))])
        var extra = good
        let skipped = SolvedNode(id: YearGrid.rootID + "/day/2011-12-30", role: .historyYearDay, frame: thirtyFirst.frame.offsetBy(dx: -10, dy: 0),
                             decoration: thirtyFirst.decoration, attributes: ["day": "2011-12-30", "mark": "empty", "today": "false"],
                             clip: thirtyFirst.clip)
        extra.nodes.append(skipped)
        #expect(check(W02History(), surface, extra) == ["W2 \(YearGrid.rootID)"])
        var missing = good
        let june = YearGrid.dayID(try day("2011-06-15"))
        missing.nodes.removeAll { $0.id == june }
        #expect(check(W02History(), surface, missing) == ["W2 \(YearGrid.rootID)"])
    }

    @Test("W2, D5: a month whose days sit in the wrong weekday column, whose rows break on the wrong day, or whose headers start elsewhere is reported")
    func w2Weeks() throws {
        let (surface, good) = try apia()
        let id = MonthCalendar.dayID(try day("2011-12-13"))
        let tuesday = try #require(good[id])
        let column = try #require(good[MonthCalendar.rootID + "/weekday/wed"]).frame.midX - tuesday.frame.midX
        var shifted = good
        shifted.nodes[try index(good, id)].frame.x += column
        #expect(check(W02History(), surface, shifted) == ["W2 \(id)"])
        var headers = good
        let mon = try index(good, MonthCalendar.rootID + "/weekday/mon"), sun = try index(good, MonthCalendar.rootID + "/weekday/sun")
        (headers.nodes[mon].frame, headers.nodes[sun].frame) = (good.nodes[sun].frame, good.nodes[mon].frame)
        #expect(check(W02History(), surface, headers).contains("W2 \(MonthCalendar.rootID)"))
        // The whole calendar laid out from Sunday while it declares Monday: every row breaks a day early.
        var declared = good
        declared.nodes[try index(good, MonthCalendar.rootID)] = SolvedNode(
            id: MonthCalendar.rootID, role: .historyMonth, frame: good[MonthCalendar.rootID]?.frame ?? .zero,
            attributes: ["year": "2011", "month": "12", "timeZone": "Pacific/Apia", "firstWeekday": "tue"])
        #expect(check(W02History(), surface, declared).count > 5)
    }

    @Test("J8, W2: a failure mark, a warning colour on a day, or today without its outline is reported")
    func w2Marks() throws {
        let (surface, good) = try apia()
        let id = YearGrid.dayID(try day("2011-07-04"))
        let cell = try #require(good[id])
        func replaced(_ attributes: [String: String], _ decoration: Decoration?) throws -> SolvedLayout {
            var out = good
            out.nodes[try index(good, id)] = SolvedNode(id: id, role: .historyYearDay, frame: cell.frame, decoration: decoration,
                                                         attributes: attributes, clip: cell.clip)
            return out
        }
        var attributes = cell.attributes
        attributes["mark"] = "missed"
        #expect(check(W02History(), surface, try replaced(attributes, cell.decoration)) == ["W2 \(id)"])
        #expect(check(W02History(), surface, try replaced(cell.attributes, Decoration(fill: "destructive"))) == ["W2 \(id)"])
        attributes = cell.attributes
        attributes["today"] = "true"
        #expect(check(W02History(), surface, try replaced(attributes, Decoration(fill: "day"))) == ["W2 \(id)"])
    }

    // MARK: W3

    func mac() throws -> (Surface, SolvedLayout) {
        let surface = try Surfaces.window(width: 1280)
        return (surface, Surfaces.solve(try Surfaces.state("typical"), on: surface))
    }

    @Test("W3: content entering the sidebar or the title bar is reported; a window without the Habits destination is reported")
    func w3Sidebar() throws {
        let (surface, good) = try mac()
        #expect(check(W03MacWindow(), surface, good).isEmpty)
        var intruding = good
        intruding.nodes[try index(good, HabitsPage.cardID)].frame.x -= 60
        intruding.nodes[try index(good, HabitsPage.cardID)].clip = nil
        #expect(check(W03MacWindow(), surface, intruding) == ["W3 \(HabitsPage.cardID)"])
        var high = good
        high.nodes[try index(good, "title")].frame.y = 10
        high.nodes[try index(good, "title")].clip = nil
        #expect(check(W03MacWindow(), surface, high) == ["W3 title"])
        var noHabits = good
        noHabits.nodes.removeAll { $0.id.hasPrefix(MacWindow.sidebarID + "/habits") }
        #expect(check(W03MacWindow(), surface, noHabits) == ["W3 \(MacWindow.sidebarID)"])
    }

    @Test("W3, L13: Archived above the end of the card is reported")
    func w3Archived() throws {
        let (surface, good) = try mac()
        var above = good
        above.nodes[try index(good, "archived")].frame.y = try #require(good[HabitsPage.cardID]).frame.midY
        #expect(check(W03MacWindow(), surface, above) == ["W3 archived"])
    }

    @Test("W3: Archive painted in the destructive colour is reported")
    func w3Archive() throws {
        let surface = try Surfaces.window(width: 1280)
        let good = Surfaces.solve(try Surfaces.state("editor-edit"), on: surface)
        #expect(check(W03MacWindow(), surface, good).isEmpty)
        // The button wraps its label in a 44 pt target: the rule reads the text it wraps.
        let node = try #require(good["editor/archive/label"])
        var text = try #require(node.text)
        text.content.color = "destructive"
        var red = good
        red.nodes[try index(good, "editor/archive/label")].text = text
        #expect(check(W03MacWindow(), surface, red) == ["W3 editor/archive"])
        // A display is no window: the rule says nothing there.
        #expect(check(W03MacWindow(), try Surfaces.display("iphone"), red).isEmpty)
    }
}
