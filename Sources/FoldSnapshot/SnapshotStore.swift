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

    /// A name without its `.png` (or, for a text reference, its `.reading-order.txt`).
    public static func stem(_ name: String) -> String {
        if name.hasSuffix(textSuffix) { return String(name.dropLast(textSuffix.count)) }
        return name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    }

    /// How an accessibility snapshot's text reference ends (A2).
    public static let textSuffix = ".reading-order.txt"

    /// `name.png` → `name.reading-order.txt`: the text reference beside an image reference.
    public static func textReference(for imageName: String) -> String { stem(imageName) + textSuffix }

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
                let differed = name.hasSuffix(SnapshotStore.textSuffix) ? "\(mismatched) line\(mismatched == 1 ? "" : "s")" : Tolerance.pixels(mismatched)
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

        /// The report's status for it: `missing` (no reference yet) or `failed`.
        public var status: String { missing ? "missing" : "failed" }

        /// The report's line for it: the reason, `extra` after it, and the command that accepts it.
        public func reportDetail(_ extra: String = "") -> String {
            (missing ? "No reference yet: " : "") + reason + "." + extra + (missing ? " Record it with: " : " Accept with: ") + acceptCommand
        }

        public var description: String {
            var lines = [missing ? "Snapshot \(name) has no reference: \(reason)." : "Snapshot \(name) does not match its reference: \(reason)."]
            lines.append("reference: \(reference.path)")
            if let actual { lines.append("actual:    \(actual.path)") }
            if let expected { lines.append("expected:  \(expected.path)") }
            if let diff { lines.append("diff:      \(diff.path) (Expected | Difference | Actual)") }
            lines.append((missing ? "record with: " : "accept with: ") + acceptCommand)
            return lines.joined(separator: "\n")
        }
    }

    /// Compares `image` with the reference `name`, writing references and artifacts as `mode` says.
    public func verify(_ image: PixelBuffer, name: String, mode: RecordMode) -> Outcome {
        let reference = references.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
            return record(image, name: name, new: !exists, mismatched: nil, mode: mode)
        }
        guard exists else {
            var f = failure(name, reason: "the record mode is \(mode), which writes none", actual: image)
            f.missing = true
            return .failed(f)
        }
        let expected: PixelBuffer
        do { expected = try PNGCodec.read(reference) } catch {
            return .failed(failure(name, reason: "the reference is unreadable (\(error))", actual: image))
        }
        let comparison = tolerance.comparison
        do {
            let quick = try comparison.compare(expected, image)
            guard let violation = tolerance.violation(mismatched: quick.mismatched, total: quick.total) else {
                return .matched(mismatched: quick.mismatched)
            }
            if mode == .failed { return record(image, name: name, new: false, mismatched: quick.mismatched, mode: mode) }
            let full = try comparison.compare(expected, image, makeDiff: true)
            return .failed(failure(name, reason: violation, mismatched: full.mismatched, total: full.total,
                                   actual: image, expected: expected, diff: full.diff))
        } catch {
            return .failed(failure(name, reason: error.description, actual: image, expected: expected))
        }
    }

    /// Compares `text` (an accessibility snapshot, A2) with the text reference `name`, byte for byte:
    /// the reading order has no tolerance. A failure names the first line that differs and writes the
    /// actual text beside the other artifacts as `<stem>.actual.txt`.
    public func verifyText(_ text: String, name: String, mode: RecordMode) -> Outcome {
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
        func line(_ lines: [Substring]) -> String { at < lines.count ? "\"\(OneLine.sanitize(String(lines[at]), limit: 200))\"" : "nothing (the text ends)" }
        let reason = "\(changed) of \(Swift.max(old.count, new.count)) lines differ; line \(at + 1) reads \(line(new)), the reference \(line(old))"
        return .failed(textFailure(name, reason: reason, actual: data, changed: changed, total: Swift.max(old.count, new.count)))
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
            let url = artifacts.appendingPathComponent("\(Self.stem(name)).actual.txt")
            f.actual = (try? AtomicFile.write(actual, to: url)) != nil ? url : nil
        }
        return f
    }

    func record(_ image: PixelBuffer, name: String, new: Bool, mismatched: Int?, mode: RecordMode) -> Outcome {
        let reference = references.appendingPathComponent(name)
        do {
            try AtomicFile.write(PNGCodec.encode(image), to: reference)
            return .recorded(Recording(name: name, reference: reference, new: new, mismatched: mismatched, mode: mode))
        } catch {
            return .failed(failure(name, reason: "the reference could not be written (\(error))"))
        }
    }

    /// Builds a failure and writes its artifacts: actual, expected and the three labelled panels.
    func failure(_ name: String, reason: String, mismatched: Int? = nil, total: Int? = nil,
                 actual: PixelBuffer? = nil, expected: PixelBuffer? = nil, diff: PixelBuffer? = nil) -> Failure {
        let stem = Self.stem(name)
        var f = Failure(name: name, reason: reason, mismatched: mismatched, total: total,
                        reference: references.appendingPathComponent(name), acceptCommand: acceptCommand(name))
        func write(_ image: PixelBuffer?, _ suffix: String) -> URL? {
            guard let image else { return nil }
            let url = artifacts.appendingPathComponent("\(stem).\(suffix).png")
            return (try? AtomicFile.write(PNGCodec.encode(image), to: url)) != nil ? url : nil
        }
        f.actual = write(actual, "actual")
        f.expected = write(expected, "expected")
        if let expected, let actual, let diff {
            f.diff = write(Self.panels(expected: expected, difference: diff, actual: actual, captions: captions), "diff")
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
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(Self.textSuffix)) && !$0.hasPrefix(".") && !expected.contains($0) }.sorted()
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
