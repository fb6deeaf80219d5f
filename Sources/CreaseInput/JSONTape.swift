/// A JSON document read once into a flat list of values (a tape, as simdjson calls it): a container
/// is followed by its members, and records where it ends, so a reader can skip it in one step.
///
/// Strict where JSON is strict (RFC 8259): no trailing commas, no leading zeros, no bare words, no
/// control characters inside strings, nothing after the value, numbers within a Double's range.
/// A key that appears twice in one object is refused too: readers disagree on which one counts.
/// `JSONTapeDecoder` decodes `Decodable` values from it; it replaces Foundation's `JSONDecoder`
/// for files users give (a 20,000-habit dataset: see `docs/formats.md`).
public struct JSONTape: Sendable {
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number written without a fraction or an exponent that fits in 64 bits.
        case integer(Int64)
        /// Any other number.
        case number(Double)
        case string(String)
        /// `count` elements follow; the next value after the array is at `end`.
        case array(count: Int, end: Int)
        /// `count` members follow, each a key (a `.string`) then its value; the next value is at `end`.
        case object(count: Int, end: Int)
    }

    /// Why a document could not be read.
    public enum Failure: Error, Sendable, Equatable {
        /// Not JSON: where (1-based line and column, in bytes) and what was expected there.
        case syntax(line: Int, column: Int, problem: String)
        /// The JSON path of the object (`habits[2]`, or "" for the top level) and the repeated key.
        case duplicateKey(path: String, key: String)
    }

    public private(set) var values: [Value]
    /// Set while a strict decode runs (`JSONTapeDecoder.decode(_:from:strict:)`).
    var reads: JSONReadMarks? = nil

    /// Where the value after the one at `index` starts.
    public func end(of index: Int) -> Int { Self.end(of: index, in: values) }

    /// The same, on values still being read (`Reader`).
    static func end(of index: Int, in values: [Value]) -> Int {
        switch values[index] {
        case .array(_, let end), .object(_, let end): return end
        default: return index + 1
        }
    }

    /// The index of the value of `key` in the object at `object`, or nil. A strict decode marks the
    /// key read.
    public func member(_ key: String, in object: Int) -> Int? {
        guard case .object(let count, _) = values[object] else { return nil }
        if let reads, reads.recording == object { reads.requested.append(key) }
        var i = object + 1
        for _ in 0..<count {
            if case .string(let name) = values[i], name == key {
                reads?.read[i] = true
                return i + 1
            }
            i = end(of: i + 1)
        }
        return nil
    }

    /// The JSON path of the value at `target` (`habits[2].cadence`; "" for the top level).
    func path(to target: Int) -> String {
        func walk(_ i: Int, _ path: String) -> String? {
            if i == target { return path }
            switch values[i] {
            case .object(let count, let end):
                guard target > i, target < end else { return nil }
                var k = i + 1
                for _ in 0..<count {
                    if case .string(let name) = values[k], let found = walk(k + 1, path.isEmpty ? name : path + "." + name) { return found }
                    k = self.end(of: k + 1)
                }
                return nil
            case .array(let count, let end):
                guard target > i, target < end else { return nil }
                var k = i + 1
                for n in 0..<count {
                    if let found = walk(k, path + "[\(n)]") { return found }
                    k = self.end(of: k)
                }
                return nil
            default:
                return nil
            }
        }
        return walk(0, "") ?? ""
    }

    public init(reading bytes: [UInt8]) throws(Failure) {
        var reader = Reader(bytes: bytes)
        try reader.document()
        values = reader.values
    }

    /// Reads the bytes by recursive descent; containers nest at most `depthLimit` deep, so hostile
    /// input cannot run the stack out.
    struct Reader {
        static let depthLimit = 512
        let bytes: [UInt8]
        var i = 0
        var depth = 0
        var values: [Value] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            values.reserveCapacity(bytes.count / 8)
        }

        mutating func document() throws(Failure) {
            // A UTF-8 byte order mark is allowed before the value.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
            skipSpace()
            try value()
            skipSpace()
            if i < bytes.count { throw fail("nothing may follow the value") }
        }

        func fail(_ problem: String, at offset: Int? = nil) -> Failure {
            let at = min(offset ?? i, bytes.count)
            var line = 1, column = 1
            for b in bytes[..<at] {
                if b == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            }
            return .syntax(line: line, column: column, problem: problem)
        }

        mutating func skipSpace() {
            while i < bytes.count {
                switch bytes[i] {
                case 0x20, 0x0A, 0x0D, 0x09: i += 1
                default: return
                }
            }
        }

        mutating func value() throws(Failure) {
            guard i < bytes.count else { throw fail("a value is missing") }
            switch bytes[i] {
            case UInt8(ascii: "{"): try object()
            case UInt8(ascii: "["): try array()
            case UInt8(ascii: "\""): values.append(.string(try string()))
            case UInt8(ascii: "t"): try word("true"); values.append(.bool(true))
            case UInt8(ascii: "f"): try word("false"); values.append(.bool(false))
            case UInt8(ascii: "n"): try word("null"); values.append(.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(try number())
            default: throw fail("a value is expected (a string, number, object, list, true, false or null)")
            }
        }

        mutating func word(_ text: String) throws(Failure) {
            let count = text.utf8.count
            guard i + count <= bytes.count, bytes[i..<(i + count)].elementsEqual(text.utf8) else {
                throw fail("a value is expected (a string, number, object, list, true, false or null)")
            }
            i += count
        }

        mutating func enter() throws(Failure) {
            depth += 1
            if depth > Self.depthLimit { throw fail("objects and lists nest more than \(Self.depthLimit) deep") }
        }

        mutating func object() throws(Failure) {
            try enter()
            let start = values.count
            values.append(.object(count: 0, end: 0))
            i += 1
            skipSpace()
            var count = 0
            var keys: Set<String>? = nil
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
                i += 1
            } else {
                while true {
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                        throw fail(count == 0 ? "a key (a string in double quotes) or } is expected" : "a key (a string in double quotes) is expected")
                    }
                    let keyOffset = i
                    let key = try string()
                    try checkUnique(key, in: start, count: count, keys: &keys, at: keyOffset)
                    values.append(.string(key))
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("a colon is expected after the key") }
                    i += 1
                    skipSpace()
                    do { try value() } catch { throw error.under(key) }
                    count += 1
                    skipSpace()
                    guard i < bytes.count else { throw fail("the object is not closed (a comma or } is expected)") }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1
                        skipSpace()
                        continue
                    }
                    guard bytes[i] == UInt8(ascii: "}") else { throw fail("a comma or } is expected") }
                    i += 1
                    break
                }
            }
            values[start] = .object(count: count, end: values.count)
            depth -= 1
        }

        /// Refuses a key the object already has. Small objects compare with the keys already read on
        /// the tape; past 16 keys a set takes over.
        func checkUnique(_ key: String, in object: Int, count: Int, keys: inout Set<String>?, at offset: Int) throws(Failure) {
            if count < 16 {
                var k = object + 1
                for _ in 0..<count {
                    if case .string(let name) = values[k], name == key { throw .duplicateKey(path: "", key: key) }
                    k = endOf(k + 1)
                }
                return
            }
            if keys == nil {
                var all = Set<String>()
                var k = object + 1
                for _ in 0..<count {
                    if case .string(let name) = values[k] { all.insert(name) }
                    k = endOf(k + 1)
                }
                keys = all
            }
            if keys?.insert(key).inserted == false { throw .duplicateKey(path: "", key: key) }
        }

        func endOf(_ index: Int) -> Int { JSONTape.end(of: index, in: values) }

        mutating func array() throws(Failure) {
            try enter()
            let start = values.count
            values.append(.array(count: 0, end: 0))
            i += 1
            skipSpace()
            var count = 0
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
                i += 1
            } else {
                while true {
                    do { try value() } catch { throw error.under("[\(count)]") }
                    count += 1
                    skipSpace()
                    guard i < bytes.count else { throw fail("the list is not closed (a comma or ] is expected)") }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1
                        skipSpace()
                        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw fail("a value is expected after the comma (JSON has no trailing commas)") }
                        continue
                    }
                    guard bytes[i] == UInt8(ascii: "]") else { throw fail("a comma or ] is expected") }
                    i += 1
                    break
                }
            }
            values[start] = .array(count: count, end: values.count)
            depth -= 1
        }

        /// A string from its opening quote. Strings without escapes (nearly all of them) are made
        /// from their bytes in one step.
        mutating func string() throws(Failure) -> String {
            let open = i
            i += 1
            let start = i
            var ascii = true
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    let slice = bytes[start..<i]
                    i += 1
                    if ascii { return String(decoding: slice, as: UTF8.self) }
                    guard let text = String(validating: slice, as: UTF8.self) else { throw fail("the string is not UTF-8", at: open) }
                    return text
                }
                if b == UInt8(ascii: "\\") { return try escapedString(from: start, open: open) }
                if b < 0x20 { throw fail("a control character must be escaped inside a string") }
                if b >= 0x80 { ascii = false }
                i += 1
            }
            throw fail("the string is not closed", at: open)
        }

        mutating func escapedString(from start: Int, open: Int) throws(Failure) -> String {
            var out = Array(bytes[start..<i])
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    guard let text = String(validating: out, as: UTF8.self) else { throw fail("the string is not UTF-8", at: open) }
                    return text
                }
                if b < 0x20 { throw fail("a control character must be escaped inside a string") }
                guard b == UInt8(ascii: "\\") else { out.append(b); i += 1; continue }
                guard i + 1 < bytes.count else { break }
                let e = bytes[i + 1]
                i += 2
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    let escape = i - 2
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) { scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    // A lone surrogate is half of a character: refused, as Foundation refuses it.
                    guard let character = Unicode.Scalar(scalar) else { throw fail("a lone surrogate escape is no character", at: escape) }
                    out.append(contentsOf: String(character).utf8)
                default:
                    throw fail("\\\(String(UnicodeScalar(e))) is no escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: i - 2)
                }
            }
            throw fail("the string is not closed", at: open)
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            guard i + 4 <= bytes.count else { throw fail("\\u needs four hexadecimal digits") }
            var value: UInt32 = 0
            for k in 0..<4 {
                let c = bytes[i + k]
                let digit: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
                default: throw fail("\\u needs four hexadecimal digits")
                }
                value = value << 4 | digit
            }
            i += 4
            return value
        }

        func isDigit(_ k: Int) -> Bool {
            k < bytes.count && bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9")
        }

        /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        mutating func number() throws(Failure) -> Value {
            let start = i
            var negative = false
            if bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
            guard isDigit(i) else { throw fail("a digit is expected") }
            var magnitude: UInt64 = 0
            var digits = 0
            if bytes[i] == UInt8(ascii: "0") {
                i += 1
                if isDigit(i) { throw fail("a number may not start with 0", at: start) }
                digits = 1
            } else {
                while isDigit(i) {
                    if digits < 19 { magnitude = magnitude * 10 + UInt64(bytes[i] - UInt8(ascii: "0")) }
                    digits += 1
                    i += 1
                }
            }
            var integral = true
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                integral = false
                i += 1
                guard isDigit(i) else { throw fail("a digit is expected after the decimal point") }
                while isDigit(i) { i += 1 }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                integral = false
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard isDigit(i) else { throw fail("a digit is expected in the exponent") }
                while isDigit(i) { i += 1 }
            }
            if integral, digits <= 18 {
                let value = Int64(magnitude)
                return .integer(negative ? -value : value)
            }
            guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else {
                throw fail("the number is past the range of a double", at: start)
            }
            return .number(value)
        }
    }
}

extension JSONTape.Failure {
    /// The same failure one step in (a key, or an element `[i]`): a repeated key's path grows outwards
    /// as the reader unwinds, so reading pays nothing for paths until there is a failure.
    func under(_ step: String) -> JSONTape.Failure {
        guard case .duplicateKey(let path, let repeated) = self else { return self }
        return .duplicateKey(path: InputError.joinedPath(step, path), key: repeated)
    }
}
