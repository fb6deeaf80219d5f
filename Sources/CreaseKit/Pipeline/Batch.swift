import CreaseInput
import Dispatch
import FoldRender
import Foundation
import HabitScreens
import Synchronization

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

    /// `run`, with the keys worked through grouped by scenario and text size, so that a worker's layouts
    /// of one state at one size follow each other and share the Habits page's content (`PageMemo`);
    /// the results come back in the order of `keys`.
    public static func runGrouped<T: Sendable>(
        _ keys: [StateKey], inputs: BatchInputs, workers: Int = defaultWorkers,
        progress: (@Sendable (Int, Int) -> Void)? = nil,
        _ body: @escaping @Sendable (Pipeline, StateKey, ScenarioState, SurfaceHost) throws -> T
    ) throws -> [T] {
        let order = keys.indices.sorted { a, b in (keys[a].scenario, keys[a].size, a) < (keys[b].scenario, keys[b].size, b) }
        let results = try run(order.map { keys[$0] }, inputs: inputs, workers: workers, progress: progress, body)
        var position = [Int](repeating: 0, count: keys.count)
        for (p, index) in order.enumerated() { position[index] = p }
        return position.map { results[$0] }
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
            pipeline.pageMemo = PageMemo()
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
