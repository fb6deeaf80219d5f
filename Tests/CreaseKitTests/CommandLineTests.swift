import CreaseTestSupport
import CreaseToolTestSupport
import FoldImage
import FoldRender
import Foundation
import Testing

/// C: bad input gives one line naming the file and the field, exit status 2, no stack trace and
/// no output file.
@Suite struct CommandLineTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        var label: String
        var deviceText: String?
        var scenarioText: String?
        var datasetText: String?
        /// Words the one error line must contain (besides the file's path).
        var mentions: [String]
        var testDescription: String { label }
    }

    static let validDevice = (try? String(contentsOf: TestSupport.fixtureURL("surface-duo", .devices), encoding: .utf8)) ?? ""

    static let cases: [BadInput] = [
        BadInput(label: "device file missing", mentions: ["no such device file"]),
        BadInput(label: "device is not JSON", deviceText: "{ this is not json", mentions: ["not valid JSON"]),
        BadInput(label: "device hinge outside its screen",
                 deviceText: validDevice.replacingOccurrences(of: "\"position\": 540", with: "\"position\": 1200"),
                 mentions: ["fold.position", "outside"]),
        BadInput(label: "device with a negative width",
                 deviceText: validDevice.replacingOccurrences(of: "\"width\": 540", with: "\"width\": -540"),
                 mentions: ["cover.width"]),
        BadInput(label: "device missing a field",
                 deviceText: validDevice.replacingOccurrences(of: "\"scale\": 2.5,", with: ""),
                 mentions: ["scale", "missing"]),
        BadInput(label: "scenario with a bad instant",
                 scenarioText: #"{"version":1,"name":"x","dataset":"typical","now":"yesterday"}"#,
                 mentions: ["now", "ISO 8601"]),
        BadInput(label: "scenario with an unknown screen",
                 scenarioText: #"{"version":1,"name":"x","dataset":"typical","now":"2026-11-26T08:30:00Z","screen":"spreadsheet"}"#,
                 mentions: ["screen"]),
        BadInput(label: "dataset with a zero daily target",
                 datasetText: #"{"version":1,"account":"a","timeZone":"Europe/Berlin","locale":"en_GB","habits":[{"id":"6B657074-0000-0000-0000-000000000001","name":"Walk","cadence":{"kind":"daily"},"startDay":"2026-11-01","dailyTarget":0}]}"#,
                 mentions: ["habits[0].dailyTarget"]),
        BadInput(label: "dataset with an unknown time zone",
                 datasetText: #"{"version":1,"account":"a","timeZone":"Mars/Olympus","locale":"en_GB"}"#,
                 mentions: ["timeZone"]),
    ]

    @Test("C, Q: bad input is one line naming file and field, exit 2, nothing written", arguments: cases)
    func badInput(_ c: BadInput) throws {
        let folder = TestSupport.temporaryFolder()
        let device = folder.appendingPathComponent("device.json")
        if let text = c.deviceText { try Data(text.utf8).write(to: device) }
        else if c.label != "device file missing" { try Data(Self.validDevice.utf8).write(to: device) }
        var scenarioArg = "typical"
        if let text = c.scenarioText ?? c.datasetText.map({ _ in
            #"{"version":1,"name":"x","dataset":"dataset.json","now":"2026-11-26T08:30:00Z"}"#
        }) {
            let scenario = folder.appendingPathComponent("scenario.json")
            try Data(text.utf8).write(to: scenario)
            scenarioArg = scenario.path
        }
        if let text = c.datasetText { try Data(text.utf8).write(to: folder.appendingPathComponent("dataset.json")) }
        let output = folder.appendingPathComponent("out.png")

        let result = try TestSupport.crease(["render", "--device", device.path, "--posture", "spread",
                                             "--scenario", scenarioArg, "--output", output.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "expected one line, got: \(result.stderr)")
        #expect(result.stderr.contains(".json"), "the line names the file: \(result.stderr)")
        for word in c.mentions { #expect(result.stderr.contains(word), "\(result.stderr) should mention \(word)") }
        #expect(!result.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("C: an unknown option or posture value is one line and exit 2")
    func badFlags() throws {
        let a = try TestSupport.crease(["render", "--device", "iphone", "--posture", "sideways", "--scenario", "typical", "--output", "/tmp/x.png"])
        #expect(a.status == 2)
        #expect(a.stderr.contains("--posture") && a.stderr.contains("sideways"))
        let b = try TestSupport.crease(["render", "--colour", "red"])
        #expect(b.status == 2)
        #expect(b.stderr.contains("--colour"))
    }

    @Test("C: crease bench runs outside the Crease package on the bundled example datasets; --fixtures points elsewhere")
    func benchElsewhere() throws {
        let elsewhere = TestSupport.temporaryFolder("bench-elsewhere")
        let r = try TestSupport.crease(["bench", "--only", "domain"], environment: ["CREASE_FIXTURES": elsewhere.path], in: elsewhere)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("domain: many (200 habits"))
        let ok = try TestSupport.crease(["bench", "--only", "domain", "--fixtures", TestSupport.packageRoot.appendingPathComponent("Fixtures").path],
                                        in: elsewhere)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains("domain: many (200 habits"))
    }

    @Test("C: --help works for the tool and every command")
    func help() throws {
        let top = try TestSupport.crease(["--help"])
        #expect(top.status == 0)
        for command in ["render", "export", "devices"] {
            #expect(top.stdout.contains(command))
            let sub = try TestSupport.crease([command, "--help"])
            #expect(sub.status == 0)
            #expect(sub.stdout.contains("USAGE: crease \(command)"))
        }
    }

    @Test("S1: crease devices lists every bundled profile with its figures")
    func devices() throws {
        let result = try TestSupport.crease(["devices"])
        #expect(result.status == 0)
        for name in TestSupport.fixtures.names(.devices) { #expect(result.stdout.contains(name)) }
        #expect(result.stdout.contains("hinge 34 wide at 540"))
        #expect(result.stdout.contains("393×852"))
        // A display's own chrome and its cutouts (S8): the Fold5's cover has no dock and a punch hole.
        let fold5 = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("galaxy-z-fold5 ") })
        #expect(fold5.contains("dock 48") && fold5.contains("cover: rail 44, dock 0") && fold5.contains("cover cutouts: circle 11×11"), "\(fold5)")
    }

    @Test("crease render writes a PNG of the right size")
    func renderWritesPNG() throws {
        let output = TestSupport.temporaryFolder().appendingPathComponent("duo.png")
        let result = try TestSupport.crease(["render", "--device", "surface-duo", "--posture", "spread",
                                             "--scenario", "typical", "--scale", "2", "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: output)
        #expect(Array(data.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        // IHDR width and height, big-endian, at bytes 16–23.
        let bytes = [UInt8](data)
        let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
        let height = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
        #expect(width == 2228 && height == 1440)
    }

    @Test("C: crease diff refuses a truncated PNG with one line and exit 2")
    func diffTruncated() throws {
        let dir = TestSupport.temporaryFolder()
        let good = dir.appendingPathComponent("good.png"), bad = dir.appendingPathComponent("bad.png")
        let data = PNGCodec.encode(PixelBuffer(width: 300, height: 200, fill: (10, 200, 30, 255)))
        try data.write(to: good)
        try data.prefix(data.count - 30).write(to: bad)
        let r = try TestSupport.crease(["diff", good.path, bad.path])
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("bad.png") && r.stderr.contains("truncated"))
        let same = try TestSupport.crease(["diff", good.path, good.path, "--json"])
        #expect(same.status == 0)
        #expect(same.stdout.contains("\"mismatched\": 0") && same.stdout.contains("\"total\": 60000"))
    }
}
