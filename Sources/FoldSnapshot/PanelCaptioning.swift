import FoldImage

/// Lays images side by side with a caption under each. FoldSnapshot knows no fonts, so whoever has a
/// text engine (the tool, the test assertion) labels a failure's panels through this.
public protocol PanelCaptioning: Sendable {
    /// The images in a row, each captioned; nil when they cannot be drawn (the caller joins them unlabelled).
    func sideBySide(_ images: [PixelBuffer], captions: [String]) -> PixelBuffer?
}
