import Testing
import MapMath
import Gestures
@testable import MapSimulation

/// The delivery models through the whole simulation: what the camera follows at each
/// drawn frame, and the release velocities, against the finger's own path.
@Suite struct InputDeliveryTests {
    /// A finger moving right at 500 pt/s from x = 100, y = 400, sampled every `periodMs`
    /// from 0 to 400 ms, then lifted.
    static func pan(periodMs: Double) -> [TouchEvent] {
        var touches: [TouchEvent] = []
        var t = 0.0
        while t <= 400 {
            touches.append(TouchEvent(time: t / 1000, phase: t == 0 ? .down : .move, pointerID: 1,
                                      x: fingerX(atMs: t), y: 400))
            t += periodMs
        }
        touches.append(TouchEvent(time: touches.last!.time, phase: .up, pointerID: 1, location: touches.last!.location))
        return touches
    }

    static func fingerX(atMs t: Double) -> Double { 100 + 0.5 * t }

    /// How far the map has moved right, in points, at each recorded frame (time in ms).
    static func mapShift(_ touches: [TouchEvent], input: InputDeliveryModel,
                         profile: MotionProfile = .androidFramework) -> [(timeMs: Double, shift: Double)] {
        let start = Scene.camera()
        let view = MapView(camera: start, viewport: Scene.viewport, profile: profile)
        let result = Simulation(recordFrames: true, input: input).run(view, touches: touches)
        let scale = WebMercator.scale(atZoom: start.zoom)
        let origin = WebMercator.worldPoint(for: start.target)
        return result.frames.map { f in
            (f.time * 1000, (origin.x - WebMercator.worldPoint(for: f.camera.target).x) * scale)
        }
    }

    /// The frames while the pan runs well after its start, before the release (ms).
    static func panning(_ shifts: [(timeMs: Double, shift: Double)]) -> [(timeMs: Double, shift: Double)] {
        shifts.filter { $0.timeMs > 100 && $0.timeMs < 390 }
    }

    @Test func androidFollowsTheFingerFiveMillisecondsBehindTheFrame() {
        // 125 Hz samples at 60 fps: every frame between shows the finger at frame − 5 ms,
        // interpolated when a sample arrived in (frame − 5 ms, frame], else extrapolated.
        let touches = Self.pan(periodMs: 8)
        let frames = Self.panning(Self.mapShift(touches, input: .android))
        #expect(frames.count > 10)
        let reference = frames[0]
        var interpolated = 0, extrapolated = 0
        for f in frames.dropFirst() {
            let resampleMs = ((f.timeMs * 1e6).rounded() - 5e6) / 1e6
            let fingerMoved = Self.fingerX(atMs: resampleMs) - Self.fingerX(atMs: ((reference.timeMs * 1e6).rounded() - 5e6) / 1e6)
            #expect(abs((f.shift - reference.shift) - fingerMoved) < 1e-6, "frame \(f.timeMs) ms")
            let arrived = touches.contains { $0.time * 1000 > resampleMs && $0.time * 1000 <= f.timeMs }
            if arrived { interpolated += 1 } else { extrapolated += 1 }
        }
        #expect(interpolated > 0 && extrapolated > 0)
    }

    @Test func rawFollowsTheLatestSample() {
        let touches = Self.pan(periodMs: 8)
        let frames = Self.panning(Self.mapShift(touches, input: .raw))
        let latest = { (ms: Double) in Self.fingerX(atMs: (ms / 8).rounded(.down) * 8) }
        let reference = frames[0]
        for f in frames.dropFirst() {
            #expect(abs((f.shift - reference.shift) - (latest(f.timeMs) - latest(reference.timeMs))) < 1e-6,
                    "frame \(f.timeMs) ms")
        }
    }

    @Test func at62HertzThePredictionLimitShows() {
        // 16 ms samples: extrapolation stops 8 ms past the last sample, so some frames show
        // the finger short of frame − 5 ms, at exactly last sample + 8 ms.
        let touches = Self.pan(periodMs: 16)
        let frames = Self.panning(Self.mapShift(touches, input: .android))
        let reference = frames[0]
        let referenceMs = ((reference.timeMs * 1e6).rounded() - 5e6) / 1e6
        var limited = 0
        for f in frames.dropFirst() {
            let resampleMs = ((f.timeMs * 1e6).rounded() - 5e6) / 1e6
            let lastSample = (resampleMs / 16).rounded(.down) * 16
            let arrived = lastSample + 16 <= f.timeMs
            let shownMs = arrived ? resampleMs : min(resampleMs, lastSample + 8)
            let moved = f.shift - reference.shift
            #expect(abs(moved - (Self.fingerX(atMs: shownMs) - Self.fingerX(atMs: referenceMs))) < 1e-6,
                    "frame \(f.timeMs) ms")
            if shownMs < resampleMs { limited += 1 }
        }
        #expect(limited > 0)
    }

    @Test func iosShowsTheLatestSampleAtEachFrame() {
        let touches = Self.pan(periodMs: 8)
        let frames = Self.panning(Self.mapShift(touches, input: .ios))
        let latest = { (ms: Double) in Self.fingerX(atMs: (ms / 8).rounded(.down) * 8) }
        let reference = frames[0]
        for f in frames.dropFirst() {
            #expect(abs((f.shift - reference.shift) - (latest(f.timeMs) - latest(reference.timeMs))) < 1e-6)
        }
    }

    @Test(arguments: [InputDeliveryModel.android, .ios])
    func releaseVelocitiesAreUnchangedByDelivery(_ input: InputDeliveryModel) {
        // The velocity tracker sees the recorded samples at their own times in every model.
        for period in [8.0, 16, 4.1] {
            let touches = Self.pan(periodMs: period)
            let view = MapView(camera: Scene.camera(), viewport: Scene.viewport, profile: .androidFramework)
            let raw = Simulation(input: .raw).run(view, touches: touches).gestures.compactMap(\.releaseVelocity)
            let delivered = Simulation(input: input).run(view, touches: touches).gestures.compactMap(\.releaseVelocity)
            #expect(raw.count == 1)
            #expect(delivered == raw, "\(period) ms")
            #expect(abs(raw[0].x - 500) < 1)
        }
    }

    @Test func theRawModelMatchesHandlingEachSampleAtItsTime() {
        // The schedule of the raw model is the trace's samples as they are.
        let touches = Self.pan(periodMs: 8)
        let schedule = InputDeliveryModel.raw.schedule(touches, clock: FrameClock())
        #expect(schedule.events == touches)
        #expect(schedule.deliveries.count == touches.count - 1)
    }
}
