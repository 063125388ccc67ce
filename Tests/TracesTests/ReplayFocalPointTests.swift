#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import MapMath
import MapSimulation
import Testing
import Traces

/// A two-finger gesture: the fingers sit on a line through a moving centroid, at a
/// changing distance and angle, sampled every 8 ms for one second.
struct TwoFingerMotion: Sendable, CustomTestStringConvertible {
    var name: String
    var camera: CameraPosition
    var viewport: Viewport
    /// Centroid at t = 0 and its drift in points per second.
    var centroid: ScreenPoint
    var drift: SIMD2<Double>
    /// Distance of each finger from the centroid at t = 0, points, and its growth factor per second.
    var radius: Double
    var growthPerSecond: Double
    /// Angle of the finger line at t = 0 and its turn rate, degrees and degrees per second.
    var angle: Double
    var turnPerSecond: Double

    var testDescription: String { name }

    static let sampleInterval = 0.008
    static let sampleCount = 126

    func time(_ k: Int) -> Double { Double(k) * 8 / 1000 }

    /// Centroid and finger positions at sample k.
    func fingers(_ k: Int) -> (centroid: ScreenPoint, a: ScreenPoint, b: ScreenPoint) {
        let t = time(k)
        let c = ScreenPoint(x: centroid.x + drift.x * t, y: centroid.y + drift.y * t)
        let r = radius * (1 + growthPerSecond * t)
        let th = (angle + turnPerSecond * t) * .pi / 180
        return (c, ScreenPoint(x: c.x - r * cos(th), y: c.y - r * sin(th)),
                ScreenPoint(x: c.x + r * cos(th), y: c.y + r * sin(th)))
    }

    /// Both fingers land at sample 0, move each sample, lift 100 ms after the last.
    var touches: [TouchEvent] {
        var events: [TouchEvent] = []
        for k in 0..<Self.sampleCount {
            let f = fingers(k)
            let phase: TouchPhase = k == 0 ? .down : .move
            events.append(TouchEvent(time: time(k), phase: phase, pointerID: 0, location: f.a))
            events.append(TouchEvent(time: time(k), phase: phase, pointerID: 1, location: f.b))
        }
        let last = fingers(Self.sampleCount - 1)
        let up = time(Self.sampleCount - 1) + 0.1
        events.append(TouchEvent(time: up, phase: .up, pointerID: 0, location: last.a))
        events.append(TouchEvent(time: up, phase: .up, pointerID: 1, location: last.b))
        return events
    }

    /// The centroid of the latest sample at or before `time`.
    func centroid(at time: Double) -> ScreenPoint {
        fingers(sampleIndex(at: time)).centroid
    }

    /// The centroid of the sample before the latest one at or before `time`.
    func centroid(before time: Double) -> ScreenPoint {
        fingers(max(sampleIndex(at: time) - 1, 0)).centroid
    }

    func sampleIndex(at time: Double) -> Int {
        var k = 0
        while k + 1 < Self.sampleCount && self.time(k + 1) <= time { k += 1 }
        return k
    }
}

private let padded = EdgeInsets(top: 100, left: 30, bottom: 150, right: 60)

private let motions: [TwoFingerMotion] = [
    TwoFingerMotion(name: "pinch out, flat, no padding",
                    camera: try! CameraPosition(latitude: 37.7749, longitude: -122.4194, zoom: 12),
                    viewport: try! Viewport(width: 400, height: 800),
                    centroid: ScreenPoint(x: 150, y: 300), drift: SIMD2(40, 30),
                    radius: 60, growthPerSecond: 1.5, angle: 20, turnPerSecond: 0),
    TwoFingerMotion(name: "pinch in, padded left",
                    camera: try! CameraPosition(latitude: -33.8688, longitude: 151.2093, zoom: 14),
                    viewport: try! Viewport(width: 400, height: 800, padding: EdgeInsets(left: 120)),
                    centroid: ScreenPoint(x: 260, y: 500), drift: SIMD2(-30, -50),
                    radius: 150, growthPerSecond: -0.6, angle: -35, turnPerSecond: 0),
    TwoFingerMotion(name: "rotate, tilted 45",
                    camera: try! CameraPosition(latitude: 51.5074, longitude: -0.1278, zoom: 15, tilt: 45),
                    viewport: try! Viewport(width: 400, height: 800),
                    centroid: ScreenPoint(x: 220, y: 520), drift: SIMD2(-20, 25),
                    radius: 90, growthPerSecond: 0, angle: 10, turnPerSecond: 70),
    TwoFingerMotion(name: "pinch and rotate, bearing 130, tilt 50, padded",
                    camera: try! CameraPosition(latitude: 40.7128, longitude: -74.006, zoom: 15.5, bearing: 130, tilt: 50),
                    viewport: try! Viewport(width: 400, height: 800, padding: padded),
                    centroid: ScreenPoint(x: 180, y: 480), drift: SIMD2(35, -40),
                    radius: 70, growthPerSecond: 1.2, angle: 75, turnPerSecond: -80),
    TwoFingerMotion(name: "pinch in and rotate across the antimeridian, tilt 30, padded",
                    camera: try! CameraPosition(latitude: -17.7134, longitude: 179.9995, zoom: 16, bearing: 300, tilt: 30),
                    viewport: try! Viewport(width: 360, height: 640, padding: padded),
                    centroid: ScreenPoint(x: 140, y: 330), drift: SIMD2(60, 10),
                    radius: 120, growthPerSecond: -0.5, angle: 0, turnPerSecond: 45),
]

@Suite struct ReplayFocalPointTests {
    /// During pinch and rotate, the coordinate under the fingers' centroid when the gesture
    /// began stays under the moving centroid within 0.5 pt at every frame of the replay.
    /// Under our rules (`android-framework`, `ios`) that is the centroid of the sample the
    /// first gesture began at. MapLibre GL JS's profiles are not ours to judge here: their
    /// camera moves at frames about the first two fingers' midpoint, and the oracle
    /// compares them with the library itself (docs/fidelity.md).
    @Test(arguments: motions, [MotionProfile.androidFramework, .ios])
    func coordinateUnderCentroidStaysUnderIt(_ motion: TwoFingerMotion, profile: MotionProfile) throws {
        let view = MapView(camera: motion.camera, viewport: motion.viewport, profile: profile)
        let appliesCrossing = profile.gestures.thresholdCrossing == .applied
        let start = view.camera
        var anchor: Coordinate?
        var framesChecked = 0
        var worst = 0.0
        let result = Simulation().run(view, touches: motion.touches) { view, _ in
            let frame = view.lastFrame
            let active = view.gestures.filter { $0.endTime == nil }.map(\.kind)
            guard frame.touchCount == 2, active.contains(.pinch) || active.contains(.rotate) else { return }
            if anchor == nil {
                // The first continuous gesture began at a sample when the camera had not moved
                // yet: the coordinate under the centroid then, in the starting camera.
                let first = view.gestures.first!, begin = first.beginTime
                let heldBefore = appliesCrossing && view.gestures.contains { $0.kind == .pan && $0.beginTime == begin }
                anchor = Projection(camera: start, viewport: motion.viewport)
                    .coordinate(for: heldBefore ? motion.centroid(before: begin) : motion.centroid(at: begin))
            }
            guard let anchor, let seen = view.projection.point(for: anchor) else {
                Issue.record("\(motion.name): the anchor has no screen point at \(frame.time) s")
                return
            }
            let c = motion.centroid(at: frame.time)
            let distance = seen.distance(to: c)
            worst = max(worst, distance)
            #expect(distance <= 0.5, "\(motion.name) at \(frame.time) s: anchor at \(seen), centroid \(c)")
            framesChecked += 1
        }
        #expect(framesChecked >= 30, "\(motion.name): only \(framesChecked) frames with pinch or rotate")
        #expect(worst < 1e-6, "\(motion.name): the placement is exact up to rounding, worst \(worst) pt")
        let kinds = Set(result.gestures.map(\.kind))
        if motion.growthPerSecond != 0 {
            #expect(kinds.contains(.pinch))
            #expect(abs(result.finalCamera.zoom - start.zoom) > 0.3)
        }
        if motion.turnPerSecond != 0 {
            #expect(kinds.contains(.rotate))
            let turned = abs(CameraPosition.normalizeBearing(result.finalCamera.bearing - start.bearing + 180) - 180)
            #expect(turned > 20)
        } else {
            #expect(!kinds.contains(.rotate))
        }
        #expect(result.finalCamera.tilt == start.tilt)
    }

    /// With allowScrollGesturesDuringRotateOrZoom off, pinch and rotate act about the padded
    /// centre: the target stays where it was and appears at the padded centre at every frame
    /// (our rule, under `android-framework`; MapLibre GL JS's pan still runs there:
    /// `traces/gesture-pinch-no-scroll.json`).
    @Test func withoutScrollDuringZoomTheTargetStaysAtThePaddedCentre() throws {
        var settings = UISettings()
        settings.allowScrollGesturesDuringRotateOrZoom = false
        // Drifting slowly enough that pinch starts (64 ms) before the centroid passes touchSlop.
        var motion = motions[3]
        motion.drift = SIMD2(15, -15)
        let view = MapView(camera: motion.camera, viewport: motion.viewport, settings: settings,
                           profile: .androidFramework)
        let target = view.camera.target
        var framesChecked = 0
        let result = Simulation().run(view, touches: motion.touches) { view, _ in
            guard view.lastFrame.touchCount == 2, view.gestures.contains(where: { $0.endTime == nil }) else { return }
            #expect(abs(view.camera.target.latitude - target.latitude) < 1e-12)
            #expect(abs(view.camera.target.longitude - target.longitude) < 1e-12)
            let seen = view.projection.point(for: target)
            #expect(seen.map { $0.distance(to: motion.viewport.paddedCenter) <= 1e-6 } == true)
            framesChecked += 1
        }
        #expect(framesChecked >= 30)
        #expect(!result.gestures.contains { $0.kind == .pan })
        #expect(Set(result.gestures.map(\.kind)) == [.pinch, .rotate])
    }
}
