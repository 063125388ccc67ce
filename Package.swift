// swift-tools-version: 6.0
// mapsim: a headless, deterministic simulator of a mobile map view's camera and gestures.
import PackageDescription

let package = Package(
    name: "mapsim",
    products: [
        // The embeddable math: no dependencies, Apache-2.0, safe to link anywhere.
        .library(name: "MapMath", targets: ["MapMath"]),
        .library(name: "CameraMotion", targets: ["CameraMotion"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "MapSimulation", targets: ["MapSimulation"]),
        .library(name: "Traces", targets: ["Traces"]),
        .executable(name: "mapsim", targets: ["mapsim"]),
    ],
    targets: [
        .target(name: "MapMath"),
        .target(name: "CameraMotion", dependencies: ["MapMath"]),
        .target(name: "Gestures", dependencies: ["MapMath"]),
        .target(name: "MapSimulation", dependencies: ["Gestures", "CameraMotion", "MapMath"]),
        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),
        .target(name: "Traces", dependencies: ["MapSimulation", "Gestures", "CameraMotion", "MapMath", "CGSL"]),
        // Plain-C reference kernels that `mapsim bench` compares the Swift kernels with,
        // built as the performance goals say: -O3 -march=native -ffast-math, with clang's
        // vectorised libm (glibc's libmvec, pulled in through libm).
        .target(
            name: "CReferenceKernels",
            cSettings: [.unsafeFlags(["-O3", "-march=native", "-ffast-math", "-fveclib=libmvec"])],
            linkerSettings: [.linkedLibrary("m")]
        ),
        // Test-only: interposes malloc and friends (Linux, glibc) to count allocations in
        // steady-state paths; linked only into the test executable, never into a product.
        .target(name: "AllocationCounter"),
        .target(name: "Benchmarks", dependencies: ["Traces", "MapSimulation", "Gestures", "MapMath", "CGSL", "CReferenceKernels"], path: "Benchmarks"),
        .executableTarget(name: "mapsim", dependencies: ["Traces", "Benchmarks"]),

        // Helpers shared by the test targets: the seeded generator, allocation counting.
        .target(name: "TestSupport", dependencies: ["AllocationCounter"], path: "Tests/TestSupport"),

        .testTarget(name: "MapMathTests", dependencies: ["MapMath", "TestSupport"]),
        .testTarget(name: "CameraMotionTests", dependencies: ["CameraMotion", "CGSL", "TestSupport"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "CGSL", "TestSupport"]),
        .testTarget(name: "MapSimulationTests", dependencies: ["MapSimulation", "TestSupport"]),
        .testTarget(name: "TracesTests", dependencies: ["Traces", "MapSimulation", "Gestures", "MapMath", "CGSL", "TestSupport"]),
        .testTarget(name: "mapsimTests", dependencies: ["mapsim", "MapMath", "Traces", "Benchmarks", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
