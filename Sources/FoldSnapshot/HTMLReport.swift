import CreaseIO
import FoldImage
import Foundation

/// An offline HTML report of a snapshot run (T5): every failed or recorded snapshot with its
/// Difference, Actual, Expected, Side by side and Slider views, the passed ones listed by name (with
/// their images only when asked), and the orphan references. The page is a template (a resource of
/// this module) that builds itself from embedded JSON (`Escape.scriptJSON`) with text nodes, so no name
/// can become markup; its images are relative URLs (`Escape.urlPath`).
public enum HTMLReport {
    struct Data: Encodable {
        var references: String
        var counts: [String: Int]
        var entries: [Item]
        var passed: [String]
        var passedNote: String
        var orphans: [String]
        /// What a decisions file the page writes names as its references (T13), and the command that applies it.
        var decisionsFor: String
        var applyCommand: String
    }

    struct Item: Encodable {
        var name: String
        var status: String
        var detail: String
        var images: [String: String]
        /// How the environment changed, what the layout did and which rules it breaks (T11, T12).
        var environment: [String] = []
        var layout: [String] = []
        var layoutNodes = 0
        var rules: [String] = []
        var masked: [String] = []
        /// For a failing snapshot: what a reviewer's decision applies to (T13).
        var decision: SnapshotDecisions.Target?
    }

    /// Writes `index.html` and its images under `folder`; returns the page's URL. Passed snapshots
    /// carry their image only with `includePassed`, so a large suite's report stays small.
    @discardableResult
    public static func write(_ summary: SnapshotSummary, store: SnapshotStore, to folder: URL,
                             includePassed: Bool = false, applyCommand: String = "crease snapshot accept --decisions decisions.json") throws -> URL {
        let images = try OutputFolder.folder("images", in: folder)
        func copy(_ source: URL?, as name: String) throws -> String? {
            guard let source, let bytes = try? Foundation.Data(contentsOf: source) else { return nil }
            try AtomicFile.write(bytes, to: try OutputFolder.file(name, in: images))
            return Escape.urlPath("images/" + name)
        }
        // A failure's item: its evidence, and what a decision applies to when its actual was copied in.
        func failed(_ f: SnapshotStore.Failure, detail: String, images: [String: String], actual copied: String?) -> Item {
            var item = Item(name: f.name, status: f.status, detail: detail, images: images, environment: f.environment,
                            layout: LayoutChange.summary(f.layout, limit: SnapshotStore.Failure.namedPerLine), layoutNodes: f.layout.count,
                            rules: f.brokenRules, masked: f.masked)
            if let copied, let checksum = f.actualChecksum {
                item.decision = SnapshotDecisions.Target(reference: f.referenceChecksum, actual: checksum, file: "images/" + copied)
            }
            return item
        }
        var items: [Item] = []
        var passed: [String] = []
        for entry in summary.entries {
            let stem = SnapshotStore.stem(entry.name)
            let reference = store.references.appendingPathComponent(entry.name)
            // A text reference (an accessibility snapshot) has no images: its detail says what differs.
            if SnapshotStore.isText(entry.name) {
                switch entry.outcome {
                case .matched:
                    if includePassed {
                        items.append(Item(name: entry.name, status: "passed", detail: "identical to its reference", images: [:]))
                    } else {
                        passed.append(entry.name)
                    }
                case .recorded(let r):
                    items.append(Item(name: entry.name, status: r.new ? "new" : "recorded",
                                      detail: (r.new ? "new reference recorded at " : "reference re-recorded at ") + r.reference.path, images: [:]))
                case .failed(let f):
                    let actual = f.actual.map { " Actual text: \($0.path)." } ?? ""
                    let file = SnapshotStore.textArtifact(for: entry.name)
                    let copied = try copy(f.actual, as: file) == nil ? nil : file
                    items.append(failed(f, detail: f.reportDetail(actual), images: [:], actual: copied))
                }
                continue
            }
            switch entry.outcome {
            case .matched(let mismatched):
                guard includePassed else {
                    passed.append(entry.name)
                    continue
                }
                let detail = mismatched == 0 ? "identical to its reference" : "\(Tolerance.pixels(mismatched)) differ, within the tolerance"
                let path = try copy(reference, as: entry.name)
                items.append(Item(name: entry.name, status: "passed", detail: detail,
                                  images: path.map { ["expected": $0, "actual": $0] } ?? [:]))
            case .recorded(let r):
                let detail = r.new ? "new reference recorded at \(r.reference.path)" : "reference re-recorded at \(r.reference.path)"
                var images: [String: String] = [:]
                images["actual"] = try copy(r.reference, as: stem + ".recorded.png")
                items.append(Item(name: entry.name, status: r.new ? "new" : "recorded", detail: detail, images: images))
            case .failed(let f):
                var images: [String: String] = [:]
                images["expected"] = try copy(f.expected, as: stem + ".expected.png")
                images["diff"] = try copy(f.diff, as: stem + ".diff.png")
                images["actual"] = try copy(f.actual, as: stem + ".actual.png")
                items.append(failed(f, detail: f.reportDetail(), images: images, actual: images["actual"] == nil ? nil : stem + ".actual.png"))
            }
        }
        let order = ["failed": 0, "missing": 1, "new": 2, "recorded": 3, "passed": 4]
        items.sort { (order[$0.status] ?? 9, $0.name) < (order[$1.status] ?? 9, $1.name) }
        var counts = Dictionary(grouping: items, by: \.status).mapValues(\.count)
        counts["passed", default: 0] += passed.count
        let data = Data(references: store.references.path, counts: counts, entries: items, passed: passed,
                        passedNote: "Listed without their images (crease snapshot verify --include-passed adds them).",
                        orphans: summary.orphans, decisionsFor: store.references.path, applyCommand: applyCommand)
        let page = try OutputFolder.file("index.html", in: folder)
        try AtomicFile.write(Foundation.Data(try ScriptData.fill(try template(), with: data).utf8), to: page)
        return page
    }

    /// The page template, a resource of this module.
    static func template() throws -> String {
        guard let url = Bundle.module.url(forResource: "report", withExtension: "html") else {
            throw OutputError(file: "report.html", message: "the report template is missing from the FoldSnapshot resources")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
