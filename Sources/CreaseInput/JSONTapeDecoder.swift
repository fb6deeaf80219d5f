import Foundation

/// Decodes `Decodable` values straight from a `JSONTape`: a member is found by walking its object's
/// few keys on the tape (no dictionary per object), and a coding path is built only when something
/// fails. It throws the `DecodingError`s Foundation's `JSONDecoder` throws, so `JSONInput` words
/// them the same way.
public struct JSONTapeDecoder: Decoder {
    /// Where a value sits in the document, from the innermost step out.
    indirect enum Path: Sendable {
        case root
        case key(String, Path)
        case index(Int, Path)

        var keys: [any CodingKey] {
            var out: [any CodingKey] = []
            var step = self
            while true {
                switch step {
                case .root: return out.reversed()
                case .key(let name, let parent): out.append(PathKey(stringValue: name)); step = parent
                case .index(let index, let parent): out.append(PathKey(intValue: index)); step = parent
                }
            }
        }
    }

    struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
        init(intValue: Int) { stringValue = "Index \(intValue)"; self.intValue = intValue }
    }

    let tape: JSONTape
    let index: Int
    let path: Path

    init(tape: JSONTape, index: Int, path: Path) {
        self.tape = tape
        self.index = index
        self.path = path
    }

    public var codingPath: [any CodingKey] { path.keys }
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes the document's top-level value.
    public static func decode<T: Decodable>(_ type: T.Type, from tape: JSONTape) throws -> T {
        try JSONTapeDecoder(tape: tape, index: 0, path: .root).decode(T.self, at: 0, .root)
    }

    /// A key of the document that no decoder read (I1): where, which, and the keys the decoder asks
    /// for in that object (found by decoding once more, only when there is one).
    public struct UnreadKey: Error, Sendable, Equatable {
        /// The JSON path of the key: `fold.clearence`.
        public var path: String
        public var key: String
        public var known: [String]
    }

    /// Decodes as `decode(_:from:)`, then refuses a key that nothing read: a misspelled optional
    /// field would otherwise be dropped without a word.
    public static func decode<T: Decodable>(_ type: T.Type, from tape: JSONTape, strict: Bool) throws -> T {
        guard strict, !tape.values.isEmpty else { return try decode(type, from: tape) }
        var marked = tape
        let marks = JSONReadMarks(count: tape.values.count)
        marked.reads = marks
        let value = try decode(type, from: marked)
        guard let (object, key) = marks.firstUnread(in: tape), case .string(let name) = tape.values[key] else { return value }
        // Once more, writing down what the decoder asks for in that object.
        let replay = JSONReadMarks(count: tape.values.count)
        replay.recording = object
        marked.reads = replay
        _ = try? decode(type, from: marked)
        var known: [String] = []
        for asked in replay.requested where !known.contains(asked) { known.append(asked) }
        let at = tape.path(to: object)
        throw UnreadKey(path: at.isEmpty ? name : at + "." + name, key: name, known: known)
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch tape.values[index] {
        case .object:
            tape.reads?.opened[index] = true
            return KeyedDecodingContainer(Keyed<Key>(tape: tape, object: index, path: path))
        case .null:
            throw DecodingError.valueNotFound([String: Any].self, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw mismatch([String: Any].self, at: index, path)
        }
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch tape.values[index] {
        case .array(let count, _):
            return Unkeyed(tape: tape, array: index, count: count, path: path)
        case .null:
            throw DecodingError.valueNotFound([Any].self, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw mismatch([Any].self, at: index, path)
        }
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    // MARK: Values, shared by the three containers

    func kind(at i: Int) -> String {
        switch tape.values[i] {
        case .null: return "null"
        case .bool: return "bool"
        case .integer, .number: return "number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    func mismatch(_ type: Any.Type, at i: Int, _ path: @autoclosure () -> Path) -> DecodingError {
        if case .null = tape.values[i] {
            return DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: path().keys, debugDescription: "Expected \(type) value but found null instead."))
        }
        return DecodingError.typeMismatch(type, DecodingError.Context(codingPath: path().keys, debugDescription: found(at: i)))
    }

    /// What a value that is not what was asked for is, for the error: `got the string "2.75"` (a
    /// string or number shown, cut short), else its kind.
    func found(at i: Int) -> String {
        switch tape.values[i] {
        case .string(let text): return "got the string \"\(OneLine.sanitize(text, limit: 40))\""
        case .number(let value): return "got the number \(value)"
        case .integer(let value): return "got the number \(value)"
        default: return "got \(kind(at: i))"
        }
    }

    func isNull(at i: Int) -> Bool {
        if case .null = tape.values[i] { return true }
        return false
    }

    func bool(at i: Int, _ path: @autoclosure () -> Path) throws -> Bool {
        guard case .bool(let value) = tape.values[i] else { throw mismatch(Bool.self, at: i, path()) }
        return value
    }

    func string(at i: Int, _ path: @autoclosure () -> Path) throws -> String {
        guard case .string(let value) = tape.values[i] else { throw mismatch(String.self, at: i, path()) }
        return value
    }

    func double(at i: Int, _ path: @autoclosure () -> Path) throws -> Double {
        switch tape.values[i] {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        default: throw mismatch(Double.self, at: i, path())
        }
    }

    func float(at i: Int, _ path: @autoclosure () -> Path) throws -> Float {
        let wide = try double(at: i, path())
        let value = Float(wide)
        guard value.isFinite else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: path().keys, debugDescription: "is past the range of a float (got \(wide))"))
        }
        return value
    }

    /// A whole number of type `T`. Unlike Foundation's decoder, the error names the field (Foundation
    /// loses the path, so such a file read as "not valid JSON").
    func integer<T: FixedWidthInteger>(_ type: T.Type, at i: Int, _ path: @autoclosure () -> Path) throws -> T {
        let exact: T?
        let text: String
        switch tape.values[i] {
        case .integer(let value):
            exact = T(exactly: value)
            text = String(value)
        case .number(let value):
            exact = T(exactly: value)
            text = String(value)
            if exact == nil, value.rounded() != value {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: path().keys, debugDescription: "should be a whole number (got \(text))"))
            }
        default:
            throw mismatch(T.self, at: i, path())
        }
        guard let exact else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: path().keys, debugDescription: "should be a whole number from \(T.min) to \(T.max) (got \(text))"))
        }
        return exact
    }

    /// Any `Decodable`: strings, numbers and true/false straight from the tape, everything else
    /// through its own `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type, at i: Int, _ path: @autoclosure () -> Path) throws -> T {
        if T.self == String.self, let value = try string(at: i, path()) as? T { return value }
        if T.self == Int.self, let value = try integer(Int.self, at: i, path()) as? T { return value }
        if T.self == Double.self, let value = try double(at: i, path()) as? T { return value }
        if T.self == Bool.self, let value = try bool(at: i, path()) as? T { return value }
        if T.self == UUID.self, case .string(let text) = tape.values[i] {
            guard let value = Self.uuid(text) as? T else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: path().keys, debugDescription: "Attempted to decode UUID from invalid UUID string."))
            }
            return value
        }
        return try T(from: JSONTapeDecoder(tape: tape, index: i, path: path()))
    }
}
