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

/// `CameraUpdate`: programmatic camera changes.
@Suite struct CameraUpdateTests {
    static let viewport = try! Viewport(width: 390, height: 844, padding: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    @Test func setCameraClampsToTheLimits() throws {
        let camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 3)
        let result = CameraUpdate.setCamera(try! CameraPosition(latitude: 1, longitude: 2, zoom: 30, bearing: 10, tilt: 80))
            .apply(to: camera, in: Self.viewport)
        #expect(try result == CameraPosition(latitude: 1, longitude: 2, zoom: 21, bearing: 10, tilt: 65))
    }

    @Test func setTargetClampsLatitudeWrapsLongitudeAndKeepsTheRest() {
        let camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 15, bearing: 40, tilt: 30)
        let result = CameraUpdate.setTarget(Coordinate(latitude: 89, longitude: 200)).apply(to: camera, in: Self.viewport)
        #expect(result.target == Coordinate(latitude: 85, longitude: -160))
        #expect(result.zoom == 15 && result.bearing == 40 && result.tilt == 30)
        let zoomed = CameraUpdate.setTargetZoom(Coordinate(latitude: -89, longitude: -180), zoom: 1).apply(to: camera, in: Self.viewport)
        #expect(zoomed.target == Coordinate(latitude: -85, longitude: 180))
        #expect(zoomed.zoom == 2 && zoomed.tilt == 30)
    }

    @Test func zoomToClampsZoomAndThenTilt() {
        let camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 16, bearing: 40, tilt: 65)
        let result = CameraUpdate.zoomTo(10).apply(to: camera, in: Self.viewport)
        #expect(result.zoom == 10 && result.tilt == 30 && result.target == camera.target && result.bearing == 40)
        #expect(CameraUpdate.zoomTo(99).apply(to: camera, in: Self.viewport).zoom == 21)
    }

    @Test func zoomInAndOutAreOneLevelAboutTheCentre() {
        let camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 12, bearing: 40, tilt: 20)
        let zoomedIn = CameraUpdate.zoomIn.apply(to: camera, in: Self.viewport)
        #expect(zoomedIn.zoom == 13 && zoomedIn.target == camera.target)
        let zoomedOut = CameraUpdate.zoomOut.apply(to: camera, in: Self.viewport)
        #expect(zoomedOut.zoom == 11 && zoomedOut.target == camera.target)
        #expect(CameraUpdate.zoomBy(5, at: nil).apply(to: camera, in: Self.viewport).target == camera.target)
    }

    /// Zooms by a random delta about a random point and returns how far the anchor moved,
    /// in points; nil when the sample leaves the model's faithful domain (anchor more than
    /// half a world from the new target, or the new target clamped at ±85°).
    static func anchorDrift(_ rng: inout SplitMix64, zoom: ClosedRange<Double>, delta: ClosedRange<Double>) -> (drift: Double, zoom: Double)? {
        let camera = rng.camera(zoom: zoom)
        let viewport = rng.viewport()
        let projection = Projection(camera: camera, viewport: viewport)
        guard let rect = groundRect(projection) else { return nil }
        let point = rng.point(in: rect)
        guard let anchor = projection.worldPoint(for: point), isOnTheTargetsWorldCopy(anchor, projection) else { return nil }
        let d = rng.double(in: delta)
        let zoomed = CameraUpdate.zoomBy(d, at: point).apply(to: camera, in: viewport)
        #expect(abs(zoomed.zoom - CameraLimits.default.zoomRange.clamp(camera.zoom + d)) < 1e-12)
        let after = Projection(camera: zoomed, viewport: viewport)
        guard abs(zoomed.target.latitude) < 85, abs(anchor.x - after.targetWorld.x) < 128 else { return nil }
        guard let moved = after.point(forWorld: anchor) else {
            Issue.record("anchor lost its screen point: \(camera) \(point) by \(d)")
            return nil
        }
        return (moved.distance(to: point), max(camera.zoom, zoomed.zoom))
    }

    @Test func zoomByKeepsTheAnchorWithinANanopointUpToZoomEleven() {
        var rng = SplitMix64(seed: 0xC4_0001)
        var checked = 0
        for _ in 0..<4000 {
            guard let (drift, _) = Self.anchorDrift(&rng, zoom: 2...10, delta: -1...1) else { continue }
            #expect(drift <= 1e-9)
            checked += 1
        }
        #expect(checked > 3000)
    }

    @Test func zoomByKeepsTheAnchorWithinCoordinateResolutionAtHighZoom() {
        // Above zoom 11 a Double degree in the camera target is itself more than 1e-9 pt
        // (4e-8 pt at zoom 21), so the bound is the coordinate round-trip tolerance.
        var rng = SplitMix64(seed: 0xC4_0002)
        var checked = 0
        for _ in 0..<4000 {
            guard let (drift, zoom) = Self.anchorDrift(&rng, zoom: 11...21, delta: -2...2) else { continue }
            #expect(drift <= coordinateRoundTripTolerance(atZoom: zoom))
            checked += 1
        }
        #expect(checked > 3000)
    }

    @Test func zoomByAboutAPointAboveTheHorizonZoomsAboutTheCentre() {
        let camera = try! CameraPosition(latitude: 10, longitude: 20, zoom: 18, tilt: 65)
        let viewport = try! Viewport(width: 400, height: 600, padding: EdgeInsets(top: 400))
        let horizon = Projection(camera: camera, viewport: viewport).horizonY!
        #expect(horizon > 0)
        let result = CameraUpdate.zoomBy(1, at: ScreenPoint(x: 200, y: horizon / 2)).apply(to: camera, in: viewport)
        #expect(result.zoom == 19 && result.target == camera.target)
    }

    @Test func scrollByMovesTheTargetToTheGroundUnderTheShiftedCentre() {
        var rng = SplitMix64(seed: 0xC4_0003)
        for _ in 0..<2000 {
            var camera = rng.camera(zoom: 3...21)
            camera.target.latitude = rng.double(in: -70...70)
            let viewport = rng.viewport()
            let x = rng.double(in: -300...300), y = rng.double(in: -300...300)
            var flat = camera
            flat.tilt = 0
            // At tilt 0 the new target is the coordinate that was at paddedCenter + (x, y).
            let c = viewport.paddedCenter
            let expected = Projection(camera: flat, viewport: viewport).coordinate(for: ScreenPoint(x: c.x + x, y: c.y + y))!
            let scrolled = CameraUpdate.scrollBy(x: x, y: y).apply(to: flat, in: viewport)
            #expect(abs(scrolled.target.latitude - expected.latitude) <= 1e-9)
            #expect(abs(longitudeDifference(scrolled.target.longitude, expected.longitude)) <= 1e-9)
            // Tilted, the shift is the same ground distance (nadir scale, bearing applied).
            let tilted = CameraUpdate.scrollBy(x: x, y: y).apply(to: camera, in: viewport)
            #expect(abs(tilted.target.latitude - expected.latitude) <= 1e-9)
            #expect(abs(longitudeDifference(tilted.target.longitude, expected.longitude)) <= 1e-9)
            #expect(tilted.zoom == camera.zoom && tilted.bearing == camera.bearing && tilted.tilt == camera.tilt)
        }
    }

    @Test func scrollByDirections() {
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 2)
        // Zoom 2: 1024 pt per world, so 256 pt is 90°; x right moves east, y down moves south.
        let east = CameraUpdate.scrollBy(x: 256, y: 0).apply(to: camera, in: Self.viewport)
        #expect(abs(east.target.longitude - 90) < 1e-9 && abs(east.target.latitude) < 1e-12)
        let south = CameraUpdate.scrollBy(x: 0, y: 10).apply(to: camera, in: Self.viewport)
        #expect(south.target.latitude < 0 && abs(south.target.longitude) < 1e-12)
        // Facing east (bearing 90), scrolling up (negative y) moves east.
        let facingEast = try! CameraPosition(latitude: 0, longitude: 0, zoom: 2, bearing: 90)
        let up = CameraUpdate.scrollBy(x: 0, y: -256).apply(to: facingEast, in: Self.viewport)
        #expect(abs(up.target.longitude - 90) < 1e-9 && abs(up.target.latitude) < 1e-9)
        // Far north the target stops at 85°; across the antimeridian the longitude wraps.
        #expect(CameraUpdate.scrollBy(x: 0, y: -100_000).apply(to: camera, in: Self.viewport).target.latitude == 85)
        let wrapped = CameraUpdate.scrollBy(x: 256 * 3, y: 0).apply(to: camera, in: Self.viewport)
        #expect(abs(wrapped.target.longitude + 90) < 1e-9)
    }

    @Test func fitBoundsShowsTheBoundsTouchingThePaddedEdges() {
        var rng = SplitMix64(seed: 0xC4_0004)
        var checked = 0
        for _ in 0..<3000 {
            let viewport = rng.viewport()
            let padding = EdgeInsets(top: rng.double(in: 0...64), left: rng.double(in: 0...64),
                                     bottom: rng.double(in: 0...64), right: rng.double(in: 0...64))
            let centerLatitude = rng.double(in: -60...60)
            let latitudeSpan = exp(rng.double(in: log(1e-5)...log(40)))
            let longitudeSpan = exp(rng.double(in: log(1e-5)...log(150)))
            let west = Coordinate.wrapLongitude(rng.double(in: -180...180))
            let bounds = CoordinateBounds(south: max(centerLatitude - latitudeSpan / 2, -80), west: west,
                                          north: min(centerLatitude + latitudeSpan / 2, 80),
                                          east: Coordinate.wrapLongitude(west + longitudeSpan))
            let start = rng.camera()
            let fitted = CameraUpdate.fitBounds(bounds, padding: padding).apply(to: start, in: viewport)
            #expect(fitted.bearing == 0 && fitted.tilt == 0)
            let inner = viewport.paddedRect
            let fit = ScreenRect(x: inner.x + padding.left, y: inner.y + padding.top,
                                 width: inner.width - padding.left - padding.right,
                                 height: inner.height - padding.top - padding.bottom)
            guard fit.width > 0, fit.height > 0 else { continue }
            // Only where the zoom that fits lies inside the default range [2, 21].
            let sw = WebMercator.worldPoint(for: Coordinate(latitude: bounds.south, longitude: bounds.west))
            let ne = WebMercator.worldPoint(for: Coordinate(latitude: bounds.north, longitude: bounds.east))
            let spanX = bounds.longitudeSpan / 360 * 256, spanY = sw.y - ne.y
            let idealZoom = min(log2(fit.width / spanX), log2(fit.height / spanY))
            guard idealZoom > 2, idealZoom < 21 else { continue }
            #expect(abs(fitted.zoom - idealZoom) < 1e-9)
            let projection = Projection(camera: fitted, viewport: viewport)
            let westX = projection.point(for: Coordinate(latitude: bounds.south, longitude: bounds.west))!.x
            let eastX = projection.point(for: Coordinate(latitude: bounds.north, longitude: bounds.east))!.x
            let southY = projection.point(for: Coordinate(latitude: bounds.south, longitude: bounds.west))!.y
            let northY = projection.point(for: Coordinate(latitude: bounds.north, longitude: bounds.east))!.y
            let tolerance = 1e-6
            #expect(westX >= fit.x - tolerance && eastX <= fit.maxX + tolerance)
            #expect(northY >= fit.y - tolerance && southY <= fit.maxY + tolerance)
            let widthTouches = abs(westX - fit.x) <= tolerance && abs(eastX - fit.maxX) <= tolerance
            let heightTouches = abs(northY - fit.y) <= tolerance && abs(southY - fit.maxY) <= tolerance
            #expect(widthTouches || heightTouches, "\(bounds) \(viewport) \(padding): x \(westX)…\(eastX) in \(fit.x)…\(fit.maxX), y \(northY)…\(southY) in \(fit.y)…\(fit.maxY)")
            checked += 1
        }
        #expect(checked > 1500)
    }

    @Test func fitBoundsAcrossTheAntimeridianCentresOnIt() {
        let bounds = CoordinateBounds(south: -20, west: 170, north: -10, east: -170)
        let fitted = CameraUpdate.fit(bounds).apply(to: try! CameraPosition(latitude: 0, longitude: 0, zoom: 3), in: try! Viewport(width: 800, height: 800))
        #expect(abs(abs(fitted.target.longitude) - 180) < 1e-9)
        let projection = Projection(camera: fitted, viewport: try! Viewport(width: 800, height: 800))
        let west = projection.point(for: Coordinate(latitude: -15, longitude: 170))!
        let east = projection.point(for: Coordinate(latitude: -15, longitude: -170))!
        #expect(abs(west.x - 64) < 1e-6 && abs(east.x - 736) < 1e-6)
    }

    @Test func fitWithDefaultPaddingUsesSixtyFourPoints() {
        let bounds = CoordinateBounds(south: 1, west: 2, north: 3, east: 4)
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 5, bearing: 30, tilt: 20)
        #expect(CameraUpdate.defaultFitPadding == 64)
        #expect(CameraUpdate.fit(bounds).apply(to: camera, in: Self.viewport)
                == CameraUpdate.fitBounds(bounds, padding: EdgeInsets(all: 64)).apply(to: camera, in: Self.viewport))
    }

    @Test func fitBoundsOfAPointUsesMaxZoomAndFitBoundsWithoutRoomUsesMinZoom() throws {
        let camera = try! CameraPosition(latitude: 0, longitude: 0, zoom: 5)
        let point = CoordinateBounds(south: 12, west: 34, north: 12, east: 34)
        let fitted = CameraUpdate.fit(point).apply(to: camera, in: Self.viewport)
        #expect(fitted.zoom == 21)
        #expect(abs(fitted.target.latitude - 12) < 1e-9 && abs(fitted.target.longitude - 34) < 1e-9)
        let tiny = try! Viewport(width: 100, height: 100)
        #expect(CameraUpdate.fit(CoordinateBounds(south: 0, west: 0, north: 1, east: 1)).apply(to: camera, in: tiny).zoom == 2)
        // Bounds too big for the smallest zoom stop at the minimum zoom.
        let huge = CoordinateBounds(south: -80, west: -179, north: 80, east: 179)
        #expect(CameraUpdate.fit(huge, padding: 0).apply(to: camera, in: try Viewport(width: 300, height: 300)).zoom == 2)
    }
}
