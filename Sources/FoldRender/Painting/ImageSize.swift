import FoldImage

/// The size of an image the painter makes: an area in points times a scale, checked before any
/// conversion to integers or allocation. Its limits make every render one the PNG decoder reads back
/// (contact sheets, comparisons): at most `maxSide` pixels a side and `PNGCodec.maxPixels` in all.
public struct ImageSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    /// The most pixels on a side (Cairo's own limit is 32,767).
    public static let maxSide = 16_384
    /// The most pixels in all: the PNG decoder's limit (40 million, 160 MB as RGBA).
    public static var maxPixels: Int { PNGCodec.maxPixels }

    /// The image `width`×`height` points make at `scale`, or why there is none: one clause ready to
    /// follow a name (`is 15000×15000 px (225000000 pixels); …`).
    public static func of(width: Double, height: Double, scale: Double) -> Result<ImageSize, Refusal> {
        let w = (width * scale).rounded(), h = (height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            return .failure(Refusal(text: "is \(describe(width))×\(describe(height)) pt at scale \(describe(scale)): no image of at least 1×1 px"))
        }
        guard w <= Double(maxSide), h <= Double(maxSide), w * h <= Double(maxPixels) else {
            return .failure(Refusal(text: "is \(describe(w))×\(describe(h)) px at scale \(describe(scale)) (\(describe(w * h)) pixels); "
                                    + "an image may have 1…\(maxSide) px a side and at most \(maxPixels) pixels"))
        }
        return .success(ImageSize(width: Int(w), height: Int(h)))
    }

    /// Why an area makes no image.
    public struct Refusal: Error, Hashable, Sendable {
        public var text: String
    }

    /// A number as it was given: whole numbers without a fraction, others as Swift prints them.
    static func describe(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
