import CreaseInput

/// A device as data (S1): its displays in points, the fold, safe areas and cutouts, the Kept shell's
/// chrome (the device's, and any display's own: S8) and the posture thresholds. Loaded from `Fixtures/devices/<name>.json`.
public struct DeviceProfile: Hashable, Sendable, Codable, Validating {
    public var name: String
    public var displayName: String
    /// Device pixels per point on the real hardware (renders choose their own scale).
    public var scale: Double
    /// The display used folded (`cover`); on a single-screen phone, its only display.
    public var cover: Display
    /// The inner display used opened (`spread`, `halfOpened`); `nil` on a single-screen phone.
    public var inner: Display?
    /// The fold of the inner display, described upright; required whenever `inner` is set, unless
    /// `folds` is.
    public var fold: Fold?
    /// The folds of an inner display that folds more than once (S7: a tri-fold's two hinges), in
    /// order from the display's leading edge, all on one axis; in place of `fold`.
    public var folds: [Fold]?
    public var shell: Shell
    public var postures: PostureBands

    public init(name: String, displayName: String, scale: Double, cover: Display, inner: Display?,
                fold: Fold?, folds: [Fold]? = nil, shell: Shell, postures: PostureBands) {
        self.name = name
        self.displayName = displayName
        self.scale = scale
        self.cover = cover
        self.inner = inner
        self.fold = fold
        self.folds = folds
        self.shell = shell
        self.postures = postures
    }

    /// Whether the device opens into two pages or more.
    public var isFoldable: Bool { inner != nil }

    /// Every fold of the inner display, leading first: `folds`, or the one `fold` (S7).
    public var everyFold: [Fold] { folds ?? fold.map { [$0] } ?? [] }

    /// The bands fold `index` reads its own hinge sensor with (S7): its own, else the device's.
    public func bands(ofFold index: Int) -> PostureBands {
        let all = everyFold
        return index >= 0 && index < all.count ? all[index].postures ?? postures : postures
    }

    /// One physical display, upright, with its safe areas in each orientation.
    public struct Display: Hashable, Sendable, Codable {
        public var width: Double
        public var height: Double
        public var cornerRadius: Double
        public var safeArea: SafeAreas
        /// This display's own shell chrome (S8), when it is not the device's: a small cover need not
        /// carry the inner display's dock. `nil`: the device's `shell`.
        public var shell: Shell?
        /// Camera islands and punch holes on this display (S8), upright; `nil`: none.
        public var cutouts: [Cutout]?

        public init(width: Double, height: Double, cornerRadius: Double, safeArea: SafeAreas,
                    shell: Shell? = nil, cutouts: [Cutout]? = nil) {
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
            self.safeArea = safeArea
            self.shell = shell
            self.cutouts = cutouts
        }
    }

    /// A camera island or punch hole (S8): a shape on the display, upright, in points from the display's
    /// top left, with the clearance content keeps from it. The edge it lies nearest grows its safe area
    /// to clear it, as the platforms derive safe insets from a cutout, and the picture draws the shape.
    public struct Cutout: Hashable, Sendable, Codable {
        public enum Shape: String, Hashable, Sendable, Codable, InputChoice {
            /// A punch hole: the circle inside the rectangle.
            case circle
            /// A camera island with round ends: the capsule inside the rectangle.
            case pill
            /// A notch with square corners.
            case rectangle
        }
        public var shape: Shape
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// How far content keeps from the shape.
        public var clearance: Double

        public init(shape: Shape, x: Double, y: Double, width: Double, height: Double, clearance: Double) {
            self.shape = shape
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.clearance = clearance
        }
    }

    /// The shell chrome `display` shows: its own, else the device's.
    public func shell(of display: Display) -> Shell { display.shell ?? shell }

    public struct SafeAreas: Hashable, Sendable, Codable {
        public var upright: Insets
        public var landscape: Insets
        public init(upright: Insets, landscape: Insets) {
            self.upright = upright
            self.landscape = landscape
        }
    }

    /// The fold of the inner display, upright: a vertical fold splits it into left and right pages.
    public struct Fold: Hashable, Sendable, Codable {
        public enum Axis: String, Hashable, Sendable, Codable, InputChoice { case vertical, horizontal }
        public var axis: Axis
        /// Distance from the display's leading (upright: left, or top for a horizontal axis) edge
        /// to the start of the hinge or crease.
        public var position: Double
        /// Hinge width; 0 for a crease.
        public var width: Double
        /// How far content keeps from the hinge or crease on each side.
        public var clearance: Double
        /// This fold's own posture bands, read from its own hinge sensor (S7); `nil`: the device's.
        public var postures: PostureBands?

        public init(axis: Axis, position: Double, width: Double, clearance: Double, postures: PostureBands? = nil) {
            self.axis = axis
            self.position = position
            self.width = width
            self.clearance = clearance
            self.postures = postures
        }
    }

    /// The Kept shell's own chrome: the top rail and the side dock.
    public struct Shell: Hashable, Sendable, Codable {
        /// Height of the rail that sits below the top safe area.
        public var railHeight: Double
        /// Width of the dock on the display's trailing edge; 0 when the device has none.
        public var dockWidth: Double
        /// Space content keeps before the dock.
        public var dockMargin: Double
        /// Space between a page's content region and the card on other edges.
        public var pageMargin: Double

        public init(railHeight: Double, dockWidth: Double, dockMargin: Double, pageMargin: Double) {
            self.railHeight = railHeight
            self.dockWidth = dockWidth
            self.dockMargin = dockMargin
            self.pageMargin = pageMargin
        }
    }

    /// Angles between the halves in degrees (180 = flat) that decide the raw posture, and the
    /// debouncer's noise gate and hold time.
    public struct PostureBands: Hashable, Sendable, Codable {
        public var closedBelow: Double
        public var flatFrom: Double
        public var fullyOpenFrom: Double
        /// Two-screen devices folded back past this angle are in their cover posture; `nil` when
        /// the device cannot fold back.
        public var foldedBackFrom: Double?
        public var noiseGate: Double
        public var holdMilliseconds: Double
        /// Angular speed (degrees per second) under which a partial fold counts as held.
        public var steadyDegreesPerSecond: Double
        /// The platform's own hysteresis on the fold's state (M8): the inner display's `FoldingFeature`
        /// turns `HALF_OPENED` once the angle falls this far below `flatFrom`, and `FLAT` again at
        /// `flatFrom`, at once and whatever the app's debouncing commits. `nil`: 5°.
        public var foldStateHysteresis: Double?

        /// `foldStateHysteresis`, or its default.
        public var platformHysteresis: Double { foldStateHysteresis ?? 5 }

        public init(closedBelow: Double = 30, flatFrom: Double = 150, fullyOpenFrom: Double = 165,
                    foldedBackFrom: Double? = nil, noiseGate: Double = 7.5, holdMilliseconds: Double = 300,
                    steadyDegreesPerSecond: Double = 45) {
            self.closedBelow = closedBelow
            self.flatFrom = flatFrom
            self.fullyOpenFrom = fullyOpenFrom
            self.foldedBackFrom = foldedBackFrom
            self.noiseGate = noiseGate
            self.holdMilliseconds = holdMilliseconds
            self.steadyDegreesPerSecond = steadyDegreesPerSecond
        }
    }

    /// The longest side of a display, and any other length of a profile, in points.
    public static let largestLength = 5000.0
    /// The most area a display may have, in square points: 4,444,444 pt² at 3× (the largest render
    /// scale) is the PNG reader's 40 million pixels, so every display renders at every scale.
    public static let largestArea = 4_444_444.0
    /// The most milliseconds a partial fold may need to be held before it commits.
    public static let longestHold = 60_000.0
    /// The fastest angular speed that still counts as steady, in degrees per second.
    public static let fastestSteady = 100_000.0

    /// Every number has a range (docs/formats.md, Limits), checked before anything is laid out or
    /// allocated: lengths 0…5000 pt, display sides 1…5000 pt, angles 0…360°, the scale 0.5…10.
    public func validate() throws(InputError) {
        guard !name.isEmpty else { throw InputError(file: "", field: "name", message: "must not be empty") }
        try Check.within(scale, 0.5...10, "scale", unit: " px/pt")
        try Self.validate(cover, "cover")
        if let inner {
            try Self.validate(inner, "inner")
            if fold != nil, folds != nil {
                throw InputError(file: "", field: "folds", message: "and fold are both given: one fold is `fold`, two or more are `folds`")
            }
            if let folds, folds.count < 2 {
                throw InputError(file: "", field: "folds", message: "holds \(folds.count) fold\(folds.count == 1 ? "" : "s"); one fold is `fold`, two or more are `folds`")
            }
            let all = everyFold
            guard !all.isEmpty else {
                throw InputError(file: "", field: "fold", message: "is required when the device has an inner display")
            }
            var end = 0.0
            for (k, fold) in all.enumerated() {
                let f = folds == nil ? "fold" : "folds[\(k)]"
                guard fold.axis == all[0].axis else {
                    throw InputError(file: "", field: f + ".axis", message: "must be \(all[0].axis.rawValue) like folds[0]: a display's folds run one way")
                }
                let extent = fold.axis == .vertical ? inner.width : inner.height
                try Check.nonNegative(fold.position, f + ".position")
                try Check.nonNegative(fold.width, f + ".width")
                try Check.within(fold.clearance, 0...Self.largestLength, f + ".clearance", unit: " pt")
                guard fold.position > 0, fold.position + fold.width < extent else {
                    throw InputError(file: "", field: f + ".position",
                                     message: "puts the fold (\(fold.position.compactText)–\((fold.position + fold.width).compactText)) outside the inner display (0–\(extent.compactText))")
                }
                if k > 0 {
                    guard fold.position > end else {
                        throw InputError(file: "", field: f + ".position",
                                         message: "must lie past the fold before it (which ends at \(end.compactText)): folds are listed from the leading edge and leave a page between them")
                    }
                }
                end = fold.position + fold.width
                if let bands = fold.postures { try Self.validate(bands, f + ".postures") }
            }
        } else if fold != nil || folds != nil {
            throw InputError(file: "", field: fold != nil ? "fold" : "folds", message: "needs an inner display to fold")
        }
        try Self.validate(shell, "shell")
        try Self.validate(postures, "postures")
    }

    static func validate(_ b: PostureBands, _ field: String) throws(InputError) {
        for (value, name) in [(b.closedBelow, "closedBelow"), (b.flatFrom, "flatFrom"), (b.fullyOpenFrom, "fullyOpenFrom")] {
            try Check.within(value, 0...360, field + "." + name, unit: "°")
        }
        try Check.within(b.noiseGate, 0...180, field + ".noiseGate", unit: "°")
        if let h = b.foldStateHysteresis { try Check.within(h, 0...90, field + ".foldStateHysteresis", unit: "°") }
        try Check.within(b.holdMilliseconds, 0...Self.longestHold, field + ".holdMilliseconds", unit: " ms")
        try Check.within(b.steadyDegreesPerSecond, 0...Self.fastestSteady, field + ".steadyDegreesPerSecond", unit: "°/s")
        guard b.closedBelow < b.flatFrom, b.flatFrom <= b.fullyOpenFrom, b.fullyOpenFrom <= 360 else {
            throw InputError(file: "", field: field,
                             message: "bands must rise: closedBelow < flatFrom <= fullyOpenFrom <= 360")
        }
        if let back = b.foldedBackFrom {
            try Check.within(back, 0...360, field + ".foldedBackFrom", unit: "°")
            guard back > b.fullyOpenFrom else {
                throw InputError(file: "", field: field + ".foldedBackFrom", message: "must lie between fullyOpenFrom and 360")
            }
        }
    }

    static func validate(_ shell: Shell, _ field: String) throws(InputError) {
        for (value, name) in [(shell.railHeight, "railHeight"), (shell.dockWidth, "dockWidth"), (shell.dockMargin, "dockMargin"),
                              (shell.pageMargin, "pageMargin")] {
            try Check.within(value, 0...largestLength, field + "." + name, unit: " pt")
        }
    }

    static func validate(_ display: Display, _ field: String) throws(InputError) {
        try Check.within(display.width, 1...largestLength, field + ".width", unit: " pt")
        try Check.within(display.height, 1...largestLength, field + ".height", unit: " pt")
        guard display.width * display.height <= largestArea else {
            throw InputError(file: "", field: field,
                             message: "is \(display.width.compactText)×\(display.height.compactText) pt (\(Check.text((display.width * display.height).rounded())) pt²); "
                                + "a display may have at most \(Check.text(largestArea)) pt², which is 40 million pixels at 3×")
        }
        try Check.within(display.cornerRadius, 0...(Swift.min(display.width, display.height) / 2), field + ".cornerRadius",
                         unit: " pt (half the shorter side)")
        // The display as held each way: its insets, width and height.
        let held = [(orientation: "upright", insets: display.safeArea.upright, w: display.width, h: display.height),
                    (orientation: "landscape", insets: display.safeArea.landscape, w: display.height, h: display.width)]
        for (orientation, insets, w, h) in held {
            let f = "\(field).safeArea.\(orientation)"
            for (value, edge) in [(insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"), (insets.right, "right")] {
                try Check.within(value, 0...largestLength, f + "." + edge, unit: " pt")
            }
            guard insets.left + insets.right < w, insets.top + insets.bottom < h else {
                throw InputError(file: "", field: f, message: "leaves no room on the display")
            }
        }
        if let shell = display.shell { try validate(shell, field + ".shell") }
        for (k, cutout) in (display.cutouts ?? []).enumerated() {
            let f = "\(field).cutouts[\(k)]"
            try Check.within(cutout.width, 0...largestLength, f + ".width", unit: " pt")
            try Check.within(cutout.height, 0...largestLength, f + ".height", unit: " pt")
            try Check.within(cutout.clearance, 0...largestLength, f + ".clearance", unit: " pt")
            try Check.within(cutout.x, 0...Swift.max(0, display.width - cutout.width), f + ".x", unit: " pt (the cutout lies on the display)")
            try Check.within(cutout.y, 0...Swift.max(0, display.height - cutout.height), f + ".y", unit: " pt (the cutout lies on the display)")
            guard cutout.width > 0, cutout.height > 0 else {
                throw InputError(file: "", field: f, message: "has no area: a cutout is at least a point wide and high")
            }
        }
        for (orientation, insets, w, h) in held {
            let cleared = Surface.clearing(insets, of: display.cutouts ?? [], width: w, height: h, landscape: orientation == "landscape")
            guard cleared.left + cleared.right < w, cleared.top + cleared.bottom < h else {
                throw InputError(file: "", field: "\(field).cutouts", message: "leave no room on the display \(orientation) with their clearance")
            }
        }
    }
}
