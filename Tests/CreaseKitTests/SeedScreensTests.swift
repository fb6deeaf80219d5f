import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import Foundation
import HabitDomain
import HabitScreens
import Testing

/// The screens of seed 000 that had no drawing (issue 30): the drawer, Settings → Menu and App Layout,
/// Manage groups, the editor's Chosen days and Times a week, the editor scrolled to its Schedule choices,
/// Today's failed read and the progress sheet's too-little-history copy. Each is a bundled scenario the
/// whole-matrix lint holds (LayoutRuleTests.lintMatrix) and a reference of the bundled suite.
@Suite struct SeedScreensTests {
    func solve(_ scenario: String, _ device: String = "iphone", _ posture: Posture = .cover, size: ContentSize = .L,
               state: ScenarioState? = nil) throws -> (Surface, SolvedLayout) {
        try TestSupport.solve(scenario, device, posture, size: size, state: state)
    }

    func order(_ surface: Surface, _ layout: SolvedLayout) -> [AccessibilityElement] {
        ReadingOrder.elements(surface, layout, direction: surface.direction)
    }

    @Test("D20, L11: the drawer lists Kept's destinations with Today selected and Settings last; a hidden Habits row is out of it, its habits kept",
          arguments: [ContentSize.L, .AX5])
    func drawer(size: ContentSize) throws {
        let (surface, layout) = try solve("drawer", size: size)
        let drawer = try #require(layout[DrawerPanel.drawerID])
        let rows = layout.nodes(role: .menuRow)
        #expect(rows.map { $0.semantics.accessibility?.label } == ["Today", "Tasks", "Calendar", "Goals", "Habits", "Settings"])
        #expect(layout[DrawerPanel.rowID(.today)]?.semantics.accessibility?.traits.contains(.selected) == true)
        #expect(layout[DrawerPanel.rowID(.habits)]?.semantics.accessibility?.traits.contains(.selected) == false)
        // The drawer is modal: the reading order is the drawer's alone, and it stands on the first page.
        let read = order(surface, layout).map(\.label)
        #expect(read.first == "Kept" && read.contains("Habits") && !read.contains("Walk"))
        let page = try #require(surface.pages.first)
        #expect(page.frame.contains(drawer.frame))

        let hidden = try TestSupport.fixtures.state("drawer-habits-hidden")
        let (_, without) = try solve("drawer-habits-hidden", size: size)
        #expect(without[DrawerPanel.rowID(.habits)] == nil)
        #expect(without.nodes(role: .menuRow).count == 5)
        // Hiding the row never deletes a habit or turns Habits off (D20).
        let shown = try TestSupport.fixtures.state("drawer")
        #expect(hidden.profile.settings.enabled && hidden.profile.activeHabits.count == shown.profile.activeHabits.count)
    }

    @Test("D20: Settings → Menu's Habits switch follows the menu row, App Layout's follows Habits on or off; neither removes a habit")
    func settingsPages() throws {
        func value(_ scenario: String, _ id: String) throws -> String? {
            try solve(scenario).1[id]?.semantics.accessibility?.value
        }
        #expect(try value("settings-menu", "settings/menu/habits") == "On")
        #expect(try value("settings-menu-habits-hidden", "settings/menu/habits") == "Off")
        #expect(try value("settings-menu-habits-hidden", "settings/menu/goals") == "On")
        #expect(try value("app-layout", "settings/app-layout/habits") == "On")
        #expect(try value("app-layout-habits-off", "settings/app-layout/habits") == "Off")
        let (_, off) = try solve("app-layout-habits-off")
        #expect(off["settings/app-layout/habits/detail"]?.text?.content.string == "Off · your habits are kept")
        #expect(off["settings/app-layout/today"] == nil, "Today is the app's home: App Layout has no switch for it")
        #expect(off["settings/app-layout/title"]?.text?.content.string == "App Layout")
        #expect(off[SettingsPages.backID]?.semantics.accessibility?.label == "Settings")
        let all = try TestSupport.fixtures.state("settings-menu").profile.habits
        #expect(all.count == 9)
        for scenario in ["settings-menu-habits-hidden", "app-layout-habits-off"] {
            #expect(try TestSupport.fixtures.state(scenario).profile.habits == all)
        }
    }

    @Test("D16: Manage groups lists the groups in the user's order with Rename and Archive, archived ones below with Restore and their habits kept")
    func manageGroups() throws {
        let (_, layout) = try solve("manage-groups")
        let cards = layout.nodes(role: .card).map(\.id)
        #expect(cards == [ManageGroupsPage.cardID, ManageGroupsPage.archivedID])
        func names(in card: String) -> [String] {
            guard let frame = layout[card]?.frame else { return [] }
            return layout.nodes(role: .name).filter { frame.contains($0.frame) }.compactMap { $0.text?.content.string }
        }
        #expect(names(in: ManageGroupsPage.cardID) == ["Health", "Mind", "Weekend projects"])
        #expect(names(in: ManageGroupsPage.archivedID) == ["Travel"])
        let travel = "groups/6b657074-0000-0000-0000-000000000067"
        #expect(layout[travel + "/restore"]?.semantics.accessibility?.value == "Travel")
        #expect(layout[travel + "/archive"] == nil && layout[travel + "/reorder"] == nil)
        #expect(layout[travel + "/detail"]?.text?.content.string == "1 habit kept with its history")
        let health = "groups/6b657074-0000-0000-0000-000000000065"
        #expect(layout[health + "/detail"]?.text?.content.string == "2 habits")
        #expect(layout[health + "/reorder"]?.semantics.accessibility?.traits == [.adjustable])
        #expect(layout[health + "/rename"] != nil && layout["groups/new"] != nil)

        // Reordering in the domain reorders the page: nothing else decides a group's place.
        var state = try TestSupport.fixtures.state("manage-groups")
        let mind = try #require(UUID(uuidString: "6b657074-0000-0000-0000-000000000066"))
        state.profile.reorderGroups([mind])
        let (_, reordered) = try solve("manage-groups", state: state)
        let first = try #require(reordered.nodes(role: .name).first)
        #expect(first.text?.content.string == "Mind")
    }

    @Test("D2, D5: the editor shows Chosen days' weekdays from the week's first day, exactly the habit's", arguments: ["galaxy-z-fold5", "iphone"])
    func chosenDays(device: String) throws {
        let (_, layout) = try solve("editor-chosen-days", device, device == "iphone" ? .cover : .spread)
        let days = layout.nodes(role: .day).filter { $0.id.hasPrefix(EditorSheet.scheduleSectionID + "/days/") }
        #expect(days.map { $0.semantics.accessibility?.label } == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(days.filter { $0.attributes["checked"] == "true" }.map { $0.semantics.accessibility?.label } == ["Monday", "Wednesday", "Friday"])
        #expect(layout[EditorSheet.scheduleSectionID + "/chosen-weekdays"]?.semantics.accessibility?.traits.contains(.selected) == true)
        #expect(layout[EditorSheet.scheduleSectionID + "/count"] == nil)
    }

    @Test("D2: the editor shows Times a week's count with Fewer and More", arguments: [ContentSize.L, .AX5])
    func timesAWeek(size: ContentSize) throws {
        let (_, layout) = try solve("editor-times-a-week", size: size)
        let id = EditorSheet.scheduleSectionID + "/count"
        #expect(layout[id + "/value"]?.text?.content.string == "3 times a week")
        #expect(layout[id + "/fewer"]?.semantics.accessibility?.label == "Fewer")
        #expect(layout[id + "/more"]?.semantics.accessibility?.label == "More")
        #expect(layout[EditorSheet.scheduleSectionID + "/days"] == nil)
    }

    @Test("D18: an existing Training or Anytime habit shows its own part of day selected; a new habit is offered only Morning, Non-negotiables and Evening",
          arguments: [PartOfDay.training, .none])
    func existingPartOfDay(part: PartOfDay) throws {
        var state = try TestSupport.fixtures.state("editor-chosen-days")
        let journal = try #require(state.profile.habits.firstIndex { $0.name == "Journal" })
        state.profile.habits[journal].partOfDay = part
        let (_, layout) = try solve("editor-chosen-days", state: state)
        let options = layout.nodes(role: .option).filter { $0.id.hasPrefix("editor/part/") }
        #expect(options.map { $0.semantics.accessibility?.label } == ["Morning", "Non-negotiables", "Evening", part.label])
        #expect(layout["editor/part/\(part.rawValue)"]?.semantics.accessibility?.traits.contains(.selected) == true)
        let (_, new) = try solve("editor-new")
        #expect(new.nodes(role: .option).filter { $0.id.hasPrefix("editor/part/") }.count == 3)
    }

    @Test("L11: on iPhone at AX5 the editor scrolled to its Schedule choices shows the Schedule heading at the sheet's top and the choices below it")
    func scrolledToSchedule() throws {
        let (_, layout) = try solve("editor-schedule", size: .AX5)
        let label = try #require(layout["editor/schedule/label"])
        let clip = try #require(label.clip)
        #expect(abs(label.frame.minY - clip.minY - 8) < 0.5)
        let region = try #require(layout.regions.first { $0.frame == clip })
        #expect(region.scrollOffset > 0)
        let everyDay = try #require(layout[EditorSheet.scheduleSectionID + "/daily"])
        #expect(clip.contains(everyDay.frame))
        // The same scenario unscrolled opens at the sheet's top, where the Schedule heading is below the page.
        var state = try TestSupport.fixtures.state("editor-schedule")
        state.scenario.scrolledTo = nil
        let (_, top) = try solve("editor-schedule", size: .AX5, state: state)
        #expect(try #require(top["editor/schedule/label"]).frame.minY > label.frame.minY)
    }

    @Test("Bad input: an empty scrolledTo is refused naming the field")
    func emptyScrolledTo() throws {
        let folder = TestSupport.temporaryFolder("scrolled-to")
        let file = folder.appendingPathComponent("bad.json")
        let text = try String(contentsOf: TestSupport.fixtures.url("editor-schedule", kind: .scenarios, label: "scenario"), encoding: .utf8)
            .replacingOccurrences(of: "\"editor/schedule/label\"", with: "\"\"")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try TestSupport.crease(["render", "--scenario", file.path, "--device", "iphone", "--output", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("scrolledTo"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test("D21: Today's failed read says Habits aren't available right now; D11: a changed schedule's progress says there is too little history")
    func failedAndShortHistory() throws {
        let (_, today) = try solve("today-failed")
        #expect(today["failed"]?.text?.content.string == Copy.unavailable)
        #expect(today.nodes(role: .row).isEmpty)
        let (_, progress) = try solve("progress-changed-schedule")
        #expect(progress["progress/streak"]?.text?.content.string
                == "Your schedule changed recently, so there isn't enough history yet to calculate a weekly streak.")
        // Kept more often than asked: both figures, never `3 of 2` (D10).
        #expect(progress["progress/week"]?.text?.content.string == "3 check-in days this week (2 asked for)")
    }
}
