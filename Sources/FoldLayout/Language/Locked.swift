import Foundation

/// A value made once and read by every task that asks, behind a lock ThreadSanitizer follows.
///
/// `NSLock` is a pthread mutex, which TSan intercepts. `Synchronization.Mutex` on Linux takes a
/// contended lock in the kernel (a priority-inheriting futex) without an atomic TSan can see, so
/// eight tasks solving one tree for the first time at once read as a data race on the arena
/// (`make sanitize`, `concurrentSolves`), although the lock held.
///
/// Invariant: `value` is read and written only inside `withLock`, which is why the type can say it
/// is `Sendable` with a `Sendable` value.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
