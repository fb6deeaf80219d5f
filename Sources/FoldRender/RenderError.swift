/// Everything that can go wrong while rendering or reading and writing images.
public enum RenderError: Error, CustomStringConvertible, Sendable, Equatable {
    case missingFont(path: String, role: String)
    case fontConfiguration(String)
    case missingHyphenation(path: String, package: String)
    case hyphenation(file: String, message: String)
    case cairo(String)
    case write(file: String, message: String)

    public var description: String {
        switch self {
        case .missingFont(let path, let role):
            "font file \(path) (\(role)) is missing; install the Debian package that provides it (see README)"
        case .fontConfiguration(let message): "font configuration: \(message)"
        case .missingHyphenation(let path, let package):
            "hyphenation dictionary \(path) is missing; install the Debian package \(package) (see README)"
        case .hyphenation(let file, let message): "hyphenation dictionary \(file) \(message)"
        case .cairo(let message): "cairo: \(message)"
        case .write(let file, let message): "\(file): cannot write: \(message)"
        }
    }
}
