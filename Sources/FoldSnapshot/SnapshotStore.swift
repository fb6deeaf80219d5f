import CreaseIO
import CreaseInput
import FoldImage
import Foundation

/// References in one folder and failure artifacts in another (T1, T4, T8, T10).
public struct SnapshotStore: Sendable {
    public var references: URL
    public var artifacts: URL
    /// How far an image may differ from its reference: exact unless a tolerance is opted into (T3).
    public var tolerance: Tolerance
    /// The command that re-records one reference, given its name; printed with every failure.
    public var acceptCommand: @Sendable (String) -> String
    /// Labels the Expected | Difference | Actual panels of a failure. FoldSnapshot has no fonts: the
    /// tool and the test assertion pass the renderer's; without one the panels are joined unlabelled.
    public var captions: (any PanelCaptioning)?

    public init(references: URL, artifacts: URL, tolerance: Tolerance = .exact, captions: (any PanelCaptioning)? = nil,
                acceptCommand: (@Sendable (String) -> String)? = nil) {
        self.references = references
        self.artifacts = artifacts
        self.tolerance = tolerance
        self.captions = captions
        self.acceptCommand = acceptCommand ?? { name in
            "swift run crease snapshot record --filter '\(SnapshotStore.stem(name))'"
        }
    }

    /// A name without its `.png` (or, for a text reference, its `.reading-order.txt` or `.layout.txt`).
    public static func stem(_ name: String) -> String {
        for suffix in textSuffixes where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    }

    /// How an accessibility snapshot's text reference ends (A2).
    public static let textSuffix = ".reading-order.txt"
    /// How a layout snapshot's text reference ends (T12).
    public static let layoutSuffix = ".layout.txt"
    static let textSuffixes = [textSuffix, layoutSuffix]

    /// Whether a reference is text (a reading order or a layout) rather than an image.
    public static func isText(_ name: String) -> Bool { textSuffixes.contains { name.hasSuffix($0) } }

    /// `name.png` → `name.reading-order.txt`: the text reference beside an image reference.
    public static func textReference(for imageName: String) -> String { stem(imageName) + textSuffix }

    /// Where a text reference's actual text is written: `x.reading-order.txt` → `x.reading-order.actual.txt`.
    public static func textArtifact(for name: String) -> String { String(name.dropLast(".txt".count)) + ".actual.txt" }

    /// `name.png` → `name.layout.txt`: the layout snapshot beside an image reference.
    public static func layoutReference(for imageName: String) -> String { stem(imageName) + layoutSuffix }

    /// What the renderer knows about an image besides its pixels: what made it, where its nodes are and
    /// which to mask. Recorded into a reference when one is written (T11, T12), compared with the
    /// reference's on failure, and used to mask nodes before comparing (T14).
    public struct Evidence: Sendable {
        public var environment: SnapshotEnvironment?
        /// Node id globs whose frames are painted one flat colour in both images before comparing.
        public var masks: [String]
        /// The layout as a record, made only when a recording, a mask or a failure asks: a passing case
        /// without masks never makes it.
        public var makeLayout: @Sendable () -> LayoutRecord?
        /// The rules the layout breaks, worked out only when a failure asks.
        public var brokenRules: @Sendable () -> [String]

        public init(environment: SnapshotEnvironment? = nil, masks: [String] = [],
                    makeLayout: @escaping @Sendable () -> LayoutRecord?, brokenRules: @escaping @Sendable () -> [String] = { [] }) {
            self.environment = environment
            self.masks = masks
            self.makeLayout = makeLayout
            self.brokenRules = brokenRules
        }

        /// Evidence with a layout record made already.
        public init(environment: SnapshotEnvironment? = nil, layout: LayoutRecord? = nil, masks: [String] = [],
                    brokenRules: @escaping @Sendable () -> [String] = { [] }) {
            self.init(environment: environment, masks: masks, makeLayout: { layout }, brokenRules: brokenRules)
        }

        /// The PNG text entries a reference made with this evidence carries.
        func entries(layout: LayoutRecord?) -> [(keyword: String, text: String)] {
            var out: [(keyword: String, text: String)] = []
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let environment, let json = try? encoder.encode(environment) {
                out.append((SnapshotEnvironment.keyword, String(decoding: json, as: UTF8.self)))
            }
            if let layout { out.append((LayoutRecord.keyword, layout.text)) }
            return out
        }

        /// What a reference's bytes say about the environment and layout that made them.
        public static func recorded(in png: Data) -> (environment: SnapshotEnvironment?, layout: LayoutRecord?) {
            let entries = PNGText.entries(in: png, keywords: [SnapshotEnvironment.keyword, LayoutRecord.keyword])
            let environment = entries[SnapshotEnvironment.keyword].flatMap { try? JSONDecoder().decode(SnapshotEnvironment.self, from: Data($0.utf8)) }
            return (environment, entries[LayoutRecord.keyword].flatMap { LayoutRecord(text: $0) })
        }
    }

    /// The PNG bytes of an image, with `evidence`'s environment and the image's `layout` recorded in it.
    static func png(_ image: PixelBuffer, evidence: Evidence?, layout: LayoutRecord?) -> Data {
        let png = PNGCodec.encode(image)
        guard let evidence else { return png }
        return PNGText.adding(evidence.entries(layout: layout), to: png)
    }

    /// What happened to one snapshot.
    public enum Outcome: Sendable {
        case matched(mismatched: Int)
        /// A reference was written.
        case recorded(Recording)
        case failed(Failure)

        /// Matched or recorded: nothing stands in the way (a test still announces a recording).
        public var passed: Bool {
            if case .failed = self { return false }
            return true
        }
    }

    /// A reference that was written, and why (T10: never silent).
    public struct Recording: Sendable, CustomStringConvertible {
        public var name: String
        public var reference: URL
        /// There was no reference before.
        public var new: Bool
        /// When a differing reference was replaced: how many pixels differed.
        public var mismatched: Int?
        public var mode: RecordMode

        public var description: String {
            let what: String
            if new {
                what = "Recorded a new reference for \(name)"
            } else if let mismatched {
                let differed = SnapshotStore.isText(name) ? "\(mismatched) line\(mismatched == 1 ? "" : "s")" : Tolerance.pixels(mismatched)
                what = "Re-recorded \(name): \(differed) differed from the old reference"
            } else {
                what = "Re-recorded \(name)"
            }
            return "\(what) (record mode \(mode)).\nreference: \(reference.path)\nLook at it before you commit it; the next run compares against it."
        }
    }

    public struct Failure: Sendable, CustomStringConvertible {
        public var name: String
        public var reason: String
        public var mismatched: Int?
        public var total: Int?
        public var reference: URL
        public var actual: URL?
        public var expected: URL?
        public var diff: URL?
        public var acceptCommand: String
        /// There is no reference yet (and the record mode writes none): accepting records a new one
        /// rather than a change.
        public var missing = false
        /// How this machine's environment differs from the one that made the reference (T11); said first.
        public var environment: [String] = []
        /// What moved, resized, appeared, disappeared or changed its text, largest first (T12).
        public var layout: [LayoutChange] = []
        /// The rules the new layout breaks (T12).
        public var brokenRules: [String] = []
        /// The ids of the masked nodes (T14).
        public var masked: [String] = []
        /// Checksums of the reference as it was compared and of the actual artifact (T13: a decision is
        /// applied only to the references it was made for).
        public var referenceChecksum: String?
        public var actualChecksum: String?

        /// How many lines of layout changes a message lists before it says how many more there are.
        public static let listedChanges = 8
        /// How many nodes a line of nodes that moved together names.
        public static let namedPerLine = 6

        /// The lines after the first that say what changed in the layout and which rules it breaks.
        public var layoutLines: [String] {
            var lines: [String] = []
            if !layout.isEmpty {
                let said = LayoutChange.summary(layout, limit: Self.namedPerLine)
                lines.append("layout: \(layout.count) node\(layout.count == 1 ? "" : "s") changed, causes first (text, nodes that came or went, sizes, then moves):")
                lines += said.prefix(Self.listedChanges).map { "  " + $0 }
                if said.count > Self.listedChanges {
                    lines.append("  … and \(said.count - Self.listedChanges) more lines (every node in --json and the report)")
                }
            }
            if !brokenRules.isEmpty {
                lines.append("rules the new layout breaks:")
                lines += brokenRules.map { "  " + $0 }
            }
            if !masked.isEmpty { lines.append("masked: " + OneLine.sanitize(masked.joined(separator: ", "), limit: 600)) }
            return lines
        }

        /// `Pango 1.56.3, the reference 1.54.0; fonts unchanged`, when the environment differs.
        public var environmentChange: String? { environment.isEmpty ? nil : environment.joined(separator: "; ") }

        /// The message's first line: which snapshot, and why it fails.
        public var headline: String { description.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? name }

        /// The report's status for it: `missing` (no reference yet) or `failed`.
        public var status: String { missing ? "missing" : "failed" }

        /// The report's line for it: the reason, `extra` after it, and the command that accepts it.
        public func reportDetail(_ extra: String = "") -> String {
            (environmentChange.map { "The environment differs: \($0). " } ?? "")
                + (missing ? "No reference yet: " : "") + reason + "." + extra + (missing ? " Record it with: " : " Accept with: ") + acceptCommand
        }

        public var description: String {
            var lines: [String]
            if missing {
                lines = ["Snapshot \(name) has no reference: \(reason)."]
            } else if let environmentChange {
                // A changed environment is named first: it, not the layout, may be why the pixels differ.
                lines = ["Snapshot \(name) does not match its reference, and it was made in another environment: \(environmentChange).",
                         "pixels: \(reason)."]
            } else {
                lines = ["Snapshot \(name) does not match its reference: \(reason)."]
            }
            lines += layoutLines
            lines.append("reference: \(reference.path)")
            if let actual { lines.append("actual:    \(actual.path)") }
            if let expected { lines.append("expected:  \(expected.path)") }
            if let diff { lines.append("diff:      \(diff.path) (Expected | Difference | Actual)") }
            lines.append((missing ? "record with: " : "accept with: ") + acceptCommand)
            return lines.joined(separator: "\n")
        }
    }

    /// Compares `image` with the reference `name`, writing references and artifacts as `mode` says.
    /// With `evidence`, a written reference records the environment and layout, a failure says how
    /// they changed (T11, T12), and masked nodes are painted over in both images first (T14).
    public func verify(_ image: PixelBuffer, name: String, mode: RecordMode, evidence: Evidence? = nil) -> Outcome {
        removingStaleArtifacts(name, compare(image, name: name, mode: mode, evidence: evidence))
    }

    /// The artifacts a failure of `name` writes: `<stem>.actual|expected|diff.png`, or a text
    /// reference's `<name less .txt>.actual.txt`.
    public static func artifactNames(for name: String) -> [String] {
        isText(name) ? [textArtifact(for: name)] : ["actual", "expected", "diff"].map { "\(stem(name)).\($0).png" }
    }

    /// `outcome`, after removing the artifacts an earlier failure of `name` left when it passes now
    /// (T16): what lies in the artifacts folder is what fails today. Only this name's files are
    /// touched, so shards sharing the folder keep each other's.
    func removingStaleArtifacts(_ name: String, _ outcome: Outcome) -> Outcome {
        if outcome.passed { OutputFolder.removeFiles(Self.artifactNames(for: name), in: artifacts) }
        return outcome
    }

    func compare(_ image: PixelBuffer, name: String, mode: RecordMode, evidence: Evidence?) -> Outcome {
        // The new layout's record, made at most once and only when a recording, a mask or a failure
        // needs it: a passing case without masks never makes it.
        var made: LayoutRecord??
        func layout() -> LayoutRecord? {
            if let made { return made }
            let record = evidence?.makeLayout()
            made = .some(record)
            return record
        }
        let reference = references.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        // A mask that matches nothing hides nothing: most likely a typo, or a node renamed (T17).
        if let evidence, !evidence.masks.isEmpty, let now = layout(), let unmatched = Self.unmatchedMask(evidence.masks, in: now) {
            return .failed(failure(name, reason: unmatched, actual: image, evidence: evidence, layout: now))
        }
        if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
            return record(image, name: name, new: !exists, mismatched: nil, mode: mode, evidence: evidence, layout: layout())
        }
        guard exists else {
            var f = failure(name, reason: "the record mode is \(mode), which writes none", actual: image, evidence: evidence, layout: layout())
            f.missing = true
            return .failed(f)
        }
        let bytes: Data
        let expected: PixelBuffer
        do { bytes = try Data(contentsOf: reference) } catch {
            return .failed(failure(name, reason: "the reference is unreadable (\(error.localizedDescription))", actual: image,
                                   evidence: evidence, layout: layout()))
        }
        do { expected = try PNGCodec.decode(bytes, file: reference.path) } catch {
            // A reviewer may replace a corrupt reference: the decision names the bytes it replaces.
            var f = failure(name, reason: "the reference is unreadable (\(error))", actual: image, evidence: evidence, layout: layout())
            f.referenceChecksum = Checksum.of(bytes)
            return .failed(f)
        }
        // What the reference records is read only when masks or a failure need it.
        var read: (environment: SnapshotEnvironment?, layout: LayoutRecord?)?
        func recorded() -> (environment: SnapshotEnvironment?, layout: LayoutRecord?) {
            if let read { return read }
            let made = Evidence.recorded(in: bytes)
            read = made
            return made
        }
        let masks = evidence.map { $0.masks.isEmpty ? Masks.none : maskRects($0.masks, now: layout(), then: recorded().layout) } ?? .none
        let (left, right) = masks.isEmpty ? (expected, image) : (Self.painted(expected, masks.expected), Self.painted(image, masks.actual))
        let comparison = tolerance.comparison
        var f: Failure
        do {
            let quick = try comparison.compare(left, right)
            guard let violation = tolerance.violation(mismatched: quick.mismatched, total: quick.total) else {
                return .matched(mismatched: quick.mismatched)
            }
            if mode == .failed {
                return record(image, name: name, new: false, mismatched: quick.mismatched, mode: mode, evidence: evidence, layout: layout())
            }
            let full = try comparison.compare(left, right, makeDiff: true)
            f = failure(name, reason: violation, mismatched: full.mismatched, total: full.total, actual: image, expected: expected,
                        diff: full.diff, masks: masks, evidence: evidence, layout: layout())
        } catch {
            f = failure(name, reason: error.description, actual: image, expected: expected, evidence: evidence, layout: layout())
        }
        f.referenceChecksum = Checksum.of(bytes)
        let recorded = recorded()
        if let now = evidence?.environment, let then = recorded.environment { f.environment = now.changes(from: then) }
        if let now = layout(), let then = recorded.layout { f.layout = LayoutChange.changes(from: then, to: now.rounded) }
        f.brokenRules = evidence?.brokenRules() ?? []
        f.masked = masks.ids
        return .failed(f)
    }

    /// Why the first of `globs` that matches no node of `layout` is refused, with the nearest id.
    static func unmatchedMask(_ globs: [String], in layout: LayoutRecord) -> String? {
        let ids = layout.nodes.map(\.id)
        for glob in globs where layout.ids(matching: NameFilter([glob])).isEmpty {
            return "the mask '\(glob)' matches no node of this layout, so it would hide nothing"
                + (InputError.nearest(glob, in: ids).map { "; did you mean '\($0)'?" } ?? "")
        }
        return nil
    }

    typealias PixelRect = (x: Int, y: Int, width: Int, height: Int)

    /// Where the masked nodes are in each image (T14): in the reference where its recorded layout puts
    /// them, in the new image where the new layout does. A masked node that stays put is masked out of
    /// the comparison; one that moved still shows the move (what took its place differs). A reference
    /// that records no layout is masked where the new layout puts the nodes.
    struct Masks {
        var expected: [PixelRect]
        var actual: [PixelRect]
        /// The masked nodes' ids, in either layout, sorted.
        var ids: [String]
        var isEmpty: Bool { expected.isEmpty && actual.isEmpty }
        static let none = Masks(expected: [], actual: [], ids: [])
    }

    func maskRects(_ globs: [String], now: LayoutRecord?, then: LayoutRecord?) -> Masks {
        let filter = NameFilter(globs)
        let actual = now?.pixelRects(matching: filter) ?? []
        let ids = Set((now?.ids(matching: filter) ?? []) + (then?.ids(matching: filter) ?? []))
        return Masks(expected: then?.pixelRects(matching: filter) ?? actual, actual: actual, ids: ids.sorted())
    }

    /// The colour masked pixels are painted in both images before comparing (T14).
    public static let maskColour: (UInt8, UInt8, UInt8, UInt8) = (128, 128, 128, 255)

    /// `image` with `rects` painted `maskColour`, or hatched (grey and white stripes) for the report.
    static func painted(_ image: PixelBuffer, _ rects: [PixelRect], hatched: Bool = false) -> PixelBuffer {
        var out = image
        for r in rects {
            let x0 = Swift.max(0, r.x), y0 = Swift.max(0, r.y)
            let x1 = Swift.min(image.width, r.x + r.width), y1 = Swift.min(image.height, r.y + r.height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let c = hatched && ((x + y) / 6) % 2 == 0 ? (255, 255, 255, 255) : maskColour
                    let i = (y * image.width + x) * 4
                    out.rgba[i] = c.0; out.rgba[i + 1] = c.1; out.rgba[i + 2] = c.2; out.rgba[i + 3] = c.3
                }
            }
        }
        return out
    }

    /// Compares `text` (an accessibility snapshot, A2, or a layout snapshot, T12) with the text
    /// reference `name`, byte for byte: text has no tolerance. A failure names the first line that
    /// differs and writes the actual text beside the other artifacts as `<name less .txt>.actual.txt`.
    public func verifyText(_ text: String, name: String, mode: RecordMode) -> Outcome {
        removingStaleArtifacts(name, compareText(text, name: name, mode: mode))
    }

    func compareText(_ text: String, name: String, mode: RecordMode) -> Outcome {
        let reference = references.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        let data = Data(text.utf8)
        if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
            return recordText(data, name: name, new: !exists, changed: nil, mode: mode)
        }
        guard exists else {
            var f = textFailure(name, reason: "the record mode is \(mode), which writes none", actual: data)
            f.missing = true
            return .failed(f)
        }
        let expected: Data
        do { expected = try Data(contentsOf: reference) } catch {
            return .failed(textFailure(name, reason: "the reference is unreadable (\(error.localizedDescription))", actual: data))
        }
        guard expected != data else { return .matched(mismatched: 0) }
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = text.split(separator: "\n", omittingEmptySubsequences: false)
        let changed = zip(old, new).filter { $0 != $1 }.count + abs(old.count - new.count)
        if mode == .failed { return recordText(data, name: name, new: false, changed: changed, mode: mode) }
        let at = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(old.count, new.count)
        // A layout snapshot's fields are tab-separated: its tabs print as tabs (they forge no line), and
        // each field is escaped as any printed input is.
        func line(_ lines: [Substring]) -> String {
            guard at < lines.count else { return "nothing (the text ends)" }
            return "\"" + lines[at].split(separator: "\t", omittingEmptySubsequences: false)
                .map { OneLine.sanitize(String($0), limit: 200) }.joined(separator: "\t") + "\""
        }
        let reason = "\(changed) of \(Swift.max(old.count, new.count)) lines differ; line \(at + 1) reads \(line(new)), the reference \(line(old))"
        var f = textFailure(name, reason: reason, actual: data, changed: changed, total: Swift.max(old.count, new.count))
        f.referenceChecksum = Checksum.of(expected)
        return .failed(f)
    }

    func recordText(_ data: Data, name: String, new: Bool, changed: Int?, mode: RecordMode) -> Outcome {
        let reference = references.appendingPathComponent(name)
        do {
            try AtomicFile.write(data, to: reference)
            return .recorded(Recording(name: name, reference: reference, new: new, mismatched: changed, mode: mode))
        } catch {
            return .failed(textFailure(name, reason: "the reference could not be written (\(error))"))
        }
    }

    func textFailure(_ name: String, reason: String, actual: Data? = nil, changed: Int? = nil, total: Int? = nil) -> Failure {
        var f = Failure(name: name, reason: reason, mismatched: changed, total: total,
                        reference: references.appendingPathComponent(name), acceptCommand: acceptCommand(Self.stem(name) + ".png"))
        if let actual {
            let url = artifacts.appendingPathComponent(Self.textArtifact(for: name))
            f.actual = (try? AtomicFile.write(actual, to: url)) != nil ? url : nil
            f.actualChecksum = f.actual == nil ? nil : Checksum.of(actual)
        }
        return f
    }

    func record(_ image: PixelBuffer, name: String, new: Bool, mismatched: Int?, mode: RecordMode, evidence: Evidence? = nil,
                layout: LayoutRecord? = nil) -> Outcome {
        let reference = references.appendingPathComponent(name)
        do {
            try AtomicFile.write(Self.png(image, evidence: evidence, layout: layout), to: reference)
            return .recorded(Recording(name: name, reference: reference, new: new, mismatched: mismatched, mode: mode))
        } catch {
            return .failed(failure(name, reason: "the reference could not be written (\(error))"))
        }
    }

    /// Builds a failure and writes its artifacts: actual (with what `evidence` records, so accepting it
    /// makes the reference a recording would), expected, and the three labelled panels, masked nodes
    /// hatched.
    func failure(_ name: String, reason: String, mismatched: Int? = nil, total: Int? = nil,
                 actual: PixelBuffer? = nil, expected: PixelBuffer? = nil, diff: PixelBuffer? = nil,
                 masks: Masks = .none, evidence: Evidence? = nil, layout: LayoutRecord? = nil) -> Failure {
        let stem = Self.stem(name)
        var f = Failure(name: name, reason: reason, mismatched: mismatched, total: total,
                        reference: references.appendingPathComponent(name), acceptCommand: acceptCommand(name))
        func write(_ bytes: Data?, _ suffix: String) -> URL? {
            guard let bytes else { return nil }
            let url = artifacts.appendingPathComponent("\(stem).\(suffix).png")
            return (try? AtomicFile.write(bytes, to: url)) != nil ? url : nil
        }
        let actualBytes = actual.map { Self.png($0, evidence: evidence, layout: layout) }
        f.actual = write(actualBytes, "actual")
        f.actualChecksum = f.actual == nil ? nil : actualBytes.map(Checksum.of)
        f.expected = write(expected.map { PNGCodec.encode($0) }, "expected")
        if let expected, let actual, let diff {
            let panels = Self.panels(expected: Self.painted(expected, masks.expected, hatched: true),
                                     difference: Self.painted(diff, masks.expected + masks.actual, hatched: true),
                                     actual: Self.painted(actual, masks.actual, hatched: true), captions: captions)
            f.diff = write(PNGCodec.encode(panels), "diff")
        }
        return f
    }

    /// Expected | Difference | Actual side by side, each labelled below by `captions`. Without it (or
    /// when it fails) the panels are joined unlabelled with a 4 px grey gutter.
    public static func panels(expected: PixelBuffer, difference: PixelBuffer, actual: PixelBuffer,
                              captions: (any PanelCaptioning)? = nil) -> PixelBuffer {
        let images = [expected, difference, actual]
        if let captions, let sheet = captions.sideBySide(images, captions: ["Expected", "Difference", "Actual"]) {
            return sheet
        }
        let gutter = 4
        let width = images.reduce(0) { $0 + $1.width } + gutter * (images.count - 1)
        var out = PixelBuffer(width: width, height: images.map(\.height).max() ?? 0, fill: (128, 128, 128, 255))
        var x = 0
        for image in images {
            out.blit(image, x: x, y: 0)
            x += image.width + gutter
        }
        return out
    }

    // MARK: Orphans

    /// Reference files in the folder that no case produces (T7), sorted.
    public func orphans(expected: Set<String>) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || Self.isText($0)) && !$0.hasPrefix(".") && !expected.contains($0) }.sorted()
    }

    /// Deletes the named orphan references; a name some case still produces is never deleted.
    public func prune(_ orphans: [String], keeping expected: Set<String>) throws -> [String] {
        var removed: [String] = []
        for name in orphans where !expected.contains(name) && !name.contains("/") {
            try FileManager.default.removeItem(at: references.appendingPathComponent(name))
            removed.append(name)
        }
        return removed
    }
}
