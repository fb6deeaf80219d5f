import CreaseInput

/// The arguments of one command, checked against its options: unknown options, missing values and
/// stray positionals are `InputError`s. Values are parsed when asked for, by the option's own type.
public struct Arguments: Sendable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    public private(set) var positionals: [String] = []
    public private(set) var wantsHelp = false

    public init(_ arguments: [String], command: Command) throws(InputError) {
        var i = 0
        let options = command.options
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
                guard let option = options.first(where: { $0.name == name }) else {
                    throw InputError(file: arg, message: "is not an option of 'crease \(command.name)' (see crease \(command.name) --help)")
                }
                if option.placeholder == nil {
                    guard inline == nil else { throw InputError(file: "--\(name)", message: "takes no value") }
                    flags.insert(name)
                } else if let inline {
                    values[name, default: []].append(inline)
                } else {
                    guard i + 1 < arguments.count else { throw InputError(file: arg, message: "needs a value <\(option.placeholder ?? "")>") }
                    i += 1
                    values[name, default: []].append(arguments[i])
                    while option.takesSeveral, i + 1 < arguments.count, !arguments[i + 1].hasPrefix("-") {
                        i += 1
                        values[name, default: []].append(arguments[i])
                    }
                }
            } else {
                positionals.append(arg)
            }
            i += 1
        }
        // Every value is checked before the command starts (I3): an output the command would refuse
        // after its work (`--timeline out.txt`) is refused before it.
        if !wantsHelp {
            for option in options {
                for text in values[option.name] ?? [] { try option.check?(text) }
            }
        }
        let replaced = command.positionalsUnless.map { values[$0] != nil || flags.contains($0) } ?? false
        let expected = replaced ? 0 : command.positionals.count
        if !wantsHelp, positionals.count != expected {
            if positionals.count > expected {
                throw InputError(file: positionals[expected], message: "is an unexpected argument"
                                 + (replaced ? " (--\(command.positionalsUnless ?? "") names the inputs)" : " (see crease \(command.name) --help)"))
            }
            throw InputError(file: "crease \(command.name)", message: "needs <\(command.positionals[positionals.count].name)>")
        }
    }

    /// Whether the option was given at all.
    public func has<V>(_ option: Option<V>) -> Bool { values[option.name] != nil }

    /// The option's last value, parsed; `nil` when it was not given.
    public func value<V>(_ option: Option<V>) throws(InputError) -> V? {
        guard let text = values[option.name]?.last else { return nil }
        return try option.parse(text)
    }

    /// The option's value, or the default it declares (`Option.defaulting(to:)`) when it was not given.
    public func setting<V>(_ option: Option<V>) throws(InputError) -> V {
        if let given = try value(option) { return given }
        // A command reading an option that declares no default is a programming error, not bad input.
        guard let fallback = option.defaultValue as? V else { preconditionFailure("--\(option.name) declares no default value") }
        return fallback
    }

    /// The option's value, or `fallback` when it was not given (a default that depends on other options).
    public func value<V>(_ option: Option<V>, or fallback: V) throws(InputError) -> V { try value(option) ?? fallback }

    /// The option's value; its absence is an error naming it.
    public func required<V>(_ option: Option<V>) throws(InputError) -> V {
        guard let value = try value(option) else { throw InputError(file: "--\(option.name)", message: "is required") }
        return value
    }

    /// Every value of a list option: comma-separated, and repeatable.
    public func list<V>(_ option: Option<V>) throws(InputError) -> [V] {
        var out: [V] = []
        for text in values[option.name] ?? [] {
            for part in text.split(separator: ",") {
                let item = part.trimmingCharacters(in: .whitespaces)
                if !item.isEmpty { out.append(try option.parse(item)) }
            }
        }
        return out
    }

    /// Every value of a repeatable option, as given.
    public func all<V>(_ option: Option<V>) throws(InputError) -> [V] {
        var out: [V] = []
        for text in values[option.name] ?? [] { out.append(try option.parse(text)) }
        return out
    }

    public func flag(_ flag: Flag) -> Bool { flags.contains(flag.name) }
}
