import CreaseIO
import CreaseInput
import FoldImage
import FoldLayout
import FoldMotion
import FoldRender
import Foundation
import HabitScreens

/// X1: one offline folder to scrub through a gesture frame by frame — `index.html` and the frames
/// under `frames/`. Every text size and appearance asked for is run with Reduce Motion off and on
/// (precomputed variants the page switches between). A picture is stored once however often it
/// shows: a frame equal to the one before is not even encoded, and one equal to any earlier picture
/// of the page (a held fold, a repeated fold, the settled screen of every variant) points at its file.
public struct GestureExplorer: Sendable {
    /// The run every variant starts from: device, scenario, gesture, frame rate, orientation.
    public var simulate: Simulate
    public var sizes: [ContentSize]
    public var appearances: [Appearance]
    public var scale: Double

    public init(simulate: Simulate, sizes: [ContentSize], appearances: [Appearance], scale: Double = 1) {
        self.simulate = simulate
        self.sizes = sizes.isEmpty ? [simulate.size] : Self.unique(sizes)
        self.appearances = appearances.isEmpty ? [.light] : Self.unique(appearances)
        self.scale = scale
    }

    /// What a written page holds, for the command's report.
    public struct Report: Sendable, Hashable {
        public var page: URL
        public var frames: Int
        public var variants: Int
        /// PNG files written (each distinct picture once).
        public var stored: Int
        /// Bytes of the folder's page and frames.
        public var bytes: Int
        /// Frames with a broken rule, per variant; the first variant's.
        public var violatingFrames: Int
        public var violations: Int
        /// Every file of the page, relative to its folder (`index.html`, `frames/…png`).
        public var files: [String]
    }

    // MARK: The page's data (read by explorer.html's script)

    struct Page: Encodable {
        var device: String
        var deviceName: String
        var gesture: String
        var scenario: String
        var fps: Double
        var orientation: String
        /// What reading a sensor log cleaned (I2), as `crease simulate` tells it first.
        var notes: [String]
        /// The canvas every frame is drawn on, in points (boxes are fractions of it).
        var canvas: [Double]
        var bands: DeviceProfile.PostureBands
        var rules: [RuleInfo]
        var sizes: [String]
        var appearances: [String]
        var variants: [Variant]
    }

    struct RuleInfo: Encodable {
        var id: String
        var summary: String
        /// Checked on settled frames only (not on the in-between frames of a transition).
        var settledOnly: Bool
    }

    struct Variant: Encodable {
        var size: String
        var appearance: String
        var reduceMotion: Bool
        var images: [String]
        var frames: [Frame]
        var verdict: String
    }

    struct Frame: Encodable {
        var t: Double
        var angle: Double
        /// Each fold's angle and committed posture, leading first, on a device that folds more than once (S7).
        var folds: [FoldFrame]?
        var gated: Double
        var raw: String
        var posture: String
        var committed: String?
        var progress: Double?
        var held: Double
        /// Index into the variant's `images`.
        var image: Int
        var transitioning: Bool
        var violations: [Broken]
    }

    struct FoldFrame: Encodable {
        var angle: Double
        var raw: String
        var posture: String
    }

    struct Broken: Encodable {
        var rule: String
        var node: String?
        var message: String
        /// The node's frame as fractions of the canvas (x, y, width, height), when it is on screen.
        var box: [Double]?
    }

    /// Runs every variant, renders its frames and writes `index.html` and `frames/` into `folder`
    /// (made if missing). PNGs in `frames/` that this page does not use (an earlier page's) are removed.
    public func write(into folder: URL, pipeline: Pipeline, progress: ((Int, Int) -> Void)? = nil) throws -> Report {
        let framesFolder = try OutputFolder.folder("frames", in: folder)
        let rules = MotionRules.all.map { RuleInfo(id: $0.id, summary: $0.summary, settledOnly: false) }
            + (simulate.rules?.rules ?? []).map { RuleInfo(id: $0.id, summary: $0.summary, settledOnly: !$0.holdsOnTransitionFrames) }
        var variants: [Variant] = []
        var store = FrameStore(folder: framesFolder)
        var firstBroken: (frames: Int, count: Int)?
        let total = sizes.count * 2 * appearances.count
        for size in sizes {
            for reduceMotion in [false, true] {
                var run = simulate
                run.size = size
                run.reduceMotion = reduceMotion
                let result: SimulationResult
                do { result = try run.run(measurer: pipeline.measuring, keepLayouts: true) } catch {
                    throw InputError(file: simulate.gesture.name, message: "\(error)")
                }
                let broken = Dictionary(grouping: result.frameViolations, by: \.frame)
                if firstBroken == nil { firstBroken = (broken.count, result.frameViolations.count) }
                let verdict = SimulationStory(result).verdict
                // What each frame shows beside its picture: the same in every appearance.
                let described = result.rows.map { row in
                    Frame(t: Self.rounded(row.time), angle: Self.rounded(row.angle),
                          folds: row.folds?.map { FoldFrame(angle: Self.rounded($0.angle), raw: $0.rawPosture.rawValue, posture: $0.posture.rawValue) }, gated: Self.rounded(row.gatedAngle), raw: row.rawPosture.rawValue,
                          posture: row.posture.rawValue, committed: row.committed?.rawValue,
                          progress: row.progress.map { Self.rounded($0, 1000) }, held: Self.rounded(row.held),
                          image: 0, transitioning: row.progress.map { $0 < 1 } ?? false,
                          violations: (broken[row.frame] ?? []).map { v in
                              Broken(rule: v.rule, node: v.node, message: v.message,
                                     box: v.node.flatMap { result.layouts[row.frame].node($0) }.map { box($0.frame) })
                          })
                }
                // A frame is drawn from its layout on its posture's chrome: when both are the frame
                // before's, so is the picture, and it is not drawn again.
                let repeats = result.rows.indices.map { i in
                    i > 0 && result.rows[i].posture == result.rows[i - 1].posture && result.layouts[i] == result.layouts[i - 1]
                        && Simulate.foldPostures(result.rows[i]) == Simulate.foldPostures(result.rows[i - 1])
                }
                for appearance in appearances {
                    let key = "\(size.rawValue)-\(appearance.rawValue)-\(reduceMotion ? "reduced" : "motion")"
                    var images: [String] = []
                    var frames = described
                    var previous: PixelBuffer?
                    for i in frames.indices {
                        if !repeats[i] || images.isEmpty {
                            let picture = try run.render(result, frame: i, painter: pipeline.painter, scale: scale, appearance: appearance)
                            if picture != previous {
                                let name = try store.file(for: PNGCodec.encode(picture), named: String(format: "\(key)-%04d.png", i))
                                images.append("frames/" + name)
                                previous = picture
                            }
                        }
                        frames[i].image = images.count - 1
                    }
                    variants.append(Variant(size: size.rawValue, appearance: appearance.rawValue, reduceMotion: reduceMotion,
                                            images: images, frames: frames, verdict: verdict))
                    progress?(variants.count, total)
                }
            }
        }
        let written = Set(store.names)
        try Self.removeStale(in: framesFolder, keeping: written)
        let page = Page(device: simulate.device.name, deviceName: simulate.device.displayName, gesture: simulate.gesture.name,
                        scenario: simulate.state.scenario.name, fps: simulate.fps, orientation: simulate.orientation.rawValue, notes: simulate.notes,
                        canvas: [simulate.canvas.width, simulate.canvas.height],
                        bands: simulate.device.postures,
                        rules: rules, sizes: sizes.map(\.rawValue), appearances: appearances.map(\.rawValue), variants: variants)
        let html = Data(try ScriptData.fill(try PageTemplate.text("explorer"), with: page).utf8)
        let index = try OutputFolder.file("index.html", in: folder)
        try AtomicFile.write(html, to: index)
        return Report(page: index, frames: variants.first?.frames.count ?? 0, variants: variants.count, stored: written.count,
                      bytes: store.bytes + html.count, violatingFrames: firstBroken?.frames ?? 0, violations: firstBroken?.count ?? 0,
                      files: ["index.html"] + written.sorted().map { "frames/" + $0 })
    }

    /// The page's frame files: a picture met before anywhere in the page (another variant's settled
    /// screen, the same point of a repeated fold) is stored once. Pictures are found by their PNG
    /// bytes (the encoder is deterministic): a hash picks the candidates, the bytes on disk confirm.
    struct FrameStore {
        var folder: URL
        var names: [String] = []
        var bytes = 0
        var byHash: [Int: [String]] = [:]

        init(folder: URL) { self.folder = folder }

        /// The name of the file holding `data`: an earlier one with the same bytes, else `name`, written now.
        mutating func file(for data: Data, named name: String) throws -> String {
            var hasher = Hasher()
            hasher.combine(data.count)
            data.withUnsafeBytes { hasher.combine(bytes: $0) }
            let hash = hasher.finalize()
            for candidate in byHash[hash] ?? [] where (try? Data(contentsOf: folder.appendingPathComponent(candidate))) == data {
                return candidate
            }
            try AtomicFile.write(data, to: try OutputFolder.file(name, in: folder))
            byHash[hash, default: []].append(name)
            names.append(name)
            bytes += data.count
            return name
        }
    }

    /// A node's frame as fractions of the canvas, so the page can outline it at any picture size.
    func box(_ frame: Rect) -> [Double] {
        let canvas = simulate.canvas
        guard canvas.width > 0, canvas.height > 0 else { return [0, 0, 0, 0] }
        return [(frame.x - canvas.x) / canvas.width, (frame.y - canvas.y) / canvas.height,
                frame.width / canvas.width, frame.height / canvas.height].map { Self.rounded($0, 10_000) }
    }

    static func rounded(_ value: Double, _ per: Double = 100) -> Double { (value * per).rounded() / per }

    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }

    /// Removes the PNGs of an earlier page from `folder` (only `.png` files, only there).
    static func removeStale(in folder: URL, keeping written: Set<String>) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasSuffix(".png") && !written.contains(name) {
            do { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) } catch {
                throw OutputError(file: folder.appendingPathComponent(name).path, message: "an earlier page's frame cannot be removed (\(error.localizedDescription))")
            }
        }
    }
}
