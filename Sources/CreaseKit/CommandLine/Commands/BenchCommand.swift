import CreaseCommandLine
import CreaseFixtures
import CreaseInput
import Foundation

/// `crease bench`: timings of the hot paths (in a release build).
public enum BenchCommand {
    /// The benchmark groups, in the order they run.
    public enum Group: String, ArgumentChoice {
        case domain, journal, layout, text, simulate, plot, explore, render, history, png, compare
        public init?(argument: String) { self.init(rawValue: argument) }
    }

    static let only = Option<Group>.choice("only", help: "Comma-separated groups.", default: "all")
    static let conformance = Option<String>.text("conformance", placeholder: "dir",
                                                 help: "pixelmatch's fixtures (a folder holding 4a.png, 4b.png…): the compare group times them too.",
                                                 default: "none: the compare group times Crease's own renders only")

    public static let command = Command(
        "bench", summary: "Time the hot paths (run it in release: swift run -c release crease bench).",
        options: .of(Options.fixtures, only, conformance),
        discussion: "'crease bench diff <a.png> <b.png>' times the comparison of any two files (see crease bench diff --help).",
        subcommands: [BenchDiffCommand.command]
    ) { args, context in
        do { return try run(args, context) } catch let error as InputError where error.file == "--scenario" {
            // The groups time Crease's own scenarios: from another folder, the fixtures found are not those.
            throw InputError(file: "crease bench", message: "times Crease's own scenarios, and \(error.message); "
                             + "run it inside the Crease package, or pass --fixtures <the Crease package>/Fixtures")
        }
    }

    static func run(_ args: Arguments, _ context: CommandContext) throws -> Int32 {
        let fixtures = try args.fixtures(context)
        let chosen = Set(try args.list(only))
        // Checked before any group runs, so a wrong folder costs nothing.
        let pixelmatchFixtures = try args.value(conformance).map { context.url($0) }
        if let pixelmatchFixtures, !FileManager.default.fileExists(atPath: pixelmatchFixtures.appendingPathComponent("4a.png").path) {
            throw InputError(file: "--conformance", message: "\(pixelmatchFixtures.path) holds no 4a.png (pixelmatch's fixtures)")
        }
        func wanted(_ group: Group) -> Bool { chosen.isEmpty || chosen.contains(group) }
        #if DEBUG
        context.out("note: this is a debug build; figures are only meaningful with -c release")
        #endif
        func report(_ results: [Benchmarks.Result]) { for r in results { context.out(r.line) } }
        if wanted(.domain) { report(try Benchmarks.domain(fixtures: fixtures)) }
        if wanted(.journal) { report(try Benchmarks.journal(fixtures: fixtures)) }
        let root = PackageRoot.enclosing(context.directory) ?? context.directory
        if wanted(.layout) {
            report(try Benchmarks.layout(fixtures: fixtures))
            let layoutCases = root.appendingPathComponent("Tests/FoldLayoutTests/LayoutFixtures")
            if FileManager.default.fileExists(atPath: layoutCases.path) { report(try Benchmarks.layoutFixtures(folder: layoutCases)) }
        }
        if wanted(.text) { report(try Benchmarks.longWords()) }
        if wanted(.simulate) { report(try Benchmarks.simulation(fixtures: fixtures)) }
        if wanted(.plot) { report(try Benchmarks.plot(fixtures: fixtures)) }
        if wanted(.explore) { report(try Benchmarks.explore(fixtures: fixtures)) }
        if wanted(.render) { report(try Benchmarks.render(fixtures: fixtures, includingHistory: false)) }
        if wanted(.history) { report(try Benchmarks.history(fixtures: fixtures)) }
        if wanted(.png) { report(try Benchmarks.png(fixtures: fixtures, package: root)) }
        if wanted(.compare) {
            report(try CompareBenchmarks.run(fixtures: fixtures, conformance: pixelmatchFixtures, package: root))
            context.out("(pixelmatch's figures on the same pairs: Scripts/compare-with-pixelmatch.sh)")
        }
        return 0
    }
}
