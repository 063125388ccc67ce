import TestSupport
import Testing
import MapMath
@testable import CameraMotion

@Suite struct InterruptionTests {
    static func moves() -> [CameraMove] {
        let animator = CameraAnimator(motion: .maplibre, viewport: Fixture.viewport)
        let start = try! CameraPosition(latitude: 35.0, longitude: 135.0, zoom: 15, bearing: 350, tilt: 30)
        return [
            animator.resetBearing(from: start),
            animator.doubleTapZoom(from: start, by: 1, at: ScreenPoint(x: 50, y: 700)),
            animator.flyTo(from: start, to: try! CameraPosition(latitude: -1.29, longitude: 36.8, zoom: 11)),
            animator.fling(from: start, velocity: ReleaseVelocity(x: 1500, y: -700, bearing: 30)),
            CameraAnimator(motion: .ios, viewport: Fixture.viewport).fling(from: start, velocity: ReleaseVelocity(x: -900, y: 2500)),
        ]
    }

    @Test func stoppingReturnsExactlyTheSampleAtThatTime() {
        var rng = SplitMix64(seed: 41)
        for move in Self.moves() {
            let startTime = rng.uniform(0...100)
            let motion = ScheduledMove(move, startTime: startTime)
            #expect(motion.endTime == startTime + move.duration)
            for _ in 0..<100 {
                let t = startTime + rng.uniform(-0.1...(move.duration + 0.1))
                #expect(motion.stop(at: t) == motion.camera(at: t))
                // Elapsed on whole picoseconds, within one of the Double difference.
                let elapsed = ClockArithmetic.elapsed(from: startTime, to: t)
                #expect(abs(elapsed - (t - startTime)) <= 2e-12)
                #expect(motion.camera(at: t) == move.camera(at: elapsed))
            }
        }
    }

    @Test func aNewCommandReplacesTheRunningOne() throws {
        let viewport = Fixture.viewport
        let animator = CameraAnimator(motion: .maplibre, viewport: viewport)
        var player = CameraMotionPlayer(camera: try CameraPosition(latitude: 35, longitude: 135, zoom: 15, bearing: 350))
        let first = animator.resetBearing(from: player.camera)
        player.run(first, at: 10)
        #expect(!player.isIdle(at: 10.2))
        let sampled = player.advance(to: 10.2)
        #expect(sampled == first.camera(at: 0.2))
        // A touch lands at 10.4: the camera stops exactly where the animation was.
        let stopped = player.stop(at: 10.4)
        #expect(stopped == first.camera(at: 0.4))
        #expect(player.current == nil && player.isIdle(at: 10.4))
        #expect(player.advance(to: 11) == stopped)
        // A fling then a programmatic command that replaces it mid-way.
        let fling = animator.fling(from: stopped, velocity: ReleaseVelocity(x: 0, y: 3000))
        player.run(fling, at: 11)
        #expect(player.camera == stopped)
        let replacedAt = 11.1
        let handover = player.camera(at: replacedAt)
        let zoom = animator.zoom(from: handover, by: 2, about: nil)
        player.run(zoom, at: replacedAt)
        #expect(player.camera == handover)
        #expect(player.camera(at: replacedAt) == handover)
        #expect(player.current?.move == zoom)
        #expect(player.advance(to: replacedAt + 10) == zoom.endCamera)
        #expect(player.current == nil)
    }
}
