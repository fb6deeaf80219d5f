struct Size {
    var width: Double
    var height: Double
    static let zero = Size(width: 0, height: 0)
}
