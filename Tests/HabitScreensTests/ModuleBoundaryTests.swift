import CreaseTestSupport
import Foundation
import Testing

/// The module table of DESIGN.md: dependencies point down only, and the general modules know no
/// Habits names (roles, identities, copy): the screens declare what the rules and the painter need.
@Suite struct ModuleBoundaryTests {
    static let root = TestSupport.packageRoot

    /// The Swift code of a module's files, without comments.
    static func code(_ module: String) throws -> [(file: String, code: String)] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let stripped = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                guard let comment = line.range(of: "//") else { return line }
                // A `//` inside a string literal (a URL) is not a comment: count the quotes before it.
                return line[..<comment.lowerBound].filter { $0 == "\"" }.count % 2 == 0 ? line[..<comment.lowerBound] : line
            }.joined(separator: "\n")
            return ("Sources/\(module)/\(file)", stripped)
        }
    }

    /// Every role name the Habits screens declare.
    static func habitsRoleNames() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("Sources/HabitScreens/Screens/Roles.swift"), encoding: .utf8)
        let regex = try Regex(#"public static let \w+: Role = "([^"]+)""#)
        return text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test("FoldLayout, FoldMotion, FoldImage, FoldRender, FoldSnapshot and CreaseCommandLine hold no Habits role, identity or word",
          arguments: ["FoldLayout", "FoldMotion", "FoldImage", "FoldRender", "FoldSnapshot", "CreaseCommandLine"])
    func noHabitsNames(_ module: String) throws {
        let roles = try Self.habitsRoleNames()
        #expect(roles.count > 20)
        let prefixes = ["row/", "today/", "add-habit", "this-week", "archived/", "editor/", "progress/", "page/"]
        let words = try Regex("(?i)habit|kept|walk|non-negotiable")
        let literal = try Regex(#""([^"\\]*)""#)
        for (file, code) in try Self.code(module) {
            for match in code.matches(of: literal) where !code[..<match.range.lowerBound].hasSuffix("field: ") {
                let value = String(code[match.range].dropFirst().dropLast())
                #expect(!roles.contains(value), "\(file) names the Habits role \"\(value)\"")
                #expect(!prefixes.contains { value.hasPrefix($0) }, "\(file) names the Habits identity \"\(value)\"")
            }
            for match in code.matches(of: words) {
                Issue.record("\(file) says \"\(code[match.range])\"")
            }
        }
    }

    @Test("The layout core holds no unsafe code: no Unmanaged reference, no raw or buffer pointer, no unchecked array fill (issue 29)")
    func layoutCoreIsSafe() throws {
        let unsafe = try Regex(#"Unmanaged|Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|_withUnsafeGuaranteedRef|unsafeUninitializedCapacity|withUnsafe\w*"#)
        let files = try Self.code("FoldLayout")
        #expect(files.count > 40)
        for (file, code) in files {
            for match in code.matches(of: unsafe) { Issue.record("\(file) uses \(code[match.range])") }
        }
    }

    @Test("Every Swift module holds one top-level type per file, in a file named after it (or its extensions)",
          arguments: ["CreaseInput", "CreaseIO", "CreaseRandom", "HabitDomain", "FoldLayout", "FoldMotion", "HabitScreens", "CreaseFixtures",
                      "FoldImage", "FoldRender", "FoldSnapshot", "CreaseCommandLine", "FoldSnapshotTesting", "CreaseKit"])
    func oneTypePerFile(_ module: String) throws {
        // A declaration at the start of a line (not indented: not nested), after any access level and `final`.
        let declaration = try Regex(#"(?m)^(?:(?:public|package|internal|private|fileprivate|final)\s+)*(?:struct|enum|class|actor|protocol)\s+(\w+)"#)
        let files = try Self.code(module)
        #expect(!files.isEmpty)
        for (file, code) in files {
            let names = code.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
            #expect(names.count <= 1, "\(file) declares \(names.joined(separator: ", "))")
            if let name = names.first {
                let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                #expect(base == name || base.hasPrefix(name + "+"), "\(file) declares \(name)")
            }
        }
    }

    /// Each module and the modules it may import, read from the table in docs/modules.md (a row may
    /// name several modules; "—" allows none).
    static func table() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/modules.md"), encoding: .utf8)
        let name = try Regex(#"`([\w-]+)`"#)
        var out: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, let imports = cells.last else { continue }
            let allowed = Set(imports.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "—" && !$0.isEmpty })
            for match in cells[0].matches(of: name) {
                if let module = match.output[1].substring { out[String(module)] = allowed }
            }
        }
        return out
    }

    /// Package.swift's library and executable targets with the targets each declares it depends on.
    static func manifestTargets() throws -> [String: [String]] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try Regex(#"\.(?:target|executableTarget|systemLibrary)\(\s*name: "([\w-]+)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
        var out: [String: [String]] = [:]
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring.map(String.init) else { continue }
            let deps: Substring = match.output[2].substring ?? ""
            out[name] = deps.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                .filter { !$0.isEmpty }
        }
        return out
    }

    /// Modules of the system and toolchain that any target may import.
    static let system: Set<String> = ["Foundation", "Glibc", "Dispatch", "Synchronization"]

    @Test("docs/modules.md and Package.swift agree: every target is in the table and depends only on what its row allows")
    func dependenciesPointDown() throws {
        let table = try Self.table()
        let targets = try Self.manifestTargets().filter { !$0.key.hasSuffix("TestSupport") }
        #expect(table.count >= 15)
        #expect(Set(targets.keys) == Set(table.keys), "in Package.swift only: \(Set(targets.keys).subtracting(table.keys).sorted()); in the table only: \(Set(table.keys).subtracting(targets.keys).sorted())")
        for (name, deps) in targets {
            let allowed = table[name] ?? []
            for dep in deps { #expect(allowed.contains(dep), "\(name) depends on \(dep), which its row in docs/modules.md does not allow") }
        }
    }

    @Test("Every import in Sources names a module its target declares in Package.swift (or a system module), so no module leans on what another pulls in")
    func importsAreDeclared() throws {
        let targets = try Self.manifestTargets()
        let line = try Regex(#"(?m)^\s*(?:@testable\s+|@_implementationOnly\s+|public\s+|internal\s+)?import\s+(?:(?:struct|enum|class|func|protocol|typealias|var|let)\s+)?(\w+)"#)
        var checked = 0
        for (module, deps) in targets {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            guard FileManager.default.fileExists(atPath: folder.path), !(try Self.code(module)).isEmpty else { continue }
            let allowed = Set(deps).union(Self.system).union(module == "FoldSnapshotTesting" ? ["Testing", "XCTest"] : [])
            for (file, code) in try Self.code(module) {
                for match in code.matches(of: line) {
                    guard let imported = match.output[1].substring.map(String.init) else { continue }
                    checked += 1
                    #expect(allowed.contains(imported), "\(file) imports \(imported), which \(module) does not declare")
                }
            }
        }
        #expect(checked > 100)
    }
}
