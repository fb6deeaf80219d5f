import CreaseIO
import CreaseInput
import Dispatch
import FoldImage
import FoldSnapshot
import Foundation

/// `crease diff --batch FILE`: many pairs in one process (T3), so a CI step with hundreds of pairs
/// pays one start. FILE holds one pair per line — two paths separated by a tab, or by spaces when
/// neither path has one; blank lines and lines starting with `#` are skipped; relative paths are
/// read from the current folder. Each pair is one JSON line, in the file's order.
public enum DiffBatch {
    public struct Pair: Sendable, Hashable {
        public var a: String
        public var b: String
        /// The line of the batch file it came from.
        public var line: Int
    }

    /// The pairs of a batch file's text; a line that is not two paths is an error naming its line.
    public static func pairs(_ text: String, file: String) throws(InputError) -> [Pair] {
        var out: [Pair] = []
        // Lines end in LF, CRLF or CR (a CRLF is one Character, so it is split on as one).
        for (n, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.contains("\t") ? line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                : line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw InputError(file: file, field: "line \(n + 1)",
                                 message: "is not two PNG paths (separate them with a tab, or a space when neither has one)")
            }
            out.append(Pair(a: fields[0], b: fields[1], line: n + 1))
        }
        return out
    }

    /// A string as JSON.
    static func quoted(_ s: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(s)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// A JSON object of fields whose values are JSON already.
    static func json(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A comparison's counts as `crease diff --json` writes them.
    static func counts(_ r: ImageComparison.Result) -> [(String, String)] {
        [("mismatched", "\(r.mismatched)"), ("total", "\(r.total)"), ("width", "\(r.width)"), ("height", "\(r.height)")]
    }

    /// One pair's answer as a JSON line: the counts, or the one-line error that stopped it.
    static func result(_ pair: Pair, options: ImageComparison.Options, context: CommandContext) -> (line: String, differs: Bool, failed: Bool) {
        let names = [("a", quoted(pair.a)), ("b", quoted(pair.b))]
        do {
            // Each worker decodes its pair's two images one after the other: the two workers keep both cores busy.
            let (a, b) = try PNGCodec.readPair(context.url(pair.a), context.url(pair.b), concurrently: false)
            let r = try ImageComparison(options: options).compare(a, b)
            return (json(names + counts(r)), r.mismatched > 0, false)
        } catch {
            return (json(names + [("line", "\(pair.line)"), ("error", quoted(OneLine.sanitize("\(error)")))]), false, true)
        }
    }

    /// Compares every pair, two at a time on two cores, and writes their lines in order; the total time
    /// and the counts go to standard error. Exit 0 when no pair differs, 1 when one does, 2 when a pair
    /// could not be compared (its line says why; the others are still compared).
    public static func run(_ pairs: [Pair], options: ImageComparison.Options, context: CommandContext) -> Int32 {
        let started = DispatchTime.now().uptimeNanoseconds
        let results = Results(count: pairs.count)
        // Two pairs at a time at most: four decoded images of up to 40 million pixels each in memory.
        let workers = Swift.max(1, Swift.min(2, ProcessInfo.processInfo.activeProcessorCount, pairs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var i = worker
            while i < pairs.count {
                results.set(i, result(pairs[i], options: options, context: context))
                i += workers
            }
        }
        let all = results.all
        for r in all { context.out(r.line) }
        let ms = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        let differ = all.count(where: \.differs), failed = all.count(where: \.failed)
        context.err(String(format: "crease diff --batch: %d pair%@ in %.1f ms (%.2f ms each): %d differ, %d could not be compared\n",
                           pairs.count, pairs.count == 1 ? "" : "s", ms, pairs.isEmpty ? 0 : ms / Double(pairs.count), differ, failed))
        return failed > 0 ? 2 : differ > 0 ? 1 : 0
    }

    /// Each pair's answer in its own slot, written by one worker each.
    final class Results: @unchecked Sendable {
        private var slots: [(line: String, differs: Bool, failed: Bool)?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: (line: String, differs: Bool, failed: Bool)) { lock.withLock { slots[i] = value } }
        var all: [(line: String, differs: Bool, failed: Bool)] { lock.withLock { slots.compactMap { $0 } } }
    }
}
