/// An option that takes no value.
public struct Flag: Sendable {
    public var spec: OptionSpec

    public init(_ name: String, help: String) {
        spec = OptionSpec(name: name, placeholder: nil, help: help, defaultText: nil, repeatable: false)
    }

    public var name: String { spec.name }
}

extension Flag: OptionListItem { public var optionSpec: OptionSpec { spec } }

extension Flag {
    /// `--json`: every command that can print JSON spells it so.
    public static let json = Flag("json", help: "Print JSON.")
}
