import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// The solver's cases as data (taffy's way): every file in LayoutFixtures/ is a tree, its bounds and
/// the frames worked out by hand, left to right and mirrored (L15). `crease bench --only layout`
/// solves the same files.
@Suite struct LayoutFixtureTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/FoldLayoutTests/LayoutFixtures")
    static let fixtures: [LayoutFixture] = (try? LayoutFixture.load(folder: folder)) ?? []

    @Test("The fixtures load: hugging, minimum heights, bottom and centre alignment, first lines, regions, first fits, lazy lists")
    func present() throws {
        _ = try LayoutFixture.load(folder: Self.folder)
        #expect(Self.fixtures.count >= 84)
    }

    @Test("Every node frame and text line matches the fixture", arguments: fixtures)
    func leftToRight(_ fixture: LayoutFixture) {
        check(fixture.solve(), fixture.expected, fixture)
    }

    @Test("The reference solver, written from the rules apart from the solver, gives every fixture's frames and lines too", arguments: fixtures)
    func referenceAgrees(_ fixture: LayoutFixture) {
        let reference = ReferenceSolver(measurer: ApproximateTextMeasurer(advance: fixture.measurer.advance, lineHeight: fixture.measurer.lineHeight))
        let placed = reference.solve(fixture.tree.node, bounds: fixture.bounds)
        for (id, frame) in fixture.expected.sorted(by: { $0.key < $1.key }) {
            #expect(placed[id]?.frame == frame, "\(fixture.name): \(id)")
        }
        for (id, lines) in fixture.lines.sorted(by: { $0.key < $1.key }) {
            #expect(placed[id]?.lines?.map(\.text) == lines, "\(fixture.name): \(id)")
        }
        for id in fixture.absent { #expect(placed[id] == nil, "\(fixture.name): \(id) is placed") }
    }

    @Test("L15: mirrored right to left, every frame matches the fixture", arguments: fixtures.filter { $0.expectedRightToLeft != nil })
    func rightToLeft(_ fixture: LayoutFixture) {
        check(fixture.solve(rightToLeft: true), fixture.expectedRightToLeft ?? [:], fixture)
    }

    func check(_ solved: SolvedLayout, _ expected: [String: Rect], _ fixture: LayoutFixture,
               sourceLocation: SourceLocation = #_sourceLocation) {
        for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(solved[id]?.frame == frame, "\(fixture.name): \(id)", sourceLocation: sourceLocation)
        }
        for (id, lines) in fixture.lines.sorted(by: { $0.key < $1.key }) {
            #expect(solved[id]?.text?.lines.map(\.text) == lines, "\(fixture.name): \(id)", sourceLocation: sourceLocation)
        }
        for id in fixture.absent {
            #expect(solved[id] == nil, "\(fixture.name): \(id) is drawn", sourceLocation: sourceLocation)
        }
    }
}

extension LayoutFixture: CustomTestStringConvertible {
    public var testDescription: String { name }
}
