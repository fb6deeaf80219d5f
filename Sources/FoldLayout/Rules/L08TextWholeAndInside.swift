/// L8: at every text size text wraps and stays inside the screen: every text shows all of its
/// characters (or, held to a line limit, a start of them and an ellipsis), no line is wider than its
/// box, and nothing is clipped sideways (content taller than its page scrolls instead). It wraps as a
/// typesetter wraps: between words, or inside a word only at a hyphenation point; never inside a
/// word of a text that keeps its words whole (buttons, labels); and no line is a lone letter.
public struct L08TextWholeAndInside: LayoutRule {
    public init() {}
    public let id = "L8"
    public let summary = "Text wraps, shows whole, and is never clipped sideways"
    public let scope = "every screen"
    public let source = RuleGeometry.relativeSource(#filePath)

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

    /// Breaks a typesetter would not make.
    func typesetting(_ node: SolvedNode, _ lines: [TextLine], keepsWordsWhole: Bool) -> [Violation] {
        guard lines.count > 1 else { return [] }
        var out: [Violation] = []
        for (i, line) in lines.enumerated() {
            let next = i + 1 < lines.count ? lines[i + 1].text : ""
            if line.ending == .insideWord {
                out.append(Violation(rule: id, node: node.id, message: "breaks \"\(line.text)|\(next)\" " + Self.insideWordMessage))
            } else if line.ending.splitsWord && keepsWordsWhole {
                out.append(Violation(rule: id, node: node.id, message: "hyphenates \"\(line.text)-|\(next)\" in a text that keeps its words whole"))
            }
            // A lone letter of a script that spaces its words (a kana or ideograph may end a line alone).
            if let letter = TextWholeness.onlyPrintable(line.text), letter.isLetter, letter.isCased {
                let shown = String(letter)
                out.append(Violation(rule: id, node: node.id, message: "line \(i + 1) is the lone letter \"\(shown)\""))
            }
        }
        return out
    }
}

/// Whether solved text shows every character of its content (line breaks aside), or a start of it
/// cut with an ellipsis.
public enum TextWholeness {
    /// Every character of the content shows. Compared scalar by scalar without copying: a simulation
    /// asks this of every text on every frame, and the lines are pieces of the content.
    public static func isWhole(_ text: SolvedText) -> Bool {
        if showsContentAsIs(text) { return true }
        var content = text.content.string.unicodeScalars.makeIterator()
        for line in text.placement.measuredLines {
            for u in line.text.unicodeScalars where isPrintable(u) {
                guard nextPrintable(&content) == u else { return false }
            }
        }
        return nextPrintable(&content) == nil
    }

    /// The common case, byte by byte: the lines are the content's own bytes in order, with only ASCII
    /// spaces, line breaks or soft hyphens between them (what a break takes away). A `false` only
    /// means the case is not that simple.
    static func showsContentAsIs(_ text: SolvedText) -> Bool {
        let content = text.content.string.utf8
        var at = content.startIndex
        func skipBreak() {
            while at < content.endIndex {
                let b = content[at]
                if b == 0x20 || (0x09...0x0D).contains(b) {
                    at = content.index(after: at)
                } else if b == 0xC2, content.index(after: at) < content.endIndex, content[content.index(after: at)] == 0xAD {
                    at = content.index(at, offsetBy: 2)
                } else {
                    return
                }
            }
        }
        for line in text.placement.measuredLines {
            skipBreak()
            let piece = line.text.utf8
            guard content[at...].starts(with: piece) else { return false }
            at = content.index(at, offsetBy: piece.count)
        }
        skipBreak()
        return at == content.endIndex
    }

    static func nextPrintable(_ scalars: inout String.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        while let u = scalars.next() {
            if isPrintable(u) { return u }
        }
        return nil
    }

    static func isPrintable(_ u: Unicode.Scalar) -> Bool { u != "\u{AD}" && !u.properties.isWhitespace }

    /// The one printable character of `string`, if it has exactly one.
    static func onlyPrintable(_ string: String) -> Character? {
        var found: Character?
        for c in string where isPrintable(c) {
            guard found == nil else { return nil }
            found = c
        }
        return found
    }

    /// The text declares a line limit and shows a start of its content (never all of it) followed
    /// by an ellipsis: a cut that says it is one.
    public static func isEllipsized(_ text: SolvedText) -> Bool {
        guard text.content.lineLimit != nil, let last = text.lines.last?.text, last.hasSuffix(TextTruncation.ellipsis) else { return false }
        let shown = printable(String(text.lines.map(\.text).joined().dropLast(TextTruncation.ellipsis.count)))
        let full = printable(text.content.string)
        return shown.count < full.count && full.hasPrefix(shown)
    }

    static func printable(_ string: String) -> String { string.filter(isPrintable) }

    static func isPrintable(_ c: Character) -> Bool { !c.isWhitespace && c != "\u{AD}" }
}
