import FoldLayout
import Testing
@testable import FoldRender

/// P11 on the pixels: `InkCheck` reads what the painter drew and holds the visibility model to it.
@Suite struct InkCheckTests {
    static func plain(width: Double = 300, height: Double = 200) -> Surface {
        let display = DeviceProfile.Display(width: width, height: height, cornerRadius: 0,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let device = DeviceProfile(name: "plain", displayName: "Plain", scale: 1, cover: display, inner: nil, fold: nil,
                                   shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                                   postures: DeviceProfile.PostureBands())
        return Surface(device: device, posture: .cover, orientation: .upright)
    }

    /// A text on a page, and a layer over the top half of the page that paints `wash`.
    static func screen() -> Node {
        Layers {
            Region(Rect(x: 0, y: 0, width: 300, height: 200), VStack(spacing: 0) {
                Text("Walk every morning", font: FontSpec(size: 24)).id("under")
                Spacer(minLength: 80)
                Text("Stretch after lunch", font: FontSpec(size: 24)).id("clear")
            }).id("page")
            Region(Rect(x: 0, y: 0, width: 300, height: 60), Box(height: 60).fillWidth().background("wash").id("layer")).id("layer-region")
        }
    }

    func read(painted: Colour, told: Palette) throws -> (readings: [InkCheck.Reading], violations: [Violation], layout: SolvedLayout) {
        let engine = try TextEngine()
        let surface = Self.plain()
        let layout = LayoutSolver(measurer: CachingTextMeasurer(engine)).solve(Self.screen(), bounds: surface.bounds)
        // The painter paints `wash` as `painted`; the model is told the palette `told`.
        let painter = Painter(text: engine, palette: Palette(light: ["wash": painted, "text": Colour(0, 0, 0)], dark: [:]))
        let readings = try InkCheck.read(painter, surface, layout, visibility: Visibility(surface, layout, palette: told))
        return (readings, InkCheck.violations(readings), layout)
    }

    @Test("P11: where the model and the painter agree, every text's ink is where the model says: none lost, none leaking")
    func agreement() throws {
        let opaque = try read(painted: Colour(1, 1, 1), told: .none)
        #expect(opaque.violations.isEmpty)
        let under = try #require(opaque.readings.first { $0.id == "under" })
        #expect(under.inkShown == 0 && under.inkHidden > 100, "the covered text's ink is all where the model hides it")
        #expect(under.survivedHidden == 0)
        let clear = try #require(opaque.readings.first { $0.id == "clear" })
        #expect(clear.inkShown > 100 && clear.shownFraction == 1)
        let translucent = try read(painted: Colour(1, 1, 1, 0.2), told: Palette(light: ["wash": Colour(1, 1, 1, 0.2)], dark: [:]))
        #expect(translucent.violations.isEmpty)
    }

    @Test("P11: a layer the model takes for see-through but the painter fills solid: the pixels find the text's ink lost")
    func modelMissesACover() throws {
        let found = try read(painted: Colour(1, 1, 1), told: Palette(light: ["wash": Colour(1, 1, 1, 0.2)], dark: [:]))
        #expect(found.violations.map(\.node) == ["under"])
        #expect(found.violations.first?.message.contains("keeps 0% of its ink") == true)
    }

    @Test("P11: a layer the model takes for solid but the painter washes over: the pixels find the hidden text's ink showing")
    func modelHidesWhatShows() throws {
        let found = try read(painted: Colour(1, 1, 1, 0.2), told: .none)
        #expect(found.violations.map(\.node) == ["under"])
        #expect(found.violations.first?.message.contains("is hidden in the layout, but the picture shows") == true)
    }

    @Test("S8, P11: a punch hole is painted over what lies under it, and the pixels agree with the model's cutout loss")
    func punchHole() throws {
        let hole = DeviceProfile.Cutout(shape: .pill, x: 40, y: 4, width: 90, height: 24, clearance: 2)
        let display = DeviceProfile.Display(width: 300, height: 200, cornerRadius: 0,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero), cutouts: [hole])
        let device = DeviceProfile(name: "punched", displayName: "Punched", scale: 1, cover: display, inner: nil, fold: nil,
                                   shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                                   postures: DeviceProfile.PostureBands())
        let surface = Surface(device: device, posture: .cover, orientation: .upright)
        // Text drawn by hand where the hole is, ignoring the safe area it grew.
        let root = VStack(spacing: 0) {
            Text("Walk every morning", font: FontSpec(size: 24)).id("under")
            Spacer(minLength: 60)
            Text("Stretch after lunch", font: FontSpec(size: 24)).id("clear")
        }
        let engine = try TextEngine()
        let layout = LayoutSolver(measurer: CachingTextMeasurer(engine)).solve(root, bounds: surface.bounds)
        let seen = Visibility(surface, layout)
        let readings = try InkCheck.read(Painter(text: engine), surface, layout, visibility: seen)
        #expect(InkCheck.violations(readings).isEmpty)
        let under = try #require(readings.first { $0.id == "under" })
        // The hole hides ink the model says it hides, and none of it survives the paint.
        #expect(under.inkHidden > 50 && under.hiddenFraction < InkCheck.leaks, "\(under)")
        #expect(under.inkShown > 100 && under.shownFraction >= InkCheck.survives)
        #expect(seen[under.node].losses.contains(.cutout))
        let clear = try #require(readings.first { $0.id == "clear" })
        #expect(clear.inkHidden == 0 && clear.shownFraction == 1)
    }
}
