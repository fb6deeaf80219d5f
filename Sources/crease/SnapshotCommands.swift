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
            summary: "Verify or record the reference snapshots in Snapshots/.",
            positionals: [("verify|record", "verify compares with the references; record writes them.")],
            options: [
                OptionSpec(name: "filter", value: "glob", help: "Only snapshots whose name matches (e.g. 'typical__surface-duo__*')."),
                OptionSpec(name: "shard", value: "i/n", help: "Run shard i of n (a deterministic partition for CI matrices)."),
                OptionSpec(name: "report", value: "dir", help: "Write an offline HTML report with diff, actual, expected, side-by-side and slider views."),
                OptionSpec(name: "prune", value: nil, help: "With record: delete orphan references that no case produces."),
                OptionSpec(name: "references", value: "dir", help: "Reference folder.", defaultValue: "Snapshots"),
                OptionSpec(name: "artifacts", value: "dir", help: "Failure artifacts folder.", defaultValue: ".build/snapshot-artifacts"),
            ],
            discussion: "verify exits 1 when a snapshot fails; artifacts (actual, expected, expected | diff | actual) go to one folder."
        ),
        run: { args in
            let action = args.positionals.first ?? ""
            guard action == "verify" || action == "record" else {
                throw InputError(file: "crease snapshot", message: "'\(action)' is not verify or record")
            }
            let fixtures = Fixtures.locate()
            let root = fixtures.root.deletingLastPathComponent()
            var store = SnapshotStore.package(root: root)
            if let r = args.value("references") { store.references = URL(fileURLWithPath: r) }
            if let a = args.value("artifacts") { store.artifacts = URL(fileURLWithPath: a) }
            var shard: Shard?
            if let raw = args.value("shard") {
                guard let s = Shard(raw) else { throw InputError(file: "--shard", message: "'\(raw)' is not of the form i/n with 1 ≤ i ≤ n") }
                shard = s
            }
            let run = SnapshotRun(store: store, mode: action == "record" ? .all : .never,
                                  filter: args.value("filter").map(NameFilter.init), shard: shard)
            let started = Date()
            let summary = try run.run(fixtures: fixtures, progress: Progress.line)
            Progress.finish()
            for entry in summary.failed {
                if case .failed(let f) = entry.outcome { print(f.description + "\n") }
            }
            if !summary.orphans.isEmpty {
                if action == "record" && args.flag("prune") {
                    try SnapshotRun.prune(summary.orphans, in: store.references)
                    print("Pruned \(summary.orphans.count) orphan reference(s): \(summary.orphans.joined(separator: ", "))")
                } else {
                    print("Orphan references (no case produces them; 'crease snapshot record --prune' removes them):")
                    for o in summary.orphans { print("  \(o)") }
                }
            }
            if let dir = args.value("report") {
                let page = try HTMLReport.write(summary, store: store, to: URL(fileURLWithPath: dir))
                print("Report: \(page.path)")
            }
            let seconds = Date().timeIntervalSince(started)
            print("\(summary.entries.count) snapshots\(shard.map { " (shard \($0))" } ?? ""): \(summary.entries.count - summary.failed.count - summary.recorded) passed, \(summary.recorded) recorded, \(summary.failed.count) failed in \(String(format: "%.1f", seconds)) s")
            return summary.failed.isEmpty ? 0 : 1
        }
    )

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
            discussion: "Exit status: 0 when no pixel differs, 1 when some do, 2 on an error (unreadable PNG, different sizes)."
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
