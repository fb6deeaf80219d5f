import Foundation

/// A layout as text (T12): every node's stable id, its parent's, its frame in points, a readable label
/// and its lines, one node per line. Recorded inside each reference image so a failure can say what
/// moved, and kept beside it as `<name>.layout.txt` when a case asks, so a layout change reads as
/// text in a pull request. FoldSnapshot knows no screens: whoever lays out makes the record.
///
/// ```
/// layout 540x720 @2x
/// row/b	card	20 198.33 432 72.44	Read	Read ⏎ 1 of 3 check-in days this week
/// ```
/// Columns are separated by tabs; a field's own tabs and line breaks are written as spaces, and a
/// text node's lines are joined by ` ⏎ `.
public struct LayoutRecord: Hashable, Sendable {
    public struct Node: Hashable, Sendable {
        public var id: String
        /// The nearest recorded ancestor's id; empty at the top.
        public var parent: String
        public var x: Double, y: Double, width: Double, height: Double
        public var label: String
        /// A text node's lines as set; empty for other nodes.
        public var lines: [String]

        public init(id: String, parent: String, x: Double, y: Double, width: Double, height: Double, label: String, lines: [String] = []) {
            self.id = id
            self.parent = parent
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.label = label
            self.lines = lines
        }
    }

    public var width: Double
    public var height: Double
    /// Pixels per point of the image the layout was painted into: whole (2) or a device's own density (2.75).
    public var scale: Double
    public var nodes: [Node]

    public init(width: Double, height: Double, scale: Double, nodes: [Node]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.nodes = nodes
    }

    /// The keyword of the PNG text chunk that carries it.
    public static let keyword = "crease-layout"
    static let lineJoiner = " ⏎ "

    /// Points as written: at most two decimals, no trailing zeros.
    static func number(_ v: Double) -> String { trimmed(v, decimals: 2) }

    /// A scale as names and records write it: at most three decimals (2.625), no trailing zeros (2).
    public static func scaleText(_ v: Double) -> String { trimmed(v, decimals: 3) }

    /// `v` rounded to `decimals`, without trailing zeros or a bare point; `-0` is `0`.
    static func trimmed(_ v: Double, decimals: Int) -> String {
        guard v.isFinite else { return "0" }
        let unit = pow(10, Double(decimals))
        var s = String(format: "%.\(decimals)f", (v * unit).rounded() / unit)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    static func field(_ s: String) -> String {
        String(s.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    public var text: String {
        var out = "layout \(Self.number(width))x\(Self.number(height)) @\(Self.scaleText(scale))x\n"
        for n in nodes {
            let frame = [n.x, n.y, n.width, n.height].map(Self.number).joined(separator: " ")
            out += [Self.field(n.id), Self.field(n.parent), frame, Self.field(n.label),
                    n.lines.map(Self.field).joined(separator: Self.lineJoiner)].joined(separator: "\t") + "\n"
        }
        return out
    }

    /// Reads `text` back; nil when it is not a layout record.
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let head = lines.first, head.hasPrefix("layout ") else { return nil }
        lines.removeFirst()
        let parts = head.dropFirst("layout ".count).split(separator: " ")
        guard parts.count == 2, parts[1].hasPrefix("@"), parts[1].hasSuffix("x"),
              let scale = Double(parts[1].dropFirst().dropLast()), scale.isFinite, scale >= 0.5, scale <= Double(Self.maxScale) else { return nil }
        let size = parts[0].split(separator: "x")
        guard size.count == 2, let w = Double(size[0]), let h = Double(size[1]), Self.sane(w), Self.sane(h) else { return nil }
        var nodes: [Node] = []
        for line in lines {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count == 5 else { return nil }
            let frame = f[2].split(separator: " ").compactMap { Double($0) }
            guard frame.count == 4, frame.allSatisfy(Self.sane) else { return nil }
            nodes.append(Node(id: String(f[0]), parent: String(f[1]), x: frame[0], y: frame[1], width: frame[2], height: frame[3],
                              label: String(f[3]), lines: f[4].isEmpty ? [] : f[4].components(separatedBy: Self.lineJoiner)))
        }
        self.init(width: w, height: h, scale: scale, nodes: nodes)
    }

    /// A record read from a reference is someone's file: its numbers are finite points within a
    /// million of the origin, its scale 0.5–16, or it is no record (so pixel arithmetic cannot overflow).
    static let maxScale = 16
    static func sane(_ v: Double) -> Bool { v.isFinite && abs(v) <= 1_000_000 }

    /// The record as written and read back: the numbers it holds are the rounded ones.
    public var rounded: LayoutRecord { LayoutRecord(text: text) ?? self }

    /// The frames, in pixels of the image, of the nodes whose id matches `filter` (T14).
    public func pixelRects(matching filter: NameFilter) -> [(x: Int, y: Int, width: Int, height: Int)] {
        let s = scale
        return nodes.filter { filter.matchesID($0.id) }.map { n in
            let x0 = Int((n.x * s).rounded(.down)), y0 = Int((n.y * s).rounded(.down))
            let x1 = Int(((n.x + n.width) * s).rounded(.up)), y1 = Int(((n.y + n.height) * s).rounded(.up))
            return (x0, y0, x1 - x0, y1 - y0)
        }
    }

    /// Ids of the nodes `filter` matches.
    public func ids(matching filter: NameFilter) -> [String] { nodes.map(\.id).filter { filter.matchesID($0) } }
}
