import CreaseRandom
import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// Q, C: seeded mutations of the bundled fixtures through the command line, in process. Every outcome
/// is success or exit 2 with one line naming the mutated file; a trap would end the test run.
@Suite struct FuzzTests {
    /// Numbers that break naive code: huge, tiny, negative, past Int32 and Int64 and Double, and
    /// spellings JSON does not allow (NaN, Infinity, hexadecimal, a trailing dot).
    static let numbers = ["1e19", "-1e19", "1e308", "-1e308", "1e400", "-0", "0", "-1", "2147483648", "9223372036854775808",
                          "1e-320", "4999.999", "5000", "5001", "2.2e6", "3e6", "1e21", "NaN", "Infinity", "-Infinity", "0x10", "1.", ".5"]
    /// Values of other types, for type swaps.
    static var values: [Any] { ["x", "", 1, -1, 1e19, true, false, NSNull(), [Any](), [String: Any](), ["nested": [1, 2]]] }
    /// Short hostile strings (long ones belong to the text-layout tests).
    static let strings = ["\u{1B}[2J\u{7}", "<script>x</script>\u{600}<b>", "\u{202E}evil\u{202C}", "a\u{0}b", "../../x", "", " ",
                          "\u{1F3C3}\u{200D}\u{2640}\u{FE0F}", String(repeating: "W", count: 300), "\"\u{301}'"]

    /// The places in a JSON value: every key path and array index, with the value found there.
    static func places(_ value: Any, _ path: [Any] = []) -> [[Any]] {
        var out: [[Any]] = path.isEmpty ? [] : [path]
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() { out += places(object[key] as Any, path + [key]) }
        } else if let array = value as? [Any] {
            for (i, item) in array.enumerated() { out += places(item, path + [i]) }
        }
        return out
    }

    /// `value` with the place at `path` replaced (`nil`: removed).
    static func replacing(_ value: Any, at path: ArraySlice<Any>, with new: Any?) -> Any {
        guard let head = path.first else { return new ?? NSNull() }
        if var object = value as? [String: Any], let key = head as? String {
            if path.count == 1, new == nil { object.removeValue(forKey: key) } else {
                object[key] = replacing(object[key] as Any, at: path.dropFirst(), with: new)
            }
            return object
        }
        if var array = value as? [Any], let index = head as? Int, array.indices.contains(index) {
            if path.count == 1, new == nil { array.remove(at: index) } else {
                array[index] = replacing(array[index], at: path.dropFirst(), with: new)
            }
            return array
        }
        return value
    }

    /// One mutation of a fixture's bytes: a bit flip, a cut, a number replaced, a key or element
    /// removed, a value of another type, or a hostile string.
    static func mutate(_ data: Data, _ random: inout SeededRandom) -> (Data, String) {
        var bytes = [UInt8](data)
        // Numbers are replaced most often: most of what the fixtures hold is numbers.
        switch random.below(8) {
        case 0:
            let i = random.below(bytes.count)
            bytes[i] ^= UInt8(1) << UInt8(random.below(8))
            return (Data(bytes), "bit flip at byte \(i)")
        case 1:
            let n = random.below(bytes.count)
            return (Data(bytes.prefix(n)), "cut at \(n)")
        case 2, 3, 4:
            let text = String(decoding: bytes, as: UTF8.self)
            let found = text.ranges(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)
            guard let range = random.pick(found), let number = random.pick(numbers) else { return (data, "no number") }
            return (Data(text.replacingCharacters(in: range, with: number).utf8), "\(text[range]) → \(number)")
        default:
            guard let json = try? JSONSerialization.jsonObject(with: data), let path = random.pick(places(json)) else { return (data, "not JSON") }
            let replacement: Any?
            let what: String
            switch random.below(3) {
            case 0: (replacement, what) = (nil, "removed")
            case 1: (replacement, what) = (random.pick(values), "type swapped")
            default: (replacement, what) = (random.pick(strings), "hostile string")
            }
            let mutated = replacing(json, at: path[...], with: replacement)
            let out = (try? JSONSerialization.data(withJSONObject: mutated, options: [.sortedKeys, .fragmentsAllowed])) ?? data
            return (out, "\(path.map { "\($0)" }.joined(separator: ".")) \(what)")
        }
    }

    enum Kind: String, CaseIterable {
        case device, scenario, widget, window

        var fixtures: [URL] {
            let bundled = TestSupport.packageRoot.appendingPathComponent("Sources/CreaseFixtures/Bundled")
            let folder: URL
            switch self {
            case .device: folder = bundled.appendingPathComponent("devices")
            case .widget: folder = bundled.appendingPathComponent("widgets")
            case .window: folder = bundled.appendingPathComponent("windows")
            case .scenario: folder = bundled.appendingPathComponent("scenarios")
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
        }

        /// A command that reads the file and lays it out (inspect: no painting, so hundreds stay fast).
        func arguments(_ file: String, _ random: inout SeededRandom) -> [String] {
            switch self {
            case .device:
                return ["inspect", "--device", file, "--scenario", "typical", "--posture", random.pick(["cover", "spread", "half-opened"]) ?? "cover",
                        "--orientation", random.pick(["upright", "landscape"]) ?? "upright"]
            case .scenario: return ["inspect", "--device", "surface-duo", "--posture", "spread", "--scenario", file]
            case .widget: return ["inspect", "--widget", file, "--device", "iphone", "--scenario", "widget"]
            case .window: return ["inspect", "--window", file, "--scenario", "typical"]
            }
        }
    }

    @Test("Q, C: 250 seeded mutations of the bundled devices, scenarios, widget families and windows: success or one line naming the file, exit 2")
    func mutations() throws {
        var random = SeededRandom(seed: 13)
        let folder = TestSupport.temporaryFolder("fuzz")
        let counts: [Kind: Int] = [.device: 110, .scenario: 100, .widget: 20, .window: 20]
        var outcomes: [Int32: Int] = [:]
        var painted = 0
        for kind in Kind.allCases {
            let originals = try kind.fixtures.map { try Data(contentsOf: $0) }
            try #require(!originals.isEmpty, "no \(kind) fixtures")
            for n in 0..<(counts[kind] ?? 0) {
                let original = originals[random.below(originals.count)]
                var (data, what) = Self.mutate(original, &random)
                // A second mutation now and then, so that a change can meet another one.
                if random.below(4) == 0 {
                    let (again, more) = Self.mutate(data, &random)
                    (data, what) = (again, what + "; " + more)
                }
                let file = folder.appendingPathComponent("\(kind)-\(n).json")
                try data.write(to: file)
                let result = try TestSupport.crease(kind.arguments(file.path, &random))
                outcomes[result.status, default: 0] += 1
                let label = "\(kind) \(n) (\(what))"
                switch result.status {
                case 0:
                    // The first devices still valid after their mutation are painted too (a few, at 1×: it stays fast).
                    guard kind == .device, painted < 4 else { break }
                    painted += 1
                    let png = folder.appendingPathComponent("device-\(n).png")
                    let render = try TestSupport.crease(["render", "--device", file.path, "--scenario", "typical", "--posture", "spread",
                                                         "--output", png.path])
                    #expect(render.status == 0 || (render.status == 2 && render.stderr.contains(file.path)), "\(label): \(render.stderr)")
                case 2:
                    let line = result.stderr
                    #expect(line.hasPrefix("crease: ") && line.hasSuffix("\n") && line.filter { $0 == "\n" }.count == 1, "\(label): \(line)")
                    #expect(line.contains(file.path), "\(label) does not name the file: \(line)")
                    #expect(!line.contains("Error Domain") && !line.contains("cairo:"), "\(label): \(line)")
                default:
                    Issue.record("\(label): exit \(result.status): \(result.stderr)")
                }
            }
        }
        // The mutations reach both outcomes: some are still valid, most are refused.
        #expect((outcomes[0] ?? 0) > 20 && (outcomes[2] ?? 0) > 150 && painted == 4, "\(outcomes), \(painted) painted")
    }
}
