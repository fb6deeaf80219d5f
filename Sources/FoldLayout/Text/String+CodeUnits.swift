extension String {
    /// Whether the two strings hold the same UTF-8 code units. Swift's `==` compares strings by
    /// canonical equivalence, so a name written with a combining accent equals the same name
    /// precomposed; caches of measured and shaped text must tell them apart, since each is set (and
    /// checked against its lines) as written. Two references to one string's storage answer at once.
    package func hasSameCodeUnits(as other: String) -> Bool {
        guard self == other else { return false }
        let contiguous: Bool?? = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in
                a.count == b.count && (a.baseAddress == b.baseAddress || a.elementsEqual(b))
            }
        }
        return (contiguous ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
