import Foundation

/// The named font files the renderer uses instead of the machine's font configuration (R1):
/// Inter for UI text, Noto Color Emoji, DejaVu Sans for Arabic and Hebrew, Droid Sans Fallback for CJK.
public struct FontSet: Hashable, Sendable {
    public struct Face: Hashable, Sendable {
        public var path: String
        public var role: String
        public init(path: String, role: String) {
            self.path = path
            self.role = role
        }
    }

    public var faces: [Face]
    /// The family list Pango asks for, in fallback order.
    public var families: String
    /// The colour emoji family, which sets emoji sequences whole.
    public var emojiFamily: String

    public init(faces: [Face], families: String, emojiFamily: String = "Noto Color Emoji") {
        self.faces = faces
        self.families = families
        self.emojiFamily = emojiFamily
    }

    /// The Debian-packaged fonts (`fonts-inter`, `fonts-noto-color-emoji`, `fonts-dejavu-core`,
    /// `fonts-droid-fallback`).
    public static let standard = FontSet(
        faces: [
            Face(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", role: "UI text"),
            Face(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", role: "UI text, medium"),
            Face(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", role: "UI text, semibold"),
            Face(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", role: "UI text, bold"),
            Face(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", role: "Arabic and Hebrew"),
            Face(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", role: "Arabic and Hebrew, bold"),
            Face(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", role: "CJK"),
            Face(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", role: "colour emoji"),
        ],
        families: "Inter, Noto Color Emoji, DejaVu Sans, Droid Sans Fallback"
    )

    /// Throws `missingFont` for the first face whose file is not there.
    public func checkFiles() throws(RenderError) {
        for face in faces where !FileManager.default.fileExists(atPath: face.path) {
            throw RenderError.missingFont(path: face.path, role: face.role)
        }
    }
}
