import FoldSnapshot
import Testing

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
