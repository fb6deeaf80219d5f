import CreaseKit
import CreaseTestSupport
import FoldLayout
import FoldSnapshot
import XCTest

/// T1: the snapshot check is usable from XCTest too.
final class XCTestUsageTests: XCTestCase {
    func testVerifyFromXCTest() throws {
        let store = SnapshotStore.package(root: TestSupport.packageRoot)
        let message = Snapshotting.verify(scenario: "typical", device: "iphone", posture: .cover, store: store,
                                          fixtures: TestSupport.fixtures)
        XCTAssertNil(message, message ?? "")
    }

    func testMissingReferenceUnderNeverFails() throws {
        let dir = TestSupport.temporaryFolder("xctest")
        let store = SnapshotStore(references: dir, artifacts: dir.appendingPathComponent("artifacts"))
        let message = Snapshotting.verify(scenario: "empty", device: "iphone", posture: .cover, record: .never, store: store,
                                          fixtures: TestSupport.fixtures)
        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("no reference") == true)
    }
}
