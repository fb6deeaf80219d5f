import CreaseFixtures
import CreaseInput
import FoldLayout
import FoldRender
import Foundation

/// A matrix of states: devices × postures × orientations × scenarios × sizes × appearances.
public struct StateMatrix: Sendable {
    public var devices: [String]
    public var scenarios: [String]
    /// `nil`: every posture the device has.
    public var postures: [Posture]?
    public var orientations: [Orientation]
    public var sizes: [ContentSize]
    public var appearances: [Appearance]
    public var scale: Int

    public init(devices: [String], scenarios: [String], postures: [Posture]? = nil, orientations: [Orientation] = [.upright],
                sizes: [ContentSize] = [.L, .AX5], appearances: [Appearance] = [.light, .dark], scale: Int = 1) {
        self.devices = devices
        self.scenarios = scenarios
        self.postures = postures
        self.orientations = orientations
        self.sizes = sizes
        self.appearances = appearances
        self.scale = scale
    }

    /// Postures worth a picture on a device: a single-screen phone has one page in every posture.
    public static func postures(for device: DeviceProfile) -> [Posture] {
        device.isFoldable ? [.cover, .spread, .halfOpened] : [.cover]
    }

    /// Loads every device and scenario the matrix names.
    public func inputs(_ fixtures: Fixtures) throws -> BatchInputs {
        try BatchInputs.load(devices.flatMap { d in scenarios.map { StateKey(scenario: $0, device: d, posture: .cover) } },
                             fixtures: fixtures)
    }

    /// The matrix's states, or an error saying why there are none: a run that would check or write
    /// nothing fails instead of passing (T10).
    public func nonEmptyKeys(_ inputs: BatchInputs, fixtures: Fixtures, command: String) throws(InputError) -> [StateKey] {
        let keys = keys(inputs)
        guard keys.isEmpty else { return keys }
        let folders = fixtures.roots.map(\.path).joined(separator: ", ")
        if scenarios.isEmpty {
            throw InputError(file: "crease \(command)", message: "found no scenarios in \(folders.isEmpty ? "any fixtures folder" : folders); "
                             + "run it in a package with Fixtures/scenarios, or give --fixtures or --scenarios")
        }
        if devices.isEmpty { throw InputError(file: "crease \(command)", message: "found no devices in \(folders)") }
        throw InputError(file: "crease \(command)", message: "the postures given fit none of the devices (\(devices.joined(separator: ", ")))")
    }

    /// Every state of the matrix, in a stable order.
    public func keys(_ inputs: BatchInputs) -> [StateKey] {
        var keys: [StateKey] = []
        for deviceName in devices {
            guard let device = inputs.devices[deviceName] else { continue }
            for posture in (postures ?? Self.postures(for: device)) where device.isFoldable || posture == .cover {
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
}
