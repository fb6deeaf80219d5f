/// A closed set of spellings read from a file: a value outside it is refused with the valid ones
/// listed (`field 'fold.axis': has an unknown value "across" (one of: vertical, horizontal)`), where
/// Foundation's own decoding names only the type.
public protocol InputChoice: CaseIterable, RawRepresentable, Decodable where RawValue == String {}

extension InputChoice {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: Self.unknown(text))
        }
        self = value
    }

    /// `has an unknown value "x" (one of: a, b)`.
    public static func unknown(_ text: String) -> String {
        "has an unknown value \"\(OneLine.sanitize(text))\" (one of: \(allCases.map(\.rawValue).joined(separator: ", ")))"
    }
}
