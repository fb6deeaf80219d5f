/// What a run over many snapshots found: each snapshot's outcome, and the references no case produces.
public struct SnapshotSummary: Sendable {
    public struct Entry: Sendable {
        public var name: String
        public var outcome: SnapshotStore.Outcome
        /// How long rendering and comparing it took, when measured (JUnit's `time`).
        public var seconds: Double?
        public init(name: String, outcome: SnapshotStore.Outcome, seconds: Double? = nil) {
            self.name = name
            self.outcome = outcome
            self.seconds = seconds
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
    /// Failed for want of a reference, not for a difference.
    public var missing: Int {
        entries.count { if case .failed(let f) = $0.outcome { return f.missing }; return false }
    }

    /// What accepting the failures does, in words: `Accept this change`, `Accept these 3 changes`,
    /// `Record this missing reference`, `Accept these 2 changes and record 1 missing reference`.
    public var acceptPhrase: String {
        let missing = missing, changed = failed.count - missing
        func count(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }
        switch (changed, missing) {
        case (0, 1): return "Record this missing reference"
        case (0, _): return "Record these \(missing) missing references"
        case (1, 0): return "Accept this change"
        case (_, 0): return "Accept these \(changed) changes"
        default: return "Accept \(changed == 1 ? "this change" : "these \(changed) changes") and record \(count(missing, "missing reference", "missing references"))"
        }
    }
    public var recorded: [SnapshotStore.Recording] {
        entries.compactMap { if case .recorded(let r) = $0.outcome { return r }; return nil }
    }
    public var matched: Int {
        entries.count { if case .matched = $0.outcome { return true }; return false }
    }
}
