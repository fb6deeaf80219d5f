import CreaseFixtures
import CreaseInput
import FoldLayout
import FoldRender
import Foundation
import HabitScreens

/// A matrix of states: devices × postures × orientations × scenarios × sizes × appearances, and, when
/// asked for, widget families × device classes and windows × widths with the scenarios each shows.
/// A scenario goes only where its screen can be shown: a widget scenario on widget families, history
/// on displays, the Habits destination's screens on displays and windows.
public struct StateMatrix: Sendable {
    public var devices: [String]
    public var scenarios: [String]
    /// `nil`: every posture the device has.
    public var postures: [Posture]?
    public var orientations: [Orientation]
    public var sizes: [ContentSize]
    public var appearances: [Appearance]
    public var scale: Double
    /// Widget families (`system-small`); none by default.
    public var widgets: [String]
    /// Device classes for the widget families; `nil`: every class each family has.
    public var widgetClasses: [String]?
    /// Window profiles (`mac-window`); none by default.
    public var windows: [String]
    /// Window widths in points; `nil`: each window's own `widths`.
    public var windowWidths: [Int]?

    public init(devices: [String], scenarios: [String], postures: [Posture]? = nil, orientations: [Orientation] = [.upright],
                sizes: [ContentSize] = [.L, .AX5], appearances: [Appearance] = [.light, .dark], scale: Double = 1,
                widgets: [String] = [], widgetClasses: [String]? = nil, windows: [String] = [], windowWidths: [Int]? = nil) {
        self.devices = devices
        self.scenarios = scenarios
        self.postures = postures
        self.orientations = orientations
        self.sizes = sizes
        self.appearances = appearances
        self.scale = scale
        self.widgets = widgets
        self.widgetClasses = widgetClasses
        self.windows = windows
        self.windowWidths = windowWidths
    }

    /// Postures worth a picture on a device: a single-screen phone has one page in every posture.
    public static func postures(for device: DeviceProfile) -> [Posture] {
        device.isFoldable ? [.cover, .spread, .halfOpened] : [.cover]
    }

    /// Loads every device, widget family, window and scenario the matrix names.
    public func inputs(_ fixtures: Fixtures) throws -> BatchInputs {
        var inputs = try BatchInputs.load(devices.flatMap { d in scenarios.map { StateKey(scenario: $0, device: d, posture: .cover) } },
                                          fixtures: fixtures)
        for scenario in scenarios where inputs.states[scenario] == nil { inputs.states[scenario] = try fixtures.state(scenario) }
        for name in widgets where inputs.widgets[name] == nil { inputs.widgets[name] = try fixtures.widgetFamily(name) }
        for name in windows where inputs.windows[name] == nil { inputs.windows[name] = try fixtures.window(name) }
        // Widths and classes asked for by name must exist: a review never drops one quietly.
        for (i, width) in (windowWidths ?? []).enumerated() {
            for name in windows { try inputs.windows[name]?.checkWidth(width, field: "widths[\(i)]", file: "crease window \(name)") }
        }
        for deviceClass in widgetClasses ?? [] where !widgets.contains(where: { inputs.widgets[$0]?.sizes[deviceClass] != nil }) {
            throw InputError(file: "widget classes", message: "'\(deviceClass)' is a device class of none of the widget families \(widgets.joined(separator: ", "))")
        }
        return inputs
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
        if devices.isEmpty && widgets.isEmpty && windows.isEmpty {
            throw InputError(file: "crease \(command)", message: "found no devices in \(folders)")
        }
        throw InputError(file: "crease \(command)", message: "no scenario fits the surfaces given (devices \(devices.joined(separator: ", ")); "
                         + "widgets \(widgets.joined(separator: ", ")); windows \(windows.joined(separator: ", "))) in the postures, classes and widths given")
    }

    /// The matrix's scenarios that a kind of surface shows (a scenario not loaded is kept: loading reports it).
    func scenarios(for kind: Surface.Kind, _ inputs: BatchInputs) -> [String] {
        scenarios.filter { inputs.states[$0]?.scenario.screen.fits(kind) ?? true }
    }

    /// Every state of the matrix, in a stable order: displays, then widgets, then windows.
    public func keys(_ inputs: BatchInputs) -> [StateKey] {
        var keys: [StateKey] = []
        let onDisplays = scenarios(for: .display, inputs)
        for deviceName in devices {
            guard let device = inputs.devices[deviceName] else { continue }
            for posture in (postures ?? Self.postures(for: device)) where device.isFoldable || posture == .cover {
                for orientation in orientations {
                    for scenario in onDisplays {
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
        let onWidgets = scenarios(for: .panel, inputs)
        for name in widgets {
            guard let family = inputs.widgets[name] else { continue }
            for deviceClass in (widgetClasses ?? family.classes) where family.sizes[deviceClass] != nil {
                for scenario in onWidgets {
                    for size in sizes {
                        for appearance in appearances {
                            keys.append(StateKey(scenario: scenario, widget: name, deviceClass: deviceClass, size: size,
                                                 appearance: appearance, scale: scale))
                        }
                    }
                }
            }
        }
        let inWindows = scenarios(for: .window, inputs)
        for name in windows {
            guard let window = inputs.windows[name] else { continue }
            let widths = (windowWidths ?? window.widths).filter { Double($0) >= window.minWidth && Double($0) <= window.maxWidth }
            for width in widths {
                for scenario in inWindows {
                    for size in sizes where window.contentSizes.contains(size) {
                        for appearance in appearances {
                            keys.append(StateKey(scenario: scenario, window: name, width: width, size: size, appearance: appearance, scale: scale))
                        }
                    }
                }
            }
        }
        return keys
    }
}
