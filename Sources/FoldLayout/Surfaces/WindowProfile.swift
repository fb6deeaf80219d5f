import CreaseInput

/// A desktop window as data: its height, the range its width may be resized in and the widths a
/// review shows, the title bar, a sidebar along the leading edge, the content margin, and the text
/// sizes the platform offers. Loaded from `windows/<name>.json`.
public struct WindowProfile: Hashable, Sendable, Codable, Validating {
    public var name: String
    public var displayName: String
    public var height: Double
    public var minWidth: Double
    public var maxWidth: Double
    /// The widths shown when none is asked for, each inside `minWidth…maxWidth`.
    public var widths: [Int]
    public var titleBarHeight: Double
    public var sidebarWidth: Double
    /// Space between the page's edges (below the title bar) and its content.
    public var contentMargin: Double
    public var cornerRadius: Double
    /// The text sizes the platform lets a user choose; a platform without Dynamic Type offers `L` only.
    public var contentSizes: [ContentSize]
    /// Device pixels per point on the usual hardware (renders choose their own scale).
    public var scale: Double

    /// A window as the data file gives it (checked by `validate()`).
    public init(name: String, displayName: String, height: Double, minWidth: Double, maxWidth: Double, widths: [Int],
                titleBarHeight: Double, sidebarWidth: Double, contentMargin: Double, cornerRadius: Double,
                contentSizes: [ContentSize] = [.L], scale: Double = 2) {
        self.name = name
        self.displayName = displayName
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.widths = widths
        self.titleBarHeight = titleBarHeight
        self.sidebarWidth = sidebarWidth
        self.contentMargin = contentMargin
        self.cornerRadius = cornerRadius
        self.contentSizes = contentSizes
        self.scale = scale
    }

    /// The largest width or height a window may have in points.
    public static let largest = 8192.0
    /// The narrowest content column a window must leave beside its sidebar.
    public static let narrowestContent = 240.0

    /// Throws naming the field when a size, a width, the title bar, the sidebar or the margin is out of range.
    public func validate() throws(InputError) {
        try SurfaceNames.check(name, field: "name")
        guard !displayName.isEmpty else { throw InputError(file: "", field: "displayName", message: "must not be empty") }
        try Check.positive(scale, "scale")
        guard scale <= 10 else { throw InputError(file: "", field: "scale", message: "must be at most 10 (got \(scale.compactText))") }
        for (value, field) in [(height, "height"), (minWidth, "minWidth"), (maxWidth, "maxWidth")] {
            try Check.positive(value, field)
            guard value <= Self.largest else {
                throw InputError(file: "", field: field, message: "must be at most \(Self.largest.compactText) (got \(value.compactText))")
            }
        }
        guard minWidth <= maxWidth else {
            throw InputError(file: "", field: "maxWidth", message: "must not be below minWidth (\(maxWidth.compactText) < \(minWidth.compactText))")
        }
        for (value, field) in [(titleBarHeight, "titleBarHeight"), (sidebarWidth, "sidebarWidth"),
                               (contentMargin, "contentMargin"), (cornerRadius, "cornerRadius")] {
            try Check.nonNegative(value, field)
        }
        guard titleBarHeight + 2 * contentMargin < height else {
            throw InputError(file: "", field: "titleBarHeight", message: "and the content margins leave no room in a \(height.compactText) pt high window")
        }
        let room = minWidth - sidebarWidth - 2 * contentMargin
        guard room >= Self.narrowestContent else {
            throw InputError(file: "", field: "sidebarWidth",
                             message: "leaves \(room.compactText) pt for content at the minimum width; at least \(Self.narrowestContent.compactText) pt is needed")
        }
        guard 2 * cornerRadius <= Swift.min(minWidth, height) else {
            throw InputError(file: "", field: "cornerRadius", message: "is more than half of the window's shorter side")
        }
        guard !widths.isEmpty else { throw InputError(file: "", field: "widths", message: "must list at least one width") }
        for (i, width) in widths.enumerated() {
            try checkWidth(width, field: "widths[\(i)]")
        }
        guard !contentSizes.isEmpty else { throw InputError(file: "", field: "contentSizes", message: "must list at least one text size") }
    }

    /// Throws unless `width` lies inside the window's resizable range; `field` names where it came from.
    public func checkWidth(_ width: Int, field: String, file: String = "") throws(InputError) {
        guard Double(width) >= minWidth, Double(width) <= maxWidth else {
            throw InputError(file: file, field: field,
                             message: "\(width) is outside \(name)'s widths (\(minWidth.compactText)–\(maxWidth.compactText))")
        }
    }
}
