import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import FoldMotion
import FoldRender
import Foundation
import HabitScreens
import Testing

/// The defects a designer found in the renders (issue 28), each on the screen and device it was seen
/// on, held by the P rules (SPEC.md P1–P8, S5) measured with the real text engine.
@Suite struct DesignerScreenTests {

    @Test("P1, P6, S5: Flip6 held-partial: every frame wraps each text at its box's width and no text lies on another, at L and AX5",
          arguments: [ContentSize.L, .AX5])
    func flipHeldPartial(_ size: ContentSize) throws {
        let gesture = try TestSupport.fixtures.gesture("held-partial")
        let run = Simulate(device: try TestSupport.fixtures.device("galaxy-z-flip6"), state: try TestSupport.fixtures.state("typical"),
                           gesture: gesture, size: size)
        let result = try run.run(measurer: try TestSupport.pipeline().measuring)
        #expect(result.commits.map(\.posture) == [.halfOpened])
        #expect(result.rows.contains { $0.progress.map { $0 > 0 && $0 < 1 } == true }, "the gesture has in-between frames")
        let broken = result.layoutViolations
        #expect(broken.isEmpty, "\(broken.prefix(5).map { "frame \($0.frame) \($0.rule) \($0.node ?? ""): \($0.message)" })")
    }

    @Test("P6: frames only interpolated between the two layouts (the way before P6) put the cover's lines in a box they do not fit")
    func interpolatedFramesBreakP6() throws {
        let device = try TestSupport.fixtures.device("galaxy-z-flip6")
        let state = try TestSupport.fixtures.state("typical")
        let pipeline = try TestSupport.pipeline()
        let simulator = Simulator(device: device, rules: RuleBook([P01NoTextOnText(), P06LegibleTransitions()]))
        let result = try simulator.run(try TestSupport.fixtures.gesture("held-partial")) { posture in
            let (_, layout) = Pipeline.solve(state, on: device, RenderRequest(posture: posture), measurer: pipeline.measuring)
            return MotionCanvas.place(layout, device: device, posture: posture, orientation: .upright)
        }
        #expect(Set(result.layoutViolations.map(\.rule)).contains("P6"))
    }

    @Test("P2, S5: on a Flip6 given a dock, the Fold5 in tabletop and the landscape Duo spread, no chrome runs across the fold",
          arguments: [("galaxy-z-flip6", Orientation.upright), ("galaxy-z-fold5", .landscape), ("surface-duo", .landscape)])
    func chromeClear(_ name: String, _ orientation: Orientation) throws {
        var device = try TestSupport.fixtures.device(name)
        if device.shell.dockWidth == 0 {
            // The profile the defect was seen on had the shell's dock.
            device.shell.dockWidth = 44
            device.shell.dockMargin = 8
        }
        let state = try TestSupport.fixtures.state("typical")
        for posture in [Posture.spread, .halfOpened] {
            let (surface, layout) = try TestSupport.pipeline().solve(state, on: device, RenderRequest(posture: posture, orientation: orientation))
            #expect(surface.docks.count == 2, "one dock a page")
            #expect(P02ChromeClearOfFolds().check(surface, layout).isEmpty)
            #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
        }
    }

    @Test("P3: on iPhone the Archive habit menu opens on the held Walk row, not in the middle of the page", arguments: [ContentSize.L, .AX5])
    func archiveMenuOnItsRow(_ size: ContentSize) throws {
        let (surface, layout) = try TestSupport.solve("archive-menu", "iphone", .cover, size: size)
        let menu = try #require(layout[ActionOverlays.menuID])
        let row = try #require(layout["row/6b657074-0000-0000-0000-000000000001"])
        #expect(abs(menu.frame.minY - row.frame.minY) < 1 || menu.frame.minY >= row.frame.maxY - 1 || menu.frame.maxY <= row.frame.minY + 1)
        #expect(P03AnchoredOverlays.gap(menu.frame, row.frame) <= P03AnchoredOverlays.reach)
        #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
    }

    @Test("P5: the medium widget never ellipsises a long name; it shows fewer habits instead", arguments: [ContentSize.L, .xxL])
    func widgetNamesWhole(_ size: ContentSize) throws {
        let state = try TestSupport.fixtures.state("widget-long-names")
        let family = try TestSupport.fixtures.widgetFamily("system-medium")
        let host = SurfaceHost.widget(family, deviceClass: "iphone")
        let (surface, layout) = try TestSupport.pipeline().solve(state, on: host, RenderRequest(posture: .cover, size: size))
        let names = layout.nodes(role: .widgetName)
        #expect(!names.isEmpty)
        for name in names { #expect(name.text.map(TextWholeness.isWhole) == true, "\(name.text?.lines.map(\.text) ?? [])") }
        #expect(!layout.nodes.contains { $0.text?.lines.contains { $0.text.hasSuffix("…") } == true })
        #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
    }

    @Test("P4: on iPhone at AX5 radio marks, the plus and the chart grow with their text; a chart under the details starts where the text does",
          arguments: ["editor-new", "long-names"])
    func glyphsGrow(_ scenario: String) throws {
        let (surface, layout) = try TestSupport.solve(scenario, "iphone", .cover, size: .AX5)
        #expect(P04GlyphsScaleWithText().check(surface, layout).isEmpty)
        let charts = layout.nodes(role: "chart")
        #expect(!charts.isEmpty)
        for chart in charts { #expect(chart.frame.height > 16, "\(chart.id) kept its L size") }
        for mark in layout.nodes(role: "option.mark") { #expect(mark.frame.width > 22, "\(mark.id) kept its L size") }
        for row in layout.nodes(role: .row) {
            guard let chart = layout[row.id + "/progress/icon"], let name = layout[HabitsPage.nameID(row: row.id)] else { continue }
            // Under the name (not beside it), the chart is flush with the text, not 13 pt in.
            if chart.frame.minY >= name.frame.maxY { #expect(abs(chart.frame.minX - name.frame.minX) <= 0.5, "\(row.id)") }
        }
    }

    @Test("P8, A2: on the Duo spread the first page is read whole before This week; each View progress names its habit; the week strip reads days")
    func readingOrder() throws {
        let (surface, layout) = try TestSupport.solve("typical", "surface-duo", .spread)
        let elements = ReadingOrder.elements(surface, layout, direction: .leftToRight)
        let thisWeek = try #require(elements.firstIndex { $0.id.hasPrefix("this-week") })
        // Nothing of the Habits page (the last row's detail, Add habit, Archived) is read after This week starts.
        #expect(!elements[thisWeek...].contains { $0.frame.midX < surface.pages[0].frame.maxX }, "\(elements[thisWeek...].map(\.id).prefix(4))")
        let progress = elements.filter { $0.label == "View progress" }
        #expect(progress.count >= 2)
        #expect(Set(progress.compactMap(\.value)).count == progress.count, "each names its habit")
        #expect(progress.first?.value == "Walk")
        let days = elements.filter { $0.id.hasPrefix("this-week/strip/day/") }
        #expect(days.count == 7)
        #expect(days.first?.label.hasPrefix("Monday 23") == true)
        #expect(days.allSatisfy { $0.value != nil })
        #expect(!elements.contains { $0.label == "M" || $0.label == "23" })
        #expect(P08ReadingOrder().check(surface, layout).isEmpty)
    }

    @Test("P8: on the Mac the sidebar is read before the page beside it")
    func macSidebarFirst() throws {
        let window = try TestSupport.fixtures.window("mac-window")
        let state = try TestSupport.fixtures.state("typical")
        let (surface, layout) = try TestSupport.pipeline().solve(state, on: .window(window, width: window.widths[0]), RenderRequest(posture: .cover))
        let elements = ReadingOrder.elements(surface, layout, direction: .leftToRight)
        let sidebar = try #require(surface.sidebar)
        let onPage = elements.firstIndex { !sidebar.contains($0.frame) }
        let firstOnPage = try #require(onPage)
        #expect(elements[..<firstOnPage].count >= 1, "the sidebar's destinations come first")
        #expect(!elements[firstOnPage...].contains { sidebar.contains($0.frame) })
    }

    @Test("P8: controls that read the same label and value are caught")
    func ambiguousControls() throws {
        let (surface, layout) = try TestSupport.solve("typical", "surface-duo", .spread)
        var nodes = layout.nodes
        // Two progress buttons that say whose progress they show pass; the same two saying nothing do not.
        for i in nodes.indices where nodes[i].role == "progress-button" {
            var semantics = nodes[i].semantics
            semantics.accessibility?.value = nil
            nodes[i] = SolvedNode(id: nodes[i].id, role: nodes[i].role, frame: nodes[i].frame, semantics: semantics, parent: nodes[i].parent, clip: nodes[i].clip)
        }
        let broken = P08ReadingOrder().check(surface, SolvedLayout(bounds: layout.bounds, nodes: nodes, regions: layout.regions))
        #expect(broken.count == 1 && broken[0].message.contains("View progress"))
    }

    @Test("P7: Drink water at 3 of 8 reads partly done on its Habits row and its Today row, as the widget and the calendar draw it")
    func oneTruth() throws {
        let water = "row/6b657074-0000-0000-0000-000000000004"
        let (surface, habits) = try TestSupport.solve("typical", "iphone", .cover)
        let ring = try #require(habits[water + "/check/ring"])
        guard case .arc(_, let fraction)? = ring.decoration?.symbol else {
            Issue.record("the ring of a habit partly done draws no arc: \(String(describing: ring.decoration?.symbol))")
            return
        }
        #expect(abs(fraction - 3.0 / 8) < 1e-9)
        #expect(habits[water + "/check"]?.semantics.accessibility?.value == "3 of 8 today")
        #expect(habits[water + "/check"]?.attributes[P07OneTruthPerState.stateKey] == "partial 3/8")
        let (_, today) = try TestSupport.solve("today", "iphone", .cover)
        let todayCheck = try #require(today.nodes.first { $0.id.hasSuffix("6b657074-0000-0000-0000-000000000004/check") })
        #expect(todayCheck.attributes[P07OneTruthPerState.stateKey] == "partial 3/8")
        #expect(P07OneTruthPerState().check(surface, habits).isEmpty)
        // Two nodes showing one habit's day two ways are caught.
        var nodes = habits.nodes
        let i = try #require(nodes.firstIndex { $0.id == water + "/check" })
        nodes.append(SolvedNode(id: "strip/day", role: "day", frame: nodes[i].frame,
                                attributes: [P07OneTruthPerState.subjectKey: nodes[i].attributes[P07OneTruthPerState.subjectKey] ?? "", P07OneTruthPerState.stateKey: "done"]))
        let broken = P07OneTruthPerState().check(surface, SolvedLayout(bounds: habits.bounds, nodes: nodes, regions: habits.regions))
        #expect(broken.map(\.node) == ["strip/day"])
    }

    @Test("M2, P6: folding shut in landscape moves the card by at most the whole point its regions are laid out on",
          arguments: ["galaxy-z-fold5", "pixel-9-pro-fold", "iphone-duo"], ["close", "fold-while-editing"])
    func landscapeClose(_ device: String, _ gesture: String) throws {
        let g = try TestSupport.fixtures.gesture(gesture)
        let run = Simulate(device: try TestSupport.fixtures.device(device), state: try TestSupport.fixtures.state(g.scenario ?? "typical"),
                           gesture: g, orientation: .landscape)
        let result = try run.run(measurer: try TestSupport.pipeline().measuring)
        let broken = result.frameViolations
        #expect(broken.isEmpty, "\(broken.prefix(3).map { "frame \($0.frame) \($0.rule): \($0.message)" })")
    }
}

/// The smaller things a designer marked (issue 28), each on the screen it was seen on.
extension DesignerScreenTests {
    @Test("L6: a separator starts at the text column of the rows it separates and runs to the card's edge, at L and AX5",
          arguments: [("typical", ContentSize.L), ("typical", .AX5), ("today", .L), ("today", .AX5)])
    func separatorsOnTheTextColumn(_ scenario: String, _ size: ContentSize) throws {
        let (_, layout) = try TestSupport.solve(scenario, "iphone", .cover, size: size)
        let separators = layout.nodes(role: "separator").filter { $0.id.hasSuffix("/separator-above") && $0.frame.width > 0 }
        #expect(separators.count >= 5)
        for separator in separators {
            let below = String(separator.id.dropLast("/separator-above".count))
            guard let name = layout[HabitsPage.nameID(row: below)], layout[below]?.role == .row else { continue }
            let card = try #require(layout[scenario == "today" ? "today" : HabitsPage.cardID])
            #expect(abs(separator.frame.minX - name.frame.minX) <= 0.5, "\(separator.id) starts at \(separator.frame.minX), the name at \(name.frame.minX)")
            #expect(abs(separator.frame.maxX - card.frame.maxX) <= 0.5, "\(separator.id) ends at \(separator.frame.maxX), the card at \(card.frame.maxX)")
        }
    }

    @Test("P7: This week's day labels read as the month calendar's column headers (Mo Tu We), not M T W")
    func oneWeekdayLabel() throws {
        let (_, week) = try TestSupport.solve("typical", "surface-duo", .spread)
        let (_, month) = try TestSupport.solve("history", "iphone", .cover)
        let strip = week.nodes.filter { $0.id.hasPrefix("this-week/strip/day/") && $0.id.hasSuffix("/label") }.compactMap { $0.text?.content.string }
        let headers = month.nodes(role: .historyWeekday).compactMap { header in
            month.nodes.first { $0.parent == header.id && $0.text != nil }?.text?.content.string ?? header.text?.content.string
        }
        #expect(strip.count == 7 && headers.count == 7)
        #expect(Set(strip) == Set(headers), "strip \(strip), calendar \(headers)")
        #expect(Set(strip).count == 7, "Tuesday and Thursday, Saturday and Sunday read apart")
    }

    @Test("P9: on the Fold5's cover at AX5 a row's detail sets its parts one a line when they cannot share one; no line starts with `·`")
    func detailParts() throws {
        let (surface, layout) = try TestSupport.solve("typical", "galaxy-z-fold5", .cover, size: .AX5)
        let details = layout.nodes(role: .detail).filter { $0.id.hasSuffix("/detail") }
        #expect(details.count >= 5)
        for detail in details {
            let lines = detail.text?.lines.map { $0.text.trimmingCharacters(in: .whitespaces) } ?? []
            #expect(!lines.contains { $0.hasPrefix("·") }, "\(detail.id): \(lines)")
        }
        let stacked = details.filter { $0.text?.content.string.contains("\n") == true }
        #expect(!stacked.isEmpty, "some detail is too wide to keep `Evening ·` on a line")
        for detail in stacked { #expect(detail.semantics.accessibility?.label.contains(" · ") == true, "read as one line: \(detail.id)") }
        #expect(P09GoodBreaks().check(surface, layout).isEmpty)
    }
}

extension DesignerScreenTests {
    @Test("R1: outside a display's rounded corners a render is transparent, light or dark, not a dark wedge; inside it is opaque",
          arguments: [Appearance.light, .dark])
    func transparentCorners(_ appearance: Appearance) throws {
        let device = try TestSupport.fixtures.device("iphone")
        let state = try TestSupport.fixtures.state("typical")
        let image = try Pipeline().render(state, on: device, RenderRequest(posture: .cover, options: RenderOptions(appearance: appearance)))
        for (x, y) in [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)] {
            #expect(image.pixel(x: x, y: y).a == 0, "corner \(x),\(y) is \(image.pixel(x: x, y: y))")
        }
        #expect(image.pixel(x: image.width / 2, y: 2).a == 255)
        #expect(image.pixel(x: 2, y: image.height / 2).a == 255)
    }
}

extension DesignerScreenTests {
    @Test("The Day Notes heading is larger than the notes under it, as dark as they are, and read as a heading", arguments: [ContentSize.L, .AX5])
    func dayNotesHeading(_ size: ContentSize) throws {
        let (_, layout) = try TestSupport.solve("history", "iphone", .cover, size: size)
        let title = try #require(layout["history/notes/title"])
        let notes = layout.nodes(role: .historyNote).compactMap { layout[$0.id + "/text"] }
        #expect(!notes.isEmpty)
        let titleFont = try #require(title.text?.content.font)
        for note in notes {
            let font = try #require(note.text?.content.font)
            #expect(titleFont.size > font.size, "heading \(titleFont.size) pt over notes at \(font.size) pt")
            #expect(title.text?.content.color == note.text?.content.color, "the heading is no lighter than the notes")
        }
        #expect(title.semantics.accessibility?.traits.contains(.header) == true)
    }
}

extension DesignerScreenTests {
    @Test("W3, L11: on the Mac the editor fits the window at every review width: Archive habit and every section above the window's bottom")
    func macEditorFits() throws {
        let window = try TestSupport.fixtures.window("mac-window")
        let state = try TestSupport.fixtures.state("editor-edit")
        for width in window.widths {
            let (surface, layout) = try TestSupport.pipeline().solve(state, on: .window(window, width: width), RenderRequest(posture: .cover))
            let bottom = try #require(surface.pages.first?.content.maxY)
            let sheet = try #require(layout[EditorSheet.sheetID])
            let archive = try #require(layout["editor/archive"])
            #expect(sheet.frame.maxY <= bottom + 0.5, "at \(width) pt the sheet ends at \(sheet.frame.maxY), the window at \(bottom)")
            #expect(archive.frame.maxY <= sheet.frame.maxY && archive.frame.minY >= sheet.frame.minY, "at \(width) pt Archive habit is off the sheet")
            for section in ["editor/schedule", "editor/part", "editor/details", "editor/group"] {
                #expect((layout[section]?.frame.maxY ?? .infinity) <= sheet.frame.maxY, "\(section) at \(width) pt")
            }
            #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
        }
    }
}

extension DesignerScreenTests {
    @Test("The progress sheet has a grabber and a Done button, is as tall as what it holds and rises from the page's bottom over the dimmed page",
          arguments: ["iphone", "galaxy-z-fold5"])
    func progressSheet(_ device: String) throws {
        let (surface, layout) = try TestSupport.solve("progress", device, .cover)
        let sheet = try #require(layout["progress"])
        let page = try #require(surface.pages.first?.content)
        #expect(layout["progress/grabber"] != nil)
        let done = try #require(layout[ProgressSheet.doneID])
        #expect(done.frame.height >= 44 && sheet.frame.contains(done.frame))
        #expect(done.semantics.accessibility?.label == "Done")
        // As tall as its content, not the page: the explanation ends near the sheet's bottom.
        // It reaches the display's bottom edge (P15, issue 53), its content clear of the home indicator.
        let display = try #require(surface.pages.first?.frame)
        let inset = display.maxY - page.maxY
        let last = try #require(layout["progress/explanation"])
        #expect(sheet.frame.maxY - last.frame.maxY <= 24 + inset, "\(sheet.frame.maxY - last.frame.maxY) pt empty under the explanation")
        #expect(last.frame.maxY <= page.maxY)
        #expect(sheet.frame.height < page.height * 0.8)
        #expect(abs(sheet.frame.maxY - display.maxY) <= 1, "the sheet rises from the display's bottom")
        #expect(layout.nodes(role: .scrim).contains { $0.frame.contains(page) }, "the page is dimmed behind the sheet")
        #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
    }

    @Test("On a spread a habit's progress opens on the other page in place of This week: no second week card, no sheet, the Habits page undimmed",
          arguments: [("surface-duo", Posture.spread), ("galaxy-z-fold5", .spread), ("galaxy-z-flip6", .spread), ("galaxy-z-flip6", .halfOpened)])
    func progressOnTheOtherPage(_ device: String, _ posture: Posture) throws {
        let (surface, layout) = try TestSupport.solve("progress", device, posture)
        try #require(surface.pages.count == 2)
        let card = try #require(layout["progress"])
        let other = try #require(RuleGeometry.page(holding: card.frame, on: surface))
        #expect(other.index == 1, "the progress is on page \(other.index + 1)")
        #expect(layout["progress/grabber"] == nil, "a page has no grabber")
        let done = try #require(layout[ProgressSheet.doneID])
        #expect(done.frame.height >= 44 && card.frame.contains(done.frame))
        #expect(layout[ThisWeekPage.cardID] == nil, "This week's card stands beside the same week")
        #expect(layout.nodes(role: .scrim).isEmpty, "nothing is dimmed")
        let list = try #require(surface.pages.first?.content)
        #expect(layout.nodes(role: .row).contains { list.contains($0.frame) }, "the Habits page shows its rows")
        #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
    }
}

extension DesignerScreenTests {
    @Test("A2: after Close the focused element shows a focus ring in the render (the edited habit's name, the Add habit row); none without focus",
          arguments: [("editor-closed-habit-name", "row/6b657074-0000-0000-0000-000000000001/name"), ("editor-closed-add-habit", "add-habit")])
    func focusRing(_ scenario: String, _ focused: String) throws {
        let device = try TestSupport.fixtures.device("iphone")
        let pipeline = try TestSupport.pipeline()
        let request = RenderRequest(posture: .cover, options: RenderOptions(scale: 2))
        let (_, layout) = try TestSupport.solve(scenario, "iphone", .cover)
        let node = try #require(layout[focused])
        #expect(node.semantics.hasFocus)
        // The ring's left side: 6 pt left of a text's lines, just inside a row's frame.
        let left = node.text.map { ($0.lines.map(\.frame.minX).min() ?? node.frame.minX) - 5 } ?? node.frame.minX + 1
        let x = Int(left * 2), y = Int(node.frame.midY * 2)
        let focus = try pipeline.render(try TestSupport.fixtures.state(scenario), on: device, request).pixel(x: x, y: y)
        let plain = try pipeline.render(try TestSupport.fixtures.state("typical"), on: device, request).pixel(x: x, y: y)
        // In the app's accent (Kept's green, 0x2F6B4F), not the system blue (issue 53).
        func accent(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.g) > Int(p.r) + 30 && Int(p.g) > Int(p.b) + 10 && p.g < 160 }
        #expect(accent(focus), "a focus ring at \(x),\(y): \(focus)")
        #expect(!accent(plain), "no ring without focus: \(plain)")
    }
}

extension DesignerScreenTests {
    @Test("The Undo message takes its band from the page: no text of the page lies under it, and it takes at most half the page",
          arguments: [("iphone", ContentSize.L), ("galaxy-z-fold5", .AX5), ("galaxy-z-flip6", .AX3), ("galaxy-z-flip6", .AX5)])
    func messageBand(_ device: String, _ size: ContentSize) throws {
        for scenario in ["archived", "deleted", "checked-in"] {
            let (surface, layout) = try TestSupport.solve(scenario, device, .cover, size: size)
            let bar = try #require(layout[ActionOverlays.messageID])
            let page = try #require(surface.pages.first?.content)
            #expect(bar.frame.height <= page.height / 2 + 1, "\(scenario): the bar is \(bar.frame.height) pt of a \(page.height) pt page")
            let covered = layout.nodes.filter { node in
                guard node.text != nil, !node.id.hasPrefix(ActionOverlays.messageID), let visible = RuleGeometry.visible(node) else { return false }
                return visible.intersects(bar.frame) && visible.height > 0.5
            }
            #expect(covered.isEmpty, "\(scenario) on \(device) at \(size): under the bar \(covered.map(\.id).prefix(3))")
            #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
        }
    }
}

extension DesignerScreenTests {
    @Test("P4: the week strip's weekdays and dates grow with the text size: at AX5 the days wrap before they shrink under 45% of the caption size",
          arguments: [("typical", "galaxy-z-fold5", Posture.spread), ("typical", "galaxy-z-flip6", .spread), ("typical", "surface-duo", .spread),
                      ("progress", "iphone", .cover), ("progress", "galaxy-z-flip6", .cover), ("progress", "galaxy-z-fold5", .halfOpened)])
    func weekStripGrows(_ scenario: String, _ device: String, _ posture: Posture) throws {
        let caption = Typography(.AX5).caption.size
        let (surface, layout) = try TestSupport.solve(scenario, device, posture, size: .AX5)
        let (_, atL) = try TestSupport.solve(scenario, device, posture, size: .L)
        // The strip's own (a spread's page also shows the habit's month, a dense grid that caps its numbers).
        let days = layout.nodes.filter { ($0.role == .dayDate || $0.role == .dayLabel) && $0.id.contains("/strip/") }
        #expect(days.count == 14)
        for day in days {
            let size = try #require(day.text?.content.font.size)
            #expect(size >= caption * 0.45, "\(day.id) at \(size) pt beside a \(caption) pt caption")
        }
        let largest = atL.nodes.filter { $0.role == .dayDate && $0.id.contains("/strip/") }.compactMap(\.text?.content.font.size).max() ?? 0
        #expect(days.compactMap(\.text?.content.font.size).min() ?? 0 > largest, "AX5's days are larger than L's")
        #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
    }
}
