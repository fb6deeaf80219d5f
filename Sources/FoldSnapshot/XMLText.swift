/// Text made safe for XML 1.0: markup characters escaped, and the characters XML cannot hold at all
/// (C0 controls other than tab, line feed and carriage return; U+FFFE and U+FFFF) given as `\u{…}`, so
/// a hostile name can neither end an element nor make the file unreadable.
enum XMLText {
    static func content(_ s: String) -> String { escape(s, attribute: false) }
    static func attribute(_ s: String) -> String { escape(s, attribute: true) }

    static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
