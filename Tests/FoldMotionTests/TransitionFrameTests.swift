import CreaseTestSupport
import FoldLayout
import Foundation
import Testing
@testable import FoldMotion

/// Every frame of a transition is a layout on the display it is drawn on: held to the page's content
/// region (so clear of the dock margin), fading content clipped to its page, text inside its box.
@Suite struct TransitionFrameTests {
    static let font = FontSpec(size: 15)

    /// A text node whose lines were wrapped at `frame`'s width: one line per string, `width` wide each.
    static func text(_ id: String, _ strings: [String], width: Double, in frame: Rect, clip: Rect) -> SolvedNode {
        let lines = strings.enumerated().map { k, s in
            TextLine(text: s, frame: Rect(x: frame.x, y: frame.y + 20 * Double(k), width: width, height: 20), baseline: frame.y + 20 * Double(k) + 15)
        }
        let content = TextContent(strings.joined(separator: " "), font: font)
        return SolvedNode(id: id, role: nil, frame: frame, text: SolvedText(content: content, wrapWidth: frame.width, lines: lines), clip: clip)
    }

    /// The same screen on a spread's first page and on the folded device's cover, where the side
    /// dock takes the right of the page: a card, its one-line detail (two lines on the cover), and a
    /// panel on the spread's other page that the cover does not have.
    static func layouts(_ device: DeviceProfile) -> (spread: SolvedLayout, cover: SolvedLayout, surface: Surface) {
        let spread = Surface(device: device, posture: .spread, orientation: .upright)
        let cover = Surface(device: device, posture: .cover, orientation: .upright)
        let a = spread.pages[0].content, b = cover.pages[0].content
        let other = spread.pages[1].content
        let wideCard = Rect(x: a.minX, y: a.minY + 40, width: a.width, height: 120)
        let narrowCard = Rect(x: b.minX, y: b.minY + 40, width: b.width, height: 140)
        let wide = SolvedLayout(bounds: spread.bounds, nodes: [
            SolvedNode(id: "box", role: "box", frame: wideCard, semantics: Semantics(staysInOnePage: true), clip: a),
            text("box/detail", ["Every weekday before the first meeting"], width: wideCard.width - 40,
                 in: Rect(x: wideCard.minX + 16, y: wideCard.minY + 16, width: wideCard.width - 32, height: 20), clip: a),
            SolvedNode(id: "panel", role: "box", frame: Rect(x: other.minX, y: other.minY, width: other.width, height: 200),
                       semantics: Semantics(staysInOnePage: true), clip: other),
        ], regions: [])
        let narrow = SolvedLayout(bounds: cover.bounds, nodes: [
            SolvedNode(id: "box", role: "box", frame: narrowCard, semantics: Semantics(staysInOnePage: true), clip: b),
            text("box/detail", ["Every weekday before the", "first meeting"], width: narrowCard.width - 40,
                 in: Rect(x: narrowCard.minX + 16, y: narrowCard.minY + 16, width: narrowCard.width - 32, height: 40), clip: b),
        ], regions: [])
        return (wide, narrow, cover)
    }

    @Test("L1, L5, L8: folding a spread onto a cover with a dock: no frame puts the card past the dock margin, the other page's panel on the cover, or text past its box")
    func foldOntoDock() throws {
        let device = try TestSupport.fixtures.device("surface-duo")
        let (wide, narrow, cover) = Self.layouts(device)
        let dock = try #require(cover.docks.first)
        // The case this guards: the spread's card is wider than the cover's page less its dock.
        #expect(try #require(wide.node("box")).frame.maxX > dock.minX - device.shell.dockMargin)
        let transition = Transition(from: wide, to: narrow, start: 0, duration: 300, surface: cover)
        let region = cover.pages[0].content
        var widths: [Double] = []
        for t in stride(from: 0.0, through: 300, by: 1000 / 60) {
            let frame = transition.frame(at: t)
            let card = try #require(frame.node("box"))
            let shown = try #require(RuleGeometry.visible(card))
            #expect(shown.maxX <= dock.minX - device.shell.dockMargin + RuleGeometry.tolerance, "\(t) ms: card \(shown)")
            #expect(region.contains(shown, tolerance: RuleGeometry.tolerance), "\(t) ms")
            // The other page's panel is on no page of the cover: it does not show.
            #expect(frame.node("panel").flatMap(RuleGeometry.visible) == nil, "\(t) ms")
            let detail = try #require(frame.node("box/detail"))
            for line in try #require(detail.text).lines {
                #expect(line.frame.minX >= detail.frame.minX - 0.5 && line.frame.maxX <= detail.frame.maxX + 0.5, "\(t) ms: \(line.text)")
            }
            #expect(RuleBook.general.check(cover, frame).isEmpty, "\(t) ms: \(RuleBook.general.check(cover, frame))")
            widths.append(card.frame.width)
        }
        // The card narrows on the frame the display changes and never widens again (M2 from there on).
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
        #expect(widths.last == narrow.node("box")?.frame.width)
    }

    @Test("L8, M5: unfolding, the detail keeps the cover's two lines until the spread's one line fits its growing box")
    func unfoldText() throws {
        let device = try TestSupport.fixtures.device("surface-duo")
        let (wide, narrow, _) = Self.layouts(device)
        let spread = Surface(device: device, posture: .spread, orientation: .upright)
        let transition = Transition(from: narrow, to: wide, start: 0, duration: 300, surface: spread)
        let oneLine = try #require(wide.node("box/detail")?.text?.widestLine)
        var lineCounts: [Int] = []
        for t in stride(from: 0.0, through: 300, by: 1000 / 60) {
            let frame = transition.frame(at: t)
            let detail = try #require(frame.node("box/detail"))
            let lines = try #require(detail.text).lines
            lineCounts.append(lines.count)
            #expect(lines.count == (detail.frame.width + 0.5 >= oneLine ? 1 : 2), "\(t) ms: \(detail.frame.width) pt box")
            for line in lines { #expect(line.frame.maxX <= detail.frame.maxX + 0.5, "\(t) ms: \(line.text)") }
        }
        #expect(lineCounts.first == 2 && lineCounts.last == 1)
        // Nothing on the way from cover to spread needed the display to hold it: the move is continuous.
        #expect(transition.head == 0)
    }

    @Test("M2: without a display, frames are the plain interpolation (the start layout at the start)")
    func withoutSurface() throws {
        let (wide, narrow, _) = Self.layouts(try TestSupport.fixtures.device("surface-duo"))
        let transition = Transition(from: wide, to: narrow, start: 0, duration: 300)
        #expect(transition.frame(at: 0) == wide)
        #expect(transition.frame(at: 300) == narrow)
        #expect(transition.head == 0)
    }

    @Test("L7, L8: a name whose lines change size keeps its first line on the moving check ring on every frame, whichever side's lines it shows")
    func firstLineFollowsRing() throws {
        // Start: two 20-pt lines in a 200-pt box; end: two 28-pt lines (a larger name size) in a 300-pt
        // box. Early frames are narrower than the end lines, so they show the start's lines.
        func layout(y: Double, width: Double, lineHeight: Double) -> SolvedLayout {
            let frame = Rect(x: 60, y: y, width: width, height: 2 * lineHeight)
            let lines = (0..<2).map { k in
                TextLine(text: k == 0 ? "Morning" : "stretch", frame: Rect(x: 60, y: y + lineHeight * Double(k), width: width - 10, height: lineHeight),
                         baseline: y + lineHeight * Double(k) + lineHeight * 0.75)
            }
            let name = SolvedNode(id: "row/name", role: nil, frame: frame,
                                  text: SolvedText(content: TextContent("Morning stretch", font: Self.font), wrapWidth: width, lines: lines))
            let ring = SolvedNode(id: "row/ring", role: "box", frame: Rect(x: 10, y: y + lineHeight / 2 - 22, width: 44, height: 44))
            return SolvedLayout(bounds: Rect(x: 0, y: 0, width: 400, height: 600), nodes: [ring, name], regions: [])
        }
        let from = layout(y: 100, width: 200, lineHeight: 20), to = layout(y: 200, width: 300, lineHeight: 28)
        let transition = Transition(from: from, to: to, start: 0, duration: 300)
        var shownStart = 0
        for t in stride(from: 0.0, through: 300, by: 1000 / 120) {
            let frame = transition.frame(at: t)
            let ring = try #require(frame.node("row/ring")), name = try #require(frame.node("row/name"))
            let text = try #require(name.text)
            if text.lines.first?.frame.height == 20 { shownStart += 1 }
            #expect(abs(ring.frame.midY - text.firstLine.midY) <= RuleGeometry.tolerance, "\(t) ms: ring \(ring.frame.midY), first line \(text.firstLine.midY)")
            #expect(text.lines.allSatisfy { $0.frame.width <= name.frame.width + 0.5 }, "\(t) ms: a line wider than its box")
        }
        // The case this guards: some frames show the start's smaller lines in a moving box.
        #expect(shownStart > 2)
    }
}

/// M9: a retargeted transition keeps the followed container's speed, and M2 judges it so.
@Suite struct RetargetSpeedTests {
    /// Timeline rows at 60 fps whose card widens by `steps` (one a frame), committing at `commits`.
    static func result(_ steps: [Double], commits: Set<Int>) -> SimulationResult {
        var width = 250.0
        var rows: [TimelineRow] = []
        for (k, step) in ([0] + steps).enumerated() {
            width += step
            rows.append(TimelineRow(frame: k, time: Double(k) * 1000 / 60, angle: 90, gatedAngle: 90, rawPosture: .partial, held: 0,
                                    posture: .halfOpened, progress: k < steps.count ? Double(k) / Double(steps.count) : nil,
                                    tracked: Rect(x: 12, y: 130, width: width, height: 400), mounted: [], appeared: [], disappeared: [],
                                    committed: commits.contains(k) ? .spread : nil))
        }
        return SimulationResult(rows: rows, commits: [], transients: [], layouts: [], transitions: 1, reduceMotion: false, initial: .cover,
                                fps: 60, bands: DeviceProfile.PostureBands(), minimumFrames: 3)
    }

    @Test("M9: a retarget that stops the card dead from 9 pt a frame breaks M2; one that carries the speed on does not")
    func deadStop() {
        // The Flip6 with a 50 ms hold before the fix: 11, 13, 15, 14, 13, 11, 9, then 0, 1, 0, 1… after the retarget.
        let dead = Self.result([1, 2, 5, 6, 7, 9, 11, 13, 15, 14, 13, 11, 9, 0, 1, 0, 1, 1, 2, 1, 2, 3, 2, 2, 1, 2, 1, 1, 0], commits: [13])
        let found = M02ContinuousTransitions().frameViolations(dead)
        // The commit's frame is the old transition's at that moment; the next frame is the new one's first step.
        #expect(found.map(\.frame) == [14], "\(found)")
        #expect(found.first?.message == "changes speed from 9 to 0 pt a frame where the transition was retargeted")
        // After the fix: 9, 7, 6, 4, 3, 1, 0.
        let carried = Self.result([1, 2, 5, 6, 7, 9, 11, 13, 15, 14, 13, 11, 9, 7, 6, 4, 3, 1, 0], commits: [13])
        #expect(M02ContinuousTransitions().frameViolations(carried).isEmpty)
        // A leg that does not move the card does not dilute the average: a smooth 6 pt peak passes.
        let still = Self.result([1, 2, 3, 3, 4, 5, 6, 6, 6, 6, 5, 4, 3, 3, 2, 1] + Array(repeating: 0, count: 19), commits: [16])
        #expect(M02ContinuousTransitions().frameViolations(still).isEmpty)
        // A jump is still one: 40 pt amid 3s.
        let jump = Self.result([3, 3, 3, 40, 3, 3, 3], commits: [])
        #expect(M02ContinuousTransitions().frameViolations(jump).map(\.frame) == [4])
    }

    @Test("M9: the launch is the container's speed along the new path, as that path's share per unit of progress")
    func launch() {
        let before = Rect(x: 12, y: 130, width: 357, height: 400), now = Rect(x: 12, y: 130, width: 366, height: 400)
        // 9 pt in 16.7 ms along a 21 pt path, over 300 ms: 9/21 per frame × 18 frames.
        let far = Simulator.launch(before: before, now: now, goal: Rect(x: 12, y: 130, width: 387, height: 400), elapsed: 1000.0 / 60, duration: 300)
        #expect(abs(far - 9.0 / 21 * 18) < 1e-9)
        // Moving away from the new goal, or standing still: from rest.
        #expect(Simulator.launch(before: before, now: now, goal: Rect(x: 12, y: 130, width: 300, height: 400), elapsed: 16.7, duration: 300) == 0)
        #expect(Simulator.launch(before: now, now: now, goal: Rect(x: 12, y: 130, width: 387, height: 400), elapsed: 16.7, duration: 300) == 0)
        // The eased curve starts at the launch speed and still ends at 1, never past it.
        var t = Transition(from: SolvedLayout(bounds: .zero, nodes: [], regions: []), to: SolvedLayout(bounds: .zero, nodes: [], regions: []),
                           start: 0, duration: 300)
        t.launch = Transition.fastestLaunch
        #expect(abs(t.eased(at: 0.3) / 0.001 - Transition.fastestLaunch) < 0.01)
        #expect(t.eased(at: 300) == 1)
        #expect((0...300).allSatisfy { t.eased(at: Double($0)) <= 1 })
    }
}
