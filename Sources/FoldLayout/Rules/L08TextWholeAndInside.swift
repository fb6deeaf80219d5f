import CreaseInput

/// L8: at every text size text wraps and stays inside the screen: every text shows all of its
/// characters (or, held to a line limit, a start of them and an ellipsis), no line is wider than its
/// box, and nothing is clipped sideways (content taller than its page scrolls instead). It wraps as a
/// typesetter wraps: between words, or inside a word only at a hyphenation point; never inside a
/// word of a text that keeps its words whole (buttons, labels); and no line is a lone letter. A name
/// is never hyphenated (P14): a word of it wider than a whole line breaks between two characters, as
/// the platforms wrap it (`wrapsWideWord`).
public struct L08TextWholeAndInside: LayoutRule {
    public init() {}
    public let id = "L8"
    public let summary = "Text wraps, shows whole, and is never clipped sideways"
    public let scope = "every screen"
    public let source = RuleGeometry.relativeSource(#filePath)
    /// Every row's text, made or not (issue 29).
    public let checksEachRow = true

    /// How a break inside a word at no hyphenation point is reported (the end of the message).
    public static let insideWordMessage = "inside a word at no hyphenation point"

    /// A hyphen Pango adds at a break inside a word may overhang the wrap width by under a point.
    static let hyphenOverhang = 1.0

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] {
        var out: [Violation] = []
        for node in layout.nodes {
            guard let text = node.text else { continue }
            // A simulation checks every frame: the lines are placed once per node.
            let lines = text.lines
            // Breaks count wherever the text is, scrolled out of view or not: a reader scrolls to it.
            if node.opacity > 0 { out += typesetting(node, lines, keepsWordsWhole: node.semantics.keepsWordsWhole) }
            guard RuleGeometry.visible(node) != nil else { continue }
            // Text held to a line limit may end in an ellipsis; any other cut is a violation.
            if !TextWholeness.isWhole(text) && !TextWholeness.isEllipsized(text) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "shows \"\(lines.map(\.text).joined(separator: " / "))\", not the whole text"))
            }
            for line in lines where line.frame.minX < node.frame.minX - Self.hyphenOverhang
                || line.frame.maxX > node.frame.maxX + Self.hyphenOverhang {
                out.append(Violation(rule: id, node: node.id,
                                     message: "line \"\(line.text)\" (\(line.frame.width.compactText) pt) is wider than its box (\(node.frame.width.compactText) pt)"))
                break
            }
            let t = RuleGeometry.tolerance
            if let clip = node.clip, node.frame.minX < clip.minX - t || node.frame.maxX > clip.maxX + t {
                out.append(Violation(rule: id, node: node.id, message: "\(node.frame) is clipped sideways by \(clip)"))
            }
        }
        return out
    }

    /// Whether a break inside a word is how an unhyphenated text (a name) wraps a word wider than its
    /// whole line: the piece of it ending this line and the piece starting the next, each by its share of
    /// its line's width by characters, are wider than the box together.
    static func wrapsWideWord(_ line: TextLine, next: TextLine?, of node: SolvedNode, keepsWordsWhole: Bool) -> Bool {
        guard let text = node.text, !text.content.hyphenates, !keepsWordsWhole, let next else { return false }
        func share(_ line: TextLine, last: Bool) -> Double {
            let words = line.text.split(whereSeparator: \.isWhitespace)
            let characters = words.reduce(0) { $0 + $1.count }
            guard let word = last ? words.last : words.first, characters > 0 else { return 0 }
            return line.frame.width * Double(word.count) / Double(characters)
        }
        return share(line, last: true) + share(next, last: false) > text.wrapWidth
    }

    /// Breaks a typesetter would not make.
    func typesetting(_ node: SolvedNode, _ lines: [TextLine], keepsWordsWhole: Bool) -> [Violation] {
        guard lines.count > 1 else { return [] }
        var out: [Violation] = []
        for (i, line) in lines.enumerated() {
            let next = i + 1 < lines.count ? lines[i + 1].text : ""
            if line.ending == .insideWord
                && !Self.wrapsWideWord(line, next: i + 1 < lines.count ? lines[i + 1] : nil, of: node, keepsWordsWhole: keepsWordsWhole) {
                out.append(Violation(rule: id, node: node.id, message: "breaks \"\(line.text)|\(next)\" " + Self.insideWordMessage))
            } else if line.ending.splitsWord && keepsWordsWhole {
                out.append(Violation(rule: id, node: node.id, message: "hyphenates \"\(line.text)-|\(next)\" in a text that keeps its words whole"))
            }
            // A lone letter of a script that spaces its words (a kana or ideograph may end a line alone).
            if TextWholeness.isLoneLetter(line.text), let letter = TextWholeness.onlyPrintable(line.text) {
                let shown = String(letter)
                out.append(Violation(rule: id, node: node.id, message: "line \(i + 1) is the lone letter \"\(shown)\""))
            }
        }
        return out
    }
}
