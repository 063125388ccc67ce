import TestSupport
import Testing
@testable import MapMath

/// `CameraPosition`: normalisation, zoom for meters, and `placing(_:at:in:)`.
@Suite struct CameraPositionTests {
    @Test func targetLatitudeClampsToEightyFiveDegrees() throws {
        #expect(try CameraPosition(latitude: 89, longitude: 0, zoom: 3).target.latitude == 85)
        #expect(try CameraPosition(latitude: -90, longitude: 0, zoom: 3).target.latitude == -85)
        #expect(try CameraPosition(latitude: 85, longitude: 0, zoom: 3).target.latitude == 85)
        #expect(try CameraPosition(latitude: 84.999, longitude: 0, zoom: 3).target.latitude == 84.999)
        #expect(CameraPosition.maxTargetLatitude == 85)
    }

    @Test func targetLongitudeWrapsIntoTheHalfOpenRange() throws {
        #expect(try CameraPosition(latitude: 0, longitude: 180, zoom: 3).target.longitude == 180)
        #expect(try CameraPosition(latitude: 0, longitude: -180, zoom: 3).target.longitude == 180)
        #expect(try CameraPosition(latitude: 0, longitude: 190, zoom: 3).target.longitude == -170)
        #expect(try CameraPosition(latitude: 0, longitude: -540, zoom: 3).target.longitude == 180)
        #expect(try CameraPosition(latitude: 0, longitude: 1e9, zoom: 3).target.longitude == Coordinate.wrapLongitude(1e9))
    }

    @Test(arguments: [(-90.0, 270.0), (360, 0), (725, 5), (-720, 0), (0, 0), (359.5, 359.5), (-0.5, 359.5),
                      (1080.25, 0.25), (-1e-20, 0)])
    func bearingNormalisesIntoZeroToThreeSixty(bearing: Double, expected: Double) {
        let b = try! CameraPosition(latitude: 0, longitude: 0, zoom: 3, bearing: bearing).bearing
        #expect(abs(b - expected) < 1e-9, "bearing \(bearing) → \(b)")
        #expect(b >= 0 && b < 360)
    }

    @Test func randomBearingsLandInRangeAndKeepTheirDirection() {
        var rng = SplitMix64(seed: 0xCA_0001)
        for _ in 0..<10_000 {
            let bearing = rng.double(in: -1e6...1e6)
            let b = CameraPosition.normalizeBearing(bearing)
            #expect(b >= 0 && b < 360, "\(bearing) → \(b)")
            let turns = (bearing - b) / 360
            #expect(abs(turns - turns.rounded()) * 360 < 1e-9, "\(bearing) → \(b)")
        }
        #expect(CameraPosition.normalizeBearing(.nan).isNaN)
    }

    @Test func tiltClampsBelowNinetyAndAboveZero() throws {
        #expect(try CameraPosition(latitude: 0, longitude: 0, zoom: 3, tilt: -10).tilt == 0)
        #expect(try CameraPosition(latitude: 0, longitude: 0, zoom: 3, tilt: 95).tilt < 90)
        #expect(try CameraPosition(latitude: 0, longitude: 0, zoom: 3, tilt: 30).tilt == 30)
        // Zoom is stored as given; limits clamp it.
        #expect(try CameraPosition(latitude: 0, longitude: 0, zoom: 40).zoom == 40)
    }

    @Test func isFiniteChecksEveryNumber() throws {
        let camera = try CameraPosition(latitude: 1, longitude: 2, zoom: 3, bearing: 4, tilt: 5)
        #expect(camera.isFinite)
        // Only this package can set a field past the initialiser's check.
        var nanZoom = camera
        nanZoom.zoom = .nan
        #expect(!nanZoom.isFinite)
        var infiniteBearing = camera
        infiniteBearing.bearing = .infinity
        #expect(!infiniteBearing.isFinite)
    }

    @Test func zoomAtCoordinateDoublesWithEachLevel() {
        let c = Coordinate(latitude: 0, longitude: 0)
        // At zoom 0 the equator has 2πR/256 m per point.
        let metersPerPoint = 2 * Double.pi * 6_378_137 / 256
        #expect(abs(CameraPosition.zoomAtCoordinate(c, forMeters: metersPerPoint, perPoints: 1)) < 1e-12)
        #expect(abs(CameraPosition.zoomAtCoordinate(c, forMeters: metersPerPoint, perPoints: 1024) - 10) < 1e-12)
        // At 60° north a point covers half the ground: one level less for the same meters.
        let north = Coordinate(latitude: 60, longitude: 0)
        #expect(abs(CameraPosition.zoomAtCoordinate(north, forMeters: metersPerPoint, perPoints: 1) + 1) < 1e-9)
    }

    @Test func placingPutsTheCoordinateAtThePoint() {
        var rng = SplitMix64(seed: 0xCA_0002)
        var checked = 0
        for _ in 0..<3000 {
            let camera = rng.camera()
            let viewport = rng.viewport()
            let projection = Projection(camera: camera, viewport: viewport)
            guard let rect = groundRect(projection) else { continue }
            // A coordinate under one view point, to be placed under another.
            let from = rng.point(in: rect), to = rng.point(in: rect)
            guard let world = projection.worldPoint(for: from), isOnTheTargetsWorldCopy(world, projection),
                  let toOffset = projection.offset(for: to) else { continue }
            let c = WebMercator.coordinate(for: world)
            let moved = try! #require(camera.placing(c, at: to, in: viewport))
            #expect(moved.zoom == camera.zoom && moved.bearing == camera.bearing && moved.tilt == camera.tilt)
            // Faithful only while the new target stays inside the target latitude limit and
            // the coordinate stays on the nearest world copy.
            let newTarget = WorldPoint(x: world.x - toOffset.dx / projection.scale, y: world.y - toOffset.dy / projection.scale)
            guard abs(moved.target.latitude) < 85, abs(newTarget.x - world.x) < 128 else {
                #expect(abs(moved.target.latitude) <= 85)
                continue
            }
            let placed = try! #require(Projection(camera: moved, viewport: viewport).point(for: c))
            #expect(placed.distance(to: to) <= coordinateRoundTripTolerance(atZoom: camera.zoom), "\(camera) \(to)")
            checked += 1
        }
        #expect(checked > 2000)
    }

    @Test func placingAboveTheHorizonIsNil() {
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 18, tilt: 65)
        let viewport = try! Viewport(width: 400, height: 400)
        let horizon = Projection(camera: camera, viewport: viewport).horizonY!
        #expect(camera.placing(Coordinate(latitude: 0, longitude: 0), at: ScreenPoint(x: 200, y: horizon - 1), in: viewport) == nil)
    }

    @Test func placingClampsTheTargetLatitude() {
        // Placing a far-north coordinate at the bottom of a low-zoom view would need a
        // target beyond 85°: the target stops at 85°.
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 2)
        let viewport = try! Viewport(width: 600, height: 600)
        let moved = camera.placing(Coordinate(latitude: 85, longitude: 0), at: ScreenPoint(x: 300, y: 600), in: viewport)!
        #expect(moved.target.latitude == 85)
    }
}
