extension Duration {
    /// The duration in seconds, as a `Double` (timings the tools print and write).
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
