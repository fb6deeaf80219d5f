/// A hinge sample or gesture script that cannot be used.
public struct MotionError: Error, CustomStringConvertible, Sendable, Equatable {
    public var field: String
    public var message: String
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
    public var description: String { field.isEmpty ? message : "field '\(field)': \(message)" }
}
