/// Where a text must not break across lines although Unicode's line breaking allows it (P9): a
/// separator set between spaces (`7:30am · Every day`) stays with the word before it, so no line
/// starts with `·`, `–` or `—`; and a hyphenated compound with a part shorter than `shortestPart`
/// letters (`check-in`, `e-mail`) is not split at its hyphen, so no line ends in `check-` above
/// `in.`. The text engine keeps each range on one line unless the range alone is wider than it.
public enum LineTies {
    /// Separators that sit between spaces and must not start a line.
    public static let separators: Set<Unicode.Scalar> = ["\u{00B7}", "\u{2013}", "\u{2014}", "\u{2022}"]
    /// The fewest letters a part of a hyphenated compound may have to be left at a line's end or start.
    public static let shortestPart = 3

    /// The UTF-8 byte ranges of `text` inside which no line may break.
    public static func ranges(in text: String) -> [Range<Int>] {
        // Most texts hold no hyphen and no separator: every tie starts at `-` (0x2D), `·` (0xC2 0xB7) or
        // a dash, hyphen or bullet of the General Punctuation block (0xE2 0x80 …). The text engine asks
        // this of every layout it makes.
        guard text.utf8.contains(where: { $0 == 0x2D || $0 == 0xC2 || $0 == 0xE2 }) else { return [] }
        var out: [Range<Int>] = []
        var scalars: [(scalar: Unicode.Scalar, offset: Int)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append((scalar, offset))
            offset += String(scalar).utf8.count
        }
        func end(_ i: Int) -> Int { i + 1 < scalars.count ? scalars[i + 1].offset : offset }
        func isLetter(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic || s.properties.numericType != nil }
        for (i, item) in scalars.enumerated() {
            if separators.contains(item.scalar), i >= 2, scalars[i - 1].scalar.properties.isWhitespace,
               !scalars[i - 2].scalar.properties.isWhitespace {
                // From the last character of the word before through the separator.
                out.append(scalars[i - 2].offset..<end(i))
            } else if item.scalar == "-" || item.scalar == "\u{2010}" {
                // The parts either side of the hyphen, letters only (soft hyphens are part of a word).
                var before = i, after = i
                var lettersBefore = 0, lettersAfter = 0
                while before > 0, isLetter(scalars[before - 1].scalar) || scalars[before - 1].scalar == "\u{00AD}" {
                    before -= 1
                    if scalars[before].scalar != "\u{00AD}" { lettersBefore += 1 }
                }
                while after + 1 < scalars.count, isLetter(scalars[after + 1].scalar) || scalars[after + 1].scalar == "\u{00AD}" {
                    after += 1
                    if scalars[after].scalar != "\u{00AD}" { lettersAfter += 1 }
                }
                guard lettersBefore > 0, lettersAfter > 0, Swift.min(lettersBefore, lettersAfter) < shortestPart else { continue }
                out.append(scalars[before].offset..<end(after))
            }
        }
        return out
    }

    /// Whether a line that ends with `ending` and a next line that starts with `next` break where a
    /// tie forbids it: the next line starts with a separator, or a short part of a compound is cut off.
    public static func breaksTie(ending: String, next: String) -> Bool {
        // A line broken between words keeps its trailing space; one that lost it is given one back.
        let end = ending.last.map { $0.isWhitespace || $0 == "-" || $0 == "\u{2010}" } == true ? ending : ending + " "
        let joined = end + next
        let breakAt = end.utf8.count
        return ranges(in: joined).contains { $0.lowerBound < breakAt && breakAt < $0.upperBound }
    }

    /// The first pair of lines, broken between words, that breaks a tie (the engine lets a tie go only
    /// where its range is wider than a line), if any.
    public static func broken(in lines: [TextLine]) -> (String, String)? {
        for (line, next) in zip(lines, lines.dropFirst()) where line.ending == .betweenWords {
            if breaksTie(ending: line.text, next: next.text) { return (line.text, next.text) }
        }
        return nil
    }
}
