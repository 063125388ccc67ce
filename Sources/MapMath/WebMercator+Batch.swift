extension WebMercator {
    /// Coordinates handled per SIMD step by `worldPoints(for:into:)`: 8 (our choice: two
    /// AVX or four SSE registers of Doubles per operand).
    public static let batchLaneCount = 8

    /// World points (zoom-0 units) of many coordinates at once, written to `output`,
    /// which must hold at least `coordinates.count` elements. Allocates nothing.
    ///
    /// The same model as `worldPoint(for:)`: latitude clamped to ±`maxLatitude` first,
    /// longitude used as given, NaN in gives NaN out. x is computed with the scalar
    /// formula's exact operations, so it is bit-identical. y is computed eight lanes at a
    /// time with our own vectorisable sin (Taylor series through x¹⁹) and
    /// ln((1 + s)/(1 − s)) (the ratio split into a power of two and a part near 1 by
    /// operations on its bits, then the atanh series) in place of libm, which Swift
    /// cannot vectorise.
    ///
    /// Error bound: |Δy| ≤ 1e-12 of the world width (2.56e-10 world units) against
    /// `worldPoint(for:)` over the whole latitude range, tested on a dense sweep of
    /// ±85.0511287798066° and on random points; the largest difference measured is about
    /// 1.2e-12 world units (5e-15 of the world width), near the poles. Elements past the
    /// last full group of eight take the same SIMD path (padded lanes are discarded), so
    /// every element gets the same accuracy.
    public static func worldPoints(for coordinates: UnsafeBufferPointer<Coordinate>,
                                   into output: UnsafeMutableBufferPointer<WorldPoint>) {
        precondition(output.count >= coordinates.count,
                     "worldPoints(for:into:): output holds \(output.count) points, need \(coordinates.count)")
        let count = coordinates.count
        guard count > 0, let source = coordinates.baseAddress, let destination = output.baseAddress else { return }
        var i = 0
        if Self.hasPairLayout {
            // Whole-vector loads and stores: with per-lane ones, LLVM scalarises the kernel.
            while i + 8 <= count {
                let c = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<Double>.self)
                let latitude = SIMD8<Double>(c[0], c[2], c[4], c[6], c[8], c[10], c[12], c[14])
                let longitude = SIMD8<Double>(c[1], c[3], c[5], c[7], c[9], c[11], c[13], c[15])
                let (x, y) = worldPointLanes(latitude: latitude, longitude: longitude)
                let interleaved = SIMD16<Double>(x[0], y[0], x[1], y[1], x[2], y[2], x[3], y[3],
                                                 x[4], y[4], x[5], y[5], x[6], y[6], x[7], y[7])
                UnsafeMutableRawPointer(destination + i).storeBytes(of: interleaved, as: SIMD16<Double>.self)
                i += 8
            }
        }
        // The tail (and everything, were the layout not packed): up to eight coordinates at
        // a time through the same SIMD path, padded with zeros (discarded).
        while i < count {
            let lanes = min(8, count - i)
            var latitude = SIMD8<Double>(repeating: 0), longitude = SIMD8<Double>(repeating: 0)
            for lane in 0..<lanes {
                latitude[lane] = source[i + lane].latitude
                longitude[lane] = source[i + lane].longitude
            }
            let (x, y) = worldPointLanes(latitude: latitude, longitude: longitude)
            for lane in 0..<lanes {
                destination[i + lane] = WorldPoint(x: x[lane], y: y[lane])
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
    /// or x first), so that eight of them load and store as one `SIMD16<Double>`. True for
    /// Swift's struct layout; checked once rather than assumed.
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
