/// A stack of plain values in memory allocated once: pushing, popping and writing in place cost no
/// allocation and no uniqueness check. The owner frees it with `deallocate()`.
struct ScratchStack<Element: BitwiseCopyable> {
    private let base: UnsafeMutablePointer<Element>
    private let capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    mutating func append(_ element: Element) {
        precondition(count < capacity, "scratch stack overflow")
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(repeating element: Element, count n: Int) {
        precondition(count + n <= capacity, "scratch stack overflow")
        (base + count).initialize(repeating: element, count: n)
        count += n
    }

    mutating func removeLast(_ n: Int = 1) {
        precondition(n <= count, "scratch stack underflow")
        count -= n
    }

    /// Element `i` of those pushed (checked in debug builds).
    subscript(_ i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "scratch stack index out of range")
            return base[i]
        }
        nonmutating set {
            assert(i >= 0 && i < count, "scratch stack index out of range")
            base[i] = newValue
        }
    }
}
