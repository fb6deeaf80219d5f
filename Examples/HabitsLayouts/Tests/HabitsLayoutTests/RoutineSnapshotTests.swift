import FoldSnapshotTesting
import Testing

/// The routine on Crease's bundled devices; the scenario and its dataset are this package's own,
/// in Fixtures/. References live in Snapshots/, declared in Snapshots/suite.json.
@Suite struct RoutineSnapshotTests {
    @Test func spreadOnSurfaceDuo() {
        assertSnapshot(of: "routine", on: "surface-duo", posture: .spread)
    }

    @Test func largestTextOnFoldCover() {
        assertSnapshot(of: "routine", on: "galaxy-z-fold5", posture: .cover, size: .AX5, appearance: .dark)
    }
}
