import Testing
@testable import FoldLayout

@Suite struct SolverTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)
    let font = FontSpec(size: 10)

    @Test("Stacks propose sizes down and return frames up; padding and spacing add up")
    func stacks() {
        let root = VStack(spacing: 4) {
            Text("abcd", font: font).id("a")
            Box(width: 20, height: 30).id("b")
        }.padding(10).id("root")
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(solved["a"]?.frame == Rect(x: 10, y: 10, width: 180, height: 12))
        #expect(solved["b"]?.frame.y == 26)
        #expect(solved["b"]?.frame.height == 30)
    }

    @Test("A node's links reach its children in order, held inline up to three and in an array past that; stacks of 1 to 7 place every child")
    func childLinks() {
        for count in 0...7 {
            let children = (0..<count).map { Box(width: Double(10 + $0), height: 5).id("c\($0)") }
            let stack = Node(.stack(axis: .horizontal, spacing: 2, alignment: .vertical(.top), children: children))
            let linked = stack.storage.childRefs.map { ObjectIdentifier($0) }
            #expect(linked == children.map { ObjectIdentifier($0.storage) }, "\(count) children")
            #expect(stack.storage.childRefs.count == count)
            // A modifier keeps the kind and its links.
            let modified = stack.id("row")
            #expect(modified.storage.childRefs.map { ObjectIdentifier($0) } == linked)
            let solved = LayoutSolver(measurer: measurer).solve(modified, bounds: Rect(x: 0, y: 0, width: 300, height: 50))
            // Each child is placed after the one before it: widths 10, 11, 12… and a spacing of 2.
            let xs = (0..<count).map { solved["c\($0)"]?.frame.x }
            let expected = (0..<count).map { k in Optional((0..<k).reduce(0.0) { $0 + Double(10 + $1) + 2 }) }
            #expect(xs == expected, "\(count) children")
        }
    }

    @Test("Text wraps at the width it is offered and every line is kept")
    func wrapping() {
        let root = VStack { Text("one two three four", font: font).id("t") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 45, height: 100))
        let lines = solved["t"]?.text?.lines.map(\.text) ?? []
        #expect(lines == ["one two", "three", "four"])
        #expect(solved["t"]?.frame.height == 36)
    }

    @Test("L7: first-line alignment centres a fixed box on the first line of its neighbour's text")
    func firstLine() {
        let root = HStack(spacing: 8, alignment: .firstLine) {
            Box(width: 44, height: 44).id("ring")
            VStack { Text("a long name that wraps", font: FontSpec(size: 20)).id("name") }
        }.id("row")
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 150, height: 400))
        let ring = solved["ring"]?.frame ?? .zero
        let first = solved["name"]?.text?.firstLine ?? .zero
        #expect(abs(ring.midY - first.midY) < 0.001)
        #expect((solved["name"]?.text?.lines.count ?? 0) > 1)
    }

    @Test("Horizontal stacks give fixed children their size and share the rest; spacers take what is left")
    func horizontalSharing() {
        let root = HStack(spacing: 0) {
            Box(width: 30, height: 10).id("fixed")
            Text("x", font: font).id("flex")
            Box(width: 20, height: 10).id("tail")
        }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(solved["flex"]?.frame.width == 150)
        #expect(solved["tail"]?.frame.x == 180)
    }

    @Test("Regions place content at their frame, and content taller than the region scrolls")
    func regions() {
        let tall = VStack { for i in 0..<10 { Box(height: 50).fillWidth().id("b\(i)") } }
        let root = Layers { Region(Rect(x: 10, y: 20, width: 100, height: 200), tall).id("r") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(solved["b0"]?.frame == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(solved["b9"]?.clip == Rect(x: 10, y: 20, width: 100, height: 200))
        #expect(solved.regions.first?.scrolls == true)
        #expect(solved["r"]?.frame == Rect(x: 10, y: 20, width: 100, height: 200))
    }

    @Test("L15: mirroring swaps sides inside a region and sets natural text flush right")
    func mirroring() {
        let row = HStack(spacing: 10, alignment: .firstLine) {
            Box(width: 20, height: 20).id("ring")
            Text("name", font: font).id("name")
        }
        let root = Layers { Region(Rect(x: 100, y: 0, width: 200, height: 100), row).id("r") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 400, height: 100)).mirrored()
        #expect(solved["ring"]?.frame.maxX == 300)
        #expect(solved["r"]?.frame.minX == 100)
        let name = solved["name"]
        #expect(name?.text?.lines.first?.frame.maxX == name?.frame.maxX)
        #expect((solved["name"]?.frame.maxX ?? 0) <= (solved["ring"]?.frame.minX ?? 0))
    }

    @Test("Unnamed drawn nodes get their ordinal path below the nearest named ancestor; parents are identified ancestors")
    func identities() {
        let root = VStack {
            Text("a", font: font)
            VStack {
                Box(height: 1).background("separator")
                Text("b", font: font).id("b")
            }.id("group")
            Box(height: 2).background("rule").padding(4)
        }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        // A node with an id, a role or a decoration is drawn; unnamed ones are named by their path.
        #expect(solved.ids == ["root/0", "group", "group/0", "b", "root/2/0"])
        #expect(solved["root/0"]?.role == "text")
        #expect(solved["root/0"]?.parent == nil)
        #expect(solved["group/0"]?.parent == "group")
        #expect(solved["b"]?.parent == "group")
        // An undrawn container is never a parent: its children report the drawn ancestor above it.
        let card = VStack { VStack { Text("c", font: font).id("c") } }.background("card")
        let inCard = LayoutSolver(measurer: measurer).solve(card, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(inCard.ids == ["root", "c"])
        #expect(inCard["c"]?.parent == "root")
    }

    @Test("A solve emits exactly the drawn nodes its tree declares, and re-solving gives an equal layout")
    func emitCount() {
        let root = VStack(spacing: 2) {
            for i in 0..<30 {
                HStack(spacing: 4, alignment: .firstLine) {
                    Box(width: 10, height: 10).background("dot").id("dot\(i)")
                    Text("row \(i) with words", font: font)
                    Spacer()
                }
            }
        }
        #expect(root.subtreeCount == 1 + 30 * 4)
        let solver = LayoutSolver(measurer: CachingTextMeasurer(measurer))
        let first = solver.solve(root, bounds: Rect(x: 0, y: 0, width: 120, height: 400))
        #expect(first.nodes.count == 60)
        #expect(solver.solve(root, bounds: Rect(x: 0, y: 0, width: 120, height: 400)) == first)
        #expect(solver.solve(root, bounds: Rect(x: 0, y: 0, width: 90, height: 400)) != first)
    }

    @Test("Solved text keeps measured lines relative to its box: moving the box moves every line, re-wrapping none")
    func textPlacement() {
        let root = VStack { Text("one two three four", font: font, alignment: .center).id("t") }
        var node = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 10, y: 5, width: 45, height: 100))["t"]
        let before = node?.text?.lines ?? []
        #expect(before.map(\.text) == ["one two", "three", "four"])
        // Centred in the 45-point box that starts at x = 10.
        #expect(before.allSatisfy { abs($0.frame.midX - 32.5) < 0.001 })
        node?.offsetText(dx: 3, dy: -2)
        let after = node?.text?.lines ?? []
        #expect(after.map(\.text) == before.map(\.text))
        #expect(zip(before, after).allSatisfy { $1.frame.x == $0.frame.x + 3 && $1.frame.y == $0.frame.y - 2 && $1.baseline == $0.baseline - 2 })
        #expect(node?.frame == Rect(x: 10, y: 5, width: 45, height: 36))
    }

    @Test("L15: mirroring twice gives the original layout back")
    func mirroringTwice() {
        let row = HStack(spacing: 10, alignment: .firstLine) {
            Box(width: 20, height: 20).background("ring").id("ring")
            Text("a name that wraps", font: font).id("name")
        }
        let root = Layers { Region(Rect(x: 100, y: 0, width: 120, height: 100), row).id("r") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 400, height: 100))
        let once = solved.mirrored()
        #expect(once != solved)
        #expect(once["name"]?.text?.lines.allSatisfy { $0.frame.maxX == once["name"]?.frame.maxX } == true)
        #expect(once.mirrored() == solved)
    }

    @Test("The measurement cache answers repeats without measuring, grows past its first table, and empties")
    func measurementCache() {
        let cache = CachingTextMeasurer(measurer)
        let texts = (0..<200).map { TextContent("text number \($0)", font: font) }
        for t in texts { _ = cache.measure(t, width: 50) }
        #expect(cache.misses == 200)
        for t in texts { #expect(cache.measure(t, width: 50) == measurer.measure(t.string, font: font, width: 50)) }
        _ = cache.measure(texts[0], width: nil)
        _ = cache.measure(texts[0].string, font: FontSpec(size: 10, weight: .bold), width: 50)
        #expect(cache.misses == 202)
        cache.removeAll()
        _ = cache.measure(texts[1], width: 50)
        #expect(cache.misses == 203)
    }

    @Test("The measurement cache answers texts asked in a new order, and the same text at a new width, as measured: trying the entry after the last hit first never answers for another text")
    func measurementCacheOrder() {
        let cache = CachingTextMeasurer(measurer)
        let texts = (0..<50).map { TextContent("word \($0) " + String(repeating: "x", count: $0 % 7), font: font) }
        for t in texts { _ = cache.measure(t, width: 40) }
        // Backwards, every other one, and each at a second width: the next entry is never the one asked for.
        for t in texts.reversed() { #expect(cache.measure(t, width: 40) == measurer.measure(t.string, font: font, width: 40)) }
        for t in texts.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            #expect(cache.measure(t, width: 40) == measurer.measure(t.string, font: font, width: 40))
            #expect(cache.measure(t, width: 25) == measurer.measure(t.string, font: font, width: 25))
        }
        #expect(cache.misses == 75)
        // The same string in a bold font and with a language is another entry, even right after a hit on it.
        _ = cache.measure(texts[3], width: 40)
        _ = cache.measure(TextContent(texts[4].string, font: FontSpec(size: 10, weight: .bold)), width: 40)
        _ = cache.measure(TextContent(texts[5].string, font: font, language: "de"), width: 40)
        #expect(cache.misses == 77)
    }

    @Test("L6: the measurement cache keeps a name with a combining accent apart from the same name precomposed, and two references to one string find one entry")
    func measurementCacheCodeUnits() {
        let decomposed = "Cafe\u{301} au lait every morning", precomposed = "Caf\u{E9} au lait every morning"
        let cache = CachingTextMeasurer(measurer)
        for name in [precomposed, decomposed, precomposed, decomposed] {
            let lines = cache.measure(TextContent(name, font: font), width: 40).lines
            // This measurer drops the spaces it breaks at; every other code unit is the name's.
            let space = UInt8(ascii: " ")
            #expect(lines.count > 1)
            #expect(Array(lines.map(\.text).joined().utf8).filter { $0 != space } == Array(name.utf8).filter { $0 != space })
        }
        #expect(cache.misses == 2)
        #expect(decomposed == precomposed && !decomposed.hasSameCodeUnits(as: precomposed))
        #expect(decomposed.hasSameCodeUnits(as: decomposed) && "ab".hasSameCodeUnits(as: "a" + "b"))
        #expect(!"ab".hasSameCodeUnits(as: "abc") && !"".hasSameCodeUnits(as: "a"))
        let long = String(repeating: "x", count: 40)
        #expect(long.hasSameCodeUnits(as: String(repeating: "x", count: 40)) && !long.hasSameCodeUnits(as: long + "y"))
    }

    /// A layout solved from a tree that only the solve saw, of which one node is kept.
    func keptNode() -> SolvedNode? {
        let name = "a name long enough to be stored apart from its string value"
        let root = VStack {
            Text(name, font: font).id("name").role(.text).attribute("kind", "title")
            HStack { Text("inner", font: font).role(.text) }.id("row")
        }.id("card")
        return LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 120, height: 400))["name"]
    }

    @Test("A solved node outlives its layout and the tree it was declared in: it keeps the tree, and reads its role, attributes, text and parent from it")
    func solvedNodeOutlivesItsTree() throws {
        let node = try #require(keptNode())
        #expect(node.id == "name")
        #expect(node.role == .text)
        #expect(node.attributes == ["kind": "title"])
        #expect(node.parent == "card")
        #expect(node.text?.content.string == "a name long enough to be stored apart from its string value")
        #expect((node.text?.lines.count ?? 0) > 1)
        // Read straight from temporaries, as `solve(…)[id]?.attributes` does.
        #expect(keptNode()?.attributes["kind"] == "title")
        #expect(keptNode()?.parent == "card")
        // A node given new text owns its new declaration, and still names its parent.
        var changed = node
        changed.text = SolvedText(content: TextContent("other", font: font), placement: try #require(node.text).placement)
        #expect(changed.text?.content.string == "other")
        #expect(changed.parent == "card")
        #expect(changed.attributes == ["kind": "title"])
    }

    @Test("A tree's arena lists its nodes in preorder, each followed by its subtree, with its texts in order and equal strings made apart kept as one")
    func arena() throws {
        let a = String(repeating: "same text ", count: 3), b = String(repeating: "same text ", count: 3)
        let root = VStack {
            Text(a, font: font).id("t0")
            Box(width: 4, height: 4).padding(2).id("p")
            HStack { Text(b, font: font).id("t1"); Spacer(); Text("x", font: font).id("t2") }.id("h")
        }.id("root")
        let arena = root.storage.arena
        #expect(arena === root.storage.arena, "made once, then kept")
        // Preorder by hand: root, t0, p(padding), box, h, t1, spacer, t2.
        let shapes = arena.records.map(\.shape)
        #expect(shapes == [.verticalStack, .text, .padding, .frame, .horizontalStack, .text, .spacer, .text])
        #expect(arena.records.map(\.count) == [8, 1, 2, 1, 4, 1, 1, 1])
        #expect(arena.records.map(\.childCount) == [3, 0, 1, 0, 3, 0, 0, 0])
        #expect(arena.records[2].insets == Insets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(arena.records[3].fixedWidth == 4 && arena.records[3].minHeight == nil)
        #expect(arena.texts.map(\.string) == [a, b, "x"])
        #expect(arena.records.filter(\.isText).map(\.textIndex) == [0, 1, 2])
        func storage(_ s: String) -> UnsafeRawPointer? { s.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil }
        #expect(storage(a) != storage(b), "made apart")
        #expect(storage(arena.texts[0].string) == storage(arena.texts[1].string))
        // A name with a combining accent equals the same name precomposed, but keeps its own code units.
        let decomposed = "Cafe\u{301} au lait every morning", precomposed = "Caf\u{E9} au lait every morning"
        #expect(decomposed == precomposed)
        let accents = VStack { Text(precomposed, font: font); Text(decomposed, font: font) }
        #expect(accents.storage.arena.texts.map { Array($0.string.utf8) } == [Array(precomposed.utf8), Array(decomposed.utf8)])
        // A subtree solved on its own gets an arena of its own.
        let inner = try #require(root.storage.childRefs.map { Node(storage: $0) }.last)
        #expect(inner.storage.arena.records.count == 4)
    }

    @Test("A text's string set anew takes a new hash; a text sharing an equal string's storage keeps its hash and equals the original")
    func textContentHash() {
        var t = TextContent("first string of some length", font: font)
        t.string = "second string of some length"
        #expect(t.stringHash == "second string of some length".hashValue)
        #expect(t == TextContent("second string of some length", font: font))
        let other = String(repeating: "second string of some length", count: 1)
        let shared = t.sharingString(with: other)
        #expect(shared == t && shared.stringHash == t.stringHash)
    }

    @Test("One tree solved from several tasks at once: its arena is made once and every solve gives the same layout")
    func concurrentSolves() async {
        let root = VStack(spacing: 2) {
            for k in 0..<40 { HStack { Text("row \(k) with some words", font: font).id("n\(k)"); Box(width: 8, height: 8) }.id("r\(k)") }
        }.id("list")
        let bounds = Rect(x: 0, y: 0, width: 90, height: 600)
        let expected = LayoutSolver(measurer: measurer).solve(VStack(spacing: 2) {
            for k in 0..<40 { HStack { Text("row \(k) with some words", font: font).id("n\(k)"); Box(width: 8, height: 8) }.id("r\(k)") }
        }.id("list"), bounds: bounds)
        let layouts = await withTaskGroup(of: SolvedLayout.self) { group in
            for _ in 0..<8 { group.addTask { LayoutSolver(measurer: ApproximateTextMeasurer(advance: 0.5, lineHeight: 1.2)).solve(root, bounds: bounds) } }
            var all: [SolvedLayout] = []
            for await layout in group { all.append(layout) }
            return all
        }
        #expect(layouts.count == 8)
        #expect(layouts.allSatisfy { $0 == expected })
    }

    @Test("Attributes set together merge over the ones set before")
    func attributes() {
        let root = VStack { Box(width: 10, height: 10).attribute("a", "1").attribute("b", "1").attributes(["b": "2", "c": "3"]).id("x") }
        let solved = LayoutSolver(measurer: measurer).solve(root, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(solved["x"]?.attributes == ["a": "1", "b": "2", "c": "3"])
    }
}
