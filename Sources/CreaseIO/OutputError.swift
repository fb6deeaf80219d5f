/// A file the tool could not write: which file, and why, as one sentence.
public struct OutputError: Error, CustomStringConvertible, Sendable, Equatable {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): cannot write: \(message)" }
}
