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

/// `Projection`: forward and inverse perspective projection with bearing, tilt and padding.
@Suite struct ProjectionTests {
    /// The projection's and `placing`'s cosine and sine skip the calls at ±0 only, with the
    /// values `cos` and `sin` give there, bit for bit; elsewhere they are the calls' values.
    @Test func cosineAndSineAreTheCallsBitForBit() {
        var rng = SplitMix64(seed: 0x7C05_0001)
        var angles: [Double] = [0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, .pi, -.pi,
                                .nan, .infinity, -.infinity]
        for _ in 0..<2000 { angles.append(rng.double(in: -7...7)) }
        for degrees in stride(from: -720.0, through: 720, by: 0.5) { angles.append(degrees * .pi / 180) }
        for angle in angles {
            let (c, s) = Projection.cosineAndSine(angle)
            #expect(c.bitPattern == cos(angle).bitPattern || (c.isNaN && cos(angle).isNaN), "cos \(angle)")
            #expect(s.bitPattern == sin(angle).bitPattern || (s.isNaN && sin(angle).isNaN), "sin \(angle)")
        }
    }

    /// Where the C library's `sincos` stands in for the two calls (glibc), it gives their
    /// bits on a million seeded angles of every scale: camera angles, angles many turns
    /// away, huge ones (the library's slow argument reduction) and random bit patterns.
    @Test func cosineAndSineMatchTheCallsOnAMillionAngles() {
        var rng = SplitMix64(seed: 0x7C05_0002)
        var mismatches: [Double] = []
        for i in 0..<1_000_000 {
            let angle: Double
            switch i % 4 {
            case 0: angle = rng.double(in: -2 * .pi...2 * .pi)
            case 1: angle = rng.double(in: -1e6...1e6)
            case 2: angle = rng.double(in: -1...1) * pow(10, rng.double(in: -20...300))
            default: angle = Double(bitPattern: rng.next())
            }
            let (c, s) = Projection.cosineAndSine(angle)
            let sameCos = c.bitPattern == cos(angle).bitPattern || (c.isNaN && cos(angle).isNaN)
            let sameSin = s.bitPattern == sin(angle).bitPattern || (s.isNaN && sin(angle).isNaN)
            if !(sameCos && sameSin) && mismatches.count < 5 { mismatches.append(angle) }
        }
        #expect(mismatches.isEmpty, "cos/sin differ from the calls at \(mismatches)")
    }

    @Test func pointOfCoordinateOfAPointIsThatPoint() {
        var rng = SplitMix64(seed: 0x960_0001)
        var checked = 0
        for trial in 0..<4000 {
            let camera = rng.camera(zoom: Double(2 + trial % 20)...Double(2 + trial % 20))
            let projection = Projection(camera: camera, viewport: rng.viewport())
            guard let rect = groundRect(projection) else { continue }
            let p = rng.point(in: rect)
            guard let world = projection.worldPoint(for: p), isOnTheTargetsWorldCopy(world, projection) else { continue }
            guard let c = projection.coordinate(for: p), let back = projection.point(for: c) else {
                Issue.record("no round trip for \(p) with \(camera)")
                continue
            }
            #expect(back.distance(to: p) <= coordinateRoundTripTolerance(atZoom: camera.zoom), "\(camera) \(p)")
            checked += 1
        }
        #expect(checked > 3600)
    }

    @Test func coordinateOfPointOfACoordinateIsThatCoordinate() {
        var rng = SplitMix64(seed: 0x960_0002)
        var checked = 0
        for _ in 0..<4000 {
            let camera = rng.camera()
            let projection = Projection(camera: camera, viewport: rng.viewport())
            // A coordinate within a screen's size of the target, on the ground in front.
            let reach = 1.5 * max(projection.viewport.width, projection.viewport.height) / projection.scale
            let world = WorldPoint(x: projection.targetWorld.x + rng.double(in: -reach...reach),
                                   y: projection.targetWorld.y + rng.double(in: -reach...reach))
            guard isOnTheTargetsWorldCopy(world, projection) else { continue }
            let c = WebMercator.coordinate(for: world)
            guard let p = projection.point(for: c) else { continue }
            // Stay where the ground is at least the safety scale (below the safe row).
            if let safe = projection.horizonSafeY, p.y < safe { continue }
            guard let back = projection.coordinate(for: p) else {
                Issue.record("no coordinate under \(p) for \(c)")
                continue
            }
            #expect(abs(back.latitude - c.latitude) <= 1e-9, "\(camera) \(c)")
            #expect(abs(longitudeDifference(back.longitude, c.longitude)) <= 1e-9, "\(camera) \(c)")
            checked += 1
        }
        #expect(checked > 2000)
    }

    @Test func theTargetAlwaysLandsOnThePaddedCentre() {
        var rng = SplitMix64(seed: 0x960_0003)
        for _ in 0..<2000 {
            let camera = rng.camera()
            let viewport = rng.viewport()
            let projection = Projection(camera: camera, viewport: viewport)
            let expected = ScreenPoint(x: viewport.padding.left + (viewport.width - viewport.padding.left - viewport.padding.right) / 2,
                                       y: viewport.padding.top + (viewport.height - viewport.padding.top - viewport.padding.bottom) / 2)
            let p = projection.point(for: camera.target)
            #expect(p != nil)
            if let p { #expect(p.distance(to: expected) <= 1e-9) }
            let c = projection.coordinate(for: expected)!
            #expect(abs(c.latitude - camera.target.latitude) <= 1e-9)
            #expect(abs(longitudeDifference(c.longitude, camera.target.longitude)) <= 1e-9)
        }
    }

    @Test func atTiltZeroOneWorldPointIsOneScreenPoint() {
        var rng = SplitMix64(seed: 0x960_0004)
        for _ in 0..<2000 {
            var camera = rng.camera()
            camera.tilt = 0
            let projection = Projection(camera: camera, viewport: rng.viewport())
            let scale = projection.scale
            // Offsets up to 800 pt, and less than a quarter world so no copy wraps.
            let reach = min(800 / scale, WebMercator.tileSize / 4)
            let a = WorldPoint(x: projection.targetWorld.x + rng.double(in: -reach...reach),
                               y: projection.targetWorld.y + rng.double(in: -reach...reach))
            let b = WorldPoint(x: projection.targetWorld.x + rng.double(in: -reach...reach),
                               y: projection.targetWorld.y + rng.double(in: -reach...reach))
            guard let pa = projection.point(forWorld: a), let pb = projection.point(forWorld: b) else {
                Issue.record("no screen point at tilt 0")
                continue
            }
            let worldDistance = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() * scale
            #expect(abs(pa.distance(to: pb) - worldDistance) <= 1e-9 * max(1, worldDistance))
            // Bearing only rotates: the offset from the centre keeps its length too.
            let offset = ((a.x - projection.targetWorld.x) * (a.x - projection.targetWorld.x)
                          + (a.y - projection.targetWorld.y) * (a.y - projection.targetWorld.y)).squareRoot() * scale
            #expect(abs(pa.distance(to: projection.center) - offset) <= 1e-9 * max(1, offset))
        }
    }

    @Test func bearingTurnsTheMapClockwiseFromNorth() {
        // With bearing 90° the camera faces east: a point east of the target appears above it.
        let viewport = try! Viewport(width: 400, height: 400)
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 10, bearing: 90)
        let p = Projection(camera: camera, viewport: viewport).point(for: Coordinate(latitude: 0, longitude: 0.01))!
        #expect(abs(p.x - 200) < 1e-9)
        #expect(p.y < 200)
    }

    @Test func tiltShrinksTheFarSideAndEnlargesTheNearSide() {
        let viewport = try! Viewport(width: 400, height: 800)
        let camera = try! CameraPosition(latitude: 10, longitude: 10, zoom: 15, tilt: 45)
        let projection = Projection(camera: camera, viewport: viewport)
        let step = 100 / projection.scale
        let t = projection.targetWorld
        let north = projection.point(forWorld: WorldPoint(x: t.x, y: t.y - step))!
        let south = projection.point(forWorld: WorldPoint(x: t.x, y: t.y + step))!
        #expect(400 - north.y < 100 * cos(45 * Double.pi / 180))
        #expect(south.y - 400 > 100 * cos(45 * Double.pi / 180))
    }

    @Test func pointsBehindTheCameraHaveNoScreenPoint() {
        var rng = SplitMix64(seed: 0x960_0005)
        for _ in 0..<500 {
            var camera = rng.camera(zoom: 12...21)
            camera.tilt = rng.double(in: 5...CameraLimits.default.maxTilt(atZoom: camera.zoom))
            let projection = Projection(camera: camera, viewport: rng.viewport())
            let sinTilt = sin(camera.tilt * .pi / 180)
            let b = camera.bearing * .pi / 180
            // v (the rotated "down" axis) at or beyond D / sin τ: depth ≤ 0.
            let v = projection.distance / sinTilt * rng.double(in: 1...4)
            let u = rng.double(in: -300...300)
            #expect(projection.point(forOffset: u * cos(b) - v * sin(b), u * sin(b) + v * cos(b)) == nil)
            // Just in front of that plane the point exists (far below the view).
            let near = projection.distance / sinTilt * 0.999
            let p = projection.point(forOffset: u * cos(b) - near * sin(b), u * sin(b) + near * cos(b))
            #expect(p != nil)
            if let p { #expect(p.y > projection.viewport.height) }
        }
    }

    @Test func viewPointsAboveTheHorizonHaveNoCoordinate() {
        var rng = SplitMix64(seed: 0x960_0006)
        for _ in 0..<500 {
            var camera = rng.camera(zoom: 12...21)
            camera.tilt = rng.double(in: 5...85)
            let projection = Projection(camera: camera, viewport: rng.viewport())
            let horizon = try! #require(projection.horizonY)
            let x = rng.double(in: 0...projection.viewport.width)
            #expect(projection.coordinate(for: ScreenPoint(x: x, y: horizon - rng.double(in: 0.001...5000))) == nil)
            #expect(projection.coordinate(for: ScreenPoint(x: x, y: horizon - 1e-6)) == nil)
            #expect(projection.coordinate(for: ScreenPoint(x: x, y: horizon + 1)) != nil)
        }
        // Without tilt there is no horizon and every view point has a coordinate.
        let flat = Projection(camera: try! CameraPosition(latitude: 1, longitude: 2, zoom: 5), viewport: try! Viewport(width: 300, height: 300))
        #expect(flat.horizonY == nil && flat.horizonSafeY == nil)
        #expect(flat.coordinate(for: ScreenPoint(x: 150, y: -10_000)) != nil)
    }

    @Test func horizonRowsFollowTheModel() {
        let viewport = try! Viewport(width: 400, height: 600, padding: EdgeInsets(top: 100))
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 16, tilt: 60)
        let projection = Projection(camera: camera, viewport: viewport)
        let d = 1.5 * 600.0, tau = 60 * Double.pi / 180
        #expect(abs(projection.horizonY! - (350 - d * cos(tau) / sin(tau))) < 1e-9)
        // On the safe row the ground scale is exactly 1/16 of the scale at the target.
        let safe = projection.horizonSafeY!
        let a = projection.offset(for: ScreenPoint(x: 200, y: safe))!
        let b = projection.offset(for: ScreenPoint(x: 201, y: safe))!
        #expect(abs(((b.dx - a.dx) * (b.dx - a.dx) + (b.dy - a.dy) * (b.dy - a.dy)).squareRoot() - 16) < 1e-6)
    }

    @Test func containsIsTheVisibleRegionOfThePaddedRectangle() {
        let viewport = try! Viewport(width: 400, height: 600, padding: EdgeInsets(top: 50, left: 20, bottom: 100, right: 40))
        var rng = SplitMix64(seed: 0x960_0007)
        for _ in 0..<300 {
            let camera = rng.camera(zoom: 5...18)
            let projection = Projection(camera: camera, viewport: viewport)
            #expect(projection.contains(camera.target))
            let r = viewport.paddedRect
            let inside = ScreenPoint(x: rng.double(in: (r.x + 1)...(r.maxX - 1)), y: rng.double(in: (r.y + 1)...(r.maxY - 1)))
            let outsideLeft = ScreenPoint(x: r.x - 1, y: rng.double(in: r.y...r.maxY))  // in the padding, on screen
            let outsideBelow = ScreenPoint(x: rng.double(in: r.x...r.maxX), y: r.maxY + 1)
            for (p, expected) in [(inside, true), (outsideLeft, false), (outsideBelow, false)] {
                guard let w = projection.worldPoint(for: p), isOnTheTargetsWorldCopy(w, projection) else { continue }
                #expect(projection.contains(WebMercator.coordinate(for: w)) == expected, "\(p)")
            }
        }
        // Behind the camera: not contained.
        let tilted = Projection(camera: try! CameraPosition(latitude: 0, longitude: 0, zoom: 18, tilt: 60), viewport: viewport)
        let behind = tilted.distance / sin(60 * Double.pi / 180) * 1.5 / tilted.scale
        let c = WebMercator.coordinate(for: WorldPoint(x: 128, y: 128 + behind))
        #expect(tilted.point(for: c) == nil)
        #expect(!tilted.contains(c))
    }

    @Test func pointsForMetersAtZoomZeroOnTheEquatorMatchesTheWorldSize() {
        // 2πR / 256 ≈ 156543.034 m per point at zoom 0 on the equator.
        let metersPerPoint = 2 * Double.pi * 6_378_137 / 256
        let p0 = Projection(camera: try! CameraPosition(latitude: 0, longitude: 0, zoom: 0), viewport: try! Viewport(width: 100, height: 100))
        #expect(abs(p0.pointsForMeters(metersPerPoint, at: Coordinate(latitude: 0, longitude: 0)) - 1) < 1e-12)
        // At 60° a meter spans twice as many points; each zoom level doubles it.
        let p3 = Projection(camera: try! CameraPosition(latitude: 60, longitude: 0, zoom: 3), viewport: try! Viewport(width: 100, height: 100))
        #expect(abs(p3.pointsForMeters(metersPerPoint, at: Coordinate(latitude: 60, longitude: 0)) - 16) < 1e-9)
    }

    @Test func pointsForMetersAndZoomAtCoordinateAreInverse() {
        var rng = SplitMix64(seed: 0x960_0008)
        for _ in 0..<1000 {
            let c = Coordinate(latitude: rng.double(in: -85...85), longitude: rng.double(in: -180...180))
            let meters = exp(rng.double(in: log(1)...log(1e6)))
            let points = rng.double(in: 1...2000)
            let zoom = CameraPosition.zoomAtCoordinate(c, forMeters: meters, perPoints: points)
            let projection = Projection(camera: try! CameraPosition(target: c, zoom: zoom), viewport: try! Viewport(width: 300, height: 300))
            #expect(abs(projection.pointsForMeters(meters, at: c) - points) <= 1e-12 * points)
            // And the other way round: the zoom for what a projection reports is its zoom.
            let z = rng.double(in: 0...22)
            let p = Projection(camera: try! CameraPosition(target: c, zoom: z), viewport: try! Viewport(width: 300, height: 300))
            #expect(abs(CameraPosition.zoomAtCoordinate(c, forMeters: meters, perPoints: p.pointsForMeters(meters, at: c)) - z) < 1e-12)
        }
    }
}
