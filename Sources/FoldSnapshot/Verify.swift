import CreaseKit
import FoldLayout
import FoldRender
import Foundation

/// Snapshot checks without a test framework: returns `nil` when the snapshot passes, else the
/// failure's description. XCTest users call it and `XCTFail` the message; Swift Testing users call
/// `assertSnapshot` from `FoldSnapshotTesting`.
public enum Snapshotting {
    /// The package root above a source file: the nearest folder holding `Package.swift`.
    public static func packageRoot(of filePath: String) -> URL {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Renders a scenario state and compares it with its reference `<name>.png`.
    public static func verify(scenario: String, device: String, posture: Posture, orientation: Orientation = .upright,
                              size: ContentSize = .L, appearance: Appearance = .light, scale: Int = 1,
                              named name: String? = nil, record: RecordMode? = nil,
                              store: SnapshotStore, fixtures: Fixtures) -> String? {
        let key = StateKey(scenario: scenario, device: device, posture: posture, orientation: orientation,
                           size: size, appearance: appearance, scale: scale)
        do {
            let state = try fixtures.state(scenario)
            let profile = try fixtures.device(device)
            let image = try Pipeline().render(state, on: profile, key.request)
            return verify(image, named: name.map { $0.hasSuffix(".png") ? $0 : $0 + ".png" } ?? key.fileName,
                          record: record, store: store)
        } catch {
            return "Snapshot \(key.fileName) could not be rendered: \(error)"
        }
    }

    /// Compares an image with its reference `name`.
    public static func verify(_ image: PixelBuffer, named name: String, record: RecordMode? = nil, store: SnapshotStore) -> String? {
        switch store.verify(image, name: name, mode: record ?? RecordMode.current) {
        case .matched: return nil
        case .recorded:
            return nil
        case .failed(let failure): return failure.description
        }
    }
}
