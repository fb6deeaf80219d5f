import CDeflate
import Foundation

/// A file's fingerprint for telling two versions of it apart: its CRC-32 and its length, written
/// `crc32:1a2b3c4d:123456`. Not a defence against someone forging a file — a record that a reference,
/// an actual image or a font file is still the one it was (T11, T13).
public enum Checksum {
    public static func of(_ data: Data) -> String {
        let crc = data.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        return "crc32:" + String(format: "%08x", crc) + ":\(data.count)"
    }

    /// The file's checksum, or nil when it cannot be read.
    public static func of(file url: URL) -> String? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        return of(data)
    }
}
