import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import FoldRender
import Foundation
import HabitScreens
import Testing

/// The defects a designer found in the renders (issue 28), each on the screen and device it was seen
/// on, held by the P rules (SPEC.md P1–P8, S5) measured with the real text engine.
@Suite struct DesignerScreenTests {
    func solve(_ scenario: String, _ device: String, _ posture: Posture, _ orientation: Orientation = .upright,
               size: ContentSize = .L) throws -> (Surface, SolvedLayout) {
        let state = try TestSupport.fixtures.state(scenario)
        let d = try TestSupport.fixtures.device(device)
        return try TestSupport.pipeline().solve(state, on: d, RenderRequest(posture: posture, orientation: orientation, size: size))
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
        let (surface, layout) = try solve("archive-menu", "iphone", .cover, size: size)
        let menu = try #require(layout[ActionOverlays.menuID])
        let row = try #require(layout["row/6b657074-0000-0000-0000-000000000001"])
        #expect(abs(menu.frame.minY - row.frame.minY) < 1 || menu.frame.minY >= row.frame.maxY - 1 || menu.frame.maxY <= row.frame.minY + 1)
        #expect(P03AnchoredOverlays.gap(menu.frame, row.frame) <= P03AnchoredOverlays.reach)
        #expect(HabitsRules.book.check(surface, layout).isEmpty, "\(HabitsRules.book.check(surface, layout).prefix(3))")
    }
}
