/// What can go wrong reading a PNG: the file (or `<memory>`) and what is wrong with it, in one line.
public enum ImageError: Error, CustomStringConvertible, Sendable, Equatable {
    case png(file: String, message: String)

    public var description: String {
        switch self {
        case .png(let file, let message): "\(file): \(message)"
        }
    }
}
