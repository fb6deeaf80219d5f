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
