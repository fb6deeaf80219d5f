import CreaseFixtures
import CreaseInput
import Dispatch
import FoldLayout
import FoldRender
import Foundation
import HabitScreens
import Synchronization

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

/// Runs work over many states on worker threads, each with its own `Pipeline` (Pango font maps are
/// not shared between threads). Results come back in the order of the keys.
public enum Batch {
    public static var defaultWorkers: Int { Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func run<T: Sendable>(
        _ keys: [StateKey], inputs: BatchInputs, workers: Int = defaultWorkers,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Pipeline, StateKey, ScenarioState, SurfaceHost) throws -> T
    ) throws -> [T] {
        try runIndexed(keys, inputs: inputs, workers: workers, progress: progress) { pipeline, _, key, state, host in
            try body(pipeline, key, state, host)
        }
    }

    /// `run`, with each key's position in `keys` passed to `body`.
    public static func runIndexed<T: Sendable>(
        _ keys: [StateKey], inputs: BatchInputs, workers: Int = defaultWorkers,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Pipeline, Int, StateKey, ScenarioState, SurfaceHost) throws -> T
    ) throws -> [T] {
        // Every key's surface is resolved and checked before a worker starts: a bad pairing stops the batch.
        var hosts: [SurfaceHost] = []
        hosts.reserveCapacity(keys.count)
        for key in keys { hosts.append(try inputs.host(for: key)) }
        let resolved = hosts
        return try map(count: keys.count, workers: workers, progress: progress) { pipeline, index in
            let key = keys[index]
            guard let state = inputs.states[key.scenario] else { throw inputs.notLoaded(key) }
            return try body(pipeline, index, key, state, resolved[index])
        }
    }

    /// Runs `body` for each index in `0..<count` on worker threads, each with its own `Pipeline`;
    /// the results come back in index order, and the first error stops the work and is thrown.
    public static func map<T: Sendable>(
        count: Int, workers: Int = defaultWorkers,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Pipeline, Int) throws -> T
    ) throws -> [T] {
        guard count > 0 else { return [] }
        let next = Mutex(0)
        let results = Mutex([T?](repeating: nil, count: count))
        let failure = Mutex<(any Error)?>(nil)
        let done = Mutex(0)
        let threads = Swift.min(Swift.max(1, workers), count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let pipeline: Pipeline
            do { pipeline = try Pipeline() } catch {
                failure.withLock { if $0 == nil { $0 = error } }
                return
            }
            while true {
                if failure.withLock({ $0 != nil }) { return }
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { return }
                do {
                    let value = try body(pipeline, index)
                    results.withLock { $0[index] = value }
                    let finished = done.withLock { value -> Int in
                        value += 1
                        return value
                    }
                    progress?(finished, count)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    return
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let values = results.withLock { $0.compactMap { $0 } }
        guard values.count == count else {
            throw InputError(file: "batch", message: "produced \(values.count) results for \(count) tasks")
        }
        return values
    }
}
