import Testing
import MapMath
import Gestures
import SeededRandom
@testable import MapSimulation

/// AOSP `InputConsumer` resampling, rule by rule, on hand-made samples whose expected
/// deliveries follow from the rules' text (frameworks/native `InputTransport.cpp`).
@Suite struct AndroidTouchResamplerTests {
    let resampler = AndroidTouchResampler(clock: FrameClock(framesPerSecond: 60))

    /// One finger: down at `times[0]` ms, then moves, at x = `position(t)`, y = 100.
    static func stroke(_ times: [Double], position: (Double) -> Double = { $0 }) -> [TouchEvent] {
        times.enumerated().map { i, t in
            TouchEvent(time: t / 1000, phase: i == 0 ? .down : .move, pointerID: 1, x: position(t), y: 100)
        }
    }

    /// The recogniser-visible position of finger 1 after each delivery at `timeMs` (ms), in
    /// delivery order: the last non-velocity-only event of each delivery.
    static func presented(_ schedule: TouchDeliverySchedule) -> [(timeMs: Double, x: Double, role: TouchDeliveryRole)] {
        schedule.deliveries.indices.compactMap { d in
            let events = schedule.events[schedule.range(ofDelivery: d)].filter { $0.role != .velocityOnly }
            guard let last = events.last else { return nil }
            return (schedule.deliveries[d].time * 1000, last.location.x, last.role)
        }
    }

    static func frameMs(_ k: Int) -> Double { Double(k) / 60 * 1000 }

    /// Frame `k`'s resample time in ms: its time in whole nanoseconds less 5 ms, as AOSP's
    /// `nsecs_t` arithmetic gives it (33.333333 ms → 28.333333 ms).
    static func resampleMs(_ k: Int) -> Double { ((Double(k) / 60 * 1e9).rounded() - 5e6) / 1e6 }

    @Test func interpolatesAtFrameMinusLatencyWhenTheNextSampleHasArrived() {
        // 125 Hz: frame 2 (33.3 ms) resamples at 28.3 ms between 24 and 32 (arrived by 33.3).
        let schedule = resampler.schedule(Self.stroke(stride(from: 0, through: 40, by: 8).map { $0 }))
        let frame2 = Self.presented(schedule).first { abs($0.timeMs - Self.frameMs(2)) < 1e-9 }
        #expect(frame2 != nil)
        #expect(abs(frame2!.x - Self.resampleMs(2)) < 1e-9)
        #expect(frame2!.role == .positionOnly)
        // Its batch went to the velocity tracker at the samples' own times: 16 and 24 ms.
        let d = schedule.deliveries.firstIndex { abs($0.time * 1000 - Self.frameMs(2)) < 1e-9 }!
        let tracked = schedule.events[schedule.range(ofDelivery: d)].filter { $0.role == .velocityOnly }
        #expect(tracked.map { ($0.time * 1000).rounded() } == [16, 24])
    }

    @Test func extrapolatesWhenTheNextSampleHasNotArrived() {
        // 125 Hz to 136 ms: frame 8 (133.3 ms) resamples at 128.3 ms, past the last sample
        // (128 ms; the next, 136 ms, arrives after the frame), along 120 → 128.
        let schedule = resampler.schedule(Self.stroke(stride(from: 0, through: 136, by: 8).map { $0 }))
        let frame8 = Self.presented(schedule).first { abs($0.timeMs - Self.frameMs(8)) < 1e-9 }!
        #expect(abs(frame8.x - Self.resampleMs(8)) < 1e-9)
        #expect(frame8.role == .positionOnly)
    }

    @Test func predictsAtMostHalfTheGapAndEightMilliseconds() {
        // Samples 16 ms apart (62.5 Hz) with the last at 48 ms; frame 4 (66.7 ms) would
        // resample at 61.7 ms, 13.7 ms past it: the prediction stops at 48 + 8 = 56 ms.
        let schedule = resampler.schedule(Self.stroke([0, 16, 32, 48]))
        let frame4 = Self.presented(schedule).first { abs($0.timeMs - Self.frameMs(4)) < 1e-9 }!
        #expect(abs(frame4.x - 56) < 1e-9)
        // A 30 ms gap (over RESAMPLE_MAX_DELTA) is not extrapolated: the last sample shows.
        let slow = resampler.schedule(Self.stroke([0, 30, 60]))
        let last = Self.presented(slow).last!
        #expect(last.x == 60)
        #expect(last.role == .positionOnly)
    }

    @Test func noResampleFromSamplesCloserThanTwoMilliseconds() {
        // Consumed up to 44 ms at frame 3 (resample time 45 ms); the next sample arrived at
        // 45.5 ms, 1.5 ms later: no interpolation (RESAMPLE_MIN_DELTA), the 44 ms position
        // shows (24 → 44 is too far apart to extrapolate at frame 2).
        let schedule = resampler.schedule(Self.stroke([0, 24, 44, 45.5], position: { $0 == 45.5 ? 100 : $0 }))
        let frame3 = Self.presented(schedule).first { abs($0.timeMs - Self.frameMs(3)) < 1e-9 }!
        #expect(frame3.x == 44)
        // Extrapolation from two samples 1 ms apart: none either.
        let close = resampler.schedule(Self.stroke([0, 30, 31]))
        #expect(Self.presented(close).last!.x == 31)
    }

    @Test func noResampleWhenTheLastSampleIsExactlyAtTheResampleTime() {
        // Frame 3 is at 50 ms: resample time 45 ms, and a sample is at exactly 45 ms. The
        // next (48 ms) has arrived, but AOSP adds no sample at the same time and position
        // as a real one: the 45 ms position shows and the last resample stays frame 2's.
        var run = AndroidTouchResampler.Run(clock: resampler.clock)
        var out = TouchDeliverySchedule()
        for e in Self.stroke([0, 20, 30, 45, 48]) { run.arrive([e][...], into: &out) }
        run.consumeFrames(before: AndroidTouchResampler.nanoseconds(0.0501), into: &out)
        let frame3 = Self.presented(out).first { abs($0.timeMs - Self.frameMs(3)) < 1e-9 }!
        #expect(frame3.x == 45)
        #expect(run.touchState?.lastResample.timeNs == AndroidTouchResampler.nanoseconds(Self.resampleMs(2) / 1000))
    }

    @Test func aFrameWithNoNewSampleDeliversNothing() {
        // Two moves, then nothing for 200 ms: no delivery after the one that took the last.
        let schedule = resampler.schedule(Self.stroke([0, 8, 16]) + [TouchEvent(time: 0.3, phase: .up, pointerID: 1, x: 16, y: 100)])
        let times = schedule.deliveries.map { $0.time * 1000 }
        // The down at once, frames 1 and 2 (resample times 11.7 and 28.3 ms), the up at once.
        #expect(times.count == 4)
        #expect(abs(times[1] - Self.frameMs(1)) < 1e-9 && abs(times[2] - Self.frameMs(2)) < 1e-9)
        #expect(abs(times[3] - 300) < 1e-9)
    }

    @Test func downsAndUpsAreDeliveredAtOnceAfterTheBatchUnresampled() {
        // Moves at 8 and 12 ms, then the second finger lands at 14 ms, before any frame
        // consumes them: the batch is delivered at 14 ms as it is (12 ms position, the 8 ms
        // sample to the velocity tracker), then the down, also at 14 ms.
        var touches = Self.stroke([0, 8, 12])
        touches.append(TouchEvent(time: 0.014, phase: .down, pointerID: 2, x: 300, y: 300))
        let schedule = resampler.schedule(touches)
        #expect(schedule.deliveries.map { ($0.time * 1000).rounded() } == [0, 14, 14])
        let batch = Array(schedule.events[schedule.range(ofDelivery: 1)])
        #expect(batch.filter { $0.role == .velocityOnly }.map { ($0.time * 1000).rounded() } == [8, 12])
        #expect(batch.last?.role == .positionOnly && batch.last?.location.x == 12)
        let down = Array(schedule.events[schedule.range(ofDelivery: 2)])
        #expect(down.map(\.phase) == [.down] && down[0].role == .delivered)
    }

    @Test func aCancelDropsTheBatch() {
        // Moves at 8 and 12 ms, cancelled at 14 ms before a frame took them: AOSP drops
        // them (no need to process events that will be cancelled).
        var touches = Self.stroke([0, 8, 12])
        touches.append(TouchEvent(time: 0.014, phase: .cancel, pointerID: 1, x: 12, y: 100))
        let schedule = resampler.schedule(touches)
        #expect(schedule.deliveries.count == 2)
        #expect(schedule.events.map(\.phase) == [.down, .cancel])
    }

    @Test func aStoppedFingerKeepsItsResampledPositionInsteadOfJumpingBack() {
        // Moving at 1 pt/ms to 60 ms, then resting there. Frame 4 (66.7 ms) extrapolates
        // along 50 → 60 to 61.7 (the 70 ms sample has not arrived). The resting samples
        // then have equal raw positions, so AOSP rewrites them to the resampled 61.7 and
        // keeps it: the finger never jumps back to 60 while it rests. Rewritten samples
        // are resampled ones for the velocity tracker: the 70 and 80 ms rests are skipped.
        let times: [Double] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
        let schedule = resampler.schedule(Self.stroke(times, position: { min($0, 60) }))
        let shown = Self.presented(schedule).filter { $0.timeMs > 60 }
        #expect(abs(shown[0].x - Self.resampleMs(4)) < 1e-9)
        #expect(shown.allSatisfy { abs($0.x - shown[0].x) < 1e-9 })
        let trackedRests = schedule.events.filter { $0.role == .velocityOnly && $0.time > 0.065 }
        #expect(trackedRests.isEmpty)
        // Without the rule the rests would show 60: the check above can fail.
        #expect(shown[0].x != 60)
    }

    @Test func aMovingFingerAfterARestIsSeenAtItsRealPositionAgain() {
        // The stopped finger of the test above moves on at 110 ms: the rewrite stops and
        // the resample follows the new samples.
        let times: [Double] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140]
        let schedule = resampler.schedule(Self.stroke(times, position: { $0 <= 100 ? min($0, 60) : 60 + ($0 - 100) }))
        let last = Self.presented(schedule).last!
        #expect(last.x > 70)
    }

    @Test func resamplingKeepsTheFingersVelocitySamples() {
        // Every move reaches the velocity tracker once, at its own time, in order.
        let times = stride(from: 0.0, through: 400, by: 8).map { $0 }
        let schedule = resampler.schedule(Self.stroke(times, position: { 100 + 0.5 * $0 }))
        let tracked = schedule.events.filter { $0.phase == .move && $0.role != .positionOnly }
        #expect(tracked.map(\.time) == Self.stroke(times).dropFirst().map(\.time))
    }

    @Test func deliveryTimesNeverGoBackwards() {
        var random = SplitMix64(seed: 7)
        var t = 0.0
        var touches = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 0, y: 0)]
        for _ in 0..<500 {
            t += Double(random.next() % 20 + 1) / 1000
            touches.append(TouchEvent(time: t, phase: .move, pointerID: 1, x: t * 100, y: 0))
        }
        let schedule = resampler.schedule(touches)
        let times = schedule.deliveries.map(\.time)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(schedule.events.filter { $0.role != .positionOnly }.count == touches.count)
    }
}
