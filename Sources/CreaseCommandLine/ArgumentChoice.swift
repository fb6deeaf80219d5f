/// A value an option chooses from a fixed set; the choices printed in help and errors come from the
/// type itself (`CaseIterable`), so they cannot drift from what is accepted.
public protocol ArgumentChoice: CaseIterable, Sendable {
    /// The spelling on the command line.
    var argument: String { get }
    /// Parses the command-line spelling (and any accepted variant).
    init?(argument: String)
}

extension ArgumentChoice {
    /// Every spelling, comma-separated: "cover, half-opened, spread".
    public static var choices: String { allCases.map(\.argument).joined(separator: ", ") }
}

extension ArgumentChoice where Self: RawRepresentable, RawValue == String {
    public var argument: String { rawValue }
}
