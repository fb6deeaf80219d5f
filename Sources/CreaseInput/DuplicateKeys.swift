/// Finds a key that appears twice in one JSON object. JSON parsers disagree on such input (the
/// first wins here, the last in most others), so a file that has one is refused instead of being
/// read one way or the other. Malformed JSON is left for the decoder to report.
public enum DuplicateKeys {
    /// The JSON path of the object (`habits[2]`, or "" for the top level) and the repeated key.
    public static func first(in bytes: [UInt8]) -> (path: String, key: String)? {
        var scanner = Scanner(bytes: bytes)
        return scanner.run()
    }

    struct Scanner {
        enum Container {
            case object(keys: Set<String>, current: String?)
            case array(index: Int)
        }

        let bytes: [UInt8]
        var i = 0
        var stack: [Container] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        var path: String {
            var out = ""
            for container in stack.dropLast() {
                switch container {
                case .object(_, let current): out += out.isEmpty ? (current ?? "") : "." + (current ?? "")
                case .array(let index): out += "[\(index)]"
                }
            }
            return out
        }

        mutating func run() -> (path: String, key: String)? {
            // Whether the next string in an object is a key (true) or a value.
            var expectingKey = false
            while i < bytes.count {
                let b = bytes[i]
                switch b {
                case UInt8(ascii: "{"):
                    stack.append(.object(keys: [], current: nil))
                    expectingKey = true
                    i += 1
                case UInt8(ascii: "["):
                    stack.append(.array(index: 0))
                    expectingKey = false
                    i += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard !stack.isEmpty else { return nil }
                    stack.removeLast()
                    expectingKey = false
                    i += 1
                case UInt8(ascii: ","):
                    if case .array(let index)? = stack.last { stack[stack.count - 1] = .array(index: index + 1); expectingKey = false }
                    if case .object? = stack.last { expectingKey = true }
                    i += 1
                case UInt8(ascii: "\""):
                    guard let string = readString() else { return nil }
                    if expectingKey, case .object(var keys, _)? = stack.last {
                        if keys.contains(string) {
                            let container = path
                            return (container, string)
                        }
                        keys.insert(string)
                        stack[stack.count - 1] = .object(keys: keys, current: string)
                        expectingKey = false
                    }
                default:
                    i += 1
                }
            }
            return nil
        }

        /// Reads a string starting at its opening quote, unescaping it so that `"a"` and `"\u0061"`
        /// are the same key. `nil` when the string is malformed.
        mutating func readString() -> String? {
            i += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                if !raw.isEmpty { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
            }
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    flush()
                    return String(scalars)
                }
                if b == UInt8(ascii: "\\") {
                    guard i + 1 < bytes.count else { return nil }
                    flush()
                    let e = bytes[i + 1]
                    i += 2
                    switch e {
                    case UInt8(ascii: "u"):
                        guard let unit = hex4() else { return nil }
                        if (0xD800...0xDBFF).contains(unit), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                            i += 2
                            guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                        } else {
                            scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                        }
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    default: scalars.append(Unicode.Scalar(e))
                    }
                    continue
                }
                raw.append(b)
                i += 1
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard i + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for k in 0..<4 {
                let c = bytes[i + k]
                let digit: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
                default: return nil
                }
                value = value << 4 | digit
            }
            i += 4
            return value
        }
    }
}
