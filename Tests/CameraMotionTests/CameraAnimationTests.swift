import TestSupport
import Testing
import MapMath
@testable import CameraMotion

@Suite struct CameraAnimationTests {
    @Test func bearingTakesTheShortWay() throws {
        let cases: [(Double, Double)] = [(350, 10), (10, 350), (0, 180), (90, 271), (179, 181), (359.5, 0.5)]
        for (from, to) in cases {
            let start = try CameraPosition(latitude: 10, longitude: 20, zoom: 12, bearing: from)
            var end = start
            end.bearing = to
            let animation = CameraAnimation(from: start, to: end, timing: AnimationTiming(duration: 0.8, curve: .ease),
                                            viewport: Fixture.viewport, limits: Fixture.limits)
            let total = Fixture.turn(from: from, to: to)
            #expect(abs(total) <= 180)
            var previous = 0.0
            for t in Fixture.sampleTimes(animation.duration) {
                let turned = Fixture.turn(from: from, to: animation.camera(at: t).bearing)
                // Along the short way: between 0 and the total turn, monotone.
                #expect(turned * total >= -1e-9, "wrong way at t=\(t) for \(from)→\(to)")
                #expect(abs(turned) <= abs(total) + 1e-9)
                #expect((turned - previous) * total >= -1e-9)
                previous = turned
            }
        }
        // 350° → 10° passes through 0°: every sample is in [350, 360) ∪ [0, 10].
        let start = try CameraPosition(latitude: 0, longitude: 0, zoom: 5, bearing: 350)
        var end = start
        end.bearing = 10
        let a = CameraAnimation(from: start, to: end, timing: AnimationTiming(duration: 1, curve: .linear),
                                viewport: Fixture.viewport, limits: Fixture.limits)
        for t in Fixture.sampleTimes(1) {
            let b = a.camera(at: t).bearing
            #expect(b >= 350 || b <= 10)
        }
        #expect(a.camera(at: 0.5).bearing == 0)
    }

    @Test func zoomAboutAnchorKeepsTheAnchorFixed() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<40 {
            let start = Fixture.randomCamera(&rng, zoom: 2...21)
            let viewport = Fixture.viewport
            let anchor = ScreenPoint(x: rng.uniform(0...viewport.width), y: rng.uniform(200...viewport.height))
            let startProjection = Projection(camera: start, viewport: viewport)
            guard let anchorWorld = startProjection.worldPoint(for: anchor) else { continue }
            let delta = rng.uniform(-3...3)
            let animation = CameraAnimation(from: start, toZoom: start.zoom + delta, bearing: rng.uniform(0...360),
                                            about: anchor, timing: AnimationTiming(duration: 0.3, curve: .ease),
                                            viewport: viewport, limits: Fixture.limits)
            #expect(animation.anchor == anchor)
            for t in Fixture.sampleTimes(animation.duration) {
                let camera = animation.camera(at: t)
                let p = Projection(camera: camera, viewport: viewport).point(forWorld: anchorWorld)
                #expect(p != nil)
                if let p { #expect(p.distance(to: anchor) <= 1e-6, "anchor drifted \(p.distance(to: anchor)) pt at t=\(t)") }
            }
            #expect(animation.end.zoom == Fixture.limits.zoomRange.clamp(start.zoom + delta))
        }
    }

    @Test func anchorAboveTheHorizonFallsBackToTheCentre() throws {
        // With D = 1.5·h the horizon only shows when the padded centre sits low in the view.
        let start = try CameraPosition(latitude: 48, longitude: 11, zoom: 17, tilt: 65)
        let viewport = try Viewport(width: 400, height: 800, padding: EdgeInsets(top: 700))
        #expect(Projection(camera: start, viewport: viewport).horizonY! > 0)
        let animation = CameraAnimation(from: start, toZoom: 18, about: ScreenPoint(x: 200, y: 0),
                                        timing: AnimationTiming(duration: 0.3, curve: .ease),
                                        viewport: viewport, limits: Fixture.limits)
        #expect(animation.anchor == nil)
        #expect(animation.end.target == start.target)
        #expect(animation.end.zoom == 18)
    }

    @Test func tiltNeverExceedsItsLimit() throws {
        var rng = SplitMix64(seed: 12)
        for i in 0..<40 {
            // Start tilted high at a high zoom and zoom far out, or the reverse.
            let high = try CameraPosition(latitude: rng.uniform(-60...60), longitude: rng.uniform(-180...180),
                                      zoom: rng.uniform(16...20), bearing: 0, tilt: 65)
            let low = try CameraPosition(latitude: rng.uniform(-60...60), longitude: rng.uniform(-180...180),
                                     zoom: rng.uniform(2...12), bearing: 0, tilt: rng.uniform(0...89))
            let (start, end) = i % 2 == 0 ? (high, low) : (low, high)
            let animation = CameraAnimation(from: start, to: end, timing: AnimationTiming(duration: 1, curve: .easeInOut),
                                            viewport: Fixture.viewport, limits: Fixture.limits)
            for t in Fixture.sampleTimes(animation.duration) {
                let c = animation.camera(at: t)
                #expect(c.tilt <= Fixture.limits.maxTilt(atZoom: c.zoom) + 1e-12)
                #expect(c.tilt >= 0)
                #expect(c.zoom >= 2 && c.zoom <= 21)
            }
        }
    }

    @Test func startAndEndAreExact() {
        var rng = SplitMix64(seed: 13)
        for _ in 0..<50 {
            let start = Fixture.randomCamera(&rng), end = Fixture.randomCamera(&rng)
            let duration = rng.uniform(0.1...2)
            let animation = CameraAnimation(from: start, to: end, timing: AnimationTiming(duration: duration, curve: .ease),
                                            viewport: Fixture.viewport, limits: Fixture.limits)
            #expect(animation.camera(at: 0) == start)
            #expect(animation.camera(at: -1) == start)
            #expect(animation.camera(at: duration) == end)
            #expect(animation.camera(at: duration + 5) == end)
            #expect(animation.isFinished(at: duration) && !animation.isFinished(at: duration * 0.99))
            // Continuity at the ends.
            let nearEnd = animation.camera(at: duration * (1 - 1e-9))
            #expect(abs(nearEnd.zoom - end.zoom) < 1e-6)
            for t in Fixture.sampleTimes(duration) { #expect(animation.camera(at: t).isFinite) }
        }
    }

    @Test func targetMovesTheShortWayAcrossTheAntimeridian() throws {
        let start = try CameraPosition(latitude: 0, longitude: 170, zoom: 4)
        let end = try CameraPosition(latitude: 0, longitude: -170, zoom: 4)
        let animation = CameraAnimation(from: start, to: end, timing: AnimationTiming(duration: 1, curve: .linear),
                                        viewport: Fixture.viewport, limits: Fixture.limits)
        for t in Fixture.sampleTimes(1) {
            #expect(abs(animation.camera(at: t).target.longitude) >= 170 - 1e-9)
        }
        #expect(abs(animation.camera(at: 0.5).target.longitude) >= 180 - 1e-9)
    }

    @Test func zoomMovesLinearlyInLevels() throws {
        let start = try CameraPosition(latitude: 0, longitude: 0, zoom: 4)
        let end = try CameraPosition(latitude: 0, longitude: 0, zoom: 12)
        let animation = CameraAnimation(from: start, to: end, timing: AnimationTiming(duration: 2, curve: .linear),
                                        viewport: Fixture.viewport, limits: Fixture.limits)
        #expect(abs(animation.camera(at: 0.5).zoom - 6) < 1e-12)
        #expect(abs(animation.camera(at: 1).zoom - 8) < 1e-12)
    }

    @Test func badDurationsNeverHang() throws {
        let start = try CameraPosition(latitude: 0, longitude: 0, zoom: 4)
        let end = try CameraPosition(latitude: 1, longitude: 1, zoom: 5)
        for duration in [-1.0, .nan, .infinity, -.infinity] {
            var timing = AnimationTiming(duration: 1, curve: .ease)
            timing.duration = duration
            let animation = CameraAnimation(from: start, to: end, timing: timing,
                                            viewport: Fixture.viewport, limits: Fixture.limits)
            #expect(animation.duration == 0)
            #expect(animation.isFinished(at: 0) && animation.camera(at: 0) == end)
        }
    }
}
