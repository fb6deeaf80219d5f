import FoldLayout

/// A line of parts between separators (`Morning · Weekdays`, `Mon, Wed, Fri · not today`): one line
/// where it fits, else one part a line, each but the last ending in its separator (`Non-negotiables ·`
/// over `3 times a week`, not `Non-negotiables · 3 times a` over `week`): never a line that starts
/// with `·` (P9), and the separator the reader hears is always painted (P14), so a box too narrow for
/// a part and its separator side by side breaks the part's word, and a row that offers a wider box
/// (`HabitsPage.row`'s whole-width details) takes it first. Read as the one line either way.
enum SeparatedLine {
    static let separator = " · "

    /// `wholeWords`: the one-part-a-line form keeps its words whole too, as the single form always
    /// does; it then does not fit a box too narrow for them, and an enclosing `FirstFit` goes on.
    static func text(_ line: String, font: FontSpec, color: Paint, id: String, role: Role, wholeWords: Bool = false) -> Node {
        let parts = line.components(separatedBy: separator)
        let whole = Text(line, font: font, color: color).id(id).role(role)
        guard parts.count > 1 else { return wholeWords ? whole.keepsWordsWhole() : whole }
        // The separator holds to the part before it (a no-break space), never a line of its own.
        let stacked = Text(parts.joined(separator: "\u{00A0}·\n"), font: font, color: color).id(id).role(role)
            .accessibility(label: line, traits: [.staticText])
        // Taller than one line is more than one: a line is under 1.3 ems in the bundled fonts.
        return FirstFit(maxHeight: font.size * 1.5) {
            whole.keepsWordsWhole()
            FirstFit {
                stacked.keepsWordsWhole()
                if !wholeWords { stacked }
            }
        }
    }

    /// A page's own line of parts (a schedule under a title, with no wider box to move to): at the
    /// largest of `Metrics.legibleSizes(size, style)` that sets every word whole beside its separator,
    /// as a dense row caps Dynamic Type (L8), rather than `Morn-` / `ing ·` (P14); at the smallest,
    /// words may break where none is narrow enough.
    static func largestWhole(_ line: String, size: ContentSize, style: TextStyle = .subheadline, color: Paint, id: String,
                             role: Role) -> Node {
        let sizes = Metrics.legibleSizes(size, style)
        func font(_ size: ContentSize) -> FontSpec { style.font(size) }
        return FirstFit {
            for s in sizes { text(line, font: font(s), color: color, id: id, role: role, wholeWords: true) }
            if let smallest = sizes.last { text(line, font: font(smallest), color: color, id: id, role: role) }
        }
    }
}
