import FoldLayout
import Testing
@testable import FoldRender

/// L8, Q: a word with no break opportunity that fits is cut between clusters, each line inside the
/// width and reported as broken inside a word; nothing is lost and no cluster is split. The cuts are
/// made in one pass (`crease bench --only text` times 10k, 30k and 100k characters).
@Suite struct LongWordTests {
    @Test("L8, Q: a 3,000-character word fills lines up to the width, every cut reported, every character kept")
    func longWord() throws {
        let engine = try TextEngine()
        let word = String(repeating: "0123456789", count: 300)
        let m = engine.measure(TextContent(word, font: FontSpec(size: 17)), width: 200)
        #expect(m.lines.count > 10)
        #expect(m.lines.allSatisfy { $0.frame.width <= 200.5 })
        #expect(m.lines.dropLast().allSatisfy { $0.ending == .insideWord })
        #expect(m.lines.last?.ending == .end)
        #expect(m.lines.map(\.text).joined() == word)
        // Greedy: no line but the last could have taken the next line's first digit.
        #expect(m.lines.dropLast().allSatisfy { $0.frame.width > 200 - 17 })
    }

    @Test("L8: a cut never separates a letter from its combining mark; a line separator in the text stays a line end")
    func clusters() throws {
        let engine = try TextEngine()
        let word = String(repeating: "e\u{301}", count: 400)
        let m = engine.measure(TextContent(word, font: FontSpec(size: 17)), width: 120)
        #expect(m.lines.count > 3)
        for line in m.lines { #expect(line.text.unicodeScalars.first != "\u{301}", "a line starts with a lone combining mark") }
        #expect(m.lines.map(\.text).joined() == word)
        let separated = engine.measure(TextContent("Walk\u{2028}Read", font: FontSpec(size: 17)), width: 300)
        #expect(separated.lines.map(\.ending) == [.end, .end])
    }
}
