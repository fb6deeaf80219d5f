/// One numbered rule of SPEC.md as a check over a solved layout on its surface. Each rule lives in
/// a file named by its ID (`L07CheckOnFirstLine.swift`); `RuleBook` lists them for lint, the tests
/// and `crease lint --rules`.
public protocol LayoutRule: Sendable {
    /// The rule's ID in SPEC.md: `L7`.
    var id: String { get }
    /// What the rule asks, in a few words.
    var summary: String { get }
    /// Which screens it concerns, when not every one ("Habits rows").
    var scope: String { get }
    /// The file the rule is written in (`#filePath`).
    var source: String { get }
    /// Whether the rule holds on the in-between frames of a fold transition too (a simulation checks
    /// every frame it draws). A rule about what a settled screen shows says `false` and why in its scope.
    var holdsOnTransitionFrames: Bool { get }
    /// Whether the rule concerns each row of a list on its own (a name shown whole, text set well), so
    /// it also checks the rows a lazy list did not make, read one at a time (`RuleBook.checkUnmadeRows`).
    var checksEachRow: Bool { get }
    func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation]
    /// The same check given what of each node shows (P11), made once for all the rules of a book: rules
    /// about what a person sees read it; the others need not.
    func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation]
    /// What the rule asks of an in-between frame of a fold transition: by default all of it where it
    /// `holdsOnTransitionFrames`, else nothing. A rule with parts about a settled screen only (a page
    /// fading in starts blank) checks its other parts here.
    func checkTransitionFrame(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation]
}

extension LayoutRule {
    /// Most rules are about where things are, and that holds on every drawn frame.
    public var holdsOnTransitionFrames: Bool { true }
    /// Most rules are about a screen's arrangement, which the rows not made do not take part in.
    public var checksEachRow: Bool { false }
    /// A rule that does not read what shows checks the declaration alone.
    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] { check(surface, layout) }
    public func checkTransitionFrame(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        holdsOnTransitionFrames ? check(surface, layout, visibility) : []
    }
}
