import CreaseFixtures
import CreaseInput
import CreaseTestSupport
import Foundation
import HabitDomain
import Testing

/// Q, C: the JSON reader every input file goes through (`JSONTape`, `JSONTapeDecoder`). It refuses
/// what RFC 8259 refuses, says where, and reads what it accepts as Foundation's `JSONDecoder` does.
@Suite struct JSONTapeTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var column: Int
        var problem: String
        var testDescription: String { text }
    }

    static let refusals: [Refusal] = [
        Refusal(text: #"{"name": "x",}"#, line: 1, column: 14, problem: "a key (a string in double quotes) is expected"),
        Refusal(text: "[1, 2,\n]", line: 2, column: 1, problem: "a value is expected after the comma (JSON has no trailing commas)"),
        Refusal(text: "[01]", line: 1, column: 2, problem: "a number may not start with 0"),
        Refusal(text: "[+1]", line: 1, column: 2, problem: "a value is expected (a string, number, object, list, true, false or null)"),
        Refusal(text: "[.5]", line: 1, column: 2, problem: "a value is expected (a string, number, object, list, true, false or null)"),
        Refusal(text: "[1.]", line: 1, column: 4, problem: "a digit is expected after the decimal point"),
        Refusal(text: "[1e]", line: 1, column: 4, problem: "a digit is expected in the exponent"),
        Refusal(text: "[-]", line: 1, column: 3, problem: "a digit is expected"),
        Refusal(text: "[1e400]", line: 1, column: 2, problem: "the number is past the range of a double"),
        Refusal(text: "[tru]", line: 1, column: 2, problem: "a value is expected (a string, number, object, list, true, false or null)"),
        Refusal(text: "[nul", line: 1, column: 2, problem: "a value is expected (a string, number, object, list, true, false or null)"),
        Refusal(text: "[\"a\tb\"]", line: 1, column: 4, problem: "a control character must be escaped inside a string"),
        Refusal(text: #"["a\qb"]"#, line: 1, column: 4, problem: #"\q is no escape (JSON has \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        Refusal(text: #"["\u12"]"#, line: 1, column: 5, problem: #"\u needs four hexadecimal digits"#),
        Refusal(text: #"{"a" 1}"#, line: 1, column: 6, problem: "a colon is expected after the key"),
        Refusal(text: "[1 2]", line: 1, column: 4, problem: "a comma or ] is expected"),
        Refusal(text: #"{"a": 1 "b": 2}"#, line: 1, column: 9, problem: "a comma or } is expected"),
        Refusal(text: "{} {}", line: 1, column: 4, problem: "nothing may follow the value"),
        Refusal(text: "", line: 1, column: 1, problem: "a value is missing"),
        Refusal(text: "{\n  \"a\": [1,\n", line: 3, column: 1, problem: "a value is missing"),
        Refusal(text: #"{"a": "open"#, line: 1, column: 7, problem: "the string is not closed"),
        Refusal(text: "{\"a\": 1", line: 1, column: 8, problem: "the object is not closed (a comma or } is expected)"),
        Refusal(text: #"{1: 2}"#, line: 1, column: 2, problem: "a key (a string in double quotes) or } is expected"),
        Refusal(text: String(repeating: "[", count: 513) + String(repeating: "]", count: 513), line: 1, column: 513,
                problem: "objects and lists nest more than 512 deep"),
    ]

    @Test("Q: what JSON refuses is refused with its line, column and what was expected there", arguments: refusals)
    func refused(_ r: Refusal) {
        #expect(throws: JSONTape.Failure.syntax(line: r.line, column: r.column, problem: r.problem)) {
            _ = try JSONTape(reading: Array(r.text.utf8))
        }
    }

    @Test("Q: a trailing comma in a file is one line naming the file, the line and the column")
    func trailingCommaLine() {
        #expect(throws: InputError(file: "x.json", message: "is not valid JSON (line 1, column 14: a key (a string in double quotes) is expected)")) {
            _ = try JSONInput.decode([String: String].self, from: Data(#"{"name": "x",}"#.utf8), file: "x.json")
        }
    }

    @Test("The tape holds each value once, containers with their counts and ends, escapes resolved")
    func tape() throws {
        let text = #"{"a": [true, null, -0.5e+2, 12], "b": "\u00e9\n\"\ud83d\ude00", "c": {}, "d": 12345678901234567890}"#
        let tape = try JSONTape(reading: Array(text.utf8))
        #expect(tape.values == [
            .object(count: 4, end: 13),
            .string("a"), .array(count: 4, end: 7), .bool(true), .null, .number(-50), .integer(12),
            .string("b"), .string("é\n\"😀"),
            .string("c"), .object(count: 0, end: 11),
            .string("d"), .number(1.2345678901234567e19),
        ])
        #expect(tape.member("c", in: 0) == 10)
        #expect(tape.member("z", in: 0) == nil)
        #expect(tape.end(of: 2) == 7)
    }

    /// Every value in JSON, decoded generically: what both decoders must agree on.
    enum Generic: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), list([Generic]), object([String: Generic])

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var out: [String: Generic] = [:]
                for key in object.allKeys { out[key.stringValue] = try object.decode(Generic.self, forKey: key) }
                self = .object(out)
            } else if var list = try? decoder.unkeyedContainer() {
                var out: [Generic] = []
                while !list.isAtEnd { out.append(try list.decode(Generic.self)) }
                self = .list(out)
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() { self = .null }
                else if let b = try? single.decode(Bool.self) { self = .bool(b) }
                else if let d = try? single.decode(Double.self) { self = .number(d) }
                else { self = .string(try single.decode(String.self)) }
            }
        }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    static var repositoryJSON: [URL] {
        let root = TestSupport.packageRoot
        let folders = ["Fixtures", "Sources/CreaseFixtures/Bundled", "Snapshots", "Examples/HabitsLayouts", "Tests/FoldLayoutTests/LayoutFixtures"]
        var out: [URL] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "json" { out.append(url) }
        }
        return out.sorted { $0.path < $1.path }
    }

    @Test("Every JSON file in the repository reads the same through the tape as through Foundation's JSONDecoder")
    func sameAsFoundation() throws {
        let files = Self.repositoryJSON
        #expect(files.count > 100)
        for url in files {
            let data = try Data(contentsOf: url)
            let foundation = try JSONDecoder().decode(Generic.self, from: data)
            let tape = try JSONTapeDecoder.decode(Generic.self, from: JSONTape(reading: [UInt8](data)))
            #expect(tape == foundation, "\(url.lastPathComponent)")
        }
    }

    @Test("D1, D22: every bundled dataset decodes to the same profile through both decoders")
    func sameProfiles() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled/datasets")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 7)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let foundation = try JSONDecoder().decode(Profile.self, from: data)
            let tape = try JSONTapeDecoder.decode(Profile.self, from: JSONTape(reading: [UInt8](data)))
            #expect(tape == foundation, "\(name)")
        }
    }

    struct Typed: Decodable { var n: Int; var small: UInt8?; var s: String?; var list: [Int]? }

    /// The error's kind and path, the parts `JSONInput` words its line from.
    static func shape(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
        switch error {
        case .keyNotFound(let key, let c): return "keyNotFound \(key.stringValue) at \(JSONInput.path(c.codingPath))"
        case .typeMismatch(let type, let c): return "typeMismatch \(type) at \(JSONInput.path(c.codingPath))"
        case .valueNotFound(let type, let c): return "valueNotFound \(type) at \(JSONInput.path(c.codingPath))"
        case .dataCorrupted(let c): return "dataCorrupted at \(JSONInput.path(c.codingPath))"
        @unknown default: return "unknown"
        }
    }

    @Test("Q: a missing key, a wrong type, a null: the same error, at the same path, as Foundation's",
          arguments: [#"{"small": 1}"#, #"{"n": "1"}"#, #"{"n": null}"#,
                      #"{"n": 1, "list": [1, "2"]}"#, #"{"n": 1, "list": {}}"#, #"{"n": 1, "s": 2}"#, #"[1]"#])
    func sameErrors(_ text: String) {
        let data = Data(text.utf8)
        var foundation = "decoded", tape = "decoded"
        do { _ = try JSONDecoder().decode(Typed.self, from: data) } catch { foundation = Self.shape(error) }
        do { _ = try JSONTapeDecoder.decode(Typed.self, from: JSONTape(reading: [UInt8](data))) } catch { tape = Self.shape(error) }
        #expect(foundation != "decoded")
        #expect(tape == foundation)
    }

    @Test("Q: a number that is no whole number, or too large for its field, names the field (Foundation's decoder lost the path: the file read as not valid JSON)",
          arguments: [(#"{"n": 1, "small": 300}"#, "small", "should be a whole number from 0 to 255 (got 300)"),
                      (#"{"n": 1.5}"#, "n", "should be a whole number (got 1.5)"),
                      (#"{"n": 1, "list": [2, -1e30]}"#, "list[1]", "should be a whole number from \(Int.min) to \(Int.max) (got -1e+30)")])
    func numbersThatDoNotFit(_ text: String, _ field: String, _ message: String) {
        #expect(throws: InputError(file: "n.json", field: field, message: message)) {
            _ = try JSONInput.decode(Typed.self, from: Data(text.utf8), file: "n.json")
        }
    }

    @Test("A UUID reads as Foundation reads it, in either case; a malformed one is refused")
    func uuids() throws {
        struct Holder: Decodable, Equatable { var id: UUID }
        for text in ["6B657074-0000-0000-0001-00000000000A", "6b657074-0000-0000-0001-00000000000a"] {
            let data = Data(#"{"id": "\#(text)"}"#.utf8)
            #expect(try JSONTapeDecoder.decode(Holder.self, from: JSONTape(reading: [UInt8](data))) == JSONDecoder().decode(Holder.self, from: data))
        }
        for bad in ["6b657074-0000-0000-0001-00000000000", "6b657074x0000-0000-0001-00000000000a", "6b657074-0000-0000-0001-00000000000g"] {
            let data = Data(#"{"id": "\#(bad)"}"#.utf8)
            #expect(throws: DecodingError.self) { _ = try JSONTapeDecoder.decode(Holder.self, from: JSONTape(reading: [UInt8](data))) }
            #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(Holder.self, from: data) }
        }
    }
}

/// I1: a key that no decoder reads is refused, naming the key and the nearest one that is read.
@Suite struct StrictKeyTests {
    struct Typed: Decodable { var n: Int; var small: UInt8?; var inner: Inner? }
    struct Inner: Decodable { var clearance: Double? }

    @Test("I1: a misspelled optional field is refused with the nearest field read there; strict: false lets it by")
    func misspelled() throws {
        #expect(throws: InputError(file: "t.json", field: "smal", message: "is no field crease reads here; did you mean \"small\"?")) {
            _ = try JSONInput.decode(Typed.self, from: Data(#"{"n": 1, "smal": 2}"#.utf8), file: "t.json")
        }
        #expect(throws: InputError(file: "t.json", field: "inner.clearence", message: "is no field crease reads here; did you mean \"clearance\"?")) {
            _ = try JSONInput.decode(Typed.self, from: Data(#"{"n": 1, "inner": {"clearance": 8, "clearence": 9}}"#.utf8), file: "t.json")
        }
        #expect(throws: InputError(file: "t.json", field: "zzz", message: "is no field crease reads here (it reads \"n\", \"small\", \"inner\")")) {
            _ = try JSONInput.decode(Typed.self, from: Data(#"{"n": 1, "zzz": true}"#.utf8), file: "t.json")
        }
        let lenient = try JSONInput.decode(Typed.self, from: Data(#"{"n": 1, "smal": 2}"#.utf8), file: "t.json", strict: false)
        #expect(lenient.n == 1 && lenient.small == nil)
        // A dictionary reads every key it holds.
        #expect(try JSONInput.decode([String: Int].self, from: Data(#"{"a": 1, "b": 2}"#.utf8), file: "t.json") == ["a": 1, "b": 2])
    }

    /// One input format: a bundled file of its kind, a misspelled key put beside its real keys, and
    /// the command that reads it (FILE is the file written).
    struct Misspelled: Sendable, CustomTestStringConvertible {
        var format: String
        var source: (name: String, kind: Fixtures.Kind)?
        var key: String
        var nearest: String
        var arguments: [String]
        var testDescription: String { format }
    }

    static let formats: [Misspelled] = [
        Misspelled(format: "device", source: ("surface-duo", .devices), key: "displayNme", nearest: "displayName",
                   arguments: ["inspect", "--scenario", "typical", "--device", "FILE"]),
        Misspelled(format: "gesture", source: ("unfold", .gestures), key: "segmnts", nearest: "segments",
                   arguments: ["simulate", "--device", "surface-duo", "--gesture", "FILE"]),
        Misspelled(format: "scenario", source: ("typical", .scenarios), key: "timeZon", nearest: "timeZone",
                   arguments: ["inspect", "--scenario", "FILE"]),
        Misspelled(format: "dataset", source: ("typical", .datasets), key: "checkIn", nearest: "checkIns",
                   arguments: ["inspect", "--scenario", "SCENARIO"]),
        Misspelled(format: "widget", source: ("system-small", .widgets), key: "cornerRadus", nearest: "cornerRadius",
                   arguments: ["inspect", "--scenario", "widget", "--widget", "FILE", "--device", "iphone"]),
        Misspelled(format: "window", source: ("mac-window", .windows), key: "sidebarWidht", nearest: "sidebarWidth",
                   arguments: ["inspect", "--scenario", "typical", "--window", "FILE"]),
        Misspelled(format: "suite.json", source: nil, key: "tolerance.maxDiffPixel", nearest: "maxDiffPixels",
                   arguments: ["snapshot", "list", "--package", "PACKAGE"]),
    ]

    @Test("I1: an unknown key in each input format exits 2 naming the file, the key and the nearest key read there", arguments: formats)
    func everyFormat(_ format: Misspelled) throws {
        let folder = TestSupport.temporaryFolder("misspelled")
        var file = folder.appendingPathComponent("input.json")
        if let source = format.source {
            let text = try String(contentsOf: TestSupport.fixtureURL(source.name, source.kind), encoding: .utf8)
            let brace = try #require(text.firstIndex(of: "{"))
            let changed = text.replacingCharacters(in: brace...brace, with: "{\"\(format.key)\": 1, ")
            try Data(changed.utf8).write(to: file)
        } else {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
            file = folder.appendingPathComponent("Snapshots/suite.json")
            try Data(#"{"version": 1, "tolerance": {"maxDiffPixel": 5000}, "cases": [{"scenario": "typical", "device": "iphone", "posture": "cover"}]}"#.utf8)
                .write(to: file)
        }
        let scenario = folder.appendingPathComponent("scenario.json")
        try Data(#"{"version": 1, "name": "s", "dataset": "input.json", "now": "2026-11-26T08:30:00+01:00"}"#.utf8).write(to: scenario)
        let arguments = format.arguments.map { ["FILE": file.path, "SCENARIO": scenario.path, "PACKAGE": folder.path][$0] ?? $0 }
        let r = try TestSupport.crease(arguments, environment: ["CREASE_FIXTURES": ""])
        #expect(r.status == 2, "\(format.format): \(r.stdout)")
        #expect(r.stderr == "crease: \(file.path): field '\(format.key)': is no field crease reads here; did you mean \"\(format.nearest)\"?\n",
                "\(format.format): \(r.stderr)")
    }

    @Test("I1: a device with \"clearence\" beside \"clearance\" exits 2 naming the key and the suggestion")
    func deviceKey() throws {
        let text = BoundsTests.surfaceDuo.replacingOccurrences(of: #""clearance": 8"#, with: #""clearance": 8, "clearence": 8"#)
        #expect(text != BoundsTests.surfaceDuo)
        let device = TestSupport.file("device.json", text)
        let out = TestSupport.temporaryFolder("strict").appendingPathComponent("x.png")
        let r = try TestSupport.crease(["render", "--device", device.path, "--posture", "spread", "--scenario", "typical", "--output", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "crease: \(device.path): field 'fold.clearence': is no field crease reads here; did you mean \"clearance\"?\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
