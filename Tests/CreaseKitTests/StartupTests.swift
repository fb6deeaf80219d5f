import CreaseCommandLine
import CreaseKit
import CreaseTestSupport
import CreaseToolTestSupport
import Foundation
import Testing

/// What a `crease` process loads (issue 29): commands that only compare images start without Cairo,
/// Pango or fontconfig, which open on the first call that renders. The dynamic loader's own report
/// (`LD_DEBUG=libs`, glibc) says which libraries the process initialised.
@Suite struct StartupTests {
    static let onePixel = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==") ?? Data()
    static let renderingLibraries = ["libcairo", "libpango", "libfontconfig", "libharfbuzz", "libglib"]

    /// The libraries the dynamic loader initialised, from its report on standard error.
    static func initialised(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    @Test("crease diff of two 1×1 PNGs loads no Cairo, Pango, fontconfig, HarfBuzz or GLib")
    func diffLoadsNoRenderer() throws {
        let folder = TestSupport.temporaryFolder("startup")
        let a = folder.appendingPathComponent("a.png"), b = folder.appendingPathComponent("b.png")
        try Self.onePixel.write(to: a)
        try Self.onePixel.write(to: b)
        let r = try TestSupport.creaseProcess(["diff", a.path, b.path], environment: ["LD_DEBUG": "libs"])
        #expect(r.status == 0)
        let loaded = Self.initialised(r.stderr)
        #expect(loaded.contains { $0.contains("libc.so") }, "the loader's report was read: \(loaded)")
        for library in Self.renderingLibraries {
            #expect(!loaded.contains { $0.contains(library) }, "\(library) was loaded: \(loaded)")
        }
    }

    @Test("crease render opens them on first use, and draws")
    func renderOpensTheRenderer() throws {
        let out = TestSupport.temporaryFolder("startup").appendingPathComponent("duo.png")
        let r = try TestSupport.creaseProcess(["render", "--device", "surface-duo", "--posture", "spread", "--scenario", "typical", "--output", out.path],
                                              environment: ["LD_DEBUG": "libs"])
        #expect(r.status == 0)
        let loaded = Self.initialised(r.stderr)
        for library in ["libpangocairo", "libcairo", "libfontconfig"] {
            #expect(loaded.contains { $0.contains(library) }, "\(library) was not loaded: \(loaded)")
        }
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test("Every command the tool lists is made under the name it is listed by")
    func entriesNameTheirCommands() {
        for entry in CreaseCLI.tool.entries {
            #expect(CreaseCLI.tool.command(named: entry.name)?.name == entry.name)
        }
        #expect(CreaseCLI.tool.command(named: "nonesuch") == nil)
        #expect(CreaseCLI.commands.map(\.name) == CreaseCLI.tool.entries.map(\.name))
    }
}

/// I4: no silent substitutes.
@Suite struct NoSubstituteTests {
    @Test("I4: render or inspect of a one-screen device in a posture it lacks exits 2 with one line, nothing written", arguments: ["spread", "half-opened"])
    func oneScreenPosture(_ posture: String) throws {
        let out = TestSupport.temporaryFolder("substitute").appendingPathComponent("x.png")
        let r = try TestSupport.crease(["render", "--device", "iphone", "--posture", posture, "--scenario", "typical", "--output", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "crease: --posture: iphone has one screen, so its only posture is cover (got \(posture))\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let i = try TestSupport.crease(["inspect", "--device", "iphone", "--posture", posture, "--scenario", "typical", "--json"])
        #expect(i.status == 2)
        // The cover still renders.
        let cover = try TestSupport.crease(["render", "--device", "iphone", "--posture", "cover", "--scenario", "typical", "--output", out.path])
        #expect(cover.status == 0)
    }
}
