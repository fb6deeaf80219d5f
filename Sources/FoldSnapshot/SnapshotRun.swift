import CreaseKit
import FoldRender
import Foundation

/// `crease snapshot verify|record`: the reference suite rendered in parallel and compared.
public struct SnapshotRun: Sendable {
    public var store: SnapshotStore
    public var mode: RecordMode
    public var filter: NameFilter?
    public var shard: Shard?

    public init(store: SnapshotStore, mode: RecordMode, filter: NameFilter? = nil, shard: Shard? = nil) {
        self.store = store
        self.mode = mode
        self.filter = filter
        self.shard = shard
    }

    public struct Entry: Sendable {
        public var key: StateKey
        public var name: String
        public var outcome: SnapshotStore.Outcome
    }

    public struct Summary: Sendable {
        public var entries: [Entry]
        public var orphans: [String]
        public var failed: [Entry] { entries.filter { !$0.outcome.passed } }
        public var recorded: Int {
            entries.filter { if case .recorded = $0.outcome { return true }; return false }.count
        }
    }

    /// The cases this run covers: the suite, filtered, then this shard's share.
    public func selected(_ keys: [StateKey]) -> [StateKey] {
        keys.filter { key in
            (filter?.matches(key.fileName) ?? true) && (shard?.contains(key.fileName) ?? true)
        }
    }

    public func run(fixtures: Fixtures, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Summary {
        let all = try ReferenceSuite.keys(fixtures: fixtures)
        let keys = selected(all)
        let inputs = try BatchInputs.load(keys, fixtures: fixtures)
        let store = self.store, mode = self.mode
        let entries = try Batch.run(keys, inputs: inputs, progress: progress) { pipeline, key, state, device in
            let image = try pipeline.render(state, on: device, key.request)
            return Entry(key: key, name: key.fileName, outcome: store.verify(image, name: key.fileName, mode: mode))
        }
        return Summary(entries: entries, orphans: Self.orphans(in: store.references, expected: Set(all.map(\.fileName))))
    }

    /// Reference files that no case produces (T7).
    public static func orphans(in folder: URL, expected: Set<String>) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".png") && !expected.contains($0) }.sorted()
    }

    /// Removes orphan references (`record --prune`).
    public static func prune(_ orphans: [String], in folder: URL) throws {
        for name in orphans { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
    }
}
