#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Gestures
import MapMath
import GSLSupport
import Traces

/// A long synthetic touch trace for the replay benchmark: a repeating mix of slow pans,
/// flings, pinches and rotations, with finger positions jittered by seeded GSL Gaussian
/// noise (`GSLRandom`), sampled at 120 Hz.
///
/// Shapes (our choices): a pan moves 200 pt in a random direction over 0.6 s and rests
/// 80 ms before lifting (no fling); a fling moves 150 pt in 0.12 s and lifts at once (a
/// fling follows); a pinch spreads or closes the fingers between 150 and 350 pt over
/// 0.8 s; a rotation turns a 200 pt finger line by 60° over 0.8 s. Gestures start
/// 0.35 s apart after the previous one ends, so a touch often lands during a fling.
/// Jitter: σ = 0.6 pt per coordinate.
enum SyntheticTrace {
    /// Touch sampling rate, Hz: 120 (current phones' touch rate).
    static let samplesPerSecond = 120.0
    /// Pause between gestures, seconds.
    static let gap = 0.35
    /// Position jitter σ, points.
    static let jitter = 0.6

    /// The events of `gestureCount` gestures (cycling pan, fling, pinch, rotate) in
    /// `viewport`, from `seed`, sorted by time.
    static func touches(gestureCount: Int, viewport: Viewport, seed: UInt) throws(GSLError) -> [TouchEvent] {
        let noise = try GSLRandom(seed: seed)
        var builder = Builder(noise: noise, center: viewport.paddedCenter)
        for index in 0..<gestureCount {
            switch index % 4 {
            case 0: builder.pan(distance: 200, duration: 0.6, restBeforeLift: 0.08)
            case 1: builder.pan(distance: 150, duration: 0.12, restBeforeLift: 0)
            case 2: builder.pinch(fromSpan: index % 8 == 2 ? 150 : 350, toSpan: index % 8 == 2 ? 350 : 150,
                                  duration: 0.8)
            default: builder.rotate(span: 200, degrees: index % 8 == 3 ? 60 : -60, duration: 0.8)
            }
            builder.time += gap
        }
        return builder.events
    }

    /// The same gestures as a trace file's document (`TraceFile`): the view, a camera over
    /// `MarkerField` at zoom 12, and the touches with times rounded to whole milliseconds
    /// and positions to 0.01 pt, as a recording would store them.
    static func traceFile(gestureCount: Int, viewport: Viewport, seed: UInt) throws(GSLError) -> TraceFile {
        let events = try touches(gestureCount: gestureCount, viewport: viewport, seed: seed)
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return TraceFile(
            name: "synthetic benchmark trace",
            viewport: TraceViewport(width: viewport.width, height: viewport.height, padding: viewport.padding),
            camera: TraceCamera(latitude: MarkerField.center.latitude, longitude: MarkerField.center.longitude,
                                zoom: 12),
            touches: events.map {
                var touch = TraceTouch($0)
                touch.timeMs.round()
                touch.location = ScreenPoint(x: rounded(touch.location.x), y: rounded(touch.location.y))
                return touch
            })
    }

    /// Accumulates events; `time` is the start of the next gesture, seconds.
    struct Builder {
        let noise: GSLRandom
        let center: ScreenPoint
        var events: [TouchEvent] = []
        var time = 0.0
        var nextPointer = 1

        /// Sample times of a gesture of `duration` seconds starting at `time`: index k at
        /// time + k/120, computed from k (not accumulated).
        func sampleTime(_ k: Int) -> Double { time + Double(k) / samplesPerSecond }

        func sampleCount(_ duration: Double) -> Int { Int((duration * samplesPerSecond).rounded()) }

        func jittered(_ x: Double, _ y: Double) -> ScreenPoint {
            ScreenPoint(x: x + noise.gaussian(sigma: jitter), y: y + noise.gaussian(sigma: jitter))
        }

        mutating func pan(distance: Double, duration: Double, restBeforeLift: Double) {
            let direction = noise.gaussian(sigma: Double.pi)
            let dx = distance * cos(direction), dy = distance * sin(direction)
            let start = ScreenPoint(x: center.x - dx / 2, y: center.y - dy / 2)
            let id = nextPointer
            nextPointer += 1
            let steps = sampleCount(duration)
            var last = start
            for k in 0...steps {
                let f = Double(k) / Double(steps)
                last = jittered(start.x + f * dx, start.y + f * dy)
                events.append(TouchEvent(time: sampleTime(k), phase: k == 0 ? .down : .move, pointerID: id,
                                         location: last))
            }
            time = sampleTime(steps) + restBeforeLift + 1 / samplesPerSecond
            events.append(TouchEvent(time: time, phase: .up, pointerID: id, location: last))
        }

        mutating func pinch(fromSpan: Double, toSpan: Double, duration: Double) {
            twoFingers(duration: duration) { f in (fromSpan + f * (toSpan - fromSpan), 20.0) }
        }

        mutating func rotate(span: Double, degrees: Double, duration: Double) {
            twoFingers(duration: duration) { f in (span, 20 + f * degrees) }
        }

        /// Two fingers about the centre; `shape(f)` gives span (points) and line angle
        /// (degrees) at progress f in [0, 1].
        mutating func twoFingers(duration: Double, shape: (Double) -> (span: Double, degrees: Double)) {
            let first = nextPointer, second = nextPointer + 1
            nextPointer += 2
            let steps = sampleCount(duration)
            var last = (ScreenPoint(x: 0, y: 0), ScreenPoint(x: 0, y: 0))
            for k in 0...steps {
                let (span, degrees) = shape(Double(k) / Double(steps))
                let angle = degrees * Double.pi / 180
                let ux = span / 2 * cos(angle), uy = span / 2 * sin(angle)
                last = (jittered(center.x - ux, center.y - uy), jittered(center.x + ux, center.y + uy))
                let phase: TouchPhase = k == 0 ? .down : .move
                events.append(TouchEvent(time: sampleTime(k), phase: phase, pointerID: first, location: last.0))
                events.append(TouchEvent(time: sampleTime(k), phase: phase, pointerID: second, location: last.1))
            }
            time = sampleTime(steps) + 1 / samplesPerSecond
            events.append(TouchEvent(time: time, phase: .up, pointerID: first, location: last.0))
            events.append(TouchEvent(time: time, phase: .up, pointerID: second, location: last.1))
        }
    }
}
