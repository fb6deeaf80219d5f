import CreaseInput

/// One node that differs between a reference's layout and the new one (T12): moved, resized,
/// appeared, disappeared or changed its text, by its stable id and a readable label.
public struct LayoutChange: Hashable, Sendable, Encodable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, Encodable {
        case moved, resized, appeared, disappeared, text
    }

    public var id: String
    public var label: String
    public var kinds: [Kind]
    /// New minus old, in points.
    public var dx: Double, dy: Double, dwidth: Double, dheight: Double
    /// The lines before and after, joined, when they changed.
    public var textBefore: String?
    public var textAfter: String?
    /// How many nodes inside it moved with it and are not listed.
    public var contents: Int
    /// The larger side of the change in points (a node that appeared or went: its larger side).
    public var size: Double
    public var description: String

    enum CodingKeys: String, CodingKey {
        case id, label, kinds, dx, dy, dwidth, dheight, textBefore, textAfter, contents, description
    }

    /// Compares two records node by node by id and lists what changed, largest first. A node that only
    /// moved, as far as its parent did, is counted in its parent's `contents` instead of listed.
    public static func changes(from old: LayoutRecord, to new: LayoutRecord) -> [LayoutChange] {
        let epsilon = 0.01
        let before = Dictionary(old.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var offset: [String: (Double, Double)] = [:]
        for n in new.nodes {
            if let o = before[n.id] { offset[n.id] = (n.x - o.x, n.y - o.y) }
        }
        var listed: [LayoutChange] = []
        var carried: [String: Int] = [:]
        var order: [String: Int] = [:]
        for (i, n) in new.nodes.enumerated() {
            order[n.id] = i
            guard let o = before[n.id] else {
                listed.append(whole(n, .appeared, "\(name(n)) appeared at \(frame(n))"))
                continue
            }
            let dx = n.x - o.x, dy = n.y - o.y, dw = n.width - o.width, dh = n.height - o.height
            var kinds: [Kind] = []
            if abs(dx) > epsilon || abs(dy) > epsilon { kinds.append(.moved) }
            if abs(dw) > epsilon || abs(dh) > epsilon { kinds.append(.resized) }
            if n.lines != o.lines { kinds.append(.text) }
            guard !kinds.isEmpty else { continue }
            // Moved as far as its parent, and nothing else: the line of the highest ancestor that moved
            // as far says it.
            if kinds == [.moved], same(offset[n.parent], dx, dy) {
                var top = n.parent, hops = 0
                // A record read from a file may name parents in a ring: the walk stops.
                while let up = after[top]?.parent, same(offset[up], dx, dy), hops < new.nodes.count {
                    top = up
                    hops += 1
                }
                carried[top, default: 0] += 1
                continue
            }
            var parts: [String] = []
            if kinds.contains(.moved) { parts.append("moved " + movement(dx, dy)) }
            if kinds.contains(.resized) { parts.append("resized \(signed(dw))×\(signed(dh)) pt to \(LayoutRecord.number(n.width))×\(LayoutRecord.number(n.height))") }
            if kinds.contains(.text) {
                parts.append("text \(quoted(o.lines)) → \(quoted(n.lines))")
            }
            listed.append(LayoutChange(id: n.id, label: n.label, kinds: kinds, dx: dx, dy: dy, dwidth: dw, dheight: dh,
                                       textBefore: kinds.contains(.text) ? joined(o.lines) : nil,
                                       textAfter: kinds.contains(.text) ? joined(n.lines) : nil,
                                       contents: 0, size: [abs(dx), abs(dy), abs(dw), abs(dh)].max() ?? 0,
                                       description: "\(name(n)) " + parts.joined(separator: ", ")))
        }
        for o in old.nodes where after[o.id] == nil {
            // A node whose parent went too goes with it.
            if !o.parent.isEmpty, before[o.parent] != nil, after[o.parent] == nil {
                carried[o.parent, default: 0] += 1
                continue
            }
            listed.append(whole(o, .disappeared, "\(name(o)) disappeared (it was at \(frame(o)))"))
        }
        for i in listed.indices {
            let n = carried[listed[i].id] ?? 0
            guard n > 0 else { continue }
            listed[i].contents = n
            listed[i].description += n == 1 ? " (with the 1 node inside it)" : " (with the \(n) nodes inside it)"
        }
        // Largest first; of equal size, a node that changed itself before one that only moved (the
        // cause before its effects), then in paint order.
        return listed.sorted { a, b in
            let sa = (a.size * 10).rounded(), sb = (b.size * 10).rounded()
            if sa != sb { return sa > sb }
            if a.onlyMoved != b.onlyMoved { return !a.onlyMoved }
            return (order[a.id] ?? Int.max, a.id) < (order[b.id] ?? Int.max, b.id)
        }
    }

    /// A node that appeared or disappeared, sized by its larger side, its text on the side it is on.
    static func whole(_ n: LayoutRecord.Node, _ kind: Kind, _ description: String) -> LayoutChange {
        let text = n.lines.isEmpty ? nil : joined(n.lines)
        return LayoutChange(id: n.id, label: n.label, kinds: [kind], dx: 0, dy: 0, dwidth: 0, dheight: 0,
                            textBefore: kind == .disappeared ? text : nil, textAfter: kind == .appeared ? text : nil,
                            contents: 0, size: Swift.max(n.width, n.height), description: description)
    }

    static func joined(_ lines: [String]) -> String { lines.joined(separator: " / ") }

    /// It moved and nothing else changed.
    public var onlyMoved: Bool { kinds == [.moved] }

    /// `changes` in words, causes first: text that changed, then nodes that came or went, then sizes,
    /// then the moves they caused, the nodes that moved as far as one another said in one line per
    /// distance (`moved down 22 pt: row/b "Read", row/c "Stretch" (with the 4 nodes inside them)`).
    /// Within each, largest first. A name that grew reads as the new text, what grew with it, and the
    /// rows it pushed, not forty lines with the cause among the last.
    public static func summary(_ changes: [LayoutChange], limit: Int) -> [String] {
        // Each line: a change said alone, or the distance a group moved and the group, in the order
        // their first member comes.
        var lines: [(distance: String?, changes: [LayoutChange])] = []
        var groups: [String: Int] = [:]
        for c in changes {
            guard c.onlyMoved else {
                lines.append((nil, [c]))
                continue
            }
            let distance = movement((c.dx * 10).rounded() / 10, (c.dy * 10).rounded() / 10)
            if let at = groups[distance] {
                lines[at].changes.append(c)
            } else {
                groups[distance] = lines.count
                lines.append((distance, [c]))
            }
        }
        let ranked = lines.enumerated().sorted { (rank($0.element.changes[0]), $0.offset) < (rank($1.element.changes[0]), $1.offset) }.map(\.element)
        return ranked.map { line in
            guard let distance = line.distance, line.changes.count > 1 else { return line.changes[0].description }
            let group = line.changes
            // Named nodes first (a row by its name), then the rest (its hairlines), each in paint order.
            let shown = (group.filter { !$0.label.isEmpty } + group.filter { $0.label.isEmpty }).prefix(limit).map { name(id: $0.id, label: $0.label) }
            let more = group.count > limit ? ", and \(group.count - limit) more" : ""
            let inside = group.reduce(0) { $0 + $1.contents }
            return "moved \(distance): " + shown.joined(separator: ", ") + more
                + (inside == 0 ? "" : " (with the \(inside) node\(inside == 1 ? "" : "s") inside them)")
        }
    }

    /// What a summary line says first: 0 text, 1 a node that came or went, 2 a size, 3 a move.
    static func rank(_ c: LayoutChange) -> Int {
        if c.kinds.contains(.text) { return 0 }
        if c.kinds.contains(.appeared) || c.kinds.contains(.disappeared) { return 1 }
        return c.onlyMoved ? 3 : 2
    }

    static func same(_ offset: (Double, Double)?, _ dx: Double, _ dy: Double) -> Bool {
        guard let offset else { return false }
        // Both records hold hundredths, rounded one coordinate at a time: 20.57 and 20.58 are one move.
        return abs(offset.0 - dx) <= 0.05 && abs(offset.1 - dy) <= 0.05
    }

    static func name(_ n: LayoutRecord.Node) -> String { name(id: n.id, label: n.label) }

    /// A node as a message names it; both come from a reference's file, so neither may carry a
    /// control or bidi character to the terminal.
    static func name(id: String, label: String) -> String {
        let id = OneLine.sanitize(id, limit: 120)
        return label.isEmpty || label == id ? id : "\(id) \"\(OneLine.sanitize(label, limit: 60))\""
    }

    static func frame(_ n: LayoutRecord.Node) -> String {
        "\(LayoutRecord.number(n.x)),\(LayoutRecord.number(n.y)) \(LayoutRecord.number(n.width))×\(LayoutRecord.number(n.height))"
    }

    static func signed(_ v: Double) -> String { (v > 0 ? "+" : "") + LayoutRecord.number(v) }

    static func quoted(_ lines: [String]) -> String { "\"" + OneLine.sanitize(joined(lines), limit: 80) + "\"" }

    /// `down 22 pt`, `left 4 pt and up 2 pt`.
    static func movement(_ dx: Double, _ dy: Double) -> String {
        var parts: [String] = []
        if abs(dy) > 0.01 { parts.append((dy > 0 ? "down " : "up ") + LayoutRecord.number(abs(dy)) + " pt") }
        if abs(dx) > 0.01 { parts.append((dx > 0 ? "right " : "left ") + LayoutRecord.number(abs(dx)) + " pt") }
        return parts.joined(separator: " and ")
    }
}
