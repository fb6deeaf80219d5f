import Foundation

/// A problem with a file a user gave us: which file, which field, and what is wrong with it.
///
/// `description` is one sentence, ready for the command line to print before exiting 2.
public struct InputError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file the value came from, or a label such as `--posture` for a command-line value.
    public var file: String
    /// A JSON path (`habits[2].name`), or an empty string when the problem is the whole file.
    public var field: String
    public var message: String

    public init(file: String, field: String = "", message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    /// One line: the file, the field and the message, with any control character from input
    /// escaped and the whole cut to `OneLine.limit` characters.
    public var description: String {
        OneLine.sanitize(field.isEmpty ? "\(file): \(message)" : "\(file): field '\(field)': \(message)")
    }

    /// The same error reported against another file label (used when a value was read in memory first).
    public func inFile(_ file: String) -> InputError {
        InputError(file: file, field: field, message: message)
    }

    /// The same error with its field nested under `prefix`.
    public func nested(under prefix: String) -> InputError {
        guard !prefix.isEmpty else { return self }
        let joined: String
        if field.isEmpty { joined = prefix }
        else if field.hasPrefix("[") { joined = prefix + field }
        else { joined = prefix + "." + field }
        return InputError(file: file, field: joined, message: message)
    }
}

/// A value read from user input that can check itself beyond what its JSON shape says.
public protocol Validating {
    /// Throws an `InputError` with `file` left empty and `field` naming the bad value.
    func validate() throws(InputError)
}

public enum JSONInput {
    /// Reads and decodes a JSON file, then validates it; every failure is an `InputError` naming
    /// the file and, where there is one, the field.
    public static func load<T: Decodable>(_ type: T.Type, from url: URL) throws(InputError) -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let exists = FileManager.default.fileExists(atPath: url.path)
            throw InputError(file: url.path, message: exists ? "cannot be read" : "no such file")
        }
        return try decode(type, from: data, file: url.path)
    }

    /// Decodes JSON bytes that came from `file` (a label used only in errors).
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(InputError) -> T {
        if let duplicate = DuplicateKeys.first(in: [UInt8](data)) {
            throw InputError(file: file, field: duplicate.path, message: "has the key \"\(duplicate.key)\" twice (JSON readers disagree on which one counts)")
        }
        let value: T
        do {
            value = try JSONDecoder().decode(T.self, from: data)
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
            return InputError(file: file, field: path(context.codingPath), message: "should be \(typeName(type))")
        case .valueNotFound(let type, let context):
            return InputError(file: file, field: path(context.codingPath), message: "should be \(typeName(type)), not null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return InputError(file: file, message: "is not valid JSON")
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

/// Checks used by `validate()` implementations.
public enum Check {
    public static func finite(_ value: Double, _ field: String) throws(InputError) {
        guard value.isFinite else { throw InputError(file: "", field: field, message: "must be a finite number") }
    }
    public static func nonNegative(_ value: Double, _ field: String) throws(InputError) {
        try finite(value, field)
        guard value >= 0 else { throw InputError(file: "", field: field, message: "must not be negative (got \(value))") }
    }
    public static func positive(_ value: Double, _ field: String) throws(InputError) {
        try finite(value, field)
        guard value > 0 else { throw InputError(file: "", field: field, message: "must be greater than zero (got \(value))") }
    }
    /// Throws unless `value` lies in `range` (so it is a finite number): the message gives the value
    /// and the range, `is 1e+19; the range is 1…5000 pt`.
    public static func within(_ value: Double, _ range: ClosedRange<Double>, _ field: String, unit: String = "") throws(InputError) {
        guard range.contains(value) else {
            throw InputError(file: "", field: field, message: "is \(text(value)); the range is \(text(range.lowerBound))…\(text(range.upperBound))\(unit)")
        }
    }
    /// A number as written in a message: whole numbers without a fraction (`5000`), others as Swift prints them (`1e+19`, `0.5`, `nan`).
    public static func text(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
