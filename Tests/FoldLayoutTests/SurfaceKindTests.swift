import CreaseInput
import CreaseTestSupport
import Foundation
import Testing
@testable import FoldLayout

/// Surfaces beyond a device's display: widget families' panels and windows, as data (W1, W3).
@Suite struct SurfaceKindTests {
    @Test("W1: the bundled widget families carry Apple's published sizes for iPhone 393×852 and iPad 1024×1366")
    func widgetSizes() throws {
        let expected: [(String, String, Double, Double)] = [
            ("system-small", "iphone", 158, 158), ("system-medium", "iphone", 338, 158), ("system-large", "iphone", 338, 354),
            ("system-small", "iphone-max", 170, 170), ("system-medium", "iphone-max", 364, 170), ("system-large", "iphone-max", 364, 382),
            ("system-small", "ipad", 160, 160), ("system-medium", "ipad", 356, 160), ("system-large", "ipad", 356, 356),
        ]
        for (family, deviceClass, width, height) in expected {
            let f = try TestSupport.fixtures.widgetFamily(family)
            #expect(f.sizes[deviceClass]?.width == width && f.sizes[deviceClass]?.height == height, "\(family) on \(deviceClass)")
            #expect(f.contentMargin == 16)
            #expect(f.source.contains("developer.apple.com/design/human-interface-guidelines/widgets"))
        }
        #expect(try TestSupport.fixtures.widgetFamily("system-small").sizes["iphone"]?.screen == PanelFamily.Screen(width: 393, height: 852))
        #expect(TestSupport.fixtures.names(.widgets) == ["system-large", "system-medium", "system-small"])
    }

    @Test("W1: a panel is one page its own size; its content region keeps the family's margin")
    func panel() throws {
        let family = try TestSupport.fixtures.widgetFamily("system-medium")
        let s = Surface(panel: family, size: try #require(family.sizes["iphone"]))
        #expect(s.kind == .panel)
        #expect(s.bounds == Rect(x: 0, y: 0, width: 338, height: 158))
        #expect(s.pages.count == 1 && s.fold == nil && s.docks.isEmpty && s.rails.isEmpty && s.sidebar == nil)
        #expect(s.pages[0].content == Rect(x: 16, y: 16, width: 306, height: 126))
        #expect(s.cornerRadius == family.cornerRadius)
    }

    @Test("W3: a window has a sidebar on the leading side and one page beside it, below the title bar")
    func window() throws {
        let w = try TestSupport.fixtures.window("mac-window")
        let s = Surface(window: w, width: 1280)
        #expect(s.kind == .window)
        #expect(s.bounds == Rect(x: 0, y: 0, width: 1280, height: w.height))
        #expect(s.sidebar == Rect(x: 0, y: 0, width: w.sidebarWidth, height: w.height))
        #expect(s.titleBar == Rect(x: w.sidebarWidth, y: 0, width: 1280 - w.sidebarWidth, height: w.titleBarHeight))
        #expect(s.pages.count == 1)
        #expect(s.pages[0].content == Rect(x: w.sidebarWidth, y: w.titleBarHeight, width: 1280 - w.sidebarWidth, height: w.height - w.titleBarHeight))
        #expect(s.device.shell.pageMargin == w.contentMargin)
        let rtl = Surface(window: w, width: 1280, direction: .rightToLeft)
        #expect(rtl.sidebar?.minX == 1280 - w.sidebarWidth && rtl.pages[0].frame.minX == 0)
        #expect(w.contentSizes == [.L])
    }

    /// Decodes `json` as a file named `name` and returns the one-line error.
    func refusal<T: Decodable>(_ type: T.Type, _ json: String, name: String = "bad.json") -> String? {
        let url = TestSupport.file(name, json)
        do {
            _ = try JSONInput.load(T.self, from: url)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("W1: a broken widget family is refused in one line naming the file and the field", arguments: [
        (#"{"name": "s", "displayName": "S", "contentMargin": 16, "cornerRadius": 20, "sizes": {"iphone": {"width": -1, "height": 100}}, "source": "x"}"#, "sizes.iphone.width"),
        (#"{"name": "s", "displayName": "S", "contentMargin": 80, "cornerRadius": 20, "sizes": {"iphone": {"width": 158, "height": 158}}, "source": "x"}"#, "contentMargin"),
        (#"{"name": "s", "displayName": "S", "contentMargin": 16, "cornerRadius": 90, "sizes": {"iphone": {"width": 158, "height": 158}}, "source": "x"}"#, "cornerRadius"),
        (#"{"name": "S m", "displayName": "S", "contentMargin": 16, "cornerRadius": 20, "sizes": {"iphone": {"width": 158, "height": 158}}, "source": "x"}"#, "name"),
        (#"{"name": "s", "displayName": "S", "contentMargin": 16, "cornerRadius": 20, "sizes": {}, "source": "x"}"#, "sizes"),
        (#"{"name": "s", "displayName": "S", "contentMargin": 16, "cornerRadius": 20, "sizes": {"iphone": {"width": 500, "height": 158, "screen": {"width": 393, "height": 852}}}, "source": "x"}"#, "sizes.iphone"),
        (#"{"name": "s", "displayName": "S", "contentMargin": 16, "cornerRadius": 20, "source": "x"}"#, "sizes"),
    ])
    func badFamily(_ json: String, field: String) throws {
        let message = try #require(refusal(PanelFamily.self, json, name: "family.json"))
        #expect(message.contains("family.json: field '\(field)'"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("W3: a broken window profile is refused in one line naming the file and the field", arguments: [
        (#""minWidth": 900, "maxWidth": 800"#, "maxWidth"),
        (#""minWidth": 760, "maxWidth": 2560, "widths": [600]"#, "widths[0]"),
        (#""minWidth": 300, "maxWidth": 2560"#, "sidebarWidth"),
        (#""minWidth": 760, "maxWidth": 2560, "widths": []"#, "widths"),
        (#""minWidth": 760, "maxWidth": 99999"#, "maxWidth"),
        (#""minWidth": 760, "maxWidth": 2560, "contentSizes": ["XXL"]"#, "contentSizes[0]"),
    ])
    func badWindow(_ fields: String, field: String) throws {
        var json = #"{"name": "w", "displayName": "W", "height": 900, "titleBarHeight": 52, "sidebarWidth": 220, "contentMargin": 24, "cornerRadius": 10, "scale": 2"#
        if !fields.contains("\"widths\"") { json += #", "widths": [1280]"# }
        if !fields.contains("\"contentSizes\"") { json += #", "contentSizes": ["L"]"# }
        json += ", " + fields + "}"
        let message = try #require(refusal(WindowProfile.self, json, name: "window.json"))
        #expect(message.contains("window.json: field '\(field)'"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("W3: a width outside the window's range is refused; one inside passes")
    func widths() throws {
        let w = try TestSupport.fixtures.window("mac-window")
        #expect(throws: InputError.self) { try w.checkWidth(Int(w.minWidth) - 1, field: "width") }
        #expect(throws: InputError.self) { try w.checkWidth(Int(w.maxWidth) + 1, field: "width") }
        try w.checkWidth(1280, field: "width")
    }
}
