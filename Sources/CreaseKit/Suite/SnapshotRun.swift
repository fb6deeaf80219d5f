import CreaseInput
import FoldRender
import FoldSnapshot
import Foundation

/// `crease snapshot verify|record|report`: a package's declared cases rendered in parallel and
/// compared with its references (T9).
public struct SnapshotRun: Sendable {
    public var package: SnapshotPackage
    public var mode: RecordMode
    public var filter: NameFilter?
    public var shard: Shard?
    /// Replaces every case's tolerance (the command line's `--threshold` and limits).
    public var tolerance: Tolerance?

    public init(package: SnapshotPackage, mode: RecordMode, filter: NameFilter? = nil, shard: Shard? = nil,
                tolerance: Tolerance? = nil) {
        self.package = package
        self.mode = mode
        self.filter = filter
        self.shard = shard
        self.tolerance = tolerance
    }

    /// The cases this run covers: the suite's, filtered, then this shard's share (T15).
    public func selected(_ cases: [SnapshotCase]) -> [SnapshotCase] {
        let filtered = filtered(cases)
        return shard?.select(filtered, name: \.fileName) ?? filtered
    }

    func filtered(_ cases: [SnapshotCase]) -> [SnapshotCase] {
        guard let filter else { return cases }
        return cases.filter { filter.matches($0.fileName) }
    }

    /// What a run covered and found.
    public struct Result: Sendable {
        public var suite: SnapshotSuite
        /// Every case the suite declares.
        public var declared: [SnapshotCase]
        /// The cases this run checked.
        public var cases: [SnapshotCase]
        public var summary: SnapshotSummary
    }

    /// What a run would check: the suite, its declared cases and this run's share of them.
    public struct Plan: Sendable {
        public var suite: SnapshotSuite
        public var declared: [SnapshotCase]
        public var selected: [SnapshotCase]
        /// Set when a shard holds no case though the suite and filter select some (T15): the run
        /// passes, and this says why it checked nothing.
        public var note: String?
    }

    /// The declared cases, or an error saying why none would be checked (T10). A shard left empty
    /// because there are fewer cases than shards is no error (T15): it passes with a note.
    public func plan() throws(InputError) -> Plan {
        let (suite, declared) = try package.cases()
        let filtered = filtered(declared)
        let selected = shard?.select(filtered, name: \.fileName) ?? filtered
        if selected.isEmpty, let shard {
            let share = filtered.count
            if share > 0 {
                let cases = share == 1 ? "the 1 selected case fills 1" : "the \(share) selected cases fill \(share)"
                return Plan(suite: suite, declared: declared, selected: [],
                            note: "shard \(shard) holds no case (\(cases) of the \(shard.count) shards); nothing to check, so it passes")
            }
        }
        guard !selected.isEmpty else {
            let file = package.suiteFile.path
            if declared.isEmpty {
                let why = FileManager.default.fileExists(atPath: file) ? "declares no cases" : "does not exist, so the package declares no cases"
                throw InputError(file: file, message: why + " (a test's assertSnapshot declares its case when it first records)")
            }
            var what: [String] = []
            if let filter { what.append("--filter \(filter.description)") }
            if let shard { what.append("--shard \(shard)") }
            throw InputError(file: what.joined(separator: " "), message: "matches none of the \(declared.count) cases in \(file)")
        }
        return Plan(suite: suite, declared: declared, selected: selected, note: nil)
    }

    public func run(progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Result {
        try run(try plan(), progress: progress)
    }

    public func run(_ plan: Plan, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Result {
        let (suite, declared, cases) = (plan.suite, plan.declared, plan.selected)
        let inputs = try BatchInputs.load(cases.map(\.key), fixtures: package.fixtures)
        let mode = self.mode
        let base = package.store()
        let tolerance = self.tolerance, suiteTolerance = suite.tolerance
        let entries = try Batch.runIndexed(cases.map(\.key), inputs: inputs, progress: progress) { pipeline, index, key, state, host in
            let c = cases[index]
            var store = base
            store.tolerance = tolerance ?? c.tolerance ?? suiteTolerance ?? .exact
            // Each snapshot's time (JUnit's): the image's includes rendering, a text's only its comparison.
            let clock = ContinuousClock()
            var start = clock.now
            func timed(_ name: String, _ outcome: SnapshotStore.Outcome) -> SnapshotSummary.Entry {
                let elapsed = clock.now - start
                start = clock.now
                return SnapshotSummary.Entry(name: name, outcome: outcome, seconds: elapsed.seconds)
            }
            let rendered = try SnapshotEvidence.render(pipeline, state, on: host, key.request, masks: c.masks)
            var entries = [timed(c.fileName, store.verify(rendered.image, name: c.fileName, mode: mode, evidence: rendered.evidence))]
            if let text = c.readingOrderFileName {
                entries.append(timed(text, store.verifyText(rendered.readingOrder, name: text, mode: mode)))
            }
            if let text = c.layoutFileName {
                entries.append(timed(text, store.verifyText(rendered.layoutText, name: text, mode: mode)))
            }
            return entries
        }.flatMap { $0 }
        let orphans = base.orphans(expected: suite.referenceNames(declared))
        return Result(suite: suite, declared: declared, cases: cases, summary: SnapshotSummary(entries: entries, orphans: orphans))
    }
}
