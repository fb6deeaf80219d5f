import FoldLayout

/// Text styles at a content size.
public struct Typography: Hashable, Sendable {
    public var size: ContentSize
    public init(_ size: ContentSize) { self.size = size }

    public var pageTitle: FontSpec { TextStyle.title1.font(size, weight: .bold) }
    public var sectionTitle: FontSpec { TextStyle.headline.font(size) }
    /// A heading over body text on a page (Day Notes): larger and as dark as what it heads.
    public var groupTitle: FontSpec { TextStyle.title3.font(size) }
    public var name: FontSpec { TextStyle.body.font(size, weight: .medium) }
    public var body: FontSpec { TextStyle.body.font(size) }
    public var detail: FontSpec { TextStyle.subheadline.font(size) }
    public var footnote: FontSpec { TextStyle.footnote.font(size) }
    public var caption: FontSpec { TextStyle.caption1.font(size, weight: .medium) }
    public var button: FontSpec { TextStyle.body.font(size, weight: .semibold) }
}
