import CreaseInput
import FoldLayout
import FoldRender
import FoldSnapshot

/// The snapshot cases a package declares (T9): the one list its tests check and `crease snapshot`
/// verifies, records, reports and prunes. Kept in `Snapshots/suite.json`; see docs/formats.md.
public struct SnapshotSuite: Hashable, Sendable, Codable, Validating {
    /// Every combination of the listed values. Postures left out mean every posture each device has.
    /// Besides devices, a matrix may list widget families (with `classes`, by default each family's
    /// own) and windows (with `widths`, by default each window's own).
    public struct Matrix: Hashable, Sendable, Codable {
        public var scenarios: [String]
        public var devices: [String]
        public var postures: [Posture]?
        public var orientations: [Orientation]?
        public var sizes: [ContentSize]?
        public var appearances: [Appearance]?
        /// Pixels per point, or `"device"` for each device's own density (T18).
        public var scales: [ScaleSetting]?
        public var widgets: [String]?
        public var classes: [String]?
        public var windows: [String]?
        public var widths: [Int]?
        /// Each case also checks its accessibility snapshot (A2): the reading order as text, against a
        /// `.reading-order.txt` reference beside the image.
        public var readingOrder: Bool?
        /// Each case also checks its layout snapshot (T12): a `.layout.txt` reference beside the image.
        public var layout: Bool?
        /// Node id globs each case masks (T14).
        public var masks: [String]?
        /// Each case captures its page whole (T18).
        public var fullPage: Bool?

        public init(scenarios: [String], devices: [String], postures: [Posture]? = nil, orientations: [Orientation]? = nil,
                    sizes: [ContentSize]? = nil, appearances: [Appearance]? = nil, scales: [ScaleSetting]? = nil,
                    widgets: [String]? = nil, classes: [String]? = nil, windows: [String]? = nil, widths: [Int]? = nil,
                    readingOrder: Bool? = nil, layout: Bool? = nil, masks: [String]? = nil) {
            self.scenarios = scenarios
            self.devices = devices
            self.postures = postures
            self.orientations = orientations
            self.sizes = sizes
            self.appearances = appearances
            self.scales = scales
            self.widgets = widgets
            self.classes = classes
            self.windows = windows
            self.widths = widths
            self.readingOrder = readingOrder
            self.layout = layout
            self.masks = masks
        }

        enum CodingKeys: String, CodingKey {
            case scenarios, devices, postures, orientations, sizes, appearances, scales, widgets, classes, windows, widths, readingOrder, layout, masks
            case fullPage
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            scenarios = try c.decode([String].self, forKey: .scenarios)
            devices = try c.decodeIfPresent([String].self, forKey: .devices) ?? []
            postures = try c.decodeIfPresent([Posture].self, forKey: .postures)
            orientations = try c.decodeIfPresent([Orientation].self, forKey: .orientations)
            sizes = try c.decodeIfPresent([ContentSize].self, forKey: .sizes)
            appearances = try c.decodeIfPresent([Appearance].self, forKey: .appearances)
            scales = try c.decodeIfPresent([ScaleSetting].self, forKey: .scales)
            widgets = try c.decodeIfPresent([String].self, forKey: .widgets)
            classes = try c.decodeIfPresent([String].self, forKey: .classes)
            windows = try c.decodeIfPresent([String].self, forKey: .windows)
            widths = try c.decodeIfPresent([Int].self, forKey: .widths)
            readingOrder = try c.decodeIfPresent(Bool.self, forKey: .readingOrder)
            layout = try c.decodeIfPresent(Bool.self, forKey: .layout)
            masks = try c.decodeIfPresent([String].self, forKey: .masks)
            fullPage = try c.decodeIfPresent(Bool.self, forKey: .fullPage)
        }

        /// A matrix of widgets or windows alone writes no `devices`.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(scenarios, forKey: .scenarios)
            if !devices.isEmpty || (widgets ?? []).isEmpty && (windows ?? []).isEmpty { try c.encode(devices, forKey: .devices) }
            try c.encodeIfPresent(postures, forKey: .postures)
            try c.encodeIfPresent(orientations, forKey: .orientations)
            try c.encodeIfPresent(sizes, forKey: .sizes)
            try c.encodeIfPresent(appearances, forKey: .appearances)
            try c.encodeIfPresent(scales, forKey: .scales)
            try c.encodeIfPresent(widgets, forKey: .widgets)
            try c.encodeIfPresent(classes, forKey: .classes)
            try c.encodeIfPresent(windows, forKey: .windows)
            try c.encodeIfPresent(widths, forKey: .widths)
            try c.encodeIfPresent(readingOrder, forKey: .readingOrder)
            try c.encodeIfPresent(layout, forKey: .layout)
            try c.encodeIfPresent(masks, forKey: .masks)
            try c.encodeIfPresent(fullPage, forKey: .fullPage)
        }
    }

    public static let currentVersion = 1

    public var version: Int
    /// The suite's tolerance; exact when absent (T3).
    public var tolerance: Tolerance?
    public var matrices: [Matrix]
    public var cases: [SnapshotCase]
    /// References written from images the tests make themselves (`assertSnapshot(of: image, …)`):
    /// the command line cannot render them, and never prunes them.
    public var images: [String]

    public init(tolerance: Tolerance? = nil, matrices: [Matrix] = [], cases: [SnapshotCase] = [], images: [String] = []) {
        self.version = Self.currentVersion
        self.tolerance = tolerance
        self.matrices = matrices
        self.cases = cases
        self.images = images
    }

    enum CodingKeys: String, CodingKey { case version, tolerance, matrices, cases, images }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        tolerance = try c.decodeIfPresent(Tolerance.self, forKey: .tolerance)
        matrices = try c.decodeIfPresent([Matrix].self, forKey: .matrices) ?? []
        cases = try c.decodeIfPresent([SnapshotCase].self, forKey: .cases) ?? []
        images = try c.decodeIfPresent([String].self, forKey: .images) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encodeIfPresent(tolerance, forKey: .tolerance)
        if !matrices.isEmpty { try c.encode(matrices, forKey: .matrices) }
        try c.encode(cases, forKey: .cases)
        if !images.isEmpty { try c.encode(images, forKey: .images) }
    }

    public func validate() throws(InputError) {
        guard version == Self.currentVersion else {
            throw InputError(file: "", field: "version", message: "must be \(Self.currentVersion) (got \(version))")
        }
        try tolerance?.validate()
        for (i, c) in cases.enumerated() { try c.validate(field: "cases[\(i)]") }
        for (i, m) in matrices.enumerated() {
            for (j, s) in (m.scales ?? []).enumerated() {
                if let problem = s.problem { throw InputError(file: "", field: "matrices[\(i)].scales[\(j)]", message: problem) }
            }
            if m.scenarios.isEmpty { throw InputError(file: "", field: "matrices[\(i)].scenarios", message: "must name at least one scenario") }
            if m.devices.isEmpty && (m.widgets ?? []).isEmpty && (m.windows ?? []).isEmpty {
                throw InputError(file: "", field: "matrices[\(i)].devices", message: "must name at least one device (or widgets or windows)")
            }
            try SnapshotCase.validateMasks(m.masks ?? [], field: "matrices[\(i)].masks")
            for (j, w) in (m.widths ?? []).enumerated() where w <= 0 {
                throw InputError(file: "", field: "matrices[\(i)].widths[\(j)]", message: "must be a positive width in points (got \(w))")
            }
        }
        for (i, name) in images.enumerated() {
            try SnapshotCase.validateName(name.hasSuffix(".png") ? String(name.dropLast(4)) : name, field: "images[\(i)]")
        }
    }

    /// Every case, matrices expanded first, in the order declared. `device`, `widget` and `window` load
    /// a device, a widget family and a window by name (a matrix without postures takes each device's
    /// own, without classes each family's, without widths each window's). Two cases that would write
    /// one reference are an error naming both.
    public func expanded(scenario: (String) throws(InputError) -> Void = { _ throws(InputError) in },
                         device: (String) throws(InputError) -> DeviceProfile,
                         widget: (String) throws(InputError) -> PanelFamily = { name throws(InputError) in
                             throw InputError(file: "", message: "no widget family '\(name)' can be loaded here") },
                         window: (String) throws(InputError) -> WindowProfile = { name throws(InputError) in
                             throw InputError(file: "", message: "no window '\(name)' can be loaded here") }) throws(InputError) -> [SnapshotCase] {
        var out: [SnapshotCase] = []
        var origin: [String: String] = [:]
        func add(_ c: SnapshotCase, _ field: String, from m: Matrix? = nil) throws(InputError) {
            var c = c
            if m?.readingOrder == true { c.readingOrder = true }
            if m?.layout == true { c.layout = true }
            // A widget's panel does not scroll: a matrix's full page is its displays' and windows'.
            if m?.fullPage == true, c.key.surface.isScrollable { c.key.fullPage = true }
            if let masks = m?.masks { c.masks = masks }
            if let first = origin[c.fileName] {
                throw InputError(file: "", field: field, message: "declares \(c.fileName) again (first declared by \(first))")
            }
            origin[c.fileName] = field
            out.append(c)
        }
        // A name the suite gives at `field`: a file's own fault is reported in that file (by its field), a
        // name that names nothing at the suite's field (T17).
        func load<T>(_ name: String, _ field: String, _ named: (String) throws(InputError) -> T) throws(InputError) -> T {
            do { return try named(name) } catch { throw Self.isFileFault(error) ? error : InputError(file: "", field: field, message: error.message) }
        }
        func load(_ name: String, _ field: String) throws(InputError) -> DeviceProfile { try load(name, field, device) }
        func check(_ name: String, _ field: String) throws(InputError) { try load(name, field, scenario) }
        for (i, m) in matrices.enumerated() {
            for (k, name) in m.scenarios.enumerated() { try check(name, "matrices[\(i)].scenarios[\(k)]") }
        }
        for (i, c) in cases.enumerated() { try check(c.key.scenario, "cases[\(i)].scenario") }
        for (i, m) in matrices.enumerated() {
            for (d, deviceName) in m.devices.enumerated() {
                let profile = try load(deviceName, "matrices[\(i)].devices[\(d)]")
                let has = StateMatrix.postures(for: profile)
                // A posture the device lacks would render another and be named for it (T17).
                for (j, posture) in (m.postures ?? []).enumerated() where !has.contains(posture) {
                    throw InputError(file: "", field: "matrices[\(i)].postures[\(j)]",
                                     message: Self.lacks(posture, deviceName, has))
                }
                for posture in m.postures ?? has {
                    for orientation in m.orientations ?? [.upright] {
                        for scenario in m.scenarios {
                            for size in m.sizes ?? [.L] {
                                for appearance in m.appearances ?? [.light] {
                                    for (k, scale) in (m.scales ?? [.pixels(1)]).enumerated() {
                                        try add(SnapshotCase(StateKey(scenario: scenario, device: deviceName, posture: posture,
                                                                      orientation: orientation, size: size, appearance: appearance,
                                                                      scale: scale.on(profile, field: "matrices[\(i)].scales[\(k)]"))), "matrices[\(i)]", from: m)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            for (w, name) in (m.widgets ?? []).enumerated() {
                let family = try load(name, "matrices[\(i)].widgets[\(w)]", widget)
                for deviceClass in m.classes ?? family.classes {
                    guard family.sizes[deviceClass] != nil else {
                        throw InputError(file: "", field: "matrices[\(i)].classes",
                                         message: "'\(deviceClass)' is no device class of \(name) (known: \(family.classes.joined(separator: ", ")))")
                    }
                    for scenario in m.scenarios {
                        for size in m.sizes ?? [.L] {
                            for appearance in m.appearances ?? [.light] {
                                for (k, setting) in (m.scales ?? [.pixels(1)]).enumerated() {
                                    let scale = try setting.on(widget: name, field: "matrices[\(i)].scales[\(k)]")
                                    try add(SnapshotCase(StateKey(scenario: scenario, widget: name, deviceClass: deviceClass, size: size,
                                                                  appearance: appearance, scale: scale)), "matrices[\(i)]", from: m)
                                }
                            }
                        }
                    }
                }
            }
            for (w, name) in (m.windows ?? []).enumerated() {
                let profile = try load(name, "matrices[\(i)].windows[\(w)]", window)
                for (j, width) in (m.widths ?? profile.widths).enumerated() {
                    try profile.checkWidth(width, field: m.widths == nil ? "matrices[\(i)].windows" : "matrices[\(i)].widths[\(j)]")
                    for scenario in m.scenarios {
                        for size in m.sizes ?? [.L] {
                            for appearance in m.appearances ?? [.light] {
                                for (k, scale) in (m.scales ?? [.pixels(1)]).enumerated() {
                                    try add(SnapshotCase(StateKey(scenario: scenario, window: name, width: width, size: size, appearance: appearance,
                                                                  scale: scale.on(profile, field: "matrices[\(i)].scales[\(k)]"))), "matrices[\(i)]", from: m)
                                }
                            }
                        }
                    }
                }
            }
        }
        for (i, c) in cases.enumerated() {
            var c = c
            switch c.key.surface {
            case .display:
                let profile = try load(c.key.device, "cases[\(i)].device")
                let has = StateMatrix.postures(for: profile)
                if !has.contains(c.key.posture) {
                    throw InputError(file: "", field: "cases[\(i)].posture", message: Self.lacks(c.key.posture, c.key.device, has))
                }
                if c.deviceScale { c.key.scale = try ScaleSetting.device.on(profile, field: "cases[\(i)].scale") }
            case .window where c.deviceScale:
                c.key.scale = try ScaleSetting.device.on(try load(c.key.device, "cases[\(i)].window", window), field: "cases[\(i)].scale")
            case .widget(let family) where c.deviceScale:
                c.key.scale = try ScaleSetting.device.on(widget: family, field: "cases[\(i)].scale")
            default:
                break
            }
            try add(c, "cases[\(i)]")
        }
        for (i, name) in images.enumerated() {
            let file = name.hasSuffix(".png") ? name : name + ".png"
            if let first = origin[file] {
                throw InputError(file: "", field: "images[\(i)]", message: "declares \(file) again (first declared by \(first))")
            }
            origin[file] = "images[\(i)]"
        }
        return out
    }

    /// Whether a fixture's error is its file's own (it names a file, not a command-line label such as
    /// `--device`, which a name found nowhere is reported against).
    static func isFileFault(_ error: InputError) -> Bool { !error.file.isEmpty && !error.file.hasPrefix("--") }

    /// "'spread' is no posture of iphone (it has: cover)".
    static func lacks(_ posture: Posture, _ device: String, _ has: [Posture]) -> String {
        "'\(posture.rawValue)' is no posture of \(device) (it has: \(has.map(\.rawValue).joined(separator: ", ")))"
    }

    /// Reference names the suite produces: its cases' images, reading orders and layouts, and its images'.
    public func referenceNames(_ cases: [SnapshotCase]) -> Set<String> {
        Set(cases.map(\.fileName)).union(cases.compactMap(\.readingOrderFileName)).union(cases.compactMap(\.layoutFileName))
            .union(images.map { $0.hasSuffix(".png") ? $0 : $0 + ".png" })
    }
}
