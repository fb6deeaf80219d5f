import CreaseInput
import FoldLayout
import FoldRender
import FoldSnapshot
import Foundation
import HabitScreens

/// One cell of an export or snapshot matrix: which scenario on which surface, in which state. The
/// surface is a device's display in a posture and orientation (the default), a widget family on a
/// device class, or a window at a width; `device` names the device, the class or the window.
public struct StateKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var scenario: String
    public var device: String
    public var posture: Posture
    public var orientation: Orientation
    public var size: ContentSize
    public var appearance: Appearance
    /// Pixels per point: 1–4, whole or a device's own density to three decimals (2.625, T18).
    public var scale: Double
    public var surface: SurfaceChoice
    /// The whole scroll content in one tall image (T18); its name's placement ends `-full`.
    public var fullPage = false

    public init(scenario: String, device: String, posture: Posture, orientation: Orientation = .upright,
                size: ContentSize = .L, appearance: Appearance = .light, scale: Double = 1) {
        self.scenario = scenario
        self.device = device
        self.posture = posture
        self.orientation = orientation
        self.size = size
        self.appearance = appearance
        self.scale = scale
        self.surface = .display
    }

    /// A widget family's panel (`system-small`) at its size for a device class (`iphone`, `ipad`).
    public init(scenario: String, widget family: String, deviceClass: String, size: ContentSize = .L,
                appearance: Appearance = .light, scale: Double = 1) {
        self.init(scenario: scenario, device: deviceClass, posture: .cover, size: size, appearance: appearance, scale: scale)
        surface = .widget(family: family)
    }

    /// A window profile (`mac-window`) at a width in points.
    public init(scenario: String, window: String, width: Int, size: ContentSize = .L, appearance: Appearance = .light, scale: Double = 1) {
        self.init(scenario: scenario, device: window, posture: .cover, size: size, appearance: appearance, scale: scale)
        surface = .window(width: width)
    }

    /// What follows the device in a name: the posture (`spread`, `spread-landscape`), the widget
    /// family (`system-small`) or the window width (`w1280`).
    public var placement: String {
        let base = switch surface {
        case .display: orientation == .upright ? posture.rawValue : "\(posture.rawValue)-landscape"
        case .widget(let family): StateKey.safe(family)
        case .window(let width): "w\(width)"
        }
        return fullPage ? base + "-full" : base
    }

    /// `<scenario>__<device>__<posture>__<size>__<appearance>@<scale>x.png`; a landscape state's
    /// posture reads `spread-landscape`, a widget's is its family (`…__iphone__system-small__…`) and a
    /// window's its width (`…__mac-window__w1280__…`). Every part is reduced to `[A-Za-z0-9._-]` so a
    /// name can never leave the folder it is written to.
    public var fileName: String {
        [StateKey.safe(scenario), StateKey.safe(device), placement, size.rawValue, appearance.rawValue]
            .joined(separator: "__") + "@\(scaleText)x.png"
    }

    /// Scales a state may take (T18): 1 to 4 pixels per point, whole or to three decimals, so a
    /// device's own density (2.625, 2.75) is one and the name says it exactly.
    public static let scales: ClosedRange<Double> = 1...4

    /// Why `scale` is no scale a state may take; nil when it is one.
    public static func scaleProblem(_ scale: Double) -> String? {
        let exact = scale.isFinite && abs((scale * 1000).rounded() - scale * 1000) < 1e-6
        guard scales.contains(scale), exact else {
            return "must be a number from 1 to 4 with at most three decimals, such as 2 or 2.75 (got \(scale.isFinite ? LayoutRecord.scaleText(scale) : "\(scale)"))"
        }
        return nil
    }

    /// `2`, `2.75`: the scale as the name writes it.
    public var scaleText: String { LayoutRecord.scaleText(scale) }

    public var description: String {
        switch surface {
        case .display:
            "\(scenario) · \(device) · \(posture)\(orientation == .landscape ? " landscape" : "") · \(size) · \(appearance) @\(scaleText)x"
        case .widget(let family):
            "\(scenario) · \(family) widget on \(device) · \(size) · \(appearance) @\(scaleText)x"
        case .window(let width):
            "\(scenario) · \(device) at \(width) pt · \(size) · \(appearance) @\(scaleText)x"
        }
    }

    /// The contact sheet a state belongs on: its device's, a device class's widgets', or its window's.
    public var sheet: String {
        switch surface {
        case .display, .window: device
        case .widget: device + "-widgets"
        }
    }

    public var request: RenderRequest {
        RenderRequest(posture: posture, orientation: orientation, size: size,
                      options: RenderOptions(scale: scale, appearance: appearance), fullPage: fullPage)
    }

    public static func < (a: StateKey, b: StateKey) -> Bool { a.fileName < b.fileName }

    /// A name reduced to safe file-name characters, never starting with a dot.
    public static func safe(_ name: String) -> String {
        let base = name.hasSuffix(".json") ? String((name.split(separator: "/").last ?? "").dropLast(5)) : name
        var out = String(base.unicodeScalars.map { c -> Character in
            (c.properties.isAlphabetic && c.isASCII) || ("0"..."9").contains(c) || c == "-" || c == "_" ? Character(c) : "_"
        })
        while out.hasPrefix("_") || out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "unnamed" : out
    }
}

extension Unicode.Scalar {
    fileprivate var isASCII: Bool { value < 128 }
}
