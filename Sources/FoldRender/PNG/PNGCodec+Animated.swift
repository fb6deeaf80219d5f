import Foundation

extension PNGCodec {
    /// Encodes frames of one size as an animated PNG (APNG) that loops forever; `delay` is each
    /// frame's display time in milliseconds. Runs of identical frames become one frame shown for
    /// their total time. The first frame is also the still image.
    public static func encodeAnimated(_ input: [PixelBuffer], delay: Double) -> Data {
        var frames: [PixelBuffer] = []
        var delays: [Double] = []
        for frame in input {
            if let last = frames.last, last == frame { delays[delays.count - 1] += delay } else {
                frames.append(frame)
                delays.append(delay)
            }
        }
        guard let first = frames.first else { return Data() }
        var out = Data(signature)
        appendChunk("IHDR", ihdr(width: first.width, height: first.height), to: &out)
        appendChunk("acTL", be32(UInt32(frames.count)) + be32(0), to: &out)
        var sequence: UInt32 = 0
        for (i, frame) in frames.enumerated() {
            // Delays as a fraction of a second: milliseconds over 1000.
            let delayNumerator = UInt16(Swift.max(1, Swift.min(65535, delays[i].rounded())))
            var control = be32(sequence)
            sequence += 1
            control += be32(UInt32(frame.width)) + be32(UInt32(frame.height)) + be32(0) + be32(0)
            control += [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xff), 0x03, 0xE8]
            control += [0, 0] // dispose: none; blend: source
            appendChunk("fcTL", control, to: &out)
            let data = compressedImageData(frame)
            if i == 0 {
                appendChunk("IDAT", data, to: &out)
            } else {
                appendChunk("fdAT", be32(sequence) + data, to: &out)
                sequence += 1
            }
        }
        appendChunk("IEND", [], to: &out)
        return out
    }
}
