extension KeyedDecodingContainer {
    /// Whether `key` is present with a value other than `null`: the importers read optional lists
    /// and objects that other apps write either way.
    func holdsValue(_ key: Key) throws -> Bool {
        try contains(key) && !decodeNil(forKey: key)
    }
}
