import CHyphen
import Foundation

/// One libhyphen dictionary, built from the bytes of a dictionary file. Owns the `HyphenDict` and
/// frees it when it goes; not `Sendable` (it stays with the hyphenator that made it).
final class HyphenDictionary {
    private let dict: UnsafeMutablePointer<HyphenDict>

    /// Loads a dictionary from a file's bytes (its first line names the character set).
    init(file: [UInt8], source: String) throws(RenderError) {
        var bytes = file
        let loaded: UnsafeMutablePointer<HyphenDict>? = bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress, let stream = fmemopen(base, buffer.count, "r") else { return nil }
            defer { fclose(stream) }
            return hnj_hyphen_load_file(stream)
        }
        guard let loaded else { throw RenderError.hyphenation(file: source, message: "libhyphen could not load its patterns") }
        dict = loaded
    }

    deinit { hnj_hyphen_free(dict) }

    /// Where `word` (lower case, in the dictionary's encoding, `characters` long) may break: the
    /// character offsets a break may come before, at least two from either end. Breaks that change
    /// the spelling (libhyphen's non-standard hyphenation, as in old German "Schiffahrt") are left out.
    func points(_ word: [UInt8], characters: Int) -> [Int] {
        guard characters >= 4, !word.isEmpty, word.count < Int(Int32.max) - 8 else { return [] }
        var hyphens = [CChar](repeating: 0, count: word.count + 5)
        var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var pos: UnsafeMutablePointer<Int32>?
        var cut: UnsafeMutablePointer<Int32>?
        defer {
            if let rep {
                for i in 0..<word.count { free(rep[i]) }
                free(rep)
            }
            free(pos)
            free(cut)
        }
        // libhyphen also reads the word as a C string (its NOHYPHEN search), so it ends with a NUL.
        let status = (word.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { chars in
            hyphens.withUnsafeMutableBufferPointer { out in
                // 2 and 2: libhyphen takes the larger of these and the file's own minimums.
                hnj_hyphen_hyphenate3(dict, chars.baseAddress, Int32(word.count), out.baseAddress, nil, &rep, &pos, &cut, 2, 2, 2, 2)
            }
        }
        guard status == 0 else { return [] }
        var out: [Int] = []
        // `hyphens[i]` odd: a break after character i (libhyphen counts characters, not bytes).
        for i in 0..<(characters - 1) where Int(hyphens[i]) & 1 == 1 {
            if let rep, rep[i] != nil { continue }
            out.append(i + 1)
        }
        return out
    }
}
