import CreaseTestSupport
import Testing
@testable import FoldLayout

/// Text held to a line limit (W1's widget names): cut only with an ellipsis, inside its width, and L8
/// tells such a cut from any other.
@Suite struct TruncationTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    let font = FontSpec(size: 10)

    func solve(_ text: String, lineLimit: Int?, width: Double) -> SolvedText? {
        let root = VStack { Text(text, font: font, lineLimit: lineLimit).id("t") }
        return LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: width, height: 200))["t"]?.text
    }

    @Test("W1, L8: text past its line limit keeps the lines that fit and ends the last in an ellipsis, inside its width")
    func cut() throws {
        let text = try #require(solve("Meditate for twenty minutes every morning", lineLimit: 2, width: 60))
        #expect(text.lines.map(\.text) == ["Meditate for", "twenty…"])
        #expect(text.lines.allSatisfy { $0.frame.width <= 60 })
        #expect(TextWholeness.isEllipsized(text))
        #expect(!TextWholeness.isWhole(text))
        #expect(text.content.string == "Meditate for twenty minutes every morning")
    }

    @Test("W1: a word too long for the line is cut within it, still inside the width")
    func longWord() throws {
        let text = try #require(solve("Donaudampfschifffahrtsgesellschaft", lineLimit: 1, width: 50))
        #expect(text.lines.count == 1)
        let line = try #require(text.lines.first)
        #expect(line.text.hasSuffix("…") && line.frame.width <= 50)
        #expect(line.text == "Donaudamp…")
    }

    @Test("Text within its limit, or without one, is measured whole")
    func whole() throws {
        #expect(try #require(solve("Walk", lineLimit: 1, width: 60)).lines.map(\.text) == ["Walk"])
        let unlimited = try #require(solve("Meditate for twenty minutes every morning", lineLimit: nil, width: 60))
        #expect(unlimited.lines.count == 5 && TextWholeness.isWhole(unlimited))
        #expect(!TextWholeness.isEllipsized(unlimited))
    }

    func node(_ string: String, lines: [String], lineLimit: Int?) -> SolvedNode {
        let frames = lines.enumerated().map { i, l in
            TextLine(text: l, frame: Rect(x: 20, y: 100 + Double(i) * 12, width: Double(l.count) * 5, height: 12), baseline: 110 + Double(i) * 12)
        }
        return SolvedNode(id: "t", role: nil, frame: Rect(x: 20, y: 100, width: 100, height: Double(lines.count) * 12),
                          text: SolvedText(content: TextContent(string, font: font, lineLimit: lineLimit), wrapWidth: 100, lines: frames))
    }

    func l8(_ node: SolvedNode) throws -> [Violation] {
        let surface = Surface(device: try TestSupport.fixtures.device("iphone"), posture: .cover, orientation: .upright)
        return L08TextWholeAndInside().check(surface, SolvedLayout(bounds: surface.bounds, nodes: [node], regions: []))
    }

    @Test("L8: a cut with an ellipsis passes only when the text declares a line limit; any other cut is reported")
    func l8Cuts() throws {
        #expect(try l8(node("Meditate daily", lines: ["Meditate…"], lineLimit: 1)).isEmpty)
        #expect(try l8(node("Meditate daily", lines: ["Meditate"], lineLimit: 1)).map(\.rule) == ["L8"])
        #expect(try l8(node("Meditate daily", lines: ["Meditate…"], lineLimit: nil)).map(\.rule) == ["L8"])
        #expect(try l8(node("Meditate daily", lines: ["Meditat…e"], lineLimit: 1)).map(\.rule) == ["L8"])
    }
}
