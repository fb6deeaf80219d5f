import CreaseInput

/// A family of fixed-size panels that one app shows on another screen (a home screen), with one size
/// per device class, a content margin and a corner radius. Loaded from `widgets/<name>.json`: the
/// bundled families are WidgetKit's, with Apple's published sizes.
public struct PanelFamily: Hashable, Sendable, Codable, Validating {
    /// The family's size on one device class, and the screen (in points, upright) it was given for.
    public struct Size: Hashable, Sendable, Codable {
        public var width: Double
        public var height: Double
        public var screen: Screen?

        public init(width: Double, height: Double, screen: Screen? = nil) {
            self.width = width
            self.height = height
            self.screen = screen
        }
    }

    /// A device screen in points, upright.
    public struct Screen: Hashable, Sendable, Codable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public var name: String
    public var displayName: String
    /// Space the content keeps from every edge of the panel.
    public var contentMargin: Double
    public var cornerRadius: Double
    /// Sizes by device class (`iphone`, `ipad`).
    public var sizes: [String: Size]
    /// Where the sizes come from.
    public var source: String

    /// A family as the data file gives it (checked by `validate()`).
    public init(name: String, displayName: String, contentMargin: Double, cornerRadius: Double, sizes: [String: Size], source: String) {
        self.name = name
        self.displayName = displayName
        self.contentMargin = contentMargin
        self.cornerRadius = cornerRadius
        self.sizes = sizes
        self.source = source
    }

    /// The device classes the family has a size for, sorted.
    public var classes: [String] { sizes.keys.sorted() }

    /// The largest size a panel may have in points.
    public static let largest = 2048.0

    /// Throws naming the field when a name, a size, the margin or the radius is out of range.
    public func validate() throws(InputError) {
        try SurfaceNames.check(name, field: "name")
        guard !displayName.isEmpty else { throw InputError(file: "", field: "displayName", message: "must not be empty") }
        try Check.nonNegative(contentMargin, "contentMargin")
        try Check.nonNegative(cornerRadius, "cornerRadius")
        guard !sizes.isEmpty else { throw InputError(file: "", field: "sizes", message: "must give a size for at least one device class") }
        for deviceClass in classes {
            guard let size = sizes[deviceClass] else { continue }
            let field = "sizes." + deviceClass
            try SurfaceNames.check(deviceClass, field: field)
            for (value, part) in [(size.width, "width"), (size.height, "height")] {
                try Check.positive(value, "\(field).\(part)")
                guard value <= Self.largest else {
                    throw InputError(file: "", field: "\(field).\(part)", message: "must be at most \(Self.largest.compactText) (got \(value.compactText))")
                }
            }
            guard 2 * contentMargin < Swift.min(size.width, size.height) else {
                throw InputError(file: "", field: "contentMargin",
                                 message: "\(contentMargin.compactText) pt leaves no room inside the \(size.width.compactText)×\(size.height.compactText) pt \(deviceClass) size")
            }
            guard 2 * cornerRadius <= Swift.min(size.width, size.height) else {
                throw InputError(file: "", field: "cornerRadius",
                                 message: "\(cornerRadius.compactText) pt is more than half of the \(deviceClass) size's shorter side")
            }
            if let screen = size.screen {
                try Check.positive(screen.width, field + ".screen.width")
                try Check.positive(screen.height, field + ".screen.height")
                guard size.width <= screen.width, size.height <= screen.height else {
                    throw InputError(file: "", field: field, message: "is larger than its screen (\(screen.width.compactText)×\(screen.height.compactText))")
                }
            }
        }
    }
}
