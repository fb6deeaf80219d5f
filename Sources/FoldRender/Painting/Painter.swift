import CPangoCairo
import FoldLayout
import Foundation

/// How to render: pixels per point, light or dark, and whether to draw the review guides (R2).
public struct RenderOptions: Hashable, Sendable {
    public var scale: Double
    public var appearance: Appearance
    public var guides: Bool
    /// Paint into a canvas of this size (in points) instead of the surface's own; the rest is bezel.
    /// Simulation frames use it so every posture shares one image size.
    public var canvas: Rect?

    public init(scale: Double = 1, appearance: Appearance = .light, guides: Bool = false, canvas: Rect? = nil) {
        self.scale = scale
        self.appearance = appearance
        self.guides = guides
        self.canvas = canvas
    }
}

/// Paints a surface and a solved layout with Cairo. Owns a `TextEngine`, so one painter per
/// thread; the results (`PixelBuffer`) are plain values.
public final class Painter {
    public let text: TextEngine
    public var themeOverride: ((Appearance) -> Theme)?

    public init(text: TextEngine) {
        self.text = text
    }

    public convenience init(fontSet: FontSet = .standard) throws(RenderError) {
        self.init(text: try TextEngine(fontSet: fontSet))
    }

    /// Renders the active display of `surface` with `layout` on it. The image is the display's size
    /// in points times `options.scale`.
    public func render(_ surface: Surface, _ layout: SolvedLayout, options: RenderOptions) throws(RenderError) -> PixelBuffer {
        let theme = themeOverride?(options.appearance) ?? Theme.standard(options.appearance)
        let area = options.canvas ?? surface.bounds
        let width = Int((area.width * options.scale).rounded())
        let height = Int((area.height * options.scale).rounded())
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RenderError.cairo("image size \(width)×\(height) is out of range")
        }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo("could not create a \(width)×\(height) image surface")
        }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { throw RenderError.cairo("could not create a context") }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, options.scale, options.scale)
        let canvas = Canvas(cr: cr, theme: theme, hairline: 1 / options.scale, text: text)

        if options.canvas != nil { canvas.fill(area, "bezel") }
        canvas.paintChrome(surface)
        // A scrolling region's fade goes right after its last node, under anything drawn above it later.
        var fadeAfter: [Int: [Rect]] = [:]
        for region in layout.regions where region.scrolls {
            if let last = layout.nodes.lastIndex(where: { $0.clip == region.frame }) { fadeAfter[last, default: []].append(region.frame) }
        }
        for (i, node) in layout.nodes.enumerated() {
            canvas.paint(node)
            for frame in fadeAfter[i] ?? [] { canvas.paintScrollEdge(frame) }
        }
        canvas.paintFoldOverlay(surface)
        if options.guides { canvas.paintGuides(surface, layout) }

        cairo_surface_flush(image)
        return Self.pixels(of: image, width: width, height: height)
    }

    /// Straight RGBA from Cairo's premultiplied native-endian ARGB32.
    static func pixels(of image: OpaquePointer, width: Int, height: Int) -> PixelBuffer {
        let stride = Int(cairo_image_surface_get_stride(image))
        guard let data = cairo_image_surface_get_data(image) else { return PixelBuffer(width: width, height: height) }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let px = row[x]
                    let a = px >> 24
                    var r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff
                    if a != 0 && a != 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    let o = (y * width + x) * 4
                    dst[o] = UInt8(Swift.min(255, r)); dst[o + 1] = UInt8(Swift.min(255, g))
                    dst[o + 2] = UInt8(Swift.min(255, b)); dst[o + 3] = UInt8(a)
                }
            }
        }
        return PixelBuffer(width: width, height: height, rgba: out)
    }
}
