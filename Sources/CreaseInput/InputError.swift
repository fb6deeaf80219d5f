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
        return InputError(file: file, field: Self.joinedPath(prefix, field), message: message)
    }

    /// "is no device; did you mean 'galaxy-z-fold5'? (known: …)": a name that names nothing of `noun`'s
    /// kind, with the nearest known name when one is close (as an unknown field is, I4) and every known one.
    public static func unknownName(_ name: String, noun: String, known: [String]) -> String {
        "'\(name)' is no \(noun)" + (nearest(name, in: known).map { "; did you mean '\($0)'?" } ?? "")
            + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))")
    }

    /// The known name nearest `name`, when one is close: at most a third of its letters differ (two for a short one).
    public static func nearest(_ name: String, in known: [String]) -> String? {
        let scored = known.map { (name: $0, distance: JSONInput.editDistance(name.lowercased(), $0.lowercased())) }
        return scored.min(by: { $0.distance < $1.distance }).flatMap { $0.distance <= max(2, name.count / 3) ? $0.name : nil }
    }

    /// A JSON path under `prefix`: `habits` and `[2].name` make `habits[2].name`; `b` and `x` make `b.x`.
    static func joinedPath(_ prefix: String, _ path: String) -> String {
        if path.isEmpty { return prefix }
        return path.hasPrefix("[") ? prefix + path : prefix + "." + path
    }
}
