/// A list of layout rules, run together: lint, the tests and `crease lint --rules` enumerate it.
public struct RuleBook: Sendable {
    public var rules: [any LayoutRule]
    /// The screens' colours: which fills let what lies under them show (P11's model reads it).
    public let palette: Palette
    /// The palette's paints that let what lies under them show, found once.
    let translucent: Set<String>

    public init(_ rules: [any LayoutRule], palette: Palette = .none) {
        self.rules = rules.sorted { RuleBook.order($0.id) < RuleBook.order($1.id) }
        self.palette = palette
        translucent = Visibility.translucentPaints(palette)
    }

    /// The rules that hold on every screen this package lays out, whatever the screen.
    public static let general = RuleBook([L01CardInOnePage(), L02BelowSafeAreaAndRail(), L03PageEndsBeforeHinge(),
                                          L05DockMargin(), L08TextWholeAndInside(), L12TouchTargets(), A03LabelledTargets(),
                                          P01NoTextOnText(), P02ChromeClearOfFolds(), P03AnchoredOverlays(), P04GlyphsScaleWithText(), P05NothingTruncated(),
                                          P06LegibleTransitions(), P07OneTruthPerState(), P08ReadingOrder(), P09GoodBreaks(), P10TextInProportion()]
                                         + whatShows)

    /// The rules about what the picture shows (P11–P15), judged over what each node shows (`Visibility`).
    public static let whatShows: [any LayoutRule] = [P11VisibleMeansPainted(), P12OverlaysAreWhole(), P13ControlsBesideText(),
                                                      P14Typography(), P15EveryPageHasPurpose()]

    /// This book with more rules.
    public func adding(_ more: [any LayoutRule]) -> RuleBook { RuleBook(rules + more, palette: palette) }

    /// This book judging fills by `palette`.
    public func with(palette: Palette) -> RuleBook { RuleBook(rules, palette: palette) }

    /// What of each node of `layout` shows, by this book's palette (P11).
    public func visibility(_ surface: Surface, _ layout: SolvedLayout) -> Visibility {
        Visibility(surface, layout, translucent: translucent)
    }

    /// Every violation of every rule.
    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        check(surface, layout, visibility(surface, layout))
    }

    /// Every violation of every rule, given what shows.
    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        rules.flatMap { $0.check(surface, layout, visibility) }
    }

    /// The violations of a frame of a fold transition (`transitioning`): only the rules that hold on
    /// in-between frames; a settled frame is checked by every rule.
    public func check(_ surface: Surface, _ layout: SolvedLayout, transitioning: Bool, visibility: Visibility? = nil) -> [Violation] {
        let seen = visibility ?? self.visibility(surface, layout)
        guard transitioning else { return check(surface, layout, seen) }
        return rules.flatMap { $0.checkTransitionFrame(surface, layout, seen) }
    }

    /// The violations that name a node a person sees in this layout (visible or partly, P11): what a
    /// frame of a simulation shows. A violation of a node scrolled out of view, hidden or not drawn is
    /// left to lint's pass over each layout's scrolled and unmade rows.
    public static func onScreen(_ violations: [Violation], _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        let index = layout.index
        // A page's own findings name its region: on screen while the page is.
        return violations.filter { v in
            index[v.node].map { visibility[$0].isShown || (layout.nodes[$0].isRegion && layout.nodes[$0].frame.intersects(layout.bounds)) } ?? false
        }
    }

    /// The violations, in the rows the lazy lists of `layout` did not make, of the rules that concern
    /// each row on its own (`LayoutRule.checksEachRow`): each row solved where it would be, checked, and
    /// let go before the next (`LayoutSolver.forEachUnmadeRow`), so a list of any length is checked in
    /// linear time without a layout holding all of its rows. With `memo`, a list read before at the
    /// same width and place across (another posture of the same page) is not read again: a list is
    /// then read whole once, and each layout given what its own unmade rows broke.
    public func checkUnmadeRows<M: TextMeasuring>(_ surface: Surface, _ layout: SolvedLayout, solver: LayoutSolver<M>,
                                                 memo: UnmadeRowFindings? = nil) -> [Violation] {
        let each = rules.filter(\.checksEachRow)
        guard !each.isEmpty else { return [] }
        var out: [Violation] = []
        for list in layout.lists where list.estimated > 0 {
            // With a memo a list is read whole, so another layout of it can take the rows it did not make.
            let byRow = memo?.findings(for: list) ?? {
                var found: [(row: Int, violation: Violation)] = []
                solver.forEachUnmadeRow(of: list, in: layout, fromFirst: memo != nil) { k, row in
                    for rule in each { found += rule.check(surface, row).map { (k, $0) } }
                }
                memo?.store(found, for: list)
                return found
            }()
            out += byRow.filter { $0.row >= list.made }.map(\.violation)
        }
        return out
    }

    /// `L7` before `L12`: by letter, then number.
    public static func order(_ id: String) -> (String, Int) {
        let letters = String(id.prefix { $0.isLetter })
        return (letters, Int(id.dropFirst(letters.count)) ?? 0)
    }
}
