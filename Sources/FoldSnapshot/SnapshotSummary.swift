/// What a run over many snapshots found: each snapshot's outcome, and the references no case produces.
public struct SnapshotSummary: Sendable {
    public struct Entry: Sendable {
        public var name: String
        public var outcome: SnapshotStore.Outcome
        public init(name: String, outcome: SnapshotStore.Outcome) {
            self.name = name
            self.outcome = outcome
        }
    }

    public var entries: [Entry]
    /// Reference files no case of the suite produces (T7).
    public var orphans: [String]

    public init(entries: [Entry], orphans: [String]) {
        self.entries = entries
        self.orphans = orphans
    }

    public var failed: [Entry] { entries.filter { !$0.outcome.passed } }
    public var recorded: [SnapshotStore.Recording] {
        entries.compactMap { if case .recorded(let r) = $0.outcome { return r }; return nil }
    }
    public var matched: Int {
        entries.count { if case .matched = $0.outcome { return true }; return false }
    }
}
