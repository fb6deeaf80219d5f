extension JSONTapeDecoder {
    /// One value: a string, number, true/false, or null.
    struct Single: SingleValueDecodingContainer {
        let decoder: JSONTapeDecoder

        var codingPath: [any CodingKey] { decoder.codingPath }
        var i: Int { decoder.index }
        var path: Path { decoder.path }

        func decodeNil() -> Bool { decoder.isNull(at: i) }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(at: i, path) }
        func decode(_ type: String.Type) throws -> String { try decoder.string(at: i, path) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.double(at: i, path) }
        func decode(_ type: Float.Type) throws -> Float { try decoder.float(at: i, path) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type, at: i, path) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type, at: i, path) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type, at: i, path) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type, at: i, path) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type, at: i, path) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type, at: i, path) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type, at: i, path) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type, at: i, path) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type, at: i, path) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type, at: i, path) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type, at: i, path) }
    }
}
