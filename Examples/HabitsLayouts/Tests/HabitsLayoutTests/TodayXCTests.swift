import FoldSnapshotTesting
import XCTest

/// The same assertion from XCTest: a failure is reported with XCTFail.
final class TodayXCTests: XCTestCase {
    func testTodayOnIPhone() {
        assertSnapshot(of: "routine-today", on: "iphone", posture: .cover)
    }
}
