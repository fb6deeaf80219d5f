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
        // The one seeded random generator.
        .target(name: "CreaseRandom"),
        .target(name: "CreaseIO", dependencies: ["CreaseInput"]),
        .target(name: "HabitDomain", dependencies: ["CreaseInput", "CreaseIO", "CreaseRandom"]),
        .target(name: "FoldLayout", dependencies: ["CreaseInput"]),
        .target(name: "FoldMotion", dependencies: ["FoldLayout", "CreaseInput", "CreaseRandom"]),
        .target(name: "HabitScreens", dependencies: ["HabitDomain", "FoldLayout", "CreaseInput"]),
        // Loads devices, gestures, scenarios and datasets; the bundled devices and gestures travel with it.
        .target(
            name: "CreaseFixtures",
            dependencies: ["CreaseInput", "FoldLayout", "FoldMotion", "HabitDomain", "HabitScreens"],
            resources: [.copy("Bundled")]
        ),

        // Rendering: the only modules that touch C.
        // Cairo, Pango and fontconfig, opened on first use (not linked): see Sources/CPangoCairo.
        .target(name: "CPangoCairo", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
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
        // libhyphen has no pkg-config file: the module map links it by name.
        .systemLibrary(
            name: "CHyphen",
            providers: [.apt(["libhyphen-dev", "hyphen-en-us", "hyphen-en-gb", "hyphen-de", "hyphen-fr"])]
        ),
        // Pixels and PNG: buffers, decoding, encoding, APNG. No font library, no Cairo.
        .target(name: "FoldImage", dependencies: ["CZlib", "CDeflate", "CreaseIO"]),
        .target(
            name: "FoldRender",
            dependencies: ["FoldImage", "FoldLayout", "CPangoCairo", "CZlib", "CDeflate", "CHyphen", "CreaseInput", "CreaseIO"]
        ),
        // Images only: comparison, references, record modes, the report. It knows no screen.
        .target(name: "FoldSnapshot", dependencies: ["FoldImage", "CreaseIO", "CreaseInput"], resources: [.copy("Resources/report.html")]),
        // The command-line library (commands, options, arguments, help) and the commands that need no
        // renderer: `crease diff`.
        .target(name: "CreaseCommandLine", dependencies: ["CreaseInput", "CreaseIO", "FoldImage", "FoldSnapshot"]),

        // Tools: the pipeline, the suites, export, lint, simulation, benchmarks and the command line.
        .target(
            name: "CreaseKit",
            dependencies: ["HabitDomain", "FoldLayout", "FoldMotion", "HabitScreens", "FoldImage", "FoldRender", "FoldSnapshot", "CreaseCommandLine",
                           "CreaseInput", "CreaseIO", "CreaseFixtures", "CreaseRandom"],
            resources: [.copy("Resources/export-index.html"), .copy("Resources/explorer.html")]
        ),
        // The test assertion (Swift Testing and XCTest), apart so that the tool never links a test framework.
        .target(name: "FoldSnapshotTesting", dependencies: ["FoldSnapshot", "CreaseKit", "FoldImage", "FoldLayout", "FoldRender"]),
        // glibc's malloc tuning (malloc.h), for the executable only.
        .systemLibrary(name: "CMalloc"),
        .executableTarget(name: "crease", dependencies: ["CreaseKit", "CMalloc"]),

        // Tests
        .target(name: "CreaseTestSupport", dependencies: ["CreaseFixtures"], path: "Tests/Support"),
        .target(name: "CreaseToolTestSupport", dependencies: ["CreaseKit", "CreaseCommandLine", "CreaseTestSupport", "FoldLayout", "HabitScreens"], path: "Tests/ToolSupport"),
        .testTarget(name: "HabitDomainTests", dependencies: ["HabitDomain", "CreaseRandom", "CreaseTestSupport"]),
        .testTarget(name: "FoldLayoutTests", dependencies: ["FoldLayout", "CreaseRandom", "CreaseTestSupport"], exclude: ["LayoutFixtures"]),
        .testTarget(name: "FoldMotionTests", dependencies: ["FoldMotion", "CreaseRandom", "CreaseTestSupport"]),
        .testTarget(name: "HabitScreensTests", dependencies: ["HabitScreens", "CreaseTestSupport"]),
        .testTarget(name: "FoldImageTests", dependencies: ["FoldImage", "CreaseIO", "CDeflate", "CreaseTestSupport"]),
        .testTarget(name: "FoldRenderTests", dependencies: ["FoldRender", "FoldImage", "CreaseIO", "CreaseTestSupport"]),
        .testTarget(name: "FoldSnapshotTests", dependencies: ["FoldSnapshot", "FoldImage", "FoldSnapshotTesting", "CreaseRandom", "CreaseToolTestSupport"]),
        .testTarget(name: "CreaseKitTests", dependencies: ["CreaseKit", "CreaseCommandLine", "FoldImage", "CreaseIO", "CreaseInput", "CreaseRandom", "CreaseToolTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
