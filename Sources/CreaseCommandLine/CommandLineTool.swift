import CreaseInput

/// A command-line tool as a list of commands: finds the command a command line names (and its
/// subcommand), parses its arguments, prints help, and turns every failure into one line and status 2.
public struct CommandLineTool: Sendable {
    public var commands: [Command]
    /// What `<tool> --help` prints.
    public var overview: String

    public init(commands: [Command], overview: String) {
        self.commands = commands
        self.overview = overview
    }

    /// Runs `arguments` (without the program name) in `context`. Bad input is one line on standard
    /// error and status 2; a command's own result is its status.
    public func run(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            if arguments.count >= 2, let command = commands.first(where: { $0.name == arguments[1] }) {
                context.out(command.usage)
            } else {
                context.out(overview)
            }
            return 0
        }
        guard var command = commands.first(where: { $0.name == name }) else {
            context.err("crease: '\(OneLine.sanitize(name, limit: 80))' is not a command; run 'crease --help' for the list\n")
            return 2
        }
        var rest = Array(arguments.dropFirst())
        if let word = rest.first, let sub = command.subcommands.first(where: { $0.name == "\(name) \(word)" }) {
            command = sub
            rest.removeFirst()
        }
        do {
            let parsed = try Arguments(rest, command: command)
            if parsed.wantsHelp {
                context.out(command.usage)
                return 0
            }
            return try command.body(parsed, context)
        } catch {
            context.err("crease: \(OneLine.sanitize(String(describing: error)))\n")
            return 2
        }
    }
}
