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
