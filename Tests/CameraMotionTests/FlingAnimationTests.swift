import TestSupport
import Foundation
import Testing
import MapMath
@testable import CameraMotion

@Suite struct FlingAnimationTests {
    static let camera = try! CameraPosition(latitude: 52.52, longitude: 13.405, zoom: 14)
    static let viewport = Fixture.plainViewport

    static func fling(_ velocity: ReleaseVelocity, model: FlingModel, camera: CameraPosition = camera,
                      anchor: ScreenPoint? = nil) -> FlingAnimation {
        FlingAnimation(from: camera, velocity: velocity, model: model, anchor: anchor,
                       viewport: viewport, limits: Fixture.limits)
    }

    /// How far the start target has moved on screen at `time` (at tilt 0 and bearing 0 the
    /// content moves rigidly with the virtual finger).
    static func contentShift(_ f: FlingAnimation, at time: Double) -> ScreenPoint {
        let p = Projection(camera: f.camera(at: time), viewport: viewport).point(for: f.start.target)!
        let c = viewport.paddedCenter
        return ScreenPoint(x: p.x - c.x, y: p.y - c.y)
    }

    @Test func mapLibrePanMatchesTheClosedForm() {
        // MapLibre: speed = clamp(v·0.3, ±1400), duration = |speed| / (2500·0.3), travel = speed·duration/2.
        for (vx, vy) in [(1000.0, 0.0), (0.0, -600.0), (-1200.0, 900.0), (20_000.0, 5000.0)] {
            let v = hypot(vx, vy)
            let speed = min(v * 0.3, 1400)
            let duration = speed / (2500 * 0.3)
            let distance = speed * duration / 2
            let f = Self.fling(ReleaseVelocity(x: vx, y: vy), model: .mapLibre(.mapLibre))
            #expect(abs(f.duration - duration) <= 1e-12)
            #expect(abs(f.unclippedPanDistance - distance) <= 1e-9)
            let shift = Self.contentShift(f, at: f.duration)
            #expect(abs(shift.x - vx / v * distance) <= 1e-6 && abs(shift.y - vy / v * distance) <= 1e-6)
            // Eased with bezier(0, 0, 0.3, 1) in between.
            let t = duration * 0.4
            let expected = TimingCurve.mapLibreInertia.progress(at: 0.4) * distance
            #expect(abs(hypot(Self.contentShift(f, at: t).x, Self.contentShift(f, at: t).y) - expected) <= 1e-6)
        }
    }

    @Test func mapLibreOtherChannelsMatchTheClosedForm() {
        let f = Self.fling(ReleaseVelocity(zoom: 2, bearing: -90, tilt: 30), model: .mapLibre(.mapLibre))
        // zoom: speed 0.6, duration 0.6/(20·0.3) = 0.1 s, travel 0.03 levels.
        #expect(abs(f.zoomTravel - 0.03) <= 1e-12)
        // bearing: speed −27, duration 27/300 = 0.09 s, travel −1.215°.
        #expect(abs(f.bearingTravel - -1.215) <= 1e-12)
        // tilt: speed 9, duration 0.03 s, travel 0.135°.
        #expect(abs(f.tiltTravel - 0.135) <= 1e-12)
        // One duration for all: the longest.
        #expect(abs(f.duration - 0.1) <= 1e-12)
        #expect(abs(f.end.zoom - 14.03) <= 1e-12)
        #expect(abs(Fixture.turn(from: 0, to: f.end.bearing) - -1.215) <= 1e-9)
    }

    @Test func decelerationRateMatchesTheClosedForm() {
        let decay = DecelerationRateFling.normal
        let k = 1000 * log(1 / 0.998)
        for v in [80.0, 500.0, 2500.0, 8000.0] {
            let f = Self.fling(ReleaseVelocity(x: 0, y: v), model: .decelerationRate(decay))
            // Stops when the remaining travel v/k falls to 0.5 pt.
            let stopSpeed = 0.5 * k
            #expect(abs(f.duration - log(v / stopSpeed) / k) <= 1e-12)
            #expect(abs(f.unclippedPanDistance - (v - stopSpeed) / k) <= 1e-9)
            #expect(abs(decay.unboundedDistance(speed: v) - v / (1000 * log(1 / 0.998))) <= 1e-9)
            for t in [0.05, 0.2, 0.5, 1.0, 2.0] where t < f.duration {
                // distance(t) = v·(1 − rate^(1000t)) / k.
                let expected = v * (1 - pow(0.998, 1000 * t)) / k
                #expect(abs(Self.contentShift(f, at: t).y - expected) <= 1e-6)
            }
            #expect(abs(Self.contentShift(f, at: f.duration).y - (v - stopSpeed) / k) <= 1e-6)
        }
        // Too slow to move: no fling.
        let slow = Self.fling(ReleaseVelocity(x: 0.9), model: .decelerationRate(decay))
        #expect(slow.duration == 0 && slow.end == slow.start)
    }

    @Test func androidScrollerMatchesTheClosedForm() {
        let coefficient = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        let decelerationRate = log(0.78) / log(0.9)
        for v in [300.0, 1500.0, 8000.0] {
            let l = log(0.35 * v / coefficient)
            let duration = exp(l / (decelerationRate - 1))
            let distance = coefficient * exp(decelerationRate / (decelerationRate - 1) * l)
            let f = Self.fling(ReleaseVelocity(x: -v), model: .scroller(.android))
            #expect(abs(f.duration - duration) <= 1e-12)
            #expect(abs(f.unclippedPanDistance - distance) <= 1e-9)
            #expect(abs(Self.contentShift(f, at: f.duration).x + distance) <= 1e-6)
            #expect(f.zoomTravel == 0 && f.bearingTravel == 0)
        }
    }

    @Test func flingAtTilt60StopsShortOfTheHorizon() throws {
        let tilted = try CameraPosition(latitude: 40.0, longitude: -3.7, zoom: 17, bearing: 30, tilt: 60)
        #expect(Fixture.limits.clamp(tilted).tilt == 60)
        let releaseProjection = Projection(camera: tilted, viewport: Self.viewport)
        let horizon = releaseProjection.horizonY!, safe = releaseProjection.horizonSafeY!
        for model in [FlingModel.mapLibre(.mapLibre), .decelerationRate(.normal), .scroller(.android)] {
            // A hard flick down drags far ground towards the centre (the camera moves towards
            // the horizon); flicks up and sideways too.
            for (vx, vy) in [(0.0, 8000.0), (0.0, 50_000.0), (3000.0, 8000.0), (0.0, -8000.0), (8000.0, 0.0)] {
                let f = Self.fling(ReleaseVelocity(x: vx, y: vy), model: model, camera: tilted)
                for t in Fixture.sampleTimes(f.duration) {
                    let c = f.camera(at: t)
                    #expect(c.isFinite)
                    let p = releaseProjection.point(for: c.target)
                    #expect(p != nil, "target beyond the horizon at t=\(t)")
                    if let p {
                        #expect(p.y > horizon)
                        #expect(p.y >= safe - 1e-6)
                    }
                }
                if case .mapLibre = model {
                    // MapLibre's ease: its end and its offset point stay at or below the safe row.
                    let endRow = try #require(releaseProjection.point(for: f.end.target)).y
                    #expect(endRow >= safe - 1e-6)
                    #expect(releaseProjection.center.y + f.panDisplacement.y >= safe - 1e-6)
                } else if vy > 0 {
                    #expect(f.isHorizonClipped == (f.unclippedPanDistance * vy / hypot(vx, vy) > releaseProjection.center.y - safe))
                }
            }
        }
        // The big downward flick is clipped and ends exactly on the safe row.
        let f = Self.fling(ReleaseVelocity(x: 0, y: 50_000), model: .decelerationRate(.normal), camera: tilted)
        #expect(f.isHorizonClipped)
        #expect(abs(releaseProjection.point(for: f.end.target)!.y - safe) <= 1e-6)
    }

    @Test func anchoredZoomFlingKeepsTheFocalPoint() {
        let anchor = ScreenPoint(x: 120, y: 500)
        let start = Self.camera
        let anchorWorld = Projection(camera: start, viewport: Self.viewport).worldPoint(for: anchor)!
        let f = Self.fling(ReleaseVelocity(zoom: 3, bearing: 40), model: .mapLibre(.mapLibre), anchor: anchor)
        #expect(f.anchor == anchor)
        for t in Fixture.sampleTimes(f.duration) {
            let p = Projection(camera: f.camera(at: t), viewport: Self.viewport).point(forWorld: anchorWorld)!
            #expect(p.distance(to: anchor) <= 1e-6)
        }
    }

    @Test func zeroOrBadVelocityDoesNotMove() {
        for model in [FlingModel.mapLibre(.mapLibre), .decelerationRate(.normal), .scroller(.android)] {
            for v in [ReleaseVelocity.zero, ReleaseVelocity(x: .nan, y: .infinity, zoom: .nan)] {
                let f = Self.fling(v, model: model)
                #expect(f.duration == 0)
                #expect(f.end == f.start && f.camera(at: 1) == f.start)
            }
        }
    }

    @Test func startAndEndAreExact() {
        var rng = SplitMix64(seed: 31)
        for _ in 0..<30 {
            let start = Fixture.randomCamera(&rng)
            let v = ReleaseVelocity(x: rng.uniform(-5000...5000), y: rng.uniform(-5000...5000),
                                    zoom: rng.uniform(-3...3), bearing: rng.uniform(-200...200), tilt: rng.uniform(-50...50))
            for model in [FlingModel.mapLibre(.mapLibre), .decelerationRate(.normal), .scroller(.android)] {
                let f = Self.fling(v, model: model, camera: start)
                #expect(f.camera(at: 0) == start)
                #expect(f.camera(at: f.duration) == f.end)
                #expect(f.fraction(at: f.duration) == 1 && f.fraction(at: 0) == 0)
                for t in Fixture.sampleTimes(f.duration) {
                    let c = f.camera(at: t)
                    #expect(c.isFinite && c.tilt <= Fixture.limits.maxTilt(atZoom: c.zoom) + 1e-12)
                }
            }
        }
    }

    @Test func eachProfileFlingsWithItsOwnClosedForm() {
        let v = 2000.0
        let k = 1000 * log(1 / 0.998)
        let coefficient = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        let rate = log(0.78) / log(0.9)
        let l = log(0.35 * v / coefficient)
        let expected: [(name: String, motion: MotionDefaults, distance: Double, duration: Double)] = [
            ("maplibre", .maplibre, 600 * (600.0 / 750) / 2, 600.0 / 750),
            ("ios", .ios, (v - 0.5 * k) / k, log(v / (0.5 * k)) / k),
            ("android", .android, coefficient * exp(rate / (rate - 1) * l), exp(l / (rate - 1))),
        ]
        for closed in expected {
            let name = closed.name
            let animator = CameraAnimator(motion: closed.motion, viewport: Self.viewport)
            guard case let .fling(f) = animator.fling(from: Self.camera, velocity: ReleaseVelocity(x: v)) else {
                Issue.record("fling expected")
                continue
            }
            #expect(abs(f.unclippedPanDistance - closed.distance) <= 1e-9, "\(name)")
            #expect(abs(f.duration - closed.duration) <= 1e-12, "\(name)")
        }
    }
}
