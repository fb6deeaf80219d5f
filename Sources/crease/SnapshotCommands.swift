import CreaseFixtures
import CreaseIO
import CreaseInput
import CreaseKit
import FoldRender
import FoldSnapshot
import Foundation

@MainActor
extension Commands {
    static let snapshot = Command(
        spec: CommandSpec(
            name: "snapshot",
            summary: "Verify, record, report or prune the snapshots a package declares in Snapshots/suite.json.",
            positionals: [("verify|record|report|prune|list", "What to do with the package's declared cases.")],
            options: [
                OptionSpec(name: "package", value: "dir", help: "The Swift package whose suite to use.", defaultValue: "the package holding the current folder"),
                fixturesOption,
                OptionSpec(name: "filter", value: "glob", help: "Only cases whose name matches (e.g. 'typical__surface-duo__*'; without * ? [ the name exactly). Repeatable.", repeatable: true),
                OptionSpec(name: "shard", value: "i/n", help: "Run shard i of n (a deterministic partition for CI matrices)."),
                OptionSpec(name: "failed", value: nil, help: "With record: re-record only the cases that fail now."),
                OptionSpec(name: "report", value: "dir", help: "Write an offline HTML report (difference, actual, expected, side by side, slider).", defaultValue: "with report: .build/snapshot-report"),
                OptionSpec(name: "include-passed", value: nil, help: "Put passed snapshots' images in the report too."),
                OptionSpec(name: "threshold", value: "t", help: "Opt into pixelmatch's perceptual colour threshold 0…1 for every case.", defaultValue: "the suite's, else 0: every changed pixel counts"),
                OptionSpec(name: "ignore-antialiasing", value: nil, help: "Skip pixels pixelmatch's anti-aliasing detection flags."),
                OptionSpec(name: "max-diff-pixels", value: "n", help: "Pass when at most n pixels differ."),
                OptionSpec(name: "max-diff-ratio", value: "r", help: "Pass when at most this share (0…1) of pixels differs."),
                OptionSpec(name: "references", value: "dir", help: "Reference folder (suite.json lives in it).", defaultValue: "<package>/Snapshots"),
                OptionSpec(name: "artifacts", value: "dir", help: "Failure artifacts folder.", defaultValue: "<package>/.build/snapshot-artifacts"),
            ],
            discussion: """
            verify exits 1 when a snapshot fails and prints the command that re-records exactly the failing ones;
            record writes references (all selected cases, or with --failed only those that fail) and prints each path;
            report is verify with the HTML report; prune deletes references no declared case produces; list prints the cases.
            A filter or shard that selects no case is an error (exit 2).
            """
        ),
        run: { args in
            let action = args.positionals.first ?? ""
            guard ["verify", "record", "report", "prune", "list"].contains(action) else {
                throw InputError(file: "crease snapshot", message: "'\(action)' is not verify, record, report, prune or list")
            }
            let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let root = args.value("package").map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL }
                ?? PackageRoot.enclosing(directory) ?? directory
            guard FileManager.default.fileExists(atPath: root.path) else { throw InputError(file: "--package", message: "\(root.path) does not exist") }
            let fixtures = args.value("fixtures") == nil && ProcessInfo.processInfo.environment["CREASE_FIXTURES"] == nil
                ? Fixtures(root: root.appendingPathComponent("Fixtures")) : try args.fixtures()
            let package = SnapshotPackage(root: root, fixtures: fixtures,
                                          references: args.value("references").map { URL(fileURLWithPath: $0, relativeTo: directory) },
                                          artifacts: args.value("artifacts").map { URL(fileURLWithPath: $0, relativeTo: directory) })
            var shard: Shard?
            if let raw = args.value("shard") {
                guard let s = Shard(raw) else { throw InputError(file: "--shard", message: "'\(raw)' is not of the form i/n with 1 ≤ i ≤ n") }
                shard = s
            }
            let filters = args.values("filter")
            let mode: RecordMode = action == "record" ? (args.flag("failed") ? .failed : .all) : .never
            let run = SnapshotRun(package: package, mode: mode, filter: filters.isEmpty ? nil : NameFilter(filters), shard: shard,
                                  tolerance: try tolerance(args))
            switch action {
            case "list":
                for c in try run.plan().selected { print(c.fileName) }
                return 0
            case "prune":
                let (suite, declared, _) = try run.plan()
                let expected = suite.referenceNames(declared)
                let removed = try package.store().prune(package.store().orphans(expected: expected), keeping: expected)
                for name in removed { print("removed \(package.references.appendingPathComponent(name).path)") }
                print("Pruned \(removed.count) orphan reference\(removed.count == 1 ? "" : "s"); kept the \(expected.count) the suite declares.")
                return 0
            default:
                break
            }
            let started = Date()
            let result = try run.run(progress: Progress.line)
            Progress.finish()
            let summary = result.summary
            for entry in summary.failed {
                if case .failed(let f) = entry.outcome { print(f.description + "\n") }
            }
            for recording in summary.recorded { print("recorded \(recording.reference.path)") }
            if !summary.orphans.isEmpty {
                print("Orphan references (no declared case produces them; 'crease snapshot prune' removes them):")
                for o in summary.orphans { print("  \(o)") }
            }
            if action == "report" || args.value("report") != nil {
                let folder = URL(fileURLWithPath: args.value("report") ?? root.appendingPathComponent(".build/snapshot-report").path,
                                 relativeTo: directory)
                let page = try HTMLReport.write(summary, store: package.store(), to: folder, includePassed: args.flag("include-passed"))
                print("Report: \(page.path)")
            }
            let seconds = Date().timeIntervalSince(started)
            let failed = summary.failed.count
            print("\(summary.entries.count) of \(result.declared.count) declared snapshots\(shard.map { " (shard \($0))" } ?? ""): "
                  + "\(summary.matched) passed, \(summary.recorded.count) recorded, \(failed) failed in \(String(format: "%.1f", seconds)) s")
            if failed > 0 {
                var accept = package.acceptCommandPrefix + " --failed"
                for f in filters { accept += " --filter \(Shell.quote(f))" }
                if let shard { accept += " --shard \(shard)" }
                print("Accept these \(failed) change\(failed == 1 ? "" : "s") (re-records exactly the failing cases): \(accept)")
            }
            return failed == 0 ? 0 : 1
        }
    )

    /// `--threshold`, `--ignore-antialiasing`, `--max-diff-pixels`, `--max-diff-ratio`: a tolerance
    /// for every case when any is given.
    static func tolerance(_ args: ParsedArguments) throws(InputError) -> Tolerance? {
        let given = ["threshold", "max-diff-pixels", "max-diff-ratio"].contains { args.value($0) != nil } || args.flag("ignore-antialiasing")
        guard given else { return nil }
        var t = Tolerance(ignoresAntialiasing: args.flag("ignore-antialiasing"))
        if let raw = args.value("threshold") {
            guard let v = Double(raw), v.isFinite, (0...1).contains(v) else { throw InputError(file: "--threshold", message: "'\(raw)' is not a number from 0 to 1") }
            t.threshold = v
        }
        if let raw = args.value("max-diff-pixels") {
            guard let v = Int(raw), v >= 0 else { throw InputError(file: "--max-diff-pixels", message: "'\(raw)' is not a whole number of 0 or more") }
            t.maxDiffPixels = v
        }
        if let raw = args.value("max-diff-ratio") {
            guard let v = Double(raw), v.isFinite, (0...1).contains(v) else { throw InputError(file: "--max-diff-ratio", message: "'\(raw)' is not a number from 0 to 1") }
            t.maxDiffRatio = v
        }
        return t
    }

    static let diff = Command(
        spec: CommandSpec(
            name: "diff",
            summary: "Compare two PNGs the way pixelmatch v7.2.0 does and count the differing pixels.",
            positionals: [("a.png", "The expected image."), ("b.png", "The actual image.")],
            options: [
                OptionSpec(name: "threshold", value: "t", help: "Colour threshold 0…1; smaller is stricter.", defaultValue: "0.1"),
                OptionSpec(name: "include-aa", value: nil, help: "Count anti-aliased pixels as differences."),
                OptionSpec(name: "alpha", value: "a", help: "Opacity of the unchanged image in the diff image.", defaultValue: "0.1"),
                OptionSpec(name: "no-checkerboard", value: nil, help: "Blend semi-transparent pixels against white instead of the checkerboard."),
                OptionSpec(name: "diff-color", value: "r,g,b", help: "Colour of differing pixels.", defaultValue: "255,0,0"),
                OptionSpec(name: "output", value: "diff.png", help: "Write pixelmatch's diff image."),
                OptionSpec(name: "json", value: nil, help: "Print {\"mismatched\", \"total\", \"width\", \"height\"}."),
            ],
            discussion: "pixelmatch's own defaults (unlike crease snapshot, which is exact unless told otherwise).\nExit status: 0 when no pixel differs, 1 when some do, 2 on an error (unreadable PNG, different sizes)."
        ),
        run: { args in
            var options = ImageComparison.Options()
            if let t = args.value("threshold") {
                guard let v = Double(t), v.isFinite, (0...1).contains(v) else { throw InputError(file: "--threshold", message: "'\(t)' is not a number from 0 to 1") }
                options.threshold = v
            }
            if let a = args.value("alpha") {
                guard let v = Double(a), v.isFinite, (0...1).contains(v) else { throw InputError(file: "--alpha", message: "'\(a)' is not a number from 0 to 1") }
                options.alpha = v
            }
            if let c = args.value("diff-color") {
                let parts = c.split(separator: ",").compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
                guard parts.count == 3 else { throw InputError(file: "--diff-color", message: "'\(c)' is not r,g,b with each 0…255") }
                options.diffColor = (parts[0], parts[1], parts[2])
            }
            options.includeAA = args.flag("include-aa")
            options.checkerboard = !args.flag("no-checkerboard")
            let a = try PNGCodec.read(URL(fileURLWithPath: args.positionals[0]))
            let b = try PNGCodec.read(URL(fileURLWithPath: args.positionals[1]))
            let output = args.value("output")
            let result: ImageComparison.Result
            do { result = try ImageComparison(options: options).compare(a, b, makeDiff: output != nil) } catch {
                throw InputError(file: "\(args.positionals[0]), \(args.positionals[1])", message: "\(error)")
            }
            if let output, let diff = result.diff { try AtomicFile.write(PNGCodec.encode(diff), to: URL(fileURLWithPath: output)) }
            if args.flag("json") {
                print("{\"mismatched\": \(result.mismatched), \"total\": \(result.total), \"width\": \(result.width), \"height\": \(result.height)}")
            } else {
                print(result.mismatched)
            }
            return result.mismatched == 0 ? 0 : 1
        }
    )
}
