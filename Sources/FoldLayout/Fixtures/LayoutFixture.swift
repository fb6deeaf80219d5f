import CreaseInput
import Foundation

/// One layout case as data: a node tree, the bounds it is solved in, a font-free measurer, and the
/// frames (and text lines) expected left to right and, mirrored, right to left. The solver's test
/// harness runs every file of a folder of them; `crease bench` solves the same files.
public struct LayoutFixture: Sendable, Decodable {
    public struct Measurer: Sendable, Decodable {
        public var advance: Double
        public var lineHeight: Double
    }

    public var name: String
    public var about: String
    public var bounds: Rect
    public var measurer: Measurer
    public var tree: NodeDescription
    /// Frames by identity, `[x, y, width, height]`.
    public var expected: [String: Rect]
    /// The same after mirroring for a right-to-left locale (L15); omitted when not checked.
    public var expectedRightToLeft: [String: Rect]?
    /// Text lines by identity.
    public var lines: [String: [String]]
    /// Identities that must not be drawn (the alternatives a `firstFit` passed over).
    public var absent: [String]

    enum Key: String, CodingKey { case name, about, bounds, measurer, tree, expected, expectedRightToLeft, lines, absent }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        name = try c.decode(String.self, forKey: .name)
        about = try c.decodeIfPresent(String.self, forKey: .about) ?? ""
        bounds = try Self.rect(try c.decode([Double].self, forKey: .bounds), c, .bounds)
        measurer = try c.decodeIfPresent(Measurer.self, forKey: .measurer) ?? Measurer(advance: 0.5, lineHeight: 1.2)
        tree = try c.decode(NodeDescription.self, forKey: .tree)
        expected = try Self.frames(try c.decode([String: [Double]].self, forKey: .expected), c, .expected)
        expectedRightToLeft = try c.decodeIfPresent([String: [Double]].self, forKey: .expectedRightToLeft)
            .map { frames throws in try Self.frames(frames, c, .expectedRightToLeft) }
        lines = try c.decodeIfPresent([String: [String]].self, forKey: .lines) ?? [:]
        absent = try c.decodeIfPresent([String].self, forKey: .absent) ?? []
    }

    static func rect(_ v: [Double], _ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Rect {
        guard v.count == 4 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "needs four numbers") }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    static func frames(_ raw: [String: [Double]], _ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> [String: Rect] {
        var out: [String: Rect] = [:]
        for (id, v) in raw { out[id] = try rect(v, c, key) }
        return out
    }

    /// Reads every `*.json` of a folder, sorted by file name.
    public static func load(folder: URL) throws(InputError) -> [LayoutFixture] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var out: [LayoutFixture] = []
        for file in files { out.append(try JSONInput.load(LayoutFixture.self, from: folder.appendingPathComponent(file))) }
        return out
    }

    /// The tree solved in the bounds with the fixture's measurer, left to right or mirrored.
    public func solve(rightToLeft: Bool = false) -> SolvedLayout {
        let solved = LayoutSolver(measurer: ApproximateTextMeasurer(advance: measurer.advance, lineHeight: measurer.lineHeight))
            .solve(tree.node, bounds: bounds)
        return rightToLeft ? solved.mirrored() : solved
    }
}
