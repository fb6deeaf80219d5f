import CreaseIO
import CreaseInput
import FoldImage
import Foundation

/// An offline HTML report of a snapshot run (T5): every failed or recorded snapshot with its
/// Difference, Actual, Expected, Side by side and Slider views, the passed ones listed by name (with
/// their images only when asked), and the orphan references. The page is a template (a resource of
/// this module) that builds itself from embedded JSON (`Escape.scriptJSON`) with text nodes, so no name
/// can become markup; its images are relative URLs (`Escape.urlPath`).
public enum HTMLReport {
    /// What the page shows, also written beside it as `report.json` so shards' reports can be merged (T16).
    struct Data: Codable {
        var format = HTMLReport.format
        var version = HTMLReport.version
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

    struct Item: Codable {
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
        var written: Set<String> = []
        func copy(_ source: URL?, as name: String) throws -> String? {
            guard let source, let bytes = try? Foundation.Data(contentsOf: source) else { return nil }
            try AtomicFile.write(bytes, to: try OutputFolder.file(name, in: images))
            written.insert(name)
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
        // An earlier report's images of this run's snapshots that this one does not show (a case that
        // passes now) are removed (T16); other snapshots' images, another shard's, are left alone.
        OutputFolder.removeFiles(summary.entries.flatMap { imageNames(for: $0.name) }.filter { !written.contains($0) }, in: images)
        sort(&items)
        var counts = Dictionary(grouping: items, by: \.status).mapValues(\.count)
        counts["passed", default: 0] += passed.count
        let data = Data(references: store.references.path, counts: counts, entries: items, passed: passed,
                        passedNote: "Listed without their images (crease snapshot verify --include-passed adds them).",
                        orphans: summary.orphans, decisionsFor: store.references.path, applyCommand: applyCommand)
        return try publish(data, in: folder)
    }

    static let format = "crease-snapshot-report"
    static let version = 1
    static let dataFile = "report.json"

    /// Writes the page and its data: the data first, so a page is never beside data it does not show.
    static func publish(_ data: Data, in folder: URL) throws -> URL {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(data) + Foundation.Data("\n".utf8), to: try OutputFolder.file(dataFile, in: folder))
        let page = try OutputFolder.file("index.html", in: folder)
        try AtomicFile.write(Foundation.Data(try ScriptData.fill(try template(), with: data).utf8), to: page)
        return page
    }

    /// What a merge made.
    public struct Merged: Sendable {
        public var page: URL
        /// The snapshots shown with their views (failed, missing, new, recorded) and those listed as passed.
        public var shown: Int
        public var passed: Int
    }

    /// Joins the reports shards wrote (each folder's `report.json` and images) into one report in
    /// `folder` (T16): every shard's snapshots on one page, whose saved decisions name files in `folder`,
    /// so one decisions file applies to all of them. A folder holding no report, or two reports that
    /// both show one snapshot, is refused before anything is written.
    public static func merge(_ shards: [URL], into folder: URL, applyCommand: String) throws -> Merged {
        let out = folder.standardizedFileURL
        var reports: [(URL, Data)] = []
        var shownIn: [String: URL] = [:]
        for shard in shards.map(\.standardizedFileURL) {
            guard shard.path != out.path else {
                throw InputError(file: "--report", message: "'\(out.path)' is also merged from; the merged report needs a folder of its own")
            }
            guard !reports.contains(where: { $0.0.path == shard.path }) else {
                throw InputError(file: "--merge", message: "'\(shard.path)' is given twice")
            }
            let file = shard.appendingPathComponent(dataFile)
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw InputError(file: file.path, message: "does not exist: '\(shard.path)' holds no report a Crease snapshot run wrote (--report DIR writes one)")
            }
            let data = try JSONInput.load(Data.self, from: file)
            guard data.format == format else {
                throw InputError(file: file.path, field: "format", message: "must be '\(format)' (got '\(data.format)')")
            }
            guard data.version == version else {
                throw InputError(file: file.path, field: "version", message: "must be \(version) (got \(data.version)): made by another version of crease")
            }
            for (i, item) in data.entries.enumerated() {
                // A name is a reference's file name, never a path: nothing of it may reach outside the folders.
                guard !item.name.isEmpty, !item.name.contains("/"), !item.name.hasPrefix(".") else {
                    throw InputError(file: file.path, field: "entries[\(i)].name", message: "'\(item.name)' is no reference name")
                }
                // What a decision would accept must be there to copy, or the merged page could not be applied.
                if let decided = item.decision?.file {
                    let source = shard.appendingPathComponent(decided)
                    guard decided.hasPrefix("images/"), !decided.dropFirst(7).contains("/"), FileManager.default.fileExists(atPath: source.path) else {
                        throw InputError(file: file.path, field: "entries[\(i)].decision.file",
                                         message: "\(source.path) is missing: copy each shard's report folder whole, images/ with it")
                    }
                }
                if let other = shownIn[item.name] {
                    throw InputError(file: file.path, field: "entries[\(i)].name",
                                     message: "\(item.name) is in \(other.path)'s report too: merge the reports of one run's shards, each once")
                }
                shownIn[item.name] = shard
            }
            reports.append((shard, data))
        }
        guard let first = reports.first?.1 else { throw InputError(file: "--merge", message: "needs at least one report folder") }
        // The images an earlier report in this folder showed: the only ones a merge may remove (a folder
        // named images/ that is someone else's keeps every file).
        let earlier = (try? JSONInput.load(Data.self, from: out.appendingPathComponent(dataFile)))
            .map { Set($0.entries.flatMap { imageNames(for: $0.name) } + $0.passed.flatMap { imageNames(for: $0) }) } ?? []
        let images = try OutputFolder.folder("images", in: out)
        var written: Set<String> = []
        var items: [Item] = []
        var passed: Set<String> = []
        var orphans: Set<String> = []
        for (shard, data) in reports {
            for item in data.entries {
                for name in imageNames(for: item.name) {
                    let source = shard.appendingPathComponent("images").appendingPathComponent(name)
                    guard let bytes = try? Foundation.Data(contentsOf: source) else { continue }
                    try AtomicFile.write(bytes, to: try OutputFolder.file(name, in: images))
                    written.insert(name)
                }
                items.append(item)
            }
            passed.formUnion(data.passed)
            orphans.formUnion(data.orphans)
        }
        // A snapshot a shard showed as passed while another failed it cannot be: shown wins.
        passed.subtract(shownIn.keys)
        // Images the report this one replaces showed, and this one does not, are removed; nothing else is.
        OutputFolder.removeFiles(earlier.subtracting(written), in: images)
        sort(&items)
        var counts = Dictionary(grouping: items, by: \.status).mapValues(\.count)
        counts["passed", default: 0] += passed.count
        let data = Data(references: first.references, counts: counts, entries: items, passed: passed.sorted(), passedNote: first.passedNote,
                        orphans: orphans.sorted(), decisionsFor: first.decisionsFor, applyCommand: applyCommand)
        return Merged(page: try publish(data, in: out), shown: items.count, passed: passed.count)
    }

    /// Failures first, then missing, new, recorded and passed; by name within each.
    static func sort(_ items: inout [Item]) {
        let order = ["failed": 0, "missing": 1, "new": 2, "recorded": 3, "passed": 4]
        items.sort { (order[$0.status] ?? 9, $0.name) < (order[$1.status] ?? 9, $1.name) }
    }

    /// Every image name a report may give snapshot `name`.
    static func imageNames(for name: String) -> [String] {
        SnapshotStore.isText(name) ? SnapshotStore.artifactNames(for: name)
            : SnapshotStore.artifactNames(for: name) + [SnapshotStore.stem(name) + ".recorded.png", name]
    }

    /// The page template, a resource of this module.
    static func template() throws -> String {
        guard let url = Bundle.module.url(forResource: "report", withExtension: "html") else {
            throw OutputError(file: "report.html", message: "the report template is missing from the FoldSnapshot resources")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
