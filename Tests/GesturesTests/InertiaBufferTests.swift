import Testing
import MapMath
import CameraMotion
@testable import Gestures

/// MapLibre GL JS's inertia buffer (`handler_inertia.ts`), with its closed form from
/// `MapLibreInertia`: the worked examples of docs/profiles.md.
@Suite struct InertiaBufferTests {
    let inertia = MapLibreInertia.mapLibre

    /// 160 px of deltas over a buffer spanning exactly 160 ms: 1000 px/s, × 0.3 = 300 px/s,
    /// 300 / (2500 × 0.3) = 0.4 s, 300 × 0.4 / 2 = 60 px.
    @Test func oneHundredSixtyPixelsOverOneHundredSixtyMillisecondsFlingSixtyPixels() throws {
        var buffer = InertiaBuffer()
        buffer.record(.init(time: 1.0, pan: SIMD2(80, 0)))
        buffer.record(.init(time: 1.16, pan: SIMD2(80, 0)))
        let measured = buffer.velocity(at: 1.16)
        let v = try #require(measured)
        #expect(abs(v.pan.x - 1000) < 1e-9 && v.pan.y == 0 && abs(v.span - 0.16) < 1e-12)
        let travel = inertia.travel(velocity: v.pan.x, channel: inertia.pan)
        #expect(abs(travel.distance - 60) < 1e-9 && abs(travel.duration - 0.4) < 1e-12)
    }

    /// 800 px in 160 ms: 1500 px/s after linearity, capped at 1400: 1400 / 750 = 1.867 s,
    /// 1400 × 1.867 / 2 = 1306.7 px.
    @Test func fastReleasesAreCappedAtMaxSpeed() throws {
        var buffer = InertiaBuffer()
        buffer.record(.init(time: 0, pan: SIMD2(0, 400)))
        buffer.record(.init(time: 0.16, pan: SIMD2(0, 400)))
        let measured = buffer.velocity(at: 0.16)
        let v = try #require(measured)
        let travel = inertia.travel(velocity: v.pan.y, channel: inertia.pan)
        #expect(abs(travel.duration - 1400.0 / 750) < 1e-12)
        #expect(abs(travel.distance - 1400 * (1400.0 / 750) / 2) < 1e-9)
        #expect(abs(travel.distance - 1306.67) < 0.01)
    }

    /// At 60 fps a 160 ms window keeps 10 frames spanning 150 ms: 16 px per frame gives
    /// 160 px over 0.15 s, 320 px/s after linearity, 0.4267 s and 68.27 px.
    @Test func sixtyFramesPerSecondSpanOneIntervalLessThanTheirEntries() throws {
        var buffer = InertiaBuffer()
        for k in 0...20 { buffer.record(.init(time: Double(k) / 60, pan: SIMD2(16, 0))) }
        #expect(buffer.entries.count == 10)
        let measured = buffer.velocity(at: 20.0 / 60)
        let v = try #require(measured)
        #expect(abs(v.span - 9.0 / 60) < 1e-12)
        let travel = inertia.travel(velocity: v.pan.x, channel: inertia.pan)
        let speed = 160 / (9.0 / 60) * 0.3
        #expect(abs(travel.duration - speed / 750) < 1e-12)
        #expect(abs(travel.distance - speed * (speed / 750) / 2) < 1e-9)
    }

    /// An entry exactly `window` old stays; older ones go; fewer than two entries give none.
    @Test func drainKeepsTheEntryAtTheCutoff() {
        var buffer = InertiaBuffer()
        buffer.record(.init(time: 0, pan: SIMD2(10, 0)))
        buffer.record(.init(time: 0.16, pan: SIMD2(10, 0)))
        #expect(buffer.entries.count == 2)
        buffer.drain(at: 0.1601)
        #expect(buffer.entries.count == 1)
        #expect(buffer.velocity(at: 0.1601) == nil)
    }

    /// With `minimumEntryDistance` 3 (commit 042a6f73's kill threshold, in no release) a pan
    /// entry under 3 px zeroes the pan sum up to it; 0, the default and every named
    /// profile's, keeps it.
    @Test func aShortPanEntryZeroesThePanSoFar() throws {
        #expect(InertiaBuffer().minimumEntryDistance == 0)
        #expect(GestureThresholds.mapLibreGLJS5.inertiaMinimumEntryDistance == 0)
        #expect(GestureThresholds.mapLibreGLJS6.inertiaMinimumEntryDistance == 0)
        var buffer = InertiaBuffer(minimumEntryDistance: 3)
        buffer.record(.init(time: 0, pan: SIMD2(20, 0), zoom: 0.1))
        buffer.record(.init(time: 0.016, pan: SIMD2(2, 0), zoom: 0.1))
        buffer.record(.init(time: 0.032, pan: SIMD2(20, 0)))
        let measured = buffer.velocity(at: 0.032)
        let v = try #require(measured)
        #expect(abs(v.pan.x - 20 / 0.032) < 1e-9)
        #expect(abs(v.zoom - 0.2 / 0.032) < 1e-9)
        var off = buffer
        off.minimumEntryDistance = 0
        let unzeroed = off.velocity(at: 0.032)
        #expect(abs(try #require(unzeroed).pan.x - 42 / 0.032) < 1e-9)
    }

    /// A long gesture keeps only the window's entries across the storage's compactions,
    /// and the estimate is the same as from a buffer holding just those entries.
    @Test func longGesturesKeepOnlyTheWindow() throws {
        var long = InertiaBuffer()
        for k in 0..<1000 { long.record(.init(time: Double(k) / 60, pan: SIMD2(Double(k % 7) + 3, 1))) }
        #expect(long.entries.count == 10)
        #expect(long.entries.first?.time == 990.0 / 60)
        var fresh = InertiaBuffer()
        for entry in long.entries { fresh.record(entry) }
        let a = long.velocity(at: 999.0 / 60), b = fresh.velocity(at: 999.0 / 60)
        #expect(a != nil && a == b)
        #expect(long.ring.count == 32, "a 60 fps window never grows the ring")
    }

    /// A clock fast enough to keep more entries than the ring holds grows it and keeps
    /// every entry in order.
    @Test func aFastClockGrowsTheRing() throws {
        var buffer = InertiaBuffer()
        for k in 0...100 { buffer.record(.init(time: Double(k) / 1000, pan: SIMD2(Double(k), 0))) }
        #expect(buffer.entries.count == 101)
        #expect(buffer.entries.map(\.pan.x) == (0...100).map(Double.init))
        #expect(buffer.ring.count >= 101)
    }
}

/// maplibre-gl-js PR #8150's own tests of `HandlerInertia` (repository
/// maplibre/maplibre-gl-js, `src/ui/handler_inertia.test.ts` at commit
/// 3783c5425c29f04d79ac30c44bc96fe0d442be07), ported to `InertiaBuffer` with the velocity
/// window of `GestureThresholds.mapLibreGLJS6` and the closed form of `MapLibreInertia`:
/// frames recorded every `frameTime` from t = 1 s, the release `holdTime` after the last,
/// the buffer cleared after each release as `GestureEngine.recordFrame(at:)` does. "No
/// ease" is no velocity, or a velocity of zero in every channel (the engine then reports
/// `.releasedWithoutInertia`).
@Suite struct MapLibre8150InertiaTests {

    /// The horizontal pan velocity at the release (nil: no ease) and the distance the map
    /// keeps panning, points.
    static func panAndRelease(_ buffer: inout InertiaBuffer, frames: [Double?], frameTime: Double = 0.016,
                              holdTime: Double = 0) -> (velocity: Double, travel: Double)? {
        var time = 1.0
        for pixels in frames {
            time += frameTime
            buffer.record(.init(time: time, pan: SIMD2(pixels ?? 0, 0)))
        }
        let measured = buffer.velocity(at: time + holdTime)
        buffer.clear()
        guard let v = measured, v.pan != .zero || v.zoom != 0 || v.bearing != 0 || v.tilt != 0 else { return nil }
        return (v.pan.x, MapLibreInertia.mapLibre.travel(velocity: v.pan.x, channel: MapLibreInertia.mapLibre.pan).distance)
    }

    static var six: InertiaBuffer {
        InertiaBuffer(window: GestureThresholds.mapLibreGLJS6.inertiaWindow,
                      velocityWindow: GestureThresholds.mapLibreGLJS6.inertiaVelocityWindow)
    }

    /// "pans on when the gesture is released while still moving": > 50 px. The last 60 ms
    /// hold the frames at 32…80 ms; the one at 32 ms is the anchor: 60 px over 48 ms,
    /// 1250 px/s, 93.75 px.
    @Test func pansOnWhenReleasedWhileStillMoving() throws {
        var buffer = Self.six
        let ease = try #require(Self.panAndRelease(&buffer, frames: [20, 20, 20, 20, 20]))
        #expect(ease.travel > 50)
        #expect(abs(ease.velocity - 1250) < 1e-9 && abs(ease.travel - 93.75) < 1e-9)
    }

    /// "barely pans on when the gesture is held still before being released": < 5 px (20 px
    /// over the 116 ms from the anchor at 64 ms to the release at 180 ms: 1.78 px). 5.x
    /// measures the same gesture over its kept entries' own span and pans on far.
    @Test func barelyPansOnWhenHeldStillBeforeTheRelease() throws {
        var buffer = Self.six
        let ease = try #require(Self.panAndRelease(&buffer, frames: [20, 20, 20, 20, 20], holdTime: 0.1))
        #expect(abs(ease.travel) < 5)
        #expect(abs(ease.velocity - 20 / 0.116) < 1e-9)
        var five = InertiaBuffer(window: GestureThresholds.mapLibreGLJS5.inertiaWindow,
                                 velocityWindow: GestureThresholds.mapLibreGLJS5.inertiaVelocityWindow)
        let fiveEase = try #require(Self.panAndRelease(&five, frames: [20, 20, 20, 20, 20], holdTime: 0.1))
        #expect(fiveEase.travel > 100)
        // Held 200 ms, every frame is older than the 160 ms cutoff: no ease.
        #expect(Self.panAndRelease(&buffer, frames: [20, 20, 20, 20, 20], holdTime: 0.2) == nil)
    }

    /// "pans on at frame rates too low for two frames to fit into the velocity window": > 20
    /// px (80 px over the 80 ms from the anchor, the last frame but one: 60 px).
    @Test func pansOnAtFrameRatesTooLowForTheWindow() throws {
        var buffer = Self.six
        let ease = try #require(Self.panAndRelease(&buffer, frames: [80, 80, 80], frameTime: 0.08))
        #expect(ease.travel > 20)
        #expect(abs(ease.travel - 60) < 1e-9)
    }

    /// "does not pan on when a single frame was recorded, twice in a row".
    @Test func aSingleFrameTwiceInARowDoesNotPanOn() {
        var buffer = Self.six
        #expect(Self.panAndRelease(&buffer, frames: [20]) == nil)
        #expect(Self.panAndRelease(&buffer, frames: [20]) == nil)
    }

    /// "does not ease when the recorded frames hold no movement": the frames of the last
    /// 60 ms after the anchor moved nothing (5.x would fling the earlier 60 px).
    @Test func framesWithoutMovementDoNotEase() {
        var buffer = Self.six
        #expect(Self.panAndRelease(&buffer, frames: [20, 20, 20, nil, nil, nil, nil]) == nil)
        var five = InertiaBuffer()
        #expect(Self.panAndRelease(&five, frames: [20, 20, 20, nil, nil, nil, nil]) != nil)
    }

    /// The window is `mapLibreGLJS6`'s 60 ms (`_getVelocityEntries`: `now - 60`): entries
    /// at 0, 35, 45, 70 and 100 ms, released at 100 ms, anchor at 45 ms (the entry before,
    /// at 35 ms, is 65 ms old): 20 px over 55 ms. A 50 ms window would anchor at 70 ms, a
    /// 70 ms one at 35 ms.
    @Test func theWindowIsSixtyMilliseconds() throws {
        #expect(GestureThresholds.mapLibreGLJS6.inertiaVelocityWindow == 0.06)
        var buffer = Self.six
        for t in [0.0, 0.035, 0.045, 0.07, 0.1] { buffer.record(.init(time: t, pan: SIMD2(10, 0))) }
        let measured = buffer.velocity(at: 0.1)
        let v = try #require(measured)
        #expect(abs(v.pan.x - 20 / 0.055) < 1e-9 && abs(v.span - 0.055) < 1e-12)
    }
}
