import CreaseInput
import CreaseTestSupport
import FoldLayout
import Foundation
import HabitDomain
import Testing
@testable import HabitScreens

/// The screens' structure, solved with the font-free measurer (no Pango needed).
@Suite struct ScreensTests {
    let measurer = ApproximateTextMeasurer()

    func load(_ scenario: String) throws -> ScenarioState {
        let s = try JSONInput.load(Scenario.self, from: TestSupport.fixtureURL(scenario, .scenarios))
        let p = try JSONInput.load(Profile.self, from: TestSupport.fixtureURL(s.dataset, .datasets))
        return ScenarioState(scenario: s, profile: p)
    }

    func solve(_ scenario: String, device: String, posture: Posture, size: ContentSize = .L) throws -> SolvedLayout {
        let d = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL(device, .devices))
        let surface = Surface(device: d, posture: posture, orientation: .upright)
        let ctx = ScreenContext(surface: surface, size: size, state: try load(scenario))
        return LayoutSolver(measurer: measurer).solve(Screens.build(ctx), bounds: surface.bounds)
    }

    @Test("L6, L13: one row per active habit in page order, the Add habit row, and the archived section")
    func habitsPage() throws {
        let state = try load("typical")
        let layout = try solve("typical", device: "surface-duo", posture: .spread)
        let rows = layout.nodes(role: "row").map(\.id)
        #expect(rows == state.profile.pageOrder.map { "row/" + $0.id.uuidString.lowercased() })
        #expect(layout["add-habit"] != nil)
        #expect(layout.nodes(role: "archived-row").count == state.profile.archivedHabits.count)
        #expect(layout.nodes(role: "name").allSatisfy { $0.text?.lines.isEmpty == false })
    }

    @Test("Separators are named after the row below them, so a transition moves each with its row")
    func separatorIdentities() throws {
        let state = try load("typical")
        let layout = try solve("typical", device: "surface-duo", posture: .spread)
        let order = state.profile.pageOrder.map { "row/" + $0.id.uuidString.lowercased() }
        let separators = layout.nodes(role: "separator").map(\.id)
        #expect(separators.prefix(order.count) == ArraySlice(order.dropFirst().map { $0 + "/separator-above" } + ["add-habit/separator-above"]))
        #expect(Set(layout.ids).count == layout.ids.count)
        for id in separators {
            let below = String(id.dropLast("/separator-above".count))
            #expect((layout[id]?.frame.maxY ?? .infinity) <= (layout[below]?.frame.minY ?? -.infinity))
        }
    }

    @Test("D21, L9: loading shows no invitation; failed says so; an empty list invites")
    func states() throws {
        let loading = try solve("loading", device: "iphone", posture: .cover)
        #expect(loading["invitation"] == nil && loading.nodes(role: "skeleton").count == 3)
        let failed = try solve("failed", device: "iphone", posture: .cover)
        #expect(failed["failed"]?.text?.content.string == "Habits aren’t available right now.")
        let empty = try solve("empty", device: "iphone", posture: .cover)
        #expect(empty["invitation"]?.text?.content.string == "Track your habits")
        let off = try solve("habits-off", device: "iphone", posture: .cover)
        let strings: [String] = off.nodes.compactMap { $0.text?.content.string }
        #expect(strings.contains("Turn on Habits"))
        #expect(off.nodes(role: "row").isEmpty)
    }

    @Test("L11, D19: the editor lists every Schedule choice and keeps the draft's identity")
    func editor() throws {
        let layout = try solve("editor-edit", device: "surface-duo", posture: .cover)
        for choice in EditorSheet.scheduleChoices { #expect(layout["editor/schedule/\(choice.id)"] != nil) }
        #expect(layout["editor"]?.attributes["draft"]?.isEmpty == false)
        #expect(layout["editor/delete"] != nil)
        let fresh = try solve("editor-new", device: "surface-duo", posture: .cover)
        #expect(fresh["editor/delete"] == nil)
        #expect(fresh["editor/title"]?.text?.content.string == "New habit")
    }

    @Test("L15: right-to-left languages are recognised from the locale")
    func direction() {
        #expect(LayoutDirection(locale: "ar_EG") == .rightToLeft)
        #expect(LayoutDirection(locale: "he-IL") == .rightToLeft)
        #expect(LayoutDirection(locale: "fa_IR") == .rightToLeft)
        #expect(LayoutDirection(locale: "en_GB") == .leftToRight)
        #expect(LayoutDirection(locale: "de") == .leftToRight)
    }

    @Test("L12, P4: check rings grow with the text size of their names, always inside a touch area of at least 44 pt",
          arguments: [ContentSize.xS, .L, .AX2, .AX5])
    func ringSizes(_ size: ContentSize) throws {
        let layout = try solve("typical", device: "iphone", posture: .cover, size: size)
        let checks = layout.nodes(role: "check")
        #expect(!checks.isEmpty)
        for check in checks {
            let ring = try #require(layout[check.id + "/ring"])
            #expect(check.frame.width >= 44 && check.frame.height >= 44)
            #expect(check.frame.contains(ring.frame))
            // The ring is as large as its name asks: the name's own size, which L8 may set below the row's.
            let name = try #require(layout[HabitsPage.nameID(row: String(check.id.dropLast("/check".count)))]?.text)
            #expect(abs(ring.frame.width - Swift.min(48, Swift.max(26, name.content.font.size * Metrics.ringRatio))) < 0.01)
            #expect(name.content.font.size < TextStyle.body.pointSize(size) || ring.frame.width == Metrics.ring(size))
        }
        // Issue 53 (P13): capped at 36 pt the AX5 ring was 0.68 of its 53 pt name; it keeps over half of
        // its default proportion (26 beside 17) now.
        #expect(Metrics.ring(.L) == 26 && abs(Metrics.ring(.AX5) - 0.77 * 53) < 0.01)
        #expect(Metrics.ring(.AX5) >= 0.5 * Metrics.ringProportion * 53)
    }
}
