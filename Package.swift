// swift-tools-version: 6.0
// mapsim: a headless, deterministic simulator of a mobile map view's camera and gestures.
import PackageDescription

/// `MAPSIM_TEST_HOOKS` in debug builds only: the seams through which tests break the map
/// view on purpose (`MapViewFaults`), absent from the release product.
let testHooks: [SwiftSetting] = [.define("MAPSIM_TEST_HOOKS", .when(configuration: .debug))]

let package = Package(
    name: "mapsim",
    products: [
        // The embeddable math: nothing outside this package (a header of C's own math
        // functions, CMathSupport; its C world-point kernel, CMapMathKernels; and the C
        // library), Apache-2.0, safe to link anywhere.
        .library(name: "MapMath", targets: ["MapMath"]),
        .library(name: "CameraMotion", targets: ["CameraMotion"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "MapSimulation", targets: ["MapSimulation"]),
        // Trace files and replays, each module one job (docs/architecture.md); `Traces` is
        // the umbrella that re-exports them. None links GSL: all Apache-2.0.
        .library(name: "TraceJSON", targets: ["TraceJSON"]),
        .library(name: "TraceFormat", targets: ["TraceFormat"]),
        .library(name: "TraceImport", targets: ["TraceImport"]),
        .library(name: "Replays", targets: ["Replays"]),
        .library(name: "TraceComparison", targets: ["TraceComparison"]),
        .library(name: "TraceChecking", targets: ["TraceChecking"]),
        .library(name: "TraceExploration", targets: ["TraceExploration"]),
        .library(name: "ReplayPictures", targets: ["ReplayPictures"]),
        .library(name: "Traces", targets: ["Traces"]),
        // The C library of MapMath (mapmath.h; docs/c-api.md): libmapmath.so and
        // libmapmath-static.a. `make capi` builds them with the Swift runtime linked in.
        .library(name: "mapmath", type: .dynamic, targets: ["MapMathCABI"]),
        .library(name: "mapmath-static", type: .static, targets: ["MapMathCABI"]),
        .executable(name: "mapsim", targets: ["mapsim"]),
        // The README's MapMath example, printed as Examples/expected-output.txt.
        .executable(name: "mapmath-example", targets: ["mapmath-example"]),
    ],
    targets: [
        // The C library's `sincos`, which Swift's Glibc module leaves out (header only).
        .target(name: "CMathSupport"),
        // MapMath's batch world-point kernel in C, built for baseline x86-64, AVX2 and
        // AVX-512 and chosen at run time (docs/performance.md, "Processor baseline").
        .target(name: "CMapMathKernels"),
        .target(name: "MapMath", dependencies: ["CMathSupport", "CMapMathKernels"]),
        // The C interface of MapMath: the header (the contract) and its two plain-C
        // functions (error messages, version); MapMathCABI implements the rest with `@c`.
        .target(name: "CMapMath"),
        .target(name: "MapMathCABI", dependencies: ["CMapMath", "MapMath"]),
        // The README's snippet as a program: MapMath and Foundation only.
        .executableTarget(name: "mapmath-example", dependencies: ["MapMath"], path: "Examples/swift"),
        .target(name: "CameraMotion", dependencies: ["MapMath"]),
        .target(name: "Gestures", dependencies: ["MapMath"]),
        // Debug builds (the tests') compile the view's fault hooks (`MapViewFaults`); the
        // release product has none (docs/architecture.md, "Test hooks").
        .target(name: "MapSimulation", dependencies: ["Gestures", "CameraMotion", "MapMath"],
                swiftSettings: testHooks),
        .systemLibrary(
            name: "CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),
        // JSON parsing and writing; knows nothing of traces.
        .target(name: "TraceJSON"),
        // The trace file: model, decoder, encoder and their rules; profile files.
        .target(name: "TraceFormat", dependencies: ["TraceJSON", "MapSimulation", "Gestures", "CameraMotion", "MapMath"]),
        // Device recordings (evemu, getevent) into traces.
        .target(name: "TraceImport", dependencies: ["TraceFormat", "MapMath"]),
        // Replaying a trace: the runner, its reports, expectations and invariants.
        .target(name: "Replays", dependencies: ["TraceFormat", "TraceJSON", "MapSimulation", "Gestures", "MapMath"]),
        // Variants of one trace replayed side by side (`mapsim compare`).
        .target(name: "TraceComparison", dependencies: ["Replays", "TraceFormat", "TraceJSON", "MapSimulation", "Gestures", "MapMath"]),
        // The corpus checker, `check --update` and the CI report formats (JUnit, TAP, JSON lines).
        .target(name: "TraceChecking", dependencies: ["Replays", "TraceFormat", "TraceJSON", "MapSimulation", "Gestures", "MapMath"],
                swiftSettings: testHooks),
        // Perturbed replays, `mapsim explore` and the shrinker.
        .target(name: "TraceExploration", dependencies: ["TraceChecking", "Replays", "TraceFormat", "TraceJSON", "MapSimulation",
                                                         "Gestures", "MapMath"]),
        // SVG snapshots and the HTML viewer of a replay, the overlay of a comparison.
        .target(name: "ReplayPictures", dependencies: ["Replays", "TraceComparison", "TraceFormat", "TraceJSON", "MapSimulation",
                                                       "Gestures", "MapMath"]),
        // The umbrella: `import Traces` re-exports the eight modules above.
        .target(name: "Traces", dependencies: ["TraceJSON", "TraceFormat", "TraceImport", "Replays", "TraceComparison",
                                               "TraceChecking", "TraceExploration", "ReplayPictures"]),
        // GNU GSL wrappers (GPL): only the benchmarks and the tests link them.
        .target(name: "GSLSupport", dependencies: ["CGSL"]),
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
        // The seeded generator (SplitMix64) of the benchmarks and the tests: no
        // dependencies, Apache-2.0, in no product.
        .target(name: "SeededRandom"),
        .target(name: "Benchmarks", dependencies: ["Traces", "GSLSupport", "MapSimulation", "Gestures", "MapMath", "CGSL", "CReferenceKernels", "SeededRandom"], path: "Benchmarks"),
        // The command line's readers of numbers in text: whole decimal texts and lines of
        // number pairs (`project`, `unproject`).
        .target(name: "NumberInput", dependencies: ["TraceJSON"]),
        // The release tool's processor check, run before main (docs/performance.md,
        // "Processor baseline"); plain C, compiled for baseline x86-64.
        .target(name: "CPUBaseline"),
        .executableTarget(name: "mapsim", dependencies: ["Traces", "Benchmarks", "NumberInput", "GSLSupport", "CPUBaseline"]),

        // Fuzz targets (docs/fuzzing.md): one small executable per parser and the replay,
        // each linking only the module it exercises. The plain build (here, every
        // machine) replays input files; `make fuzz` builds them with
        // `-sanitize=fuzzer,address -DFUZZING` for libFuzzer. In no product.
        .target(name: "CFuzzerDriver", path: "Tests/Fuzz/CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"], path: "Tests/Fuzz/FuzzSupport"),
        .target(name: "FuzzTraceSupport", dependencies: ["FuzzSupport", "TraceFormat"], path: "Tests/Fuzz/FuzzTraceSupport"),
        .target(name: "FuzzImportSupport", dependencies: ["TraceImport", "TraceFormat"], path: "Tests/Fuzz/FuzzImportSupport"),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport", "TraceJSON"], path: "Tests/Fuzz/FuzzJSON"),
        .executableTarget(name: "FuzzTraceDecoder", dependencies: ["FuzzSupport", "FuzzTraceSupport", "TraceFormat", "TraceJSON"],
                          path: "Tests/Fuzz/FuzzTraceDecoder"),
        .executableTarget(name: "FuzzEvemu", dependencies: ["FuzzSupport", "FuzzTraceSupport", "FuzzImportSupport", "TraceImport", "TraceFormat"],
                          path: "Tests/Fuzz/FuzzEvemu"),
        .executableTarget(name: "FuzzGetevent", dependencies: ["FuzzSupport", "FuzzTraceSupport", "FuzzImportSupport", "TraceImport", "TraceFormat"],
                          path: "Tests/Fuzz/FuzzGetevent"),
        .executableTarget(name: "FuzzLibinput", dependencies: ["FuzzSupport", "FuzzTraceSupport", "FuzzImportSupport", "TraceImport", "TraceFormat"],
                          path: "Tests/Fuzz/FuzzLibinput"),
        .executableTarget(name: "FuzzWebDriver", dependencies: ["FuzzSupport", "FuzzTraceSupport", "FuzzImportSupport", "TraceImport", "TraceFormat"],
                          path: "Tests/Fuzz/FuzzWebDriver"),
        .executableTarget(name: "FuzzNumberInput", dependencies: ["FuzzSupport", "NumberInput"], path: "Tests/Fuzz/FuzzNumberInput"),
        .executableTarget(name: "FuzzReplay", dependencies: ["FuzzSupport", "FuzzTraceSupport", "Replays", "ReplayPictures", "TraceFormat", "MapSimulation"],
                          path: "Tests/Fuzz/FuzzReplay"),

        // Helpers shared by the test targets: the seeded generator (re-exported from
        // SeededRandom), allocation counting, scratch folders, headless Chromium, profile
        // documents (TraceJSON, CameraMotion).
        .target(name: "TestSupport", dependencies: ["AllocationCounter", "SeededRandom", "TraceJSON", "CameraMotion"], path: "Tests/TestSupport"),

        .testTarget(name: "MapMathTests", dependencies: ["MapMath", "TestSupport"]),
        .testTarget(name: "MapMathCABITests", dependencies: ["MapMathCABI", "CMapMath", "MapMath", "TestSupport"]),
        .testTarget(name: "CameraMotionTests", dependencies: ["CameraMotion", "CGSL", "TestSupport"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "CameraMotion", "CGSL", "TestSupport"]),
        .testTarget(name: "MapSimulationTests", dependencies: ["MapSimulation", "Gestures", "MapMath", "TestSupport", "SeededRandom"]),
        .testTarget(name: "TracesTests", dependencies: ["Traces", "TraceJSON", "TraceFormat", "TraceImport", "Replays", "ReplayPictures",
                                                        "TraceChecking", "GSLSupport", "MapSimulation", "Gestures", "CameraMotion",
                                                        "MapMath", "CGSL", "TestSupport"]),
        .testTarget(name: "TraceComparisonTests", dependencies: ["TraceComparison", "Replays", "ReplayPictures", "TraceFormat",
                                                                 "MapSimulation", "Gestures", "MapMath", "TestSupport"]),
        .testTarget(name: "TraceCheckingTests", dependencies: ["TraceChecking", "Replays", "ReplayPictures", "TraceImport",
                                                               "TraceFormat", "TraceJSON", "MapSimulation", "Gestures",
                                                               "CameraMotion", "MapMath", "TestSupport"]),
        .testTarget(name: "TraceExplorationTests", dependencies: ["TraceExploration", "TraceChecking", "Replays", "TraceFormat",
                                                                  "GSLSupport", "MapSimulation", "Gestures", "MapMath", "TestSupport"]),
        .testTarget(name: "TraceJSONTests", dependencies: ["TraceJSON", "TestSupport"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "TestSupport"]),
        .testTarget(name: "NumberInputTests", dependencies: ["NumberInput", "TestSupport"]),
        // Every corpus and regression input through its fuzz target's check, in-process.
        .testTarget(name: "FuzzTests", dependencies: ["FuzzSupport", "FuzzJSON", "FuzzTraceDecoder", "FuzzEvemu", "FuzzGetevent",
                                                      "FuzzLibinput", "FuzzWebDriver", "FuzzNumberInput", "FuzzReplay", "Replays", "TestSupport"]),
        .testTarget(name: "mapsimTests", dependencies: ["mapsim", "MapMath", "Traces", "TestSupport", "CPUBaseline"]),
    ],
    swiftLanguageModes: [.v6]
)
