import CPangoCairo
import FoldImage

/// One Cairo surface and a drawing context on it, made and checked in one place and freed when the
/// owner goes: every image, sheet, drawing and PDF the renderer makes is drawn through one of these.
/// A surface Cairo could not make (it returns an error object, never nil) is destroyed and reported as
/// `RenderError.cairo` naming what was being made.
final class CairoCanvas {
    let surface: OpaquePointer
    let cr: OpaquePointer

    /// Takes `made` (a surface just created), checks it and makes its context; `what` names it in errors.
    init(taking made: OpaquePointer?, _ what: String) throws(RenderError) {
        guard let made else { throw RenderError.cairo("could not create \(what)") }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(made) else {
            cairo_surface_destroy(made)
            throw RenderError.cairo("could not create \(what)")
        }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            cairo_surface_destroy(made)
            throw RenderError.cairo("could not create a context for \(what)")
        }
        surface = made
        self.cr = cr
    }

    /// A transparent ARGB32 image surface of `width`×`height` pixels (the caller has checked the size).
    static func image(width: Int, height: Int, _ what: String) throws(RenderError) -> CairoCanvas {
        try CairoCanvas(taking: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), what)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// The image surface's pixels as straight RGBA (flushed first).
    func pixels(width: Int, height: Int) -> PixelBuffer {
        cairo_surface_flush(surface)
        return Painter.pixels(of: surface, width: width, height: height)
    }
}
