import CreaseInput
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldLayout
import FoldRender
import Foundation
import Testing

/// The design review a designer signs (E1–E4): changes since a baseline, the index's views in the URL,
/// the review book, and clean re-exports.
@Suite struct ExportReviewTests {
    static let matrix = StateMatrix(devices: ["surface-duo"], scenarios: ["typical", "empty"], sizes: [.L], appearances: [.light])
    static let changed = "typical__surface-duo__spread__L__light@1x.png"

    /// A baseline export with one state's image altered in exactly 7 pixels, one state missing (new) and
    /// one the new export does not have (removed); then the export against it.
    static let compared: (folder: URL, written: Export.Written?) = {
        let base = TestSupport.temporaryFolder("baseline")
        _ = try? Export(output: base, matrix: matrix, gestures: []).run(fixtures: TestSupport.fixtures)
        let images = base.appendingPathComponent("images")
        if var image = try? PNGCodec.read(images.appendingPathComponent(changed)) {
            for i in 0..<7 { image.rgba[(40 * image.width + 100 + 3 * i) * 4] ^= 0xFF }
            try? PNGCodec.encode(image).write(to: images.appendingPathComponent(changed))
        }
        try? FileManager.default.removeItem(at: images.appendingPathComponent("empty__surface-duo__cover__L__light@1x.png"))
        try? FileManager.default.copyItem(at: images.appendingPathComponent("typical__surface-duo__cover__L__light@1x.png"),
                                          to: images.appendingPathComponent("gone__surface-duo__cover__L__light@1x.png"))
        let out = TestSupport.temporaryFolder("against-baseline")
        let written = try? Export(output: out, matrix: matrix, gestures: [], baseline: base).run(fixtures: TestSupport.fixtures)
        return (out, written)
    }()

    @Test("E2: against a baseline, the one altered state is changed with its exact pixel count; the rest unchanged, new or removed")
    func baselineChanges() throws {
        let written = try #require(Self.compared.written)
        let changed = written.items.filter { if case .changed = $0.change { true } else { false } }
        #expect(changed.map(\.key.fileName) == [Self.changed])
        #expect(changed.first?.change == .changed(pixels: 7))
        #expect(written.items.filter { $0.change == .new }.map(\.key.fileName) == ["empty__surface-duo__cover__L__light@1x.png"])
        #expect(written.items.filter { $0.change == .unchanged }.count == written.items.count - 2)
        #expect(written.removed == ["gone__surface-duo__cover__L__light@1x.png"])
        // The changed state's baseline image and pixel diff travel with the export.
        let folder = Self.compared.folder
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("baseline/" + Self.changed).path))
        let diff = try PNGCodec.read(folder.appendingPathComponent("diffs/" + Self.changed))
        #expect(diff.width == 1114 && diff.height == 720)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("diffs").path) == [Self.changed])
    }

    @Test("E2: a baseline that is not an export is one clear line")
    func notABaseline() throws {
        let empty = TestSupport.temporaryFolder("not-an-export")
        let error = #expect(throws: InputError.self) {
            try Export(output: TestSupport.temporaryFolder("out"), matrix: Self.matrix, gestures: [], baseline: empty).run(fixtures: TestSupport.fixtures)
        }
        #expect(error?.file == "--baseline" && error?.message.contains("not a crease export") == true)
    }

    /// The self-test's lines for a page opened at `fragment`.
    static func selftest(_ folder: URL, fragment: String) throws -> [String: String] {
        let dom = try TestSupport.chromium(["--virtual-time-budget=10000", "--dump-dom",
                                            folder.appendingPathComponent("index.html").absoluteString + "?selftest=1" + fragment])
        guard let start = dom.range(of: "<pre id=\"selftest\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else { return [:] }
        var fields: [String: String] = [:]
        for word in dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&amp;", with: "&").split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let eq = word.firstIndex(of: "=") else { continue }
            fields[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        return fields
    }

    @Test("E1, E2: with a baseline the index opens on 'changed', showing exactly the altered state (headless Chromium)")
    func changedInChromium() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let fields = try Self.selftest(Self.compared.folder, fragment: "")
        #expect(fields["ids"] == String(Self.changed.dropLast(4)), "\(fields)")
        #expect(fields["broken"] == "0")
    }

    @Test("E1: the view, every filter and the open image round-trip through the URL fragment; the lightbox walks with ← → and closes on Esc")
    func urlRoundTrip() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let open = "empty__surface-duo__spread__L__light%401x"
        let fragment = "#view=matrix&status=unchanged&device=surface-duo&scenario=empty&posture=&size=L&appearance=light&surface=display&open=\(open)&layer=diff"
        let fields = try Self.selftest(Self.compared.folder, fragment: fragment)
        #expect(fields["rehash"] == fragment, "\(fields)")
        #expect(fields["view"] == "matrix")
        #expect(fields["open"] == "empty__surface-duo__spread__L__light@1x")
        #expect(fields["lightbox"] == "open")
        // empty, unchanged: half-opened and spread (the cover state is new).
        #expect(fields["ids"] == "empty__surface-duo__half-opened__L__light@1x,empty__surface-duo__spread__L__light@1x", "\(fields)")
        let walk = try Self.selftest(Self.compared.folder, fragment: "#status=")
        #expect(walk["walk"] == "ok", "\(walk)")
        #expect(fields["walk"] == "ok")
    }

    @Test("E3: a page's subtitle that wraps (long habit names) pushes its panels down instead of running into their captions")
    func reviewBookLongSubtitle() throws {
        let pdftotext = "/usr/bin/pdftotext"
        try #require(FileManager.default.isExecutableFile(atPath: pdftotext), "poppler-utils is not installed")
        let out = TestSupport.temporaryFolder("book-subtitle")
        let book = out.appendingPathComponent("review.pdf")
        let matrix = StateMatrix(devices: ["galaxy-z-fold5"], scenarios: ["rtl-arabic"], postures: [.cover], sizes: [.L], appearances: [.light])
        _ = try Export(output: out, matrix: matrix, gestures: [], pdf: book).run(fixtures: TestSupport.fixtures)
        // Word boxes of page 1: the subtitle ends with the journal habit's "… tomorrow morning, <img …>";
        // the first panel's caption is "L · light".
        let boxes = try TestSupport.output(of: pdftotext, ["-bbox", "-f", "1", "-l", "1", book.path, "-"])
        func box(_ word: String) throws -> (top: Double, bottom: Double) {
            let regex = try Regex(#"<word xMin="[0-9.]+" yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">"# + word + "</word>")
            let match = try #require(boxes.firstMatch(of: regex), "no word \(word) on page 1")
            return (Double(match.output[1].substring ?? "") ?? 0, Double(match.output[2].substring ?? "") ?? 0)
        }
        let subtitle = try box("tomorrow"), caption = try box("light")
        #expect(subtitle.bottom < caption.top, "the subtitle (bottom \(subtitle.bottom)) runs into the caption (top \(caption.top))")
    }

    @Test("E2, E3: against a baseline the review book opens with what changed — the changed state with its count, the new and the removed — then the changed state before and after")
    func reviewBookBaseline() throws {
        let pdftotext = "/usr/bin/pdftotext"
        try #require(FileManager.default.isExecutableFile(atPath: pdftotext), "poppler-utils is not installed")
        let base = TestSupport.temporaryFolder("book-baseline")
        _ = try Export(output: base, matrix: Self.matrix, gestures: []).run(fixtures: TestSupport.fixtures)
        let images = base.appendingPathComponent("images")
        var image = try PNGCodec.read(images.appendingPathComponent(Self.changed))
        for i in 0..<7 { image.rgba[(40 * image.width + 100 + 3 * i) * 4] ^= 0xFF }
        try PNGCodec.encode(image).write(to: images.appendingPathComponent(Self.changed))
        try FileManager.default.removeItem(at: images.appendingPathComponent("empty__surface-duo__cover__L__light@1x.png"))
        try FileManager.default.copyItem(at: images.appendingPathComponent("typical__surface-duo__cover__L__light@1x.png"),
                                         to: images.appendingPathComponent("gone__surface-duo__cover__L__light@1x.png"))
        let out = TestSupport.temporaryFolder("book-against-baseline")
        let book = out.appendingPathComponent("review.pdf")
        _ = try Export(output: out, matrix: Self.matrix, gestures: [], baseline: base, pdf: book).run(fixtures: TestSupport.fixtures)
        let pages = try TestSupport.output(of: pdftotext, ["-layout", book.path, "-"]).components(separatedBy: "\u{0C}")
        let first = try #require(pages.first)
        #expect(first.contains("What changed since the baseline") && first.contains("1 changed, 1 new, 1 removed"), "\(first)")
        #expect(first.contains("Surface Duo · typical · spread · L · light — 7 pixels differ"))
        #expect(first.contains("Surface Duo · empty · cover · L · light") && first.contains("gone__surface-duo__cover__L__light@1x"))
        // The changed state's page comes next: before and after, then the book's usual pages.
        let second = pages.count > 1 ? pages[1] : ""
        #expect(second.contains("Changed: Surface Duo · typical · spread · L · light") && second.contains("Before (the baseline)") && second.contains("After"),
                "\(second)")
        #expect(pages.count > 3 && pages[2].contains("Surface Duo · empty"))
        // Without a baseline, no such pages.
        let plain = out.appendingPathComponent("plain.pdf")
        _ = try Export(output: TestSupport.temporaryFolder("book-plain"), matrix: Self.matrix, gestures: [], pdf: plain).run(fixtures: TestSupport.fixtures)
        #expect(!(try TestSupport.output(of: pdftotext, [plain.path, "-"])).contains("What changed"))
    }

    @Test("E3: --pdf writes a review book Poppler renders, one page per device × scenario state, its text extractable")
    func reviewBook() throws {
        let pdftotext = "/usr/bin/pdftotext", pdftoppm = "/usr/bin/pdftoppm"
        try #require(FileManager.default.isExecutableFile(atPath: pdftotext), "poppler-utils is not installed")
        let out = TestSupport.temporaryFolder("book")
        let book = out.appendingPathComponent("review.pdf")
        let matrix = StateMatrix(devices: ["surface-duo"], scenarios: ["typical"], postures: [.spread, .cover], sizes: [.L, .AX5], appearances: [.light, .dark])
        _ = try Export(output: out, matrix: matrix, gestures: [], pdf: book).run(fixtures: TestSupport.fixtures)
        let head = try Data(contentsOf: book).prefix(5)
        #expect(head == Data("%PDF-".utf8))
        let text = try TestSupport.output(of: pdftotext, [book.path, "-"])
        #expect(text.contains("Surface Duo · typical · spread"), "\(text.prefix(400))")
        #expect(text.contains("Drink water"))
        #expect(text.contains("AX5 · dark"))
        #expect(text.components(separatedBy: "\u{0C}").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.count == 2)
        _ = try TestSupport.output(of: pdftoppm, ["-r", "20", "-png", book.path, out.appendingPathComponent("page").path])
        let pages = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("page") }.sorted()
        #expect(pages.count == 2)
        let page = try PNGCodec.read(out.appendingPathComponent(try #require(pages.first)))
        #expect(page.width > 100 && page.height > 100)
        // The book inside the folder is the export's own: in its manifest.
        let manifest = try String(contentsOf: out.appendingPathComponent("crease-export.json"), encoding: .utf8)
        #expect(manifest.contains("\"review.pdf\""))
    }


    @Test("E5: the review book has one page size, a bookmark per device with its pages under it, room for notes, and a text layer that reads an alert's title before its buttons, nothing beneath the scrim in it")
    func reviewBookForDesigners() throws {
        let pdftotext = "/usr/bin/pdftotext", pdfinfo = "/usr/bin/pdfinfo", pdftohtml = "/usr/bin/pdftohtml"
        try #require(FileManager.default.isExecutableFile(atPath: pdfinfo), "poppler-utils is not installed")
        let out = TestSupport.temporaryFolder("book-designer")
        let book = out.appendingPathComponent("review.pdf")
        let matrix = StateMatrix(devices: ["galaxy-z-flip6", "surface-duo"], scenarios: ["delete-confirmation", "typical"], postures: [.cover, .spread],
                                 sizes: [.L, .AX5], appearances: [.light, .dark])
        _ = try Export(output: out, matrix: matrix, gestures: [], pdf: book).run(fixtures: TestSupport.fixtures)
        let info = try TestSupport.output(of: pdfinfo, ["-f", "1", "-l", "99", book.path])
        let sizes = Set(info.split(separator: "\n").filter { $0.hasPrefix("Page ") && $0.contains(" size:") }
            .map { $0.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces) })
        #expect(sizes == ["1190.55 x 841.89 pts (A3)"], "\(info)")
        // Bookmarks: each device, its pages beneath.
        let xml = try TestSupport.output(of: pdftohtml, ["-xml", "-stdout", "-i", book.path])
        let outline = try #require(xml.range(of: "<outline>").map { String(xml[$0.lowerBound...]) }, "no outline")
        #expect(outline.contains("<item page=\"1\">Galaxy Z Flip6</item>\n<outline>\n<item page=\"1\">delete-confirmation · cover</item>"), "\(outline)")
        #expect(outline.contains(">Surface Duo</item>\n<outline>"), "\(outline)")
        // The Flip6 cover's alert page: its words in reading order; the editor beneath the scrim is no text.
        let page = try TestSupport.output(of: pdftotext, ["-f", "1", "-l", "1", book.path, "-"])
        #expect(page.contains("Notes"))
        let title = try #require(page.range(of: "Delete this habit?")), delete = try #require(page.range(of: "Delete habit\n")),
            cancel = try #require(page.range(of: "Cancel"))
        #expect(title.lowerBound < delete.lowerBound && delete.lowerBound < cancel.lowerBound, "\(page)")
        #expect(!page.contains("Edit habit") && !page.contains("Schedule"), "text beneath the scrim is in the text layer: \(page)")
    }

    @Test("E5: in the index's full-size view a designer puts the dark state beside the light one, zooms to 2×, approves and comments; closed and opened again, the review is there, and a saved review file loads back (headless Chromium)")
    func indexReview() throws {
        try #require(TestSupport.chromium != nil, "Chromium is not installed (make deps installs Debian's chromium)")
        let out = TestSupport.temporaryFolder("index-review")
        _ = try Export(output: out, matrix: StateMatrix(devices: ["iphone", "galaxy-z-flip6"], scenarios: ["typical"], postures: [.cover]), gestures: [])
            .run(fixtures: TestSupport.fixtures)
        let page = out.appendingPathComponent("index.html"), profile = TestSupport.temporaryFolder("chromium-profile")
        let open = "typical__iphone__cover__L__light@1x"
        let first = """
        location.hash = '#open=\(open)&beside=appearance&zoom=2';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
        var comment = document.getElementById('comment');
        comment.value = 'Title sits too close to the rail'; comment.dispatchEvent(new Event('input'));
        document.querySelector('#lightbox-tools [data-verdict=approved]').click();
        document.body.setAttribute('data-width', document.getElementById('lightbox-image').style.width);
        """
        let seen = try #require(try TestSupport.inspect(page, selectors: ["#beside-figure@hidden", "#beside-image@src", "#beside-caption", "#lightbox@class",
                                                                          "#lightbox-tools [aria-pressed=true]", "body@data-width"], before: first, profile: profile))
        #expect(seen.values["#beside-figure@hidden"] == [nil] && seen.values["#beside-image@src"] == ["images/typical__iphone__cover__L__dark%401x.png"],
                "\(seen.values)")
        #expect(seen.values["#lightbox@class"] == ["zoom-2 paired"] && seen.values["body@data-width"] == ["786px"], "\(seen.values)")
        #expect(seen.values["#lightbox-tools [aria-pressed=true]"] == ["2×", "Approve"], "\(seen.values)")
        // Opened again in the same browser: the grid marks the state, the count says so, the comment is back;
        // a colleague's saved review loads on top.
        let second = """
        document.body.setAttribute('data-mark', document.querySelector('#grid figure[data-id="\(open)"]').dataset.verdict || '-');
        document.body.setAttribute('data-count', document.getElementById('review-count').textContent);
        location.hash = '#open=\(open)'; window.dispatchEvent(new HashChangeEvent('hashchange'));
        document.body.setAttribute('data-comment', document.getElementById('comment').value);
        var problem = window.creaseLoadReview(JSON.stringify({format: 'crease-design-review', version: 1,
          states: {'typical__galaxy-z-flip6__cover__AX5__dark@1x': {verdict: 'changes', comment: 'Rings clip'}}}));
        document.body.setAttribute('data-loaded', (problem || 'ok') + ' · ' + document.getElementById('review-count').textContent);
        document.body.setAttribute('data-refused', window.creaseLoadReview('{"format": "something"}'));
        """
        let again = try #require(try TestSupport.inspect(page, selectors: ["body@data-mark", "body@data-count", "body@data-comment", "body@data-loaded",
                                                                           "body@data-refused"], before: second, profile: profile))
        #expect(again.values["body@data-mark"] == ["approved"], "\(again.values)")
        #expect(again.values["body@data-count"] == ["1 approved, 0 need changes, 1 commented, of 8 states · "], "\(again.values)")
        #expect(again.values["body@data-comment"] == ["Title sits too close to the rail"], "\(again.values)")
        #expect(again.values["body@data-loaded"] == ["ok · 1 approved, 1 need changes, 2 commented, of 8 states · "], "\(again.values)")
        #expect(again.values["body@data-refused"] == ["no Crease design review"], "\(again.values)")
        // The matrix keeps the devices' sizes: every picture at one scale, not each to one height.
        let matrix = try #require(try TestSupport.inspect(page, selectors: ["#matrix td img@src", "#matrix td img@style"],
                                                          before: "location.hash = '#view=matrix'; window.dispatchEvent(new HashChangeEvent('hashchange'));"))
        let pairs = zip(matrix.values["#matrix td img@src"] ?? [], matrix.values["#matrix td img@style"] ?? []).compactMap { src, style -> (String, Double)? in
            guard let src, let style, let w = style.firstMatch(of: /width: ([0-9.]+)px/).flatMap({ Double($0.1) }) else { return nil }
            return (src, w)
        }
        let phone = try #require(pairs.first { $0.0.contains("__iphone__") }), flip = try #require(pairs.first { $0.0.contains("__galaxy-z-flip6__") })
        let phoneWidth = try TestSupport.fixtures.device("iphone").cover.width, flipWidth = try TestSupport.fixtures.device("galaxy-z-flip6").cover.width
        #expect(abs(phone.1 / flip.1 - phoneWidth / flipWidth) < 0.01, "\(pairs)")
    }

    @Test("E5: --preset everything covers widgets, the Mac window, landscape and every text size; options it is given still narrow it")
    func everythingPreset() throws {
        let out = TestSupport.temporaryFolder("everything")
        let run = try TestSupport.crease(["export", "--preset", "everything", "--scenarios", "typical,widget-undo", "--devices", "iphone", "--gestures", "none",
                                          "--no-explorers", "--output", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        let images = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images").path)
        func has(_ part: String) -> Bool { images.contains { $0.contains(part) } }
        #expect(has("__cover-landscape__") && has("__system-small__") && has("typical__mac-window__w"), "\(images.prefix(20))")
        for size in ContentSize.allCases { #expect(has("typical__iphone__cover__\(size.rawValue)__"), "no \(size) state") }
        // Without the preset: upright, L and AX5, displays only.
        let plain = TestSupport.temporaryFolder("standard")
        #expect(try TestSupport.crease(["export", "--scenarios", "typical", "--devices", "iphone", "--gestures", "none", "--no-explorers", "--output", plain.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: plain.appendingPathComponent("images").path).sorted()
                == ["typical__iphone__cover__AX5__dark@1x.png", "typical__iphone__cover__AX5__light@1x.png",
                    "typical__iphone__cover__L__dark@1x.png", "typical__iphone__cover__L__light@1x.png"])
        // An option given narrows the preset.
        let narrowed = TestSupport.temporaryFolder("narrowed")
        #expect(try TestSupport.crease(["export", "--preset", "everything", "--sizes", "AX5", "--orientations", "upright", "--widgets", "", "--windows", "",
                                        "--scenarios", "typical", "--devices", "iphone", "--gestures", "none", "--no-explorers", "--output", narrowed.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: narrowed.appendingPathComponent("images").path).sorted()
                == ["typical__iphone__cover__AX5__dark@1x.png", "typical__iphone__cover__AX5__light@1x.png"])
    }

    @Test("E4: re-exporting with fewer devices leaves no file of the removed device, and a user's own files alone")
    func cleanReexport() throws {
        let out = TestSupport.temporaryFolder("reexport")
        let both = StateMatrix(devices: ["surface-duo", "iphone"], scenarios: ["empty"], sizes: [.L], appearances: [.light])
        _ = try Export(output: out, matrix: both, gestures: ["unfold"]).run(fixtures: TestSupport.fixtures)
        let mine = out.appendingPathComponent("images/notes-surface-duo.txt")
        try Data("mine".utf8).write(to: mine)
        try Data("mine".utf8).write(to: out.appendingPathComponent("surface-duo.png"))
        let before = try Self.files(out)
        #expect(before.contains { $0.contains("surface-duo") && $0.hasPrefix("sheets/") })
        #expect(before.contains { $0.contains("surface-duo") && $0.hasPrefix("gestures/") })
        let written = try Export(output: out, matrix: StateMatrix(devices: ["iphone"], scenarios: ["empty"], sizes: [.L], appearances: [.light]),
                                 gestures: ["unfold"]).run(fixtures: TestSupport.fixtures)
        let after = try Self.files(out)
        #expect(after.filter { $0.contains("surface-duo") }.sorted() == ["images/notes-surface-duo.txt", "surface-duo.png"], "\(after)")
        #expect(after.contains("images/empty__iphone__cover__L__light@1x.png"))
        #expect(written.stale.count == before.filter { $0.contains("surface-duo") }.count - 2)
        #expect(!written.stale.isEmpty)
    }

    @Test("E4: a manifest naming files outside the export's folders never makes the export delete them")
    func hostileManifest() throws {
        let out = TestSupport.temporaryFolder("hostile-manifest")
        let victim = TestSupport.temporaryFolder("victim").appendingPathComponent("keep.txt")
        try Data("keep".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: out.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: out.appendingPathComponent("notes/keep.txt"))
        // Beside an explorer page (X1): only its index.html and frames/*.png are the export's.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("gestures/a-explore/frames"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: out.appendingPathComponent("gestures/a-explore/keep.txt"))
        try Data("keep".utf8).write(to: out.appendingPathComponent("gestures/a-explore/frames/keep.txt"))
        let listed = ["../" + victim.lastPathComponent, victim.path, "notes/keep.txt", "images/../../x", ".hidden",
                      "gestures/a-explore/keep.txt", "gestures/a-explore/frames/keep.txt", "gestures/a-explore/../../notes/keep.txt",
                      "gestures/../notes/keep.txt", "gestures/a-explore/frames/../../../notes/keep.txt", "gestures/..-explore/index.html"]
        let json = try JSONSerialization.data(withJSONObject: ["version": 1, "tool": "crease export", "files": listed])
        try json.write(to: out.appendingPathComponent("crease-export.json"))
        _ = try Export(output: out, matrix: StateMatrix(devices: ["iphone"], scenarios: ["empty"], sizes: [.L], appearances: [.light]),
                       gestures: []).run(fixtures: TestSupport.fixtures)
        #expect(FileManager.default.fileExists(atPath: victim.path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes/keep.txt").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("gestures/a-explore/keep.txt").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("gestures/a-explore/frames/keep.txt").path))
    }

    @Test("E1: contact sheets label their rows and columns and draw every thumbnail at least 240 px wide")
    func readableSheets() throws {
        let rows = ["typical · L", "empty · L"], columns = ["cover · light", "spread · light"]
        let sheet = LabelledSheet(title: "t", rows: rows, columns: columns, sizes: [[(540, 720), (1114, 720)], [(540, 720), nil]])
        #expect(sheet.scale * 540 >= 240)
        let image = try sheet.compose(text: TextEngine()) { (r: Int, c: Int) throws(RenderError) -> PixelBuffer? in
            PixelBuffer(width: c == 0 ? 540 : 1114, height: 720, rgba: [UInt8](repeating: 128, count: (c == 0 ? 540 : 1114) * 720 * 4))
        }
        // Row labels to the left, then a 240-px column and a 495-px one.
        #expect(image.width >= 200 + 240 + 495)
    }

    @Test("E1: a sheet of more than twelve rows is cut into labelled parts, each in the manifest")
    func sheetParts() throws {
        let out = TestSupport.temporaryFolder("sheet-parts")
        let matrix = StateMatrix(devices: ["iphone"], scenarios: ["typical", "empty", "many", "one-habit", "long-names", "failed", "progress"],
                                 sizes: [.L, .AX5], appearances: [.light])
        let written = try Export(output: out, matrix: matrix, gestures: []).run(fixtures: TestSupport.fixtures)
        #expect(written.sheets == ["sheets/iphone.png", "sheets/iphone__part2.png"])
        let first = try PNGCodec.read(out.appendingPathComponent("sheets/iphone.png"))
        let second = try PNGCodec.read(out.appendingPathComponent("sheets/iphone__part2.png"))
        // Twelve rows, then two, of the 852-pt phone at 240 px wide (scale 240/393).
        #expect(first.height > 12 * 852 * 240 / 393 && second.height < 4 * 852 * 240 / 393)
        let manifest = try String(contentsOf: out.appendingPathComponent("crease-export.json"), encoding: .utf8)
        #expect(manifest.contains("sheets\\/iphone__part2.png"), "\(manifest)")
    }
}

extension ExportReviewTests {
    static func files(_ root: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var out: [String] = []
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            out.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return out
    }
}
