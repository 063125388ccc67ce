import TestSupport
import Foundation
import Testing
import MapMath
@testable import CameraMotion

@Suite struct FlyToAnimationTests {
    static func flight(_ start: CameraPosition, _ end: CameraPosition,
                       parameters: FlyToParameters = .mapLibre,
                       viewport: Viewport = Fixture.viewport) -> FlyToAnimation {
        FlyToAnimation(from: start, to: end, parameters: parameters, viewport: viewport, limits: Fixture.limits)
    }

    /// Arc length of the flight's sampled path in the metric ds² = (ρ² du² + dw²/ρ²)/w²
    /// (u, w in start view widths), integrated with GSL qags over the path parameter
    /// k ∈ [0, 1] from numerical derivatives of `pathState`.
    static func integratedLength(_ f: FlyToAnimation) -> Double? {
        let S = f.pathLength, rho = f.parameters.curve, q = f.panDistance
        func point(_ k: Double) -> (u: Double, w: Double) {
            let p = f.pathState(atArcLength: k * S)
            return (p.panFraction * q, p.widthRatio)
        }
        let h = 1e-5
        func derivative(_ k: Double) -> (du: Double, dw: Double) {
            if k < 2 * h {
                let a = point(k), b = point(k + h), c = point(k + 2 * h)
                return ((-3 * a.u + 4 * b.u - c.u) / (2 * h), (-3 * a.w + 4 * b.w - c.w) / (2 * h))
            }
            if k > 1 - 2 * h {
                let a = point(k), b = point(k - h), c = point(k - 2 * h)
                return ((3 * a.u - 4 * b.u + c.u) / (2 * h), (3 * a.w - 4 * b.w + c.w) / (2 * h))
            }
            let a = point(k - h), b = point(k + h)
            return ((b.u - a.u) / (2 * h), (b.w - a.w) / (2 * h))
        }
        return gslIntegrate({ k in
            let (du, dw) = derivative(k)
            let w = point(k).w
            return (rho * rho * du * du + dw * dw / (rho * rho)).squareRoot() / w
        }, from: 0, to: 1)?.value
    }

    /// The same length in closed form: the metric is the hyperbolic half-plane's in
    /// (ρ²u, w) scaled by 1/ρ, so S = acosh(1 + (ρ⁴q² + (a − 1)²) / (2a)) / ρ.
    static func hyperbolicLength(_ f: FlyToAnimation) -> Double {
        let rho = f.parameters.curve, q = f.panDistance, a = f.widthRatio
        return acosh(1 + (pow(rho, 4) * q * q + (a - 1) * (a - 1)) / (2 * a)) / rho
    }

    static let cases: [(CameraPosition, CameraPosition)] = [
        (try! CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 12), try! CameraPosition(latitude: 40.71, longitude: -74.0, zoom: 12)),
        (try! CameraPosition(latitude: 51.5, longitude: -0.12, zoom: 5), try! CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 14)),
        (try! CameraPosition(latitude: 35.68, longitude: 139.69, zoom: 16), try! CameraPosition(latitude: -33.87, longitude: 151.2, zoom: 3)),
        (try! CameraPosition(latitude: -16.5, longitude: 179.0, zoom: 8), try! CameraPosition(latitude: -13.8, longitude: -172.0, zoom: 9)),
        (try! CameraPosition(latitude: 10, longitude: 10, zoom: 10), try! CameraPosition(latitude: 10.0001, longitude: 10, zoom: 10)),
        (try! CameraPosition(latitude: 0, longitude: 0, zoom: 2), try! CameraPosition(latitude: 0.001, longitude: 0.001, zoom: 21)),
    ]

    @Test func pathLengthMatchesGSLIntegration() throws {
        for (start, end) in Self.cases {
            let f = Self.flight(start, end)
            #expect(!f.isPureZoom)
            let integrated = try #require(Self.integratedLength(f))
            #expect(abs(integrated - f.pathLength) <= 1e-6, "S \(f.pathLength) vs ∫ \(integrated)")
            #expect(abs(Self.hyperbolicLength(f) - f.pathLength) <= 1e-9 * max(1, f.pathLength))
            // The path runs from (0, 1) to (1, a).
            let s0 = f.pathState(atArcLength: 0), s1 = f.pathState(atArcLength: f.pathLength)
            #expect(s0.panFraction == 0 && s0.widthRatio == 1)
            #expect(abs(s1.panFraction - 1) <= 1e-9 && abs(s1.widthRatio / f.widthRatio - 1) <= 1e-9)
        }
    }

    @Test func durationIsPathLengthOverSpeed() throws {
        for speed in [0.5, 1.2, 3.0] {
            let parameters = try FlyToParameters(speed: speed, maxDuration: 1000)
            for (start, end) in Self.cases {
                let f = Self.flight(start, end, parameters: parameters)
                #expect(!f.jumps)
                #expect(abs(f.duration - f.pathLength / speed) <= 1e-12 * max(1, f.duration))
            }
        }
    }

    @Test func pureZoomUsesTheDegenerateForm() throws {
        let start = try CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 3)
        var end = start
        end.zoom = 19
        let f = Self.flight(start, end)
        #expect(f.isPureZoom)
        #expect(abs(f.pathLength - abs(log(exp2(-16.0))) / 1.42) <= 1e-12)
        #expect(abs(try #require(Self.integratedLength(f)) - f.pathLength) <= 1e-6)
        for t in Fixture.sampleTimes(f.duration) {
            let c = f.camera(at: t)
            #expect(c.isFinite)
            #expect(c.target == start.target)
        }
    }

    @Test func degenerateInputsStayFinite() throws {
        let viewport = Fixture.viewport
        var rng = SplitMix64(seed: 21)
        var pairs: [(CameraPosition, CameraPosition)] = [
            // Same target, same everything.
            (try CameraPosition(latitude: 1, longitude: 2, zoom: 10), try CameraPosition(latitude: 1, longitude: 2, zoom: 10)),
            // Same target and zoom, new bearing and tilt.
            (try CameraPosition(latitude: 1, longitude: 2, zoom: 16), try CameraPosition(latitude: 1, longitude: 2, zoom: 16, bearing: 90, tilt: 40)),
            // Huge zoom changes, far apart.
            (try CameraPosition(latitude: 85, longitude: -179.999, zoom: 21), try CameraPosition(latitude: -85, longitude: 0, zoom: 2)),
            (try CameraPosition(latitude: -85, longitude: 0.0001, zoom: 2), try CameraPosition(latitude: 85, longitude: 180, zoom: 21)),
            // Antimeridian, tiny hop, high zoom.
            (try CameraPosition(latitude: 0, longitude: 179.99999999, zoom: 21), try CameraPosition(latitude: 0, longitude: -179.99999999, zoom: 21)),
            // A hop of one billionth of a degree.
            (try CameraPosition(latitude: 0, longitude: 0, zoom: 21), try CameraPosition(latitude: 1e-9, longitude: 0, zoom: 20)),
        ]
        for _ in 0..<50 { pairs.append((Fixture.randomCamera(&rng), Fixture.randomCamera(&rng))) }
        for (start, end) in pairs {
            for parameters in [FlyToParameters.mapLibre, try FlyToParameters(curve: 0.01, speed: 100, maxDuration: 1e9),
                               try FlyToParameters(curve: 50, speed: 0.01, maxDuration: 1e9)] {
                let f = FlyToAnimation(from: start, to: end, parameters: parameters, viewport: viewport, limits: Fixture.limits)
                #expect(f.pathLength.isFinite && f.duration.isFinite && f.duration >= 0)
                #expect(f.camera(at: f.duration) == f.end)
                for t in Fixture.sampleTimes(max(f.duration, 1e-3)) {
                    let c = f.camera(at: t)
                    #expect(c.isFinite, "non-finite camera at t=\(t) for \(start) → \(end)")
                    #expect(c.tilt <= Fixture.limits.maxTilt(atZoom: c.zoom) + 1e-12)
                }
            }
        }
    }

    @Test func antimeridianCrossingTakesTheShortWay() throws {
        let f = Self.flight(try CameraPosition(latitude: -17, longitude: 178, zoom: 6),
                            try CameraPosition(latitude: -14, longitude: -171, zoom: 7))
        for t in Fixture.sampleTimes(f.duration) {
            #expect(abs(f.camera(at: t).target.longitude) >= 170)
        }
        // 11° of longitude at zoom 6 is about 500 pt: a short flight, not round the world.
        #expect(f.panDistance < 2)
    }

    @Test func longFlightsZoomOutOnTheWay() throws {
        let start = try CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 12)
        let end = try CameraPosition(latitude: 40.71, longitude: -74.0, zoom: 12)
        let f = Self.flight(start, end)
        // About 140,000 pt apart at zoom 12: the flight climbs more than three levels.
        let lowest = Fixture.sampleTimes(f.duration).map { f.camera(at: $0).zoom }.min()!
        #expect(lowest < 9)
        // Same zoom at both ends: the path is symmetric, widest half way along its length.
        let peak = f.pathState(atArcLength: f.pathLength / 2).widthRatio
        for i in 0...1000 {
            #expect(f.pathState(atArcLength: f.pathLength * Double(i) / 1000).widthRatio <= peak * (1 + 1e-12))
        }
        #expect(lowest >= 12 - log2(peak) - 1e-9)
    }

    @Test func flightsBeyondTheMaximumDurationJump() throws {
        let start = try CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 12)
        let end = try CameraPosition(latitude: 40.71, longitude: -74.0, zoom: 12)
        let f = Self.flight(start, end, parameters: try FlyToParameters(maxDuration: 0.5))
        #expect(f.jumps && f.duration == 0 && f.pathLength > 0)
        #expect(f.camera(at: 0) == f.end)
        #expect(f.camera(at: -0.1) == f.start)
    }

    @Test func startAndEndAreExact() {
        for (start, end) in Self.cases {
            let f = Self.flight(start, end)
            #expect(f.camera(at: 0) == start)
            #expect(f.camera(at: f.duration) == end)
            let late = f.camera(at: f.duration * (1 - 1e-9))
            #expect(abs(late.zoom - end.zoom) < 1e-6)
        }
    }

    @Test func invalidParametersThrow() {
        #expect(throws: MotionError.self) { try FlyToParameters(curve: 0) }
        #expect(throws: MotionError.self) { try FlyToParameters(speed: .infinity) }
        #expect(throws: MotionError.self) { try FlyToParameters(maxDuration: -1) }
    }
}
