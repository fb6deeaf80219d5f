import FoldLayout

/// A line of parts between separators (`Morning · Weekdays`, `Mon, Wed, Fri · not today`): one line
/// where it fits, else one part a line, each but the last ending in its separator (`Non-negotiables ·`
/// over `3 times a week`, not `Non-negotiables · 3 times a` over `week`): never a line that starts
/// with `·` (P9), and the separator the reader hears is painted (P14). Read as the one line either way.
enum SeparatedLine {
    static let separator = " · "

    /// `wholeWords`: the one-part-a-line form keeps its words whole too (it is an alternative that
    /// fits only so), as the single form always does.
    static func text(_ line: String, font: FontSpec, color: Paint, id: String, role: Role, wholeWords: Bool = false) -> Node {
        let parts = line.components(separatedBy: separator)
        let whole = Text(line, font: font, color: color).id(id).role(role)
        guard parts.count > 1 else { return wholeWords ? whole.keepsWordsWhole() : whole }
        // The separator holds to the part before it (a no-break space), never a line of its own; where a
        // part and its separator cannot share a line without breaking a word (`Morning ·` in a narrow
        // column at AX5), the parts alone, one a line.
        func stacked(_ separator: String) -> Node {
            Text(parts.joined(separator: separator), font: font, color: color).id(id).role(role)
                .accessibility(label: line, traits: [.staticText])
        }
        // Taller than one line is more than one: a line is under 1.3 ems in the bundled fonts.
        return FirstFit(maxHeight: font.size * 1.5) {
            whole.keepsWordsWhole()
            FirstFit {
                stacked("\u{00A0}·\n").keepsWordsWhole()
                wholeWords ? stacked("\n").keepsWordsWhole() : stacked("\n")
            }
        }
    }
}
