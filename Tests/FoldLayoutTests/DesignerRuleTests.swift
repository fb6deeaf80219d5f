import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// The P rules on small layouts made by hand: each case is one a rule must catch, beside its fixed twin.
@Suite struct DesignerRuleTests {
    static let screen = Rect(x: 0, y: 0, width: 400, height: 800)

    func device(_ name: String) throws -> DeviceProfile {
        try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL(name, .devices))
    }

    /// A display with no fold to check layouts on.
    var plain: Surface {
        let display = DeviceProfile.Display(width: 400, height: 800, cornerRadius: 0,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let phone = DeviceProfile(name: "plain", displayName: "Plain", scale: 1, cover: display, inner: nil, fold: nil,
                                  shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                                  postures: DeviceProfile.PostureBands())
        return Surface(device: phone, posture: .cover, orientation: .upright)
    }

    /// A text node whose lines are `lines` rectangles, each `text` in turn; its box is `frame`.
    func text(_ id: String, _ string: String, frame: Rect, lines: [Rect], wrapWidth: Double? = nil, parent: String? = nil,
              lineLimit: Int? = nil) -> SolvedNode {
        let words = string.split(separator: " ").map(String.init)
        let per = Swift.max(1, words.count / Swift.max(1, lines.count))
        let pieces = lines.indices.map { k -> String in
            let end = k == lines.count - 1 ? words.count : Swift.min(words.count, (k + 1) * per)
            return words[Swift.min(words.count, k * per)..<end].joined(separator: " ")
        }
        let content = TextContent(string, font: FontSpec(size: 17), lineLimit: lineLimit)
        let placed = zip(pieces, lines).map { TextLine(text: $0, frame: $1, baseline: $1.maxY - 4) }
        return SolvedNode(id: id, role: .text, frame: frame, text: SolvedText(content: content, wrapWidth: wrapWidth ?? frame.width, lines: placed),
                          parent: parent)
    }

    func region(_ id: String, _ frame: Rect) -> SolvedNode { SolvedNode(id: id, role: .region, frame: frame) }

    func layout(_ nodes: [SolvedNode]) -> SolvedLayout { SolvedLayout(bounds: Self.screen, nodes: nodes, regions: []) }

    @Test("P1: two texts of one layer that lie on each other are caught; apart, or in different layers, they pass")
    func textOnText() {
        let page = region("page", Self.screen)
        let name = text("name", "Non-negotiables · 3 times a week", frame: Rect(x: 16, y: 100, width: 200, height: 40),
                        lines: [Rect(x: 16, y: 100, width: 190, height: 20), Rect(x: 16, y: 120, width: 120, height: 20)], parent: "page")
        let below = text("week", "1 of 3 check-in days this week", frame: Rect(x: 16, y: 120, width: 200, height: 20),
                         lines: [Rect(x: 16, y: 120, width: 180, height: 20)], parent: "page")
        let found = P01NoTextOnText().check(plain, layout([page, name, below]))
        #expect(found.map(\.node) == ["name"])
        #expect(found.first?.message.contains("week") == true)
        // Moved down below the name's second line, it passes.
        let apart = text("week", "1 of 3 check-in days this week", frame: Rect(x: 16, y: 140, width: 200, height: 20),
                         lines: [Rect(x: 16, y: 140, width: 180, height: 20)], parent: "page")
        #expect(P01NoTextOnText().check(plain, layout([page, name, apart])).isEmpty)
        // An overlay (its own region) may cover the page's text.
        let sheet = region("sheet", Rect(x: 0, y: 100, width: 400, height: 300))
        let title = text("sheet/title", "New habit", frame: Rect(x: 16, y: 110, width: 200, height: 20),
                         lines: [Rect(x: 16, y: 110, width: 90, height: 20)], parent: "sheet")
        #expect(P01NoTextOnText().check(plain, layout([page, apart, sheet, title])).isEmpty)
        // A text that has faded out entirely draws nothing.
        var gone = below
        gone.opacity = 0
        #expect(P01NoTextOnText().check(plain, layout([page, name, gone])).isEmpty)
    }

    @Test("P2, S5: a dock on a display whose fold runs across it is split at the fold; each part ends before the clearance",
          arguments: ["galaxy-z-flip6", "surface-duo", "galaxy-z-fold5", "iphone-duo"])
    func chromeClearOfFold(_ name: String) throws {
        let d = try device(name)
        for orientation in [Orientation.upright, .landscape] {
            for posture in [Posture.spread, .halfOpened] {
                let s = Surface(device: d, posture: posture, orientation: orientation)
                let fold = try #require(s.fold)
                #expect(P02ChromeClearOfFolds().check(s, layout([])).isEmpty, "\(name) \(orientation) \(posture)")
                for dock in s.docks + s.rails { #expect(!dock.intersects(fold.frame.width > 0 || fold.frame.height > 0 ? fold.frame : fold.keepOut)) }
                if fold.axis == .horizontal, d.shell.dockWidth > 0 {
                    // One part of the dock on each page, each clear of the fold's clearance.
                    #expect(s.docks.count == 2, "\(name) \(orientation) \(posture)")
                    for dock in s.docks { #expect(!dock.intersects(fold.keepOut)) }
                }
            }
        }
        // A flip phone given a dock gets one part of it on each page.
        var docked = d
        docked.shell.dockWidth = 44
        docked.shell.dockMargin = 8
        let split = Surface(device: docked, posture: .halfOpened, orientation: .upright)
        if split.fold?.axis == .horizontal {
            #expect(split.docks.count == 2)
            #expect(P02ChromeClearOfFolds().check(split, layout([])).isEmpty)
        }
        // The rule itself catches a dock that runs through the fold.
        var s = Surface(device: d, posture: .spread, orientation: .landscape)
        if let fold = s.fold, fold.axis == .horizontal {
            s.docks = [Rect(x: s.bounds.maxX - 40, y: 0, width: 40, height: s.bounds.height)]
            #expect(P02ChromeClearOfFolds().check(s, layout([])).map(\.node) == ["dock/0"])
        }
    }

    @Test("S5: a held partial fold is named tabletop when its fold runs across the display, book when it runs down it")
    func tabletopAndBook() throws {
        let flip = try device("galaxy-z-flip6")
        #expect(Surface(device: flip, posture: .halfOpened, orientation: .upright).postureName == "tabletop")
        #expect(Surface(device: flip, posture: .halfOpened, orientation: .landscape).postureName == "book")
        let fold5 = try device("galaxy-z-fold5")
        #expect(Surface(device: fold5, posture: .halfOpened, orientation: .upright).postureName == "book")
        #expect(Surface(device: fold5, posture: .halfOpened, orientation: .landscape).postureName == "tabletop")
        #expect(Surface(device: fold5, posture: .spread, orientation: .landscape).postureName == "spread")
        #expect(Surface(device: flip, posture: .cover, orientation: .upright).postureName == "cover")
    }

    @Test("S5: the Flip6 profile from its public figures: a 274×285 cover, a 411×1006 inner display creased across at 503")
    func flipProfile() throws {
        let flip = try device("galaxy-z-flip6")
        let open = Surface(device: flip, posture: .spread, orientation: .upright)
        #expect(open.bounds == Rect(x: 0, y: 0, width: 411, height: 1006))
        #expect(open.fold?.axis == .horizontal && open.fold?.frame.minY == 503 && open.fold?.isHinge == false)
        #expect(open.pages.map(\.frame) == [Rect(x: 0, y: 0, width: 411, height: 503), Rect(x: 0, y: 503, width: 411, height: 503)])
        // The top page has the rail; the bottom page starts below the crease's clearance.
        #expect(open.rails.count == 1)
        #expect(open.pages[1].content.minY == 503 + 12)
        #expect(open.pages[0].content.maxY == 503 - 12)
        let cover = Surface(device: flip, posture: .cover, orientation: .upright)
        #expect(cover.bounds == Rect(x: 0, y: 0, width: 274, height: 285))
    }

    @Test("P3: an overlay moved beside the node that opened it; one left far away is caught")
    func anchoredOverlay() {
        let page = region("page", Self.screen)
        let row = SolvedNode(id: "row/a", role: "row", frame: Rect(x: 16, y: 400, width: 368, height: 60), parent: "page")
        var anchored = Semantics()
        anchored.anchor = Semantics.Anchor(id: "row/a", placement: .below)
        let far = SolvedNode(id: "menu", role: "dialog", frame: Rect(x: 16, y: 620, width: 368, height: 100), semantics: anchored, parent: "overlay",
                             clip: Self.screen)
        let label = text("menu/label", "Archive habit", frame: Rect(x: 32, y: 640, width: 300, height: 20),
                         lines: [Rect(x: 32, y: 640, width: 110, height: 20)], parent: "menu")
        let before = layout([page, row, region("overlay", Self.screen), far, label])
        #expect(P03AnchoredOverlays().check(plain, before).map(\.node) == ["menu"])
        let after = before.anchored()
        #expect(P03AnchoredOverlays().check(plain, after).isEmpty)
        #expect(after["menu"]?.frame.minY == 464)
        // What is inside the overlay moved with it.
        #expect(after["menu/label"]?.frame.minY == 484)
        #expect(after["menu/label"]?.text?.firstLine.minY == 484)
        // With no room below, it stands just above the node instead.
        let low = SolvedNode(id: "row/a", role: "row", frame: Rect(x: 16, y: 720, width: 368, height: 60), parent: "page")
        let above = layout([page, low, region("overlay", Self.screen), far, label]).anchored()
        #expect(above["menu"]?.frame.maxY == 716)
        #expect(P03AnchoredOverlays().check(plain, above).isEmpty)
    }

    @Test("P6: lines wrapped at another frame's width, or spilling out of their box, are caught; lines that fit pass")
    func legibleTransitions() {
        let fits = text("detail", "Non-negotiables · 3 times a week", frame: Rect(x: 16, y: 100, width: 300, height: 40),
                        lines: [Rect(x: 16, y: 100, width: 200, height: 20), Rect(x: 16, y: 120, width: 80, height: 20)])
        #expect(P06LegibleTransitions().check(plain, layout([fits])).isEmpty)
        // The same two lines in a box one line tall: the second lies on what follows.
        let spills = text("detail", "Non-negotiables · 3 times a week", frame: Rect(x: 16, y: 100, width: 300, height: 20),
                          lines: [Rect(x: 16, y: 100, width: 200, height: 20), Rect(x: 16, y: 120, width: 80, height: 20)])
        #expect(P06LegibleTransitions().check(plain, layout([spills])).map(\.node) == ["detail"])
        // One line wrapped at 330 pt in a 250 pt box.
        let wide = text("detail", "Non-negotiables · 3 times a week", frame: Rect(x: 16, y: 100, width: 250, height: 20),
                        lines: [Rect(x: 16, y: 100, width: 310, height: 20)], wrapWidth: 330)
        #expect(P06LegibleTransitions().check(plain, layout([wide])).first?.message.contains("wrapped at 330") == true)
    }

    @Test("P5: an ellipsised or cut text is caught wherever it is; a whole one passes")
    func nothingTruncated() {
        let whole = text("name", "Donaudampfschifffahrt", frame: Rect(x: 0, y: 0, width: 300, height: 20),
                         lines: [Rect(x: 0, y: 0, width: 200, height: 20)])
        #expect(P05NothingTruncated().check(plain, layout([whole])).isEmpty)
        var cut = whole
        cut.text = SolvedText(content: TextContent("Donaudampfschifffahrt", font: FontSpec(size: 17), lineLimit: 1), wrapWidth: 100,
                              lines: [TextLine(text: "Donaudampf…", frame: Rect(x: 0, y: 0, width: 100, height: 20), baseline: 16)])
        let found = P05NothingTruncated().check(plain, layout([cut]))
        #expect(found.count == 1 && found[0].message.contains("ellipsised"))
    }

    @Test("P4: a glyph that kept its L size beside AX5 text, or left its text's first line, is caught; one that grew with it passes")
    func glyphsScale() {
        let name = text("row/name", "Walk", frame: Rect(x: 60, y: 100, width: 200, height: 64), lines: [Rect(x: 60, y: 100, width: 120, height: 64)])
        func ring(_ side: Double, y: Double) -> SolvedNode {
            var semantics = Semantics()
            semantics.glyph = GlyphScale(text: "row/name", ratio: 0.68, bounds: 26...36)
            return SolvedNode(id: "row/ring", role: "ring", frame: Rect(x: 16, y: y, width: side, height: side), semantics: semantics)
        }
        // Beside 53 pt text (AX5 body) a ring scales to 36 pt, centred on the first line (100…164).
        let font = FontSpec(size: 53)
        var big = name
        big.text = SolvedText(content: TextContent("Walk", font: font), wrapWidth: 200,
                              lines: [TextLine(text: "Walk", frame: Rect(x: 60, y: 100, width: 120, height: 64), baseline: 150)])
        #expect(P04GlyphsScaleWithText().check(plain, layout([big, ring(36, y: 114)])).isEmpty)
        let small = P04GlyphsScaleWithText().check(plain, layout([big, ring(26, y: 119)]))
        #expect(small.count == 1 && small[0].message.contains("scales to 36"))
        let low = P04GlyphsScaleWithText().check(plain, layout([big, ring(36, y: 150)]))
        #expect(low.count == 1 && low[0].message.contains("first line"))
        // A glyph whose text is not drawn says so.
        #expect(P04GlyphsScaleWithText().check(plain, layout([ring(36, y: 114)])).first?.message.contains("not drawn") == true)
    }
}

extension DesignerRuleTests {
    @Test("P9: a line that starts with `·` after two words, or leaves `in.` of check-in alone, is caught; a lone word before it is not")
    func goodBreaks() {
        func lines(_ texts: [String]) -> [TextLine] {
            texts.enumerated().map { TextLine(text: $1, frame: Rect(x: 0, y: Double($0) * 20, width: 100, height: 20), baseline: 16,
                                              ending: $0 == texts.count - 1 ? .end : .betweenWords) }
        }
        #expect(P09GoodBreaks.badBreak(in: lines(["Non-negotiables ", "· 3 times a week"])) == nil, "one word before: the tie was wider than a line")
        #expect(P09GoodBreaks.badBreak(in: lines(["7:30am Evening ", "· Every day"])) != nil)
        #expect(P09GoodBreaks.badBreak(in: lines(["your next check-", "in."])) != nil)
        #expect(P09GoodBreaks.badBreak(in: lines(["your next ", "check-in."])) == nil)
        #expect(P09GoodBreaks.badBreak(in: lines(["Non-", "negotiables"])) == nil, "both parts three letters or more")
        let node = SolvedNode(id: "t", role: .text, frame: Rect(x: 0, y: 0, width: 100, height: 40),
                              text: SolvedText(content: TextContent("a b · c", font: FontSpec(size: 17)), wrapWidth: 100, lines: lines(["a b ", "· c"])))
        #expect(P09GoodBreaks().check(plain, layout([node])).map(\.rule) == ["P9"])
    }
}

extension DesignerRuleTests {
    @Test("P10: an 11 pt text beside a 58 pt title on one page is caught; at a third it passes; a grid's text that fills its column passes")
    func textInProportion() {
        func label(_ id: String, size: Double, y: Double, width: Double = 200, semantics: Semantics = .none) -> SolvedNode {
            let frame = Rect(x: 0, y: y, width: width, height: size * 1.3)
            return SolvedNode(id: id, role: .text, frame: frame, text: SolvedText(content: TextContent(id, font: FontSpec(size: size)), wrapWidth: width,
                                                                                  lines: [TextLine(text: id, frame: frame, baseline: frame.maxY - 4)]),
                              semantics: semantics)
        }
        let title = label("title", size: 58, y: 0)
        #expect(P10TextInProportion().check(plain, layout([title, label("date", size: 11.3, y: 100)])).map(\.node) == ["date"])
        #expect(P10TextInProportion().check(plain, layout([title, label("date", size: 19.4, y: 100)])).isEmpty)
        var grid = Semantics.none
        grid.sizedByColumns = true
        #expect(P10TextInProportion().check(plain, layout([title, label("day", size: 16, y: 100, width: 36, semantics: grid)])).isEmpty,
                "16 pt fills 44% of a 36 pt column")
        #expect(P10TextInProportion().check(plain, layout([title, label("day", size: 11, y: 100, width: 36, semantics: grid)])).map(\.node) == ["day"],
                "11 pt fills 31% of it")
    }
}
