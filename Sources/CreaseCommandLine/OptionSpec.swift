import CreaseInput

/// How an option appears in help: its name, the placeholder of its value (none for a flag), what it
/// does and its default; and how a value given is checked before the command runs (I3).
public struct OptionSpec: Sendable, Hashable {
    public var name: String
    /// `nil` for a flag that takes no value.
    public var placeholder: String?
    public var help: String
    public var defaultText: String?
    public var repeatable: Bool
    /// Takes every argument after it up to the next option (`--merge a b c`), as if each were given with it.
    public var takesSeveral = false
    /// Parses a value and drops the result: `Arguments` runs it on every value given before the
    /// command starts, so a bad output name is refused before any work, not after it.
    var check: (@Sendable (String) throws(InputError) -> Void)? = nil

    public static func == (a: OptionSpec, b: OptionSpec) -> Bool {
        (a.name, a.placeholder, a.help, a.defaultText, a.repeatable, a.takesSeveral)
            == (b.name, b.placeholder, b.help, b.defaultText, b.repeatable, b.takesSeveral)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(placeholder)
        hasher.combine(help)
        hasher.combine(defaultText)
        hasher.combine(repeatable)
        hasher.combine(takesSeveral)
    }
}
