/// One escaping function per output context of the pages and files the tools write (Q: text from
/// data is escaped). Each works on Unicode scalars, never on `Character`s: a `Character` can join a
/// `<` to the U+0600 before it, or a `"` to the combining mark after it, and a comparison of whole
/// characters then lets the markup character through.
///
/// What no context can carry is replaced, never dropped: HTML turns a NUL into U+FFFD whatever is
/// written, and XML 1.0 forbids most control characters even as references, so those become U+FFFD.
/// A Swift `String` holds no lone surrogate (a JSON `\ud800` is already U+FFFD when it is decoded).
public enum Escape {
    /// Text between the tags of an ordinary HTML element (not `<script>`, `<style>`, `<textarea>`,
    /// `<title>` or right after `<pre>`). `&`, `<`, `>` and both quotes become references, so the
    /// result is also safe in a quoted attribute; a carriage return becomes `&#13;` (the parser would
    /// turn a raw one into a line feed) and NUL becomes U+FFFD. Everything else, bidirectional controls
    /// included, is kept as written: pages isolate names (`unicode-bidi: isolate`) rather than alter them.
    public static func htmlText(_ text: String) -> String {
        html(text)
    }

    /// A quoted HTML attribute value (`title="…"`, either quote). The same replacements as `htmlText`:
    /// tabs and line feeds are kept raw, which HTML attributes preserve.
    public static func htmlAttribute(_ text: String) -> String {
        html(text)
    }

    static func html(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            case "\r": out.append(contentsOf: "&#13;".unicodeScalars)
            case "\0": out.append(replacement)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// One segment of a URL path: every UTF-8 byte outside `A–Z a–z 0–9 - . _ ~` is percent-encoded,
    /// so `/`, `?`, `#`, `:` and `%` stay part of the name and no scheme (`javascript:`) can form.
    public static func urlPathSegment(_ text: String) -> String {
        percentEncoded(text, keeping: { _ in false })
    }

    /// A relative URL path: each `/`-separated segment encoded as `urlPathSegment`. A path that would
    /// start with `/` (an absolute or, with `//`, another host's URL) is made relative with `./`.
    public static func urlPath(_ path: String) -> String {
        let joined = path.split(separator: "/", omittingEmptySubsequences: false).map { urlPathSegment(String($0)) }.joined(separator: "/")
        return joined.hasPrefix("/") ? "./" + joined : joined
    }

    /// A URL fragment (what follows `#`): percent-encoded as a path segment, except `/`, which a
    /// fragment may hold as it is.
    public static func urlFragment(_ text: String) -> String {
        percentEncoded(text, keeping: { $0 == UInt8(ascii: "/") })
    }

    static func percentEncoded(_ text: String, keeping extra: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            case _ where extra(byte):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The inside of a JavaScript string literal (quoted with `"`, `'` or a backtick) in an HTML
    /// `<script>` element. Quotes, the backslash, `$`, `<`, `>`, `&`, line breaks and every control,
    /// format or separator character become `\` escapes, so the text can neither end the literal, nor
    /// the element (`</script>`), nor start an HTML comment (`<!--`), nor reorder the source on screen.
    public static func scriptString(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "'": out.append(contentsOf: "\\'".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "`", "$", "<", ">", "&": out.append(contentsOf: unicodeEscape(scalar).unicodeScalars)
            default:
                if needsScriptEscape(scalar) { out.append(contentsOf: unicodeEscape(scalar).unicodeScalars) } else { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// JSON text (from `JSONEncoder`) made safe inside a `<script>` element, as data
    /// (`type="application/json"`) or as a script's literal: `<`, `>` and `&` and every control, format
    /// and separator character are written as `\u` escapes. In JSON these characters can only stand
    /// inside strings, where the escape means the same character, so the value is unchanged.
    public static func scriptJSON(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<", ">", "&": out.append(contentsOf: unicodeEscape(scalar).unicodeScalars)
            default:
                if needsScriptEscape(scalar) { out.append(contentsOf: unicodeEscape(scalar).unicodeScalars) } else { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// Controls, format characters (bidirectional controls, zero-width joiners, tags), line and
    /// paragraph separators, and noncharacters: written as escapes inside scripts.
    public static func needsScriptEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse: return true
        default: return scalar.properties.isNoncharacterCodePoint
        }
    }

    /// `\uXXXX`, as a UTF-16 surrogate pair above U+FFFF (what both JavaScript and JSON read).
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        func unit(_ u: UInt16) -> String {
            let digits = String(u, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return UTF16.encode(scalar).map { Array($0).map(unit).joined() } ?? unit(0xFFFD)
    }

    /// Text content of an SVG (or any XML 1.0) element. `&`, `<`, `>` and both quotes become
    /// references and a carriage return `&#13;` (XML reads a raw one as a line feed); the control
    /// characters XML 1.0 forbids (all below U+0020 but tab, line feed and carriage return) and
    /// U+FFFE, U+FFFF become U+FFFD.
    /// `spellingForbidden`: a forbidden character is written `\u{1}` instead, so a report still says
    /// which character a name held.
    public static func xmlText(_ text: String, spellingForbidden: Bool = false) -> String {
        xml(text, attribute: false, spellingForbidden: spellingForbidden)
    }

    /// A quoted SVG (or XML 1.0) attribute value: as `xmlText`, and tab and line feed become
    /// references too, since XML turns raw ones in an attribute into spaces.
    public static func xmlAttribute(_ text: String, spellingForbidden: Bool = false) -> String {
        xml(text, attribute: true, spellingForbidden: spellingForbidden)
    }

    static func xml(_ text: String, attribute: Bool, spellingForbidden: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&apos;".unicodeScalars)
            case "\r": out.append(contentsOf: "&#13;".unicodeScalars)
            case "\n" where attribute: out.append(contentsOf: "&#10;".unicodeScalars)
            case "\t" where attribute: out.append(contentsOf: "&#9;".unicodeScalars)
            case "\n", "\t": out.append(scalar)
            default:
                guard scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF else { out.append(scalar); continue }
                if spellingForbidden {
                    out.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars)
                } else {
                    out.append(replacement)
                }
            }
        }
        return String(out)
    }

    /// U+FFFD, for what a context cannot carry.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"
}
