import CreaseInput

/// How the device is held open (S2).
public enum Posture: String, Hashable, Sendable, Codable, InputChoice, CaseIterable, CustomStringConvertible {
    /// Folded: the cover display, one page.
    case cover
    /// A held partial fold: two pages, the crease respected.
    case halfOpened = "half-opened"
    /// Flat open: two pages.
    case spread

    public var description: String { rawValue }

    /// Parses the command-line spelling; accepts `halfOpened` too.
    public init?(argument: String) {
        if argument == "halfOpened" { self = .halfOpened; return }
        self.init(rawValue: argument)
    }
}
