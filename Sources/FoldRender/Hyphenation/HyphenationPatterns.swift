import FoldLayout
import Foundation

/// A libhyphen dictionary file read as data: its character set, its settings, and its patterns by
/// the letters each matches, so that libhyphen can be given, for one word, only the patterns that
/// can match it.
///
/// A pattern changes a word's breaks only where its letters occur in the word, so a dictionary
/// built from those patterns hyphenates the word exactly as the whole file does; and building one
/// is quick, where libhyphen takes seconds to build the automaton of the 78,000 German patterns.
struct HyphenationPatterns: Sendable {
    enum Encoding: Sendable { case utf8, latin1 }

    /// The patterns up to a `NEXTLEVEL` line (libhyphen's compound level), then those after it.
    struct Level: Sendable {
        /// Setting lines (`LEFTHYPHENMIN 2`, `NOHYPHEN …`), given to every word's dictionary.
        var settings: [[UInt8]] = []
        /// Pattern lines by the letters they match (the pattern without its digits, `.` for a word edge).
        var patterns: [[UInt8]: [Int]] = [:]
    }

    let encoding: Encoding
    /// The file's first line, as written.
    let charsetLine: [UInt8]
    let levels: [Level]
    /// Every pattern line, by number.
    let lines: [[UInt8]]
    /// The most bytes a pattern's letters take.
    let longestKey: Int
    /// Every letter the patterns mention: a word with another letter is not in this language.
    let alphabet: Set<Unicode.Scalar>

    static let settingKeywords = ["LEFTHYPHENMIN", "RIGHTHYPHENMIN", "COMPOUNDLEFTHYPHENMIN", "COMPOUNDRIGHTHYPHENMIN", "NOHYPHEN"]
        .map { Array($0.utf8) }

    init(bytes: [UInt8], file: String) throws(RenderError) {
        var rawLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line -> [UInt8] in
            line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
        }
        guard !rawLines.isEmpty else { throw RenderError.hyphenation(file: file, message: "is empty") }
        charsetLine = rawLines.removeFirst()
        switch String(decoding: charsetLine, as: UTF8.self).trimmingCharacters(in: .whitespaces) {
        case "UTF-8": encoding = .utf8
        case "ISO8859-1", "ISO-8859-1": encoding = .latin1
        case let other: throw RenderError.hyphenation(file: file, message: "uses the character set \"\(other)\"; only UTF-8 and ISO8859-1 are read")
        }
        var levels = [Level()]
        var lines: [[UInt8]] = []
        var longest = 0
        var alphabet = Set<Unicode.Scalar>()
        for line in rawLines {
            guard let first = line.first, first > 0x20 else { continue }
            // `%` starts a comment; the German file's banner of `#` lines is one too, in effect.
            if first == UInt8(ascii: "%") || first == UInt8(ascii: "#") { continue }
            if line.starts(with: Array("NEXTLEVEL".utf8)) {
                levels.append(Level())
                continue
            }
            if Self.settingKeywords.contains(where: { line.starts(with: $0) }) {
                levels[levels.count - 1].settings.append(line)
                continue
            }
            // libhyphen reads a pattern up to the first blank; a replacement follows a `/`.
            let pattern = line.prefix { $0 > 0x20 && $0 != UInt8(ascii: "/") }
            let key = pattern.filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !key.isEmpty else { continue }
            levels[levels.count - 1].patterns[Array(key), default: []].append(lines.count)
            lines.append(line)
            longest = Swift.max(longest, key.count)
            for scalar in Self.decode(Array(key), encoding) where scalar.properties.isAlphabetic { alphabet.insert(scalar) }
        }
        self.levels = levels
        self.lines = lines
        self.longestKey = longest
        self.alphabet = alphabet
    }

    static func decode(_ bytes: [UInt8], _ encoding: Encoding) -> [Unicode.Scalar] {
        switch encoding {
        case .utf8: Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        case .latin1: bytes.map { Unicode.Scalar($0) }
        }
    }

    /// A lower-case word in the file's encoding, or nil when a letter has no byte form in it.
    func encode(_ word: [Unicode.Scalar]) -> [UInt8]? {
        switch encoding {
        case .utf8:
            return Array(String(String.UnicodeScalarView(word)).utf8)
        case .latin1:
            var out: [UInt8] = []
            out.reserveCapacity(word.count)
            for scalar in word {
                guard scalar.value <= 0xFF else { return nil }
                out.append(UInt8(scalar.value))
            }
            return out
        }
    }

    /// Whether the patterns mention every letter of the word.
    func knows(_ word: [Unicode.Scalar]) -> Bool { word.allSatisfy(alphabet.contains) }

    /// A dictionary file for one encoded word: the character set, each level's settings, and the
    /// patterns whose letters occur in `.word.`, in the file's order.
    func file(for word: [UInt8]) -> [UInt8] {
        let dotted = [UInt8(ascii: ".")] + word + [UInt8(ascii: ".")]
        var out = charsetLine + [UInt8(ascii: "\n")]
        for (k, level) in levels.enumerated() {
            if k > 0 { out += Array("NEXTLEVEL\n".utf8) }
            for setting in level.settings { out += setting + [UInt8(ascii: "\n")] }
            var matched: [Int] = []
            for start in dotted.indices {
                for length in 1...Swift.max(1, Swift.min(longestKey, dotted.count - start)) {
                    if let found = level.patterns[Array(dotted[start..<(start + length)])] { matched += found }
                }
            }
            for n in Set(matched).sorted() { out += lines[n] + [UInt8(ascii: "\n")] }
        }
        return out
    }

    // MARK: Loading once per process

    /// Behind a lock ThreadSanitizer follows (`Locked`): every test's text engine asks at once.
    private static let loaded = Locked<[String: HyphenationPatterns]>([:])

    /// The patterns of the file at `path`, read once per process (they are plain values, shared by
    /// every thread's text engine).
    static func load(_ path: String) throws(RenderError) -> HyphenationPatterns {
        if let hit = loaded.withLock({ $0[path] }) { return hit }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.hyphenation(file: path, message: "cannot be read")
        }
        let patterns = try HyphenationPatterns(bytes: [UInt8](data), file: path)
        loaded.withLock { $0[path] = patterns }
        return patterns
    }
}
