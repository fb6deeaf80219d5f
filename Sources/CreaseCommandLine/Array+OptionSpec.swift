extension Array where Element == OptionSpec {
    /// Builds an option list from typed options and flags.
    public static func of(_ items: any OptionListItem...) -> [OptionSpec] { items.map(\.optionSpec) }
}
