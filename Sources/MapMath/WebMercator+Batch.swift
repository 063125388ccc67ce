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
    /// time with our own vectorisable sin (Taylor series through x¹⁹) and log
    /// (exponent split plus the atanh series) in place of libm, which Swift cannot
    /// vectorise. Error bound: |Δy| ≤ 1e-12 of the world width (2.56e-10 world units)
    /// against `worldPoint(for:)` over the whole latitude range; tested on a dense sweep of
    /// ±85.0511287798066° and random points; the largest difference measured is about
    /// 1.2e-12 world units (5e-15 of the world width), near the poles. Elements past the last full group of eight take the same
    /// SIMD path (padded lanes are discarded), so every element gets the same accuracy.
    public static func worldPoints(for coordinates: UnsafeBufferPointer<Coordinate>,
                                   into output: UnsafeMutableBufferPointer<WorldPoint>) {
        precondition(output.count >= coordinates.count,
                     "worldPoints(for:into:): output holds \(output.count) points, need \(coordinates.count)")
        let count = coordinates.count
        guard count > 0, let source = coordinates.baseAddress, let destination = output.baseAddress else { return }
        var i = 0
        while i + 8 <= count {
            let c = source + i
            let latitude = SIMD8<Double>(c[0].latitude, c[1].latitude, c[2].latitude, c[3].latitude,
                                         c[4].latitude, c[5].latitude, c[6].latitude, c[7].latitude)
            let longitude = SIMD8<Double>(c[0].longitude, c[1].longitude, c[2].longitude, c[3].longitude,
                                          c[4].longitude, c[5].longitude, c[6].longitude, c[7].longitude)
            let (x, y) = worldPointLanes(latitude: latitude, longitude: longitude)
            let o = destination + i
            o[0] = WorldPoint(x: x[0], y: y[0]); o[1] = WorldPoint(x: x[1], y: y[1])
            o[2] = WorldPoint(x: x[2], y: y[2]); o[3] = WorldPoint(x: x[3], y: y[3])
            o[4] = WorldPoint(x: x[4], y: y[4]); o[5] = WorldPoint(x: x[5], y: y[5])
            o[6] = WorldPoint(x: x[6], y: y[6]); o[7] = WorldPoint(x: x[7], y: y[7])
            i += 8
        }
        let remaining = count - i
        guard remaining > 0 else { return }
        var latitude = SIMD8<Double>(repeating: 0), longitude = SIMD8<Double>(repeating: 0)
        for lane in 0..<remaining {
            latitude[lane] = source[i + lane].latitude
            longitude[lane] = source[i + lane].longitude
        }
        let (x, y) = worldPointLanes(latitude: latitude, longitude: longitude)
        for lane in 0..<remaining {
            destination[i + lane] = WorldPoint(x: x[lane], y: y[lane])
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

    /// The forward projection of eight coordinates in world units: the scalar formula with
    /// `BatchMath.sin` and `BatchMath.log`.
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
        let q = (1 + s) / (1 - s)
        let y = (0.5 - BatchMath.log(q) / (4 * Double.pi)) * size
        // BatchMath.log maps NaN to a finite value; restore NaN where latitude was NaN.
        return (x, y.replacing(with: .nan, where: latitude .!= latitude))
    }
}
