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

    /// Whether a line is one letter of a script that spaces its words (a kana or ideograph may stand alone).
    static func isLoneLetter(_ line: String) -> Bool {
        guard let letter = onlyPrintable(line) else { return false }
        return letter.isLetter && letter.isCased
    }

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
