import CreaseInput
import FoldLayout
import FoldRender
import Foundation

/// The design-review export: a PNG for every state in a matrix, written under one output folder.
public struct Export: Sendable {
    public var output: URL
    public var devices: [String]
    public var scenarios: [String]
    public var postures: [Posture]?
    public var orientations: [Orientation]
    public var sizes: [ContentSize]
    public var appearances: [Appearance]
    public var scale: Int
    public var guides: Bool

    public init(output: URL, devices: [String], scenarios: [String], postures: [Posture]? = nil,
                orientations: [Orientation] = [.upright], sizes: [ContentSize] = [.L, .AX5],
                appearances: [Appearance] = [.light, .dark], scale: Int = 1, guides: Bool = false) {
        self.output = output
        self.devices = devices
        self.scenarios = scenarios
        self.postures = postures
        self.orientations = orientations
        self.sizes = sizes
        self.appearances = appearances
        self.scale = scale
        self.guides = guides
    }

    /// Postures worth a picture on a device: a single-screen phone has one page in every posture.
    public static func postures(for device: DeviceProfile) -> [Posture] {
        device.isFoldable ? [.cover, .spread, .halfOpened] : [.cover]
    }

    /// Every state of the matrix, in a stable order.
    public func plan(_ inputs: BatchInputs) -> [StateKey] {
        var keys: [StateKey] = []
        for deviceName in devices {
            guard let device = inputs.devices[deviceName] else { continue }
            for posture in (postures ?? Export.postures(for: device)) where device.isFoldable || posture == .cover {
                for orientation in orientations {
                    for scenario in scenarios {
                        for size in sizes {
                            for appearance in appearances {
                                keys.append(StateKey(scenario: scenario, device: deviceName, posture: posture,
                                                     orientation: orientation, size: size, appearance: appearance, scale: scale))
                            }
                        }
                    }
                }
            }
        }
        return keys
    }

    /// One written image.
    public struct Item: Sendable, Hashable {
        public var key: StateKey
        public var file: String
        public var width: Int
        public var height: Int
    }

    /// Renders every state and writes its PNG under `output`; returns what was written.
    public func run(fixtures: Fixtures, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> [Item] {
        let placeholder = devices.flatMap { d in scenarios.map { StateKey(scenario: $0, device: d, posture: .cover) } }
        let inputs = try BatchInputs.load(placeholder, fixtures: fixtures)
        let keys = plan(inputs)
        let root = output.standardizedFileURL
        let guides = self.guides
        return try Batch.run(keys, inputs: inputs, progress: progress) { pipeline, key, state, device in
            var request = key.request
            request.options.guides = guides
            let image = try pipeline.render(state, on: device, request)
            let url = try OutputFolder.file(key.fileName, in: root)
            try AtomicFile.write(PNGCodec.encode(image), to: url)
            return Item(key: key, file: key.fileName, width: image.width, height: image.height)
        }
    }
}

/// Output paths confined to a chosen folder.
public enum OutputFolder {
    /// `name` inside `folder`; a name that would resolve anywhere else is refused.
    public static func file(_ name: String, in folder: URL) throws(InputError) -> URL {
        let root = folder.standardizedFileURL
        let url = root.appendingPathComponent(name).standardizedFileURL
        guard !name.contains("/"), url.deletingLastPathComponent().path == root.path else {
            throw InputError(file: name, message: "would be written outside \(root.path)")
        }
        return url
    }
}
