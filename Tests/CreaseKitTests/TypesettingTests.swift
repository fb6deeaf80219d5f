import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldLayout
import Foundation
import HabitDomain
import HabitScreens
import Testing

/// L4, L8, L12 on real renders at the sizes the issue saw broken: words break as a typesetter breaks
/// them, controls keep their words whole, and circles keep their gaps.
@Suite struct TypesettingTests {

    @Test("L8: on the Fold5 cover at AX5 the editor's Cancel and Save stay whole words, each on one line", arguments: ContentSize.allCases)
    func toolbarWords(_ size: ContentSize) throws {
        let (_, layout) = try TestSupport.solve("editor-new", "galaxy-z-fold5", .cover, size: size)
        for id in ["editor/cancel/label", "editor/save/label", "editor/title"] {
            let text = try #require(layout[id]?.text, "\(id)")
            #expect(!text.lines.contains { $0.ending.splitsWord }, "\(id): \(text.lines.map(\.text))")
        }
        #expect(layout["editor/cancel/label"]?.text?.lines.count == 1)
        #expect(layout["editor/save/label"]?.text?.lines.count == 1)
    }

    @Test("L8, P14: on the Fold5 cover, at any size, a word breaks inside itself only in a name, and only where it is wider than its box",
          arguments: ["typical", "today", "long-names", "editor-edit"])
    func noCharacterBreaks(_ scenario: String) throws {
        for size in ContentSize.allCases {
            let (surface, layout) = try TestSupport.solve(scenario, "galaxy-z-fold5", .cover, size: size)
            for node in layout.nodes {
                guard let text = node.text, text.lines.contains(where: { $0.ending == .insideWord }) else { continue }
                #expect(node.semantics.isName && !text.content.hyphenates, "\(scenario) \(size) \(node.id): \(text.lines.map(\.text))")
            }
            let l8 = L08TextWholeAndInside().check(surface, layout)
            #expect(l8.isEmpty, "\(scenario) \(size): \(l8.prefix(3).map { "\($0.node): \($0.message)" })")
        }
    }

    @Test("P14, L8: the long German name is never hyphenated: it breaks between characters, each line full but the last, which keeps at least three letters")
    func germanCompound() throws {
        let (_, layout) = try TestSupport.solve("long-names", "galaxy-z-fold5", .halfOpened, size: .AX5)
        let names = layout.nodes.filter { $0.role == .name && ($0.text?.content.string.hasPrefix("Donaudampf") ?? false) }
        #expect(!names.isEmpty)
        for name in names {
            let text = try #require(name.text)
            let lines = text.lines
            #expect(lines.count > 1)
            #expect(lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.joined() == text.content.string, "\(name.id): \(lines.map(\.text))")
            #expect(!lines.contains { $0.ending == .hyphenated }, "\(name.id): \(lines.map(\.text))")
            // A cut goes in before the letter that would run past the box: every line but the last is
            // within a few letters of full (two letters may move down to keep the last piece three long).
            for line in lines.dropLast() {
                #expect(line.frame.width >= text.wrapWidth * 0.6 && line.frame.maxX <= name.frame.maxX + 0.5, "\(name.id): \(lines.map(\.text))")
            }
            #expect((lines.last?.text.trimmingCharacters(in: .whitespaces).count ?? 0) >= 3, "\(name.id): \(lines.map(\.text))")
        }
    }

    @Test("L4: the week strip's circles keep at least their gap at every size and never overlap",
          arguments: [("progress", "surface-duo", Posture.spread), ("typical", "galaxy-z-fold5", .spread), ("progress", "galaxy-z-fold5", .cover)])
    func weekStripGaps(_ scenario: String, _ device: String, _ posture: Posture) throws {
        for size in ContentSize.allCases {
            let (_, layout) = try TestSupport.solve(scenario, device, posture, size: size)
            let days = layout.nodes.filter { $0.role == .day }
            #expect(!days.isEmpty)
            // Each strip's circles, row by row, left to right.
            let strips = Dictionary(grouping: days) { $0.id.components(separatedBy: "/day/")[0] + "@\(Int($0.frame.midY))" }
            for (_, row) in strips {
                let sorted = row.sorted { $0.frame.minX < $1.frame.minX }
                for (a, b) in zip(sorted, sorted.dropFirst()) {
                    #expect(b.frame.minX - a.frame.maxX >= Metrics.dayGap - 0.5,
                            "\(scenario) \(device) \(size): \(a.id) and \(b.id) are \((b.frame.minX - a.frame.maxX)) pt apart")
                }
            }
        }
    }

    @Test("L7, L12: the check ring keeps its gap from the name at every size, upright and landscape")
    func ringGap() throws {
        for size in ContentSize.allCases {
            for orientation in Orientation.allCases {
                let s = try TestSupport.fixtures.state("typical")
                let d = try TestSupport.fixtures.device("surface-duo")
                let (_, layout) = try TestSupport.pipeline().solve(s, on: d, RenderRequest(posture: .spread, orientation: orientation, size: size))
                for row in layout.nodes where row.role == .row {
                    guard let ring = layout[row.id + "/check/ring"], let name = layout[row.id + "/name"] else { continue }
                    // A ring grown past 0.68 of its name's size (AX4, AX5: P13) takes its extra from the gap.
                    #expect(name.frame.minX - ring.frame.maxX >= Metrics.nameGap(size) - 0.5, "\(size) \(orientation) \(row.id)")
                    #expect(Metrics.nameGap(size) >= 5.5)
                }
            }
        }
    }
}
