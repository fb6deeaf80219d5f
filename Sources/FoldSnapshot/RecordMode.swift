import CreaseInput
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

    /// The choices, for messages: "missing, all, failed, never".
    public static var choices: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// `CREASE_RECORD` when set, else `never` when `CI` is set, else `missing`. An unknown
    /// `CREASE_RECORD` is an error, never ignored.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(InputError) -> RecordMode {
        if let raw = environment["CREASE_RECORD"], !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else {
                throw InputError(file: "CREASE_RECORD", message: "'\(raw)' is not a record mode (\(choices))")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    /// The mode set for the current task by a per-suite or per-test trait.
    @TaskLocal public static var override: RecordMode?

    /// The mode in force: the one given, else the task's override, else the environment's.
    public static func resolve(_ explicit: RecordMode? = nil) throws(InputError) -> RecordMode {
        if let explicit { return explicit }
        if let override { return override }
        return try fromEnvironment()
    }
}
