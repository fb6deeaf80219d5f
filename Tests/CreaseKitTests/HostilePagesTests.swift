import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldSnapshot
import Foundation
import Testing

/// Q (text from data is escaped), end to end: markup in habit names, scenario file names, reference
/// names and the references folder reaches the two pages the tool writes as text, and runs nothing.
@Suite struct HostilePagesTests {
    /// Habit names for the eight active habits of the `typical` dataset.
    static let habitNames = [
        "<img src=x onerror=window.__pwned=1>",
        "\"\u{301} onfocus=\"window.__pwned=1\" autofocus x=\"",
        "\u{600}<script>window.__pwned=1</script>",
        "</script><script>window.__pwned=1</script>",
        "\u{202E}Walk\u{202C} & <b>bold</b>",
        "javascript:window.__pwned=1",
        "NUL\0<\0b>",
        "a\u{2028}b<!--c",
    ]

    /// A dataset like `typical` with the hostile names, and a scenario file named with markup that shows it.
    static func hostileScenario(in folder: URL) throws -> URL {
        let data = try Data(contentsOf: TestSupport.fixtureURL("typical", .datasets))
        guard var profile = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              var habits = profile["habits"] as? [[String: Any]] else { throw CocoaError(.fileReadCorruptFile) }
        var next = habitNames.makeIterator()
        for i in habits.indices where habits[i]["archived"] as? Bool != true {
            if let name = next.next() { habits[i]["name"] = name }
        }
        profile["habits"] = habits
        let dataset = folder.appendingPathComponent("hostile.json")
        try JSONSerialization.data(withJSONObject: profile).write(to: dataset)
        let scenario = try String(contentsOf: TestSupport.fixtureURL("typical", .scenarios), encoding: .utf8)
            .replacingOccurrences(of: "\"dataset\": \"typical\"", with: "\"dataset\": \"hostile.json\"")
        let url = folder.appendingPathComponent("<img src=x onerror=window.__pwned=1>\u{301}\"'\u{600}<b>.json")
        try Data(scenario.utf8).write(to: url)
        return url
    }

    @Test("Q, E1: crease export of habit names and a scenario file name with markup: the index shows them as written and runs none of it (headless Chromium)")
    func exportIndex() throws {
        let folder = TestSupport.temporaryFolder("hostile-export")
        let scenario = try Self.hostileScenario(in: folder)
        let output = folder.appendingPathComponent("out")
        let r = try TestSupport.crease(["export", "--output", output.path, "--devices", "iphone", "--scenarios", scenario.path,
                                        "--sizes", "L", "--appearances", "light"])
        #expect(r.status == 0, "\(r.stderr)")
        let page = output.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        // Pure-Swift check: no markup character of data is left raw inside the page's data.
        let data = try #require(html.range(of: #"<script type="application/json" id="export-data">"#).map { html[$0.upperBound...] })
        let json = try #require(data.range(of: "</script>").map { data[..<$0.lowerBound] })
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(!json.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{202E}" || $0 == "\0" })

        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let seen = try #require(try TestSupport.inspect(page, selectors: [".habit", "#scenarios li > b", "#grid figure", "#grid img@src",
                                                                          "select[data-filter=scenario] option@value", "script"]))
        #expect(seen.handlers.isEmpty, "\(seen.handlers)")
        #expect(!seen.pwned)
        #expect(seen.values["script"]?.count == 3)  // the page's two and the checker
        #expect(Set((seen.values[".habit"] ?? []).compactMap { $0 }) == Set(Self.habitNames))
        #expect(seen.values["#scenarios li > b"] == [scenario.path])
        #expect(seen.values["select[data-filter=scenario] option@value"] == ["", scenario.path])
        #expect(seen.values["#grid figure"]?.count == 1)
        #expect(seen.values["#grid img@src"] == ["images/img_src_x_onerror_window___pwned_1______b___iphone__cover__L__light%401x.png"])
    }

    @Test("Q, T5, T7: orphan references named with markup, in a references folder named with markup: the report shows them as written (headless Chromium)")
    func reportOrphans() throws {
        let folder = TestSupport.temporaryFolder("hostile-report")
        let references = folder.appendingPathComponent("refs <b onmouseover=window.__pwned=1>\u{600}<i>")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        let names = ["<img src=x onerror=window.__pwned=1>\u{301}.png", "\"\u{301} onfocus=\"window.__pwned=1\" autofocus x=\".png",
                     "\u{605}<svg onload=window.__pwned=1>.png", "\u{202E}gnp.evil\u{202C}.png", "javascript:window.__pwned=1.png"]
        for name in names { try Data([0]).write(to: references.appendingPathComponent(name)) }
        let store = SnapshotStore(references: references, artifacts: folder.appendingPathComponent("artifacts"))
        let orphans = store.orphans(expected: [])
        #expect(Set(orphans) == Set(names))
        let page = try HTMLReport.write(SnapshotSummary(entries: [], orphans: orphans), store: store, to: folder.appendingPathComponent("report"))

        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let seen = try #require(try TestSupport.inspect(page, selectors: ["#orphans li", "#where", "script"]))
        #expect(seen.handlers.isEmpty, "\(seen.handlers)")
        #expect(!seen.pwned)
        #expect(seen.values["script"]?.count == 3)  // the page's two and the checker
        #expect(seen.values["#orphans li"]?.compactMap { $0 } == orphans)
        #expect(seen.values["#where"] == ["References: " + references.path])
    }
}
