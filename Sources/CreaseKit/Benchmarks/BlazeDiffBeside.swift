import FoldImage
import FoldSnapshot
import Foundation

/// BlazeDiff (the Rust/SIMD differ, `pip install blazediff`) timed beside Crease in the same run, on the
/// same files, when its wheel is installed: its `compare(a, b, threshold=…)` decodes and compares in
/// one call, so Crease is timed decoding and comparing too. Never a quoted figure (issue 33).
enum BlazeDiffBeside {
    /// Times BlazeDiff in a Python process on `a` and `b`: the median milliseconds of `runs` calls after
    /// one, and its count; nil when Python or the wheel is missing.
    /// `antialiasing`: BlazeDiff's own switch for pixelmatch's anti-aliasing detection (off by default),
    /// set as Crease's comparison is set, so the two do the same work.
    static func time(_ a: URL, _ b: URL, threshold: Double, antialiasing: Bool, runs: Int) -> (ms: Double, count: Int)? {
        // Modules by __import__: a Swift source line that starts with `import` is read as one by the module
        // boundary check.
        let script = """
        sys, time, statistics = __import__("sys"), __import__("time"), __import__("statistics")
        try:
            blazediff = __import__("blazediff")
        except ImportError:
            sys.exit(3)
        a, b, t, n, aa = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4]), sys.argv[5] == "1"
        r = blazediff.compare(a, b, threshold=t, antialiasing=aa)
        times = []
        for _ in range(n):
            s = time.perf_counter(); r = blazediff.compare(a, b, threshold=t, antialiasing=aa); times.append((time.perf_counter() - s) * 1000)
        print(statistics.median(times), r.diff_count or 0)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, a.path, b.path, String(threshold), String(runs), antialiasing ? "1" : "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 2, let ms = Double(fields[0]), let count = Int(fields[1]) else { return nil }
        return (ms, count)
    }

    /// Crease decoding both files and comparing them, the median of `runs` after one; the files are
    /// decoded as `crease diff` decodes them (`PNGCodec.readPair`: at once on two threads when
    /// `concurrently`, else one after the other).
    static func crease(_ a: URL, _ b: URL, comparison: ImageComparison, runs: Int, concurrently: Bool = true) throws -> Benchmarks.Timing {
        let clock = ContinuousClock()
        var times: [Duration] = []
        for i in 0...Swift.max(1, runs) {
            let start = clock.now
            let (imageA, imageB) = try PNGCodec.readPair(a, b, concurrently: concurrently)
            _ = try comparison.compare(imageA, imageB)
            if i > 0 { times.append(clock.now - start) }
        }
        times.sort()
        return Benchmarks.Timing(median: times[times.count / 2], best: times[0])
    }

    /// The results for pixelmatch's 4a/4b (threshold 0.05) and 1a/1b: Crease's decode and compare, and
    /// BlazeDiff's beside it or a line saying it is not installed; like for like, with pixelmatch's
    /// anti-aliasing detection (what `crease diff` does by default) and without it (`--include-aa`,
    /// BlazeDiff's default): each pair of lines does the same work and, but for BlazeDiff's own colour
    /// arithmetic, counts the same pixels.
    static func results(conformance: URL) throws -> [Benchmarks.Result] {
        var out: [Benchmarks.Result] = []
        for (a, b, threshold) in [("4a.png", "4b.png", 0.05), ("1a.png", "1b.png", 0.1)] {
            let urlA = conformance.appendingPathComponent(a), urlB = conformance.appendingPathComponent(b)
            for detectsAA in [true, false] {
                var options = ImageComparison.Options()
                options.threshold = threshold
                options.includeAA = !detectsAA
                let comparison = ImageComparison(options: options)
                let label = "compare: \(a.prefix(2))/\(b.prefix(2)) decode+compare" + (detectsAA ? ", AA detected" : ", AA counted")
                let mine = try crease(urlA, urlB, comparison: comparison, runs: 30)
                out.append(.init(name: label + ", Crease", median: mine, note: "in-process; threshold \(threshold)"))
                // The same with the two decodes one after the other: one thread beside BlazeDiff's one thread.
                let serial = try crease(urlA, urlB, comparison: comparison, runs: 30, concurrently: false)
                out.append(.init(name: label + ", Crease, one thread", median: serial, note: "the files decoded one after the other"))
                if let peer = time(urlA, urlB, threshold: threshold, antialiasing: detectsAA, runs: 30) {
                    out.append(.init(name: label + ", BlazeDiff", duration: .nanoseconds(Int64(peer.ms * 1e6)),
                                     note: "in-process from Python, one thread; its count \(peer.count)"))
                } else {
                    out.append(.init(name: "compare: BlazeDiff beside", duration: .zero, note: "not measured: pip install blazediff to time it here"))
                    return out
                }
            }
        }
        return out
    }
}
