import CreaseCommandLine
import CreaseFixtures
import CreaseIO
import CreaseInput
import FoldSnapshot
import Foundation

/// `crease snapshot verify|record|report|prune|list|accept`: the cases a package declares in
/// `Snapshots/suite.json` (T9, T10), and a reviewer's decisions from the report (T13).
public enum SnapshotCommand {
    /// The CI whose annotation commands `--annotations` prints (T16).
    public enum AnnotationFormat: String, ArgumentChoice {
        case github
        public init?(argument: String) { self.init(rawValue: argument) }
    }

    /// What to do with the package's declared cases.
    public enum Action: String, ArgumentChoice {
        case verify, record, report, prune, list, accept
        public init?(argument: String) { self.init(rawValue: argument) }
    }

    static let package = Option<String>.text("package", placeholder: "dir", help: "The Swift package whose suite to use.",
                                             default: "the package holding the current folder")
    static let filter = Option<String>.text("filter", placeholder: "glob",
                                            help: "Only cases whose name matches (e.g. 'typical__surface-duo__*'; without * ? [ the name exactly). Repeatable.")
    static let shard = Option<Shard>("shard", placeholder: "i/n", help: "Run shard i of n (a deterministic partition for CI matrices).") { (text: String) throws(InputError) -> Shard in
        guard let s = Shard(text) else { throw InputError(file: "--shard", message: "'\(text)' is not of the form i/n with 1 ≤ i ≤ n") }
        return s
    }
    static let failed = Flag("failed", help: "With record: re-record only the cases that fail now.")
    static let report = Option<String>.text("report", placeholder: "dir", help: "Write an offline HTML report (difference, actual, expected, side by side, slider).",
                                            default: "with report: .build/snapshot-report")
    static let decisions = Option<String>.text("decisions", placeholder: "file",
                                               help: "With accept: the decisions file the report's page saved; applies exactly the accepted ones.")
    static let includePassed = Flag("include-passed", help: "Put passed snapshots' images in the report too.")
    static let threshold = Option<Double>.number("threshold", placeholder: "t", help: "Opt into pixelmatch's perceptual colour threshold for every case.",
                                                 in: 0...1, default: "the suite's, else 0: every changed pixel counts")
    static let ignoreAntialiasing = Flag("ignore-antialiasing", help: "Skip pixels pixelmatch's anti-aliasing detection flags.")
    static let maxDiffPixels = Option<Int>.integer("max-diff-pixels", placeholder: "n", help: "Pass when at most n pixels differ.", in: 0...Int.max)
    static let maxDiffRatio = Option<Double>.number("max-diff-ratio", placeholder: "r", help: "Pass when at most this share of pixels differs.", in: 0...1)
    static let merge = Option<String>.text("merge", placeholder: "dir", help: "With report: join these shards' report folders into one report (--report), one decisions file for all.").several()
    static let junit = Option<String>.text("junit", placeholder: "file", help: "Also write the run as JUnit XML (one test case per snapshot) for the CI's test report.")
    static let annotations = Option<AnnotationFormat>.choice("annotations", help: "Also print each failure as the CI's annotation on its reference file.")
    static let references = Option<String>.text("references", placeholder: "dir", help: "Reference folder (suite.json lives in it).", default: "<package>/Snapshots")
    static let artifacts = Option<String>.text("artifacts", placeholder: "dir", help: "Failure artifacts folder.", default: "<package>/.build/snapshot-artifacts")

    public static let command = Command(
        "snapshot", summary: "Verify, record, report or prune the snapshots a package declares in Snapshots/suite.json.",
        positionals: [.init(name: "verify|record|report|prune|list|accept", help: "What to do with the package's declared cases.")],
        options: .of(package, Options.fixtures, filter, shard, failed, report, includePassed, decisions, merge, junit, annotations, threshold,
                     ignoreAntialiasing, maxDiffPixels, maxDiffRatio, references, artifacts, Options.json),
        discussion: """
        verify exits 1 when a snapshot fails and prints the command that re-records exactly the failing ones;
        record writes references (all selected cases, or with --failed only those that fail) and prints each path;
        report is verify with the HTML report; prune deletes references no declared case produces; list prints the cases;
        accept --decisions FILE applies the decisions saved from a report's page (its actuals read from --report),
        refusing the whole file, and writing nothing, when a reference is no longer the one reviewed.
        A failure names what changed in the layout (causes first: text, nodes that came or went, sizes, then the moves they caused), the rules the new layout breaks and, first,
        how this machine's renderer and fonts differ from those that made the reference; --json prints it all.
        For CI: --junit FILE writes JUnit XML (one test case per snapshot, each failure's whole message), and
        --annotations github prints a GitHub Actions ::error on each failing reference (with --json, to standard error).
        Every printed command gives paths from the package's root. A case that passes removes the artifacts and report
        images an earlier failure of it left; report --merge DIR… joins shards' reports into one (--report).
        Shards are balanced: their case counts differ by at most one. A filter that selects no case is an error
        (exit 2); a shard left empty because there are fewer cases than shards passes with a note.
        """
    ) { args, context in
        let rawAction = args.positionals.first ?? ""
        guard let action = Action(argument: rawAction) else {
            throw InputError(file: "crease snapshot", message: "'\(rawAction)' is not one of \(Action.choices)")
        }
        let root = try args.value(package).map { context.url($0) } ?? PackageRoot.enclosing(context.directory) ?? context.directory
        guard FileManager.default.fileExists(atPath: root.path) else { throw InputError(file: "--package", message: "\(root.path) does not exist") }
        let useGiven = args.has(Options.fixtures) || !(context.environment["CREASE_FIXTURES"] ?? "").isEmpty
        let fixtures = useGiven ? try args.fixtures(context) : Fixtures(root: root.appendingPathComponent("Fixtures"))
        let snapshotPackage = SnapshotPackage(root: root, fixtures: fixtures,
                                              references: try args.value(references).map { context.url($0) },
                                              artifacts: try args.value(artifacts).map { context.url($0) })
        let filters = try args.all(filter)
        let mode: RecordMode = action == .record ? (args.flag(failed) ? .failed : .all) : .never
        let run = SnapshotRun(package: snapshotPackage, mode: mode, filter: filters.isEmpty ? nil : NameFilter(filters),
                              shard: try args.value(shard), tolerance: try tolerance(args))
        switch action {
        case .list:
            let plan = try run.plan()
            if let note = plan.note { context.err("crease: note: " + note + "\n") }
            for c in plan.selected { context.out(c.fileName) }
            return 0
        case .prune:
            let plan = try run.plan()
            let expected = plan.suite.referenceNames(plan.declared)
            let store = snapshotPackage.store()
            let removed = try store.prune(store.orphans(expected: expected), keeping: expected)
            for name in removed { context.out("removed " + OneLine.sanitize(snapshotPackage.references.appendingPathComponent(name).path)) }
            context.out("Pruned \(removed.count) orphan reference\(removed.count == 1 ? "" : "s"); kept the \(expected.count) the suite declares.")
            return 0
        case .accept:
            return try accept(run, args: args, context: context)
        case .report where args.has(merge):
            return try mergeReports(run, args: args, context: context)
        case .verify, .record, .report:
            guard !args.has(merge) else { throw InputError(file: "--merge", message: "joins reports: it goes with 'crease snapshot report', not \(action.rawValue)") }
            return try verify(run, action: action, args: args, context: context, filters: filters)
        }
    }

    /// `report --merge DIR…`: the shards' reports as one (T16), in --report's folder; nothing is run.
    static func mergeReports(_ run: SnapshotRun, args: Arguments, context: CommandContext) throws -> Int32 {
        let folder = context.url(try args.value(report) ?? run.package.root.appendingPathComponent(".build/snapshot-report").path)
        try OutputFolder.check(folder, label: "--report")
        let shards = try args.all(merge).map { context.url($0) }
        let merged = try HTMLReport.merge(shards, into: folder, applyCommand: run.package.applyCommand(report: folder))
        context.out("Merged \(shards.count) report\(shards.count == 1 ? "" : "s"): \(merged.shown) snapshot\(merged.shown == 1 ? "" : "s") to review, "
                    + "\(merged.passed) passed. Report: \(OneLine.sanitize(merged.page.path))")
        return 0
    }

    /// Applies a reviewer's decisions (T13): exactly the accepted references change.
    static func accept(_ run: SnapshotRun, args: Arguments, context: CommandContext) throws -> Int32 {
        guard let path = try args.value(decisions) else {
            throw InputError(file: "crease snapshot accept", message: "needs --decisions FILE (the file the report's page saved)")
        }
        let file = context.url(path)
        let loaded = try SnapshotDecisions.load(file)
        let reportFolder = context.url(try args.value(report) ?? run.package.root.appendingPathComponent(".build/snapshot-report").path)
        let (suite, declared) = try run.package.cases()
        let applied = try loaded.apply(file: file.path, references: run.package.references, report: reportFolder,
                                       declared: suite.referenceNames(declared))
        for path in applied.accepted { context.out("accepted " + OneLine.sanitize(path)) }
        for name in applied.rejected { context.out("rejected " + OneLine.sanitize(name) + " (left as it is)") }
        context.out("Applied \(loaded.decisions.count) decision\(loaded.decisions.count == 1 ? "" : "s") from \(OneLine.sanitize(file.path)): "
                    + "\(applied.accepted.count) accepted, \(applied.rejected.count) rejected. Look at the accepted references before you commit them.")
        return 0
    }

    static func verify(_ run: SnapshotRun, action: Action, args: Arguments, context: CommandContext, filters: [String]) throws -> Int32 {
        let started = Date()
        let reportFolder = context.url(try args.value(report) ?? run.package.root.appendingPathComponent(".build/snapshot-report").path)
        let wantsReport = action == .report || args.has(report)
        // A report folder that cannot be one is said before the run, not after it.
        if wantsReport { try OutputFolder.check(reportFolder, label: "--report") }
        let junitFile = try args.value(junit).map { context.url($0) }
        if let junitFile { try OutputFolder.checkFile(junitFile, label: "--junit") }
        let plan = try run.plan()
        let label = "crease snapshot \(action.rawValue)" + (run.shard.map { " (shard \($0))" } ?? "")
        if let note = plan.note {
            // An empty shard still leaves the file its CI step will look for.
            if let junitFile { try writeJUnit(SnapshotSummary(entries: [], orphans: []), run: run, label: label, seconds: 0, to: junitFile) }
            context.out("note: " + note)
            return 0
        }
        let result = try run.run(plan, progress: context.progress)
        context.finishProgress()
        let summary = result.summary
        if let junitFile {
            try writeJUnit(summary, run: run, label: label, seconds: Date().timeIntervalSince(started), to: junitFile)
        }
        if try args.value(annotations) == .github {
            // GitHub places an annotation by its path from the repository's root (a package may sit deeper).
            let workspace = (context.environment["GITHUB_WORKSPACE"] ?? "").isEmpty ? nil
                : SnapshotPackage(root: URL(fileURLWithPath: context.environment["GITHUB_WORKSPACE"] ?? ""))
            let lines = summary.githubAnnotations { (workspace ?? run.package).relative(run.package.references.appendingPathComponent($0)) }
            for line in lines { args.flag(Options.json) ? context.err(line + "\n") : context.out(line) }
        }
        if args.flag(Options.json) {
            if wantsReport { try HTMLReport.write(summary, store: run.package.store(), to: reportFolder, includePassed: args.flag(includePassed),
                                            applyCommand: run.package.applyCommand(report: reportFolder)) }
            context.out(String(decoding: try summary.json(), as: UTF8.self))
            return summary.failed.isEmpty ? 0 : 1
        }
        for entry in summary.failed {
            if case .failed(let f) = entry.outcome { context.out(f.description + "\n") }
        }
        for recording in summary.recorded { context.out("recorded \(recording.reference.path)") }
        if !summary.orphans.isEmpty {
            context.out("Orphan references (no declared case produces them; 'crease snapshot prune' removes them):")
            // File names from the references folder: printed with control and bidi characters escaped.
            for o in summary.orphans { context.out("  " + OneLine.sanitize(o)) }
        }
        if wantsReport {
            let page = try HTMLReport.write(summary, store: run.package.store(), to: reportFolder, includePassed: args.flag(includePassed),
                                            applyCommand: run.package.applyCommand(report: reportFolder))
            context.out("Report: \(page.path)")
        }
        let seconds = Date().timeIntervalSince(started)
        let failedCount = summary.failed.count
        // Cases with an accessibility snapshot check two references: the image and the reading order.
        let texts = summary.entries.count { $0.name.hasSuffix(SnapshotStore.textSuffix) }
        let layouts = summary.entries.count { $0.name.hasSuffix(SnapshotStore.layoutSuffix) }
        let images = summary.entries.count - texts - layouts
        let parts = ["\(images) image\(images == 1 ? "" : "s")"] + (texts == 0 ? [] : ["\(texts) reading order\(texts == 1 ? "" : "s")"])
            + (layouts == 0 ? [] : ["\(layouts) layout\(layouts == 1 ? "" : "s")"])
        let readings = parts.count == 1 ? "" : " (\(summary.entries.count) snapshots: \(parts.joined(separator: ", ")))"
        context.out("\(result.cases.count) of \(result.declared.count) declared cases\(readings)\(run.shard.map { " (shard \($0))" } ?? ""): "
                    + "\(summary.matched) passed, \(summary.recorded.count) recorded, \(failedCount) failed\(summary.missing > 0 ? " (\(summary.missing) for want of a reference)" : "") in \(String(format: "%.1f", seconds)) s")
        if failedCount > 0 {
            var accept = run.package.acceptCommandPrefix + " --failed"
            for f in filters { accept += " --filter \(Shell.quote(f))" }
            if let shard = run.shard { accept += " --shard \(shard)" }
            context.out("\(summary.acceptPhrase) (re-records exactly the failing cases): \(accept)")
        }
        return failedCount == 0 ? 0 : 1
    }

    /// Writes the run as JUnit XML, atomically; references named from the package's root.
    static func writeJUnit(_ summary: SnapshotSummary, run: SnapshotRun, label: String, seconds: Double, to file: URL) throws {
        let package = run.package
        let xml = summary.junit(suite: label, seconds: seconds, timestamp: Date(), hostname: ProcessInfo.processInfo.hostName) {
            package.relative(package.references.appendingPathComponent($0))
        }
        try AtomicFile.write(xml, to: file)
    }

    /// The tolerance flags, for every case, when any is given.
    static func tolerance(_ args: Arguments) throws(InputError) -> Tolerance? {
        let given = args.has(threshold) || args.has(maxDiffPixels) || args.has(maxDiffRatio) || args.flag(ignoreAntialiasing)
        guard given else { return nil }
        return Tolerance(threshold: try args.value(threshold, or: 0), ignoresAntialiasing: args.flag(ignoreAntialiasing),
                         maxDiffPixels: try args.value(maxDiffPixels), maxDiffRatio: try args.value(maxDiffRatio))
    }
}
