import CPangoCairo

/// One shaped Pango layout, holding one reference of its own, which its `deinit` gives back.
///
/// The engine's cache holds these, and so does whoever measures or draws with one (inside
/// `withExtendedLifetime`, so the optimiser cannot end the holder's use early). Emptying the cache
/// while a text is drawn then frees nothing in use: drawing a line-limited text shapes its last line
/// on its own, and when that filled the cache the layout being drawn was unreferenced under it
/// (found as a heap corruption in `SnapshotStoreTests.dimOverlay` once the cache crossed its limit
/// at that moment).
final class ShapedLayout {
    let pointer: OpaquePointer

    /// Takes over the reference `pango_layout_new` gave.
    init(taking pointer: OpaquePointer) { self.pointer = pointer }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
