import CreaseFixtures
import CreaseInput
import Foundation

/// One option a subcommand accepts.
struct OptionSpec {
    var name: String
    /// `nil` for a flag that takes no value.
    var value: String?
    var help: String
    var defaultValue: String?
    var repeatable = false
}

/// A subcommand: its name, a one-line summary, its options and positional arguments.
struct CommandSpec {
    var name: String
    var summary: String
    var positionals: [(name: String, help: String)] = []
    var options: [OptionSpec]
    var discussion: String = ""

    var usage: String {
        var lines = ["USAGE: crease \(name)" + positionals.map { " <\($0.name)>" }.joined()
                     + (options.isEmpty ? "" : " [options]"), "", summary]
        if !discussion.isEmpty { lines += ["", discussion] }
        if !positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for p in positionals { lines.append("  " + pad("<\(p.name)>") + p.help) }
        }
        lines += ["", "OPTIONS:"]
        for o in options {
            var left = "--\(o.name)"
            if let v = o.value { left += " <\(v)>" }
            var help = o.help
            if let d = o.defaultValue { help += " (default: \(d))" }
            lines.append("  " + pad(left) + help)
        }
        lines.append("  " + pad("-h, --help") + "Show this help.")
        return lines.joined(separator: "\n")
    }

    func pad(_ s: String) -> String {
        s.count >= 30 ? s + "\n" + String(repeating: " ", count: 32) : s + String(repeating: " ", count: 30 - s.count)
    }
}

/// Parsed arguments of one subcommand.
struct ParsedArguments {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var wantsHelp = false

    func value(_ name: String) -> String? { values[name]?.last }
    func values(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
    }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    func required(_ name: String) throws(InputError) -> String {
        guard let v = value(name) else { throw InputError(file: "--\(name)", message: "is required") }
        return v
    }

    /// Parses `arguments` against `spec`; unknown options and missing values are `InputError`s.
    init(_ arguments: [String], spec: CommandSpec) throws(InputError) {
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            if arg == "-h" || arg == "--help" { wantsHelp = true; i += 1; continue }
            if arg.hasPrefix("--") {
                var name = String(arg.dropFirst(2))
                var inline: String?
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                guard let option = spec.options.first(where: { $0.name == name }) else {
                    throw InputError(file: arg, message: "is not an option of 'crease \(spec.name)' (see crease \(spec.name) --help)")
                }
                if option.value == nil {
                    flags.insert(name)
                } else if let inline {
                    values[name, default: []].append(inline)
                } else {
                    guard i + 1 < arguments.count else { throw InputError(file: arg, message: "needs a value <\(option.value ?? "")>") }
                    i += 1
                    values[name, default: []].append(arguments[i])
                }
            } else {
                positionals.append(arg)
            }
            i += 1
        }
        if !wantsHelp, positionals.count != spec.positionals.count {
            if positionals.count > spec.positionals.count {
                throw InputError(file: positionals[spec.positionals.count], message: "is an unexpected argument (see crease \(spec.name) --help)")
            }
            throw InputError(file: "crease \(spec.name)", message: "needs <\(spec.positionals[positionals.count].name)>")
        }
    }
}

/// Parses an enumerated option value, naming the option and the choices on failure.
func choice<T>(_ raw: String?, option: String, default fallback: T, parse: (String) -> T?, choices: String) throws(InputError) -> T {
    guard let raw else { return fallback }
    guard let value = parse(raw) else {
        throw InputError(file: "--\(option)", message: "'\(raw)' is not one of \(choices)")
    }
    return value
}

extension ParsedArguments {
    /// A comma-separated option of enumerated values, or `fallback` when absent.
    func list<T>(_ name: String, default fallback: [T], parse: (String) -> T?, choices: String) throws(InputError) -> [T] {
        let raw = values(name)
        if raw.isEmpty { return fallback }
        var out: [T] = []
        for r in raw {
            guard let value = parse(r) else { throw InputError(file: "--\(name)", message: "'\(r)' is not one of \(choices)") }
            out.append(value)
        }
        return out
    }

    /// `--scale`: one of `allowed` pixels per point, 1 by default.
    func scale(allowed: [Double] = [1, 2, 3]) throws(InputError) -> Double {
        try choice(value("scale"), option: "scale", default: 1.0,
                   parse: { Double($0).flatMap { allowed.contains($0) ? $0 : nil } },
                   choices: allowed.map { fmtScale($0) }.joined(separator: ", "))
    }

    /// Bundled names of a kind unless the option names some.
    func names(_ option: String, or fallback: [String]) -> [String] {
        values(option).isEmpty ? fallback : values(option)
    }
}

private func fmtScale(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

/// `--fixtures`, shared by every command that reads fixtures.
let fixturesOption = OptionSpec(
    name: "fixtures", value: "dir",
    help: "A fixtures folder (devices/, scenarios/, datasets/, gestures/) over the bundled devices and gestures.",
    defaultValue: "$CREASE_FIXTURES, else the Fixtures/ of the package holding the current folder")

extension ParsedArguments {
    /// The fixtures for this run: `--fixtures`, `$CREASE_FIXTURES` or the package's, over the bundled ones.
    func fixtures() throws(InputError) -> Fixtures {
        if let dir = value("fixtures") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir, isDirectory: &isFolder), isFolder.boolValue else {
                throw InputError(file: "--fixtures", message: "'\(dir)' is not a folder")
            }
        }
        return Fixtures.locate(override: value("fixtures"))
    }
}
