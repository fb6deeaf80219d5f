import FoldLayout
import Testing
@testable import FoldRender

/// The real measurer: Pango with the renderer's own font configuration (R1).
@Suite struct TextEngineTests {
    @Test("R1, L6: a name with a combining accent and the same name precomposed are shaped apart: each one's lines hold its own code units, whichever came first")
    func canonicallyEqualNames() throws {
        let engine = try TextEngine()
        let font = FontSpec(size: 17)
        let decomposed = "Cafe\u{301} au lait, Cre\u{300}me bru\u{302}le\u{301}e", precomposed = "Caf\u{E9} au lait, Cr\u{E8}me br\u{FB}l\u{E9}e"
        #expect(decomposed == precomposed, "Swift calls them equal")
        for order in [[precomposed, decomposed], [decomposed, precomposed]] {
            for name in order {
                let lines = engine.measure(name, font: font, width: 90).lines
                #expect(lines.count > 1)
                // A line keeps the space it breaks after, so the lines together are the name.
                #expect(Array(lines.map(\.text).joined().utf8) == Array(name.utf8))
            }
        }
    }

    @Test("R1: an emoji ZWJ sequence is one glyph from the colour font; VS16 asks for emoji presentation")
    func emojiSequences() throws {
        let engine = try TextEngine()
        let font = FontSpec(size: 30)
        func width(_ s: String) -> Double { engine.measure(s, font: font, width: nil).width }
        let runner = width("\u{1F3C3}")
        // 🏃‍♀️ is the woman-running glyph, as wide as 🏃; split, it was 🏃 followed by a text ♀.
        #expect(abs(width("\u{1F3C3}\u{200D}\u{2640}\u{FE0F}") - runner) < 0.01)
        #expect(width("\u{1F3C3}\u{2640}") > runner * 1.5)
        // ❤️ comes from the emoji font (as wide as any emoji there); a bare ❤ stays text.
        #expect(abs(width("\u{2764}\u{FE0F}") - runner) < 0.01)
        #expect(abs(width("\u{2764}") - runner) > 1)
    }

    @Test("R1: the family rules escape the emoji family's name into valid fontconfig XML")
    func rulesEscape() {
        let rules = FontConfiguration.rules(emojiFamily: "A & B <C>")
        #expect(rules.contains("<family>A &amp; B &lt;C&gt;</family>"))
        #expect(!rules.contains("A & B"))
    }
}

/// P9: where the real engine may break a line, and where it must not although Unicode allows it.
@Suite struct LineTieTests {
    @Test("P9: a separator between spaces is tied to the word before it; a compound with a part under three letters is tied whole")
    func ranges() {
        func tied(_ s: String) -> [String] {
            LineTies.ranges(in: s).map { String(decoding: Array(s.utf8)[$0], as: UTF8.self) }
        }
        #expect(tied("7:30am · Every day") == ["m ·"])
        #expect(tied("Your streak starts with your next check-in.") == ["check-in"])
        #expect(tied("Send an e-mail") == ["e-mail"])
        #expect(tied("Non-negotiables · 3 times a week") == ["s ·"])
        #expect(tied("Mon, Wed, Fri · not today · 2024–2025") == ["i ·", "y ·"], "an en dash with no space before it stays breakable")
        #expect(tied("Évening · Every day — quiet") == ["g ·", "y —"])
    }

    @Test("P9: at every width from 60 to 400 pt the engine starts no line with `·` after a line of two words or more, and never leaves `in.` of check-in alone",
          arguments: ["7:30am · Every day", "Non-negotiables · 3 times a week", "Only the days this habit is scheduled count; your streak starts with your next check-in."])
    func noBadBreaks(_ text: String) throws {
        let engine = try TextEngine()
        for size in [17.0, 28.0] {
            for width in stride(from: 60.0, through: 400, by: 1) {
                let lines = engine.measure(text, font: FontSpec(size: size), width: width).lines
                let bad = P09GoodBreaks.badBreak(in: lines)
                #expect(bad == nil, "at \(size) pt in \(width) pt: \(bad.map { "\($0.0) / \($0.1)" } ?? "")")
                if bad != nil { return }
            }
        }
    }
}

/// The engine's widow control: a paragraph's last line is not one word under a line of several, nor a
/// slight stub (`LastLine`, P14), where the line before can give up its last word without adding a line.
@Suite struct WidowTests {
    @Test("P9, P14: a last line too slight to stand takes the word before it: `3 times a` / `week` becomes `3 times` / `a week`, `1 of 3 check-in days` / `this week` becomes `1 of 3 check-in` / `days this week`; the lines keep the text and stay inside the width",
          arguments: ["Non-negotiables · 3 times a week", "1 of 3 check-in days this week", "Do you want to discard this habit?",
                      "Walk and its history will be removed.", "Add a habit and its days will appear on this page.",
                      "277 check-in days"])
    func noWidow(_ text: String) throws {
        let engine = try TextEngine()
        var widths = 0
        for size in [15.0, 17.0, 28.0] {
            for width in stride(from: 80.0, through: 320, by: 2) {
                let lines = engine.measure(text, font: FontSpec(size: size), width: width).lines
                #expect(lines.map(\.text).joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace })
                #expect(lines.allSatisfy { $0.frame.maxX <= width + 0.5 })
                guard lines.count >= 2, lines.dropLast().allSatisfy({ $0.ending == .betweenWords }) else { continue }
                let last = lines[lines.count - 1].text.split(separator: " "), before = lines[lines.count - 2].text.split(separator: " ")
                if (last.count == 1 && before.count > 1) || LastLine.isSlight(last, above: before, second: lines.count == 2) {
                    // Allowed only where the word before may not move (a separator, or what it leaves
                    // would not stand) or would not fit beside it.
                    let word = String(before.last ?? "")
                    let joined = engine.measure(word + " " + lines[lines.count - 1].text, font: FontSpec(size: size), width: nil).width
                    let mayMove = !word.hasPrefix("·") && LastLine.keepsEnough(Array(before.dropLast()))
                    #expect(!mayMove || joined > width, "slight last line \(lines.map(\.text)) at \(size) pt in \(width) pt")
                }
                widths += 1
            }
        }
        #expect(widths > 10, "the sweep has wrapped cases")
    }

    @Test("R1, P5: a line-limited text is drawn from layouts still held when shaping its last line empties the layout cache (a use-after-free before; ASan in make sanitize)")
    func drawWhileCacheEmpties() throws {
        let engine = try TextEngine()
        engine.layoutLimit = 1
        let root = VStack(spacing: 4) {
            Text("A habit name far too long to be shown on one short line", font: FontSpec(size: 14), lineLimit: 1).id("cut")
            Text("Another name that wraps onto a second line", font: FontSpec(size: 14), lineLimit: 1).id("cut2")
        }
        let bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        let layout = LayoutSolver(measurer: engine).solve(root, bounds: bounds)
        #expect(layout["cut"]?.text.map { TextWholeness.isEllipsized($0) } == true)
        let display = DeviceProfile.Display(width: 120, height: 80, cornerRadius: 0,
                                            safeArea: DeviceProfile.SafeAreas(upright: .zero, landscape: .zero))
        let device = DeviceProfile(name: "plain", displayName: "Plain", scale: 1, cover: display, inner: nil, fold: nil,
                                   shell: DeviceProfile.Shell(railHeight: 0, dockWidth: 0, dockMargin: 0, pageMargin: 0),
                                   postures: DeviceProfile.PostureBands())
        let surface = Surface(device: device, posture: .cover, orientation: .upright)
        let painter = Painter(text: engine)
        let once = try painter.render(surface, layout, options: RenderOptions(scale: 2))
        let again = try painter.render(surface, layout, options: RenderOptions(scale: 2))
        // The same text drawn twice, each time from freshly shaped layouts, is the same picture, and has ink.
        #expect(once.rgba == again.rgba)
        #expect(Set(once.rgba).count > 2)
    }
}

/// A name is never hyphenated (P14): where a word of it is wider than its line, the engine cuts it
/// between characters, one overflowing line at a time, never leaving a lone letter or two after the
/// last cut (L8), and every line stays inside the width.
@Suite struct NameCutTests {
    @Test("P14, L8: unhyphenated names are cut, not hyphenated: no hyphen, no piece of one or two letters, no line holding a cut piece after other words",
          arguments: ["Donaudampfschifffahrtsgesellschaftskapitänsmützenpflege",
                      "Write one thoughtful paragraph in the journal about something that went well today",
                      "🏃‍♀️ Morning run with the dog 🐕 and a smoothie 🥤"])
    func namesAreCut(_ name: String) throws {
        let engine = try TextEngine()
        var cutSomewhere = false
        for size in [17.0, 28.0, 40.0, 53.0] {
            for width in stride(from: 120.0, through: 400, by: 7) {
                let lines = engine.measure(name, font: FontSpec(size: size), width: width, language: "de", hyphenates: false).lines
                let shown = lines.map(\.text).joined().filter { !$0.isWhitespace }
                #expect(shown == name.filter { !$0.isWhitespace }, "\(size) pt in \(width) pt: \(lines.map(\.text))")
                #expect(lines.allSatisfy { $0.frame.maxX <= width + 0.5 }, "\(size) pt in \(width) pt: \(lines.map(\.text))")
                #expect(!lines.contains { $0.ending == .hyphenated }, "\(size) pt in \(width) pt: \(lines.map(\.text))")
                for (i, line) in lines.enumerated() where line.ending == .insideWord && i + 1 < lines.count {
                    cutSomewhere = true
                    // The piece after the last cut of a word carries three letters, or two where the word
                    // has only four (`we` / `nt` in a line of three).
                    let next = lines[i + 1]
                    if next.ending != .insideWord, let tail = next.text.split(whereSeparator: \.isWhitespace).first {
                        #expect(tail.count >= 2, "\(size) pt in \(width) pt: \(lines.map(\.text))")
                        let head = line.text.split(whereSeparator: \.isWhitespace).last ?? ""
                        #expect(tail.count >= 3 || head.count + tail.count <= 4, "\(size) pt in \(width) pt: \(lines.map(\.text))")
                    }
                }
            }
        }
        if name.hasPrefix("Donau") { #expect(cutSomewhere) }
    }

    @Test("P14: the same name hyphenates where hyphenation is on (the engine's default), so the switch is what keeps it off")
    func hyphenatesWhenAsked() throws {
        let engine = try TextEngine()
        let lines = engine.measure("Donaudampfschifffahrtsgesellschaftskapitänsmützenpflege", font: FontSpec(size: 28), width: 200, language: "de").lines
        #expect(lines.contains { $0.ending == .hyphenated })
    }
}
