import Foundation

/// Data for a page's script, embedded in the page as JSON inside
/// `<script type="application/json">`: the script reads it and builds the page with text nodes.
public enum ScriptData {
    /// `value` as JSON that is safe inside a `<script>` element (`Escape.scriptJSON`): `<`, `>`, `&`,
    /// controls, format characters and the line separators are written as `\u` escapes, so no text from
    /// data can close the element, start markup or reorder the page's source, whatever it holds.
    public static func embed<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Escape.scriptJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// A page template with its `/*DATA*/` marker replaced by `value`'s embedded JSON.
    public static func fill<T: Encodable>(_ template: String, with value: T) throws -> String {
        guard let range = template.range(of: "/*DATA*/") else { return template }
        return template.replacingCharacters(in: range, with: try embed(value))
    }
}
