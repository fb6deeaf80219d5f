import CreaseCommandLine
import Foundation

/// The `crease` command line as a library: the executable only calls `main`, and tests run any
/// command in-process with `run(_:context:)`.
public enum CreaseCLI {
    /// The commands in the order `--help` lists them, each made only when it runs or is listed.
    public static let tool = CommandLineTool(entries: [
        .init("render") { RenderCommand.command }, .init("inspect") { InspectCommand.command },
        .init("simulate") { SimulateCommand.command }, .init("explore") { ExploreCommand.command },
        .init("export") { ExportCommand.command },
        .init("lint") { LintCommand.command }, .init("snapshot") { SnapshotCommand.command },
        .init("diff") { DiffCommand.command }, .init("devices") { DevicesCommand.command },
        .init("bench") { BenchCommand.command }, .init("profile") { ProfileCommand.command },
        .init("doctor") { DoctorCommand.command },
    ], overview: { overview })

    public static var commands: [Command] { tool.commands }

    /// The tool's overview: every command with its summary.
    public static var overview: String {
        var lines = ["crease — lay out and render the Kept Habits screens on foldable devices", "",
                     "USAGE: crease <command> [options]", "", "COMMANDS:"]
        for c in commands { lines.append("  " + c.name.padding(toLength: 12, withPad: " ", startingAt: 0) + c.summary) }
        lines += ["", "Run 'crease <command> --help' for a command's options.",
                  "Bad input prints one line naming the file and field and exits 2."]
        return lines.joined(separator: "\n")
    }

    /// Runs the process's own command line and returns its exit status.
    public static func main(_ arguments: [String] = CommandLine.arguments) -> Int32 {
        run(Array(arguments.dropFirst()), context: .process)
    }

    /// Runs `crease` with `arguments` (without the program name) in `context`. Bad input is one line
    /// on standard error and status 2; a command's own result is its status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        tool.run(arguments, context: context)
    }
}
