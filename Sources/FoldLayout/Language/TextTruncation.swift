/// Text held to a line limit (`TextContent.lineLimit`): the lines that fit, the last of them cut so
/// that it ends in an ellipsis inside the width. Measured through any `TextMeasuring`, so the layout
/// and the painter agree on exactly the characters shown.
public enum TextTruncation {
    /// The mark a cut line ends in.
    public static let ellipsis = "…"

    /// The measurement of `content` at `width`, held to its line limit. Text that fits within the
    /// limit (or has none, or is measured unwrapped) is measured as it is.
    public static func measure(_ content: TextContent, width: Double?, measurer: any TextMeasuring) -> TextMeasurement {
        let full = measurer.measure(content, width: width)
        guard let limit = content.lineLimit, let width, limit >= 1, full.lines.count > limit else { return full }
        var lines = Array(full.lines.prefix(limit))
        let last = lines[limit - 1]
        let characters = Array(last.text)
        // The longest start of the last line that still fits with the ellipsis after it; the line's own
        // text always fits, so only the ellipsis can push it over.
        var best = candidate(characters, count: 0)
        var bestWidth = measurer.measure(best, font: content.font, width: nil).width
        var low = 1, high = characters.count
        while low <= high {
            let middle = (low + high) / 2
            let text = candidate(characters, count: middle)
            let w = measurer.measure(text, font: content.font, width: nil).width
            if w <= width {
                best = text
                bestWidth = w
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        // A line the measurer set flush right (a right-to-left paragraph) keeps its trailing edge.
        let flushRight = last.frame.minX > 0.5
        let x = flushRight ? last.frame.maxX - bestWidth : last.frame.minX
        lines[limit - 1] = TextLine(text: best, frame: Rect(x: x, y: last.frame.y, width: bestWidth, height: last.frame.height),
                                    baseline: last.baseline, ending: .end)
        let widest = lines.map(\.frame.width).max() ?? 0
        return TextMeasurement(lines: lines, width: widest, height: lines[limit - 1].frame.maxY - (lines.first?.frame.minY ?? 0))
    }

    /// The first `count` characters of a line without trailing spaces or soft hyphens, then the ellipsis.
    static func candidate(_ characters: [Character], count: Int) -> String {
        var start = characters.prefix(count)
        while let end = start.last, end.isWhitespace || end == "\u{AD}" { start.removeLast() }
        return String(start) + ellipsis
    }
}
