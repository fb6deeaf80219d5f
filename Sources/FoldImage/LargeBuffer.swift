#if canImport(Glibc)
import Glibc
#endif

/// Byte arrays for decoded images, made without zeroing and, when large, asked of the kernel in 2 MB
/// pages. The decoder writes every byte of them (see `PNGDecoder.decode`).
///
/// Why: on this project's machines (virtual machines whose page faults trap to the host) touching a
/// fresh 4 KB page costs about 3 µs, so a 4000×4000 image's three buffers (inflated rows and RGBA for
/// two images, 64 MB each) took about 60,000 faults, a third of `crease diff`'s time. In 2 MB pages
/// 16 MB is touched in about 2 ms instead of 15 (a C loop over fresh memory, six runs each). The
/// advice is only advice: where transparent huge pages are off it does nothing, and the buffer is an
/// ordinary array either way.
enum LargeBuffer {
    static let hugePage = 2 << 20
    /// Below this, the 4 KB pages cost less than splitting the heap's mapping for a huge page.
    static let adviseFrom = 4 << 20

    /// An array of `count` bytes whose contents are unspecified until the caller writes them all.
    static func uninitialised(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialised in
            adviseHugePages(buffer)
            initialised = count
        }
    }

    /// Marks the whole 2 MB pages inside `buffer` for transparent huge pages (madvise MADV_HUGEPAGE).
    /// Only memory the buffer owns is named: its start is rounded up and its end down to a 2 MB
    /// boundary, so a neighbouring allocation's pages are never advised.
    static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if canImport(Glibc)
        guard buffer.count >= adviseFrom, let base = buffer.baseAddress else { return }
        let start = (UInt(bitPattern: base) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
        let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
