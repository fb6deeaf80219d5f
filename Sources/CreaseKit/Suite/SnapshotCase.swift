import CreaseInput
import FoldLayout
import FoldRender
import FoldSnapshot

/// One snapshot a package declares: a scenario state on a device, the reference it is compared
/// with, and an optional tolerance of its own.
public struct SnapshotCase: Hashable, Sendable, Codable, CustomStringConvertible {
    public var key: StateKey
    /// The reference's name without `.png`, when not the state's own file name.
    public var name: String?
    /// Overrides the suite's tolerance for this case.
    public var tolerance: Tolerance?
    /// The case also checks its accessibility snapshot (A2): the reading order as text.
    public var readingOrder: Bool
    /// The case also checks its layout snapshot (T12): every node's frame and lines as text.
    public var layout: Bool
    /// Node id globs painted over in both images before comparing (T14): content that legitimately varies.
    public var masks: [String]
    /// `"scale": "device"`: the key's scale is the device's own density, set when the suite is expanded (T18).
    public var deviceScale = false

    public init(_ key: StateKey, name: String? = nil, tolerance: Tolerance? = nil, readingOrder: Bool = false,
                layout: Bool = false, masks: [String] = []) {
        self.key = key
        self.name = name.map { $0.hasSuffix(".png") ? String($0.dropLast(4)) : $0 }
        self.tolerance = tolerance
        self.readingOrder = readingOrder
        self.layout = layout
        self.masks = masks
    }

    /// The reference's file name in `Snapshots/`.
    public var fileName: String { name.map { $0 + ".png" } ?? key.fileName }

    /// The text reference of the reading order beside the image, when the case checks one.
    public var readingOrderFileName: String? { readingOrder ? SnapshotStore.textReference(for: fileName) : nil }

    /// The layout snapshot beside the image, when the case checks one.
    public var layoutFileName: String? { layout ? SnapshotStore.layoutReference(for: fileName) : nil }

    public var description: String { SnapshotStore.stem(fileName) }

    enum CodingKeys: String, CodingKey {
        case scenario, device, posture, orientation, size, appearance, scale, name, tolerance, widget, window, width, readingOrder, layout, masks
        case fullPage
    }

    /// A display case names `device` and `posture`; a widget case `widget` and `device` (its device
    /// class); a window case `window` and `width`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let scenario = try c.decode(String.self, forKey: .scenario)
        let size = try c.decodeIfPresent(ContentSize.self, forKey: .size) ?? .L
        let appearance = try c.decodeIfPresent(Appearance.self, forKey: .appearance) ?? .light
        let setting = try c.decodeIfPresent(ScaleSetting.self, forKey: .scale) ?? .pixels(1)
        let scale: Double
        if case .pixels(let value) = setting { scale = value } else { scale = 1 }
        if let family = try c.decodeIfPresent(String.self, forKey: .widget) {
            key = StateKey(scenario: scenario, widget: family, deviceClass: try c.decode(String.self, forKey: .device), size: size,
                           appearance: appearance, scale: scale)
        } else if let window = try c.decodeIfPresent(String.self, forKey: .window) {
            key = StateKey(scenario: scenario, window: window, width: try c.decode(Int.self, forKey: .width), size: size,
                           appearance: appearance, scale: scale)
        } else {
            key = StateKey(scenario: scenario, device: try c.decode(String.self, forKey: .device),
                           posture: try c.decode(Posture.self, forKey: .posture),
                           orientation: try c.decodeIfPresent(Orientation.self, forKey: .orientation) ?? .upright,
                           size: size, appearance: appearance, scale: scale)
        }
        name = try c.decodeIfPresent(String.self, forKey: .name)
        tolerance = try c.decodeIfPresent(Tolerance.self, forKey: .tolerance)
        readingOrder = try c.decodeIfPresent(Bool.self, forKey: .readingOrder) ?? false
        layout = try c.decodeIfPresent(Bool.self, forKey: .layout) ?? false
        masks = try c.decodeIfPresent([String].self, forKey: .masks) ?? []
        deviceScale = setting == .device
        key.fullPage = try c.decodeIfPresent(Bool.self, forKey: .fullPage) ?? false
    }

    /// Only what differs from the defaults (upright, L, light, 1×) is written.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key.scenario, forKey: .scenario)
        switch key.surface {
        case .display:
            try c.encode(key.device, forKey: .device)
            try c.encode(key.posture, forKey: .posture)
        case .widget(let family):
            try c.encode(family, forKey: .widget)
            try c.encode(key.device, forKey: .device)
        case .window(let width):
            try c.encode(key.device, forKey: .window)
            try c.encode(width, forKey: .width)
        }
        if key.orientation != .upright { try c.encode(key.orientation, forKey: .orientation) }
        if key.size != .L { try c.encode(key.size, forKey: .size) }
        if key.appearance != .light { try c.encode(key.appearance, forKey: .appearance) }
        if deviceScale { try c.encode(ScaleSetting.device, forKey: .scale) } else if key.scale != 1 { try c.encode(key.scale, forKey: .scale) }
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(tolerance, forKey: .tolerance)
        if readingOrder { try c.encode(true, forKey: .readingOrder) }
        if layout { try c.encode(true, forKey: .layout) }
        if !masks.isEmpty { try c.encode(masks, forKey: .masks) }
        if key.fullPage { try c.encode(true, forKey: .fullPage) }
    }

    /// Checks the scale and the reference name (a plain file name), with `field` as the JSON path.
    public func validate(field: String) throws(InputError) {
        if let problem = StateKey.scaleProblem(key.scale) { throw InputError(file: "", field: field + ".scale", message: problem) }
        if key.fullPage, !key.surface.isScrollable {
            throw InputError(file: "", field: field + ".fullPage", message: "a widget's panel does not scroll, so it has no full page")
        }
        if let name { try SnapshotCase.validateName(name, field: field + ".name") }
        try Self.validateMasks(masks, field: field + ".masks")
        try tolerance?.validate(field: field + ".tolerance")
    }

    /// Masks are node id globs; an empty one would mask nothing and say nothing.
    static func validateMasks(_ masks: [String], field: String) throws(InputError) {
        for (i, mask) in masks.enumerated() where mask.trimmingCharacters(in: .whitespaces).isEmpty {
            throw InputError(file: "", field: "\(field)[\(i)]", message: "is empty (a mask is a node id or a glob such as 'row/*/streak')")
        }
    }

    /// A reference name: letters, digits, `-`, `_`, `.`, `@`, not starting with a dot, no folders.
    static func validateName(_ name: String, field: String) throws(InputError) {
        let ok = !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.allSatisfy { c in
            c.value < 128 && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-_.@".unicodeScalars.contains(c))
        }
        guard ok else {
            throw InputError(file: "", field: field, message: "'\(name)' is not a reference name (letters, digits, '-', '_', '.', '@'; not starting with '.')")
        }
    }
}
