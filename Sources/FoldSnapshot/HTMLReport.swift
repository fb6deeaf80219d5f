import CreaseKit
import FoldRender
import Foundation

/// An offline HTML report of a snapshot run (T5): one entry per failed, new or passed snapshot with
/// Diff, Actual, Expected, Side by side and Slider views. No network, no external assets; every
/// text is escaped.
public enum HTMLReport {
    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    struct Item {
        var name: String
        var status: String
        var detail: String
        var expected: String?
        var actual: String?
        var diff: String?
    }

    /// Writes `index.html` and its images under `folder`; returns the page's URL.
    @discardableResult
    public static func write(_ summary: SnapshotRun.Summary, store: SnapshotStore, to folder: URL) throws -> URL {
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        func copy(_ source: URL?, as name: String) throws -> String? {
            guard let source, let data = try? Data(contentsOf: source) else { return nil }
            try AtomicFile.write(data, to: images.appendingPathComponent(name))
            return "images/" + name
        }
        var items: [Item] = []
        for entry in summary.entries {
            let stem = String(entry.name.dropLast(4))
            let reference = store.references.appendingPathComponent(entry.name)
            switch entry.outcome {
            case .matched(let mismatched):
                let path = try copy(reference, as: entry.name)
                items.append(Item(name: entry.name, status: "passed", detail: "\(mismatched) pixels differ (within limits)",
                                  expected: path, actual: path, diff: nil))
            case .recorded(let new, _):
                let path = try copy(reference, as: entry.name)
                items.append(Item(name: entry.name, status: new ? "new" : "recorded",
                                  detail: new ? "new reference recorded" : "reference re-recorded", expected: nil, actual: path, diff: nil))
            case .failed(let f):
                items.append(Item(name: entry.name, status: "failed", detail: f.reason + (f.mismatched.map { " · \($0) pixels" } ?? ""),
                                  expected: try copy(f.expected ?? (FileManager.default.fileExists(atPath: reference.path) ? reference : nil), as: stem + ".expected.png"),
                                  actual: try copy(f.actual, as: stem + ".actual.png"),
                                  diff: try copy(f.diff, as: stem + ".diff.png")))
            }
        }
        let order = ["failed": 0, "new": 1, "recorded": 2, "passed": 3]
        items.sort { (order[$0.status] ?? 9, $0.name) < (order[$1.status] ?? 9, $1.name) }
        let page = folder.appendingPathComponent("index.html")
        try AtomicFile.write(Data(html(items, orphans: summary.orphans).utf8), to: page)
        return page
    }

    static func html(_ items: [Item], orphans: [String]) -> String {
        let counts = Dictionary(grouping: items, by: \.status).mapValues(\.count)
        var body = ""
        for (n, item) in items.enumerated() {
            let views: [(String, String)] = [("diff", "Diff"), ("actual", "Actual"), ("expected", "Expected"), ("side", "Side by side"), ("slider", "Slider")]
            let first = item.diff != nil ? "diff" : (item.actual != nil ? "actual" : "expected")
            body += "<section class=\"entry \(item.status)\" data-status=\"\(item.status)\" id=\"e\(n)\">\n"
            body += "<h2><span class=\"badge\">\(escape(item.status))</span> \(escape(item.name))</h2>\n"
            body += "<p class=\"detail\">\(escape(item.detail))</p>\n<div class=\"tabs\">"
            for (key, label) in views {
                body += "<button type=\"button\" data-view=\"\(key)\"\(key == first ? " class=\"on\"" : "")>\(label)</button>"
            }
            body += "</div>\n"
            func img(_ path: String?, _ alt: String) -> String {
                guard let path else { return "<p class=\"none\">no \(escape(alt)) image</p>" }
                return "<img src=\"\(escape(path))\" alt=\"\(escape(alt))\">"
            }
            body += "<div class=\"view\" data-view=\"diff\"\(first == "diff" ? "" : " hidden")>\(img(item.diff, "diff"))</div>\n"
            body += "<div class=\"view\" data-view=\"actual\"\(first == "actual" ? "" : " hidden")>\(img(item.actual, "actual"))</div>\n"
            body += "<div class=\"view\" data-view=\"expected\"\(first == "expected" ? "" : " hidden")>\(img(item.expected, "expected"))</div>\n"
            body += "<div class=\"view side\" data-view=\"side\" hidden><figure>\(img(item.expected, "expected"))<figcaption>Expected</figcaption></figure><figure>\(img(item.actual, "actual"))<figcaption>Actual</figcaption></figure></div>\n"
            body += "<div class=\"view\" data-view=\"slider\" hidden><div class=\"slider\">\(img(item.expected, "expected"))<div class=\"top\">\(img(item.actual, "actual"))</div></div><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Expected / actual\"></div>\n"
            body += "</section>\n"
        }
        let orphanList = orphans.isEmpty ? "" : "<section class=\"orphans\"><h2>Orphan references</h2><ul>" + orphans.map { "<li>\(escape($0))</li>" }.joined() + "</ul></section>"
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Crease snapshot report</title>
        <style>
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f5f5f7;color:#1c1c1e}
        h1{font-size:22px} .summary span{margin-right:16px}
        .entry{background:#fff;border-radius:12px;padding:12px 16px;margin:16px 0;box-shadow:0 1px 2px #0002}
        .entry h2{font-size:15px;margin:4px 0;word-break:break-all}
        .badge{display:inline-block;padding:1px 8px;border-radius:9px;font-size:12px;color:#fff;background:#8e8e93}
        .failed .badge{background:#c4302b} .new .badge,.recorded .badge{background:#2f6b4f}
        .tabs button{border:1px solid #c7c7cc;background:#fff;border-radius:6px;margin:4px 4px 8px 0;padding:3px 10px;cursor:pointer}
        .tabs button.on{background:#1c1c1e;color:#fff}
        .view img{max-width:100%;border:1px solid #ddd;display:block}
        .side{display:flex;gap:12px} .side figure{margin:0;flex:1}
        .slider{position:relative;display:inline-block} .slider .top{position:absolute;inset:0;overflow:hidden;width:50%}
        .slider .top img{max-width:none}
        .filters label{margin-right:12px}
        </style></head><body>
        <h1>Crease snapshot report</h1>
        <p class="summary"><span>failed: \(counts["failed"] ?? 0)</span><span>new: \(counts["new"] ?? 0)</span><span>recorded: \(counts["recorded"] ?? 0)</span><span>passed: \(counts["passed"] ?? 0)</span></p>
        <p class="filters">Show: <label><input type="checkbox" value="failed" checked> failed</label><label><input type="checkbox" value="new" checked> new</label><label><input type="checkbox" value="recorded" checked> recorded</label><label><input type="checkbox" value="passed" checked> passed</label></p>
        \(body)\(orphanList)
        <script>
        document.querySelectorAll('.entry').forEach(function (entry) {
          entry.querySelectorAll('.tabs button').forEach(function (button) {
            button.addEventListener('click', function () {
              entry.querySelectorAll('.tabs button').forEach(function (b) { b.classList.toggle('on', b === button); });
              entry.querySelectorAll('.view').forEach(function (v) { v.hidden = v.dataset.view !== button.dataset.view; });
            });
          });
          var range = entry.querySelector('input[type=range]');
          var top = entry.querySelector('.slider .top');
          var base = entry.querySelector('.slider > img');
          if (range && top) range.addEventListener('input', function () {
            top.style.width = range.value + '%';
            var img = top.querySelector('img');
            if (img && base) img.style.width = base.clientWidth + 'px';
          });
        });
        if (location.search.indexOf('selftest=1') >= 0) {
          window.addEventListener('load', function () {
            var views = 0, shown = 0, broken = 0;
            document.querySelectorAll('.entry.failed').forEach(function (entry) {
              entry.querySelectorAll('.tabs button').forEach(function (button) {
                button.click();
                var view = entry.querySelector('.view[data-view="' + button.dataset.view + '"]');
                views++;
                var imgs = view && !view.hidden ? Array.prototype.slice.call(view.querySelectorAll('img')) : [];
                if (imgs.length > 0) shown++;
                imgs.forEach(function (i) { if (!(i.complete && i.naturalWidth > 0)) broken++; });
              });
            });
            var out = document.createElement('pre');
            out.id = 'selftest';
            out.textContent = 'entries=' + document.querySelectorAll('.entry').length + ' views=' + views + ' shown=' + shown + ' broken=' + broken;
            document.body.appendChild(out);
          });
        }
        document.querySelectorAll('.filters input').forEach(function (box) {
          box.addEventListener('change', function () {
            document.querySelectorAll('.entry[data-status="' + box.value + '"]').forEach(function (e) { e.hidden = !box.checked; });
          });
        });
        </script>
        </body></html>
        """
    }
}
