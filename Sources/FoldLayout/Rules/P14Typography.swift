import CreaseInput

/// P14: typography a designer signs. No hyphen inside a name (declared with `isName()`) or inside a word
/// of fewer than `shortestHyphenated` letters; no last line of a paragraph too slight to stand
/// (`LastLine`: one short word, or a two-word stub of a two-line text) where the line above could give
/// it a word; a separator (`·`) the reader hears is painted too, at the end of its line when the line
/// breaks there; typographic apostrophes and quotes in the app's own copy; and text cut by a scroll
/// edge ends under that edge's fade (or a pinned header), never sliced bare.
public struct P14Typography: LayoutRule {
    public init() {}
    public let id = "P14"
    public let summary = "No hyphen in a name or a short word, no one-word last line, separators painted, curly quotes, no text sliced at a scroll edge"
    public let scope = "every text"
    public let source = RuleGeometry.relativeSource(#filePath)
    /// Every row's text, made or not.
    public let checksEachRow = true

    /// The fewest letters a word may have to be hyphenated.
    public static let shortestHyphenated = 8
    /// How much of its line a last line with a word moved down may fill by P14's estimate (words'
    /// widths from their characters' share of the lines' widths) for the move to count as possible: the
    /// estimate is within a few per cent; the text engine measures the move itself.
    public static let movableFill = 0.92

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] { check(surface, layout, Visibility(surface, layout)) }

    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        var out: [Violation] = []
        for (k, node) in layout.nodes.enumerated() {
            guard let text = node.text, node.opacity > 0 else { continue }
            let lines = text.lines
            for message in Self.typesetting(lines, isName: node.semantics.isName, width: text.wrapWidth) {
                out.append(Violation(rule: id, node: node.id, message: message))
            }
            if let label = node.semantics.accessibility?.label, Self.separators(in: label) > Self.separators(in: text.content.string) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "reads \"\(label)\" but paints \"\(lines.map(\.text).joined(separator: " / "))\": a separator the reader hears is painted"))
            }
            if !node.semantics.isName, let straight = text.content.string.first(where: { $0 == "'" || $0 == "\"" }) {
                out.append(Violation(rule: id, node: node.id,
                                     message: "has a straight \(straight == "'" ? "apostrophe" : "quote") in \"\(text.content.string)\": typographic ones (’ “ ”)"))
            }
            if let edge = Self.bareEdge(k, node, visibility) {
                out.append(Violation(rule: id, node: node.id, message: "is sliced bare at its scroll region's \(edge) edge: no fade or pinned header there"))
            }
        }
        return out
    }

    /// What the lines of a text break badly: a hyphen inside a name or a short word, a one-word last line.
    /// `width`: the width the text wraps at (nil: unknown, every slight last line counts).
    public static func typesetting(_ lines: [TextLine], isName: Bool, width: Double? = nil) -> [String] {
        var out: [String] = []
        for (i, line) in lines.enumerated() where line.ending == .hyphenated && i + 1 < lines.count {
            let before = line.text.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let after = lines[i + 1].text.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            let letters = (before + after).filter(\.isLetter).count
            if isName {
                out.append("hyphenates the name at \"\(before)-|\(after)\"")
            } else if letters < shortestHyphenated {
                out.append("hyphenates \"\(before)-|\(after)\", a word of \(letters) letters (at least \(shortestHyphenated))")
            }
        }
        // A word hyphenated across three lines or more where two lines of its box could hold it (`ac-` /
        // `com-` / `plished` in a narrow column). Cut between characters, a piece fills its line, so a
        // word over three lines so is wider than two: that cannot be helped.
        for i in lines.indices.dropLast(2) where lines[i].ending.splitsWord && lines[i + 1].ending.splitsWord
            && (lines[i].ending == .hyphenated || lines[i + 1].ending == .hyphenated)
            && !lines[i + 1].text.contains(where: \.isWhitespace)
            && fitsTwoLines(lines[i], lines[i + 1], lines[i + 2], width: width) {
            out.append("breaks one word over three lines: \"\(lines[i].text)-|\(lines[i + 1].text)-|\(lines[i + 2].text)\"")
        }
        // The last line of each paragraph too slight to stand (`LastLine`), where the line above could
        // give it company: its last word, moved down, fits on the last line by the lines' own widths.
        for i in lines.indices.dropFirst() where lines[i].ending == .end || i == lines.count - 1 {
            guard lines[i - 1].ending == .betweenWords else { continue }
            let words = lines[i].text.split(whereSeparator: \.isWhitespace)
            let above = lines[i - 1].text.split(whereSeparator: \.isWhitespace)
            guard LastLine.isSlight(words, above: above, second: i == 1),
                  let moved = above.last, movable(moved, to: lines[i], from: lines[i - 1], width: width) else { continue }
            let line = lines[i].text.trimmingCharacters(in: .whitespaces), upper = lines[i - 1].text.trimmingCharacters(in: .whitespaces)
            out.append(words.count == 1 ? "ends a paragraph on the one short word \"\(line)\" below \"\(upper)\""
                                        : "ends a paragraph on the stub \"\(line)\" below \"\(upper)\"")
        }
        return out
    }

    /// Whether the word broken over `first`, `middle` and `last` (its first piece ends `first`, its last
    /// starts `last`) is narrower than two lines of `width`, by the lines' widths: each piece's share of
    /// its line by its characters (nil width: unknown, every such break counts).
    static func fitsTwoLines(_ first: TextLine, _ middle: TextLine, _ last: TextLine, width: Double?) -> Bool {
        guard let width else { return true }
        func share(_ line: TextLine, _ piece: Substring) -> Double {
            let all = line.text.trimmingCharacters(in: .whitespaces)
            return all.isEmpty ? 0 : line.frame.width * Double(piece.count) / Double(all.count)
        }
        let head = first.text.split(whereSeparator: \.isWhitespace).last ?? ""
        let tail = last.text.split(whereSeparator: \.isWhitespace).first ?? ""
        return share(first, head) + middle.frame.width + share(last, tail) <= 2 * width
    }

    /// Whether `word`, the last of `above`, may move down onto `last` (it is no separator, and what stays
    /// above still stands: `LastLine.keepsEnough`) and would fit in `width`, by an estimate that gives each
    /// character of the two lines the same share of their widths.
    static func movable(_ word: Substring, to last: TextLine, from above: TextLine, width: Double?) -> Bool {
        let rest = above.text.split(whereSeparator: \.isWhitespace).dropLast()
        guard let first = word.unicodeScalars.first, !LineTies.separators.contains(first), LastLine.keepsEnough(Array(rest)) else { return false }
        guard let width else { return true }
        let characters = Double(last.text.trimmingCharacters(in: .whitespaces).count + above.text.trimmingCharacters(in: .whitespaces).count)
        guard characters > 0 else { return false }
        let each = (last.frame.width + above.frame.width) / characters
        return last.frame.width + each * Double(word.count + 1) <= width * movableFill
    }

    static func separators(in string: String) -> Int { string.unicodeScalars.filter { $0 == "\u{00B7}" }.count }

    /// The edge of its scroll region a text is cut at with nothing over the cut (no fade, no layer).
    static func bareEdge(_ k: Int, _ node: SolvedNode, _ visibility: Visibility) -> String? {
        let seen = visibility[k]
        guard seen.state == .partlyVisible, seen.losses.contains(.scrolled), let clip = visibility.plan.clips[k],
              let lines = node.text?.lines, let first = lines.first, let last = lines.last else { return nil }
        let t = RuleGeometry.tolerance
        // Only a cut through the lines counts: a box's empty margin may pass the edge.
        let top = first.frame.minY < clip.minY - t && last.frame.maxY > clip.minY + t
        let bottom = last.frame.maxY > clip.maxY + t && first.frame.minY < clip.maxY - t
        for (cut, edge) in [(top, PaintPlan.ScrollFade.Edge.top), (bottom, .bottom)] where cut {
            let y = edge == .top ? clip.minY : clip.maxY
            let faded = visibility.plan.fades.contains { fade in
                fade.edge == edge && abs((edge == .top ? fade.band.minY : fade.band.maxY) - y) < 1 && visibility.plan.isAfter(fade: fade, node: k)
            }
            // A pinned header over the edge: the text goes on under a layer, not past a bare line.
            let covered = seen.losses.contains(.covered)
            if !faded && !covered { return edge.rawValue }
        }
        return nil
    }
}
