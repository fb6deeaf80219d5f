import CPangoCairo
import FoldImage
import Foundation

/// What this machine renders text with (T11): the versions of Cairo, Pango, HarfBuzz, FreeType and
/// fontconfig that are loaded, and a checksum of each font file of a font set. Asking opens the
/// libraries, as the first render does.
public enum RendererFingerprint {
    /// `[("Cairo", "1.16.0"), ("Pango", "1.50.12"), …]`, in that order.
    public static func libraries() -> [(name: String, version: String)] {
        let fc = Int(FcGetVersion())
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            _ = FT_Done_FreeType(library)
        }
        return [("Cairo", text(cairo_version_string())), ("Pango", text(pango_version_string())),
                ("HarfBuzz", text(hb_version_string())), ("FreeType", freetype),
                ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)")]
    }

    static func text(_ c: UnsafePointer<CChar>?) -> String { c.map { String(cString: $0) } ?? "unknown" }

    /// Each face's file name and `Checksum` (`missing` when it cannot be read), in the set's order.
    public static func fonts(_ set: FontSet) -> [(file: String, checksum: String)] {
        set.faces.map { face in
            (URL(fileURLWithPath: face.path).lastPathComponent, Checksum.of(file: URL(fileURLWithPath: face.path)) ?? "missing")
        }
    }
}
