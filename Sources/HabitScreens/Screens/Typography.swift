import FoldLayout

/// Text styles at a content size.
public struct Typography: Hashable, Sendable {
    public var size: ContentSize
    /// Touch (Dynamic Type) or a desktop window's (macOS's sizes): the density the screens are built at.
    public var density: Density
    public init(_ size: ContentSize, density: Density = Density.current) {
        self.size = size
        self.density = density
    }

    public var pageTitle: FontSpec { density.font(.title1, size, weight: .bold) }
    public var sectionTitle: FontSpec { density.font(.headline, size) }
    /// A heading over body text on a page (Day Notes): larger and as dark as what it heads.
    public var groupTitle: FontSpec { density.font(.title3, size) }
    public var name: FontSpec { density.font(.body, size, weight: .medium) }
    public var body: FontSpec { density.font(.body, size) }
    public var detail: FontSpec { density.font(.subheadline, size) }
    public var footnote: FontSpec { density.font(.footnote, size) }
    public var caption: FontSpec { density.font(.caption1, size, weight: .medium) }
    public var button: FontSpec { density.font(.body, size, weight: .semibold) }
}
