import CreaseIO
import Foundation

/// Writes an animated PNG (APNG) frame by frame, so a long animation never holds more than two
/// frames in memory: compressed frames go to a temporary file beside the target as they come, and
/// `finish` writes the header (which counts the frames) and moves the whole into place atomically.
/// Runs of identical frames become one frame shown for their total time. The first frame is also
/// the still image; the animation loops forever.
public final class AnimatedPNGWriter {
    let url: URL
    let delay: Double
    let staging: URL
    let handle: FileHandle
    var pending: (frame: PixelBuffer, delay: Double)?
    var size: (width: Int, height: Int)?
    var frames: UInt32 = 0
    var sequence: UInt32 = 0

    /// A writer for `url`; each frame is shown for `delay` milliseconds.
    public init(url: URL, delay: Double) throws(OutputError) {
        self.url = url
        self.delay = delay
        let folder = url.deletingLastPathComponent()
        staging = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).frames")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: staging.path, contents: nil) else {
                throw OutputError(file: url.path, message: "a temporary file cannot be created in \(folder.path)")
            }
            handle = try FileHandle(forWritingTo: staging)
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(file: url.path, message: "\(error)")
        }
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: staging)
    }

    /// Adds the next frame; all frames must have the first one's size.
    public func add(_ frame: PixelBuffer) throws(OutputError) {
        if let size, size != (frame.width, frame.height) {
            throw OutputError(file: url.path, message: "frame \(frames + 1) is \(frame.width)×\(frame.height), not \(size.width)×\(size.height)")
        }
        size = (frame.width, frame.height)
        if let last = pending, last.frame == frame {
            pending?.delay += delay
            return
        }
        try flush()
        pending = (frame, delay)
    }

    /// Writes the pending frame's control and data chunks to the staging file.
    func flush() throws(OutputError) {
        guard let (frame, shown) = pending else { return }
        // Delays as a fraction of a second: milliseconds over 1000.
        let numerator = UInt16(Swift.max(1, Swift.min(65535, shown.rounded())))
        var control = PNGCodec.be32(sequence)
        sequence += 1
        control += PNGCodec.be32(UInt32(frame.width)) + PNGCodec.be32(UInt32(frame.height)) + PNGCodec.be32(0) + PNGCodec.be32(0)
        control += [UInt8(numerator >> 8), UInt8(numerator & 0xff), 0x03, 0xE8]
        control += [0, 0] // dispose: none; blend: source
        var chunk = Data()
        PNGCodec.appendChunk("fcTL", control, to: &chunk)
        let data = PNGCodec.compressedImageData(frame)
        if frames == 0 {
            PNGCodec.appendChunk("IDAT", data, to: &chunk)
        } else {
            PNGCodec.appendChunk("fdAT", PNGCodec.be32(sequence) + data, to: &chunk)
            sequence += 1
        }
        do { try handle.write(contentsOf: chunk) } catch { throw OutputError(file: url.path, message: "\(error)") }
        frames += 1
        pending = nil
    }

    /// Writes the file: header, frame count, frames, end. Nothing is at `url` until this succeeds.
    public func finish() throws(OutputError) {
        try flush()
        guard let size, frames > 0 else { throw OutputError(file: url.path, message: "no frames to write") }
        var head = Data(PNGCodec.signature)
        PNGCodec.appendChunk("IHDR", PNGCodec.ihdr(width: size.width, height: size.height), to: &head)
        PNGCodec.appendChunk("acTL", PNGCodec.be32(frames) + PNGCodec.be32(0), to: &head)
        var tail = Data()
        PNGCodec.appendChunk("IEND", [], to: &tail)
        do { try handle.close() } catch { throw OutputError(file: url.path, message: "\(error)") }
        try AtomicFile.write(head, to: url) { data, temporary in
            // Header, then the staged frames copied in blocks, then the end chunk.
            guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
                throw OutputError(file: url.path, message: "a temporary file cannot be created")
            }
            let out = try FileHandle(forWritingTo: temporary)
            defer { try? out.close() }
            try out.seekToEnd()
            let input = try FileHandle(forReadingFrom: self.staging)
            defer { try? input.close() }
            while let block = try input.read(upToCount: 1 << 20), !block.isEmpty { try out.write(contentsOf: block) }
            try out.write(contentsOf: tail)
        }
        try? FileManager.default.removeItem(at: staging)
    }
}
