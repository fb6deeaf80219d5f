import CreaseInput
import FoldLayout
import FoldRender
import Foundation
import HabitScreens

/// One cell of an export or snapshot matrix: which scenario on which device, in which state.
public struct StateKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var scenario: String
    public var device: String
    public var posture: Posture
    public var orientation: Orientation
    public var size: ContentSize
    public var appearance: Appearance
    public var scale: Int

    public init(scenario: String, device: String, posture: Posture, orientation: Orientation = .upright,
                size: ContentSize = .L, appearance: Appearance = .light, scale: Int = 1) {
        self.scenario = scenario
        self.device = device
        self.posture = posture
        self.orientation = orientation
        self.size = size
        self.appearance = appearance
        self.scale = scale
    }

    /// `<scenario>__<device>__<posture>__<size>__<appearance>@<scale>x.png`; a landscape state's
    /// posture reads `spread-landscape`. Every part is reduced to `[A-Za-z0-9._-]` so a name can
    /// never leave the folder it is written to.
    public var fileName: String {
        let posturePart = orientation == .upright ? posture.rawValue : "\(posture.rawValue)-landscape"
        return [StateKey.safe(scenario), StateKey.safe(device), posturePart, size.rawValue, appearance.rawValue]
            .joined(separator: "__") + "@\(scale)x.png"
    }

    public var description: String {
        "\(scenario) · \(device) · \(posture)\(orientation == .landscape ? " landscape" : "") · \(size) · \(appearance) @\(scale)x"
    }

    public var request: RenderRequest {
        RenderRequest(posture: posture, orientation: orientation, size: size,
                      options: RenderOptions(scale: Double(scale), appearance: appearance))
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
