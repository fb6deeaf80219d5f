import CreaseCommandLine
import CreaseInput
import CreaseKit
import FoldLayout
import Foundation
import Testing

/// C: the command line's parsing, in-process: typed options whose choices come from their types.
@Suite struct ArgumentsTests {
    static let command = Command("try", summary: "A command for the tests.", positionals: [.init(name: "what", help: "")],
                                 options: .of(Options.posture, Options.sizes, Options.scale, Options.guides)) { _, _ in 0 }

    @Test("C: values parse to their types; a list takes commas and repeats")
    func values() throws {
        let args = try Arguments(["x", "--posture", "half-opened", "--sizes", "L,AX5", "--sizes=xs", "--scale=2", "--guides"], command: Self.command)
        #expect(try args.value(Options.posture) == .halfOpened)
        #expect(try args.list(Options.sizes) == [ContentSize.L, .AX5, .xS])
        #expect(try args.value(Options.scale) == 2)
        #expect(args.flag(Options.guides))
        #expect(args.positionals == ["x"])
    }

    @Test("C: a bad choice names the option, the value and every choice the type has")
    func badChoice() throws {
        // I3: refused while the arguments are read, before the command runs.
        #expect(throws: InputError(file: "--posture", message: "'sideways' is not one of cover, half-opened, spread")) {
            _ = try Arguments(["x", "--posture", "sideways"], command: Self.command)
        }
        #expect(Posture.choices == Posture.allCases.map(\.rawValue).joined(separator: ", "))
    }

    @Test("C: unknown options, missing values, a value given to a flag and stray arguments are errors", arguments: [
        (["x", "--colour", "red"], "--colour"),
        (["x", "--posture"], "--posture"),
        (["x", "--guides=yes"], "--guides"),
        (["x", "y"], "y"),
        ([String](), "crease try"),
    ])
    func errors(_ arguments: [String], _ file: String) {
        do {
            _ = try Arguments(arguments, command: Self.command)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(error.file == file, "\(error)")
        }
    }

    @Test("C: the tool runs in-process: help, an unknown command, and bad input as one line with status 2")
    func inProcess() {
        let help = CapturedOutput()
        #expect(CreaseCLI.run(["--help"], context: help.context(directory: URL(fileURLWithPath: "/"))) == 0)
        #expect(help.stdout.contains("simulate"))
        let unknown = CapturedOutput()
        #expect(CreaseCLI.run(["frobnicate"], context: unknown.context(directory: URL(fileURLWithPath: "/"))) == 2)
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        let bad = CapturedOutput()
        #expect(CreaseCLI.run(["render", "--scale", "7"], context: bad.context(directory: URL(fileURLWithPath: "/"))) == 2)
        #expect(bad.stderr == "crease: --device: is required\n" || bad.stderr.contains("--scale"))
    }

    @Test("C: a relative path is inside the context's folder, whether or not the folder's URL ends in a slash")
    func relativePaths() {
        for folder in [URL(fileURLWithPath: "/work/folder", isDirectory: false), URL(fileURLWithPath: "/work/folder/", isDirectory: true)] {
            let context = CapturedOutput().context(directory: folder)
            #expect(context.url("dataset.json").path == "/work/folder/dataset.json")
            #expect(context.url("../b.json").path == "/work/b.json")
            #expect(context.url("/abs/c.json").path == "/abs/c.json")
        }
    }
}

extension ArgumentsTests {
    /// The default an option's help shows, parsed as the user would type it, is the value a command takes
    /// without it: the two are written once (`Option.defaulting(to:)`).
    func expectDefault<V: Equatable>(_ option: Option<V>) throws {
        let command = Command("try", summary: "", options: .of(option)) { _, _ in 0 }
        let absent = try Arguments([], command: command)
        let shown = try #require(option.spec.defaultText, "--\(option.name) shows no default")
        let typed = try Arguments(["--\(option.name)", shown], command: command)
        #expect(try absent.setting(option) == typed.required(option), "--\(option.name): help says \(shown)")
    }

    @Test("C: each option's shown default is the value taken without it (size, orientation, appearance, scale, lock timeout, inspect's posture)")
    func defaultsShownAreTaken() throws {
        try expectDefault(Options.size)
        try expectDefault(Options.orientation)
        try expectDefault(Options.appearance)
        try expectDefault(Options.scale)
        try expectDefault(Options.lockTimeout)
        try expectDefault(InspectCommand.posture)
        #expect(try Arguments([], command: Command("try", summary: "", options: .of(InspectCommand.posture)) { _, _ in 0 })
            .setting(InspectCommand.posture) == .spread)
    }
}
