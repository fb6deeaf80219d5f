import CreaseIO
import FoldLayout
import Foundation
import HabitScreens

/// The export's `index.html`: every image with its caption, filterable by device, scenario,
/// posture (or widget family, or window width), size, appearance and surface (display, widget,
/// window), and the habits each scenario shows. Offline: no network, no
/// external assets; every text from data is escaped. `?selftest=1` checks that every image loaded
/// and that a filter works, and writes the result into the page (for a headless browser to read).
public enum ExportIndex {
    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    static func options(_ label: String, _ key: String, _ values: [String]) -> String {
        "<label>\(escape(label)) <select data-filter=\"\(key)\"><option value=\"\">all</option>"
            + values.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined() + "</select></label>"
    }

    public static func html(items: [Export.Item], sheets: [String], inputs: BatchInputs) -> String {
        let devices = Array(Set(items.map(\.key.device))).sorted()
        let scenarios = Array(Set(items.map(\.key.scenario))).sorted()
        let postures = Array(Set(items.map { Export.placement($0.key) })).sorted()
        let surfaces = ["display", "widget", "window"].filter { s in items.contains { $0.key.surface.label == s } }
        let sizes = ContentSize.allCases.map(\.rawValue).filter { s in items.contains { $0.key.size.rawValue == s } }
        let appearances = Array(Set(items.map(\.key.appearance.rawValue))).sorted()
        var cards = ""
        for item in items {
            let k = item.key
            let posture = Export.placement(k)
            let caption = "\(k.scenario) · \(posture) · \(k.size) · \(k.appearance)"
            cards += "<figure data-device=\"\(escape(k.device))\" data-scenario=\"\(escape(k.scenario))\" data-posture=\"\(escape(posture))\" data-size=\"\(escape(k.size.rawValue))\" data-appearance=\"\(escape(k.appearance.rawValue))\" data-surface=\"\(escape(k.surface.label))\">"
            cards += "<a href=\"\(escape(item.file))\"><img loading=\"lazy\" src=\"\(escape(item.file))\" width=\"\(item.width)\" height=\"\(item.height)\" alt=\"\(escape(caption))\"></a>"
            cards += "<figcaption><b>\(escape(k.device))</b> · \(escape(caption))</figcaption></figure>\n"
        }
        var legend = ""
        for name in scenarios {
            guard let state = inputs.states[name] else { continue }
            let habits = state.profile.pageOrder.map(\.name)
            legend += "<li><b>\(escape(name))</b> (\(escape(state.scenario.screen.rawValue)), \(escape(state.profile.locale))): "
            legend += habits.isEmpty ? "no habits" : habits.map { "<span class=\"habit\">\(escape($0))</span>" }.joined(separator: ", ")
            legend += "</li>\n"
        }
        let sheetLinks = sheets.map { "<a href=\"\(escape($0))\">\(escape(($0 as NSString).lastPathComponent))</a>" }.joined(separator: " · ")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Crease design review</title>
        <style>
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
        header{position:sticky;top:0;background:#f2f2f7ee;padding:8px 0;z-index:1}
        h1{font-size:22px;margin:0 0 8px} label{margin-right:12px}
        #grid{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure{margin:0;background:#fff;border-radius:10px;padding:8px;box-shadow:0 1px 2px #0002}
        figure img{display:block;max-width:360px;max-height:360px;width:auto;height:auto}
        figcaption{font-size:12px;color:#6c6c70;max-width:360px;margin-top:6px}
        .habit{background:#e5e5ea;border-radius:4px;padding:0 4px}
        #count{color:#6c6c70}
        </style></head><body>
        <header><h1>Crease design review</h1>
        <p>\(options("Device", "device", devices))\(options("Scenario", "scenario", scenarios))\(options("Posture", "posture", postures))\(options("Size", "size", sizes))\(options("Appearance", "appearance", appearances))\(options("Surface", "surface", surfaces)) <span id="count"></span></p>
        <p>Contact sheets: \(sheetLinks)</p></header>
        <div id="grid">
        \(cards)</div>
        <h2>Scenarios</h2><ul id="scenarios">
        \(legend)</ul>
        <pre id="selftest" hidden></pre>
        <script>
        var selects = Array.prototype.slice.call(document.querySelectorAll('select[data-filter]'));
        var figures = Array.prototype.slice.call(document.querySelectorAll('#grid figure'));
        function apply() {
          var shown = 0;
          figures.forEach(function (f) {
            var ok = selects.every(function (s) { return !s.value || f.dataset[s.dataset.filter] === s.value; });
            f.hidden = !ok;
            if (ok) shown++;
          });
          document.getElementById('count').textContent = shown + ' of ' + figures.length + ' images';
          return shown;
        }
        selects.forEach(function (s) { s.addEventListener('change', apply); });
        apply();
        if (location.search.indexOf('selftest=1') >= 0) {
          window.addEventListener('load', function () {
            var imgs = Array.prototype.slice.call(document.querySelectorAll('#grid img'));
            imgs.forEach(function (i) { i.loading = 'eager'; });
            setTimeout(function () {
              var broken = imgs.filter(function (i) { return !(i.complete && i.naturalWidth > 0); }).length;
              var s = selects[0];
              s.value = s.options[1] ? s.options[1].value : '';
              var filtered = apply();
              var expected = figures.filter(function (f) { return f.dataset[s.dataset.filter] === s.value; }).length;
              s.value = '';
              var all = apply();
              var out = document.getElementById('selftest');
              out.textContent = 'images=' + imgs.length + ' broken=' + broken + ' filtered=' + filtered + ' expected=' + expected + ' all=' + all;
              out.hidden = false;
            }, 500);
          });
        }
        </script>
        </body></html>
        """
    }
}
