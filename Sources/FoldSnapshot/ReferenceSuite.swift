import CreaseKit
import FoldLayout
import FoldRender
import Foundation

/// The reference suite in `Snapshots/`: every device × posture for `typical`, `empty` and `long-names`
/// at L and AX5 in light, `typical` in dark too, and the editor, discard dialog, Today and progress
/// states on `surface-duo` and `iphone` (the spread states carry This week). All at 1×.
public enum ReferenceSuite {
    public static func keys(fixtures: Fixtures) throws -> [StateKey] {
        var keys: [StateKey] = []
        for deviceName in fixtures.names(.devices) {
            let device = try fixtures.device(deviceName)
            for posture in StateMatrix.postures(for: device) {
                for size in [ContentSize.L, .AX5] {
                    for scenario in ["typical", "empty", "long-names"] {
                        keys.append(StateKey(scenario: scenario, device: deviceName, posture: posture, size: size))
                    }
                    keys.append(StateKey(scenario: "typical", device: deviceName, posture: posture, size: size, appearance: .dark))
                }
            }
        }
        for deviceName in ["surface-duo", "iphone"] {
            let device = try fixtures.device(deviceName)
            for posture in StateMatrix.postures(for: device) {
                for scenario in ["editor-new", "discard", "today", "progress"] {
                    keys.append(StateKey(scenario: scenario, device: deviceName, posture: posture))
                }
            }
        }
        return keys.sorted()
    }
}

/// `--shard i/n`: a deterministic partition of snapshot names (T6). A name's shard depends only on
/// the name (FNV-1a), so adding a case never moves the others.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i
        count = n
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ name: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }
}

/// A shell-style pattern (`typical__*__spread*`) matched against snapshot names.
public struct NameFilter: Sendable {
    public var pattern: String
    public init(_ pattern: String) { self.pattern = pattern }

    public func matches(_ name: String) -> Bool {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return fnmatch(pattern, name, 0) == 0 || fnmatch(pattern, stem, 0) == 0 || (!pattern.contains("*") && name.contains(pattern))
    }
}
