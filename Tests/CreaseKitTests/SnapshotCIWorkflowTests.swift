import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldSnapshot
import Foundation
import Testing

/// The README's CI workflow, as a team runs it on its own package (T16).
extension SnapshotReviewTests {
    @Test("T16: a consumer's suite in 3 shards with --junit and --annotations github: JUnit files validate, annotations sit on the references, commands name no runner path, the merged report shows every shard's case in Chromium, one decisions file accepts them all, and nothing stale stays")
    func shardedCI() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        try #require(TestSupport.xmllint, "xmllint is not installed (make deps installs Debian's libxml2-utils)")
        let postures = ["cover", "spread", "half-opened"]
        let root = try consumer(postures.map { "{\"scenario\": \"mine\", \"device\": \"surface-duo\", \"posture\": \"\($0)\"}" })
        let names = postures.map { "mine__surface-duo__\($0)__L__light@1x.png" }
        #expect(try crease(root, ["snapshot", "record"]).status == 0)
        try rename(root, to: "Wade")
        var shown: Set<String> = []
        for i in 1...3 {
            let run = try crease(root, ["snapshot", "verify", "--shard", "\(i)/3", "--junit", "junit-\(i).xml", "--annotations", "github",
                                        "--report", "report-\(i)"])
            #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let errors = lines.filter { $0.hasPrefix("::error file=Snapshots/mine__surface-duo__") }
            #expect(errors.count == 1 && errors[0].contains(",title=Snapshot changed%3A mine__surface-duo__"), "\(run.stdout)")
            // Every printed command runs from the package's root in any checkout.
            let commands = lines.filter { $0.hasPrefix("accept with: ") || $0.contains("(re-records exactly the failing cases)") }
            #expect(!commands.isEmpty && commands.allSatisfy { !$0.contains(root.path) }, "\(commands)")
            let junit = root.appendingPathComponent("junit-\(i).xml")
            let checked = try TestSupport.validateJUnit(junit)
            #expect(checked.status == 0, "\(checked.said)")
            let xml = try String(contentsOf: junit, encoding: .utf8)
            #expect(xml.contains("name=\"crease snapshot verify (shard \(i)/3)\"") && xml.contains("tests=\"1\" failures=\"1\""), "\(xml)")
            shown.formUnion(names.filter { xml.contains("name=\"\($0)\"") })
        }
        #expect(shown == Set(names), "the shards did not cover every case once: \(shown)")
        // On GitHub an annotation's file is named from the repository's root: here the package sits in a folder of it.
        let nested = try TestSupport.crease(["snapshot", "verify", "--shard", "1/3", "--annotations", "github"],
                                            environment: ["CREASE_FIXTURES": "", "GITHUB_WORKSPACE": root.deletingLastPathComponent().path], in: root)
        #expect(nested.stdout.contains("::error file=\(root.lastPathComponent)/Snapshots/mine__surface-duo__"), "\(nested.stdout)")

        let merge = try crease(root, ["snapshot", "report", "--merge", "report-1", "report-2", "report-3", "--report", "merged"])
        #expect(merge.status == 0 && merge.stdout.contains("Merged 3 reports: 3 snapshots to review, 0 passed"), "\(merge.stdout)\(merge.stderr)")
        // Chromium opens the merged page, a reviewer accepts all three, and the page's saved file applies to all shards.
        let page = root.appendingPathComponent("merged/index.html")
        let click = names.map { "document.querySelector('.decide[data-name=\"\($0)\"] button[data-choice=\"accept\"]').click();" }.joined(separator: "\n")
        let seen = try #require(try TestSupport.inspect(page, selectors: ["#decisions", "#decision-count", "#apply-command"], before: click))
        #expect(seen.values["#decision-count"] == ["3 accepted, 0 rejected, 0 undecided · "], "\(seen.values)")
        #expect(seen.values["#apply-command"] == ["swift run crease snapshot accept --decisions decisions.json --report merged"])
        let saved = try #require(seen.values["#decisions"]?.first ?? nil)
        try Data(saved.utf8).write(to: root.appendingPathComponent("decisions.json"))
        let applied = try crease(root, ["snapshot", "accept", "--decisions", "decisions.json", "--report", "merged"])
        #expect(applied.status == 0 && applied.stdout.contains("3 accepted, 0 rejected"), "\(applied.stdout)\(applied.stderr)")

        // The next run passes, and what the failures left behind goes: artifacts and the shard's report images.
        let artifacts = root.appendingPathComponent(".build/snapshot-artifacts")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: artifacts.path)).isEmpty)
        let green = try crease(root, ["snapshot", "verify", "--report", "report-1", "--junit", "junit-1.xml"])
        #expect(green.status == 0, "\(green.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts.path).filter { !$0.hasPrefix(".") } == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("report-1/images").path) == [])
        #expect(try String(contentsOf: root.appendingPathComponent("junit-1.xml"), encoding: .utf8).contains("tests=\"3\" failures=\"0\""))
    }

    @Test("Issue 57: the report's search narrows what Accept all shown decides, j/k and a/r decide from the keyboard, and the decisions survive closing the page until they are saved (headless Chromium)")
    func reportKeysSearchAndStorage() throws {
        let (root, names) = try threeFailing()
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let page = root.appendingPathComponent(".build/snapshot-report/index.html")
        let profile = TestSupport.temporaryFolder("chromium-profile")
        // First visit: search 'SPREAD', accept all shown, clear the search, then j (the first entry: cover) and r.
        let first = """
        function key(k) { document.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true})); }
        var search = document.getElementById('search');
        search.value = 'SPREAD'; search.dispatchEvent(new Event('input'));
        document.body.setAttribute('data-shown', document.querySelectorAll('#entries .entry:not([hidden])').length);
        document.getElementById('accept-shown').click();
        search.value = ''; search.dispatchEvent(new Event('input'));
        key('j'); key('r');
        """
        let chosen = try #require(try TestSupport.inspect(page, selectors: ["body@data-shown", "#decision-count"], before: first, profile: profile))
        #expect(chosen.values["body@data-shown"] == ["1"] && chosen.values["#decision-count"] == ["1 accepted, 1 rejected, 1 undecided · "],
                "\(chosen.values)")
        // The browser closed; the page opened again in it shows those decisions, and saving empties the storage.
        let second = """
        function key(k) { document.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true})); }
        document.body.setAttribute('data-restored', document.getElementById('decision-count').textContent);
        key('j'); key('j');
        document.body.setAttribute('data-current', document.querySelector('.entry.current').dataset.name);
        document.getElementById('save-decisions').click();
        document.body.setAttribute('data-kept', String(localStorage.length));
        """
        let seen = try #require(try TestSupport.inspect(page, selectors: ["body@data-restored", "body@data-current", "body@data-kept", ".decide button.on",
                                                                          "#decisions"], before: second, profile: profile))
        #expect(seen.values["body@data-restored"] == ["1 accepted, 1 rejected, 1 undecided · "], "\(seen.values)")
        // Cover, half-opened, spread: the cover rejected by key, the spread accepted as the only one shown.
        #expect(seen.values[".decide button.on"] == ["Reject", "Accept"], "\(seen.values)")
        #expect(seen.values["body@data-current"] == [names[2]], "\(seen.values)")
        #expect(seen.values["body@data-kept"] == ["0"], "saving left the decisions in storage: \(seen.values)")
        let saved = try #require(seen.values["#decisions"]?.first ?? nil)
        #expect(saved.contains("\"name\": \"\(names[0])\",\n      \"decision\": \"reject\"") && saved.contains("\"decision\": \"accept\""), "\(saved)")
    }
}
