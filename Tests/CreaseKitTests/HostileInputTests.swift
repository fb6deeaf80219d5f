import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// Q, C: hostile input gets one printable line naming the file and the field, exit 2.
@Suite struct HostileInputTests {
    struct Pair: Decodable { var a: Int; var b: [Inner] }
    struct Inner: Decodable { var x: Int }

    @Test("Q: a key twice in one object is refused, naming where (readers disagree on which counts)")
    func duplicateKey() {
        let top = Data(#"{"a": 1, "b": [], "a": 2}"#.utf8)
        #expect(throws: InputError(file: "f.json", field: "", message: "has the key \"a\" twice (JSON readers disagree on which one counts)")) {
            _ = try JSONInput.decode(Pair.self, from: top, file: "f.json")
        }
        // An escaped spelling of the same key is the same key; the path names the inner object.
        let nested = Data(#"{"a": 1, "b": [{"x": 1}, {"x": 2, "\u0078": 3}]}"#.utf8)
        #expect(throws: JSONTape.Failure.duplicateKey(path: "b[1]", key: "x")) { _ = try JSONTape(reading: [UInt8](nested)) }
        #expect(throws: InputError(file: "f.json", field: "b[1]", message: "has the key \"x\" twice (JSON readers disagree on which one counts)")) {
            _ = try JSONInput.decode(Pair.self, from: nested, file: "f.json")
        }
        // The same key in sibling objects, or inside a string value, is not a repeat.
        let fine = Data(#"{"a": 1, "b": [{"x": 1}, {"x": 2}], "c": "{\"a\": 1, \"a\": 2}"}"#.utf8)
        #expect(throws: Never.self) { _ = try JSONTape(reading: [UInt8](fine)) }
        // Past 16 keys the reader keeps a set: a repeat of the first key, 20 keys on, is still found.
        let wide = "{" + (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + ", \"k0\": 1}"
        #expect(throws: JSONTape.Failure.duplicateKey(path: "", key: "k0")) { _ = try JSONTape(reading: Array(wide.utf8)) }
    }

    @Test("Q: control, line-separator and bidi characters from input print escaped, on one line, cut short")
    func oneLine() {
        let hostile = "name\u{1B}[2J\nforged: ok\u{2028}\u{202E}evil"
        let line = OneLine.sanitize(hostile)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{202E}" })
        #expect(line == "name\\u{1B}[2J\\u{A}forged: ok\\u{2028}\\u{202E}evil")
        #expect(OneLine.sanitize(String(repeating: "x", count: 5000)).count == OneLine.limit + 1)
        let error = InputError(file: "a\nb.json", field: "name", message: "bad")
        #expect(!error.description.contains("\n"))
    }

    @Test("C: an unknown command with an escape sequence in its name prints one escaped line, exit 2")
    func unknownCommand() throws {
        let result = try TestSupport.crease(["\u{1B}]0;pwned\u{7}"])
        #expect(result.status == 2)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!result.stderr.unicodeScalars.contains { $0 == "\u{1B}" })
    }
}
