/// Decimal digits padded with zeros to a width, as `%0Nd` writes them (the sign counts toward the
/// width), without Foundation's format parser: day keys and times are written for every day of a
/// year grid, and `String(format:)` was a seventh of `crease lint`'s time.
enum ZeroPadded {
    static func text(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let pad = width - sign.count - digits.count
        return pad > 0 ? sign + String(repeating: "0", count: pad) + digits : sign + digits
    }
}
