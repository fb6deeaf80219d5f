import Foundation

/// Shell-style patterns (`typical__*__spread*`) matched against snapshot names, with or without
/// `.png`. A pattern without `*`, `?` or `[` names one snapshot exactly; several patterns match a
/// name when any of them does.
public struct NameFilter: Sendable, Hashable {
    public var patterns: [String]

    public init(_ patterns: [String]) { self.patterns = patterns }
    public init(_ pattern: String) { self.init([pattern]) }

    public func matches(_ name: String) -> Bool {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return patterns.contains { pattern in
            if pattern.contains(where: { "*?[".contains($0) }) {
                return fnmatch(pattern, name, 0) == 0 || fnmatch(pattern, stem, 0) == 0
            }
            return pattern == name || pattern == stem
        }
    }

    public var description: String { patterns.map { "'\($0)'" }.joined(separator: ", ") }
}

extension NameFilter {
    /// Whether a layout node's id matches (T14): `*` spans `/` too, so `row/*/streak` matches every
    /// row's streak and `row/*` a row and all it holds.
    public func matchesID(_ id: String) -> Bool {
        patterns.contains { pattern in
            pattern.contains(where: { "*?[".contains($0) }) ? fnmatch(pattern, id, 0) == 0 : pattern == id
        }
    }
}
