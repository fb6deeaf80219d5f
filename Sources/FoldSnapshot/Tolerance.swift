import CreaseInput
import Foundation

/// How different an image may be from its reference and still pass (T3).
///
/// Renders are deterministic, so the default is exact: every changed pixel counts and none may
/// change. pixelmatch's perceptual threshold and its anti-aliasing detection are opt-in, and so
/// are the limits on how many pixels (or what share of them) may differ; either limit works alone.
public struct Tolerance: Hashable, Sendable, Codable, CustomStringConvertible {
    /// pixelmatch's colour threshold, 0…1: a pixel counts when its YIQ distance exceeds
    /// `35215 · threshold²`. 0 counts every visible change.
    public var threshold: Double
    /// Skip the pixels pixelmatch's anti-aliasing detection flags.
    public var ignoresAntialiasing: Bool
    /// Pass when at most this many pixels differ.
    public var maxDiffPixels: Int?
    /// Pass when at most this share (0…1) of the pixels differs.
    public var maxDiffRatio: Double?

    public init(threshold: Double = 0, ignoresAntialiasing: Bool = false, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold
        self.ignoresAntialiasing = ignoresAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Every changed pixel counts, and none may change: the default.
    public static let exact = Tolerance()

    /// pixelmatch's own defaults (threshold 0.1, anti-aliased pixels ignored), with optional limits.
    public static func perceptual(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) -> Tolerance {
        Tolerance(threshold: threshold, ignoresAntialiasing: true, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    /// The comparison that counts pixels under this tolerance.
    public var comparison: ImageComparison {
        var options = ImageComparison.Options()
        options.threshold = threshold
        options.includeAA = !ignoresAntialiasing
        return ImageComparison(options: options)
    }

    /// `nil` when `mismatched` of `total` pixels is within the limits; otherwise a sentence that names
    /// the limit broken ("108 pixels differ; the limit is 0").
    public func violation(mismatched: Int, total: Int) -> String? {
        let ratio = total == 0 ? 0 : Double(mismatched) / Double(total)
        let share = Self.percent(ratio)
        if maxDiffPixels == nil && maxDiffRatio == nil {
            return mismatched == 0 ? nil : "\(Self.pixels(mismatched)) differ (\(share) of \(total)); the limit is 0"
        }
        if let limit = maxDiffPixels, mismatched > limit {
            return "\(Self.pixels(mismatched)) differ (\(share) of \(total)); the limit is \(limit) (maxDiffPixels)"
        }
        if let limit = maxDiffRatio, ratio > limit {
            return "\(Self.pixels(mismatched)) differ (\(share) of \(total)); the limit is \(Self.percent(limit)) (maxDiffRatio \(limit))"
        }
        return nil
    }

    static func pixels(_ n: Int) -> String { n == 1 ? "1 pixel" : "\(n) pixels" }

    static func percent(_ ratio: Double) -> String {
        let p = ratio * 100
        if p == 0 { return "0%" }
        return p >= 0.01 ? String(format: "%.2f%%", p) : String(format: "%.4f%%", p)
    }

    public var description: String {
        var parts = [threshold == 0 ? "exact colours" : "threshold \(threshold)"]
        if ignoresAntialiasing { parts.append("anti-aliasing ignored") }
        if let maxDiffPixels { parts.append("up to \(Self.pixels(maxDiffPixels))") }
        if let maxDiffRatio { parts.append("up to \(Self.percent(maxDiffRatio))") }
        if maxDiffPixels == nil && maxDiffRatio == nil { parts.append("no pixel may differ") }
        return parts.joined(separator: ", ")
    }

    /// Checks the ranges: a threshold and a ratio of 0…1, a pixel count of 0 or more.
    public func validate(field: String = "tolerance") throws(InputError) {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw InputError(file: "", field: field + ".threshold", message: "must be a number from 0 to 1 (got \(threshold))")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw InputError(file: "", field: field + ".maxDiffPixels", message: "must be 0 or more (got \(maxDiffPixels))")
        }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw InputError(file: "", field: field + ".maxDiffRatio", message: "must be a number from 0 to 1 (got \(maxDiffRatio))")
        }
    }

    enum CodingKeys: String, CodingKey { case threshold, ignoreAntialiasing, maxDiffPixels, maxDiffRatio }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        threshold = try c.decodeIfPresent(Double.self, forKey: .threshold) ?? 0
        ignoresAntialiasing = try c.decodeIfPresent(Bool.self, forKey: .ignoreAntialiasing) ?? false
        maxDiffPixels = try c.decodeIfPresent(Int.self, forKey: .maxDiffPixels)
        maxDiffRatio = try c.decodeIfPresent(Double.self, forKey: .maxDiffRatio)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if threshold != 0 { try c.encode(threshold, forKey: .threshold) }
        if ignoresAntialiasing { try c.encode(true, forKey: .ignoreAntialiasing) }
        try c.encodeIfPresent(maxDiffPixels, forKey: .maxDiffPixels)
        try c.encodeIfPresent(maxDiffRatio, forKey: .maxDiffRatio)
    }
}
