import TestSupport
import Testing
import MapMath
@testable import Gestures

/// `GestureContext` holds its thresholds in a shared box (`SharedGestureThresholds`) and
/// still behaves as a value; `recordFrame(at:)` reports what `needsFrameRecord` said.
@Suite struct GestureContextTests {
    let camera = try! CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 12)
    let viewport = try! Viewport(width: 400, height: 800)

    @Test func aSharedBoxGivesTheSameContextAsTheValues() {
        for thresholds in [GestureThresholds.mapLibreGLJS, .mapLibreAndroid, .androidFramework, .ios, .ourRules] {
            let byValue = GestureContext(camera: camera, viewport: viewport, limits: .default, settings: UISettings(),
                                         thresholds: thresholds)
            let shared = GestureContext(camera: camera, viewport: viewport, limits: .default, settings: UISettings(),
                                        sharedThresholds: SharedGestureThresholds(thresholds))
            #expect(byValue == shared && byValue.hashValue == shared.hashValue)
            #expect(shared.thresholds == thresholds)
        }
    }

    @Test func settingTheThresholdsMakesANewBoxAndLeavesCopiesAlone() {
        let box = SharedGestureThresholds(.mapLibreGLJS)
        var context = GestureContext(camera: camera, viewport: viewport, limits: .default, settings: UISettings(),
                                     sharedThresholds: box)
        let copy = context
        context.thresholds.touchSlop += 1
        #expect(context.thresholds.touchSlop == GestureThresholds.mapLibreGLJS.touchSlop + 1)
        #expect(box.value == .mapLibreGLJS && copy.thresholds == .mapLibreGLJS)
        #expect(context != copy && context.sharedThresholds !== box)
        context.thresholds.touchSlop -= 1
        #expect(context == copy && context.hashValue == copy.hashValue)
    }

    /// Seeded random pans and flings under the inertia buffer's rule, a frame every 1/60 s
    /// (some at a non-finite time): `recordFrame(at:)` returns `needsFrameRecord` as it was
    /// before the call, and an engine that skips the call when that is false ends the same.
    @Test func recordFrameReturnsWhetherAFrameRecordWasNeeded() {
        var rng = SplitMix64(seed: 0xF4A3_0001)
        var driver = Driver(thresholds: .mapLibreGLJS)
        var reference = driver.engine
        var time = 0.0, frameTime = 0.0
        var needed = 0
        for _ in 0..<60 {
            var x = rng.double(in: 50...350), y = rng.double(in: 100...700)
            let steps = Int(rng.next() % 20)
            var touches: [(Double, Touch)] = [(time, (.down, 0, x, y))]
            for _ in 0..<steps {
                time += rng.double(in: 0.004...0.02)
                x += rng.double(in: -15...15); y += rng.double(in: -15...15)
                touches.append((time, (.move, 0, x, y)))
            }
            time += rng.double(in: 0.004...0.02)
            touches.append((time, (.up, 0, x, y)))
            for (t, touch) in touches {
                while frameTime < t {
                    let frame = rng.next() % 50 == 0 ? Double.nan : frameTime
                    let before = driver.engine.needsFrameRecord
                    #expect(driver.engine.recordFrame(at: frame) == before)
                    if before { needed += 1 }
                    if reference.needsFrameRecord { reference.recordFrame(at: frame) }
                    frameTime += 1.0 / 60
                }
                let event = [TouchEvent(time: t, phase: touch.phase, pointerID: touch.id, x: touch.x, y: touch.y)]
                _ = reference.handle(event, context: driver.context)
                reference.drainActions { _ in }
                driver.sample(t, touch)
            }
            time += rng.double(in: 0.1...0.6)
        }
        #expect(needed > 100)
        #expect(driver.engine.records == reference.records)
    }
}
