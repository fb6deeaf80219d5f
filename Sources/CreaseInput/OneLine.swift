/// Text from input made safe to print in an error: control characters, line and paragraph
/// separators and bidirectional overrides are written as `\u{…}` escapes (so a value can neither
/// clear a terminal, forge a line in a CI log, nor reorder what is printed), and overlong text is
/// cut to a sane length with an ellipsis.
public enum OneLine {
    /// The most characters an error line keeps.
    public static let limit = 400

    public static func sanitize(_ text: String, limit: Int = limit) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                out.append("…")
                break
            }
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
            count += 1
        }
        return String(out)
    }

    static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F: true                 // C0 and C1 controls, DEL (ESC starts terminal sequences)
        case 0x2028, 0x2029: true                            // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true  // bidirectional controls
        case 0xFEFF: true                                    // a byte-order mark inside text
        default: false
        }
    }
}
