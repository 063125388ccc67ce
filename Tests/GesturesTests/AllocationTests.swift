#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath
import TestSupport
import Testing
@testable import Gestures

/// Heap allocations in the gesture engine's steady state, counted by the
/// `AllocationCounter` target (it interposes glibc's malloc family in the test executable;
/// Linux with glibc only).
@Suite(.enabled(if: AllocationCount.isAvailable,
                "allocation counting interposes glibc's malloc: Linux with glibc only"))
struct AllocationTests {

    @Test func counterSeesAllocations() {
        AllocationCount.expectCounterSeesAllocations()
    }

    /// Two fingers spreading and turning: after the pinch has started, each sample through
    /// `handle` and `drainActions`, and reading the fingers and records as a sample probe
    /// does, allocates nothing.
    @Test func runningPinchAllocatesNothing() throws {
        AllocationCount.expectCounterSeesAllocations()
        var context = GestureContext(camera: try CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 12),
                                     viewport: try Viewport(width: 400, height: 800), thresholds: .ourRules)
        var engine = GestureEngine()
        var sample = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 150, y: 400),
                      TouchEvent(time: 0, phase: .down, pointerID: 2, x: 250, y: 400)]
        var drained = 0
        var fingerSum = 0.0
        func step(_ k: Int) {
            let time = Double(k) / 120
            let halfSpan = 50 + Double(k % 400) * 0.5
            let angle = Double(k % 400) * 0.002
            sample[0].time = time
            sample[0].location = ScreenPoint(x: 200 - halfSpan * cos(angle), y: 400 - halfSpan * sin(angle))
            sample[1].time = time
            sample[1].location = ScreenPoint(x: 200 + halfSpan * cos(angle), y: 400 + halfSpan * sin(angle))
            if let camera = engine.handle(sample, context: context) { context.camera = camera }
            engine.drainActions { _ in drained += 1 }
            // What a sample probe reads (`GestureEngine+Fingers.swift`).
            for i in 0..<engine.trackedFingerCount {
                fingerSum += engine.trackedFingerLocation(at: i).x + Double(engine.trackedFingerID(at: i))
            }
            if engine.recordCount > 0 && engine.recordKind(at: 0).isContinuous { fingerSum += 1 }
        }
        _ = engine.handle(sample, context: context)
        engine.drainActions { _ in drained += 1 }
        for index in sample.indices { sample[index].phase = .move }
        for k in 1...60 { step(k) }
        #expect(engine.activeKinds.contains(.pinch), "the pinch did not start; the test would measure nothing")
        let zoomBefore = context.camera.zoom
        var k = 60
        let count = AllocationCount.steadyStateAllocations {
            for _ in 0..<120 { k += 1; step(k) }
        }
        #expect(count == 0)
        #expect(context.camera.zoom != zoomBefore, "the camera did not move while counting")
        #expect(drained >= 3)
        #expect(fingerSum > 0)
    }

    /// `advance(to:thresholds:)` (the per-frame timer check) allocates nothing either,
    /// with and without a timer armed.
    @Test func timerAdvanceAllocatesNothing() throws {
        AllocationCount.expectCounterSeesAllocations()
        let context = GestureContext(camera: try CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 12),
                                     viewport: try Viewport(width: 400, height: 800))
        var engine = GestureEngine()
        let down = [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 200, y: 400)]
        _ = engine.handle(down, context: context)
        engine.drainActions { _ in }
        #expect(engine.hasArmedTimers, "a still finger arms the long-press timer")
        let thresholds = context.thresholds
        var time = 0.0
        let count = AllocationCount.steadyStateAllocations {
            for _ in 1...20 { time += 0.001; _ = engine.advance(to: time, thresholds: thresholds) }
        }
        #expect(count == 0)
    }

    /// Adding samples to a `VelocityTracker` and reading its velocity allocate nothing.
    @Test func velocityTrackerAllocatesNothing() {
        AllocationCount.expectCounterSeesAllocations()
        var tracker = VelocityTracker()
        var velocity = SIMD2<Double>.zero
        var k = 0
        let count = AllocationCount.steadyStateAllocations {
            for _ in 0..<100 {
                k += 1
                let t = Double(k) / 120
                tracker.add(time: t, location: ScreenPoint(x: 300 * t, y: 40 * t * t))
                velocity += tracker.velocity()
                velocity += tracker.velocity(atReleaseTime: t + 0.01)
            }
        }
        #expect(count == 0)
        #expect(velocity.x > 0)
    }
}

/// `nextAction()`, `hasPendingActions` and `hasArmedTimers`: the allocation-free ways a
/// frame loop reads the engine.
@Suite struct EngineDrainingTests {
    static let context = GestureContext(camera: try! CameraPosition(latitude: 47.37, longitude: 8.54, zoom: 12),
                                        viewport: try! Viewport(width: 400, height: 800))

    /// A one-finger drag: touchBegan, then pan began, then (after the lift) fling and pan ended.
    static func drag(_ engine: inout GestureEngine, lift: Bool) {
        for k in 0...12 {
            let phase: TouchPhase = k == 0 ? .down : .move
            _ = engine.handle([TouchEvent(time: Double(k) / 120, phase: phase, pointerID: 1,
                                          x: 100 + Double(k) * 15, y: 400)], context: context)
        }
        if lift {
            _ = engine.handle([TouchEvent(time: 13.0 / 120, phase: .up, pointerID: 1, x: 280, y: 400)],
                              context: context)
        }
    }

    @Test func nextActionGivesWhatDrainActionsGives() {
        var a = GestureEngine(), b = GestureEngine()
        Self.drag(&a, lift: true)
        Self.drag(&b, lift: true)
        var drained: [GestureAction] = []
        a.drainActions { drained.append($0) }
        var popped: [GestureAction] = []
        #expect(b.hasPendingActions)
        while let action = b.nextAction() { popped.append(action) }
        #expect(!b.hasPendingActions)
        #expect(popped == drained)
        #expect(popped.first == .touchBegan)
        #expect(popped.contains(.gestureBegan(.pan)))
        #expect(popped.last == .gestureEnded(.pan))
        #expect(b.nextAction() == nil)
    }

    @Test func drainActionsAfterPartialNextActionGivesTheRest() {
        var a = GestureEngine(), b = GestureEngine()
        Self.drag(&a, lift: true)
        Self.drag(&b, lift: true)
        var all: [GestureAction] = []
        a.drainActions { all.append($0) }
        #expect(all.count >= 3)
        let first = b.nextAction()
        var rest: [GestureAction] = []
        b.drainActions { rest.append($0) }
        #expect(first.map { [$0] + rest } == all)
        #expect(!b.hasPendingActions)
        var none = 0
        b.drainActions { _ in none += 1 }
        #expect(none == 0)
    }

    @Test func hasArmedTimersMatchesNextTimerTime() {
        var engine = GestureEngine()
        #expect(!engine.hasArmedTimers && engine.nextTimerTime(context: Self.context) == nil)
        // A still finger: long press armed.
        _ = engine.handle([TouchEvent(time: 0, phase: .down, pointerID: 1, x: 200, y: 400)], context: Self.context)
        #expect(engine.hasArmedTimers && engine.nextTimerTime(context: Self.context) != nil)
        // Lifted quickly: a tap waits for its double-tap window.
        _ = engine.handle([TouchEvent(time: 0.05, phase: .up, pointerID: 1, x: 200, y: 400)], context: Self.context)
        #expect(engine.hasArmedTimers && engine.nextTimerTime(context: Self.context) != nil)
        // The window closes: the tap is confirmed, nothing armed.
        _ = engine.advance(to: 2, thresholds: Self.context.thresholds)
        #expect(!engine.hasArmedTimers && engine.nextTimerTime(context: Self.context) == nil)
        #expect(engine.records.map(\.kind) == [.tap])
        // A drag: no timer while panning.
        var dragging = GestureEngine()
        Self.drag(&dragging, lift: false)
        #expect(!dragging.hasArmedTimers && dragging.nextTimerTime(context: Self.context) == nil)
    }
}
