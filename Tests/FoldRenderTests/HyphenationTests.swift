import FoldLayout
import Foundation
import Testing
@testable import FoldRender

/// Hyphenation from Debian's libhyphen patterns (L6, L8): which dictionary a word takes, where its
/// breaks fall, and how the text engine sets a word too wide for its line.
@Suite struct HyphenationTests {
    let set = HyphenationSet.standard

    /// A word written with `-` at its breaks.
    func marked(_ word: String, language: String?) throws -> String {
        let characters = Array(word)
        let points = Set(try Hyphenator(set: set).points(in: characters, language: language))
        return characters.enumerated().map { (points.contains($0.offset) ? "-" : "") + String($0.element) }.joined()
    }

    @Test("A locale picks its patterns by language and region, else language, else English")
    func entries() {
        #expect(set.entry(for: "en_GB")?.language == "en-GB")
        #expect(set.entry(for: "en-US")?.language == "en-US")
        #expect(set.entry(for: "en_AU")?.language == "en-US")
        #expect(set.entry(for: "de_AT")?.language == "de")
        #expect(set.entry(for: "fr_CA")?.language == "fr")
        #expect(set.entry(for: "ar_EG")?.language == "en-US")
        #expect(set.entry(for: nil)?.language == "en-US")
        #expect(set.entry(for: "en-Latn-GB")?.language == "en-GB")
    }

    @Test("L8: English words break at their syllables, never leaving fewer than two letters on a side")
    func english() throws {
        // The patterns allow med-i-ta-tion; the lone "i" would make a piece of one letter.
        #expect(try marked("meditation", language: "en_US") == "med-ita-tion")
        #expect(try marked("Cancel", language: "en_GB") == "Can-cel")
        #expect(try marked("Morning", language: "en_GB") == "Morn-ing")
        #expect(try marked("Weekdays", language: "en_GB") == "Week-days")
        // No pattern splits these: they may only wrap whole.
        #expect(try marked("Stretch", language: "en_GB") == "Stretch")
        #expect(try marked("Save", language: "en_GB") == "Save")
    }

    @Test("L6: a German word in an English profile takes the German patterns (ISO-8859-1, umlauts counted as one letter)")
    func german() throws {
        let name = "Donaudampfschifffahrtsgesellschaftskapitänsmützenpflege"
        #expect(try marked(name, language: "en_GB") == "Do-nau-dampf-schiff-fahrts-ge-sell-schafts-ka-pi-täns-müt-zen-pfle-ge")
        #expect(try marked("Gewohnheiten", language: "de_DE") == "Ge-wohn-hei-ten")
        // English patterns know no "ä": the word is not English.
        let english = try HyphenationPatterns.load("/usr/share/hyphen/hyph_en_GB.dic")
        #expect(!english.knows(Array("kapitän".unicodeScalars)))
        #expect(try HyphenationPatterns.load("/usr/share/hyphen/hyph_de_DE.dic").knows(Array("kapitän".unicodeScalars)))
    }

    @Test("A word's own dictionary, built from the patterns that can match it, hyphenates as the whole file does")
    func subsetEqualsWhole() throws {
        for path in ["/usr/share/hyphen/hyph_en_GB.dic", "/usr/share/hyphen/hyph_fr.dic"] {
            let patterns = try HyphenationPatterns.load(path)
            let whole = try HyphenDictionary(file: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
            for word in ["meditation", "hyphenation", "consistency", "championship", "journal", "thoughtful", "paragraph",
                         "représentation", "habitudes", "anticonstitutionnellement", "strength", "unbelievably"] {
                let scalars = Array(word.unicodeScalars)
                let encoded = try #require(patterns.encode(scalars))
                let own = try HyphenDictionary(file: patterns.file(for: encoded), source: path)
                #expect(own.points(encoded, characters: scalars.count) == whole.points(encoded, characters: scalars.count), "\(word)")
            }
        }
    }

    @Test("Breaks closer than two letters to an edge or to each other are dropped")
    func spacing() {
        #expect(Hyphenator.spaced([1, 3, 4, 6], count: 8) == [3, 6])
        #expect(Hyphenator.spaced([2, 3, 5], count: 6) == [2])
        #expect(Hyphenator.spaced([], count: 3) == [])
    }

    @Test("L8: a word wider than its line is set at its hyphenation points, with nothing lost")
    func engineHyphenates() throws {
        let engine = try TextEngine()
        let name = "Donaudampfschifffahrtsgesellschaftskapitänsmützenpflege"
        let m = engine.measure(TextContent(name, font: FontSpec(size: 40), language: "en_GB"), width: 200)
        #expect(m.lines.count > 3)
        #expect(m.lines.map(\.text).joined() == name)
        #expect(m.lines.dropLast().allSatisfy { $0.ending == .hyphenated }, "\(m.lines.map(\.ending))")
        #expect(m.lines.allSatisfy { $0.frame.width <= 200.5 })
        let breaks = Set(m.lines.dropLast().reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.text.count) })
        let allowed = Set(try Hyphenator(set: .standard).points(in: Array(name), language: "en_GB"))
        #expect(breaks.isSubset(of: allowed))
    }

    @Test("L8: words that fit their line only wrap between words")
    func wordsWrapWhole() throws {
        let engine = try TextEngine()
        let m = engine.measure(TextContent("Morning run with the dog", font: FontSpec(size: 20)), width: 90)
        #expect(m.lines.count > 2)
        #expect(m.lines.dropLast().allSatisfy { $0.ending == .betweenWords })
        #expect(m.lines.last?.ending == .end)
        #expect(!m.splitsWords)
    }

    @Test("L8: a word no dictionary can break is split anywhere only as a last resort, and says so")
    func lastResort() throws {
        let engine = try TextEngine()
        let m = engine.measure(TextContent("Zzzzzzzzzzzzzzzzzzzzzz", font: FontSpec(size: 20)), width: 60)
        #expect(m.lines.count > 1)
        #expect(m.lines.first?.ending == .insideWord)
        #expect(m.splitsWords)
    }
}
