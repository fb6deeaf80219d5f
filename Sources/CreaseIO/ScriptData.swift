import Foundation

/// Data for a page's script, embedded in the page as JSON inside
/// `<script type="application/json">`: the script reads it and builds the page with text nodes.
public enum ScriptData {
    /// `value` as JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the line
    /// separators U+2028 and U+2029 are written as `\u` escapes, so no text from data can close the
    /// element or start markup, whatever it holds.
    public static func embed<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(value), as: UTF8.self)
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out.append(contentsOf: "\\u003c".unicodeScalars)
            case ">": out.append(contentsOf: "\\u003e".unicodeScalars)
            case "&": out.append(contentsOf: "\\u0026".unicodeScalars)
            case "\u{2028}": out.append(contentsOf: "\\u2028".unicodeScalars)
            case "\u{2029}": out.append(contentsOf: "\\u2029".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// A page template with its `/*DATA*/` marker replaced by `value`'s embedded JSON.
    public static func fill<T: Encodable>(_ template: String, with value: T) throws -> String {
        guard let range = template.range(of: "/*DATA*/") else { return template }
        return template.replacingCharacters(in: range, with: try embed(value))
    }
}
