extension JSONTapeDecoder {
    /// An object's members: each lookup walks the object's keys on the tape.
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let tape: JSONTape
        let object: Int
        let path: Path

        var decoder: JSONTapeDecoder { JSONTapeDecoder(tape: tape, index: object, path: path) }
        var codingPath: [any CodingKey] { path.keys }

        var allKeys: [Key] {
            guard case .object(let count, _) = tape.values[object] else { return [] }
            var keys: [Key] = []
            keys.reserveCapacity(count)
            var i = object + 1
            for _ in 0..<count {
                if case .string(let name) = tape.values[i], let key = Key(stringValue: name) {
                    tape.reads?.read[i] = true
                    keys.append(key)
                }
                i = tape.end(of: i + 1)
            }
            return keys
        }

        func contains(_ key: Key) -> Bool { tape.member(key.stringValue, in: object) != nil }

        func find(_ key: Key) throws -> Int {
            guard let i = tape.member(key.stringValue, in: object) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(
                    codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
            }
            return i
        }

        /// The member of `key` when it is there and not null.
        func present(_ key: Key) -> Int? {
            guard let i = tape.member(key.stringValue, in: object), !decoder.isNull(at: i) else { return nil }
            return i
        }

        func child(_ key: Key) -> Path { .key(key.stringValue, path) }

        func decodeNil(forKey key: Key) throws -> Bool { decoder.isNull(at: try find(key)) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder.bool(at: find(key), child(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder.string(at: find(key), child(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder.double(at: find(key), child(key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder.float(at: find(key), child(key)) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder.integer(type, at: find(key), child(key)) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder.integer(type, at: find(key), child(key)) }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decode(type, at: find(key), child(key)) }

        // The common optional reads look the key up once (the protocol's defaults look it up three times).
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
            guard let i = present(key) else { return nil }
            return try decoder.bool(at: i, child(key))
        }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            guard let i = present(key) else { return nil }
            return try decoder.string(at: i, child(key))
        }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
            guard let i = present(key) else { return nil }
            return try decoder.double(at: i, child(key))
        }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            guard let i = present(key) else { return nil }
            return try decoder.integer(type, at: i, child(key))
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let i = present(key) else { return nil }
            return try decoder.decode(type, at: i, child(key))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONTapeDecoder(tape: tape, index: find(key), path: child(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONTapeDecoder(tape: tape, index: find(key), path: child(key)).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            guard let i = tape.member("super", in: object) else { return decoder }
            return JSONTapeDecoder(tape: tape, index: i, path: .key("super", path))
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONTapeDecoder(tape: tape, index: try find(key), path: child(key))
        }
    }
}
