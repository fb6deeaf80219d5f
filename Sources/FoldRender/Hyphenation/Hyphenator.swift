/// Finds where words may break, from the patterns of a `HyphenationSet`, and marks those places in
/// text with soft hyphens for Pango. One per text engine (not `Sendable`); it remembers every word
/// it has hyphenated.
final class Hyphenator {
    let set: HyphenationSet
    private var words: [WordKey: [Int]] = [:]

    struct WordKey: Hashable {
        var path: String
        var word: [Unicode.Scalar]
    }

    /// Words longer than this are left whole (they are not words a dictionary knows).
    static let longestWord = 100
    static let softHyphen: Character = "\u{AD}"

    init(set: HyphenationSet) { self.set = set }

    /// Forgets every word (benchmarks of cold measuring use it).
    func removeAll() { words.removeAll(keepingCapacity: true) }

    /// The character offsets where `word` may break in `language`, each leaving at least two letters
    /// on both sides and between breaks (so no line can hold a lone letter). Empty when no
    /// dictionary of the set knows all its letters (see `HyphenationSet`).
    func points(in word: [Character], language: String?) throws(RenderError) -> [Int] {
        guard word.count >= 4, word.count <= Self.longestWord else { return [] }
        // Patterns are lower case; a letter that does not lower-case to one scalar is no word of theirs.
        var lower: [Unicode.Scalar] = []
        lower.reserveCapacity(word.count)
        for character in word {
            let scalars = character.lowercased().unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else { return [] }
            lower.append(scalar)
        }
        guard let (entry, patterns) = try patterns(for: lower, language: language) else { return [] }
        let key = WordKey(path: entry.path, word: lower)
        if let known = words[key] { return known }
        var found: [Int] = []
        if let encoded = patterns.encode(lower) {
            let dictionary = try HyphenDictionary(file: patterns.file(for: encoded), source: entry.path)
            found = Self.spaced(dictionary.points(encoded, characters: lower.count), count: lower.count)
        }
        words[key] = found
        return found
    }

    /// The language's patterns when they know every letter of the word, else the first of the set's
    /// that do.
    func patterns(for word: [Unicode.Scalar], language: String?) throws(RenderError) -> (HyphenationSet.Entry, HyphenationPatterns)? {
        guard let own = set.entry(for: language) else { return nil }
        let patterns = try HyphenationPatterns.load(own.path)
        if patterns.knows(word) { return (own, patterns) }
        for other in set.entries where other != own {
            let candidate = try HyphenationPatterns.load(other.path)
            if candidate.knows(word) { return (other, candidate) }
        }
        return nil
    }

    /// Keeps the breaks that leave at least two letters before, after and between them.
    static func spaced(_ points: [Int], count: Int) -> [Int] {
        var allowed: [Int] = []
        for p in points where p >= 2 && count - p >= 2 && p - (allowed.last ?? 0) >= 2 { allowed.append(p) }
        return allowed
    }

    /// `text` with a soft hyphen at every hyphenation point of each word that overlaps one of
    /// `ranges` (UTF-8 offsets into `text`). A word is a run of letters; one holding a character
    /// made of several scalars is left whole.
    func hyphenating(_ text: String, wordsIn ranges: [Range<Int>], language: String?) throws(RenderError) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var word: [Character] = []
        var wordStart = 0
        var offset = 0
        func flush() throws(RenderError) {
            guard !word.isEmpty else { return }
            let span = wordStart..<offset
            let points = ranges.contains { $0.overlaps(span) } && word.allSatisfy { $0.unicodeScalars.count == 1 }
                ? try self.points(in: word, language: language) : []
            var iterator = points.makeIterator()
            var next = iterator.next()
            for (i, character) in word.enumerated() {
                if i == next {
                    out.append(Self.softHyphen)
                    next = iterator.next()
                }
                out.append(character)
            }
            word.removeAll(keepingCapacity: true)
        }
        for character in text {
            if character.isLetter {
                if word.isEmpty { wordStart = offset }
                word.append(character)
            } else {
                try flush()
                out.append(character)
            }
            offset += character.utf8.count
        }
        try flush()
        return out
    }
}
