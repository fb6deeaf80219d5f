import CreaseTestSupport
import FoldLayout
import Foundation
import HabitDomain
import Testing
@testable import HabitScreens

/// The Mac Habits destination (W3): the sidebar, the same Habits content and controls beside it at
/// every width, Archived below the card, and the editor's Archive in the neutral colour.
@Suite struct MacWindowTests {
    static let allWidths = [760.0, 900, 1280, 1680, 2560]

    @Test("W3, D20: Habits stays a sidebar destination, selected, also while the Today block is hidden")
    func sidebar() throws {
        let state = try Surfaces.state("today-hidden")
        #expect(!state.profile.showsTodayBlock)
        let layout = Surfaces.solve(state, on: try Surfaces.window(width: 1280))
        let habits = try #require(layout["\(MacWindow.sidebarID)/habits"])
        #expect(habits.role == .macDestination && habits.attributes["selected"] == "true")
        #expect(layout.nodes(role: .macDestination).map { $0.attributes["destination"] ?? "" } == ["today", "habits", "goals"])
        #expect(layout[HabitsPage.cardID] != nil)
        #expect(layout.nodes(role: .row).count == state.profile.pageOrder.count)
    }

    @Test("W3, L13: the same Habits rows and controls at every width, Archived below the card, This week beside it when there is room",
          arguments: allWidths)
    func widths(_ width: Double) throws {
        let state = try Surfaces.state("typical")
        let surface = try Surfaces.window(width: width)
        let layout = Surfaces.solve(state, on: surface)
        #expect(layout.nodes(role: .row).count == state.profile.pageOrder.count)
        #expect(layout.nodes(role: .check).count == state.profile.pageOrder.count)
        #expect(layout["add-habit"] != nil)
        let card = try #require(layout[HabitsPage.cardID])
        let archived = try #require(layout["archived"])
        #expect(archived.frame.minY >= card.frame.maxY)
        let sidebar = try #require(surface.sidebar)
        #expect(card.frame.minX >= sidebar.maxX)
        let week = layout["this-week"]
        #expect((week != nil) == (width >= 1280), "This week at \(width)")
        if let week { #expect(week.frame.minX > card.frame.maxX) }
        #expect(Surfaces.violations(surface, layout).isEmpty, "\(Surfaces.violations(surface, layout).prefix(3))")
    }

    @Test("W3: the Mac editor archives in the neutral action colour; the iPhone editor keeps Delete")
    func archiveNeutral() throws {
        let state = try Surfaces.state("editor-edit")
        let mac = Surfaces.solve(state, on: try Surfaces.window(width: 1280))
        let archive = try #require(mac["editor/archive"])
        let label = try #require(mac["editor/archive/label"])
        #expect(label.parent == archive.id)
        #expect(label.text?.content.string == "Archive habit")
        #expect(label.text?.content.color == "action.neutral")
        #expect(archive.attributes["action"] == "archive")
        #expect(mac["editor/delete"] == nil)
        let phone = Surfaces.solve(state, on: try Surfaces.display("iphone"))
        #expect(phone.nodes.first { $0.parent == "editor/delete" }?.text?.content.color == "destructive")
        #expect(phone["editor/archive"] == nil)
    }

    @Test("W3, D21: before habits arrive there is no invitation; a failed read says so", arguments: ["loading", "failed", "empty", "habits-off"])
    func states(_ scenario: String) throws {
        let surface = try Surfaces.window(width: 1280)
        let layout = Surfaces.solve(try Surfaces.state(scenario), on: surface)
        #expect(layout["\(MacWindow.sidebarID)/habits"] != nil)
        switch scenario {
        case "loading": #expect(layout["invitation"] == nil && layout.nodes(role: .skeleton).count == 3)
        case "failed": #expect(layout["failed"]?.text?.content.string == "Habits aren’t available right now.")
        case "empty": #expect(layout["invitation"]?.text?.content.string == "Track your habits")
        default: #expect(layout["turn-on"] != nil)
        }
        #expect(Surfaces.violations(surface, layout).isEmpty)
    }

    @Test("W3: every Habits destination scenario keeps every rule in a window, left to right and right to left",
          arguments: ["typical", "today-hidden", "editor-edit", "editor-new", "discard", "progress", "today", "long-names", "rtl-arabic"])
    func rules(_ scenario: String) throws {
        let state = try Surfaces.state(scenario)
        for width in Self.allWidths {
            let surface = try Surfaces.window(width: width, direction: LayoutDirection(locale: state.profile.locale))
            let violations = Surfaces.violations(surface, Surfaces.solve(state, on: surface))
            #expect(violations.isEmpty, "\(width): \(violations.prefix(3))")
        }
    }
}
