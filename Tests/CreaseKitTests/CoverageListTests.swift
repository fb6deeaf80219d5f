import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// docs/coverage.md, the list of seed 000's Habits statements and what shows each (issue 30): every
/// scenario and gesture it names is bundled, every row has a status, and its count line is the table's.
@Suite struct CoverageListTests {
    @Test("docs/coverage.md names only bundled scenarios and gestures, gives every statement a status, and counts them right")
    func coverageList() throws {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/coverage.md"), encoding: .utf8)
        let scenarios = Set(TestSupport.fixtures.names(.scenarios)), gestures = Set(TestSupport.fixtures.names(.gestures))
        var counts: [String: Int] = [:]
        var rows = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| #") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 7, Int(cells[1]) != nil else { continue }
            rows += 1
            #expect(["shown", "partly", "not drawn"].contains(cells[4]), "row \(cells[1]): status \(cells[4])")
            counts[cells[4], default: 0] += 1
            // Each name in backticks in the "shown by" cell.
            let names = cells[5].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            if cells[4] == "shown" { #expect(!names.isEmpty, "row \(cells[1]) is shown by nothing") }
            for name in names {
                if name.hasPrefix("gesture:") {
                    #expect(gestures.contains(String(name.dropFirst("gesture:".count))), "row \(cells[1]): no gesture \(name)")
                } else {
                    #expect(scenarios.contains(name), "row \(cells[1]): no scenario \(name)")
                }
            }
        }
        #expect(rows > 100)
        let summary = "**\(rows) statements: \(counts["shown", default: 0]) shown, \(counts["partly", default: 0]) partly, \(counts["not drawn", default: 0]) not drawn.**"
        #expect(text.contains(summary), "the count line should read \(summary)")
    }
}
