import CreaseFixtures
import CreaseInput
import Dispatch
import FoldLayout
import FoldRender
import Foundation
import HabitScreens
import Synchronization

/// Loaded inputs for a batch: devices and scenario states by name, read once before any worker starts.
public struct BatchInputs: Sendable {
    public var devices: [String: DeviceProfile]
    public var states: [String: ScenarioState]

    public init(devices: [String: DeviceProfile], states: [String: ScenarioState]) {
        self.devices = devices
        self.states = states
    }

    /// Loads every device and scenario the keys name; the first bad file stops the batch.
    public static func load(_ keys: [StateKey], fixtures: Fixtures) throws(InputError) -> BatchInputs {
        var devices: [String: DeviceProfile] = [:]
        var states: [String: ScenarioState] = [:]
        for key in keys {
            if devices[key.device] == nil { devices[key.device] = try fixtures.device(key.device) }
            if states[key.scenario] == nil { states[key.scenario] = try fixtures.state(key.scenario) }
        }
        return BatchInputs(devices: devices, states: states)
    }
}

/// Runs work over many states on worker threads, each with its own `Pipeline` (Pango font maps are
/// not shared between threads). Results come back in the order of the keys.
public enum Batch {
    public static var defaultWorkers: Int { Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) }

    public static func run<T: Sendable>(
        _ keys: [StateKey], inputs: BatchInputs, workers: Int = defaultWorkers,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Pipeline, StateKey, ScenarioState, DeviceProfile) throws -> T
    ) throws -> [T] {
        try runIndexed(keys, inputs: inputs, workers: workers, progress: progress) { pipeline, _, key, state, device in
            try body(pipeline, key, state, device)
        }
    }

    /// `run`, with each key's position in `keys` passed to `body`.
    public static func runIndexed<T: Sendable>(
        _ keys: [StateKey], inputs: BatchInputs, workers: Int = defaultWorkers,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Pipeline, Int, StateKey, ScenarioState, DeviceProfile) throws -> T
    ) throws -> [T] {
        let next = Mutex(0)
        let results = Mutex([T?](repeating: nil, count: keys.count))
        let failure = Mutex<(any Error)?>(nil)
        let done = Mutex(0)
        let count = Swift.min(Swift.max(1, workers), Swift.max(1, keys.count))
        DispatchQueue.concurrentPerform(iterations: count) { _ in
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
                guard index < keys.count else { return }
                let key = keys[index]
                guard let state = inputs.states[key.scenario], let device = inputs.devices[key.device] else {
                    // Inputs are loaded from the same keys, so this is a bug, never a key to skip quietly.
                    failure.withLock { if $0 == nil { $0 = InputError(file: key.fileName, message: "was not loaded before the batch started") } }
                    return
                }
                do {
                    let value = try body(pipeline, index, key, state, device)
                    results.withLock { $0[index] = value }
                    let finished = done.withLock { value -> Int in
                        value += 1
                        return value
                    }
                    progress?(finished, keys.count)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    return
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let values = results.withLock { $0.compactMap { $0 } }
        guard values.count == keys.count else {
            throw InputError(file: "batch", message: "produced \(values.count) results for \(keys.count) states")
        }
        return values
    }
}
