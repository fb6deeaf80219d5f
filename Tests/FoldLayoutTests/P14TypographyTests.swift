import Testing
@testable import FoldLayout

/// P14's last lines: a slight last line is reported only where the line above could give it a word
/// (no separator moved to a line's start, what stays above still stands, and the move fits).
@Suite struct P14LastLineTests {
    /// Two lines as an engine would give them: each character 8 pt wide.
    func lines(_ above: String, _ last: String) -> [TextLine] {
        [TextLine(text: above + " ", frame: Rect(x: 0, y: 0, width: Double(above.count) * 8, height: 20), baseline: 16, ending: .betweenWords),
         TextLine(text: last, frame: Rect(x: 0, y: 20, width: Double(last.count) * 8, height: 20), baseline: 36, ending: .end)]
    }

    func reports(_ above: String, _ last: String, width: Double?) -> Bool {
        P14Typography.typesetting(lines(above, last), isName: false, width: width).contains { $0.contains("ends a paragraph") }
    }

    @Test("P14: `1 of 3 check-in days` / `this week` is a stub where `days` fits below; `277 check-in` / `days` an orphan")
    func slightLastLines() {
        #expect(reports("1 of 3 check-in days", "this week", width: 170))
        // `days` with `check-in` moved down: 4 + 1 + 8 characters, 104 pt, inside 92% of 120 pt.
        #expect(reports("277 check-in", "days", width: 120))
        // A last line that stands: three words, or a word of eight letters.
        #expect(!reports("1 of 3 check-in", "days this week", width: 170))
        #expect(!reports("Every day after", "breakfast", width: 170))
    }

    @Test("P14: no report where no rewrap avoids it: the word above would not fit, is a separator, or leaves a lone short word")
    func unavoidable() {
        // `check-in days` is 13 characters: 104 pt, over 92% of 100 pt.
        #expect(!reports("277 check-in", "days", width: 100))
        #expect(!reports("Walk ·", "logged", width: 60))
        #expect(!reports("a weekly", "streak.", width: 200))
        // Unknown width: every movable slight line counts.
        #expect(reports("277 check-in", "days", width: nil))
    }
}

/// P14's three-line words: a word hyphenated over three lines where two lines of its box could hold it
/// (`ac-` / `com-` / `plished`) is reported; a word cut between characters over three lines (each piece
/// fills its line, so the word is wider than two) is not.
@Suite struct P14ThreeLineTests {
    func line(_ text: String, _ ending: LineEnding, y: Double) -> TextLine {
        TextLine(text: text, frame: Rect(x: 0, y: y, width: Double(text.count) * 8, height: 20), baseline: y + 16, ending: ending)
    }

    @Test("P14: `ac-` / `com-` / `plished` in a 120 pt box is reported; the same word cut to fill 40 pt lines is not")
    func threeLines() {
        let hyphenated = [line("are ac", .hyphenated, y: 0), line("com", .hyphenated, y: 20), line("plished", .end, y: 40)]
        #expect(P14Typography.typesetting(hyphenated, isName: false, width: 120).contains { $0.contains("three lines") })
        let cut = [line("Donau", .insideWord, y: 0), line("dampf", .insideWord, y: 20), line("schiff", .end, y: 40)]
        #expect(!P14Typography.typesetting(cut, isName: true, width: 40).contains { $0.contains("three lines") })
        #expect(P14Typography.typesetting(cut, isName: true, width: 40).isEmpty, "a name cut between characters has no hyphen to report")
    }
}

/// A name is never hyphenated (P14): its text does not hyphenate, and a word of it is cut between
/// characters only where it is wider than the region it is in; a narrower one moves a `FirstFit` on.
@Suite struct NameBreakingTests {
    let measurer = ApproximateTextMeasurer()

    func chosenSize(_ name: String, column: Double, bounds: Double) -> Double? {
        let tree = HStack(spacing: 0) {
            FirstFit {
                Text(name, font: FontSpec(size: 40)).id("name").isName()
                Text(name, font: FontSpec(size: 12)).id("name").isName()
            }
            .frame(width: column)
            Spacer()
        }
        let layout = LayoutSolver(measurer: measurer).solve(tree, bounds: Rect(x: 0, y: 0, width: bounds, height: 800))
        return layout.node("name")?.text?.content.font.size
    }

    @Test("P14: `isName()` turns hyphenation off for the text it marks")
    func namesDoNotHyphenate() {
        guard case .text(let content) = Text("Weekend", font: FontSpec(size: 17)).isName().kind else {
            Issue.record("not a text")
            return
        }
        #expect(!content.hyphenates)
        guard case .text(let plain) = Text("Weekend", font: FontSpec(size: 17)).kind else { return }
        #expect(plain.hyphenates)
    }

    @Test("P14, L8: a name's word its column cannot hold but the region can moves on to the smaller size")
    func narrowerThanRegionMovesOn() {
        #expect(chosenSize("Weekend", column: 100, bounds: 400) == 12)
    }

    @Test("P14, L8: a word wider than the whole region is cut at the first size: no alternative keeps it whole")
    func widerThanRegionStays() {
        let word = String(repeating: "Donaudampfschiff", count: 6)
        #expect(chosenSize(word, column: 100, bounds: 400) == 40)
    }

    @Test("The words a cut broke, put back together from their pieces")
    func cutWordsJoinPieces() {
        func line(_ text: String, _ ending: LineEnding) -> TextLine {
            TextLine(text: text, frame: Rect(x: 0, y: 0, width: 10, height: 10), baseline: 8, ending: ending)
        }
        let m = TextMeasurement(lines: [line("a smoot", .insideWord), line("hie and ", .betweenWords), line("Donau", .insideWord),
                                        line("dampf", .insideWord), line("schiff", .end)], width: 10, height: 50)
        #expect(m.cutWords == ["smoothie", "Donaudampfschiff"])
    }
}
