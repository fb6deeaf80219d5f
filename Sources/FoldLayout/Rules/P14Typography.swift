import CreaseInput

/// P14: typography a designer signs. No hyphen inside a name (declared with `isName()`) or inside a word
/// of fewer than `shortestHyphenated` letters; no last line of a paragraph that is one short word where
/// the line above could give it company; a separator (`·`) the reader hears is painted too, at the end
/// of its line when the line breaks there; typographic apostrophes and quotes in the app's own copy; and
/// text cut by a scroll edge ends under that edge's fade (or a pinned header), never sliced bare.
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
    /// A last line of one word of fewer letters than this is an orphan.
    public static let shortestLastWord = 8

    public func check(_ surface: Surface, _ layout: SolvedLayout) -> [Violation] { check(surface, layout, Visibility(surface, layout)) }

    public func check(_ surface: Surface, _ layout: SolvedLayout, _ visibility: Visibility) -> [Violation] {
        var out: [Violation] = []
        for (k, node) in layout.nodes.enumerated() {
            guard let text = node.text, node.opacity > 0 else { continue }
            let lines = text.lines
            for message in Self.typesetting(lines, isName: node.semantics.isName) {
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
    public static func typesetting(_ lines: [TextLine], isName: Bool) -> [String] {
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
        // A word broken across three lines or more.
        for i in lines.indices.dropLast(2) where lines[i].ending.splitsWord && lines[i + 1].ending.splitsWord
            && !lines[i + 1].text.contains(where: \.isWhitespace) {
            out.append("breaks one word over three lines: \"\(lines[i].text)-|\(lines[i + 1].text)-|\(lines[i + 2].text)\"")
        }
        // The last line of each paragraph: one short word, or (of a text of two lines) a two-word stub
        // under a long line, where the line above could give it company.
        for i in lines.indices.dropFirst() where lines[i].ending == .end || i == lines.count - 1 {
            guard lines[i - 1].ending == .betweenWords else { continue }
            let words = lines[i].text.split(whereSeparator: \.isWhitespace)
            let above = lines[i - 1].text.split(whereSeparator: \.isWhitespace)
            let letters = words.reduce(0) { $0 + $1.filter(\.isLetter).count }
            guard words.contains(where: { $0.contains(where: \.isLetter) }) else { continue }
            if words.count == 1, above.count >= 2, letters < shortestLastWord {
                out.append("ends a paragraph on the one short word \"\(words[0])\" below \"\(lines[i - 1].text.trimmingCharacters(in: .whitespaces))\"")
            } else if words.count == 2, i == 1, above.count >= 4, letters < shortestLastWord + 2 {
                out.append("ends a paragraph on the stub \"\(lines[i].text.trimmingCharacters(in: .whitespaces))\" below \"\(lines[i - 1].text.trimmingCharacters(in: .whitespaces))\"")
            }
        }
        return out
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
