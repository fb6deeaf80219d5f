import FoldImage
import FoldRender
import FoldSnapshot

/// A failure's Expected | Difference | Actual panels labelled with the renderer's own fonts (a contact
/// sheet of one row): what the snapshot store draws when the tool or the test assertion compares.
public struct RendererCaptions: PanelCaptioning {
    public init() {}

    public func sideBySide(_ images: [PixelBuffer], captions: [String]) -> PixelBuffer? {
        let cells = zip(images, captions).map { ContactSheet.Cell(image: $0, caption: $1) }
        guard let text = try? TextEngine() else { return nil }
        return try? ContactSheet(columns: cells.count, scale: 1, captionSize: 15).compose(cells, text: text)
    }
}
