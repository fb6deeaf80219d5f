import FoldLayout

extension Colour {
    /// The same colour with another alpha.
    func with(alpha: Double) -> Colour { Colour(r, g, b, alpha) }
}
