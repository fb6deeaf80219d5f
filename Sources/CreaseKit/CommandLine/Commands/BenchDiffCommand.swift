import CreaseCommandLine
import CreaseInput
import FoldImage
import FoldRender
import FoldSnapshot
import Foundation

/// `crease bench diff`: the comparison of any two PNGs timed (decoding excluded), so the same pair can
/// be run through pixelmatch and compared.
public enum BenchDiffCommand {
    static let threshold = Option<Double>.number("threshold", placeholder: "t", help: "Colour threshold; smaller is stricter.", in: 0...1).defaulting(to: 0.1)
    static let includeAA = Flag("include-aa", help: "Count anti-aliased pixels as differences.")
    static let runs = Option<Int>.integer("runs", placeholder: "n", help: "Timed runs after one warm-up run.", in: 1...100_000).defaulting(to: 30)

    public static let command = Command(
        "bench diff", summary: "Time the comparison of two PNGs (decoding excluded): median and best of N runs, in MP/s.",
        positionals: [.init(name: "a.png", help: "The expected image."), .init(name: "b.png", help: "The actual image.")],
        options: .of(threshold, includeAA, runs, Options.json),
        discussion: "The same pair through pixelmatch: Scripts/compare-with-pixelmatch.sh. Run it in release."
    ) { args, context in
        var options = ImageComparison.Options()
        options.threshold = try args.setting(threshold)
        options.includeAA = args.flag(includeAA)
        let paths = args.positionals
        let a = try PNGCodec.read(context.url(paths[0]))
        let b = try PNGCodec.read(context.url(paths[1]))
        let t: CompareBenchmarks.PairTiming
        do { t = try CompareBenchmarks.time(a, b, comparison: ImageComparison(options: options), runs: try args.setting(runs)) } catch {
            throw InputError(file: "\(paths[0]), \(paths[1])", message: "\(error)")
        }
        let ms = { (d: Duration) in Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        if args.flag(Options.json) {
            context.out(String(format: "{\"width\": %d, \"height\": %d, \"mismatched\": %d, \"runs\": %d, \"medianMs\": %.4f, \"bestMs\": %.4f, \"medianMPs\": %.1f, \"bestMPs\": %.1f}",
                               t.width, t.height, t.mismatched, t.runs, ms(t.timing.median), ms(t.timing.best), t.medianRate, t.bestRate))
        } else {
            #if DEBUG
            context.out("note: this is a debug build; figures are only meaningful with -c release")
            #endif
            context.out("\(t.width)×\(t.height), \(t.mismatched) differing pixels; compare (decode excluded) over \(t.runs) runs:")
            context.out(String(format: "median %.3f ms, best %.3f ms: ", ms(t.timing.median), ms(t.timing.best)) + t.rateText)
        }
        return 0
    }
}
