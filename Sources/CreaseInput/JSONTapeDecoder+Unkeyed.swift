extension JSONTapeDecoder {
    /// A list's elements, read in order.
    struct Unkeyed: UnkeyedDecodingContainer {
        let tape: JSONTape
        let path: Path
        let count: Int?
        private(set) var currentIndex = 0
        /// The element at `currentIndex` on the tape.
        private var cursor: Int

        init(tape: JSONTape, array: Int, count: Int, path: Path) {
            self.tape = tape
            self.path = path
            self.count = count
            cursor = array + 1
        }

        var codingPath: [any CodingKey] { path.keys }
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }
        var decoder: JSONTapeDecoder { JSONTapeDecoder(tape: tape, index: cursor, path: path) }

        /// The next element's place and path, moving past it.
        mutating func next(_ type: Any.Type) throws -> (index: Int, path: Path) {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, DecodingError.Context(
                    codingPath: Path.index(currentIndex, path).keys, debugDescription: "Unkeyed container is at end."))
            }
            let here = (cursor, Path.index(currentIndex, path))
            cursor = tape.end(of: cursor)
            currentIndex += 1
            return here
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any?.self, DecodingError.Context(
                    codingPath: Path.index(currentIndex, path).keys, debugDescription: "Unkeyed container is at end."))
            }
            guard decoder.isNull(at: cursor) else { return false }
            _ = try next(Any?.self)
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { let e = try next(type); return try decoder.bool(at: e.index, e.path) }
        mutating func decode(_ type: String.Type) throws -> String { let e = try next(type); return try decoder.string(at: e.index, e.path) }
        mutating func decode(_ type: Double.Type) throws -> Double { let e = try next(type); return try decoder.double(at: e.index, e.path) }
        mutating func decode(_ type: Float.Type) throws -> Float { let e = try next(type); return try decoder.float(at: e.index, e.path) }
        mutating func decode(_ type: Int.Type) throws -> Int { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let e = try next(type); return try decoder.integer(type, at: e.index, e.path) }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { let e = try next(type); return try decoder.decode(type, at: e.index, e.path) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let e = try next(KeyedDecodingContainer<NestedKey>.self)
            return try JSONTapeDecoder(tape: tape, index: e.index, path: e.path).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let e = try next((any UnkeyedDecodingContainer).self)
            return try JSONTapeDecoder(tape: tape, index: e.index, path: e.path).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let e = try next((any Decoder).self)
            return JSONTapeDecoder(tape: tape, index: e.index, path: e.path)
        }
    }
}
