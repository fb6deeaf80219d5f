/// A cadence that applies from a day on (D3): earlier days keep the cadence they had.
public struct CadenceChange: Hashable, Sendable, Codable {
    public var from: DayKey
    public var cadence: Cadence
    public init(from: DayKey, cadence: Cadence) {
        self.from = from
        self.cadence = cadence
    }
}
