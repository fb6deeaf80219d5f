import CreaseCommandLine
import CreaseFixtures
import CreaseInput
import FoldImage
import FoldSnapshot
import Foundation

/// `crease doctor`: this machine's renderer fingerprint (T11) — the Cairo, Pango, HarfBuzz, FreeType
/// and fontconfig versions and a checksum of each font file — and, for a package, how many of its
/// references were made in this environment and what differs for the others.
public enum DoctorCommand {
    static let package = Option<String>.text("package", placeholder: "dir", help: "The Swift package whose references to compare with.",
                                             default: "the package holding the current folder")
    static let references = Option<String>.text("references", placeholder: "dir", help: "Reference folder.", default: "<package>/Snapshots")
    static let strict = Flag("strict", help: "Exit 1 when any reference was made in another environment (a CI gate, T16).")

    public static let command = Command(
        "doctor", summary: "Print this machine's renderer and font fingerprint, and how the package's references' environments differ from it.",
        options: .of(package, references, strict, Options.json),
        discussion: """
        Every reference Crease records carries the environment that rendered it. A snapshot that fails on a
        machine whose environment differs says so first; doctor says it for all references at once.
        """
    ) { args, context in
        let here = SnapshotEvidence.environment
        let root = try args.value(package).map { context.url($0) } ?? PackageRoot.enclosing(context.directory) ?? context.directory
        let folder = try args.value(references).map { context.url($0) } ?? root.appendingPathComponent("Snapshots")
        let report = survey(folder, against: here)
        if args.flag(Options.json) {
            struct Out: Encodable {
                var environment: SnapshotEnvironment
                var references: String
                var same: Int
                var unrecorded: Int
                var differing: [Group]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let out = Out(environment: here, references: folder.path, same: report.same, unrecorded: report.unrecorded, differing: report.differing)
            context.out(String(decoding: try encoder.encode(out), as: UTF8.self))
            return strictFailure(report, args.flag(strict), context)
        }
        context.out("This machine renders with:")
        for line in here.lines { context.out("  " + line) }
        guard report.total > 0 else {
            context.out("No reference images in \(OneLine.sanitize(folder.path)).")
            return 0
        }
        context.out("\(report.total) reference image\(report.total == 1 ? "" : "s") in \(OneLine.sanitize(folder.path)): \(report.same) made in this environment, "
                    + "\(report.differing.reduce(0) { $0 + $1.count }) in another, \(report.unrecorded) recording none.")
        for group in report.differing {
            context.out("  \(group.count): " + group.changes.joined(separator: "; ") + " (e.g. \(OneLine.sanitize(group.example)))")
        }
        return strictFailure(report, args.flag(strict), context)
    }

    /// With `--strict`, 1 and a line on standard error when any reference was made in another environment.
    static func strictFailure(_ report: (total: Int, same: Int, unrecorded: Int, differing: [Group]), _ strict: Bool, _ context: CommandContext) -> Int32 {
        let other = report.differing.reduce(0) { $0 + $1.count }
        guard strict, other > 0 else { return 0 }
        context.err("crease doctor: \(other) reference\(other == 1 ? " was" : "s were") made in another environment (--strict); "
                    + "re-record them here, or render where they were made.")
        return 1
    }

    /// References whose recorded environment differs the same way.
    struct Group: Encodable {
        var changes: [String]
        var count: Int
        var example: String
    }

    static func survey(_ folder: URL, against here: SnapshotEnvironment) -> (total: Int, same: Int, unrecorded: Int, differing: [Group]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
        var same = 0, unrecorded = 0
        var groups: [[String]: Group] = [:]
        var order: [[String]] = []
        for name in names {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                  let then = SnapshotStore.Evidence.recorded(in: data).environment else {
                unrecorded += 1
                continue
            }
            let changes = here.changes(from: then)
            if changes.isEmpty {
                same += 1
                continue
            }
            if groups[changes] == nil { order.append(changes) }
            groups[changes, default: Group(changes: changes, count: 0, example: name)].count += 1
        }
        return (names.count, same, unrecorded, order.compactMap { groups[$0] })
    }
}
