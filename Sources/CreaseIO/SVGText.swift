/// Text placed in SVG (XML) the tools write: escaped scalar by scalar, so a combining mark or any
/// other neighbour cannot hide a `<`, `&` or quote; characters XML 1.0 forbids (C0 controls but
/// tab, line feed and carriage return; U+FFFE, U+FFFF) become U+FFFD, so the file always parses.
public enum SVGText {
    /// Escapes `text` for element content and for double- or single-quoted attribute values.
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            case "\t", "\n", "\r": out.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out.append("\u{FFFD}")
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }
}
