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

    @Test("FoldLayout, FoldMotion and FoldRender hold no Habits role, identity or word", arguments: ["FoldLayout", "FoldMotion", "FoldRender"])
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
          arguments: ["CreaseInput", "CreaseIO", "HabitDomain", "FoldLayout", "FoldMotion", "HabitScreens", "CreaseFixtures",
                      "FoldRender", "FoldSnapshot", "FoldSnapshotTesting", "CreaseKit"])
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

    /// Each module and the modules it may import (DESIGN.md's table, plus this package's own
    /// additions as the README lists them).
    static let allowed: [String: Set<String>] = [
        "CreaseInput": [],
        "CreaseIO": ["CreaseInput"],
        "HabitDomain": ["CreaseInput", "CreaseIO"],
        "FoldLayout": ["CreaseInput"],
        "FoldMotion": ["FoldLayout"],
        "HabitScreens": ["HabitDomain", "FoldLayout"],
        "CreaseFixtures": ["CreaseInput", "FoldLayout", "FoldMotion", "HabitDomain", "HabitScreens"],
        "FoldRender": ["FoldLayout", "CPangoCairo", "CZlib", "CDeflate", "CHyphen", "CreaseInput", "CreaseIO"],
        "FoldSnapshot": ["FoldRender", "CreaseIO", "CreaseInput"],
        "CreaseKit": ["HabitDomain", "FoldLayout", "FoldMotion", "HabitScreens", "FoldRender", "FoldSnapshot", "CreaseInput", "CreaseIO",
                      "CreaseFixtures"],
        "FoldSnapshotTesting": ["FoldSnapshot", "CreaseKit"],
        "crease": ["CreaseKit", "CMalloc"],
    ]

    @Test("Package.swift: every target depends only on the modules below it")
    func dependenciesPointDown() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try Regex(#"\.(?:target|executableTarget)\(\s*name: "(\w+)",\s*dependencies: \[([^\]]*)\]"#)
        var seen = Set<String>()
        for match in manifest.matches(of: target) {
            guard let name = match.output[1].substring.map(String.init), let deps = match.output[2].substring else { continue }
            let names = deps.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                .filter { !$0.isEmpty }
            guard let allowed = Self.allowed[name] else {
                if !name.hasSuffix("TestSupport") { Issue.record("target \(name) is not in the module table") }
                continue
            }
            seen.insert(name)
            for dep in names { #expect(allowed.contains(dep), "\(name) depends on \(dep)") }
        }
        #expect(seen.isSuperset(of: ["FoldLayout", "FoldMotion", "FoldRender", "FoldSnapshot", "CreaseKit", "crease"]))
    }
}
