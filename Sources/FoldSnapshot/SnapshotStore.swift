import FoldRender
import Foundation

/// References in one folder and failure artifacts in another (T1, T4, T8).
public struct SnapshotStore: Sendable {
    public var references: URL
    public var artifacts: URL
    public var comparison: ImageComparison
    /// Pass when at most this many pixels differ…
    public var maxDiffPixels: Int
    /// …and at most this share of them.
    public var maxDiffRatio: Double

    public init(references: URL, artifacts: URL, comparison: ImageComparison = ImageComparison(),
                maxDiffPixels: Int = 0, maxDiffRatio: Double = 0) {
        self.references = references
        self.artifacts = artifacts
        self.comparison = comparison
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The package's `Snapshots/` and `.build/snapshot-artifacts/`.
    public static func package(root: URL) -> SnapshotStore {
        SnapshotStore(references: root.appendingPathComponent("Snapshots"),
                      artifacts: root.appendingPathComponent(".build/snapshot-artifacts"))
    }

    /// What happened to one snapshot.
    public enum Outcome: Sendable {
        case matched(mismatched: Int)
        /// A reference was written: `new` when there was none before.
        case recorded(new: Bool, mismatched: Int?)
        case failed(Failure)

        public var passed: Bool {
            if case .failed = self { return false }
            return true
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

        public var description: String {
            var lines = ["Snapshot \(name) does not match its reference: \(reason)."]
            if let mismatched, let total {
                lines.append(String(format: "%d of %d pixels differ (%.4f%%).", mismatched, total, 100 * Double(mismatched) / Double(Swift.max(total, 1))))
            }
            lines.append("reference: \(reference.path)")
            if let actual { lines.append("actual:    \(actual.path)") }
            if let expected { lines.append("expected:  \(expected.path)") }
            if let diff { lines.append("diff:      \(diff.path) (expected | diff | actual)") }
            lines.append("accept with: \(acceptCommand)")
            return lines.joined(separator: "\n")
        }
    }

    /// The command that accepts a changed snapshot.
    public static func acceptCommand(for name: String) -> String {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return "swift run crease snapshot record --filter '\(stem)'"
    }

    /// Compares `image` with the reference `name`, writing references and artifacts as `mode` says.
    public func verify(_ image: PixelBuffer, name: String, mode: RecordMode = .current) -> Outcome {
        let reference = references.appendingPathComponent(name)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
            do {
                try AtomicFile.write(PNGCodec.encode(image), to: reference)
                return .recorded(new: !exists, mismatched: nil)
            } catch {
                return .failed(failure(name, reason: "the reference could not be written (\(error))"))
            }
        }
        guard exists else {
            return .failed(failure(name, reason: "there is no reference and the record mode is \(mode)", actual: image))
        }
        let expected: PixelBuffer
        do { expected = try PNGCodec.read(reference) } catch {
            return .failed(failure(name, reason: "the reference is unreadable (\(error))", actual: image))
        }
        do {
            let quick = try comparison.compare(expected, image)
            if passes(quick) { return .matched(mismatched: quick.mismatched) }
            if mode == .failed {
                do {
                    try AtomicFile.write(PNGCodec.encode(image), to: reference)
                    return .recorded(new: false, mismatched: quick.mismatched)
                } catch {
                    return .failed(failure(name, reason: "the reference could not be written (\(error))"))
                }
            }
            let full = try comparison.compare(expected, image, makeDiff: true)
            return .failed(failure(name, reason: "\(full.mismatched) pixels differ beyond the limits",
                                   mismatched: full.mismatched, total: full.total, actual: image, expected: expected, diff: full.diff))
        } catch {
            return .failed(failure(name, reason: error.description, actual: image, expected: expected))
        }
    }

    func passes(_ r: ImageComparison.Result) -> Bool {
        r.mismatched <= maxDiffPixels && r.ratio <= maxDiffRatio
    }

    /// Builds a failure and writes its artifacts: actual, expected and the three-panel diff.
    func failure(_ name: String, reason: String, mismatched: Int? = nil, total: Int? = nil,
                 actual: PixelBuffer? = nil, expected: PixelBuffer? = nil, diff: PixelBuffer? = nil) -> Failure {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var f = Failure(name: name, reason: reason, mismatched: mismatched, total: total,
                        reference: references.appendingPathComponent(name), acceptCommand: Self.acceptCommand(for: name))
        func write(_ image: PixelBuffer?, _ suffix: String) -> URL? {
            guard let image else { return nil }
            let url = artifacts.appendingPathComponent("\(stem).\(suffix).png")
            return (try? AtomicFile.write(PNGCodec.encode(image), to: url)) != nil ? url : nil
        }
        f.actual = write(actual, "actual")
        f.expected = write(expected, "expected")
        if let expected, let actual, let diff {
            f.diff = write(Self.panels([expected, diff, actual]), "diff")
        }
        return f
    }

    /// Images side by side with a 4 px grey gutter (expected | diff | actual).
    public static func panels(_ images: [PixelBuffer]) -> PixelBuffer {
        let gutter = 4
        let width = images.reduce(0) { $0 + $1.width } + gutter * Swift.max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var out = PixelBuffer(width: width, height: height, fill: (128, 128, 128, 255))
        var x = 0
        for image in images {
            out.blit(image, x: x, y: 0)
            x += image.width + gutter
        }
        return out
    }
}
