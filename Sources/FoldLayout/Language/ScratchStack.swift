/// A stack of plain values whose storage is allocated once, at the capacity given, and reused:
/// pushing and popping within it never allocate. Indexing is bounds-checked.
struct ScratchStack<Element: BitwiseCopyable> {
    private var storage: [Element]
    private(set) var count = 0

    init(capacity: Int, filler: Element) {
        storage = [Element](repeating: filler, count: Swift.max(1, capacity))
    }

    mutating func append(_ element: Element) {
        storage[count] = element
        count += 1
    }

    mutating func append(repeating element: Element, count n: Int) {
        precondition(count + n <= storage.count, "scratch stack overflow")
        for k in count..<(count + n) { storage[k] = element }
        count += n
    }

    mutating func removeLast(_ n: Int = 1) {
        precondition(n <= count, "scratch stack underflow")
        count -= n
    }

    /// Element `i` of those pushed.
    subscript(_ i: Int) -> Element {
        get {
            precondition(i < count, "scratch stack index out of range")
            return storage[i]
        }
        set {
            precondition(i < count, "scratch stack index out of range")
            storage[i] = newValue
        }
    }
}
