import CreaseCommandLine
import CreaseKit
import CreaseTestSupport
import FoldLayout
import Foundation
import HabitScreens

extension TestSupport {
    /// A device under review whose side dock leaves the cover's page too narrow for a word, so L8
    /// breaks on every frame of a gesture: `wide-dock.json` in `folder`, made from the bundled
    /// galaxy-z-fold5 with a 230-pt dock.
    public static func wideDockDevice(in folder: URL) throws -> URL {
        let bundled = try Data(contentsOf: fixtureURL("galaxy-z-fold5", .devices))
        guard var json = try JSONSerialization.jsonObject(with: bundled) as? [String: Any],
              var shell = json["shell"] as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "galaxy-z-fold5.json"])
        }
        shell["dockWidth"] = 230
        json["shell"] = shell
        // The cover takes the device's shell, wide dock and all, rather than its own (S8).
        if var cover = json["cover"] as? [String: Any] {
            cover["shell"] = nil
            json["cover"] = cover
        }
        json["name"] = "wide-dock"
        let devices = folder.appendingPathComponent("devices")
        try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
        let device = devices.appendingPathComponent("wide-dock.json")
        try JSONSerialization.data(withJSONObject: json).write(to: device)
        return device
    }

    /// The built `crease` executable beside the test bundle.
    public static var creaseExecutable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("crease")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/crease")
    }

    public struct RunResult: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `crease` in-process with arguments in `directory` (the package root unless given), the
    /// process's environment with `environment` over it, and collects what it wrote.
    public static func crease(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> RunResult {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        let captured = CapturedOutput()
        let status = CreaseCLI.run(arguments, context: captured.context(directory: directory ?? packageRoot, environment: env))
        return RunResult(status: status, stdout: captured.stdout, stderr: captured.stderr)
    }

    /// Runs the built `crease` executable in a process of its own: for what only a real process
    /// shows (its resources found from any folder, nothing printed but the one line).
    public static func creaseProcess(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> RunResult {
        let process = Process()
        process.executableURL = creaseExecutable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }
}

extension TestSupport {
    /// Debian's headless Chromium, installed by `make deps`.
    public static var chromium: String? {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return nil
    }

    /// Runs headless Chromium on a local page: `--dump-dom` (after scripts ran) or a screenshot.
    /// `profile` keeps the browser's storage from one run to the next (a page closed and opened again).
    public static func chromium(_ arguments: [String], profile: URL? = nil) throws -> String {
        guard let chromium else { return "" }
        return try output(of: chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                                         "--user-data-dir=" + (profile ?? temporaryFolder("chromium-profile")).path] + arguments)
    }

    /// Runs a tool and returns what it wrote to standard output (standard error is dropped).
    public static func output(of tool: String, _ arguments: [String]) throws -> String {
        try run(tool, arguments, errors: false).stdout
    }

    /// Runs a tool: its exit status, and what it wrote to standard output and (with `errors`) standard error.
    public static func run(_ tool: String, _ arguments: [String], errors: Bool = true) throws -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = errors ? err : FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors ? err.fileHandleForReading.readDataToEndOfFile() : nil
        process.waitUntilExit()
        return RunResult(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                         stderr: String(decoding: errData ?? Data(), as: UTF8.self))
    }
}

extension TestSupport {
    /// A pipeline for the calling thread, made once per thread: making one loads the font set, and
    /// Pango font maps must not be shared between threads. A synchronous test runs on one thread.
    public static func pipeline() throws -> Pipeline {
        let key = "crease.test.pipeline"
        if let existing = Thread.current.threadDictionary[key] as? Pipeline { return existing }
        let made = try Pipeline()
        Thread.current.threadDictionary[key] = made
        return made
    }
}

extension TestSupport {
    /// A bundled scenario (or `state`) solved through the pipeline on a bundled device: the surface and
    /// its layout, as every screen-level test needs them.
    public static func solve(_ scenario: String, _ device: String, _ posture: Posture, _ orientation: Orientation = .upright,
                             size: ContentSize = .L, state: ScenarioState? = nil) throws -> (Surface, SolvedLayout) {
        let s = try state ?? fixtures.state(scenario)
        return try pipeline().solve(s, on: try fixtures.device(device), RenderRequest(posture: posture, orientation: orientation, size: size))
    }
}

extension TestSupport {
    /// What Chromium built from a page the tool wrote, once the page's own script ran.
    public struct PageInspection: Decodable, Sendable {
        /// Every attribute named `on…` anywhere in the page, as `TAG name`.
        public var handlers: [String]
        /// Whether any injected code set `window.__pwned`.
        public var pwned: Bool
        /// Per selector: the text of each matching element, or with `selector@name`, its attribute `name`.
        public var values: [String: [String?]]
    }

    /// Loads a copy of `page` in headless Chromium with a checker appended after the page's own script,
    /// and reads what it found: handlers, whether anything ran, and the values of `selectors`. The
    /// result travels as hexadecimal UTF-16, so no character of it depends on Chromium's serialisation.
    /// `before` is script run once the page has loaded, before anything is read (a reviewer's clicks).
    public static func inspect(_ page: URL, selectors: [String], before: String = "", profile: URL? = nil) throws -> PageInspection? {
        let html = try String(contentsOf: page, encoding: .utf8)
        guard let end = html.range(of: "</body>", options: .backwards) else { return nil }
        let list = String(decoding: try JSONEncoder().encode(selectors), as: UTF8.self)
        let checker = """
        <script>
        window.addEventListener('load', function () {
          \(before)
          var out = {handlers: [], pwned: !!window.__pwned, values: {}};
          document.querySelectorAll('*').forEach(function (e) {
            Array.prototype.forEach.call(e.attributes, function (a) { if (/^on/i.test(a.name)) out.handlers.push(e.tagName + ' ' + a.name); });
          });
          \(list).forEach(function (s) {
            var at = s.indexOf('@'), selector = at < 0 ? s : s.slice(0, at), name = at < 0 ? null : s.slice(at + 1);
            out.values[s] = Array.prototype.map.call(document.querySelectorAll(selector), function (e) {
              return name === null ? e.textContent : e.getAttribute(name);
            });
          });
          var json = JSON.stringify(out), hex = [];
          for (var i = 0; i < json.length; i++) hex.push(('000' + json.charCodeAt(i).toString(16)).slice(-4));
          var pre = document.createElement('pre');
          pre.id = 'inspection';
          pre.textContent = 'inspection:' + hex.join('') + ':end';
          document.body.appendChild(pre);
        });
        </script>

        """
        let copy = page.deletingLastPathComponent().appendingPathComponent("inspected-" + page.lastPathComponent)
        try Data((html[..<end.lowerBound] + checker + html[end.lowerBound...]).utf8).write(to: copy)
        let dom = try chromium(["--virtual-time-budget=5000", "--dump-dom", copy.absoluteString], profile: profile)
        guard let json = hexPayload(dom, tag: "inspection") else { return nil }
        return try JSONDecoder().decode(PageInspection.self, from: Data(json.utf8))
    }

    /// Opens every file in a frame of one headless Chromium page and returns the markup of the
    /// document Chromium made of each (`documentElement.outerHTML`), in order: what a browser shows
    /// for the file as a document of its own, one browser start for all of them. A file Chromium could
    /// not parse comes back as its error page (an XHTML document holding a `<parsererror>`).
    public static func documents(_ files: [URL]) throws -> [String]? {
        guard let folder = files.first?.deletingLastPathComponent() else { return [] }
        let frames = files.map { "<iframe src=\"\($0.absoluteString)\"></iframe>" }.joined()
        let page = folder.appendingPathComponent("documents-\(UUID().uuidString).html")
        let html = """
        <!doctype html><html><body>\(frames)
        <script>
        window.addEventListener('load', function () {
          var out = Array.prototype.map.call(document.querySelectorAll('iframe'), function (f) {
            try { var d = f.contentDocument; return d && d.documentElement ? d.documentElement.outerHTML : ''; } catch (e) { return ''; }
          });
          var json = JSON.stringify(out), hex = [];
          for (var i = 0; i < json.length; i++) hex.push(('000' + json.charCodeAt(i).toString(16)).slice(-4));
          var pre = document.createElement('pre');
          pre.textContent = 'documents:' + hex.join('') + ':end';
          document.body.appendChild(pre);
        });
        </script></body></html>
        """
        try Data(html.utf8).write(to: page)
        // Frames of file: pages may be read by their parent only with file access between files allowed.
        let dom = try chromium(["--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", page.absoluteString])
        guard let json = hexPayload(dom, tag: "documents") else { return nil }
        return try JSONDecoder().decode([String].self, from: Data(json.utf8))
    }

    /// The text a checker script wrote into the page as `tag:` hexadecimal UTF-16 `:end`, decoded, so
    /// that no character of it depends on Chromium's serialisation of the page.
    static func hexPayload(_ dom: String, tag: String) -> String? {
        guard let found = dom.range(of: tag + #":[0-9a-f]*:end"#, options: .regularExpression) else { return nil }
        let hex = Array(dom[found].dropFirst(tag.count + 1).dropLast(":end".count).utf8)
        var units: [UInt16] = []
        units.reserveCapacity(hex.count / 4)
        var i = 0
        while i + 4 <= hex.count {
            guard let unit = UInt16(String(decoding: hex[i..<(i + 4)], as: UTF8.self), radix: 16) else { return nil }
            units.append(unit)
            i += 4
        }
        return String(decoding: units, as: UTF16.self)
    }
}
