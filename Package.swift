// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Crease",
    products: [
        .executable(name: "crease", targets: ["crease"]),
        .library(name: "CreaseKit", targets: ["CreaseKit"]),
        .library(name: "FoldSnapshot", targets: ["FoldSnapshot"]),
        .library(name: "FoldSnapshotTesting", targets: ["FoldSnapshotTesting"]),
    ],
    targets: [
        // Core: plain Swift, no C imports.
        .target(name: "CreaseInput"),
        .target(name: "HabitDomain", dependencies: ["CreaseInput"]),
        .target(name: "FoldLayout", dependencies: ["CreaseInput"]),
        .target(name: "FoldMotion", dependencies: ["FoldLayout"]),
        .target(name: "HabitScreens", dependencies: ["HabitDomain", "FoldLayout"]),

        // Rendering: the only modules that touch C.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .target(
            name: "FoldRender",
            dependencies: ["FoldLayout", "CPangoCairo", "CZlib", "CDeflate", "CreaseInput"],
            linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]
        ),
        .target(name: "FoldSnapshot", dependencies: ["FoldRender", "CreaseKit"]),
        // The Swift Testing assertion, apart so that the tool never links the test framework.
        .target(name: "FoldSnapshotTesting", dependencies: ["FoldSnapshot"]),

        // Tools: the pipeline facade and the command-line tool.
        .target(
            name: "CreaseKit",
            dependencies: ["HabitDomain", "FoldLayout", "FoldMotion", "HabitScreens", "FoldRender", "CreaseInput"]
        ),
        // glibc's malloc tuning (malloc.h), for the executable only.
        .systemLibrary(name: "CMalloc"),
        .executableTarget(name: "crease", dependencies: ["CreaseKit", "FoldSnapshot", "CMalloc"]),

        // Tests
        .target(name: "CreaseTestSupport", dependencies: ["CreaseKit"], path: "Tests/Support"),
        .testTarget(name: "HabitDomainTests", dependencies: ["HabitDomain", "CreaseTestSupport"]),
        .testTarget(name: "FoldLayoutTests", dependencies: ["FoldLayout", "CreaseTestSupport"]),
        .testTarget(name: "FoldMotionTests", dependencies: ["FoldMotion", "CreaseTestSupport"]),
        .testTarget(name: "HabitScreensTests", dependencies: ["HabitScreens", "CreaseTestSupport"]),
        .testTarget(name: "FoldRenderTests", dependencies: ["FoldRender", "CreaseTestSupport"], exclude: ["PngSuite"]),
        .testTarget(name: "FoldSnapshotTests", dependencies: ["FoldSnapshot", "FoldSnapshotTesting", "CreaseTestSupport"],
                    exclude: ["Conformance"]),
        .testTarget(name: "CreaseKitTests", dependencies: ["CreaseKit", "CreaseTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
