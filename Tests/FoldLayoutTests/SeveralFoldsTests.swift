import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// S7: a display that folds more than once (a tri-fold's two hinges): pages, fold data and viewport
/// segments follow from every fold and from how each is held.
@Suite struct SeveralFoldsTests {
    func trifold() throws -> DeviceProfile {
        try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("galaxy-z-trifold", .devices))
    }

    /// A 900×600 inner display with two hinges 20 pt wide at 290 and 590 (clearance 6), no chrome.
    static func twoHinges() -> DeviceProfile {
        let inner = DeviceProfile.Display(width: 900, height: 600, cornerRadius: 0, safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let cover = DeviceProfile.Display(width: 300, height: 600, cornerRadius: 0, safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        return DeviceProfile(name: "two-hinges", displayName: "Two hinges", scale: 2, cover: cover, inner: inner, fold: nil,
                             folds: [DeviceProfile.Fold(axis: .vertical, position: 290, width: 20, clearance: 6),
                                     DeviceProfile.Fold(axis: .vertical, position: 590, width: 20, clearance: 6)],
                             shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                             postures: DeviceProfile.PostureBands())
    }

    @Test("S7: the bundled tri-fold opens into three pages, each clear of both creases; its cover is one page with no fold")
    func bundledTrifold() throws {
        let d = try trifold()
        try d.validate()
        #expect(d.everyFold.count == 2 && d.fold == nil)
        let spread = Surface(device: d, posture: .spread, orientation: .upright)
        #expect(spread.pages.count == 3)
        #expect(spread.folds.map(\.frame.minX) == [274, 549])
        for page in spread.pages {
            for fold in spread.folds { #expect(!page.content.intersects(fold.keepOut), "page \(page.index) enters \(fold.frame)") }
        }
        // The middle page is cut back on both sides by a crease's clearance.
        #expect(spread.pages[1].content.minX == 274 + 12 && spread.pages[1].content.maxX == 549 - 12)
        let cover = Surface(device: d, posture: .cover, orientation: .upright)
        #expect(cover.pages.count == 1 && cover.folds.isEmpty)
        // Held in landscape the creases run across the display: three pages stacked.
        let turned = Surface(device: d, posture: .spread, orientation: .landscape)
        #expect(turned.folds.allSatisfy { $0.axis == .horizontal } && turned.pages.count == 3)
        #expect(turned.pages.map(\.frame.minY) == [0, 274, 549])
    }

    @Test("S7: pages between hinges are the gaps between them; right to left lists them from the right")
    func pagesBetweenHinges() {
        let ltr = Surface(device: Self.twoHinges(), posture: .spread, orientation: .upright)
        #expect(ltr.pages.map(\.frame) == [Rect(x: 0, y: 0, width: 290, height: 600), Rect(x: 310, y: 0, width: 280, height: 600),
                                           Rect(x: 610, y: 0, width: 290, height: 600)])
        #expect(ltr.pages.map(\.content.width) == [284, 268, 284])
        let rtl = Surface(device: Self.twoHinges(), posture: .spread, orientation: .upright, direction: .rightToLeft)
        #expect(rtl.pages.map(\.frame.minX) == [610, 310, 0])
    }

    @Test("S7, S6: one FoldingFeature per fold with its own state; viewport segments follow the folds that separate (3×1 with both creases half opened)")
    func platformPerFold() throws {
        let d = try trifold()
        let flat = PlatformFold(Surface(device: d, posture: .spread, orientation: .upright))
        #expect(flat.foldingFeatures?.map(\.state) == [.flat, .flat])
        #expect(flat.viewportSegments.count == 1, "flat creases separate nothing")
        #expect(flat.devicePosture == "continuous")
        let both = PlatformFold(Surface(device: d, posture: .halfOpened, orientation: .upright))
        #expect(both.foldingFeatures?.map(\.state) == [.halfOpened, .halfOpened])
        #expect(both.viewportSegments.map(\.index) == [[0, 0], [1, 0], [2, 0]])
        #expect(both.viewportSegments.map(\.x) == [0, 274, 549] && both.viewportSegments.map(\.width) == [274, 275, 274])
        let one = PlatformFold(Surface(device: d, posture: .halfOpened, orientation: .upright, foldPostures: [.spread, .halfOpened]))
        #expect(one.foldingFeatures?.map(\.state) == [.flat, .halfOpened])
        #expect(one.foldingFeatures?.map(\.isSeparating) == [false, true])
        #expect(one.viewportSegments.map(\.width) == [549, 274])
        #expect(one.devicePosture == "folded")
        // Landscape: the segments are stacked, indexed down the column.
        let turned = PlatformFold(Surface(device: d, posture: .halfOpened, orientation: .landscape))
        #expect(turned.viewportSegments.map(\.index) == [[0, 0], [0, 1], [0, 2]])
        // Hinges separate flat too, and their features occlude.
        let hinges = PlatformFold(Surface(device: Self.twoHinges(), posture: .spread, orientation: .upright))
        #expect(hinges.viewportSegments.count == 3 && hinges.foldingFeatures?.allSatisfy { $0.occlusionType == .full } == true)
        // A one-fold device reports as before: no list of features.
        let book = try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL("galaxy-z-fold5", .devices))
        #expect(PlatformFold(Surface(device: book, posture: .halfOpened, orientation: .upright)).foldingFeatures == nil)
    }

    @Test("S7, P11: content under either hinge is lost to it; L1 names a node entering the second fold's clearance")
    func secondHinge() {
        let surface = Surface(device: Self.twoHinges(), posture: .spread, orientation: .upright)
        let root = Layers {
            Region(Rect(x: 560, y: 100, width: 80, height: 40), Box(height: 40).fillWidth().id("across")).id("page")
        }
        let layout = LayoutSolver(measurer: ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)).solve(root, bounds: surface.bounds)
        let seen = Visibility(surface, layout)
        #expect(seen[layout.index["across"] ?? -1].losses.contains(.hinge))
        let l1 = L01CardInOnePage().check(surface, layout)
        #expect(l1.contains { $0.node == "across" && $0.message.contains("590") }, "\(l1)")
    }

    @Test("S7, I1: folds are refused naming their field: both fold and folds, one fold in folds, folds out of order or across")
    func badFolds() {
        func refusal(_ change: (inout DeviceProfile) -> Void) -> String? {
            var d = Self.twoHinges()
            change(&d)
            do { try d.validate() } catch { return "\(error.field): \(error.message)" }
            return nil
        }
        #expect(refusal { _ in } == nil)
        #expect(refusal { $0.fold = $0.folds?.first }?.hasPrefix("folds: and fold are both given") == true)
        #expect(refusal { $0.folds = Array(($0.folds ?? []).prefix(1)) }?.hasPrefix("folds: holds 1 fold;") == true)
        #expect(refusal { $0.folds?[1].position = 300 }?.hasPrefix("folds[1].position: must lie past the fold before it") == true)
        #expect(refusal { $0.folds?[1].axis = .horizontal }?.hasPrefix("folds[1].axis: must be vertical") == true)
        #expect(refusal { $0.folds?[1].position = 890 }?.hasPrefix("folds[1].position: puts the fold (890–910) outside") == true)
        #expect(refusal { $0.folds?[0].postures = DeviceProfile.PostureBands(closedBelow: 160) }?.hasPrefix("folds[0].postures: bands must rise") == true)
        #expect(refusal { $0.inner = nil }?.hasPrefix("folds: needs an inner display") == true)
        #expect(refusal { $0.folds = nil }?.hasPrefix("fold: is required") == true)
    }

    @Test("S7: each fold reads its own bands when it has them, else the device's")
    func bandsPerFold() {
        var d = Self.twoHinges()
        d.folds?[1].postures = DeviceProfile.PostureBands(closedBelow: 40, flatFrom: 160, fullyOpenFrom: 170)
        #expect(d.bands(ofFold: 0) == d.postures)
        #expect(d.bands(ofFold: 1).closedBelow == 40)
        #expect(d.bands(ofFold: 7) == d.postures)
    }
}
