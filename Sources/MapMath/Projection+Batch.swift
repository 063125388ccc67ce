extension Projection {
    /// The largest error of the batch forms (`points(for:into:)`,
    /// `points(latitudes:longitudes:intoX:y:)`) in the world y of a ground point, in world
    /// units (zoom 0): 4e-12 (our choice: about 3× the largest error measured, so that
    /// `ProjectionBatchTests` fails when the kernel gets 10× worse).
    public static let batchWorldError: Double = 4e-12

    /// The batch forms' error bound against `point(for:)` for `coordinate`, in view
    /// points, in each of x and y; nil where `point(for:)` is nil.
    ///
    /// Only the world y differs: x and the camera model are the scalar form's operations
    /// on eight lanes. An error δ in the world y moves the view point by at most
    /// δ·2^zoom·k·(1 + r·sin τ/D) (the derivative of the model in the type's doc comment),
    /// where k = D/depth is the point's magnification and r its larger distance from the
    /// padded centre along x or y, points; the lanes' own rounding adds at most
    /// 8ε·(|c| + r)·(1 + k), with ε the Double epsilon and |c| the larger coordinate of the
    /// centre. Neither a relative nor an absolute bound in points holds everywhere: near
    /// the target the error is absolute (a relative one grows without limit), and next to
    /// the plane of the camera (depth → 0, k → ∞) the projection magnifies any error
    /// without limit, so the bound is stated in this form. Tested on 10⁷ seeded points.
    public func batchErrorBound(for coordinate: Coordinate) -> Double? {
        batchErrorTerms(for: coordinate).map { $0.propagated + $0.rounding }
    }

    /// The two terms of `batchErrorBound(for:)`: the world error's and the rounding's.
    func batchErrorTerms(for coordinate: Coordinate) -> (propagated: Double, rounding: Double)? {
        let world = WebMercator.worldPoint(for: coordinate)
        let dx = WebMercator.nearestCopyOffset(world.x - targetWorld.x) * scale
        let dy = (world.y - targetWorld.y) * scale
        let u = dx * cosBearing + dy * sinBearing
        let v = -dx * sinBearing + dy * cosBearing
        let depth = distance - v * sinTilt
        guard depth > 0, u.isFinite, v.isFinite else { return nil }
        let k = distance / depth
        let reach = max(abs(k * u), abs(k * v * cosTilt))
        let propagated = Self.batchWorldError * scale * k * (1 + reach * sinTilt / distance)
        let rounding = 8 * Double.ulpOfOne * (max(abs(center.x), abs(center.y)) + reach) * (1 + k)
        return (propagated, rounding)
    }

    /// View points of many coordinates at once, written to `output` (at least
    /// `coordinates.count` elements): `point(for:)` on eight lanes at a time, NaN, NaN
    /// where that is nil and for a coordinate that is not finite. Allocates nothing.
    ///
    /// Not bit-identical to `point(for:)`: the world y comes from
    /// `WebMercator.worldPoints(for:into:)`'s polynomial sin and logarithm; the error is
    /// within `batchErrorBound(for:)` (tested on 10⁷ seeded points, the horizon and the
    /// antimeridian included). A point within that error of the plane of the camera may
    /// be NaN in one form and not the other.
    public func points(for coordinates: UnsafeBufferPointer<Coordinate>,
                       into output: UnsafeMutableBufferPointer<ScreenPoint>) {
        precondition(output.count >= coordinates.count,
                     "Projection.points(for:into:): output holds \(output.count) points, need \(coordinates.count)")
        let count = coordinates.count
        guard count > 0, let source = coordinates.baseAddress, let destination = output.baseAddress else { return }
        let lanes = BatchLanes(self)
        var i = 0
        if Self.hasPairLayout {
            // Whole-vector loads and stores: with per-lane ones, LLVM scalarises the kernel.
            while i + 8 <= count {
                let c = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<Double>.self)
                let latitude = SIMD8<Double>(c[0], c[2], c[4], c[6], c[8], c[10], c[12], c[14])
                let longitude = SIMD8<Double>(c[1], c[3], c[5], c[7], c[9], c[11], c[13], c[15])
                let (x, y) = lanes.project(latitude: latitude, longitude: longitude)
                let interleaved = SIMD16<Double>(x[0], y[0], x[1], y[1], x[2], y[2], x[3], y[3],
                                                 x[4], y[4], x[5], y[5], x[6], y[6], x[7], y[7])
                UnsafeMutableRawPointer(destination + i).storeBytes(of: interleaved, as: SIMD16<Double>.self)
                i += 8
            }
        }
        // The tail (and everything, were the layout not packed): padded lanes, discarded.
        while i < count {
            let n = min(8, count - i)
            var latitude = SIMD8<Double>(repeating: 0), longitude = SIMD8<Double>(repeating: 0)
            for lane in 0..<n {
                latitude[lane] = source[i + lane].latitude
                longitude[lane] = source[i + lane].longitude
            }
            let (x, y) = lanes.project(latitude: latitude, longitude: longitude)
            for lane in 0..<n { destination[i + lane] = ScreenPoint(x: x[lane], y: y[lane]) }
            i += n
        }
    }

    /// The column form of `points(for:into:)`: latitudes and longitudes (degrees) in two
    /// columns of equal length, view points out into `screenX` and `screenY` (each at
    /// least as long). The same values, bit for bit, as `points(for:into:)`. Allocates
    /// nothing.
    public func points(latitudes: UnsafeBufferPointer<Double>, longitudes: UnsafeBufferPointer<Double>,
                       intoX screenX: UnsafeMutableBufferPointer<Double>,
                       y screenY: UnsafeMutableBufferPointer<Double>) {
        let count = latitudes.count
        precondition(longitudes.count == count && screenX.count >= count && screenY.count >= count,
                     "Projection.points(latitudes:...): columns hold \(longitudes.count) longitudes, \(screenX.count) and \(screenY.count) outputs, need \(count)")
        guard count > 0, let lat = latitudes.baseAddress, let lon = longitudes.baseAddress,
              let outX = screenX.baseAddress, let outY = screenY.baseAddress else { return }
        let lanes = BatchLanes(self)
        var i = 0
        while i + 8 <= count {
            let (x, y) = lanes.project(latitude: UnsafeRawPointer(lat + i).loadUnaligned(as: SIMD8<Double>.self),
                                       longitude: UnsafeRawPointer(lon + i).loadUnaligned(as: SIMD8<Double>.self))
            UnsafeMutableRawPointer(outX + i).storeBytes(of: x, as: SIMD8<Double>.self)
            UnsafeMutableRawPointer(outY + i).storeBytes(of: y, as: SIMD8<Double>.self)
            i += 8
        }
        if i < count {
            var latitude = SIMD8<Double>(repeating: 0), longitude = SIMD8<Double>(repeating: 0)
            for lane in 0..<(count - i) {
                latitude[lane] = lat[i + lane]
                longitude[lane] = lon[i + lane]
            }
            let (x, y) = lanes.project(latitude: latitude, longitude: longitude)
            for lane in 0..<(count - i) {
                outX[i + lane] = x[lane]
                outY[i + lane] = y[lane]
            }
        }
    }

    /// Whether `Coordinate` and `ScreenPoint` are two packed Doubles (latitude or x
    /// first), so that eight of them load and store as one `SIMD16<Double>`. True for
    /// Swift's struct layout; checked once rather than assumed.
    static let hasPairLayout: Bool =
        WebMercator.hasPairLayout && MemoryLayout<ScreenPoint>.stride == 16
            && MemoryLayout<ScreenPoint>.offset(of: \.x) == 0 && MemoryLayout<ScreenPoint>.offset(of: \.y) == 8

    /// The projection's numbers as locals for the lane kernel: reading them from the
    /// struct in the loop would reload them every iteration.
    struct BatchLanes {
        let targetX: Double, targetY: Double, scale: Double
        let cosBearing: Double, sinBearing: Double, cosTilt: Double, sinTilt: Double
        let distance: Double, centerX: Double, centerY: Double

        init(_ p: Projection) {
            targetX = p.targetWorld.x
            targetY = p.targetWorld.y
            scale = p.scale
            cosBearing = p.cosBearing
            sinBearing = p.sinBearing
            cosTilt = p.cosTilt
            sinTilt = p.sinTilt
            distance = p.distance
            centerX = p.center.x
            centerY = p.center.y
        }

        /// Eight coordinates to view points: `WebMercator.worldPointLanes`, then the
        /// operations of `point(forWorld:)` and `point(forOffset:_:)` in the same order.
        @inline(__always)
        func project(latitude: SIMD8<Double>, longitude: SIMD8<Double>) -> (x: SIMD8<Double>, y: SIMD8<Double>) {
            let (worldX, worldY) = WebMercator.worldPointLanes(latitude: latitude, longitude: longitude)
            var dx = worldX - targetX
            let worlds = dx * (1.0 / 256)
            if BatchMath.needsScalarRounding(worlds) {
                dx = ScreenProjector.nearestCopyOffsetsOneByOne(dx)
            } else {
                dx -= BatchMath.roundedToNearestEven(worlds) * 256
            }
            let ox = dx * scale
            let oy = (worldY - targetY) * scale
            let u = ox * cosBearing + oy * sinBearing
            let v = -ox * sinBearing + oy * cosBearing
            let depth = distance - v * sinTilt
            // x − x is 0 for a finite x and NaN otherwise: an infinite latitude would
            // otherwise be clamped to the Mercator limit and projected.
            let finite = ((latitude - latitude) .== 0) .& ((longitude - longitude) .== 0)
            let k = distance / depth
            // NaN set on the results, not on k: which NaN an operation passes on depends on
            // the order of its operands, which the compiler may change; NaN outputs then
            // have the same bits in every form and build.
            let invalid = .!(finite .& (depth .> 0))
            var x = centerX + k * u, y = centerY + k * v * cosTilt
            x.replace(with: .nan, where: invalid)
            y.replace(with: .nan, where: invalid)
            return (x, y)
        }
    }
}
