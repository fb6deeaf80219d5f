import CreaseIO
import CreaseInput
import FoldImage
import Foundation

/// A reviewer's decisions on a report's failing snapshots (T13), as the report's page writes them:
/// each failing case accepted or rejected, with the checksums of the reference it was reviewed
/// against and of the actual it would become. `crease snapshot accept --decisions FILE` applies
/// exactly the accepted ones, and refuses the whole file, writing nothing, when any accepted reference
/// is no longer the one reviewed or its actual is not the one shown (everything is checked before the
/// first write; a disk that fails mid-way is said, naming what was already written).
public struct SnapshotDecisions: Codable, Sendable, Hashable {
    /// What one decision applies to: the reference as reviewed (`nil`: there was none) and the actual,
    /// a file in the report folder.
    public struct Target: Codable, Sendable, Hashable {
        public var reference: String?
        public var actual: String
        public var file: String
        public init(reference: String?, actual: String, file: String) {
            self.reference = reference
            self.actual = actual
            self.file = file
        }
    }

    public struct Decision: Codable, Sendable, Hashable {
        public enum Choice: String, Codable, Sendable { case accept, reject }
        public var name: String
        public var decision: Choice
        public var reference: String?
        public var actual: String
        public var file: String

        public init(name: String, decision: Choice, target: Target) {
            self.name = name
            self.decision = decision
            self.reference = target.reference
            self.actual = target.actual
            self.file = target.file
        }
    }

    public static let format = "crease-snapshot-decisions"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    /// The references folder the report was made for (said, not checked: the checksums are).
    public var references: String
    public var decisions: [Decision]

    public init(references: String, decisions: [Decision]) {
        self.format = Self.format
        self.version = Self.currentVersion
        self.references = references
        self.decisions = decisions
    }

    /// What applying did.
    public struct Applied: Sendable, Hashable {
        /// Reference paths written.
        public var accepted: [String]
        /// Names left as they are.
        public var rejected: [String]
    }

    /// Reads a decisions file: one line naming the file and the field when it is not one.
    public static func load(_ url: URL) throws(InputError) -> SnapshotDecisions {
        let d = try JSONInput.load(SnapshotDecisions.self, from: url)
        guard d.format == format else {
            throw InputError(file: url.path, field: "format", message: "must be '\(format)' (got '\(d.format)'): this is no decisions file a Crease report wrote")
        }
        guard d.version == currentVersion else {
            throw InputError(file: url.path, field: "version", message: "must be \(currentVersion) (got \(d.version))")
        }
        var seen: Set<String> = []
        for (i, decision) in d.decisions.enumerated() {
            guard seen.insert(decision.name).inserted else {
                throw InputError(file: url.path, field: "decisions[\(i)].name", message: "decides \(decision.name) a second time")
            }
        }
        return d
    }

    /// Applies the accepted decisions: each reference in `references` (one `declared` names) is
    /// replaced by its actual from `report`. Everything is checked before anything is written.
    public func apply(file: String, references: URL, report: URL, declared: Set<String>) throws(InputError) -> Applied {
        var writes: [(URL, Data)] = []
        var rejected: [String] = []
        for (i, d) in decisions.enumerated() {
            let field = "decisions[\(i)]"
            guard declared.contains(d.name), !d.name.contains("/"), !d.name.hasPrefix(".") else {
                throw InputError(file: file, field: field + ".name", message: "'\(d.name)' is no reference the suite declares")
            }
            guard d.decision == .accept else {
                rejected.append(d.name)
                continue
            }
            let reference = references.appendingPathComponent(d.name)
            let now = FileManager.default.fileExists(atPath: reference.path) ? Checksum.of(file: reference) ?? "unreadable" : nil
            guard now == d.reference else {
                throw InputError(file: file, field: field + ".reference",
                                 message: "\(d.name) was reviewed against \(d.reference.map { "reference \($0)" } ?? "no reference"), but \(reference.path) "
                                    + (now.map { "now is \($0)" } ?? "does not exist") + ": these decisions were made for other references; nothing was accepted")
            }
            let parts = d.file.split(separator: "/", omittingEmptySubsequences: false)
            guard !d.file.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw InputError(file: file, field: field + ".file", message: "'\(d.file)' is not a file inside the report folder")
            }
            let source = report.appendingPathComponent(d.file)
            guard let bytes = try? Data(contentsOf: source) else {
                throw InputError(file: file, field: field + ".file", message: "\(source.path) cannot be read (give the report folder with --report)")
            }
            guard Checksum.of(bytes) == d.actual else {
                throw InputError(file: file, field: field + ".actual",
                                 message: "\(source.path) is \(Checksum.of(bytes)), not the \(d.actual) that was reviewed; nothing was accepted")
            }
            writes.append((reference, bytes))
        }
        var accepted: [String] = []
        for (url, bytes) in writes {
            do { try AtomicFile.write(bytes, to: url) } catch {
                throw InputError(file: url.path, message: "cannot be written (\(error)); the references before it in the file were accepted: "
                                 + (accepted.isEmpty ? "none" : accepted.joined(separator: ", ")))
            }
            accepted.append(url.path)
        }
        return Applied(accepted: accepted, rejected: rejected)
    }
}
