import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// A2 and A3 on hand-made layouts: the reading order follows the pages in reading direction and stays
/// inside a modal; the A3 rule reports an interactive node without a label or with a small target.
@Suite struct AccessibilityTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    let font = FontSpec(size: 10)

    func surface(_ direction: LayoutDirection = .leftToRight) throws -> Surface {
        let device = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("surface-duo", .devices))
        return Surface(device: device, posture: .spread, orientation: .upright, direction: direction)
    }

    func solve(_ root: Node, _ surface: Surface) -> SolvedLayout {
        LayoutSolver(measurer: measurer).solve(root, bounds: surface.bounds)
    }

    /// A button on each page, and a static text on the first.
    func twoPages(_ surface: Surface, buttonSize: Double = 44, label: String = "Go") -> Node {
        Layers {
            Region(surface.pages[0].content, VStack {
                Text("First page", font: font).id("first/text")
                Box(width: buttonSize, height: buttonSize).id("first/button").accessibility(label: label, traits: [.button])
            }).id("page/0")
            Region(surface.pages[1].content, VStack {
                Box(width: 44, height: 44).id("second/button").accessibility(label: "Other", value: "On", traits: [.toggle])
            }).id("page/1")
        }
    }

    @Test("A2: the reading order reads the left page first left-to-right and the right page first right-to-left")
    func pagesInReadingDirection() throws {
        let ltr = try surface()
        let ltrOrder = ReadingOrder.elements(ltr, solve(twoPages(ltr), ltr), direction: .leftToRight).map(\.id)
        #expect(ltrOrder == ["first/text", "first/button", "second/button"])
        let rtl = try surface(.rightToLeft)
        let layout = solve(twoPages(rtl), rtl)
        let rtlOrder = ReadingOrder.elements(rtl, layout, direction: .rightToLeft)
        // Right-to-left, the surface puts page 0 on the right; whichever page is on the right reads first.
        let rightPage = try #require(rtl.pages.max { $0.frame.x < $1.frame.x })
        let first = try #require(rtlOrder.first)
        #expect(rightPage.frame.contains(Rect(x: first.frame.midX, y: first.frame.midY, width: 0, height: 0)))
        #expect(rtlOrder.last?.frame.midX ?? .infinity < rightPage.frame.x)
    }

    @Test("A2: a line per element — label, value, traits, frame — and a modal hides what is under it")
    func linesAndModal() throws {
        let s = try surface()
        let root = Layers {
            twoPages(s)
            Region(s.pages[0].content, VStack {
                Box(width: 44, height: 44).id("sheet/close").accessibility(label: "Close", traits: [.button])
            }.id("sheet").accessibilityModal()).id("sheet-region")
        }
        let order = ReadingOrder.elements(s, solve(root, s), direction: .leftToRight)
        #expect(order.map(\.id) == ["sheet/close"])
        let plain = ReadingOrder.text(s, solve(twoPages(s), s), direction: .leftToRight).split(separator: "\n")
        #expect(plain.count == 3)
        #expect(plain.last?.hasPrefix("Other | On | toggle | ") == true)
    }

    @Test("A3: an interactive node without a label, or under 44×44 pt, is reported; a good one passes")
    func labelledTargets() throws {
        let s = try surface()
        #expect(A03LabelledTargets().check(s, solve(twoPages(s), s)).isEmpty)
        let small = A03LabelledTargets().check(s, solve(twoPages(s, buttonSize: 30), s))
        #expect(small.map(\.node) == ["first/button"])
        #expect(small.first?.rule == "A3")
        let unlabelled = A03LabelledTargets().check(s, solve(twoPages(s, label: " "), s))
        #expect(unlabelled.map(\.node) == ["first/button"])
        #expect(RuleBook.general.rules.contains { $0.id == "A3" })
    }

    @Test("A3, W3: in a window a pointer clicks in, a 28×28 pt target is enough and a 20 pt one is not")
    func pointerTargets() throws {
        let window = Surface(window: try TestSupport.fixtures.window("mac-window"), width: 1280)
        func button(_ side: Double) -> Node {
            Region(window.pages[0].content, VStack {
                Box(width: side, height: side).id("button").accessibility(label: "Go", traits: [.button])
            }).id("page/0")
        }
        #expect(A03LabelledTargets().check(window, solve(button(28), window)).isEmpty)
        #expect(A03LabelledTargets().check(window, solve(button(20), window)).map(\.node) == ["button"])
        // The same 28 pt target on a touch screen is under its 44.
        let touch = try surface()
        #expect(A03LabelledTargets().check(touch, solve(twoPages(touch, buttonSize: 28), touch)).map(\.node) == ["first/button"])
    }
}
