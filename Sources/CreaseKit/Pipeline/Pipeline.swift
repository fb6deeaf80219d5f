import CreaseIO
import CreaseInput
import FoldImage
import FoldLayout
import FoldRender
import Foundation
import HabitDomain
import HabitScreens

/// The whole pipeline on one thread: scenario state → screens → layout → paint → PNG.
/// Not `Sendable` (it owns a Pango font map); make one per worker.
public final class Pipeline {
    public let painter: Painter
    private let measurer: CachingTextMeasurer
    /// Where the Habits page's content is kept between layouts of the same state and size; none by
    /// default (a benchmark measures the build), one per worker in a `Batch`.
    public var pageMemo: PageMemo?
    /// What the rows long lists did not lay out were found to break, kept for the worker's next
    /// layouts of the same page (`RuleBook.checkUnmadeRows`).
    public let unmadeRowFindings = UnmadeRowFindings()

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
        Self.solve(state, on: .device(device), request, measurer: measurer, memo: pageMemo)
    }

    /// Lays the scenario out on a device, a widget family's panel or a window.
    public func solve(_ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest) -> (Surface, SolvedLayout) {
        Self.solve(state, on: host, request, measurer: measurer, memo: pageMemo)
    }

    /// The layout alone, with any text measurer (tests and benchmarks use font-free ones).
    public static func solve<M: TextMeasuring>(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest,
                                               measurer: M) -> (Surface, SolvedLayout) {
        solve(state, on: .device(device), request, measurer: measurer)
    }

    /// The layout on any surface, with any text measurer.
    public static func solve<M: TextMeasuring>(_ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest,
                                               measurer: M, memo: PageMemo? = nil) -> (Surface, SolvedLayout) {
        let direction = LayoutDirection(locale: state.profile.locale)
        var surface = host.surface(request, direction: direction)
        var layout = solve(state, on: surface, size: request.size, measurer: measurer, memo: memo)
        // Full page (T18): grown by what still scrolls and laid out again; a lazy list's estimated rows
        // are laid out for real once there is room, so a few rounds may be needed. A round that shows no
        // more, or would make an image larger than any PNG the tools write, is not taken.
        var host = host
        for _ in 0..<Self.fullPageRounds where request.fullPage {
            guard let region = layout.overflowing, layout.overflow > 0.5,
                  let grown = host.grown(by: layout.overflow.rounded(.up), for: request, region: region.frame) else { break }
            let bigger = grown.surface(request, direction: direction)
            guard case .success = ImageSize.of(width: bigger.bounds.width, height: bigger.bounds.height, scale: request.options.scale) else { break }
            let next = solve(state, on: bigger, size: request.size, measurer: measurer, memo: memo)
            guard next.overflow < layout.overflow - 0.5 else { break }
            (host, surface, layout) = (grown, bigger, next)
        }
        return (surface, layout)
    }

    /// How many times a full page is grown and laid out again at most.
    static let fullPageRounds = 6

    /// The layout on a surface as given (a frame of a fold transition gives its pages' content regions
    /// where they are in that frame), in the surface's direction.
    public static func solve<M: TextMeasuring>(_ state: ScenarioState, on surface: Surface, size: ContentSize,
                                               measurer: M, memo: PageMemo? = nil) -> SolvedLayout {
        var context = ScreenContext(surface: surface, size: size, state: state)
        let solver = LayoutSolver(measurer: measurer)
        var layout = solver.solve(Screens.build(context, memo: memo), bounds: surface.bounds)
        // A message bar over the first page (an action's Undo, a check-in's confirmation) takes its band
        // from the page: laid out again with the page's content ending above the bar.
        if let band = ActionOverlays.messageBand(layout, surface) {
            context.messageBand = band
            layout = solver.solve(Screens.build(context, memo: memo), bounds: surface.bounds)
        }
        // A closed sheet returns the focus to what opened it: its region scrolls to show it (L11); a
        // scenario scrolled to a part of its page or sheet shows that part from its top; a menu stands
        // next to the row it was opened from (P3).
        var placed = (surface.direction == .rightToLeft ? layout.mirrored() : layout).scrolledToFocus()
        if let part = state.scenario.scrolledTo { placed = placed.scrolled(toTop: part) }
        return placed.anchored()
    }

    public func render(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest) throws(RenderError) -> PixelBuffer {
        try render(state, on: .device(device), request)
    }

    /// Renders the scenario on a device, a widget family's panel or a window.
    public func render(_ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest) throws(RenderError) -> PixelBuffer {
        let (surface, layout) = solve(state, on: host, request)
        return try painter.render(surface, layout, options: request.options)
    }

    /// The image and its accessibility snapshot (A2: the reading order as text, one element per
    /// line), from one layout.
    public func renderReading(_ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest) throws(RenderError) -> (image: PixelBuffer, readingOrder: String) {
        let r = try renderSolved(state, on: host, request)
        return (r.image, r.readingOrder)
    }

    /// The image and its reading order with the surface and layout they came from (a snapshot's
    /// evidence is made from the layout).
    public func renderSolved(_ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest) throws(RenderError)
        -> (image: PixelBuffer, readingOrder: String, surface: Surface, layout: SolvedLayout) {
        let (surface, layout) = solve(state, on: host, request)
        return (try painter.render(surface, layout, options: request.options), ReadingOrder.text(surface, layout, direction: surface.direction,
                                                                                                   visibility: HabitsRules.book.visibility(surface, layout)),
                surface, layout)
    }

    /// Renders and writes a PNG atomically; nothing is written when any step fails.
    public func renderPNG(_ state: ScenarioState, on device: DeviceProfile, _ request: RenderRequest, to url: URL) throws {
        try renderPNG(state, on: .device(device), request, to: url)
    }

    /// Renders on any surface and writes a PNG atomically. A scenario whose screen the surface cannot
    /// show (a widget on a display, history in a window) is refused before anything is drawn.
    public func renderPNG(_ state: ScenarioState, on host: SurfaceHost, _ request: RenderRequest, to url: URL) throws {
        try Self.check(state, on: host, size: request.size)
        try Self.checkImage(on: host, request)
        let image = try render(state, on: host, request)
        try AtomicFile.write(PNGCodec.encode(image), to: url)
    }

    /// Throws unless the surface at the request's scale makes an image the painter draws and the PNG
    /// reader reads back (`ImageSize`: 1…16,384 px a side, at most 40 million pixels), before anything
    /// is laid out or allocated. Device profiles are bounded so that they always fit; a window as wide
    /// as its profile allows may not at 3×.
    public static func checkImage(on host: SurfaceHost, _ request: RenderRequest) throws(InputError) {
        let area = request.options.canvas ?? host.surface(request).bounds
        guard case .failure(let refusal) = ImageSize.of(width: area.width, height: area.height, scale: request.options.scale) else { return }
        let what: String
        switch host {
        case .device(let device): what = "device \(device.name)"
        case .widget(let family, let deviceClass): what = "widget family \(family.name) on \(deviceClass)"
        case .window(let window, let width): what = "window \(window.name) at \(width) pt"
        }
        throw InputError(file: "--scale", message: "\(Check.text(request.options.scale)) is too large for \(what) "
                         + "(\(area.width.compactText)×\(area.height.compactText) pt): the image \(refusal.text)")
    }

    /// Throws unless the surface shows the scenario's screen (a widget only on a widget family, history
    /// only on a display) at a text size its platform offers (a Mac window: `L`).
    public static func check(_ state: ScenarioState, on host: SurfaceHost, size: ContentSize) throws(InputError) {
        let screen = state.scenario.screen
        guard screen.fits(host.kind) else {
            let needs: String
            switch screen {
            case .widget: needs = "a widget family's panel (a widget surface)"
            case _ where screen.displayOnly: needs = "a device's display"
            default: needs = "a device's display or a window"
            }
            throw InputError(file: state.file.isEmpty ? "scenario \(state.scenario.name)" : state.file, field: "screen",
                             message: "is \(screen.rawValue), which \(host.name) cannot show; it needs \(needs)")
        }
        guard host.contentSizes.contains(size) else {
            throw InputError(file: "window \(host.name)", field: "contentSizes",
                             message: "offers the text sizes \(host.contentSizes.map(\.rawValue).joined(separator: ", ")), not \(size) (the platform has no Dynamic Type)")
        }
    }
}
