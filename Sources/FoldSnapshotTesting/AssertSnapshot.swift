import CreaseKit
import FoldImage
import FoldLayout
import FoldRender
import FoldSnapshot
import Foundation
import Testing
import XCTest

/// Renders a scenario state and compares it with its reference in the package's `Snapshots/` (T1),
/// from a Swift Testing test or an XCTest test alike. The package is the one holding the calling
/// file. The comparison is exact unless `tolerance` (or the suite's) says otherwise (T3); the record
/// mode comes from `record:`, then a `.snapshots(record:)` trait, then `CREASE_RECORD`, then `CI`
/// (never) or the default (missing). A reference that is recorded fails the test with its path (T10).
/// `masks` are node id globs painted over in both images before comparing (T14: a clock, a date).
/// `scale` is pixels per point (2, 2.625) or `.device`, the device's own density (T18).
public func assertSnapshot(
    of scenario: String, on device: String, posture: Posture, orientation: Orientation = .upright,
    size: ContentSize = .L, appearance: Appearance = .light, scale: ScaleSetting = 1, named name: String? = nil,
    tolerance: Tolerance? = nil, readingOrder: Bool = false, masks: [String] = [], record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let pixels: Double
    switch scale {
    case .pixels(let value): pixels = value
    case .device:
        do { pixels = try scale.on(try SnapshotPackage.of(filePath: "\(filePath)").fixtures.device(device)) } catch {
            fail("Snapshot of \(scenario) on \(device) could not be checked: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
            return
        }
    }
    let snapshot = SnapshotCase(StateKey(scenario: scenario, device: device, posture: posture, orientation: orientation,
                                         size: size, appearance: appearance, scale: pixels), name: name, readingOrder: readingOrder, masks: masks)
    assertSnapshot(snapshot, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders a widget scenario on a widget family's panel at a device class's size (`system-small` on
/// `iphone`) and compares it with its reference, as `assertSnapshot(of:on:posture:)` does for a device.
public func assertSnapshot(
    of scenario: String, widget family: String, on deviceClass: String, size: ContentSize = .L, appearance: Appearance = .light,
    scale: Double = 1, named name: String? = nil, tolerance: Tolerance? = nil, masks: [String] = [], record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let snapshot = SnapshotCase(StateKey(scenario: scenario, widget: family, deviceClass: deviceClass, size: size, appearance: appearance,
                                         scale: scale), name: name, masks: masks)
    assertSnapshot(snapshot, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders a scenario in a window profile at a width (`mac-window` at 1280 pt) and compares it with its reference.
public func assertSnapshot(
    of scenario: String, window: String, width: Int, size: ContentSize = .L, appearance: Appearance = .light, scale: Double = 1,
    named name: String? = nil, tolerance: Tolerance? = nil, masks: [String] = [], record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let snapshot = SnapshotCase(StateKey(scenario: scenario, window: window, width: width, size: size, appearance: appearance, scale: scale),
                                name: name, masks: masks)
    assertSnapshot(snapshot, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks one declared case (for a test parameterised over `SnapshotPackage.cases`).
public func assertSnapshot(
    _ snapshot: SnapshotCase, tolerance: Tolerance? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let package = SnapshotPackage.of(filePath: "\(filePath)")
    if let message = Snapshotting.verify(snapshot, in: package, record: record, tolerance: tolerance) {
        fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares an image the test made itself with its reference `name` in the package's `Snapshots/`.
public func assertSnapshot(
    of image: PixelBuffer, named name: String, tolerance: Tolerance? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let package = SnapshotPackage.of(filePath: "\(filePath)")
    if let message = Snapshotting.verify(image, named: name, in: package, record: record, tolerance: tolerance) {
        fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Every case the calling package declares in `Snapshots/suite.json`, for `@Test(arguments:)`.
/// A suite file that cannot be read throws, naming the file and the field.
public func declaredSnapshots(filePath: StaticString = #filePath) throws -> [SnapshotCase] {
    try SnapshotPackage.of(filePath: "\(filePath)").cases().cases
}

/// Records the failure with Swift Testing when a Swift Testing test is running, else with XCTest.
func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
