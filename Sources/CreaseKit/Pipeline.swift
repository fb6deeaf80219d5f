import CreaseIO
import CreaseInput
import FoldLayout
import FoldRender
import Foundation
import HabitDomain
import HabitScreens

/// One state to lay out or render: device, posture, orientation, text size, appearance, scale.
public struct RenderRequest: Hashable, Sendable {
    public var posture: Posture
    public var orientation: Orientation
    public var size: ContentSize
    public var options: RenderOptions

    public init(posture: Posture, orientation: Orientation = .upright, size: ContentSize = .L,
                options: RenderOptions = RenderOptions()) {
        self.posture = posture
        self.orientation = orientation
        self.size = size
        self.options = options
    }
}

/// The whole pipeline on one thread: scenario state → screens → layout → paint → PNG.
/// Not `Sendable` (it owns a Pango font map); make one per worker.
public final class Pipeline {
    public let painter: Painter
    private let measurer: CachingTextMeasurer

    /// The pipeline's caching Pango measurer, for layouts solved outside `solve` (simulations).
    public var measuring: CachingTextMeasurer { measurer }

    public init(fontSet: FontSet = .standard) throws(RenderError) {
        let engine = try TextEngine(fontSet: fontSet)
        painter = Painter(text: engine, palette: KeptPalette.palette)
        measurer = CachingTextMeasurer(engine)
    }

    /// The surface for a device in a posture and orientation, in the scenario locale's direction.
    public static func surface(_ device: DeviceProfile, _ request: RenderRequest, direction: LayoutDirection = .leftToRight) -> Surface {
        Surface(device: device, posture: request.posture, orientation: request.orientation, direction: direction)
    }

    /// Lays the scenario out on the device; a right-to-left locale mirrors the layout (L15).
    public func solve(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest) -> (Surface, SolvedLayout) {
        Self.solve(state, on: device, request, measurer: measurer)
    }

    /// The layout alone, with any text measurer (tests and benchmarks use font-free ones).
    public static func solve<M: TextMeasuring>(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest,
                                               measurer: M) -> (Surface, SolvedLayout) {
        let direction = LayoutDirection(locale: state.profile.locale)
        let surface = surface(device, request, direction: direction)
        let context = ScreenContext(surface: surface, size: request.size, state: state)
        let root = Screens.build(context)
        let layout = LayoutSolver(measurer: measurer).solve(root, bounds: surface.bounds)
        return (surface, direction == .rightToLeft ? layout.mirrored() : layout)
    }

    public func render(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest) throws(RenderError) -> PixelBuffer {
        let (surface, layout) = solve(state, on: device, request)
        return try painter.render(surface, layout, options: request.options)
    }

    /// Renders and writes a PNG atomically; nothing is written when any step fails.
    public func renderPNG(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest, to url: URL) throws {
        let image = try render(state, on: device, request)
        try AtomicFile.write(PNGCodec.encode(image), to: url)
    }
}
