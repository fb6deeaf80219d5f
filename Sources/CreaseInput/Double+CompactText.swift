extension Double {
    /// The number the way reports print points and milliseconds: no trailing `.0`, at most 2 decimals.
    public var compactText: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
