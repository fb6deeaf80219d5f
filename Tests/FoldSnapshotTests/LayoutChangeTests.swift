import Foundation
import Testing
@testable import FoldSnapshot

/// T12: what changed in a layout, node by node, largest first.
@Suite struct LayoutChangeTests {
    typealias Node = LayoutRecord.Node

    func record(_ nodes: [Node]) -> LayoutRecord { LayoutRecord(width: 540, height: 720, scale: 2, nodes: nodes) }

    /// A card of three rows, each with a name; `nameHeight` and `name` change the first row's name.
    func rows(name: String = "Walk", nameHeight: Double = 22, extra: Bool = false) -> LayoutRecord {
        var nodes = [Node(id: "card", parent: "", x: 16, y: 100, width: 440, height: 240 + nameHeight - 22, label: "")]
        var y = 104.0
        for (i, (id, label)) in [("row/a", name), ("row/b", "Read"), ("row/c", "Stretch")].enumerated() {
            let h = i == 0 ? nameHeight : 22
            nodes.append(Node(id: id, parent: "card", x: 20, y: y, width: 432, height: h + 50, label: label))
            nodes.append(Node(id: id + "/check", parent: id, x: 22, y: y + 10, width: 44, height: 44, label: "Not checked in"))
            nodes.append(Node(id: id + "/name", parent: id, x: 76, y: y + 10, width: 300, height: h, label: label,
                              lines: i == 0 && nameHeight > 22 ? [name.components(separatedBy: " ").prefix(3).joined(separator: " "), "every morning"] : [label]))
            y += h + 54
        }
        if extra { nodes.append(Node(id: "banner", parent: "", x: 16, y: 600, width: 440, height: 60, label: "Saved")) }
        return record(nodes)
    }

    @Test("T12: a renamed habit that wraps: its name resized with its text, the rows below moved with their contents, largest first")
    func rename() {
        let before = rows(), after = rows(name: "Walk the dog every morning", nameHeight: 44)
        let changes = LayoutChange.changes(from: before, to: after)
        let ids = changes.map(\.id)
        #expect(ids.contains("row/a/name") && ids.contains("row/b") && ids.contains("row/c"), "\(ids)")
        // The rows' checks and names moved with their rows: not listed, counted.
        #expect(!ids.contains("row/b/check") && !ids.contains("row/b/name"))
        let b = changes.first { $0.id == "row/b" }
        #expect(b?.kinds == [.moved] && b?.dy == 22 && b?.contents == 2)
        #expect(b?.description == "row/b \"Read\" moved down 22 pt (with the 2 nodes inside it)")
        let name = changes.first { $0.id == "row/a/name" }
        #expect(name?.kinds == [.resized, .text] && name?.dheight == 22)
        #expect(name?.description.contains("text \"Walk\" → \"Walk the dog / every morning\"") == true, "\(name?.description ?? "")")
        // Largest first: the card and row a grew 22 pt, as far as the others moved; nothing listed is smaller than what follows it.
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.size >= $1.size })
    }

    @Test("T12: the summary leads with the cause: a text change that pushed eight nodes 808 pt comes first, then what grew, then the moves")
    func causeFirst() {
        // A name at AX5 wraps onto one more line (22 pt), and a sheet's eight sections below it each moved
        // 808 pt (each sideways by its own amount, so eight lines): larger than the change that caused them.
        var old = [Node(id: "name", parent: "", x: 20, y: 40, width: 300, height: 22, label: "Walk", lines: ["Walk"]),
                   Node(id: "panel", parent: "", x: 0, y: 0, width: 400, height: 300, label: "")]
        for i in 0..<8 { old.append(Node(id: "section/\(i)", parent: "", x: 10, y: 100 + Double(i) * 10, width: 200, height: 8, label: "S\(i)")) }
        var new = old
        new[0].height = 44
        new[0].lines = ["Walk the dog", "every morning"]
        new[1].height = 1108
        for i in 2..<10 { new[i].y += 808; new[i].x += Double(i) }
        let changes = LayoutChange.changes(from: record(old), to: record(new))
        let lines = LayoutChange.summary(changes, limit: 6)
        #expect(lines.count == 10, "\(lines)")
        #expect(lines.first?.hasPrefix("name \"Walk\" resized 0×+22 pt to 300×44, text \"Walk\" → ") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("panel resized") == true, "\(lines)")
        #expect(lines.dropFirst(2).allSatisfy { $0.contains(" moved down 808 pt") }, "\(lines)")
        // The changes themselves (--json) stay largest first.
        #expect(changes.first?.id == "panel")
    }

    @Test("T12: nodes that appear and disappear are named with their frames; an unchanged layout has no changes")
    func appearAndDisappear() {
        #expect(LayoutChange.changes(from: rows(), to: rows()).isEmpty)
        let appeared = LayoutChange.changes(from: rows(), to: rows(extra: true))
        #expect(appeared.map(\.description) == ["banner \"Saved\" appeared at 16,600 440×60"])
        let gone = LayoutChange.changes(from: rows(extra: true), to: rows())
        #expect(gone.map(\.description) == ["banner \"Saved\" disappeared (it was at 16,600 440×60)"])
        // A row that goes takes its contents with it: one line, not three.
        var without = rows()
        without.nodes.removeAll { $0.id.hasPrefix("row/c") }
        let removed = LayoutChange.changes(from: rows(), to: without)
        #expect(removed.map(\.id) == ["row/c"] && removed.first?.contents == 2)
    }

    @Test("T12: a record reads back as written, with its numbers rounded to hundredths; what is no record reads as none")
    func textRoundTrip() throws {
        var r = rows()
        r.nodes[1].x = 20.123456
        r.nodes[2].label = "tab\there\nnewline"
        let text = r.text
        let back = try #require(LayoutRecord(text: text))
        #expect(back.nodes.count == r.nodes.count && back.nodes[1].x == 20.12 && back.nodes[2].label == "tab here newline")
        #expect(back.text == text)
        #expect(text.hasPrefix("layout 540x720 @2x\n"))
        for bad in ["", "hello", "layout 1x2 @x\n", "layout 1x2 @2x\nonly\tfour\tfields\there", "layout 1x2 @2x\na\t\t1 2 3\tx\t"] {
            #expect(LayoutRecord(text: bad) == nil, "\(bad)")
        }
    }

    @Test("Q: a record whose parents form a ring (from a hostile file) is compared without hanging")
    func ring() {
        let a = record([Node(id: "x", parent: "y", x: 0, y: 0, width: 10, height: 10, label: ""),
                        Node(id: "y", parent: "x", x: 0, y: 0, width: 10, height: 10, label: "")])
        var b = a
        for i in b.nodes.indices { b.nodes[i].y += 5 }
        let changes = LayoutChange.changes(from: a, to: b)
        #expect(changes.count <= 2)
    }

    @Test("T14: masks match ids by glob, * spanning slashes, and give the nodes' pixel rectangles at the record's scale")
    func maskRects() {
        let r = rows()
        #expect(r.ids(matching: NameFilter("row/*/name")) == ["row/a/name", "row/b/name", "row/c/name"])
        #expect(r.ids(matching: NameFilter("row/b")) == ["row/b"])
        #expect(r.ids(matching: NameFilter("row/b*")).count == 3)
        let rect = r.pixelRects(matching: NameFilter("row/a/check"))
        #expect(rect.count == 1 && rect[0].x == 44 && rect[0].y == 228 && rect[0].width == 88 && rect[0].height == 88)
    }
}

extension LayoutChangeTests {
    @Test("Q, T11, T12: ids, labels and versions read from a hostile reference reach the message with control and bidi characters escaped")
    func hostileNames() {
        let evil = "row/\u{1B}[31mred\u{202E}x"
        let before = record([Node(id: evil, parent: "", x: 0, y: 0, width: 10, height: 10, label: "")])
        var after = before
        after.nodes[0].y = 5
        let said = LayoutChange.changes(from: before, to: after).map(\.description).joined()
        #expect(!said.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(said)")
        let then = SnapshotEnvironment(libraries: [.init(name: "Pango\u{1B}[2J", version: "1\u{202E}")], fonts: [])
        let now = SnapshotEnvironment(libraries: [.init(name: "Pango", version: "1.50")], fonts: [])
        let words = now.changes(from: then).joined()
        #expect(!words.isEmpty && !words.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(words)")
    }
}

extension LayoutChangeTests {
    @Test("Q, T14: a record with non-finite or far-off numbers, or an absurd scale, reads as none, so masks cannot overflow on it")
    func insaneNumbers() {
        for bad in ["layout 540x720 @2x\na\t\tnan 0 1 1\t\t", "layout 540x720 @2x\na\t\t1e300 0 1 1\t\t", "layout 540x720 @99999999999x\n",
                    "layout infx720 @2x\n", "layout 540x720 @0x\n"] {
            #expect(LayoutRecord(text: bad) == nil, "\(bad)")
        }
        #expect(LayoutRecord(text: "layout 540x720 @2x\na\t\t-1000000 0 1 1\t\t") != nil)
    }
}
