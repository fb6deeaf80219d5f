import CreaseTestSupport
import Foundation
import Testing

/// `CPangoCairo` declares the part of Cairo, Pango, GLib, fontconfig, FreeType and HarfBuzz that
/// FoldRender calls by hand, so the executable links none of them. Each declaration is checked here
/// against the libraries' real headers (the -dev packages `make deps` installs), by the C compiler:
/// every function's type, every enum value, `PANGO_SCALE`, and the size, field offsets and bit-field
/// masks of every struct the Swift code reads. A declaration that drifts from its header fails to
/// compile or prints a different line.
@Suite struct CDeclarationsTests {
    static let header = TestSupport.packageRoot.appendingPathComponent("Sources/CPangoCairo/include/CPangoCairo.h")

    /// The headers the declarations stand for.
    static let realIncludes = """
        #include <cairo.h>
        #include <cairo-pdf.h>
        #include <pango/pangocairo.h>
        #include <pango/pangofc-fontmap.h>
        #include <fontconfig/fontconfig.h>
        #include <ft2build.h>
        #include FT_FREETYPE_H
        #include <hb.h>
        #include <glib-object.h>
        """

    /// Runs `tool` with `arguments`; its exit status and what it wrote.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The compiler flags for the real headers, or nil when pkg-config or a -dev package is missing.
    static func realFlags() throws -> [String]? {
        let r = try run("pkg-config", ["--cflags", "pangocairo", "pangoft2", "fontconfig", "freetype2", "harfbuzz", "cairo-pdf"])
        guard r.status == 0 else { return nil }
        return r.output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The `CREASE_RENDER_FUNCTIONS` list, as written in the header.
    static func functionList(_ text: String) throws -> String {
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("#define CREASE_RENDER_FUNCTIONS(F, V)") })
        var end = start
        while end + 1 < lines.count, lines[end].hasSuffix("\\") { end += 1 }
        return lines[start...end].joined(separator: "\n")
    }

    /// A C program printing the layout facts the Swift code depends on, with `prelude` (the hand-written
    /// header, or the real ones) in force; `enumerators`: every enum value the hand-written header names.
    static func layoutProgram(_ prelude: String, enumerators: [String]) -> String {
        var c = prelude + "\n#include <stdio.h>\n#include <stddef.h>\n#include <string.h>\n"
        c += "#define BITS(T, field) do { T v; memset(&v, 0, sizeof v); v.field = 1; unsigned char b[sizeof v]; memcpy(b, &v, sizeof v); "
            + "printf(#T \".\" #field \":\"); for (size_t i = 0; i < sizeof v; i++) printf(\" %02x\", b[i]); printf(\"\\n\"); } while (0)\n"
        c += "int main(void) {\n"
        c += "  printf(\"PANGO_SCALE %d\\n\", PANGO_SCALE);\n"
        for e in enumerators { c += "  printf(\"\(e) %ld\\n\", (long)\(e));\n" }
        for (type, fields) in [("PangoRectangle", ["x", "y", "width", "height"]), ("PangoLayoutLine", ["layout", "start_index", "length", "runs"]),
                               ("PangoAttribute", ["klass", "start_index", "end_index"]), ("PangoFontMap", [])] {
            c += "  printf(\"sizeof \(type) %zu\\n\", sizeof(\(type)));\n"
            for f in fields { c += "  printf(\"offsetof \(type).\(f) %zu\\n\", offsetof(\(type), \(f)));\n" }
        }
        c += "  printf(\"sizeof PangoLogAttr %zu\\n\", sizeof(PangoLogAttr));\n"
        for f in ["is_line_break", "is_mandatory_break", "is_char_break", "is_white", "is_cursor_position", "is_word_start", "is_word_end",
                  "is_sentence_boundary", "is_sentence_start", "is_sentence_end", "backspace_deletes_character", "is_expandable_space",
                  "is_word_boundary", "break_inserts_hyphen", "break_removes_preceding"] {
            c += "  BITS(PangoLogAttr, \(f));\n"
        }
        c += "  BITS(PangoLayoutLine, is_paragraph_start);\n  BITS(PangoLayoutLine, resolved_dir);\n"
        c += "  return 0;\n}\n"
        return c
    }

    /// Compiles and runs `program`; its output.
    static func output(of program: String, flags: [String], in folder: URL, named name: String) throws -> String {
        let source = folder.appendingPathComponent(name + ".c"), binary = folder.appendingPathComponent(name)
        try Data(program.utf8).write(to: source)
        let built = try run("cc", flags + ["-std=gnu11", "-Werror", "-o", binary.path, source.path])
        #expect(built.status == 0, "\(name): \(built.output)")
        guard built.status == 0 else { return "" }
        return try run(binary.path, []).output
    }

    @Test("G1 (house): every function CPangoCairo declares has its header's type")
    func functionTypes() throws {
        let flags = try #require(try Self.realFlags(), "pkg-config finds no pangocairo headers: make deps installs libpango1.0-dev and libcairo2-dev")
        let text = try String(contentsOf: Self.header, encoding: .utf8)
        let list = try Self.functionList(text)
        var c = Self.realIncludes + "\n" + list + "\n"
        c += "#define CHECK_F(ret, name, params, args) _Static_assert(__builtin_types_compatible_p(__typeof__(name), ret params), #name \" is declared with another type than its header's\");\n"
        c += "#define CHECK_V(name, params, args) CHECK_F(void, name, params, args)\n"
        c += "CREASE_RENDER_FUNCTIONS(CHECK_F, CHECK_V)\n"
        let folder = TestSupport.temporaryFolder("cdecl")
        let source = folder.appendingPathComponent("functions.c")
        try Data(c.utf8).write(to: source)
        let r = try Self.run("cc", flags + ["-std=gnu11", "-fsyntax-only", "-Werror", source.path])
        #expect(r.status == 0, "\(r.output.prefix(3000))")
        let declared = list.components(separatedBy: "\n").filter { $0.contains("F(") || $0.contains("V(") }.count
        #expect(declared >= 100, "the list is read whole (\(declared) functions)")
        // The check can fail: one parameter's type changed is refused.
        let wrong = c.replacingOccurrences(of: "F(cairo_t *, cairo_create, (cairo_surface_t *target), (target))",
                                           with: "F(cairo_t *, cairo_create, (cairo_pattern_t *target), (target))")
        #expect(wrong != c)
        try Data(wrong.utf8).write(to: source)
        let refused = try Self.run("cc", flags + ["-std=gnu11", "-fsyntax-only", "-Werror", source.path])
        #expect(refused.status != 0 && refused.output.contains("cairo_create is declared with another type"), "\(refused.output.prefix(500))")
    }

    @Test("G1 (house): every enum value, PANGO_SCALE, struct size, field offset and bit field CPangoCairo declares is its header's")
    func layouts() throws {
        let flags = try #require(try Self.realFlags(), "pkg-config finds no pangocairo headers: make deps installs libpango1.0-dev and libcairo2-dev")
        let text = try String(contentsOf: Self.header, encoding: .utf8)
        // The enumerators the hand-written header defines: the names inside its `typedef enum` blocks.
        var enumerators: [String] = []
        var inside = false
        for line in text.components(separatedBy: "\n") {
            if line.contains("typedef enum") { inside = true }
            if inside {
                let body = line.components(separatedBy: "/*")[0]
                for word in body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where word.hasPrefix("CAIRO_") || word.hasPrefix("PANGO_") {
                    if word.uppercased() == word { enumerators.append(String(word)) }
                }
            }
            if inside && line.contains("}") { inside = false }
        }
        #expect(enumerators.count > 40, "\(enumerators.count) enumerators read")
        let folder = TestSupport.temporaryFolder("cdecl")
        let mine = try Self.output(of: Self.layoutProgram("#include \"\(Self.header.path)\"", enumerators: enumerators), flags: [],
                                   in: folder, named: "declared")
        let theirs = try Self.output(of: Self.layoutProgram(Self.realIncludes, enumerators: enumerators), flags: flags,
                                     in: folder, named: "real")
        #expect(!mine.isEmpty)
        let a = mine.components(separatedBy: "\n"), b = theirs.components(separatedBy: "\n")
        for (x, y) in zip(a, b) where x != y { Issue.record("declared \(x), header \(y)") }
        #expect(a.count == b.count)
    }
}
