import CreaseKit
import FoldLayout
import FoldRender
import FoldSnapshot
import Foundation
import Testing

/// Renders a scenario state and compares it with its reference in the package's `Snapshots/`
/// (T1). Record modes come from `record:`, then a `.snapshots(record:)` trait on the test or
/// suite, then `CREASE_RECORD`, then `CI` (never) or the default (missing).
public func assertSnapshot(
    of scenario: String, on device: String, posture: Posture, orientation: Orientation = .upright,
    size: ContentSize = .L, appearance: Appearance = .light, scale: Int = 1, named name: String? = nil,
    record: RecordMode? = nil, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let root = Snapshotting.packageRoot(of: filePath)
    let store = SnapshotStore.package(root: root)
    let fixtures = Fixtures(root: root.appendingPathComponent("Fixtures"))
    if let message = Snapshotting.verify(scenario: scenario, device: device, posture: posture, orientation: orientation,
                                         size: size, appearance: appearance, scale: scale, named: name, record: record,
                                         store: store, fixtures: fixtures) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Compares any image with its reference `name` in `store`.
public func assertSnapshot(of image: PixelBuffer, named name: String, store: SnapshotStore, record: RecordMode? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = Snapshotting.verify(image, named: name.hasSuffix(".png") ? name : name + ".png", record: record, store: store) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// A trait that sets the record mode for a test or a whole suite: `@Suite(.snapshots(record: .all))`.
public struct SnapshotRecordTrait: SuiteTrait, TestTrait, TestScoping {
    public let mode: RecordMode
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await RecordMode.$override.withValue(mode) { try await function() }
    }
}

extension Trait where Self == SnapshotRecordTrait {
    public static func snapshots(record mode: RecordMode) -> Self { SnapshotRecordTrait(mode: mode) }
}
