// The README's one import: a test that writes `import FoldSnapshotTesting` can name every type in
// `assertSnapshot`'s signatures — `Tolerance(maxDiffPixels: 50)`, `RecordMode`, `Posture`,
// `ContentSize`, `Appearance`, `PixelBuffer`, `SnapshotCase`, `StateKey` — without importing the modules that
// declare them.
@_exported import CreaseKit
@_exported import FoldImage
@_exported import FoldLayout
@_exported import FoldSnapshot
