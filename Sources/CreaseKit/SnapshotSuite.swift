import CreaseInput
import FoldLayout
import FoldRender
import FoldSnapshot

/// The snapshot cases a package declares (T9): the one list its tests check and `crease snapshot`
/// verifies, records, reports and prunes. Kept in `Snapshots/suite.json`; see docs/formats.md.
public struct SnapshotSuite: Hashable, Sendable, Codable, Validating {
    /// Every combination of the listed values. Postures left out mean every posture each device has.
    public struct Matrix: Hashable, Sendable, Codable {
        public var scenarios: [String]
        public var devices: [String]
        public var postures: [Posture]?
        public var orientations: [Orientation]?
        public var sizes: [ContentSize]?
        public var appearances: [Appearance]?
        public var scales: [Int]?

        public init(scenarios: [String], devices: [String], postures: [Posture]? = nil, orientations: [Orientation]? = nil,
                    sizes: [ContentSize]? = nil, appearances: [Appearance]? = nil, scales: [Int]? = nil) {
            self.scenarios = scenarios
            self.devices = devices
            self.postures = postures
            self.orientations = orientations
            self.sizes = sizes
            self.appearances = appearances
            self.scales = scales
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
            for (j, s) in (m.scales ?? []).enumerated() where !(1...3).contains(s) {
                throw InputError(file: "", field: "matrices[\(i)].scales[\(j)]", message: "must be 1, 2 or 3 (got \(s))")
            }
            if m.scenarios.isEmpty { throw InputError(file: "", field: "matrices[\(i)].scenarios", message: "must name at least one scenario") }
            if m.devices.isEmpty { throw InputError(file: "", field: "matrices[\(i)].devices", message: "must name at least one device") }
        }
        for (i, name) in images.enumerated() {
            try SnapshotCase.validateName(name.hasSuffix(".png") ? String(name.dropLast(4)) : name, field: "images[\(i)]")
        }
    }

    /// Every case, matrices expanded first, in the order declared. `device` loads a device by name
    /// (a matrix without postures takes each device's own). Two cases that would write one
    /// reference are an error naming both.
    public func expanded(device: (String) throws(InputError) -> DeviceProfile) throws(InputError) -> [SnapshotCase] {
        var out: [SnapshotCase] = []
        var origin: [String: String] = [:]
        func add(_ c: SnapshotCase, _ field: String) throws(InputError) {
            if let first = origin[c.fileName] {
                throw InputError(file: "", field: field, message: "declares \(c.fileName) again (first declared by \(first))")
            }
            origin[c.fileName] = field
            out.append(c)
        }
        for (i, m) in matrices.enumerated() {
            for deviceName in m.devices {
                let profile: DeviceProfile
                do { profile = try device(deviceName) } catch {
                    throw InputError(file: "", field: "matrices[\(i)].devices", message: "'\(deviceName)': \(error.message)")
                }
                for posture in m.postures ?? StateMatrix.postures(for: profile) {
                    for orientation in m.orientations ?? [.upright] {
                        for scenario in m.scenarios {
                            for size in m.sizes ?? [.L] {
                                for appearance in m.appearances ?? [.light] {
                                    for scale in m.scales ?? [1] {
                                        try add(SnapshotCase(StateKey(scenario: scenario, device: deviceName, posture: posture,
                                                                      orientation: orientation, size: size, appearance: appearance,
                                                                      scale: scale)), "matrices[\(i)]")
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        for (i, c) in cases.enumerated() { try add(c, "cases[\(i)]") }
        for (i, name) in images.enumerated() {
            let file = name.hasSuffix(".png") ? name : name + ".png"
            if let first = origin[file] {
                throw InputError(file: "", field: "images[\(i)]", message: "declares \(file) again (first declared by \(first))")
            }
            origin[file] = "images[\(i)]"
        }
        return out
    }

    /// Reference names the suite produces: its cases' and its images'.
    public func referenceNames(_ cases: [SnapshotCase]) -> Set<String> {
        Set(cases.map(\.fileName)).union(images.map { $0.hasSuffix(".png") ? $0 : $0 + ".png" })
    }
}
