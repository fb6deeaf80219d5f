import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import FoldRender
import Foundation
import HabitDomain
import HabitScreens
import Testing

/// Every Habits state the seed describes (issue 15), on the real screens measured with Pango: the
/// contradictions fixed, the missing controls and moments, and what assistive technology reads.
@Suite struct HabitStatesTests {
    static let walk = "6b657074-0000-0000-0000-000000000001"

    func solve(_ scenario: String, _ device: String = "galaxy-z-fold5", _ posture: Posture = .spread,
               size: ContentSize = .L) throws -> (Surface, SolvedLayout) {
        try TestSupport.solve(scenario, device, posture, size: size)
    }

    func strings(_ layout: SolvedLayout) -> [String] { layout.nodes.compactMap { $0.text?.content.string } }

    func order(_ surface: Surface, _ layout: SolvedLayout) -> [AccessibilityElement] {
        ReadingOrder.elements(surface, layout, direction: surface.direction)
    }

    // MARK: Contradictions

    @Test("D21, P15: while habits load, the spread's This week page invites nobody; a failed read is said once, on the Habits page with Try again")
    func thisWeekWhileLoadingAndFailed() throws {
        let (_, loading) = try solve("loading")
        #expect(loading["this-week/empty"] == nil)
        #expect(!strings(loading).contains("Your week starts here"))
        #expect(loading["this-week"]?.role == .skeleton)
        let (_, failed) = try solve("failed")
        #expect(failed["this-week/empty"] == nil)
        #expect(failed[ThisWeekPage.failedID] == nil)
        #expect(failed["this-week/title"] != nil || failed.nodes.contains { $0.text?.content.string == "This week" })
        #expect(failed.nodes.filter { $0.text?.content.string == "Habits aren’t available right now." }.count == 1)
        #expect(failed["failed/retry"] != nil)
    }

    @Test("D20: Habits off shows one Turn on Habits control, and no habit data on the spread's other page")
    func habitsOffIsOneControl() throws {
        for posture in [Posture.spread, .cover] {
            let (surface, layout) = try solve("habits-off", "galaxy-z-fold5", posture)
            let controls = order(surface, layout).filter { $0.traits.contains(.button) }
            #expect(controls.map(\.label) == ["Turn on Habits"])
            #expect(layout["this-week"] == nil && layout["this-week/title"] == nil)
            #expect(!strings(layout).contains("Walk"))
        }
    }

    @Test("D20: Remove habits from home page hides Today's block (Show every day is in Today note settings)",
          arguments: ["today-removed", "today-off"])
    func removedBlockIsHidden(_ scenario: String) throws {
        let (_, layout) = try solve(scenario, "iphone", .cover)
        #expect(layout["today"] == nil)
        #expect(!strings(layout).contains(Invitation.showEveryDay))
        #expect(layout["today/title"] != nil)
    }

    @Test("D19: a discard scenario over an unchanged draft is bad input, one line naming the field")
    func discardNeedsAChange() throws {
        let json = """
        {"version": 1, "name": "bad", "dataset": "typical", "now": "2026-11-26T08:30:00+01:00", "screen": "discard",
         "editor": {"mode": "new", "changed": false}}
        """
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
        do {
            try scenario.validate()
            Issue.record("an unchanged draft's discard was accepted")
        } catch {
            #expect(error.field == "editor.changed")
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("only after a change"))
        }
        // The shipped discard scenario changes its draft.
        #expect(try TestSupport.fixtures.state("discard").scenario.editor?.changed == true)
    }

    @Test("L11, A2: Close returns control to the Habits page the editor was opened on, the focus on what opened it, from each entry point",
          arguments: [("editor-closed-invitation", "Add habit", "button"), ("editor-closed-add-habit", "Add habit", "button"),
                      ("editor-closed-drawer", "Add habit", "button"), ("editor-closed-habit-name", "Walk", "static text")])
    func closeReturnsToOrigin(_ scenario: String, _ label: String, _ traits: String) throws {
        for (device, posture, size) in [("galaxy-z-fold5", Posture.cover, ContentSize.L), ("galaxy-z-fold5", .cover, .AX5),
                                        ("surface-duo", .spread, .L), ("surface-duo", .spread, .AX5), ("galaxy-z-fold5", .spread, .L)] {
            let (surface, layout) = try solve(scenario, device, posture, size: size)
            // The Habits page, not the editor: no sheet, and the page's title band.
            #expect(layout["editor"] == nil && layout["title"] != nil, "\(scenario) on \(device) \(posture)")
            let focused = order(surface, layout).filter(\.hasFocus)
            #expect(focused.map(\.label) == [label], "\(scenario) on \(device) \(posture): \(focused.map(\.line))")
            #expect(focused.first?.line.hasSuffix(" | focus") == true && focused.first?.traits.map(\.rawValue) == [traits])
            // The focus is on the Habits page (on a spread the first, active page), where the editor opened
            // (L11), and shows whole: the page scrolls to it as it was when it was tapped.
            if let element = focused.first {
                let page = try #require(surface.pages.first)
                #expect(element.frame.minY >= page.content.minY - 0.5 && element.frame.maxY <= page.content.maxY + 0.5
                        && element.frame.minX >= page.frame.minX && element.frame.maxX <= page.frame.maxX,
                        "\(scenario) on \(device) \(posture): \(element.frame) outside \(page.content)")
            }
        }
        // An editor still open puts the focus nowhere on the page below it.
        let (openSurface, open) = try solve("editor-invitation")
        #expect(open["editor"] != nil && !order(openSurface, open).contains(where: \.hasFocus))
    }

    @Test("L11: an entry point that cannot open that editor is bad input naming editor.openedFrom or editor.closed",
          arguments: [
            (#"{"mode": "new", "openedFrom": "habit-name"}"#, "editor", "editor.openedFrom", "opens an existing habit"),
            (#"{"mode": "edit", "habit": "6B657074-0000-0000-0000-000000000001", "openedFrom": "drawer"}"#, "editor", "editor.openedFrom", "opens a new habit"),
            (#"{"mode": "new", "closed": true}"#, "editor", "editor.closed", "needs screen habits"),
            (#"{"mode": "new"}"#, "habits", "editor", "closed: true"),
          ])
    func badEntryPoint(_ editor: String, _ screen: String, _ field: String, _ says: String) throws {
        let json = """
        {"version": 1, "name": "bad", "dataset": "typical", "now": "2026-11-26T08:30:00+01:00", "screen": "\(screen)", "editor": \(editor)}
        """
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
        do {
            try scenario.validate()
            Issue.record("accepted \(editor) on \(screen)")
        } catch {
            #expect(error.field == field && error.description.contains(says) && !error.description.contains("\n"), "\(error)")
        }
    }

    @Test("L11: the invitation opens the editor only while there are no habits (the dataset decides), one line naming the scenario file")
    func invitationNeedsNoHabits() throws {
        let folder = TestSupport.temporaryFolder("invitation")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("scenarios/invite.json")
        try Data("""
        {"version": 1, "name": "invite", "dataset": "typical", "now": "2026-11-26T08:30:00+01:00", "screen": "editor",
         "editor": {"mode": "new", "openedFrom": "invitation"}}
        """.utf8).write(to: file)
        do {
            _ = try TestSupport.fixtures.state(file.path)
            Issue.record("the invitation opened an editor over 8 habits")
        } catch {
            #expect(error.file == file.path && error.field == "editor.openedFrom" && error.message.contains("no habits"), "\(error)")
        }
        #expect(try TestSupport.fixtures.state("editor-invitation").scenario.editor?.openedFrom == .invitation)
    }

    // MARK: Controls and moments

    @Test("A1, L12: each Habits row has a View progress button; a times-a-week row says how many days are done")
    func progressButtons() throws {
        let (_, layout) = try solve("typical")
        let rows = layout.nodes.filter { $0.role == .row && $0.id.hasPrefix("row/") }
        #expect(rows.count >= 8)
        for row in rows {
            let button = try #require(layout[row.id + "/progress"])
            #expect(button.semantics.accessibility?.label == "View progress")
            #expect(button.frame.width >= 44 && button.frame.height >= 44)
        }
        #expect(layout["row/6b657074-0000-0000-0000-000000000003/week"]?.text?.content.string == "1 of 3 check-in days this week")
    }

    @Test("D16, L11: the editor has a Group row with New group and Manage groups, and the calendar toggle")
    func editorGroupAndCalendar() throws {
        let (_, layout) = try solve("editor-edit")
        #expect(layout["editor/group/choice"]?.semantics.accessibility?.value == "Health")
        #expect(layout["editor/group/new"]?.semantics.accessibility?.label == "New group")
        #expect(layout["editor/group/manage"]?.semantics.accessibility?.label == "Manage groups")
        let calendar = try #require(layout["editor/calendar"]?.semantics.accessibility)
        #expect(calendar.traits == [.toggle] && calendar.value == "Off")
    }

    @Test("D15: the Archive habit menu; `Walk · archived` with Undo; the Delete confirmation; `Walk · deleted` with Undo: one form with `Walk · logged` (D14; a designer flagged the two side by side)")
    func archiveAndDelete() throws {
        let (menuSurface, menu) = try solve("archive-menu")
        #expect(order(menuSurface, menu).map(\.label) == ["Walk", "Archive habit"])
        let (_, archived) = try solve("archived")
        #expect(archived["message/text"]?.text?.content.string == "Walk · archived")
        #expect(archived["message/undo"]?.semantics.accessibility?.label == "Undo")
        #expect(archived["archived/\(Self.walk)"] != nil && archived["row/\(Self.walk)"] == nil)
        let (dialogSurface, dialog) = try solve("delete-confirmation")
        #expect(order(dialogSurface, dialog).filter { $0.traits.contains(.button) }.map(\.label) == ["Delete habit", "Cancel"])
        let (_, deleted) = try solve("deleted")
        #expect(deleted["message/text"]?.text?.content.string == "Walk · deleted")
        #expect(deleted["row/\(Self.walk)"] == nil && deleted["archived/\(Self.walk)"] == nil)
    }

    @Test("D14: a check-in's confirmation names the habit, or says all are logged once every habit is done")
    func checkInConfirmation() throws {
        let (_, one) = try solve("checked-in", "iphone", .cover)
        #expect(one["message/text"]?.text?.content.string == "Walk · logged")
        let (_, all) = try solve("checked-in-all", "iphone", .cover)
        let text = try #require(all["message/text"]?.text?.content.string)
        #expect(text.hasPrefix("All ") && text.hasSuffix(" habits logged today"))
        #expect(!strings(all).contains { $0.contains("+1") })
    }

    // MARK: What assistive technology reads

    @Test("A1: on the typical spread every check circle reads its habit's name (and Checked in), every progress button View progress")
    func labelsOnTypical() throws {
        let (surface, layout) = try solve("typical")
        let checks = layout.nodes.filter { $0.role == .check }
        #expect(checks.count >= 8)
        for check in checks {
            let a = try #require(check.semantics.accessibility, "\(check.id) has no label")
            let rowID = String(check.id.dropLast("/check".count))
            #expect(a.label == layout[rowID + "/name"]?.text?.content.string)
            #expect(a.traits == [.button])
            #expect((a.value == "Checked in") == (layout[check.id + "/ring"]?.attributes["checked"] == "true"))
        }
        let walk = try #require(order(surface, layout).first { $0.id == "row/\(Self.walk)/check" })
        #expect(walk.line.hasPrefix("Walk | Checked in | button | "))
        #expect(layout["add-habit"]?.semantics.accessibility?.traits == [.button])
        #expect(A03LabelledTargets().check(surface, layout).isEmpty)
    }

    @Test("A2: the reading order of rtl-arabic starts on the right page; typical's on the left")
    func readingDirection() throws {
        let (rtl, rtlLayout) = try solve("rtl-arabic")
        let right = try #require(rtl.pages.max { $0.frame.x < $1.frame.x })
        let first = try #require(order(rtl, rtlLayout).first)
        #expect(first.frame.minX >= right.frame.minX)
        let (ltr, ltrLayout) = try solve("typical")
        let firstLTR = try #require(order(ltr, ltrLayout).first)
        #expect(firstLTR.frame.maxX <= (ltr.fold?.frame.minX ?? 0) + 0.5)
        #expect(firstLTR.label == "Habits" && firstLTR.traits == [.header])
    }

    @Test("A2: an open editor is modal; its reading order is the sheet's alone")
    func editorIsModal() throws {
        let (surface, layout) = try solve("editor-new")
        let sheet = try #require(layout["editor"])
        let elements = order(surface, layout)
        #expect(elements.contains { $0.label == "Cancel" })
        // Every element is the sheet's: inside it, or below it in its body reached by scrolling.
        for element in elements {
            #expect(element.frame.minX >= sheet.frame.minX - 0.5 && element.frame.maxX <= sheet.frame.maxX + 0.5
                    && element.frame.minY >= sheet.frame.minY - 0.5, "\(element.id)")
        }
        #expect(!elements.contains { $0.label == "This week" })
    }
}
