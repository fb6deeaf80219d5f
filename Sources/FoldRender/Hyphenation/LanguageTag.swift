/// A locale identifier or BCP 47 tag read as language and region (`en_GB`, `en-Latn-GB`, `de`).
struct LanguageTag: Hashable {
    var language: String
    var region: String?

    init(_ tag: String) {
        let parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" }).map(String.init)
        language = parts.first?.lowercased() ?? ""
        // The region is the first later part of two letters or three digits (a script has four letters).
        region = parts.dropFirst().first { $0.count == 2 && $0.allSatisfy(\.isLetter) || $0.count == 3 && $0.allSatisfy(\.isNumber) }?
            .uppercased()
    }
}
