internal import CMapMathKernels

extension WebMercator {
    /// Coordinates handled per SIMD step by `worldPoints(for:into:)`: 16 (our choice: two
    /// AVX-512, four AVX or eight SSE registers of Doubles per operand).
    public static let batchLaneCount = 16

    /// World points (zoom-0 units) of many coordinates at once, written to `output`,
    /// which must hold at least `coordinates.count` elements. Allocates nothing.
    ///
    /// The same model as `worldPoint(for:)`: latitude clamped to ±`maxLatitude` first,
    /// longitude used as given, NaN in gives NaN out. x is computed with the scalar
    /// formula's exact operations, so it is bit-identical. y is computed sixteen lanes at a
    /// time with our own vectorisable sin (Taylor series through x¹⁹) and
    /// ln((1 + s)/(1 − s)) (the ratio split into a power of two and a part near 1 by
    /// operations on its bits, then the atanh series) in place of libm, which Swift
    /// cannot vectorise.
    ///
    /// The kernel is C (CMapMathKernels), built for baseline x86-64, x86-64-v3 (AVX2)
    /// and x86-64-v4 (AVX-512), and runs the widest this processor has
    /// (`worldPointsInstructionSet`); its operations are `worldPointLanes`'s in the same
    /// order with no fused multiply-add, so every level and the Swift lanes give the same
    /// bits (tested).
    ///
    /// Error bound: |Δy| ≤ 1e-12 of the world width (2.56e-10 world units) against
    /// `worldPoint(for:)` over the whole latitude range, tested on a dense sweep of
    /// ±85.0511287798066° and on random points; the largest difference measured is about
    /// 1.2e-12 world units (5e-15 of the world width), near the poles. Elements past the
    /// last full step take the same SIMD path (padded lanes are discarded), so every
    /// element gets the same accuracy, and the same bits wherever it is in the array.
    public static func worldPoints(for coordinates: UnsafeBufferPointer<Coordinate>,
                                   into output: UnsafeMutableBufferPointer<WorldPoint>) {
        precondition(output.count >= coordinates.count,
                     "worldPoints(for:into:): output holds \(output.count) points, need \(coordinates.count)")
        guard coordinates.count > 0, let source = coordinates.baseAddress, let destination = output.baseAddress
        else { return }
        if Self.hasPairLayout {
            mmk_world_points(UnsafeRawPointer(source), UnsafeMutableRawPointer(destination), coordinates.count)
        } else {
            worldPointsInSwift(for: coordinates, into: output)
        }
    }

    /// The instruction set `worldPoints(for:into:)` runs on this processor, chosen once
    /// at the first call: `"x86-64-v4 (AVX-512)"`, `"x86-64-v3 (AVX2)"` or `"baseline"`
    /// (SSE2 on x86-64; the compiler's vectors elsewhere, NEON on arm64).
    public static var worldPointsInstructionSet: String {
        instructionSetName(level: mmk_world_points_level())
    }

    /// `worldPointsInstructionSet` as the x86-64 microarchitecture level's number: 4, 3,
    /// or 1 for the baseline (every processor that is not x86-64 too).
    public static var worldPointsInstructionSetLevel: Int {
        Int(mmk_world_points_level())
    }

    /// The name `worldPointsInstructionSet` gives a CMapMathKernels level.
    static func instructionSetName(level: Int32) -> String {
        switch Int(level) {
        case Int(MMK_LEVEL_V4): "x86-64-v4 (AVX-512)"
        case Int(MMK_LEVEL_V3): "x86-64-v3 (AVX2)"
        default: "baseline"
        }
    }

    /// `worldPoints(for:into:)` at one CMapMathKernels level (`MMK_LEVEL_*`), whatever
    /// the processor's best; false, writing nothing, when this processor lacks it. For
    /// tests that every level gives the same bits.
    static func worldPoints(for coordinates: UnsafeBufferPointer<Coordinate>,
                            into output: UnsafeMutableBufferPointer<WorldPoint>, level: Int32) -> Bool {
        precondition(hasPairLayout && output.count >= coordinates.count)
        guard coordinates.count > 0, let source = coordinates.baseAddress, let destination = output.baseAddress
        else { return true }
        return mmk_world_points_at_level(level, UnsafeRawPointer(source), UnsafeMutableRawPointer(destination),
                                         coordinates.count) != 0
    }

    /// The kernel in Swift, `worldPointLanes` eight coordinates at a time (the last group
    /// padded with zeros): what `worldPoints(for:into:)` runs were `Coordinate` and
    /// `WorldPoint` not packed pairs of Doubles, and what the tests compare the C kernel
    /// with.
    static func worldPointsInSwift(for coordinates: UnsafeBufferPointer<Coordinate>,
                                   into output: UnsafeMutableBufferPointer<WorldPoint>) {
        let count = coordinates.count
        var i = 0
        while i < count {
            let lanes = min(8, count - i)
            var latitude = SIMD8<Double>(repeating: 0), longitude = SIMD8<Double>(repeating: 0)
            for lane in 0..<lanes {
                latitude[lane] = coordinates[i + lane].latitude
                longitude[lane] = coordinates[i + lane].longitude
            }
            let (x, y) = worldPointLanes(latitude: latitude, longitude: longitude)
            for lane in 0..<lanes {
                output[i + lane] = WorldPoint(x: x[lane], y: y[lane])
            }
            i += lanes
        }
    }

    /// World points (zoom-0 units) of `coordinates`, in order; the array form of
    /// `worldPoints(for:into:)`, with the same accuracy. Allocates the result only.
    public static func worldPoints(for coordinates: [Coordinate]) -> [WorldPoint] {
        [WorldPoint](unsafeUninitializedCapacity: coordinates.count) { buffer, initializedCount in
            coordinates.withUnsafeBufferPointer { source in
                worldPoints(for: source, into: buffer)
            }
            initializedCount = coordinates.count
        }
    }

    /// Whether `Coordinate` and `WorldPoint` are laid out as two packed Doubles (latitude
    /// or x first), the layout the C kernel reads and writes. True for Swift's struct
    /// layout; checked once rather than assumed.
    static let hasPairLayout: Bool =
        MemoryLayout<Coordinate>.stride == 16 && MemoryLayout<Coordinate>.offset(of: \.latitude) == 0
            && MemoryLayout<Coordinate>.offset(of: \.longitude) == 8
            && MemoryLayout<WorldPoint>.stride == 16 && MemoryLayout<WorldPoint>.offset(of: \.x) == 0
            && MemoryLayout<WorldPoint>.offset(of: \.y) == 8

    /// The forward projection of eight coordinates in world units: the scalar formula with
    /// `BatchMath.sin` and `BatchMath.logOfRatio`.
    @inline(__always)
    static func worldPointLanes(latitude: SIMD8<Double>, longitude: SIMD8<Double>)
        -> (x: SIMD8<Double>, y: SIMD8<Double>) {
        // Literal copies of tileSize and maxLatitude: reading the static lets in the loop
        // would go through their lazy-initialisation accessors.
        let size: Double = 256
        let limit: Double = 85.0511287798066
        let x = (longitude + 180) * (size / 360)
        // Comparisons with NaN are false, so NaN lanes pass through the clamp as NaN,
        // like Swift's min/max in the scalar path.
        var clamped = latitude.replacing(with: -limit, where: latitude .< -limit)
        clamped = clamped.replacing(with: limit, where: clamped .> limit)
        let s = BatchMath.sin(clamped * (Double.pi / 180))
        // A multiply by the constant 1/(4π), not a divide (LLVM keeps a divide by an inexact
        // constant as a divide): one rounding more, far inside the error bound.
        let y = (0.5 - BatchMath.logOfRatio(s) * (1 / (4 * Double.pi))) * size
        return (x, y)
    }
}
