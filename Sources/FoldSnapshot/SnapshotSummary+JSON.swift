import Foundation

extension SnapshotSummary {
    /// One snapshot in `crease snapshot verify --json`: its outcome and, for a failure, the counts,
    /// how the environment and the layout changed, the rules the new layout breaks and the artifacts.
    struct JSONEntry: Encodable {
        var name: String
        var status: String
        var reason: String?
        var mismatched: Int?
        var total: Int?
        var environment: [String]?
        var layout: [LayoutChange]?
        var rules: [String]?
        var masked: [String]?
        var reference: String?
        var actual: String?
        var expected: String?
        var diff: String?
        var accept: String?
    }

    struct JSONReport: Encodable {
        var passed: Int
        var recorded: Int
        var failed: Int
        var entries: [JSONEntry]
        var orphans: [String]
    }

    /// The summary as JSON (sorted keys, pretty-printed): every snapshot with its outcome.
    public func json() throws -> Data {
        let list = entries.map { entry -> JSONEntry in
            switch entry.outcome {
            case .matched(let mismatched):
                return JSONEntry(name: entry.name, status: "passed", mismatched: mismatched)
            case .recorded(let r):
                return JSONEntry(name: entry.name, status: r.new ? "new" : "recorded", mismatched: r.mismatched, reference: r.reference.path)
            case .failed(let f):
                return JSONEntry(name: entry.name, status: f.status, reason: f.reason, mismatched: f.mismatched, total: f.total,
                                 environment: f.environment, layout: f.layout, rules: f.brokenRules, masked: f.masked,
                                 reference: f.reference.path, actual: f.actual?.path, expected: f.expected?.path, diff: f.diff?.path,
                                 accept: f.acceptCommand)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(JSONReport(passed: matched, recorded: recorded.count, failed: failed.count, entries: list, orphans: orphans))
    }
}
