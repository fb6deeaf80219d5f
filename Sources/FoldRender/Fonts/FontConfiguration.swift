import CPangoCairo
import CreaseIO

/// A fontconfig configuration holding only a font set's files, with hinting off and bitmap scaling
/// for colour emoji. Greyscale antialiasing and unhinted metrics are set on the Cairo font options
/// (`TextEngine`): assigning `antialias` here stops Cairo 1.16 drawing colour bitmap glyphs at all.
final class FontConfiguration {
    let config: OpaquePointer

    /// Rules applied to every font match, so output does not depend on the machine's fontconfig.
    /// `emojiFamily` answers Pango's requests for the generic `emoji` family: Pango asks for it for
    /// emoji-presentation runs, and without an answer the parts of a sequence that text fonts also
    /// have (the ♀ of 🏃‍♀️, the ❤ of ❤️) came from DejaVu, splitting 🏃‍♀️ into 🏃 and ♀.
    static func rules(emojiFamily: String) -> String {
        let family = Escape.xmlText(emojiFamily)
        return """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
    <fontconfig>
      <match target="font">
        <edit name="hinting" mode="assign"><bool>false</bool></edit>
        <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
        <edit name="autohint" mode="assign"><bool>false</bool></edit>
        <edit name="rgba" mode="assign"><const>none</const></edit>
        <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
        <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
      </match>
      <!-- Bitmap faces (Noto Color Emoji's CBDT strikes: outline false, although colour bitmap
           fonts say scalable true) are scaled to the requested size instead of their strike size. -->
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times><name>matrix</name>
            <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
          </times>
        </edit>
        <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
      </match>
      <alias binding="same"><family>emoji</family><prefer><family>\(family)</family></prefer></alias>
    </fontconfig>
    """
    }

    init(_ set: FontSet) throws(RenderError) {
        try set.checkFiles()
        guard let config = FcConfigCreate() else { throw RenderError.fontConfiguration("FcConfigCreate failed") }
        self.config = config
        let rules = Self.rules(emojiFamily: set.emojiFamily)
        let parsed = rules.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard parsed == FcTrue else { throw RenderError.fontConfiguration("the renderer's rules did not parse") }
        for face in set.faces {
            let added = face.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: face.path.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            guard added == FcTrue else { throw RenderError.fontConfiguration("could not load \(face.path) (\(face.role))") }
        }
    }

    deinit { FcConfigDestroy(config) }
}
