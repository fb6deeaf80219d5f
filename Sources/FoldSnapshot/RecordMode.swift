import Foundation

/// When references are written (T2).
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write references that do not exist yet; compare the rest. The default outside CI.
    case missing
    /// Write every reference, matched or not.
    case all
    /// Replace references that fail; compare the rest.
    case failed
    /// Never write; a missing reference is a failure. The default under CI.
    case never

    public var description: String { rawValue }

    /// `CREASE_RECORD` when set, else `never` when `CI` is set, else `missing`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let raw = environment["CREASE_RECORD"], let mode = RecordMode(rawValue: raw.lowercased()) { return mode }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    /// The mode in force for the current task: a per-call or per-suite override, else the environment.
    @TaskLocal public static var override: RecordMode?

    public static var current: RecordMode { override ?? fromEnvironment() }
}
