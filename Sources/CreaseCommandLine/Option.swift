import CreaseInput

/// An option that takes a value, and how its text becomes a typed value. Declared once (see
/// `Options`) and shared by every command that accepts it.
public struct Option<Value>: Sendable {
    public var spec: OptionSpec
    let parse: @Sendable (String) throws(InputError) -> Value
    /// The value taken when the option is not given, where that is one value: the help's default text
    /// is written from it, so the two never disagree (`Arguments.setting(_:)` reads it).
    var defaultValue: (any Sendable)?

    public init(_ name: String, placeholder: String, help: String, default defaultText: String? = nil, repeatable: Bool = false,
                parse: @escaping @Sendable (String) throws(InputError) -> Value) {
        spec = OptionSpec(name: name, placeholder: placeholder, help: help, defaultText: defaultText, repeatable: repeatable)
        // A list option's value is comma-separated (`Arguments.list`): it passes when each part parses.
        spec.check = { (text: String) throws(InputError) in
            do throws(InputError) { _ = try parse(text) } catch {
                let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                guard parts.count > 1 else { throw error }
                for part in parts { do throws(InputError) { _ = try parse(part) } catch { throw error } }
            }
        }
        self.parse = parse
    }

    public var name: String { spec.name }

    /// The same option with other help or default text (a command's own wording).
    public func described(_ help: String? = nil, default defaultText: String?? = nil) -> Option {
        var copy = self
        if let help { copy.spec.help = help }
        if let defaultText { copy.spec.defaultText = defaultText }
        return copy
    }

    /// The same option taking every argument after it up to the next option (`--merge a b c`).
    public func several() -> Option {
        var copy = self
        copy.spec.takesSeveral = true
        copy.spec.repeatable = true
        return copy
    }

    /// The same option taking `value` when it is not given, its help saying so as `text`.
    public func defaulting(to value: Value, shown text: String) -> Option where Value: Sendable {
        var copy = self
        copy.defaultValue = value
        copy.spec.defaultText = text
        return copy
    }
}

extension Option where Value: ArgumentChoice {
    /// The same option taking `value` when it is not given.
    public func defaulting(to value: Value) -> Option { defaulting(to: value, shown: value.argument) }
}

extension Option where Value == Double {
    /// The same option taking `value` when it is not given.
    public func defaulting(to value: Double) -> Option { defaulting(to: value, shown: value.compactText) }
}

extension Option where Value == Int {
    /// The same option taking `value` when it is not given.
    public func defaulting(to value: Int) -> Option { defaulting(to: value, shown: String(value)) }
}

extension Option where Value == String {
    /// Text taken as it is.
    public static func text(_ name: String, placeholder: String, help: String, default defaultText: String? = nil) -> Option {
        Option(name, placeholder: placeholder, help: help, default: defaultText) { $0 }
    }
}

extension Option where Value: ArgumentChoice {
    /// One of the type's cases; an unknown value names the option and every choice.
    public static func choice(_ name: String, help: String, default defaultText: String? = nil, repeatable: Bool = false) -> Option {
        Option(name, placeholder: name, help: help + " One of: \(Value.choices).", default: defaultText, repeatable: repeatable) { (text: String) throws(InputError) -> Value in
            guard let value = Value(argument: text) else {
                throw InputError(file: "--\(name)", message: "'\(text)' is not one of \(Value.choices)")
            }
            return value
        }
    }
}

extension Option where Value == Double {
    /// A finite number in `range`.
    public static func number(_ name: String, placeholder: String, help: String, in range: ClosedRange<Double>,
                              default defaultText: String? = nil) -> Option {
        Option(name, placeholder: placeholder, help: help, default: defaultText) { (text: String) throws(InputError) -> Double in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw InputError(file: "--\(name)", message: "'\(text)' is not a number from \(range.lowerBound.compactText) to \(range.upperBound.compactText)")
            }
            return value
        }
    }

    /// One of a few numbers.
    public static func oneOf(_ name: String, placeholder: String, help: String, _ allowed: [Double], default defaultText: String? = nil) -> Option {
        let choices = allowed.map(\.compactText).joined(separator: ", ")
        return Option(name, placeholder: placeholder, help: help + " One of: \(choices).", default: defaultText) { (text: String) throws(InputError) -> Double in
            guard let value = Double(text), allowed.contains(value) else {
                throw InputError(file: "--\(name)", message: "'\(text)' is not one of \(choices)")
            }
            return value
        }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    public static func integer(_ name: String, placeholder: String, help: String, in range: ClosedRange<Int>,
                               default defaultText: String? = nil) -> Option {
        Option(name, placeholder: placeholder, help: help, default: defaultText) { (text: String) throws(InputError) -> Int in
            guard let value = Int(text), range.contains(value) else {
                throw InputError(file: "--\(name)", message: "'\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
    }
}

extension Option: OptionListItem { public var optionSpec: OptionSpec { spec } }
