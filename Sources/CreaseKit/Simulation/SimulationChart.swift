import CreaseInput
import FoldLayout
import FoldMotion
import FoldRender
import Foundation

/// A `SimulationPlot` being drawn: a vertical cursor, the time scale and the items so far.
struct SimulationChart<M: TextMeasuring> {
    typealias Item = Drawing.Item
    typealias Point = Drawing.Point
    let plot: SimulationPlot
    let measurer: M
    var items: [Item] = []
    var y = 0.0
    /// The plotted bands of each panel, top to bottom: commit lines cross these, not the titles between them.
    var panels: [ClosedRange<Double>] = []
    let duration: Double
    let left = SimulationPlot.left, right = SimulationPlot.right

    init(plot: SimulationPlot, measurer: M) {
        self.plot = plot
        self.measurer = measurer
        let ends = plot.runs.map { Swift.max($0.gesture.duration, $0.result.rows.last?.time ?? 0) }
        duration = Swift.max(1, ends.max() ?? 1)
    }

    var runs: [SimulationPlot.Run] { plot.runs }
    var compared: Bool { runs.count > 1 }

    func x(_ t: Double) -> Double { left + Swift.min(1, Swift.max(0, t / duration)) * (right - left) }

    /// The end of a frame on the time axis: the next frame's time, or one frame past the last.
    func frameEnd(_ rows: [TimelineRow], _ i: Int, fps: Double) -> Double {
        i + 1 < rows.count ? rows[i + 1].time : rows[i].time + 1000 / fps
    }

    func text(_ s: String, _ x: Double, _ y: Double, size: Double = 11, weight: FontWeight = .regular,
              colour: Colour = PlotStyle.ink, anchor: Drawing.Anchor = .start) -> Item {
        .text(Drawing.Text(s, x: x, y: y, font: FontSpec(size: size, weight: weight), colour: colour, anchor: anchor))
    }

    func width(_ s: String, size: Double, weight: FontWeight = .regular) -> Double {
        measurer.measure(s, font: FontSpec(size: size, weight: weight), width: nil).width
    }

    mutating func draw() -> Drawing {
        header()
        let top = y
        let angleBottom = angles()
        lanes()
        progress()
        card()
        let bottom = violations()
        commitMarkers(labelsAt: top)
        axis(top: top, angleBottom: angleBottom, bottom: bottom)
        legend()
        y += 18
        let title = runs.map(\.label).joined(separator: " vs ")
        return Drawing(width: SimulationPlot.width, height: y.rounded(.up), background: PlotStyle.paper,
                       title: "\(runs[0].gesture.name): \(title)", items: items)
    }

    // MARK: Header

    mutating func header() {
        let first = runs[0]
        var title = "\(first.gesture.name) on \(first.device.displayName)"
        if compared {
            title = "\(first.gesture.name == runs[1].gesture.name ? first.gesture.name : "\(first.gesture.name) vs \(runs[1].gesture.name)"): two runs"
        }
        var meta = "\(first.result.rows.count) frames at \(first.result.fps.compactText) fps over \(Simulate.ms(first.gesture.duration)) ms"
        if let scenario = plot.scenario { meta += " · scenario \(scenario)" }
        if !compared { meta += " · \(first.device.name)" + (first.result.reduceMotion ? " · Reduce Motion" : "") }
        var header: [Item] = [text(title, left, 30, size: 19, weight: .semibold), text(meta, left, 50, size: 12, colour: PlotStyle.secondary)]
        y = 50
        let full = SimulationPlot.width - 16 - left
        for (i, run) in runs.enumerated() {
            let verdict = run.story.verdict
            var indent = 0.0
            if compared {
                y += 21
                header.append(.rect(Rect(x: left, y: y - 9, width: 14, height: 4), fill: PlotStyle.run(i), stroke: nil))
                header.append(text(run.label, left + 20, y, size: 12.5, weight: .semibold, colour: PlotStyle.run(i)))
                indent = 20
                y -= 4
            }
            for line in wrap(verdict, width: full - indent, size: 12.5, weight: .medium) {
                y += 18
                header.append(text(line, left + indent, y, size: 12.5, weight: .medium, colour: PlotStyle.verdictColour(verdict)))
            }
        }
        items.append(.group("header", header))
        y += 40
    }

    /// Words on lines no wider than `width`.
    func wrap(_ s: String, width limit: Double, size: Double, weight: FontWeight = .regular) -> [String] {
        var lines: [String] = [], current = ""
        for word in s.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, width(candidate, size: size, weight: weight) > limit {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    // MARK: Angle panel

    /// The hinge angle on the posture bands; returns the panel's bottom.
    mutating func angles() -> Double {
        let bands = runs[0].device.postures
        // 0–190° unless a run goes past flat: then the whole turn, with the folded-back band.
        let foldsBack = runs.contains { $0.result.rows.contains { $0.angle > 185 } }
        let top = foldsBack ? 360.0 : 190.0
        let y0 = y, h = SimulationPlot.angleHeight
        func ya(_ a: Double) -> Double { y0 + (1 - Swift.min(top, Swift.max(0, a)) / top) * h }
        var panel: [Item] = [text("Hinge angle (°)", left, y0 - 9, size: 12, weight: .semibold)]

        // The posture bands of the first run's device, each labelled with what it commits.
        var shaded: [Item] = []
        let flatEnd = bands.foldedBackFrom.map { Swift.min($0, top) } ?? top
        var spans: [(RawPosture, Double, Double, [String])] = [
            (.closed, 0, bands.closedBelow, ["closed", "→ cover"]),
            (.partial, bands.closedBelow, bands.flatFrom, ["partial", "→ half-opened", "if held \(Simulate.ms(bands.holdMilliseconds)) ms"]),
            (.flat, bands.flatFrom, flatEnd, ["flat", "→ spread"]),
        ]
        if let back = bands.foldedBackFrom, back < top { spans.append((.foldedBack, back, top, ["folded back", "→ cover"])) }
        for (band, low, high, lines) in spans where high > low {
            shaded.append(.rect(Rect(x: left, y: ya(high), width: right - left, height: ya(low) - ya(high)), fill: PlotStyle.bandFill(band), stroke: nil))
            // Named in the gutter, on as many lines as the band has room for.
            let room = Swift.max(1, Swift.min(lines.count, Int((ya(low) - ya(high)) / 13)))
            let shown = room >= lines.count ? lines : [lines.prefix(Swift.max(room, 2)).joined(separator: " ")]
            let top = (ya(low) + ya(high)) / 2 - Double(shown.count - 1) * 6.5 + 4
            for (k, line) in shown.enumerated() {
                shaded.append(text(line, right + 12, top + Double(k) * 13, size: 10.5, weight: k == 0 ? .semibold : .regular, colour: PlotStyle.bandInk(band)))
            }
            shaded.append(.rect(Rect(x: right + 2, y: ya(high) + 1, width: 4, height: Swift.max(0, ya(low) - ya(high) - 2)), fill: PlotStyle.bandSolid(band), stroke: nil))
        }
        if let back = bands.foldedBackFrom, back >= top {
            shaded.append(text("folded back (from \(back.compactText)°, → cover) lies above the chart", right, y0 - 9, size: 10.5,
                               colour: PlotStyle.bandInk(.foldedBack), anchor: .end))
        }
        panel.append(.group("bands", shaded))

        // Degree grid and labels.
        var grid: [Item] = []
        let step = top > 200 ? 60.0 : 30.0
        for a in stride(from: 0.0, through: top, by: step) {
            grid.append(.line([Point(left, ya(a)), Point(right, ya(a))], Drawing.Stroke(PlotStyle.grid, width: 0.6)))
            grid.append(text("\(Int(a))°", left - 8, ya(a) + 4, size: 10.5, colour: PlotStyle.secondary, anchor: .end))
        }
        // A second device's band edges, where they differ from the first's.
        for (i, run) in runs.enumerated().dropFirst() {
            let other = run.device.postures
            let edges = [other.closedBelow, other.flatFrom] + (other.foldedBackFrom.map { [$0] } ?? [])
            let mine = [bands.closedBelow, bands.flatFrom] + (bands.foldedBackFrom.map { [$0] } ?? [])
            for e in edges where !mine.contains(e) && e <= top {
                grid.append(.line([Point(left, ya(e)), Point(right, ya(e))], Drawing.Stroke(PlotStyle.run(i), width: 1, dash: [6, 4])))
                grid.append(text("\(run.device.name) edge \(e.compactText)°", left + 6, ya(e) - 4, size: 10, colour: PlotStyle.run(i)))
            }
        }
        panel.append(.group("angle-grid", grid))

        for (i, run) in runs.enumerated() {
            let rows = run.result.rows
            guard !rows.isEmpty else { continue }
            let gate = run.device.postures.noiseGate
            let colour = PlotStyle.run(i)
            // The noise gate: readings inside this ribbon around the gated angle do not move it.
            var upper: [Point] = [], lower: [Point] = [], gated: [Point] = [], sensor: [Point] = []
            upper.reserveCapacity(rows.count * 2)
            lower.reserveCapacity(rows.count * 2)
            gated.reserveCapacity(rows.count * 2)
            sensor.reserveCapacity(rows.count)
            for (k, r) in rows.enumerated() {
                let x0 = x(r.time), x1 = x(frameEnd(rows, k, fps: run.result.fps))
                upper.append(Point(x0, ya(r.gatedAngle + gate)))
                upper.append(Point(x1, ya(r.gatedAngle + gate)))
                lower.append(Point(x0, ya(r.gatedAngle - gate)))
                lower.append(Point(x1, ya(r.gatedAngle - gate)))
                gated.append(Point(x0, ya(r.gatedAngle)))
                gated.append(Point(x1, ya(r.gatedAngle)))
                sensor.append(Point(x0, ya(r.angle)))
            }
            panel.append(.group("noise-gate-\(i)", [.shape(upper + lower.reversed(), fill: colour.with(alpha: 0.13))]))
            let sensorColour = compared ? colour.with(alpha: 0.5) : PlotStyle.sensor
            panel.append(.group("sensor-angle-\(i)", [.line(sensor, Drawing.Stroke(sensorColour, width: 1.1))]))
            // A second run is dashed, so the first shows through where the two agree.
            panel.append(.group("gated-angle-\(i)", [.line(gated, Drawing.Stroke(colour, width: 2, dash: i == 0 ? [] : [6, 4]))]))
            // Each further fold's own sensor (S7: a tri-fold's second hinge), dashed; the bands above read the leading fold's.
            if i == 0, let count = rows.first?.folds?.count, count > 1 {
                for f in 1..<count {
                    let line = rows.compactMap { r in r.folds.map { Point(x(r.time), ya($0[f].angle)) } }
                    panel.append(.group("fold-\(f + 1)-angle", [.line(line, Drawing.Stroke(PlotStyle.furtherFold, width: 1.8, dash: [7, 4]))]))
                }
            }
            panel.append(.group("held-\(i)", heldNotes(run, index: i, ya: ya)))
        }
        panel.append(.rect(Rect(x: left, y: y0, width: right - left, height: h), fill: nil, stroke: Drawing.Stroke(PlotStyle.frame, width: 1)))
        items.append(.group("angle", panel))
        panels.append(y0...(y0 + h))
        y = y0 + h + 40
        return y0 + h
    }

    /// How long each partial fold was held steady, where that is worth a note (half the hold or more).
    func heldNotes(_ run: SimulationPlot.Run, index: Int, ya: (Double) -> Double) -> [Item] {
        let rows = run.result.rows
        let hold = run.device.postures.holdMilliseconds
        var out: [Item] = []
        for fold in run.story.partialFolds where fold.held >= hold / 2 {
            // On a device that folds more than once, each fold's own band, hold and angle (S7).
            func reading(_ r: TimelineRow) -> (raw: RawPosture, held: Double, angle: Double) {
                guard let k = fold.fold, let f = r.folds, k < f.count else { return (r.rawPosture, r.held, r.gatedAngle) }
                return (f[k].rawPosture, f[k].held, f[k].angle)
            }
            guard let peak = rows.filter({ reading($0).raw == .partial && $0.time >= fold.start && $0.time <= fold.end })
                .max(by: { reading($0).held < reading($1).held }) else { continue }
            let note = fold.committedAt != nil
                ? "held \(Simulate.ms(hold)) ms → half-opened"
                : "held \(Simulate.ms(Swift.min(fold.held, hold))) of \(Simulate.ms(hold)) ms: not committed"
            let ny = ya(reading(peak).angle) - 12 - Double(index) * 14
            let w = width(note, size: 10.5, weight: .medium)
            out.append(.rect(Rect(x: x(peak.time) - w / 2 - 4, y: ny - 11, width: w + 8, height: 15), fill: PlotStyle.paper.with(alpha: 0.85), stroke: nil))
            out.append(text(note, x(peak.time), ny, size: 10.5, weight: .medium, colour: PlotStyle.run(index), anchor: .middle))
        }
        return out
    }

    // MARK: Lanes

    mutating func lanes() {
        let y0 = y
        var panel: [Item] = [text("Posture: raw (the angle's band) and committed (what shows)", left, y - 9, size: 12, weight: .semibold)]
        for (i, run) in runs.enumerated() {
            let rows = run.result.rows
            let prefix = compared ? "\(PlotStyle.letter(i)) " : ""
            let raw = rows.map { (PlotStyle.rawName($0.rawPosture), PlotStyle.bandSolid($0.rawPosture)) }
            let committed = rows.map { ($0.posture.rawValue, PlotStyle.postureSolid($0.posture)) }
            panel.append(.group("raw-lane-\(i)", lane(prefix + "raw", raw, rows: rows, fps: run.result.fps)))
            y += SimulationPlot.laneHeight + 5
            var committedLane = lane(prefix + "committed", committed, rows: rows, fps: run.result.fps)
            for c in run.result.commits {
                let cx = x(c.time), cy = y + SimulationPlot.laneHeight / 2
                committedLane.append(.shape([Point(cx, cy - 7), Point(cx + 5, cy), Point(cx, cy + 7), Point(cx - 5, cy)], fill: PlotStyle.ink))
            }
            panel.append(.group("committed-lane-\(i)", committedLane))
            y += SimulationPlot.laneHeight + (i + 1 < runs.count ? 12 : 0)
        }
        items.append(.group("lanes", panel))
        panels.append(y0...y)
        y += 40
    }

    /// One lane: runs of equal value as coloured bars, named inside where they fit.
    func lane(_ label: String, _ values: [(String, Colour)], rows: [TimelineRow], fps: Double) -> [Item] {
        var out: [Item] = [text(label, left - 8, y + 12, size: 11, colour: PlotStyle.secondary, anchor: .end)]
        var start = 0
        while start < values.count {
            var end = start
            while end + 1 < values.count, values[end + 1].0 == values[start].0 { end += 1 }
            let x0 = x(rows[start].time), x1 = x(frameEnd(rows, end, fps: fps))
            out.append(.rect(Rect(x: x0, y: y, width: Swift.max(0.8, x1 - x0), height: SimulationPlot.laneHeight), fill: values[start].1, stroke: nil))
            let name = values[start].0
            if x1 - x0 >= width(name, size: 10, weight: .semibold) + 8 {
                out.append(text(name, (x0 + x1) / 2, y + 12, size: 10, weight: .semibold, colour: PlotStyle.paper, anchor: .middle))
            }
            start = end + 1
        }
        return out
    }

    // MARK: Progress

    mutating func progress() {
        let h = 46.0, y0 = y
        var panel: [Item] = [text("Transition progress (0–1)", left, y0 - 9, size: 12, weight: .semibold)]
        for v in [0.0, 1.0] {
            let gy = y0 + (1 - v) * h
            panel.append(.line([Point(left, gy), Point(right, gy)], Drawing.Stroke(PlotStyle.grid, width: 0.6)))
            panel.append(text(v == 0 ? "0" : "1", left - 8, gy + 4, size: 10.5, colour: PlotStyle.secondary, anchor: .end))
        }
        for (i, run) in runs.enumerated() {
            var series: [Item] = []
            // Each transition (a run of frames with progress) is its own stretch of line; idle frames draw none.
            var stretch: [Point] = []
            func flush() {
                guard let first = stretch.first, let last = stretch.last else { return }
                if !compared {
                    series.append(.shape([Point(first.x, y0 + h)] + stretch + [Point(last.x, y0 + h)], fill: PlotStyle.run(i).with(alpha: 0.15)))
                }
                series.append(.line(stretch.count == 1 ? [first, Point(first.x + 1, first.y)] : stretch,
                                    Drawing.Stroke(PlotStyle.run(i), width: 1.8, dash: i == 0 ? [] : [5, 3])))
                stretch = []
            }
            for r in run.result.rows {
                if let p = r.progress { stretch.append(Point(x(r.time), y0 + (1 - p) * h)) } else { flush() }
            }
            flush()
            if run.result.reduceMotion {
                series.append(text("Reduce Motion: no transition frames", right - 6, y0 + 14 + Double(i) * 14, size: 10.5,
                                   colour: PlotStyle.run(i), anchor: .end))
            } else if run.result.commits.isEmpty {
                series.append(text("no transition: nothing committed", right - 6, y0 + 14 + Double(i) * 14, size: 10.5,
                                   colour: PlotStyle.run(i), anchor: .end))
            }
            panel.append(.group("progress-\(i)", series))
        }
        items.append(.group("progress", panel))
        panels.append(y0...(y0 + h))
        y = y0 + h + 40
    }

    // MARK: Card

    /// Which edge of the card the chart follows: the one that moves more.
    enum Edge { case leading, trailing }

    var movingEdge: Edge {
        func travel(_ value: (Rect) -> Double) -> Double {
            let values = runs.flatMap { $0.result.rows.compactMap(\.tracked).map(value) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        return travel(\.maxX) > travel(\.minX) ? .trailing : .leading
    }

    mutating func card() {
        let h = 110.0, y0 = y
        let edge = movingEdge
        let edgeName = edge == .trailing ? "trailing edge" : "leading edge"
        func edgeValue(_ r: Rect) -> Double { edge == .trailing ? r.maxX : r.minX }
        var panel: [Item] = [text("Card width and \(edgeName) (pt)", left, y0 - 9, size: 12, weight: .semibold)]
        let widths = runs.flatMap { $0.result.rows.compactMap(\.tracked).map(\.width) }
        let edges = runs.flatMap { $0.result.rows.compactMap(\.tracked).map(edgeValue) }
        if let low = (widths + edges).min(), let high = (widths + edges).max() {
            let (lo, hi, step) = Self.niceRange(low, high, ticks: 4)
            func yv(_ v: Double) -> Double { y0 + (1 - (v - lo) / (hi - lo)) * h }
            for v in stride(from: lo, through: hi + step / 2, by: step) {
                panel.append(.line([Point(left, yv(v)), Point(right, yv(v))], Drawing.Stroke(PlotStyle.grid, width: 0.6)))
                panel.append(text(v.compactText, left - 8, yv(v) + 4, size: 10.5, colour: PlotStyle.secondary, anchor: .end))
            }
            for (i, run) in runs.enumerated() {
                var widthLine: [Point] = [], edgeLine: [Point] = []
                var previous: (row: TimelineRow, frame: Rect)?
                for r in run.result.rows {
                    guard let t = r.tracked else { continue }
                    // A change with no transition in flight (Reduce Motion) is a jump: drawn as a step, not a ramp.
                    if let p = previous, p.row.progress == nil, r.progress == nil, p.frame != t {
                        widthLine.append(Point(x(r.time), yv(p.frame.width)))
                        edgeLine.append(Point(x(r.time), yv(edgeValue(p.frame))))
                    }
                    widthLine.append(Point(x(r.time), yv(t.width)))
                    edgeLine.append(Point(x(r.time), yv(edgeValue(t))))
                    previous = (r, t)
                }
                let colour = compared ? PlotStyle.run(i) : PlotStyle.card
                panel.append(.group("card-width-\(i)", [.line(widthLine, Drawing.Stroke(colour, width: 2, dash: i == 0 ? [] : [6, 4]))]))
                panel.append(.group("card-edge-\(i)", [.line(edgeLine, Drawing.Stroke(colour, width: 1.4, dash: i == 0 ? [2, 3] : [2, 3, 6, 3]))]))
            }
        } else {
            panel.append(text("no card followed in this scenario", left + 8, y0 + h / 2, size: 11, colour: PlotStyle.secondary))
        }
        panel.append(.rect(Rect(x: left, y: y0, width: right - left, height: h), fill: nil, stroke: Drawing.Stroke(PlotStyle.frame, width: 1)))
        items.append(.group("card", panel))
        panels.append(y0...(y0 + h))
        y = y0 + h + 40
    }

    /// A range around low…high with round ends and about `ticks` steps of 1, 2 or 5 × 10ⁿ.
    static func niceRange(_ low: Double, _ high: Double, ticks: Int) -> (Double, Double, Double) {
        let span = Swift.max(high - low, 1)
        let rough = span / Double(ticks)
        let magnitude = pow(10, (log10(rough)).rounded(.down))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        let lo = (low / step).rounded(.down) * step
        var hi = (high / step).rounded(.up) * step
        if hi <= lo { hi = lo + step }
        return (lo, hi, step)
    }

    // MARK: Violations

    /// Red ticks where a rule broke, one lane per run; returns the bottom of the last lane.
    mutating func violations() -> Double {
        var panel: [Item] = [text("Rule violations by frame (L rules on every frame; M2 continuity, M3 Reduce Motion, M6 transient layouts)", left, y - 9, size: 12, weight: .semibold)]
        let y0 = y
        var bottom = y
        for (i, run) in runs.enumerated() {
            let h = 14.0
            var lane: [Item] = [.rect(Rect(x: left, y: y, width: right - left, height: h), fill: PlotStyle.laneBack, stroke: nil)]
            if compared { lane.append(text(PlotStyle.letter(i), left - 8, y + 11, size: 11, colour: PlotStyle.secondary, anchor: .end)) }
            // One tick per frame that breaks a rule, however many nodes break it there.
            var ticked = Set<Int>()
            for v in run.violations where ticked.insert(v.frame).inserted {
                let vx = x(v.time)
                lane.append(.line([Point(vx, y - 1), Point(vx, y + h + 1)], Drawing.Stroke(PlotStyle.violation, width: 2)))
            }
            let counts = Dictionary(grouping: run.violations, by: \.rule).map { "\($0.key) ×\($0.value.count)" }.sorted()
            let note = counts.isEmpty ? "none" : counts.joined(separator: ", ")
            lane.append(text(note, right - 6, y + 11, size: 10.5, weight: .medium,
                             colour: counts.isEmpty ? PlotStyle.secondary : PlotStyle.violation, anchor: .end))
            panel.append(.group("violations-\(i)", lane))
            bottom = y + h
            y += h + 6
        }
        items.append(.group("violations", panel))
        panels.append(y0...bottom)
        y = bottom
        return bottom
    }

    // MARK: Commits, axis, legend

    /// A dashed line through every panel at each commit (broken where the panels' titles are), and
    /// the commit named at the top of the angle panel.
    mutating func commitMarkers(labelsAt labelY: Double) {
        var marks: [Item] = []
        for (i, run) in runs.enumerated() {
            for c in run.result.commits {
                let cx = x(c.time)
                for span in panels {
                    marks.append(.line([Point(cx, span.lowerBound), Point(cx, span.upperBound)],
                                       Drawing.Stroke(PlotStyle.run(i).with(alpha: 0.75), width: 1.2, dash: [4, 3])))
                }
                let label = "\(compared ? PlotStyle.letter(i) + " " : "")→ \(c.posture.rawValue) \(Simulate.ms(c.time)) ms"
                let w = width(label, size: 10.5, weight: .semibold)
                let ly = labelY + 15 + Double(i) * 16
                let lx = cx + 4 + w > right ? cx - 4 - w : cx + 4
                marks.append(.rect(Rect(x: lx - 2, y: ly - 11, width: w + 4, height: 15), fill: PlotStyle.paper.with(alpha: 0.9), stroke: nil))
                marks.append(text(label, lx, ly, size: 10.5, weight: .semibold, colour: PlotStyle.run(i)))
            }
        }
        items.append(.group("commits", marks))
    }

    mutating func axis(top: Double, angleBottom: Double, bottom: Double) {
        let steps = [10.0, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 30_000]
        let step = steps.first { duration / $0 <= 12 } ?? 60_000
        var axis: [Item] = []
        for t in stride(from: 0.0, through: duration + 0.001, by: step) {
            let tx = x(t)
            axis.append(.line([Point(tx, top), Point(tx, angleBottom)], Drawing.Stroke(PlotStyle.grid, width: 0.6)))
            axis.append(.line([Point(tx, bottom + 4), Point(tx, bottom + 9)], Drawing.Stroke(PlotStyle.secondary, width: 1)))
            axis.append(text(t.compactText, tx, bottom + 22, size: 10.5, colour: PlotStyle.secondary, anchor: .middle))
        }
        axis.append(.line([Point(left, bottom + 4), Point(right, bottom + 4)], Drawing.Stroke(PlotStyle.secondary, width: 1)))
        axis.append(text("Time (ms)", (left + right) / 2, bottom + 42, size: 12, weight: .semibold, anchor: .middle))
        // Behind everything else: grid lines go first.
        items.insert(.group("time-axis", axis), at: 1)
        y = bottom + 64
    }

    enum Swatch { case line(Colour, Double, [Double]), fill(Colour), tick(Colour), diamond }

    mutating func legend() {
        var entries: [(Swatch, String)] = []
        let bands = runs[0].device.postures
        if compared {
            for (i, run) in runs.enumerated() { entries.append((.line(PlotStyle.run(i), 2, []), run.label)) }
            entries.append((.line(PlotStyle.run(0).with(alpha: 0.5), 1.1, []), "sensor angle"))
        } else {
            entries.append((.line(PlotStyle.sensor, 1.1, []), "sensor angle"))
            entries.append((.line(PlotStyle.run(0), 2, []), "gated angle (what the bands read)"))
        }
        if let count = runs[0].result.rows.first?.folds?.count, count > 1 {
            entries.append((.line(PlotStyle.furtherFold, 1.8, [7, 4]), count == 2 ? "fold 2 angle (its own sensor)" : "folds 2–\(count) angles (their own sensors)"))
        }
        entries.append((.fill(PlotStyle.run(0).with(alpha: 0.13)), "noise gate ±\(bands.noiseGate.compactText)°"))
        for band in [RawPosture.closed, .partial, .flat] + (bands.foldedBackFrom == nil ? [] : [.foldedBack]) {
            entries.append((.fill(PlotStyle.bandSolid(band)), PlotStyle.rawName(band)))
        }
        entries.append((.line(PlotStyle.ink, 1.2, [4, 3]), "commit"))
        entries.append((.diamond, "commit on the committed lane"))
        let card = compared ? PlotStyle.run(0) : PlotStyle.card
        entries.append((.line(card, 2, []), "card width"))
        entries.append((.line(card, 1.4, [2, 3]), movingEdge == .trailing ? "card trailing edge (x + width)" : "card leading edge (x)"))
        entries.append((.tick(PlotStyle.violation), "rule violation"))
        var legend: [Item] = []
        var lx = left, ly = y
        for (swatch, label) in entries {
            let w = 26 + width(label, size: 11) + 18
            if lx + w > SimulationPlot.width - 16 { lx = left; ly += 20 }
            let sy = ly - 4
            switch swatch {
            case .line(let c, let lw, let dash):
                legend.append(.line([Point(lx, sy), Point(lx + 20, sy)], Drawing.Stroke(c, width: lw, dash: dash)))
            case .fill(let c):
                legend.append(.rect(Rect(x: lx, y: sy - 6, width: 20, height: 12), fill: c, stroke: nil))
            case .tick(let c):
                legend.append(.line([Point(lx + 10, sy - 7), Point(lx + 10, sy + 7)], Drawing.Stroke(c, width: 2)))
            case .diamond:
                legend.append(.shape([Point(lx + 10, sy - 6), Point(lx + 14, sy), Point(lx + 10, sy + 6), Point(lx + 6, sy)], fill: PlotStyle.ink))
            }
            legend.append(text(label, lx + 26, ly, size: 11, colour: PlotStyle.ink))
            lx += w
        }
        items.append(.group("legend", legend))
        y = ly + 8
    }
}
