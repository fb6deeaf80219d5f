/// Text as solved: the content, the width it was measured at, and its lines in absolute points.
///
/// The lines are kept as the measurer returned them (relative to the text's origin, shared with the
/// measurement cache) together with the box they are set in; `lines` places them on demand. A solve
/// therefore copies no line, and moving or mirroring text moves its box.
public struct SolvedText: Hashable, Sendable {
    /// Everything about solved text except its content.
    struct Placement: Sendable {
        var wrapWidth: Double
        var measuredLines: [TextLine]
        var box: Rect
        var direction: LayoutDirection
        /// False for lines given already placed: they are only moved, never re-aligned.
        var aligned: Bool
    }

    public var content: TextContent
    var placement: Placement

    init(content: TextContent, placement: Placement) {
        self.content = content
        self.placement = placement
    }

    /// Lines already in absolute points.
    public init(content: TextContent, wrapWidth: Double, lines: [TextLine]) {
        self.init(content: content, placement: Placement(wrapWidth: wrapWidth, measuredLines: lines, box: .zero,
                                                         direction: .leftToRight, aligned: false))
    }

    /// The width the text was measured (and must be drawn) at.
    public var wrapWidth: Double { placement.wrapWidth }

    /// Line `k` in absolute points.
    public func line(_ k: Int) -> TextLine {
        let m = placement.measuredLines[k]
        let box = placement.box
        var frame = m.frame.offsetBy(dx: box.x, dy: box.y)
        if placement.aligned {
            // A line the measurer set in from the left (a right-to-left paragraph, flush right) keeps its
            // distance from the right edge in a box wider or narrower than it was wrapped at (a moving
            // box); in its own box the two are the same.
            let natural = m.frame.minX > 0.5 ? frame.x + box.width - placement.wrapWidth : frame.x
            frame.x = content.alignment.lineX(width: frame.width, in: box, direction: placement.direction, natural: natural)
        }
        return TextLine(text: m.text, frame: frame, baseline: m.baseline + box.y, ending: m.ending)
    }

    /// The lines in absolute points. Setting them replaces the measured lines with placed ones.
    public var lines: [TextLine] {
        get { placement.measuredLines.indices.map(line) }
        set { self = SolvedText(content: content, wrapWidth: wrapWidth, lines: newValue) }
    }

    public var firstLine: Rect { placement.measuredLines.isEmpty ? .zero : line(0).frame }

    /// The widest line's width.
    public var widestLine: Double { placement.measuredLines.reduce(0) { Swift.max($0, $1.frame.width) } }

    /// The text mirrored inside a container (L15): its box mirrored, and natural lines set flush right.
    public func mirrored(inWidth width: Double, originX: Double) -> SolvedText {
        var out = self
        guard placement.aligned else {
            out.lines = lines.map { l in
                TextLine(text: l.text, frame: l.frame.mirrored(inWidth: width, originX: originX), baseline: l.baseline, ending: l.ending)
            }
            return out
        }
        out.placement.box = placement.box.mirrored(inWidth: width, originX: originX)
        out.placement.direction = placement.direction == .leftToRight ? .rightToLeft : .leftToRight
        return out
    }

    public static func == (a: SolvedText, b: SolvedText) -> Bool {
        a.content == b.content && a.wrapWidth == b.wrapWidth && a.lines == b.lines
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(wrapWidth)
        hasher.combine(lines)
    }
}
