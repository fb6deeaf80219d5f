import FoldLayout

/// A line of parts between separators (`Morning · Weekdays`, `Mon, Wed, Fri · not today`): wrapped
/// as one text where each separator can stay with the part before it (P9), else one part a line, the
/// separators left out (a narrow column at an accessibility size), never a line that starts with `·`.
enum SeparatedLine {
    static let separator = " · "

    /// `wholeWords`: the one-part-a-line form keeps its words whole too (it is an alternative that
    /// fits only so), as the single form always does.
    static func text(_ line: String, font: FontSpec, color: Paint, id: String, role: Role, wholeWords: Bool = false) -> Node {
        let parts = line.components(separatedBy: separator)
        let whole = Text(line, font: font, color: color).id(id).role(role)
        guard parts.count > 1 else { return wholeWords ? whole.keepsWordsWhole() : whole }
        let stacked = Text(parts.joined(separator: "\n"), font: font, color: color).id(id).role(role)
            .accessibility(label: line, traits: [.staticText])
        return FirstFit {
            whole.keepsWordsWhole()
            wholeWords ? stacked.keepsWordsWhole() : stacked
        }
    }
}
