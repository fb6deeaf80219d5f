import CreaseIO
import FoldImage
import FoldMotion
import FoldRender
import Foundation

/// The pictures of a simulation — every frame as a PNG, an animated PNG, a filmstrip — made in one
/// pass over the frames: each frame is rendered, handed to every output and released, so memory
/// stays flat however long the gesture is (the filmstrip keeps only the frames it shows).
public struct SimulationPictures {
    public var frames: URL?
    public var apng: URL?
    public var filmstrip: URL?
    public var scale: Double

    public init(frames: URL? = nil, apng: URL? = nil, filmstrip: URL? = nil, scale: Double = 1) {
        self.frames = frames
        self.apng = apng
        self.filmstrip = filmstrip
        self.scale = scale
    }

    public var isEmpty: Bool { frames == nil && apng == nil && filmstrip == nil }

    /// Renders `result`'s frames (its layouts must be kept) with `painter` and writes the outputs.
    /// Returns a line per output written.
    public func write(_ result: SimulationResult, of simulate: Simulate, painter: Painter) throws -> [String] {
        guard !isEmpty else { return [] }
        let animation = try apng.map { url throws(OutputError) in try AnimatedPNGWriter(url: url, delay: 1000 / simulate.fps) }
        let picks = filmstrip == nil ? [] : Simulate.filmstripFrames(result)
        let wanted = Set(picks)
        var kept: [Int: PixelBuffer] = [:]
        for i in result.rows.indices {
            let frame = try simulate.render(result, frame: i, painter: painter, scale: scale)
            if let folder = frames {
                try AtomicFile.write(PNGCodec.encode(frame), to: try OutputFolder.file(String(format: "frame-%04d.png", i), in: folder))
            }
            try animation?.add(frame)
            if wanted.contains(i) { kept[i] = frame }
        }
        var lines: [String] = []
        if let folder = frames { lines.append("frames: \(result.rows.count) in \(folder.path)") }
        if let animation, let apng {
            try animation.finish()
            lines.append("apng: \(apng.path)")
        }
        if let filmstrip {
            let sheet = try simulate.filmstrip(result, frames: kept, painter: painter, scale: scale)
            try AtomicFile.write(PNGCodec.encode(sheet), to: filmstrip)
            lines.append("filmstrip: \(filmstrip.path)")
        }
        return lines
    }
}
