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

    @Test("L8: no word anywhere on the Fold5 cover breaks inside itself at no hyphenation point, at any size",
          arguments: ["typical", "today", "long-names", "editor-edit"])
    func noCharacterBreaks(_ scenario: String) throws {
        for size in ContentSize.allCases {
            let (_, layout) = try TestSupport.solve(scenario, "galaxy-z-fold5", .cover, size: size)
            for node in layout.nodes {
                guard let text = node.text else { continue }
                #expect(!text.lines.contains { $0.ending == .insideWord }, "\(scenario) \(size) \(node.id): \(text.lines.map(\.text))")
            }
        }
    }

    @Test("L8: the long German name breaks only at German hyphenation points, never leaving fewer than two letters")
    func germanCompound() throws {
        let (_, layout) = try TestSupport.solve("long-names", "galaxy-z-fold5", .halfOpened, size: .AX5)
        let names = layout.nodes.filter { $0.role == .name && ($0.text?.content.string.hasPrefix("Donaudampf") ?? false) }
        #expect(!names.isEmpty)
        // The compound's syllables, by hand: every line must be a run of whole syllables.
        let syllables = ["Do", "nau", "dampf", "schiff", "fahrts", "ge", "sell", "schafts", "ka", "pi", "täns", "müt", "zen", "pfle", "ge"]
        var runs: Set<String> = []
        for i in syllables.indices { for j in i..<syllables.count { runs.insert(syllables[i...j].joined()) } }
        for name in names {
            let lines = try #require(name.text?.lines)
            #expect(lines.count > 1)
            for line in lines {
                let piece = line.text.trimmingCharacters(in: .whitespaces)
                #expect(line.ending != .insideWord, "\(name.id): \(lines.map(\.text))")
                #expect(runs.contains(piece) || runs.contains(piece.prefix(1).uppercased() + piece.dropFirst()),
                        "\(name.id): \"\(piece)\" is not a run of whole syllables")
            }
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
