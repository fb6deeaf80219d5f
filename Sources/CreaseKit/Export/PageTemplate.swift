import CreaseIO
import Foundation

/// The HTML pages CreaseKit writes (the export's index, a gesture's explorer) are templates in its
/// resources with a `/*DATA*/` marker that `ScriptData.fill` replaces.
enum PageTemplate {
    /// The text of `Resources/<name>.html`; a missing one is an error naming it.
    static func text(_ name: String) throws -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "html"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw OutputError(file: "\(name).html", message: "the page template is missing from the CreaseKit resources")
        }
        return text
    }
}
