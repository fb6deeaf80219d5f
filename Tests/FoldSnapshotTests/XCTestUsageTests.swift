import CreaseKit
import CreaseTestSupport
import FoldLayout
import FoldSnapshot
import FoldSnapshotTesting
import XCTest

/// T1: the same assertion works from XCTest.
final class XCTestUsageTests: XCTestCase {
    func testAssertSnapshotFromXCTest() {
        assertSnapshot(of: "typical", on: "iphone", posture: .cover, record: .never)
    }

    func testMissingReferenceUnderNeverFails() throws {
        let root = TestSupport.temporaryFolder("xctest")
        let package = SnapshotPackage(root: root, fixtures: TestSupport.fixtures)
        let snapshot = SnapshotCase(StateKey(scenario: "empty", device: "iphone", posture: .cover))
        try package.declare(snapshot)
        let message = Snapshotting.verify(snapshot, in: package, record: .never)
        XCTAssertTrue(message?.contains("has no reference: the record mode is never, which writes none") == true, message ?? "passed")
    }
}
