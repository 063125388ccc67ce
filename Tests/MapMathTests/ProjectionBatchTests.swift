import TestSupport
import Testing
@testable import MapMath

/// `Projection.points(for:into:)` (the SIMD batch projection) against `point(for:)`:
/// within `batchErrorBound(for:)` on 10⁷ seeded points over four cameras, and the bound
/// no more than 10× the largest error measured.
@Suite struct ProjectionBatchTests {
    /// A camera of the sweep and its view.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let camera: CameraPosition
        let viewport: Viewport
        let seed: UInt64
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The Python benchmark's camera: zoom 4, so much of the world is behind it.
        Case(name: "zoom 4, tilt 45", camera: CameraPosition(normalizing: Coordinate(latitude: 41.85, longitude: -87.65),
                                                              zoom: 4, bearing: 30, tilt: 45),
             viewport: try! Viewport(width: 400, height: 800, padding: EdgeInsets(bottom: 200)), seed: 0x3400_0001),
        Case(name: "antimeridian, zoom 11, tilt 60",
             camera: CameraPosition(normalizing: Coordinate(latitude: -16.5, longitude: 179.95), zoom: 11, bearing: 200, tilt: 60),
             viewport: try! Viewport(width: 1080, height: 1920), seed: 0x3400_0002),
        Case(name: "near the pole, zoom 17, north up",
             camera: CameraPosition(normalizing: Coordinate(latitude: 84.9, longitude: 10), zoom: 17),
             viewport: try! Viewport(width: 390, height: 844), seed: 0x3400_0003),
        Case(name: "zoom 21, tilt 65",
             camera: CameraPosition(normalizing: Coordinate(latitude: -33.86, longitude: 151.2), zoom: 21, bearing: 300, tilt: 65),
             viewport: try! Viewport(width: 390, height: 844, padding: EdgeInsets(top: 50)), seed: 0x3400_0004),
    ]

    /// Points per camera: 2.5 × 10⁶, 10⁷ in all.
    static let pointsPerCase = 2_500_000

    /// What one sweep measured.
    struct Sweep {
        /// The largest error over the bound.
        var worst = 0.0
        /// The same over points whose bound is the world-error term alone (the rounding
        /// term under 5% of it): what loosening `batchWorldError` changes.
        var worstWorldDominated = 0.0
        var compared = 0
        var violations: [String] = []
    }

    /// Seeded points for `c`: the whole world (beyond the Mercator limit and the
    /// antimeridian included), near the target, on the antimeridian, near the poles and
    /// next to the plane of the camera (the horizon of the model: depth ≈ 0).
    static func coordinates(for c: Case, count: Int, rng: inout SplitMix64) -> [Coordinate] {
        let p = Projection(camera: c.camera, viewport: c.viewport)
        func coordinate(u: Double, v: Double) -> Coordinate {
            let dx = u * p.cosBearing - v * p.sinBearing, dy = u * p.sinBearing + v * p.cosBearing
            return WebMercator.coordinate(for: WorldPoint(x: p.targetWorld.x + dx / p.scale,
                                                          y: p.targetWorld.y + dy / p.scale))
        }
        return (0..<count).map { i in
            switch i % 10 {
            case 0, 1, 2:
                return Coordinate(latitude: rng.double(in: -90...90), longitude: rng.double(in: -540...540))
            case 3, 4:
                let reach = 3 * max(c.viewport.width, c.viewport.height)
                return coordinate(u: rng.double(in: -reach...reach), v: rng.double(in: -reach...reach))
            case 5:
                let side: Double = rng.next() & 1 == 0 ? 180 : -180
                let nudge = rng.next() & 3 == 0 ? 0 : rng.double(in: -1e-3...1e-3)
                return Coordinate(latitude: rng.double(in: -85...85), longitude: side + nudge)
            case 6:
                let latitude = rng.double(in: 84...90)
                return Coordinate(latitude: rng.next() & 1 == 0 ? latitude : -latitude,
                                  longitude: rng.double(in: -180...180))
            default:
                guard p.sinTilt > 0 else {
                    return Coordinate(latitude: rng.double(in: -85...85), longitude: rng.double(in: -180...180))
                }
                // depth = D − v·sin τ = D·t for t log-uniform in ±[2^-31, 2].
                let t = Double(sign: rng.next() & 1 == 0 ? .plus : .minus, exponent: -Int(rng.next() % 32),
                               significand: rng.double(in: 1...2))
                let v = p.distance * (1 - t) / p.sinTilt
                return coordinate(u: rng.double(in: -2...2) * p.distance, v: v)
            }
        }
    }

    /// Compares the batch form with `point(for:)` on `count` points of `c`.
    static func sweep(_ c: Case, count: Int) -> Sweep {
        let p = Projection(camera: c.camera, viewport: c.viewport)
        var rng = SplitMix64(seed: c.seed)
        var result = Sweep()
        let chunk = 250_000
        var done = 0
        while done < count {
            let coordinates = Self.coordinates(for: c, count: min(chunk, count - done), rng: &rng)
            done += coordinates.count
            var batch = [ScreenPoint](repeating: ScreenPoint(x: 0, y: 0), count: coordinates.count)
            coordinates.withUnsafeBufferPointer { source in
                batch.withUnsafeMutableBufferPointer { p.points(for: source, into: $0) }
            }
            for (coordinate, fast) in zip(coordinates, batch) {
                let exact = p.point(for: coordinate)
                guard let exact, let terms = p.batchErrorTerms(for: coordinate) else {
                    // No scalar point: the batch must give NaN, or be next to the plane of
                    // the camera (within the bound's world error of it).
                    if !fast.x.isNaN && !fast.y.isNaN && !nearCameraPlane(p, coordinate) {
                        result.violations.append("\(coordinate): batch \(fast), scalar nil")
                    }
                    continue
                }
                if fast.x.isNaN || fast.y.isNaN {
                    if !nearCameraPlane(p, coordinate) {
                        result.violations.append("\(coordinate): batch NaN, scalar \(exact)")
                    }
                    continue
                }
                let bound = terms.propagated + terms.rounding
                let ratio = max(abs(fast.x - exact.x), abs(fast.y - exact.y)) / bound
                if !(ratio <= 1) {
                    result.violations.append("\(coordinate): batch \(fast), scalar \(exact), bound \(bound)")
                }
                result.worst = max(result.worst, ratio)
                if terms.rounding < 0.05 * terms.propagated {
                    result.worstWorldDominated = max(result.worstWorldDominated, ratio)
                }
                result.compared += 1
            }
        }
        return result
    }

    /// Whether `coordinate`'s depth is within the batch form's world error of 0.
    static func nearCameraPlane(_ p: Projection, _ coordinate: Coordinate) -> Bool {
        let world = WebMercator.worldPoint(for: coordinate)
        let dx = WebMercator.nearestCopyOffset(world.x - p.targetWorld.x) * p.scale
        let dy = (world.y - p.targetWorld.y) * p.scale
        let v = -dx * p.sinBearing + dy * p.cosBearing
        let depth = p.distance - v * p.sinTilt
        return abs(depth) <= Projection.batchWorldError * p.scale * p.sinTilt + 8 * Double.ulpOfOne * p.distance
    }

    @Test(arguments: cases)
    func batchIsWithinTheStatedBoundOfTheScalarForm(_ c: Case) {
        let sweep = Self.sweep(c, count: Self.pointsPerCase)
        #expect(sweep.violations.isEmpty, "\(sweep.violations.count) points: \(sweep.violations.prefix(3))")
        #expect(sweep.compared > Self.pointsPerCase / 2)
        #expect(sweep.worst <= 1)
    }

    /// The bound is tight: on every camera at least one point comes within 10× of it, so
    /// loosening `batchWorldError` tenfold fails here.
    @Test(arguments: cases)
    func boundIsWithinTenfoldOfTheLargestError(_ c: Case) {
        let sweep = Self.sweep(c, count: 200_000)
        #expect(sweep.worstWorldDominated > 0.1, "largest error / bound: \(sweep.worstWorldDominated)")
    }

    @Test func columnsMatchPairsBitForBitAndNonFiniteGivesNaN() {
        let c = Self.cases[1]
        let p = Projection(camera: c.camera, viewport: c.viewport)
        var rng = SplitMix64(seed: 0x3400_0005)
        var coordinates = Self.coordinates(for: c, count: 10_003, rng: &rng)
        coordinates += [Coordinate(latitude: .infinity, longitude: 0), Coordinate(latitude: 10, longitude: -.infinity),
                        Coordinate(latitude: .nan, longitude: 10), Coordinate(latitude: 1e300, longitude: 179.95)]
        var pairs = [ScreenPoint](repeating: ScreenPoint(x: 0, y: 0), count: coordinates.count)
        coordinates.withUnsafeBufferPointer { source in pairs.withUnsafeMutableBufferPointer { p.points(for: source, into: $0) } }
        let latitudes = coordinates.map(\.latitude), longitudes = coordinates.map(\.longitude)
        var xs = [Double](repeating: 0, count: coordinates.count), ys = xs
        latitudes.withUnsafeBufferPointer { lat in
            longitudes.withUnsafeBufferPointer { lon in
                xs.withUnsafeMutableBufferPointer { x in
                    ys.withUnsafeMutableBufferPointer { y in p.points(latitudes: lat, longitudes: lon, intoX: x, y: y) }
                }
            }
        }
        #expect(zip(pairs, zip(xs, ys)).allSatisfy { $0.x.bitPattern == $1.0.bitPattern && $0.y.bitPattern == $1.1.bitPattern })
        #expect(pairs.suffix(4).prefix(3).allSatisfy { $0.x.isNaN && $0.y.isNaN })
        // 1e300° is finite: clamped to the Mercator limit, as the scalar form does.
        #expect(pairs.last.map { !$0.x.isNaN } == true || p.point(for: coordinates.last!) == nil)
    }
}
