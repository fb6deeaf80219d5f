import Foundation

/// The hyphenation dictionaries the renderer uses instead of whatever the machine has (as `FontSet`
/// does for fonts): named files from Debian's `hyphen-*` packages, so text breaks the same way on
/// every machine with those packages.
///
/// Which patterns break a word: those of the text's language (a name's is the profile's locale),
/// matched by language and region (`en_GB` → en-GB), else by language alone (`de_AT` → de), else
/// English (en-US). A word with a letter those patterns never mention is not written in that
/// language — "Kapitänsmütze" in an English profile — and takes the first dictionary of the set
/// whose patterns know all its letters; a word no dictionary knows is not hyphenated.
public struct HyphenationSet: Hashable, Sendable {
    /// One dictionary file and the language it hyphenates.
    public struct Entry: Hashable, Sendable {
        /// A BCP 47 tag: a language, with a region where the patterns are regional (`en-GB`).
        public var language: String
        public var path: String
        /// The Debian package that installs the file.
        public var package: String

        public init(language: String, path: String, package: String) {
            self.language = language
            self.path = path
            self.package = package
        }
    }

    /// In order of preference: the first entry of a language serves that language without a region,
    /// and foreign words try the entries in this order.
    public var entries: [Entry]
    /// The language of text that declares none, or whose language has no entry.
    public var fallbackLanguage: String

    public init(entries: [Entry], fallbackLanguage: String) {
        self.entries = entries
        self.fallbackLanguage = fallbackLanguage
    }

    /// Debian's `hyphen-en-us`, `hyphen-en-gb`, `hyphen-de` and `hyphen-fr` (the German file is
    /// ISO-8859-1, the others UTF-8).
    public static let standard = HyphenationSet(entries: [
        Entry(language: "en-US", path: "/usr/share/hyphen/hyph_en_US.dic", package: "hyphen-en-us"),
        Entry(language: "en-GB", path: "/usr/share/hyphen/hyph_en_GB.dic", package: "hyphen-en-gb"),
        Entry(language: "de", path: "/usr/share/hyphen/hyph_de_DE.dic", package: "hyphen-de"),
        Entry(language: "fr", path: "/usr/share/hyphen/hyph_fr.dic", package: "hyphen-fr"),
    ], fallbackLanguage: "en-US")

    /// Throws `missingHyphenation` for the first entry whose file is not there.
    public func checkFiles() throws(RenderError) {
        for entry in entries where !FileManager.default.fileExists(atPath: entry.path) {
            throw RenderError.missingHyphenation(path: entry.path, package: entry.package)
        }
    }

    /// The entry for a locale or language tag (`en_GB`, `de-AT`, nil): language and region, else the
    /// language's first entry, else the fallback language's.
    public func entry(for tag: String?) -> Entry? {
        let wanted = LanguageTag(tag ?? fallbackLanguage)
        let tags = entries.map { LanguageTag($0.language) }
        if let exact = tags.firstIndex(where: { $0.language == wanted.language && $0.region != nil && $0.region == wanted.region }) {
            return entries[exact]
        }
        if let language = tags.firstIndex(where: { $0.language == wanted.language }) { return entries[language] }
        let fallback = LanguageTag(fallbackLanguage)
        return tags.firstIndex { $0.language == fallback.language && ($0.region == fallback.region || fallback.region == nil) }
            .map { entries[$0] }
    }
}
