/// Measures text for the layout: the lines it wraps into at a width, their boxes and baselines.
///
/// The layout never touches a font engine; FoldRender's Pango measurer is the real
/// implementation, and `ApproximateTextMeasurer` serves tests that need no fonts.
public protocol TextMeasuring {
    /// Lines of `text` in `font`, wrapped at `width` points (`nil`: never wrap), with frames
    /// relative to the text's top-left corner.
    func measure(_ text: String, font: FontSpec, width: Double?) -> TextMeasurement

    /// The same for declared text, in the content's language (a word too wide for its line is
    /// hyphenated with that language's patterns); caches use the hash the content already carries.
    func measure(_ content: TextContent, width: Double?) -> TextMeasurement
}

extension TextMeasuring {
    public func measure(_ content: TextContent, width: Double?) -> TextMeasurement {
        measure(content.string, font: content.font, width: width)
    }
}
