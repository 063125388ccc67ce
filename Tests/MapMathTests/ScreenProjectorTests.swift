import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MapMath

/// `ScreenProjector`: the Float SIMD pass against the Double `Projection`.
@Suite struct ScreenProjectorTests {
    /// Required accuracy for on-screen points, in points.
    static let tolerance = 0.01

    /// Whether `p` lies in the view's bounds grown by `margin` points (edges included),
    /// as the projector defines visibility.
    static func isInside(_ p: ScreenPoint, _ viewport: Viewport, margin: Double) -> Bool {
        p.x >= -margin && p.x <= viewport.width + margin && p.y >= -margin && p.y <= viewport.height + margin
    }

    /// Distance in points from `p` to the nearest edge of the margin-grown bounds.
    static func distanceToEdge(_ p: ScreenPoint, _ viewport: Viewport, margin: Double) -> Double {
        min(abs(p.x + margin), abs(p.x - viewport.width - margin),
            abs(p.y + margin), abs(p.y - viewport.height - margin))
    }

    struct Comparison {
        var checkedOnScreen = 0
        var checkedFlags = 0
        var worstError = 0.0
    }

    /// Projects `world` both ways and checks positions of on-screen points and every flag
    /// outside the tolerance band; returns what was checked.
    /// `project(x:y:intoX:y:visible:margin:)` on `world` split into columns: the screen
    /// points (joined back into pairs), the flags and the returned count.
    static func projectColumns(_ projector: ScreenProjector, _ world: [WorldPoint], margin: Float = 0)
        -> (points: [SIMD2<Float>], visible: [Bool], count: Int) {
        let worldX = world.map(\.x), worldY = world.map(\.y)
        var screenX = [Float](repeating: 0, count: world.count), screenY = screenX
        var visible = [Bool](repeating: false, count: world.count)
        let count = worldX.withUnsafeBufferPointer { x in
            worldY.withUnsafeBufferPointer { y in
                screenX.withUnsafeMutableBufferPointer { outX in
                    screenY.withUnsafeMutableBufferPointer { outY in
                        visible.withUnsafeMutableBufferPointer { flags in
                            projector.project(x: x, y: y, intoX: outX, y: outY, visible: flags, margin: margin)
                        }
                    }
                }
            }
        }
        return (zip(screenX, screenY).map { SIMD2($0, $1) }, visible, count)
    }

    /// Whether two screen-point lists are equal bit for bit (NaN equal to the same NaN).
    static func sameBits(_ a: [SIMD2<Float>], _ b: [SIMD2<Float>]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
    }

    /// Projects `world` with the column kernel and with the Double path and checks positions
    /// of on-screen points and every flag outside the tolerance band; the struct kernel
    /// must give the column kernel's values bit for bit. Returns what was checked.
    static func compare(_ world: [WorldPoint], _ projection: Projection, margin: Double) -> Comparison {
        let projector = ScreenProjector(projection)
        let (points, visible, visibleCount) = projectColumns(projector, world, margin: Float(margin))
        let structs = projector.project(world, margin: Float(margin))
        #expect(sameBits(structs.points, points) && structs.visible == visible)
        #expect(visibleCount == visible.filter { $0 }.count)
        var result = Comparison()
        for (i, w) in world.enumerated() {
            guard let exact = projection.point(forWorld: w) else {
                #expect(!visible[i], "behind the camera must not be visible: \(w)")
                #expect(points[i].x.isNaN && points[i].y.isNaN)
                result.checkedFlags += 1
                continue
            }
            let inside = isInside(exact, projection.viewport, margin: margin)
            if inside {
                let error = ScreenPoint(x: Double(points[i].x), y: Double(points[i].y)).distance(to: exact)
                #expect(error < tolerance, "camera \(projection.camera) world \(w)")
                result.worstError = max(result.worstError, error)
                result.checkedOnScreen += 1
            }
            if distanceToEdge(exact, projection.viewport, margin: margin) > tolerance {
                #expect(visible[i] == inside, "camera \(projection.camera) screen \(exact)")
                result.checkedFlags += 1
            }
        }
        return result
    }

    /// World points under random view points (and a band around the view), some moved to
    /// a neighbouring world copy, plus points just inside and outside each edge.
    static func samplePoints(_ projection: Projection, margin: Double, rng: inout SplitMix64) -> [WorldPoint] {
        let v = projection.viewport
        let around = ScreenRect(x: -0.5 * v.width, y: -0.5 * v.height, width: 2 * v.width, height: 2 * v.height)
        var world: [WorldPoint] = []
        for i in 0..<203 {
            let p = i < 120 ? rng.point(in: v.bounds) : rng.point(in: around)
            guard var w = projection.worldPoint(for: p) else { continue }
            if i % 5 == 0 { w.x += WebMercator.tileSize * Double(Int.random(in: -2...2, using: &rng)) }
            world.append(w)
        }
        for offset in [-0.5, -0.02, -0.001, 0.001, 0.02, 0.5] {
            let x = rng.double(in: 0...v.width), y = rng.double(in: 0...v.height)
            let edges = [ScreenPoint(x: -margin + offset, y: y), ScreenPoint(x: v.width + margin - offset, y: y),
                         ScreenPoint(x: x, y: -margin + offset), ScreenPoint(x: x, y: v.height + margin - offset)]
            world += edges.compactMap { projection.worldPoint(for: $0) }
        }
        return world
    }

    @Test(arguments: 2...21)
    func onScreenPointsMatchTheDoublePathAtEveryZoom(zoom: Int) {
        var rng = SplitMix64(seed: 0x5C2E_E000 + UInt64(zoom))
        var total = Comparison()
        for trial in 0..<40 {
            let z = Double(zoom) + (zoom < 21 ? rng.double(in: 0..<1) : 0)
            var camera = rng.camera(zoom: z...z)
            if trial == 0 { camera.tilt = CameraLimits.default.maxTilt(atZoom: z) }
            let margin = trial % 3 == 0 ? 0 : rng.double(in: -20...60)
            let projection = Projection(camera: camera, viewport: rng.viewport())
            let c = Self.compare(Self.samplePoints(projection, margin: margin, rng: &rng), projection, margin: margin)
            total.checkedOnScreen += c.checkedOnScreen
            total.checkedFlags += c.checkedFlags
            total.worstError = max(total.worstError, c.worstError)
        }
        // The comparison must not be vacuous.
        #expect(total.checkedOnScreen > 40 * 100)
        #expect(total.checkedFlags > 40 * 150)
    }

    @Test func everyTailLengthGivesTheSameResultsAsOnePointAtATime() {
        var rng = SplitMix64(seed: 0x5C2E_E100)
        let projection = Projection(camera: rng.camera(), viewport: rng.viewport())
        let projector = ScreenProjector(projection)
        for count in 0...25 {
            let world = (0..<count).compactMap { _ in projection.worldPoint(for: rng.point(in: projection.viewport.bounds)) }
            let (points, visible) = projector.project(world)
            #expect(points.count == world.count && visible.count == world.count)
            for (i, w) in world.enumerated() {
                let (single, singleVisible) = projector.project([w])
                #expect(points[i] == single[0] && visible[i] == singleVisible[0], "count \(count) index \(i)")
            }
        }
    }

    @Test func columnsGiveTheStructKernelsValuesAtEveryLengthAndBlockEdge() {
        var rng = SplitMix64(seed: 0x5C2E_E150)
        let projection = Projection(camera: rng.camera(), viewport: rng.viewport())
        let projector = ScreenProjector(projection)
        let around = ScreenRect(x: -200, y: -200, width: projection.viewport.width + 400,
                                height: projection.viewport.height + 400)
        let block = ScreenProjector.blockLength
        for count in Array(0...25) + [block - 1, block, block + 1, block + 7, 2 * block + 9] {
            let world = (0..<count).compactMap { _ in projection.worldPoint(for: rng.point(in: around)) }
            let structs = projector.project(world, margin: 12)
            let columns = Self.projectColumns(projector, world, margin: 12)
            #expect(Self.sameBits(structs.points, columns.points) && structs.visible == columns.visible, "count \(count)")
            #expect(columns.count == columns.visible.filter { $0 }.count)
        }
    }

    @Test func columnsWriteOnlyTheInputCount() {
        var rng = SplitMix64(seed: 0x5C2E_E250)
        let projection = Projection(camera: rng.camera(zoom: 10...16), viewport: try! Viewport(width: 400, height: 700))
        let world = (0..<21).compactMap { _ in projection.worldPoint(for: rng.point(in: projection.viewport.bounds)) }
        let worldX = world.map(\.x), worldY = world.map(\.y)
        var screenX = [Float](repeating: -7, count: world.count + 5), screenY = screenX
        var visible = [Bool](repeating: true, count: world.count + 5)
        _ = worldX.withUnsafeBufferPointer { x in
            worldY.withUnsafeBufferPointer { y in
                screenX.withUnsafeMutableBufferPointer { outX in
                    screenY.withUnsafeMutableBufferPointer { outY in
                        visible.withUnsafeMutableBufferPointer { flags in
                            ScreenProjector(projection).project(x: x, y: y, intoX: outX, y: outY, visible: flags)
                        }
                    }
                }
            }
        }
        #expect(screenX[world.count...].allSatisfy { $0 == -7 } && screenY[world.count...].allSatisfy { $0 == -7 })
        #expect(visible[world.count...].allSatisfy { $0 })
    }

    @Test func returnsTheVisibleCountAndWritesOnlyTheInputCount() {
        var rng = SplitMix64(seed: 0x5C2E_E200)
        let projection = Projection(camera: rng.camera(zoom: 10...16), viewport: try! Viewport(width: 400, height: 700))
        let around = ScreenRect(x: -400, y: -700, width: 1200, height: 2100)
        let world = (0..<37).compactMap { _ in projection.worldPoint(for: rng.point(in: around)) }
        var screen = [SIMD2<Float>](repeating: SIMD2(-7, -7), count: world.count + 5)
        var visible = [Bool](repeating: true, count: world.count + 5)
        let count = world.withUnsafeBufferPointer { source in
            screen.withUnsafeMutableBufferPointer { screenBuffer in
                visible.withUnsafeMutableBufferPointer { flags in
                    ScreenProjector(projection).project(source, into: screenBuffer, visible: flags)
                }
            }
        }
        #expect(count == visible[0..<world.count].filter { $0 }.count)
        #expect(count > 0 && count < world.count)
        #expect(screen[world.count...].allSatisfy { $0 == SIMD2(-7, -7) })
        #expect(visible[world.count...].allSatisfy { $0 })
    }

    @Test func pointsBehindTheCameraAreNaNAndNotVisible() {
        var rng = SplitMix64(seed: 0x5C2E_E300)
        for _ in 0..<50 {
            let camera = try! CameraPosition(latitude: rng.double(in: -60...60), longitude: rng.double(in: -180...180),
                                        zoom: rng.double(in: 14...20), bearing: rng.double(in: 0..<360),
                                        tilt: rng.double(in: 20...65))
            let projection = Projection(camera: camera, viewport: rng.viewport())
            // Ground offsets (in the camera's rotated frame) with v ≥ D / sin τ are behind it.
            let sinTilt = sin(camera.tilt * .pi / 180)
            let v = projection.distance / sinTilt * rng.double(in: 1...3)
            let u = rng.double(in: -500...500)
            let b = camera.bearing * .pi / 180
            let dx = u * cos(b) - v * sin(b), dy = u * sin(b) + v * cos(b)
            let world = WorldPoint(x: projection.targetWorld.x + dx / projection.scale,
                                   y: projection.targetWorld.y + dy / projection.scale)
            #expect(projection.point(forWorld: world) == nil)
            let (points, visible) = ScreenProjector(projection).project([world], margin: 1e30)
            #expect(!visible[0])
            #expect(points[0].x.isNaN && points[0].y.isNaN)
        }
    }

    @Test func marginGrowsTheBoundsForTheVisibilityTest() {
        let viewport = try! Viewport(width: 300, height: 500)
        let projection = Projection(camera: try! CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 15), viewport: viewport)
        let outside = [ScreenPoint(x: 305, y: 250), ScreenPoint(x: -5, y: 250),
                       ScreenPoint(x: 150, y: 505), ScreenPoint(x: 150, y: -5)]
        let world = outside.map { projection.worldPoint(for: $0)! }
        let projector = ScreenProjector(projection)
        #expect(projector.project(world).visible == [false, false, false, false])
        #expect(projector.project(world, margin: 10).visible == [true, true, true, true])
        let centre = [projection.targetWorld]
        #expect(projector.project(centre, margin: -149).visible == [true])
        #expect(projector.project(centre, margin: -151).visible == [false])
    }

    @Test func takesTheNearestWorldCopyAcrossTheAntimeridianAndAtExactTies() {
        // Camera at 179.9°: a point at −179.95° is 0.15° east, on the next world copy.
        let viewport = try! Viewport(width: 800, height: 600)
        let camera = try! CameraPosition(latitude: 0, longitude: 179.9, zoom: 10)
        let projection = Projection(camera: camera, viewport: viewport)
        let east = WebMercator.worldPoint(for: Coordinate(latitude: 0, longitude: -179.95))
        let (points, visible) = ScreenProjector(projection).project([east])
        let exact = projection.point(forWorld: east)!
        #expect(visible[0])
        #expect(exact.x > 400)
        #expect(abs(Double(points[0].x) - exact.x) < Self.tolerance && abs(Double(points[0].y) - exact.y) < Self.tolerance)

        // Exactly half a world away on either side: the tie rule (ties to even) keeps a
        // point of the target's own world copy where it is, and the projector must decide
        // the same way as the Double path.
        let wide = try! Viewport(width: 1200, height: 600)
        let zoom2 = Projection(camera: try! CameraPosition(latitude: 0, longitude: 0, zoom: 2), viewport: wide)
        let ties = [WorldPoint(x: 256, y: 128), WorldPoint(x: 0, y: 128), WorldPoint(x: 512, y: 128), WorldPoint(x: -256, y: 128)]
        let projected = ScreenProjector(zoom2).project(ties)
        for (i, w) in ties.enumerated() {
            let exactTie = zoom2.point(forWorld: w)!
            #expect(abs(Double(projected.points[i].x) - exactTie.x) < Self.tolerance, "world x \(w.x)")
            #expect(projected.visible[i])
        }
        // Longitude 180° (x = 256) stays east of a camera at 0°, −180° (x = 0) stays west.
        let centreX = wide.paddedCenter.x
        #expect(Double(projected.points[0].x) == centreX + 512 && Double(projected.points[1].x) == centreX - 512)
    }

    @Test func farAwayWorldCopiesAgreeWithTheDoublePath() {
        // Beyond 2^51 turns of the world the projector falls back to scalar rounding.
        let projection = Projection(camera: try! CameraPosition(latitude: 10, longitude: 20, zoom: 3),
                                    viewport: try! Viewport(width: 2000, height: 2000))
        let world = [WorldPoint(x: 1e18, y: 100), WorldPoint(x: -1e18 + 3, y: 120), WorldPoint(x: 3e15, y: 90),
                     WorldPoint(x: 140, y: 128), WorldPoint(x: 1e300, y: 128), WorldPoint(x: .nan, y: 128)]
        let (points, visible) = ScreenProjector(projection).project(world)
        // The column kernel on sixteen points (two full groups of eight, no tail) takes the
        // same fallback and gives the same values.
        let twice = world + world + world.prefix(4)
        let columns = Self.projectColumns(ScreenProjector(projection), twice)
        #expect(Self.sameBits(columns.points, points + points + points.prefix(4)))
        #expect(columns.visible == visible + visible + visible.prefix(4))
        for (i, w) in world.enumerated() {
            if let exact = projection.point(forWorld: w), exact.x.isFinite {
                #expect(abs(Double(points[i].x) - exact.x) < Self.tolerance, "world \(w)")
                #expect(visible[i] == Self.isInside(exact, projection.viewport, margin: 0))
            } else {
                #expect(!visible[i], "world \(w)")
            }
        }
    }

    @Test func initialisersAgree() {
        let camera = try! CameraPosition(latitude: 35.68, longitude: 139.76, zoom: 12.5, bearing: 30, tilt: 40)
        let viewport = try! Viewport(width: 390, height: 844, padding: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let a = ScreenProjector(camera: camera, viewport: viewport)
        let b = ScreenProjector(Projection(camera: camera, viewport: viewport))
        #expect(a.projection == b.projection)
        let world = [WebMercator.worldPoint(for: Coordinate(latitude: 35.69, longitude: 139.75))]
        #expect(a.project(world).points == b.project(world).points)
        #expect(a.project([a.projection.targetWorld]).points[0] == SIMD2(Float(viewport.paddedCenter.x), Float(viewport.paddedCenter.y)))
    }
}
