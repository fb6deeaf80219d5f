import CreaseInput
import FoldLayout
import FoldSnapshot

/// A scale as a user gives it (T18): pixels per point (1 to 4, to three decimals), or `device`, the
/// device's own density (2.625 for most foldables), resolved once the device is known.
public enum ScaleSetting: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case pixels(Double)
    case device

    public init(integerLiteral value: Int) { self = .pixels(Double(value)) }
    public init(floatLiteral value: Double) { self = .pixels(value) }

    /// `2`, `2.625` or `device`.
    public init(text: String, label: String) throws(InputError) {
        if text == "device" {
            self = .device
            return
        }
        guard let value = Double(text) else {
            throw InputError(file: label, message: "'\(OneLine.sanitize(text, limit: 40))' is neither a number of pixels per point nor 'device'")
        }
        if let problem = StateKey.scaleProblem(value) { throw InputError(file: label, message: problem) }
        self = .pixels(value)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let value = try? c.decode(Double.self) {
            self = .pixels(value)
            return
        }
        guard let text = try? c.decode(String.self), text == "device" else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "must be a number of pixels per point (2, 2.625) or \"device\"")
        }
        self = .device
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .pixels(let value): try c.encode(value)
        case .device: try c.encode("device")
        }
    }

    /// Why it is no scale a state may take; nil when it is one.
    public var problem: String? {
        if case .pixels(let value) = self { return StateKey.scaleProblem(value) }
        return nil
    }

    /// The pixels per point on a device's display; `device` is its density to three decimals, refused
    /// (at `field`) outside 1–4, so a render and its name always agree.
    public func on(_ device: DeviceProfile, field: String = "") throws(InputError) -> Double {
        try resolved(device.scale, of: "device \(device.name)", field: field)
    }

    /// The pixels per point in a window: `device` is the window's usual hardware density.
    public func on(_ window: WindowProfile, field: String = "") throws(InputError) -> Double {
        try resolved(window.scale, of: "window \(window.name)", field: field)
    }

    /// The pixels per point on a widget family's panel, which has no density of its own: `device` is refused.
    public func on(widget family: String, field: String = "") throws(InputError) -> Double {
        guard case .pixels(let value) = self else {
            throw InputError(file: field.isEmpty ? "--scale" : "", field: field,
                             message: "'device' names a device's density; widget \(family)'s panel has none: give a number")
        }
        return value
    }

    func resolved(_ density: Double, of what: String, field: String) throws(InputError) -> Double {
        switch self {
        case .pixels(let value):
            return value
        case .device:
            let value = (density * 1000).rounded() / 1000
            guard StateKey.scales.contains(value) else {
                throw InputError(file: field.isEmpty ? "--scale" : "", field: field,
                                 message: "'device' is \(what)'s density, \(LayoutRecord.scaleText(value)), outside 1 to 4: give a number")
            }
            return value
        }
    }
}
