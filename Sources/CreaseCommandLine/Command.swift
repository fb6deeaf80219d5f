import CreaseInput
import Foundation

/// A subcommand of `crease`: its name, summary, arguments and options, and what it does. Failures
/// throw errors whose description is one sentence; the tool prints it and exits 2.
public struct Command: Sendable {
    public struct Positional: Sendable {
        public var name: String
        public var help: String
        public init(name: String, help: String) {
            self.name = name
            self.help = help
        }
    }

    public var name: String
    public var summary: String
    public var positionals: [Positional]
    public var options: [OptionSpec]
    public var discussion: String
    /// Commands named by the word after this one (`crease bench diff`).
    public var subcommands: [Command]
    /// An option that, given, stands for the positionals (`crease diff --batch FILE`).
    public var positionalsUnless: String?
    let body: @Sendable (Arguments, CommandContext) throws -> Int32

    public init(_ name: String, summary: String, positionals: [Positional] = [], positionalsUnless: String? = nil, options: [OptionSpec],
                discussion: String = "", subcommands: [Command] = [], run body: @escaping @Sendable (Arguments, CommandContext) throws -> Int32) {
        self.positionalsUnless = positionalsUnless
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
        self.subcommands = subcommands
        self.body = body
    }

    /// `crease <name> --help`.
    public var usage: String {
        var lines = ["USAGE: crease \(name)" + positionals.map { " <\($0.name)>" }.joined() + (options.isEmpty ? "" : " [options]"),
                     "", summary]
        if !discussion.isEmpty { lines += ["", discussion] }
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            for s in subcommands { lines.append("  " + Self.pad(String(s.name.dropFirst(name.count + 1))) + s.summary) }
        }
        if !positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for p in positionals { lines.append("  " + Self.pad("<\(p.name)>") + p.help) }
        }
        lines += ["", "OPTIONS:"]
        for o in options {
            var left = "--\(o.name)"
            if let v = o.placeholder { left += " <\(v)>" + (o.takesSeveral ? "…" : "") }
            var help = o.help
            if o.takesSeveral { help += " Takes every argument up to the next option." } else if o.repeatable { help += " Repeatable." }
            if let d = o.defaultText { help += " (default: \(d))" }
            lines.append("  " + Self.pad(left) + help)
        }
        lines.append("  " + Self.pad("-h, --help") + "Show this help.")
        return lines.joined(separator: "\n")
    }

    static func pad(_ s: String) -> String {
        s.count >= 30 ? s + "\n" + String(repeating: " ", count: 32) : s + String(repeating: " ", count: 30 - s.count)
    }
}
