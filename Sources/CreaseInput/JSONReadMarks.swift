/// Which members of a document a decode read (I1: a key no decoder reads is a mistake, not data).
///
/// One decode marks it, on the one thread that decodes: each key that a keyed container looked up
/// and found, and each object it opened. It is `@unchecked Sendable` only because it rides inside a
/// `JSONTape` value; it is made for one decode and never shared between threads.
final class JSONReadMarks: @unchecked Sendable {
    var read: [Bool]
    var opened: [Bool]
    /// While a failed decode is replayed to find what the object at this index accepts: the names
    /// asked for there.
    var recording = -1
    var requested: [String] = []

    init(count: Int) {
        read = [Bool](repeating: false, count: count)
        opened = [Bool](repeating: false, count: count)
    }

    /// The first member key (by place on the tape) of an opened object that nothing read, and its object.
    func firstUnread(in tape: JSONTape) -> (object: Int, key: Int)? {
        for i in tape.values.indices where opened[i] {
            guard case .object(let count, _) = tape.values[i] else { continue }
            var k = i + 1
            for _ in 0..<count {
                if !read[k] { return (i, k) }
                k = tape.end(of: k + 1)
            }
        }
        return nil
    }
}
