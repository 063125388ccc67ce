/// Projects many cached world points to the screen at once, for one camera and viewport:
/// the per-frame marker pass of the design's performance notes.
///
/// Approach: world points are kept in Double world units (zoom 0), computed once. Each
/// call, per point, subtracts the camera target in Double, moves the difference to the
/// world copy nearest the target (as `Projection.point(forWorld:)`), scales it to points
/// at the camera's zoom and only then converts to Float, so the Float values are offsets
/// of at most a few thousand points and keep ~1e-4 pt resolution even at zoom 21. Then one
/// SIMD pass over eight Float lanes applies the projection as a 3×3 homography of the
/// ground offset (fx, fy):
///
///     X = cos β·fx + sin β·fy
///     Y = cos τ·(−sin β·fx + cos β·fy)
///     W = 1 + (sin τ/D)·(sin β·fx − cos β·fy)        (W = depth / D)
///
/// and screen = paddedCenter + (X, Y)/W, which is `Projection`'s model written as a matrix.
/// A point is visible when it is in front of the camera (W > 0) and inside the view's
/// bounds (origin zero, full size, not the padded rectangle) grown by `margin` points on
/// every side, edges included. Points behind the camera get NaN screen coordinates.
///
/// Error bounds (tested, `ScreenProjectorTests`): for points inside the view, at zooms
/// 2–21, random bearings, tilts up to the zoom's tilt limit and random padding, the
/// screen point is within 0.01 pt of the Double `Projection.point(forWorld:)`; the
/// largest difference measured is about 2.2e-4 pt. Visibility flags equal the Double path's
/// for every point farther than 0.01 pt from an edge of the (margin-grown) bounds.
///
/// Two layouts: points as `WorldPoint` structs (`project(_:into:visible:margin:)`), or as
/// separate x and y columns (`project(x:y:intoX:y:visible:margin:)`, what the frame and
/// `mapsim bench` use: whole-vector loads, no lane shuffles). Both give the same values,
/// bit for bit (tested).
///
/// The projector is a value with no references; calls allocate nothing (except the array
/// convenience, which allocates its results).
public struct ScreenProjector: Sendable {
    /// The Double projection this projector was built from.
    public let projection: Projection

    let targetX: Double
    let targetY: Double
    let scale: Double
    // Homography rows (see the type's comment) and the padded centre, in Float.
    let h00: Float, h01: Float
    let h10: Float, h11: Float
    let h20: Float, h21: Float
    let centerX: Float, centerY: Float
    let width: Float, height: Float

    /// Points handled per SIMD step: 8 (our choice: `SIMD8<Float>`).
    public static let laneCount = 8

    /// A projector with the same camera and viewport as `projection`.
    public init(_ projection: Projection) {
        self.projection = projection
        targetX = projection.targetWorld.x
        targetY = projection.targetWorld.y
        scale = projection.scale
        let cb = projection.cosBearing, sb = projection.sinBearing
        let ct = projection.cosTilt, st = projection.sinTilt
        let d = projection.distance
        h00 = Float(cb)
        h01 = Float(sb)
        h10 = Float(-ct * sb)
        h11 = Float(ct * cb)
        h20 = Float(st * sb / d)
        h21 = Float(-st * cb / d)
        centerX = Float(projection.center.x)
        centerY = Float(projection.center.y)
        width = Float(projection.viewport.width)
        height = Float(projection.viewport.height)
    }

    /// A projector for `camera` in `viewport` (used as given; clamp with `CameraLimits`
    /// first where limits apply).
    public init(camera: CameraPosition, viewport: Viewport) {
        self.init(Projection(camera: camera, viewport: viewport))
    }

    /// Projects `world` (zoom-0 world units) into `screen` (view points) and sets
    /// `visible` for each; returns how many are visible. `screen` and `visible` must hold
    /// at least `world.count` elements. `margin` (points, default 0) grows the view's
    /// bounds on every side for the visibility test (negative shrinks). Allocates nothing.
    @discardableResult
    public func project(_ world: UnsafeBufferPointer<WorldPoint>,
                        into screen: UnsafeMutableBufferPointer<SIMD2<Float>>,
                        visible: UnsafeMutableBufferPointer<Bool>,
                        margin: Float = 0) -> Int {
        precondition(screen.count >= world.count && visible.count >= world.count,
                     "ScreenProjector.project: outputs hold \(screen.count) and \(visible.count), need \(world.count)")
        let count = world.count
        guard count > 0, let source = world.baseAddress, let points = screen.baseAddress,
              let flags = visible.baseAddress else { return 0 }
        let bounds = (minX: -margin, maxX: width + margin, minY: -margin, maxY: height + margin)
        var visibleCount = 0
        var i = 0
        if Self.hasPackedLayout {
            // Whole-vector loads and stores: with per-lane ones, LLVM scalarises the kernel.
            while i + 8 <= count {
                let w = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<Double>.self)
                let x = SIMD8<Double>(w[0], w[2], w[4], w[6], w[8], w[10], w[12], w[14])
                let y = SIMD8<Double>(w[1], w[3], w[5], w[7], w[9], w[11], w[13], w[15])
                let (sx, sy, isVisible) = projectLanes(x: x, y: y, bounds: bounds)
                let interleaved = SIMD16<Float>(sx[0], sy[0], sx[1], sy[1], sx[2], sy[2], sx[3], sy[3],
                                                sx[4], sy[4], sx[5], sy[5], sx[6], sy[6], sx[7], sy[7])
                UnsafeMutableRawPointer(points + i).storeBytes(of: interleaved, as: SIMD16<Float>.self)
                let ones = SIMD8<Int32>(repeating: 0).replacing(with: 1, where: isVisible)
                visibleCount &+= Int(ones.wrappedSum())
                // Bool is one byte, 0 or 1: store the eight flags as one 8-byte vector.
                UnsafeMutableRawPointer(flags + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: ones),
                                                              as: SIMD8<UInt8>.self)
                i += 8
            }
        }
        // The tail (and everything, were the layout not packed): up to eight points at a
        // time through the same SIMD path, padded with the target itself (discarded).
        while i < count {
            let lanes = min(8, count - i)
            var x = SIMD8<Double>(repeating: targetX), y = SIMD8<Double>(repeating: targetY)
            for lane in 0..<lanes {
                x[lane] = source[i + lane].x
                y[lane] = source[i + lane].y
            }
            let (sx, sy, isVisible) = projectLanes(x: x, y: y, bounds: bounds)
            for lane in 0..<lanes {
                points[i + lane] = SIMD2(sx[lane], sy[lane])
                flags[i + lane] = isVisible[lane]
                if isVisible[lane] { visibleCount += 1 }
            }
            i += lanes
        }
        return visibleCount
    }

    /// Projects world points given as two columns, `worldX[i]` and `worldY[i]` (zoom-0
    /// world units), into the columns `screenX` and `screenY` (view points) and sets
    /// `visible`; returns how many are visible. The same values, bit for bit, as
    /// `project(_:into:visible:margin:)` on the same points; `worldY` must have
    /// `worldX.count` elements and each output at least as many. Allocates nothing.
    ///
    /// This is the layout the frame uses (`MarkerStore`): every load and store is a whole
    /// vector, with no lane shuffles. Points go through in blocks of `blockLength`, in two
    /// passes per block: the Double offsets, converted to Float, are written to a 1 KB
    /// scratch block on the stack, then the Float homography reads them back from the L1
    /// cache and writes the screen points and flags. Two simple loops rather than one: Swift's
    /// SIMD Double-to-Float conversion is a lane-by-lane loop, and in one loop with the
    /// homography LLVM regroups the lanes with shuffles and duplicates work (slower;
    /// `mapsim bench` times the kernel, docs/performance.md).
    @discardableResult
    public func project(x worldX: UnsafeBufferPointer<Double>, y worldY: UnsafeBufferPointer<Double>,
                        intoX screenX: UnsafeMutableBufferPointer<Float>, y screenY: UnsafeMutableBufferPointer<Float>,
                        visible: UnsafeMutableBufferPointer<Bool>, margin: Float = 0) -> Int {
        let count = worldX.count
        precondition(worldY.count == count && screenX.count >= count && screenY.count >= count && visible.count >= count,
                     "ScreenProjector.project: columns hold \(worldY.count) y, \(screenX.count), \(screenY.count) and \(visible.count) outputs, need \(count)")
        guard count > 0, let sourceX = worldX.baseAddress, let sourceY = worldY.baseAddress,
              let outX = screenX.baseAddress, let outY = screenY.baseAddress,
              let flags = visible.baseAddress else { return 0 }
        let bounds = (minX: -margin, maxX: width + margin, minY: -margin, maxY: height + margin)
        var counts = SIMD8<Int32>(repeating: 0)
        let whole = count & ~7
        var i = 0
        // The block's Float offsets: 2 × 128 Floats, 1 KB, on the stack (Swift places
        // temporary allocations of up to 1 KB there).
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * Self.blockLength) { scratch in
            guard let fx = scratch.baseAddress else { return }
            let fy = fx + Self.blockLength
            while i < whole {
                let end = min(i + Self.blockLength, whole)
                groundOffsets(sourceX + i, sourceY + i, into: fx, fy, count: end - i)
                screenPoints(fx, fy, intoX: outX + i, y: outY + i, visible: flags + i, count: end - i,
                             bounds: bounds, counts: &counts)
                i = end
            }
        }
        var visibleCount = Int(counts.wrappedSum())
        // The tail: fewer than eight points through `projectLanes`, padded with the target.
        if i < count {
            var x = SIMD8<Double>(repeating: targetX), y = SIMD8<Double>(repeating: targetY)
            for lane in 0..<(count - i) {
                x[lane] = sourceX[i + lane]
                y[lane] = sourceY[i + lane]
            }
            let (sx, sy, isVisible) = projectLanes(x: x, y: y, bounds: bounds)
            for lane in 0..<(count - i) {
                outX[i + lane] = sx[lane]
                outY[i + lane] = sy[lane]
                flags[i + lane] = isVisible[lane]
                if isVisible[lane] { visibleCount += 1 }
            }
        }
        return visibleCount
    }

    /// Points per block of the column pass: 128 (our choice: the block's Float offsets,
    /// 1 KB, stay on the stack and in the L1 cache between the two passes; writing them
    /// into the screen columns instead was never faster and sometimes much slower).
    static let blockLength = 128

    /// The column pass's first half on `count` points (a multiple of 8): the Float ground
    /// offsets (fx, fy) of `projectLanes`, into `fx` and `fy`. With w = dx/256 and
    /// r = w rounded to even, fx = (w − r)·(256·scale), which equals `projectLanes`'
    /// (dx − 256·r)·scale bit for bit: the scalings by 256 are exact.
    @inline(__always)
    func groundOffsets(_ x: UnsafePointer<Double>, _ y: UnsafePointer<Double>,
                       into fx: UnsafeMutablePointer<Float>, _ fy: UnsafeMutablePointer<Float>, count: Int) {
        let targetX = targetX, targetY = targetY, scale = scale
        let worldScale = scale * 256
        var i = 0
        while i < count {
            let dx = UnsafeRawPointer(x + i).loadUnaligned(as: SIMD8<Double>.self) - targetX
            let dy = UnsafeRawPointer(y + i).loadUnaligned(as: SIMD8<Double>.self) - targetY
            let worlds = dx * (1.0 / 256)
            let offsetX: SIMD8<Double>
            if BatchMath.needsScalarRounding(worlds) {
                offsetX = Self.nearestCopyOffsetsOneByOne(dx) * scale
            } else {
                offsetX = (worlds - BatchMath.roundedToNearestEven(worlds)) * worldScale
            }
            UnsafeMutableRawPointer(fx + i).storeBytes(of: SIMD8<Float>(offsetX), as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(fy + i).storeBytes(of: SIMD8<Float>(dy * scale), as: SIMD8<Float>.self)
            i += 8
        }
    }

    /// The column pass's second half on `count` points (a multiple of 8): reads the
    /// offsets from `fx` and `fy`, writes the screen points to `sx` and `sy` and the flags
    /// to `visible`, and adds one per visible point to `counts` (the same Float
    /// operations, in the same order, as `projectLanes`).
    @inline(__always)
    func screenPoints(_ fx: UnsafePointer<Float>, _ fy: UnsafePointer<Float>,
                      intoX sx: UnsafeMutablePointer<Float>, y sy: UnsafeMutablePointer<Float>,
                      visible: UnsafeMutablePointer<Bool>, count: Int,
                      bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float), counts: inout SIMD8<Int32>) {
        let h00 = h00, h01 = h01, h10 = h10, h11 = h11, h20 = h20, h21 = h21
        let centerX = centerX, centerY = centerY
        var visibleLanes = counts
        var i = 0
        while i < count {
            let u = UnsafeRawPointer(fx + i).loadUnaligned(as: SIMD8<Float>.self)
            let v = UnsafeRawPointer(fy + i).loadUnaligned(as: SIMD8<Float>.self)
            let numeratorX = h00 * u + h01 * v
            let numeratorY = h10 * u + h11 * v
            let w = 1 + h20 * u + h21 * v
            var k = 1 / w
            k.replace(with: .nan, where: w .<= 0)
            let x = centerX + k * numeratorX
            let y = centerY + k * numeratorY
            UnsafeMutableRawPointer(sx + i).storeBytes(of: x, as: SIMD8<Float>.self)
            UnsafeMutableRawPointer(sy + i).storeBytes(of: y, as: SIMD8<Float>.self)
            let inside = (x .>= bounds.minX) .& (x .<= bounds.maxX) .& (y .>= bounds.minY) .& (y .<= bounds.maxY)
            let ones = SIMD8<Int32>(repeating: 0).replacing(with: 1, where: inside)
            visibleLanes &+= ones
            // Bool is one byte, 0 or 1: the eight flags as one 8-byte vector.
            UnsafeMutableRawPointer(visible + i).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: ones),
                                                            as: SIMD8<UInt8>.self)
            i += 8
        }
        counts = visibleLanes
    }

    /// The array form of `project(_:into:visible:margin:)`: screen points (NaN behind the
    /// camera) and visibility flags, in the order of `world`. Allocates the results only.
    public func project(_ world: [WorldPoint], margin: Float = 0) -> (points: [SIMD2<Float>], visible: [Bool]) {
        let n = world.count
        var visible = [Bool](repeating: false, count: n)
        let points = [SIMD2<Float>](unsafeUninitializedCapacity: n) { screenBuffer, initializedCount in
            world.withUnsafeBufferPointer { source in
                visible.withUnsafeMutableBufferPointer { flags in
                    _ = project(source, into: screenBuffer, visible: flags, margin: margin)
                }
            }
            initializedCount = n
        }
        return (points, visible)
    }

    /// Whether `WorldPoint` is two packed Doubles (x first), `SIMD2<Float>` two packed
    /// Floats and `Bool` one byte, so that eight of each load or store as one vector. True
    /// for Swift's layout; checked once rather than assumed.
    static let hasPackedLayout: Bool =
        MemoryLayout<WorldPoint>.stride == 16 && MemoryLayout<WorldPoint>.offset(of: \.x) == 0
            && MemoryLayout<WorldPoint>.offset(of: \.y) == 8
            && MemoryLayout<SIMD2<Float>>.stride == 8 && MemoryLayout<Bool>.stride == 1

    /// `WebMercator.nearestCopyOffset` lane by lane: the rare fallback of `projectLanes`,
    /// kept out of line so that the vector path does not prepare its lanes.
    @inline(never)
    static func nearestCopyOffsetsOneByOne(_ dx: SIMD8<Double>) -> SIMD8<Double> {
        var result = dx
        for lane in 0..<8 { result[lane] = WebMercator.nearestCopyOffset(dx[lane]) }
        return result
    }

    /// Eight points through the Double offset, the Float homography and the visibility test.
    @inline(__always)
    func projectLanes(x: SIMD8<Double>, y: SIMD8<Double>,
                      bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float))
        -> (x: SIMD8<Float>, y: SIMD8<Float>, visible: SIMDMask<SIMD8<Int32>>) {
        // Double: offset from the target on the nearest world copy, exactly as Projection
        // does (`WebMercator.nearestCopyOffset`: dx − 256 · round(dx / 256), ties to even).
        // The division by 256 and the multiplication back are exact; past 2^51 worlds the
        // vector rounding does not apply and those (absurd) lanes take the scalar formula.
        var dx = x - targetX
        let worlds = dx * (1.0 / 256)
        if BatchMath.needsScalarRounding(worlds) {
            dx = Self.nearestCopyOffsetsOneByOne(dx)
        } else {
            dx -= BatchMath.roundedToNearestEven(worlds) * 256
        }
        let dy = y - targetY
        // Float, relative to the target, in points at the camera's zoom.
        let fx = SIMD8<Float>(dx * scale)
        let fy = SIMD8<Float>(dy * scale)
        let numeratorX = h00 * fx + h01 * fy
        let numeratorY = h10 * fx + h11 * fy
        let w = 1 + h20 * fx + h21 * fy
        // Behind the camera (W ≤ 0): the scale factor is NaN, so both screen coordinates
        // are NaN and every bounds comparison below is false. One select instead of
        // one per coordinate plus an in-front mask.
        var k = 1 / w
        k.replace(with: .nan, where: w .<= 0)
        let sx = centerX + k * numeratorX
        let sy = centerY + k * numeratorY
        let inside = (sx .>= bounds.minX) .& (sx .<= bounds.maxX) .& (sy .>= bounds.minY) .& (sy .<= bounds.maxY)
        return (sx, sy, inside)
    }
}
