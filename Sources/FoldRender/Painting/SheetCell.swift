import CPangoCairo
import FoldImage
import FoldLayout

/// One cell of a contact sheet being composed: where its image goes on the sheet (its top-left corner
/// in sheet pixels), the image's size in its own pixels and the scale from those to the sheet's. A
/// cell either draws a finished image there, scaled, or has the painter draw the layout the image was
/// rendered from straight at the sheet's scale (`Painter.paint(_:_:options:into:)`). Valid only inside
/// the `compose` call that made it.
public struct SheetCell {
    let cr: OpaquePointer
    public let x: Double
    public let y: Double
    /// The cell's image size in its own pixels.
    public let width: Int
    public let height: Int
    /// Sheet pixels per image pixel.
    public let scale: Double

    /// Draws a finished image into the cell, scaled with good filtering.
    public func draw(_ image: PixelBuffer) throws(RenderError) {
        try ContactSheet.draw(image, on: cr, x: x, y: y, scale: scale)
    }
}
