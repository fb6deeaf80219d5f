import Foundation

public enum JSONInput {
    /// Reads and decodes a JSON file, then validates it; every failure is an `InputError` naming
    /// the file and, where there is one, the field.
    /// `strict` (the default, I1) refuses a key no decoder reads, naming the nearest one it does;
    /// only formats written by other apps are read with `strict: false`.
    public static func load<T: Decodable>(_ type: T.Type, from url: URL, strict: Bool = true) throws(InputError) -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw InputError(file: url.path, message: exists ? "cannot be read" : "no such file")
        }
        return try decode(type, from: data, file: url.path, strict: strict)
    }

    /// Decodes JSON bytes that came from `file` (a label used only in errors).
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String, strict: Bool = true) throws(InputError) -> T {
        let tape: JSONTape
        do {
            tape = try JSONTape(reading: [UInt8](data))
        } catch {
            switch error {
            case .duplicateKey(let path, let key):
                throw InputError(file: file, field: path, message: "has the key \"\(key)\" twice (JSON readers disagree on which one counts)")
            case .syntax(let line, let column, let problem):
                throw InputError(file: file, message: "is not valid JSON (line \(line), column \(column): \(problem))")
            }
        }
        let value: T
        do {
            value = try JSONTapeDecoder.decode(T.self, from: tape, strict: strict)
        } catch let unread as JSONTapeDecoder.UnreadKey {
            throw InputError(file: file, field: unread.path, message: unknownKey(unread.key, known: unread.known))
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch let error as InputError {
            throw error.file.isEmpty ? error.inFile(file) : error
        } catch {
            throw InputError(file: file, message: "is not valid JSON")
        }
        if let checkable = value as? Validating {
            do { try checkable.validate() } catch { throw error.file.isEmpty ? error.inFile(file) : error }
        }
        return value
    }

    /// "is no field crease reads here; did you mean "clearance"?" — the nearest known key when one is
    /// close (at most a third of the letters differ), else the keys read there.
    static func unknownKey(_ key: String, known: [String]) -> String {
        let scored = known.map { (name: $0, distance: editDistance(key.lowercased(), $0.lowercased())) }
        if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= max(2, key.count / 3) {
            return "is no field crease reads here; did you mean \"\(best.name)\"?"
        }
        if known.isEmpty { return "is no field crease reads here" }
        let listed = known.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
        return "is no field crease reads here (it reads \(listed)\(known.count > 12 ? ", …" : ""))"
    }

    /// Levenshtein distance, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Renders a coding path as a JSON path: `habits[2].name`.
    public static func path(_ codingPath: [any CodingKey]) -> String {
        var out = ""
        for key in codingPath {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out
    }

    static func describe(_ error: DecodingError, file: String) -> InputError {
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key])
            return InputError(file: file, field: field, message: "is missing")
        case .typeMismatch(let type, let context):
            let got = context.debugDescription.hasPrefix("got ") ? " (\(context.debugDescription))" : ""
            return InputError(file: file, field: path(context.codingPath), message: "should be \(typeName(type))" + got)
        case .valueNotFound(let type, let context):
            return InputError(file: file, field: path(context.codingPath), message: "should be \(typeName(type)), not null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return InputError(file: file, message: "is not valid JSON")
            }
            // An `InputChoice` says what it is and lists the valid values.
            if context.debugDescription.hasPrefix("has an unknown value ") {
                return InputError(file: file, field: path(context.codingPath), message: context.debugDescription)
            }
            // Foundation says "Cannot initialize Posture from invalid String value sideways".
            if let range = context.debugDescription.range(of: "invalid String value ") {
                let value = context.debugDescription[range.upperBound...]
                return InputError(file: file, field: path(context.codingPath), message: "has an unknown value \"\(value)\"")
            }
            return InputError(file: file, field: path(context.codingPath), message: context.debugDescription)
        @unknown default:
            return InputError(file: file, message: "could not be read")
        }
    }

    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return "an object"
        }
    }
}
