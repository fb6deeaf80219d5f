/// How an option appears in help: its name, the placeholder of its value (none for a flag), what it
/// does and its default.
public struct OptionSpec: Sendable, Hashable {
    public var name: String
    /// `nil` for a flag that takes no value.
    public var placeholder: String?
    public var help: String
    public var defaultText: String?
    public var repeatable: Bool
}
