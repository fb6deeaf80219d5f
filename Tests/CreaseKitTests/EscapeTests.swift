import CreaseInput
import CreaseIO
import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// Q (text from data is escaped): every output context's escaper, fed hostile strings, checked by a
/// decoder of our own and by Chromium's parsers.
@Suite struct EscapeTests {
    /// Strings that break naive escapers: markup after a prepended U+0600…U+0605 or before a combining
    /// mark (one `Character` with the `<` or the quote), bidirectional controls, NUL and other
    /// controls, script and comment ends, schemes and host-relative paths, template-literal holes.
    static let corpus: [String] = [
        "plain", "", " ",
        "<script>window.__pwned=1</script>",
        "</script><script>window.__pwned=1</script>",
        "</SCRIPT\t><script>window.__pwned=1</script>",
        "<img src=x onerror=\"window.__pwned=1\">",
        "\"><img src=x onerror=window.__pwned=1>",
        "' onmouseover='window.__pwned=1' x='",
        "\"\u{301} onfocus=\"window.__pwned=1\" autofocus x=\"",
        "'\u{301} onfocus='window.__pwned=1' autofocus x='",
        "\u{600}<img src=x onerror=window.__pwned=1>",
        "\u{601}<b>bold</b>\u{602}<i>\u{603}<u>\u{604}<s>\u{605}<p>",
        "a\u{301}<b\u{301}>x</b>",
        "<\u{301}img src=x onerror=window.__pwned=1>",
        "&lt;already&gt; &amp; &#60; &#x3C; &unknown; & &",
        "\u{202E}gnp.exe\u{202C} \u{2066}isolate\u{2069} \u{200F}rlm \u{061C}alm \u{202D}lro",
        "\0NUL\0<\0script>",
        "line\nbreak\r\ncr\rtab\tls\u{2028}ps\u{2029}end",
        "\u{FFFD} stands where a lone surrogate was",
        "javascript:window.__pwned=1",
        "JaVaScRiPt:window.__pwned=1//",
        " javascript:window.__pwned=1",
        "//evil.example/x",
        "/etc/passwd",
        "\\\\evil.example\\x",
        "../../up",
        "data:text/html,<script>window.__pwned=1</script>",
        "a?b#c%41%zz d+e=f&g;h",
        "<!--", "-->", "<!-- <script>", "<![CDATA[x]]>", "]]>",
        "`${window.__pwned=1}`",
        "\\u003c\\\"\\'\\",
        "\u{1F3C3}\u{200D}\u{2640}\u{FE0F} emoji, a tag \u{E0067} and \u{10FFFD}",
        "\u{1}\u{7}\u{1B}[2J\u{7F}\u{85}\u{9F}\u{C}",
        "\u{FEFF}bom " + scalars(0xFFFE, 0xFFFF, 0x20, 0xFDD0),
        "مرحبا <b> שלום \"\u{5B4}",
    ]

    /// Text of scalars Swift literals may not hold (the noncharacters U+FFFE and U+FFFF).
    static func scalars(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap { Unicode.Scalar($0) }))
    }

    static let nonCharacters = Set(scalars(0xFFFE, 0xFFFF).unicodeScalars)

    /// What each context shows for a string: HTML cannot hold NUL (U+FFFD stands for it), XML 1.0 no
    /// control but tab, line feed and carriage return, nor U+FFFE and U+FFFF.
    static func shownInHTML(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0 == "\0" ? Escape.replacement : $0 }))
    }

    static func shownInXML(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { c in
            (c.value < 0x20 && c != "\t" && c != "\n" && c != "\r") || nonCharacters.contains(c) ? Escape.replacement : c
        }))
    }

    /// The path a relative URL stands for (`urlPath` makes a leading `/` relative with `./`).
    static func urlTarget(_ s: String) -> String { s.hasPrefix("/") ? "./" + s : s }

    // MARK: decoders of our own: the pure-Swift check that holds with or without Chromium

    /// Reads text written for HTML or XML: only our references, no raw markup or quote. Scalar by
    /// scalar: a `;` with a combining mark after it is one `Character`, which a search by character misses.
    static func unescapeMarkup(_ text: String, references: [String: String], forbidden: Set<Unicode.Scalar>) -> String? {
        var out = String.UnicodeScalarView()
        var rest = Array(text.unicodeScalars)[...]
        while let c = rest.popFirst() {
            if forbidden.contains(c) { return nil }
            guard c == "&" else {
                out.append(c)
                continue
            }
            guard let end = rest.firstIndex(of: ";"),
                  let value = references["&" + String(String.UnicodeScalarView(rest[...end]))] else { return nil }
            out.append(contentsOf: value.unicodeScalars)
            rest = rest[(end + 1)...]
        }
        return String(out)
    }

    static let htmlReferences = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&#13;": "\r"]
    static let xmlReferences = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'", "&#13;": "\r", "&#10;": "\n", "&#9;": "\t"]

    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var i = text.utf8.startIndex
        let utf8 = text.utf8
        while i < utf8.endIndex {
            let b = utf8[i]
            if b == UInt8(ascii: "%") {
                let h = utf8.index(after: i)
                guard h < utf8.endIndex, utf8.index(after: h) < utf8.endIndex,
                      let v = UInt8(String(decoding: [utf8[h], utf8[utf8.index(after: h)]], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(v)
                i = utf8.index(i, offsetBy: 3)
            } else {
                bytes.append(b)
                i = utf8.index(after: i)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Reads the inside of a JavaScript string literal written by `scriptString`.
    static func unescapeScript(_ text: String) -> String? {
        var units: [UInt16] = []
        var scalars = Array(text.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            if c == "\\" {
                guard let e = scalars.popFirst() else { return nil }
                switch e {
                case "\\", "\"", "'": units.append(UInt16(e.value))
                case "n": units.append(0x0A)
                case "r": units.append(0x0D)
                case "u":
                    guard scalars.count >= 4, let v = UInt16(String(String.UnicodeScalarView(scalars.prefix(4))), radix: 16) else { return nil }
                    units.append(v)
                    scalars = scalars.dropFirst(4)
                default: return nil
                }
            } else {
                guard !"\"'`$<>&\n\r".unicodeScalars.contains(c), !Escape.needsScriptEscape(c) else { return nil }
                units.append(contentsOf: UTF16.encode(c).map { Array($0) } ?? [])
            }
        }
        return String(validating: units, as: UTF16.self)
    }

    @Test("Q: each context's escaper writes hostile strings (U+0600 before <, a combining mark after a quote, bidi, NUL) so they read back as written")
    func pureSwift() throws {
        for s in Self.corpus {
            let html = Escape.htmlText(s)
            #expect(Self.unescapeMarkup(html, references: Self.htmlReferences, forbidden: ["<", ">", "\"", "'", "\r", "\0"]) == Self.shownInHTML(s),
                    "htmlText(\(s.debugDescription)) = \(html.debugDescription)")
            let attribute = Escape.htmlAttribute(s)
            #expect(Self.unescapeMarkup(attribute, references: Self.htmlReferences, forbidden: ["<", ">", "\"", "'", "\r", "\0"])
                    == Self.shownInHTML(s), "htmlAttribute(\(s.debugDescription)) = \(attribute.debugDescription)")

            let path = Escape.urlPath(s)
            #expect(path.utf8.allSatisfy { b in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || "-._~%/".utf8.contains(b)
            }, "urlPath(\(s.debugDescription)) = \(path)")
            #expect(!path.hasPrefix("/"), "urlPath(\(s.debugDescription)) = \(path) leaves the folder")
            #expect(Self.percentDecoded(path) == Self.urlTarget(s))
            let segment = Escape.urlPathSegment(s)
            #expect(!segment.contains("/") && !segment.contains(":") && Self.percentDecoded(segment) == s)
            let fragment = Escape.urlFragment(s)
            #expect(!fragment.contains("#") && !fragment.contains(" ") && Self.percentDecoded(fragment) == s)

            let script = Escape.scriptString(s)
            #expect(Self.unescapeScript(script) == s, "scriptString(\(s.debugDescription)) = \(script.debugDescription)")
            #expect(!script.lowercased().contains("</script") && !script.contains("<!--"))

            let xmlText = Escape.xmlText(s), xmlAttribute = Escape.xmlAttribute(s)
            let controls = Set((UInt32(0)..<0x20).compactMap { Unicode.Scalar($0) }.filter { $0 != "\t" && $0 != "\n" })
            #expect(Self.unescapeMarkup(xmlText, references: Self.xmlReferences, forbidden: controls.union(["<", ">", "\"", "'"]).union(Self.nonCharacters))
                    == Self.shownInXML(s), "xmlText(\(s.debugDescription)) = \(xmlText.debugDescription)")
            #expect(Self.unescapeMarkup(xmlAttribute, references: Self.xmlReferences,
                                        forbidden: controls.union(["<", ">", "\"", "'", "\t", "\n"]).union(Self.nonCharacters))
                    == Self.shownInXML(s), "xmlAttribute(\(s.debugDescription)) = \(xmlAttribute.debugDescription)")
        }
        // JSON in a script: no markup character, control or format character is left raw, and the value reads back.
        let embedded = try ScriptData.embed(Self.corpus)
        #expect(!embedded.unicodeScalars.contains { "<>&".unicodeScalars.contains($0) || Escape.needsScriptEscape($0) })
        #expect(try JSONDecoder().decode([String].self, from: Data(embedded.utf8)) == Self.corpus)
    }

    @Test("Q: a lone surrogate written as a \\ud800 escape in a JSON input is refused in one line naming the file")
    func loneSurrogate() {
        struct Named: Decodable { var name: String }
        for json in [#"{"name": "\ud800<script>"}"#, #"{"name": "a\udc00"}"#, #"{"name": "\ud800\u0041"}"#] {
            // The column is the escape's backslash (1-based), counted here from the text.
            let column = (json.utf8.firstIndex(of: UInt8(ascii: "\\")).map { json.utf8.distance(from: json.utf8.startIndex, to: $0) } ?? 0) + 1
            #expect(throws: InputError(file: "names.json", message: "is not valid JSON (line 1, column \(column): a lone surrogate escape is no character)")) {
                _ = try JSONInput.decode(Named.self, from: Data(json.utf8), file: "names.json")
            }
        }
    }

    /// A page with every corpus string in every context, and a script that checks, after the page
    /// loaded, what the parsers made of them: `cases=… failures=… pwned=…` in `#result`.
    static func page() throws -> String {
        func hex(_ s: String) -> String { s.isEmpty ? "-" : s.utf16.map { String($0, radix: 16) }.joined(separator: ".") }
        var cases = ""
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg" id="svg">"#
        var expected = ""
        for (i, s) in corpus.enumerated() {
            let script = Escape.scriptString(s)
            cases += """
            <p id="t\(i)">\(Escape.htmlText(s))</p>
            <p id="a\(i)" title="\(Escape.htmlAttribute(s))" data-q='\(Escape.htmlAttribute(s))'></p>
            <a id="u\(i)" href="\(Escape.htmlAttribute(Escape.urlPath(s)))">u</a>
            <a id="f\(i)" href="#\(Escape.htmlAttribute(Escape.urlFragment(s)))">f</a>
            <script>scripted[\(i)] = ["\(script)", '\(script)', `\(script)`];</script>

            """
            svg += #"<text id="s\#(i)" data-v="\#(Escape.xmlAttribute(s))" data-q='\#(Escape.xmlAttribute(s))'>\#(Escape.xmlText(s))</text>"#
            expected += [s, shownInHTML(s), shownInXML(s), urlTarget(s)].map(hex).joined(separator: " ") + "\n"
        }
        svg += "</svg>"
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>escape corpus</title>
        <script>var scripted = [];</script></head><body>
        <pre id="expected">\(expected)</pre>
        <div id="cases">
        \(cases)</div>
        <script type="application/json" id="json">\(try ScriptData.embed(corpus))</script>
        <script type="application/json" id="svg-source">\(try ScriptData.embed(svg))</script>
        <pre id="result"></pre>
        <script>
        window.addEventListener('load', function () {
          var failures = [];
          function fail(what) { failures.push(what); }
          function text(hex) {
            return hex === '-' ? '' : String.fromCharCode.apply(null, hex.split('.').map(function (h) { return parseInt(h, 16); }));
          }
          var rows = document.getElementById('expected').textContent.trim().split('\\n').map(function (l) { return l.split(' ').map(text); });
          var n = rows.length;
          // Structure: exactly the elements and attributes written, no handler, nothing ran.
          var inCases = document.querySelectorAll('#cases *');
          if (inCases.length !== 5 * n) fail('elements=' + inCases.length);
          Array.prototype.forEach.call(document.querySelectorAll('*'), function (e) {
            Array.prototype.forEach.call(e.attributes, function (a) {
              if (/^on/i.test(a.name) || a.name === 'autofocus') fail('attribute ' + a.name + ' on ' + e.tagName);
            });
          });
          if (document.scripts.length !== n + 4) fail('scripts=' + document.scripts.length);
          var json = JSON.parse(document.getElementById('json').textContent);
          var svg = new DOMParser().parseFromString(JSON.parse(document.getElementById('svg-source').textContent), 'image/svg+xml');
          if (svg.getElementsByTagName('parsererror').length > 0) fail('svg does not parse');
          if (svg.getElementsByTagName('*').length !== n + 1) fail('svg elements=' + svg.getElementsByTagName('*').length);
          rows.forEach(function (row, i) {
            var raw = row[0], html = row[1], xml = row[2], target = row[3];
            function same(id, got, want) { if (got !== want) fail(id + ':' + JSON.stringify(got)); }
            var t = document.getElementById('t' + i), a = document.getElementById('a' + i);
            var u = document.getElementById('u' + i), f = document.getElementById('f' + i);
            if (!t || !a || !u || !f) { fail('case ' + i + ' lost an element'); return; }
            same('t' + i, t.textContent, html);
            if (t.children.length !== 0) fail('t' + i + ' has elements');
            same('a' + i, a.getAttribute('title'), html);
            same('a' + i + 'q', a.getAttribute('data-q'), html);
            if (a.attributes.length !== 3) fail('a' + i + ' attributes=' + a.attributes.length);
            same('u' + i, decodeURIComponent(u.getAttribute('href')), target);
            var url = new URL(u.href);
            if (url.protocol !== 'file:' || url.host !== '') fail('u' + i + ' leaves the folder: ' + u.href);
            same('f' + i, decodeURIComponent(f.getAttribute('href').slice(1)), raw);
            if (new URL(f.href).protocol !== 'file:') fail('f' + i + ' scheme');
            var js = scripted[i] || [];
            same('j' + i, js[0], raw); same('j' + i + 'q', js[1], raw); same('j' + i + 'b', js[2], raw);
            same('d' + i, json[i], raw);
            var s = svg.getElementById('s' + i);
            if (!s) { fail('s' + i + ' missing'); return; }
            same('s' + i, s.textContent, xml);
            same('s' + i + 'v', s.getAttribute('data-v'), xml);
            same('s' + i + 'q', s.getAttribute('data-q'), xml);
          });
          document.getElementById('result').textContent = 'cases=' + n + ' failures=' + failures.length +
            ' pwned=' + (window.__pwned ? 1 : 0) + ' ' + failures.join(' | ');
        });
        </script>
        </body></html>
        """
    }

    @Test("Q: Chromium parses every context of the hostile corpus into exactly the elements written, the text as written, and runs none of it")
    func chromium() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let file = TestSupport.temporaryFolder("escape").appendingPathComponent("corpus.html")
        try Data(try Self.page().utf8).write(to: file)
        let dom = try TestSupport.chromium(["--virtual-time-budget=5000", "--dump-dom", file.absoluteString])
        let line = try #require(dom.range(of: #"cases=\d+ failures=\d+ pwned=\d[^<]*"#, options: .regularExpression).map { String(dom[$0]) },
                                "no result in the page")
        #expect(line.hasPrefix("cases=\(Self.corpus.count) failures=0 pwned=0"), "\(line)")
    }
}
