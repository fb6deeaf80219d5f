import FoldLayout
import FoldRender
import Foundation

extension Benchmarks {
    /// One unbroken word laid out at a cover screen's name width, cold (issue 13: linear in its
    /// length; a 100,000-character word under 1 s): letters English patterns know, then a string
    /// with no letters at all (nothing to hyphenate, so only the last-resort break applies).
    public static func longWords() throws -> [Result] {
        let engine = try Pipeline().painter.text
        let font = FontSpec(size: 17)
        var results: [Result] = []
        for (label, unit) in [("letters", "habitual"), ("digits", "0123456789")] {
            for count in [10_000, 30_000, 100_000] {
                let word = String(String(repeating: unit, count: count / unit.count + 1).prefix(count))
                var lines = 0
                let timing = measure(runs: count >= 100_000 ? 3 : 5) {
                    engine.clearLayoutCache()
                    lines = engine.measure(TextContent(word, font: font, language: "en_US"), width: 200).lines.count
                }
                results.append(Result(name: "text: one \(count.formatted())-character word of \(label) at 200 pt", median: timing,
                                      note: "\(lines) lines" + (count == 100_000 ? "; target < 1 s" : "")))
            }
        }
        return results
    }
}
