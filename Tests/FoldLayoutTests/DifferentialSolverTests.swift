import CreaseRandom
import Testing
@testable import FoldLayout

/// The layout solver against `ReferenceSolver`, on seeded random trees over every node kind and
/// option: both must give every node the same frame and every text the same lines.
@Suite struct DifferentialSolverTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    static let words = ["a", "to", "Walk", "check-in", "Non-negotiables", "·", "3", "times", "a", "week", "Donaudampfschiff", "x"]

    /// A random tree of at most `depth` levels; every node has an id of its own.
    struct Generator {
        var random: SeededRandom
        var next = 0

        mutating func id() -> String { next += 1; return "n\(next)" }
        mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }
        mutating func number(_ range: ClosedRange<Int>) -> Double { Double(range.lowerBound + random.below(range.count)) }

        mutating func text() -> Node {
            let count = 1 + random.below(6)
            let string = (0..<count).compactMap { _ in random.pick(DifferentialSolverTests.words) }.joined(separator: " ")
            let content = TextContent(string, font: FontSpec(size: number(8...20)), lineLimit: chance(15) ? 1 + random.below(2) : nil)
            var node = Node(.text(content))
            if chance(20) { node = node.keepsWordsWhole() }
            return node
        }

        mutating func children(_ depth: Int) -> [Node] { (0..<random.below(5)).map { _ in node(depth - 1) } }

        mutating func node(_ depth: Int) -> Node {
            var made: Node
            switch depth <= 0 ? random.below(2) : random.below(12) {
            case 0: made = text()
            case 1: made = Node(.spacer(minLength: number(0...12)))
            case 2: made = Node(.padding(Insets(top: number(0...8), left: number(0...16), bottom: number(0...8), right: number(0...16)), node(depth - 1)))
            case 3: made = Node(.frame(width: chance(50) ? number(10...200) : nil, height: chance(40) ? number(10...120) : nil,
                                       minHeight: chance(30) ? number(10...60) : nil, maxHeight: chance(25) ? number(20...160) : nil,
                                       child: chance(85) ? node(depth - 1) : nil))
            case 11: made = Node(.scroll(node(depth - 1), minHeight: chance(50) ? number(0...40) : 0))
            case 4, 5: made = Node(.stack(axis: .vertical, spacing: number(0...10),
                                          alignment: .horizontal([.leading, .center, .trailing, .fill][random.below(4)]), children: children(depth)))
            case 6, 7: made = Node(.stack(axis: .horizontal, spacing: number(0...10),
                                          alignment: .vertical([.top, .center, .bottom, .fill, .firstLine][random.below(5)]), children: children(depth)))
            case 8: made = chance(50) ? Node(.layers(children(depth)))
                : Node(.region(Rect(x: number(0...40), y: number(0...40), width: number(40...300), height: number(20...200)), node(depth - 1)))
            case 9:
                // A lazy list of up to 14 rows, or of 16 to 63 short ones (past `LazyRows.alwaysMade`, so in a
                // short region only some are made), sometimes pinning one.
                let rows = chance(30) ? (0..<(LazyRows.alwaysMade + random.below(48))).map { _ in (chance(70) ? text() : Node(.spacer(minLength: number(0...30)))).id(id()) }
                    : (0..<random.below(15)).map { _ in node(depth - 1) }
                let pinned = chance(25) && !rows.isEmpty ? random.below(rows.count) : nil
                made = Node(.lazyStack(spacing: number(0...8), rows: LazyRows(count: rows.count, pinned: pinned) { rows[$0] }))
            // A third of the first fits share one of two keys (`FirstFit(sharing:)`); a fifth are judged at
            // a width of their own (`FirstFit(judgedAt:)`).
            default: made = Node(.firstFit((0..<random.below(4)).map { _ in node(depth - 1) }, maxHeight: chance(30) ? number(20...120) : nil,
                                           shared: chance(33) ? (chance(50) ? "a" : "b") : nil, judgedAt: chance(20) ? number(10...300) : nil))
            }
            if chance(15) { made = made.fillWidth() }
            if chance(15) { made = made.hugContent() }
            return made.id(id())
        }
    }

    /// How many nodes the reference solver places in `root`, and whether the solver places each alike.
    static func compare(_ root: Node, bounds: Rect, measurer: ApproximateTextMeasurer) -> (nodes: Int, agree: Bool) {
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: bounds)
        let expected = ReferenceSolver(measurer: measurer).solve(root, bounds: bounds)
        let actual = Dictionary(solved.nodes.map { ($0.id, ReferenceSolver.Placed(frame: $0.frame, lines: $0.text?.lines)) }, uniquingKeysWith: { a, _ in a })
        return (expected.count, actual.count == expected.count && expected.allSatisfy { actual[$0.key] == $0.value })
    }

    /// Whether both solvers place every node of `root` alike.
    static func agree(_ root: Node, bounds: Rect, measurer: ApproximateTextMeasurer) -> Bool { compare(root, bounds: bounds, measurer: measurer).agree }

    @Test("Both solvers give every node of 10,000 seeded trees (every node kind, alignment and option, widths 40–420) the same frame and lines")
    func solversAgree() {
        var generator = Generator(random: SeededRandom(seed: 29))
        let reference = ReferenceSolver(measurer: measurer)
        var nodes = 0, disagreements: [String] = []
        for tree in 0..<10_000 {
            generator.next = 0
            let root = generator.node(1 + tree % 5)
            let bounds = Rect(x: 0, y: 0, width: generator.number(40...420), height: generator.number(60...600))
            let result = Self.compare(root, bounds: bounds, measurer: measurer)
            nodes += result.nodes
            if !result.agree, disagreements.count < 3 {
                // Reported on the smallest tree that still shows it, with both solvers' frames.
                let small = TreeShrinking.shrink(root) { !Self.agree($0, bounds: bounds, measurer: measurer) }
                let mine = LayoutSolver(measurer: measurer).solve(small, bounds: bounds)
                let theirs = reference.solve(small, bounds: bounds)
                let frames = mine.nodes.map { "\($0.id): solver \($0.frame), reference \(theirs[$0.id].map { "\($0.frame)" } ?? "none")" }
                disagreements.append("tree \(tree) in \(bounds), shrunk to\n\(TreeShrinking.describe(small))\(frames.joined(separator: "\n"))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(nodes > 50_000, "\(nodes) nodes compared")
    }
}
