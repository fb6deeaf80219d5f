import CreaseInput

/// A command-line tool as a list of commands: finds the command a command line names (and its
/// subcommand), parses its arguments, prints help, and turns every failure into one line and status 2.
public struct CommandLineTool: Sendable {
    /// A command by its name, made only when it is run or listed: a command's options and help (its
    /// choices, defaults and text) cost more to build than `crease diff` of two small PNGs takes to run.
    public struct Entry: Sendable {
        public let name: String
        let make: @Sendable () -> Command
        public init(_ name: String, _ make: @escaping @Sendable () -> Command) {
            self.name = name
            self.make = make
        }
    }

    public var entries: [Entry]
    /// What `<tool> --help` prints, made only then.
    let overview: @Sendable () -> String

    public init(entries: [Entry], overview: @escaping @Sendable () -> String) {
        self.entries = entries
        self.overview = overview
    }

    /// Every command, in order (made now).
    public var commands: [Command] { entries.map { $0.make() } }

    /// The command named `name`, made now; nil when there is none.
    public func command(named name: String) -> Command? {
        entries.first { $0.name == name }?.make()
    }

    /// Runs `arguments` (without the program name) in `context`. Bad input is one line on standard
    /// error and status 2; a command's own result is its status.
    public func run(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            if arguments.count >= 2, let command = command(named: arguments[1]) {
                context.out(command.usage)
            } else {
                context.out(overview())
            }
            return 0
        }
        guard var command = command(named: name) else {
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
