import FoldLayout

extension FontSpec {
    /// The same size in another weight.
    func withWeight(_ weight: FontWeight) -> FontSpec { FontSpec(size: size, weight: weight) }
}
