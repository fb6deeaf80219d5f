/// Anything that can stand in a command's option list.
public protocol OptionListItem {
    var optionSpec: OptionSpec { get }
}
