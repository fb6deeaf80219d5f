import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// S8: shell chrome per display, and cutouts as shapes with a clearance content keeps.
@Suite struct DisplayChromeTests {
    func device(_ name: String) throws -> DeviceProfile {
        try JSONInput.load(DeviceProfile.self, from: TestSupport.fixtureURL(name, .devices))
    }

    /// A 300×600 display with a 12 pt punch hole centred 10 pt below its top edge, clearance 4.
    static func punched(safeTop: Double = 0, shell: DeviceProfile.Shell? = nil) -> DeviceProfile {
        let hole = DeviceProfile.Cutout(shape: .circle, x: 144, y: 10, width: 12, height: 12, clearance: 4)
        let display = DeviceProfile.Display(width: 300, height: 600, cornerRadius: 0,
                                            safeArea: DeviceProfile.SafeAreas(upright: Insets(top: safeTop, left: 0, bottom: 0, right: 0), landscape: .zero),
                                            shell: shell, cutouts: [hole])
        return DeviceProfile(name: "punched", displayName: "Punched", scale: 1, cover: display, inner: nil, fold: nil,
                             shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 40, dockMargin: 8, pageMargin: 0),
                             postures: DeviceProfile.PostureBands())
    }

    @Test("S8: the bundled book-style covers carry no dock while their inner displays keep theirs")
    func coversWithoutDock() throws {
        for name in ["galaxy-z-fold5", "pixel-9-pro-fold"] {
            let d = try device(name)
            for orientation in Orientation.allCases {
                let cover = Surface(device: d, posture: .cover, orientation: orientation)
                #expect(cover.docks.isEmpty, "\(name) cover \(orientation) draws a dock")
                #expect(cover.shell.dockWidth == 0)
                // The content region runs to the page margin at the trailing edge, with no dock margin.
                #expect(cover.pages[0].content.maxX == cover.bounds.maxX - cover.safeArea.right, "\(name) cover \(orientation)")
            }
            let spread = Surface(device: d, posture: .spread, orientation: .upright)
            #expect(!spread.docks.isEmpty, "\(name) spread lost its dock")
            #expect(spread.shell == d.shell)
        }
    }

    @Test("S8: a display's own shell replaces the device's on that display only")
    func ownShell() {
        let own = DeviceProfile.Shell(railHeight: 30, dockWidth: 0, dockMargin: 0, pageMargin: 6)
        let s = Surface(device: Self.punched(shell: own), posture: .cover, orientation: .upright)
        #expect(s.shell == own)
        #expect(s.docks.isEmpty)
        #expect(s.rails.first?.height == 30)
        let plain = Surface(device: Self.punched(), posture: .cover, orientation: .upright)
        #expect(plain.docks.count == 1)
    }

    @Test("S8: a punch hole pushes the edge it lies nearest by its clearance, upright and turned")
    func cutoutClearsContent() {
        let upright = Surface(device: Self.punched(), posture: .cover, orientation: .upright)
        // 10 + 12 + 4: the hole's bottom and its clearance.
        #expect(upright.safeArea.top == 26)
        #expect(upright.pages[0].content.minY == 26)
        #expect(upright.cutouts.map(\.frame) == [Rect(x: 144, y: 10, width: 12, height: 12)])
        let turned = Surface(device: Self.punched(), posture: .cover, orientation: .landscape)
        #expect(turned.cutouts.map(\.frame) == [Rect(x: 10, y: 144, width: 12, height: 12)])
        #expect(turned.safeArea.left == 26 && turned.safeArea.top == 0)
        // A safe area already deeper than the hole keeps its depth.
        #expect(Surface(device: Self.punched(safeTop: 40), posture: .cover, orientation: .upright).safeArea.top == 40)
    }

    @Test("S8, I1: a cutout off its display, of no size, or with a NaN clearance is refused naming its field")
    func badCutouts() {
        func refusal(_ change: (inout DeviceProfile.Cutout) -> Void) -> String? {
            var d = Self.punched()
            guard var c = d.cover.cutouts?.first else { return nil }
            change(&c)
            d.cover.cutouts = [c]
            do { try d.validate() } catch { return "\(error.field): \(error.message)" }
            return nil
        }
        #expect(refusal { $0.x = 295 }?.hasPrefix("cover.cutouts[0].x: is 295") == true)
        #expect(refusal { $0.y = -1 }?.hasPrefix("cover.cutouts[0].y") == true)
        #expect(refusal { $0.width = 0 }?.hasPrefix("cover.cutouts[0]: has no area") == true)
        #expect(refusal { $0.clearance = .nan }?.hasPrefix("cover.cutouts[0].clearance: is nan") == true)
        #expect(refusal { $0.height = 596; $0.y = 0 }?.hasPrefix("cover.cutouts: leave no room") == true)
        #expect(refusal { _ in } == nil)
    }

    @Test("S8, P11: what lies under a punch hole is lost to the cutout; L2 names a node in its clearance")
    func underTheHole() {
        // Content placed over the hole by hand, ignoring the safe area.
        let surface = Surface(device: Self.punched(), posture: .cover, orientation: .upright)
        let root = Layers {
            Region(Rect(x: 130, y: 0, width: 40, height: 30), Box(height: 30).fillWidth().id("under")).id("top")
            Region(Rect(x: 0, y: 100, width: 300, height: 100), Box(height: 40).fillWidth().id("clear")).id("page")
        }
        let layout = LayoutSolver(measurer: ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)).solve(root, bounds: surface.bounds)
        let seen = Visibility(surface, layout)
        let under = seen[layout.index["under"] ?? -1]
        #expect(under.state == .partlyVisible && under.losses.contains(.cutout))
        #expect(seen[layout.index["clear"] ?? -1].losses.isEmpty)
        let found = L02BelowSafeAreaAndRail().check(surface, layout).filter { $0.message.contains("cutout") }
        #expect(found.map(\.node) == ["under"])
    }
}
