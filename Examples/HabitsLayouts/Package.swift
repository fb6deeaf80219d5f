// swift-tools-version:6.0
import PackageDescription

// A package that snapshot-tests its own Habits layouts with Crease, as a user's package would.
// `name: "Crease"` lets the products be named `package: "Crease"` whatever the clone's folder is called.
let package = Package(
    name: "HabitsLayouts",
    dependencies: [.package(name: "Crease", path: "../..")],
    targets: [
        .testTarget(name: "HabitsLayoutTests", dependencies: [
            .product(name: "FoldSnapshotTesting", package: "Crease"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
