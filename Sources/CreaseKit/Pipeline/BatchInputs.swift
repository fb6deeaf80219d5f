import CreaseFixtures
import CreaseInput
import FoldLayout
import HabitScreens

/// Loaded inputs for a batch: devices, widget families, windows and scenario states by name, read once
/// before any worker starts.
public struct BatchInputs: Sendable {
    public var devices: [String: DeviceProfile]
    public var states: [String: ScenarioState]
    public var widgets: [String: PanelFamily]
    public var windows: [String: WindowProfile]

    public init(devices: [String: DeviceProfile], states: [String: ScenarioState], widgets: [String: PanelFamily] = [:],
                windows: [String: WindowProfile] = [:]) {
        self.devices = devices
        self.states = states
        self.widgets = widgets
        self.windows = windows
    }

    /// Loads every device, widget family, window and scenario the keys name; the first bad file stops the batch.
    public static func load(_ keys: [StateKey], fixtures: Fixtures) throws(InputError) -> BatchInputs {
        var inputs = BatchInputs(devices: [:], states: [:])
        for key in keys {
            switch key.surface {
            case .display:
                if inputs.devices[key.device] == nil { inputs.devices[key.device] = try fixtures.device(key.device) }
            case .widget(let family):
                if inputs.widgets[family] == nil { inputs.widgets[family] = try fixtures.widgetFamily(family) }
            case .window:
                if inputs.windows[key.device] == nil { inputs.windows[key.device] = try fixtures.window(key.device) }
            }
            if inputs.states[key.scenario] == nil { inputs.states[key.scenario] = try fixtures.state(key.scenario) }
        }
        return inputs
    }

    /// The loaded surface a key is laid out on, checked against its scenario: a widget family must have
    /// the key's device class, a window its width, and the surface must show the scenario's screen at
    /// the key's text size.
    public func host(for key: StateKey) throws(InputError) -> SurfaceHost {
        let host: SurfaceHost
        switch key.surface {
        case .display:
            guard let device = devices[key.device] else { throw notLoaded(key) }
            host = .device(device)
        case .widget(let name):
            guard let family = widgets[name] else { throw notLoaded(key) }
            host = try SurfaceHost.checkedWidget(family, deviceClass: key.device)
        case .window(let width):
            guard let window = windows[key.device] else { throw notLoaded(key) }
            host = try SurfaceHost.checkedWindow(window, width: width)
        }
        guard let state = states[key.scenario] else { throw notLoaded(key) }
        try Pipeline.check(state, on: host, size: key.size)
        try Pipeline.checkImage(on: host, key.request)
        return host
    }

    func notLoaded(_ key: StateKey) -> InputError {
        // Inputs are loaded from the same keys, so this is a bug, never a key to skip quietly.
        InputError(file: key.fileName, message: "was not loaded before the batch started")
    }
}
