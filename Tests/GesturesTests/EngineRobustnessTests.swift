import TestSupport
import MapMath
import Testing
@testable import Gestures

/// A seeded random touch session: fingers land, wander, spread, twist and lift, with
/// pauses long enough for timers.
private func randomSession(seed: UInt64) -> [(time: Double, touches: [Touch])] {
    var rng = SplitMix64(seed: seed)
    var t = 0.0
    var down: [(id: Int, x: Double, y: Double)] = []
    var nextId = 0
    var out: [(time: Double, touches: [Touch])] = []
    var drift = SIMD2(0.0, 0.0), spread = 0.0, twist = 0.0
    for _ in 0..<600 {
        t += rng.uniform(0, 1) < 0.05 ? rng.uniform(0.2, 0.9) : rng.uniform(0.004, 0.03)
        let r = rng.uniform(0, 1)
        var touches: [Touch] = []
        if down.count < 5 && (down.isEmpty ? r < 0.5 : r < 0.06) {
            let f = (id: nextId, x: rng.uniform(0, 400), y: rng.uniform(0, 800))
            nextId += 1
            down.append(f)
            touches.append((.down, f.id, f.x, f.y))
        } else if !down.isEmpty && r < 0.12 {
            let k = Int.random(in: 0..<down.count, using: &rng)
            let f = down.remove(at: k)
            touches.append((rng.uniform(0, 1) < 0.05 ? .cancel : .up, f.id, f.x, f.y))
        } else if !down.isEmpty {
            if rng.uniform(0, 1) < 0.15 {   // persistent motion for a while
                drift = SIMD2(rng.uniform(-8, 8), rng.uniform(-8, 8))
                spread = rng.uniform(-0.04, 0.04)
                twist = rng.uniform(-0.05, 0.05)
            }
            let cx = down.map(\.x).reduce(0, +) / Double(down.count)
            let cy = down.map(\.y).reduce(0, +) / Double(down.count)
            for k in down.indices {
                let dx = down[k].x - cx, dy = down[k].y - cy
                down[k].x = cx + drift.x + (dx * cos(twist) - dy * sin(twist)) * (1 + spread)
                down[k].y = cy + drift.y + (dx * sin(twist) + dy * cos(twist)) * (1 + spread)
                touches.append((.move, down[k].id, down[k].x, down[k].y))
            }
        } else {
            continue
        }
        out.append((t, touches))
    }
    if !down.isEmpty { out.append((t + 0.01, down.map { (.up, $0.id, $0.x, $0.y) })) }
    return out
}

private func replay(_ session: [(time: Double, touches: [Touch])], camera: CameraPosition, viewport: Viewport) -> Driver {
    var d = Driver(camera: camera, viewport: viewport)
    for (time, touches) in session {
        d.advance(to: time - 0.001)
        d.sample(time, touches)
    }
    d.advance(to: (session.last?.time ?? 0) + 5)
    return d
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct EngineRobustnessTests {
    @Test func sameInputGivesIdenticalOutput() throws {
        let viewport = try Viewport(width: 390, height: 844, padding: EdgeInsets(top: 60, left: 0, bottom: 120, right: 20))
        let camera = try CameraPosition(latitude: 47.6, longitude: -122.3, zoom: 13, bearing: 200, tilt: 30)
        var exercised: Set<GestureKind> = []
        for seed in [1, 2, 3] as [UInt64] {
            let session = randomSession(seed: seed)
            let a = replay(session, camera: camera, viewport: viewport)
            let b = replay(session, camera: camera, viewport: viewport)
            #expect(a.records == b.records && a.cameras == b.cameras && a.actions == b.actions)
            exercised.formUnion(a.kinds())
        }
        #expect(exercised.count >= 5, "exercised only \(exercised.map(\.rawValue).sorted())")
    }

    @Test func randomSessionsKeepLimitsOrderAndFiniteness() throws {
        let viewport = try Viewport(width: 400, height: 800, padding: EdgeInsets(top: 300, left: 0, bottom: 0, right: 0))
        for seed in 10..<30 as Range<UInt64> {
            let camera = try CameraPosition(latitude: 80, longitude: 179, zoom: 16, bearing: 90, tilt: 60)
            let d = replay(randomSession(seed: seed), camera: camera, viewport: viewport)
            let limits = CameraLimits.default
            for c in d.cameras {
                #expect(c.isFinite)
                #expect(c.zoom >= 2 && c.zoom <= 21 && c.tilt >= 0 && c.tilt <= limits.maxTilt(atZoom: c.zoom) + 1e-12)
                #expect(c.bearing >= 0 && c.bearing < 360)
            }
            #expect(zip(d.records, d.records.dropFirst()).allSatisfy { $0.beginTime <= $1.beginTime })
            #expect(d.records.allSatisfy { $0.endTime != nil })
            #expect(d.engine.touchCount == 0 && d.engine.activeKinds.isEmpty)
            for a in d.actions {
                if case let .fling(f) = a { let v = f.panVelocity; #expect(v.x.isFinite && v.y.isFinite && (v * v).sum() <= 8000 * 8000 + 1e-6) }
            }
        }
    }

    @Test func interruptEndsGesturesAndIgnoresTheFingersUntilLifted() {
        var d = Driver()
        d.sample(0, (.down, 0, 100, 400))
        for i in 1...10 { d.sample(0.008 * Double(i), (.move, 0, 100 + 10 * Double(i), 400)) }
        #expect(d.engine.activeKinds == .pan)
        d.engine.interrupt(at: 0.085)
        d.engine.drainActions { d.actions.append($0) }
        #expect(d.engine.activeKinds.isEmpty)
        // Started at the first move (10 pt, beyond the 3 pt slop; the crossing sample is
        // skipped): nine 10 pt samples dragged the map 90 pt. The finger is still down.
        #expect(d.records == [GestureRecord(kind: .pan, beginTime: 0.008, endTime: 0.085, touchDownTime: 0,
                                            touchUpTime: nil, fingerCount: 1,
                                            cameraChange: GestureCameraChange(panDistance: 90))])
        #expect(d.actions.last == .gestureEnded(.pan))
        #expect(d.engine.touchCount == 1)
        let camera = d.camera
        #expect(d.sample(0.09, (.move, 0, 220, 400)) == nil)
        d.sample(0.1, (.up, 0, 230, 400))
        d.advance(to: 2)
        #expect(d.camera == camera)
        // The ignored finger's lift is the interrupted pan's lift; nothing more was dragged.
        #expect(d.records.first?.touchUpTime == 0.1)
        #expect(d.records.first?.cameraChange == GestureCameraChange(panDistance: 90))
        #expect(!d.actions.contains { if case .fling = $0 { true } else { false } })
        #expect(d.kinds() == [.pan])
        #expect(d.engine.touchCount == 0)
        // A new touch works again.
        d.sample(3, (.down, 0, 100, 400))
        #expect(d.actions.last == .touchBegan)
        for i in 1...5 { d.sample(3 + 0.01 * Double(i), (.move, 0, 100, 400 + 10 * Double(i))) }
        #expect(d.camera != camera)
        #expect(d.kinds() == [.pan, .pan])
    }

    @Test func interruptBeforeALongPressOrTapSuppressesThem() {
        var d = Driver()
        d.sample(0, (.down, 0, 100, 400))
        d.engine.interrupt(at: 0.1)
        d.sample(0.2, (.up, 0, 100, 400))
        d.advance(to: 3)
        #expect(d.records.isEmpty)
    }

    @Test func cancelGivesNoFlingAndNoTap() {
        var d = Driver()
        d.sample(0, (.down, 0, 100, 400))
        for i in 1...10 { d.sample(0.008 * Double(i), (.move, 0, 100 + 10 * Double(i), 400)) }
        d.sample(0.09, (.cancel, 0, 200, 400))
        #expect(!d.actions.contains { if case .fling = $0 { true } else { false } })
        #expect(d.records.count == 1 && d.records[0].endTime == 0.09 && d.records[0].releaseVelocity == nil)
        var t = Driver()
        t.sample(0, (.down, 0, 100, 400))
        t.sample(0.05, (.cancel, 0, 100, 400))
        t.advance(to: 3)
        #expect(t.records.isEmpty)
    }

    @Test func badInputNeverCrashesOrMakesNaN() {
        var d = Driver()
        d.sample(0, (.up, 9, 10, 10))                         // unknown finger
        d.sample(0.01, (.down, 0, .nan, 10))                  // bad location
        d.sample(0.02, (.down, 0, 100, 100), (.down, 0, 120, 100))   // duplicate down
        d.sample(0.01, (.move, 0, 140, 100))                  // time going back
        d.sample(0.03, (.down, 1, 100, 100))                  // second finger on the first
        d.sample(0.04, (.move, 0, 100, 100), (.move, 1, 100, 100))
        d.sample(0.05, (.move, 0, 100, 100), (.move, 1, 130, 140))
        d.sample(0.06, (.move, 0, .infinity, 100))
        #expect(d.engine.handle([TouchEvent](), context: d.context) == nil)
        #expect(d.engine.handle([TouchEvent(time: .nan, phase: .down, pointerID: 4, x: 1, y: 1)], context: d.context) == nil)
        d.sample(0.07, (.up, 0, .nan, 100), (.up, 1, 130, 140), (.up, 1, 130, 140))
        #expect(d.cameras.allSatisfy { $0.isFinite })
        #expect(d.engine.touchCount == 0)
        #expect(d.records.allSatisfy { $0.endTime != nil })
    }

    @Test func dragAboveTheHorizonDoesNotMoveTheCamera() throws {
        // Tilt 65° with a large top padding puts the horizon at y ≈ 190.
        let viewport = try Viewport(width: 400, height: 800, padding: EdgeInsets(top: 700, left: 0, bottom: 0, right: 0))
        let camera = try CameraPosition(latitude: 10, longitude: 20, zoom: 17, tilt: 65)
        #expect(Projection(camera: camera, viewport: viewport).worldPoint(for: pt(200, 60)) == nil)
        var d = Driver(camera: camera, viewport: viewport)
        d.sample(0, (.down, 0, 200, 60))
        for i in 1...20 { d.sample(0.01 * Double(i), (.move, 0, 200 + 5 * Double(i), 60 + Double(i))) }
        #expect(d.cameras.allSatisfy { $0 == camera })
        // Two fingers pinching there neither move nor produce NaN.
        d.sample(0.3, (.up, 0, 300, 80))
        for i in 0...20 {
            d.sample(0.5 + 0.01 * Double(i), twoFingers(center: pt(200, 80), radius: 40 + 3 * Double(i), angle: 0,
                                                         phase: i == 0 ? .down : .move))
        }
        #expect(d.cameras.allSatisfy { $0.isFinite && $0.target == camera.target })
    }

    @Test func drainEmptiesTheQueue() throws {
        var engine = GestureEngine()
        let context = GestureContext(camera: try CameraPosition(latitude: 0, longitude: 0, zoom: 3),
                                     viewport: try Viewport(width: 300, height: 300))
        _ = engine.handle([TouchEvent(time: 0, phase: .down, pointerID: 0, x: 10, y: 10)], context: context)
        var first: [GestureAction] = [], second: [GestureAction] = []
        engine.drainActions { first.append($0) }
        engine.drainActions { second.append($0) }
        #expect(first == [.touchBegan] && second.isEmpty)
        #expect(engine.touchCount == 1)
    }
}

/// The engine's side of the delivery models (`TouchDeliveryRole`, `handle(_:at:context:)`).
@Suite struct DeliveryRoleTests {
    static let context = GestureContext(camera: try! CameraPosition(target: Coordinate(latitude: 0, longitude: 0), zoom: 10),
                                        viewport: try! Viewport(width: 400, height: 800), limits: CameraLimits(),
                                        settings: UISettings(), thresholds: .ourRules)

    @Test func aTouchEventStaysFortyBytes() {
        // The role shares the phase's padding: a million-event trace is no larger.
        #expect(MemoryLayout<TouchEvent>.stride == 40)
    }

    static func deliver(_ engine: inout GestureEngine, _ events: [TouchEvent], at time: Double) -> CameraPosition? {
        events.withUnsafeBufferPointer { engine.handle($0, at: time, context: context) }
    }

    @Test func velocityOnlyMovesFeedTheTrackerButNeverMoveTheCamera() {
        var engine = GestureEngine()
        _ = Self.deliver(&engine, [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 100, y: 400)], at: 0)
        let coalesced = (1...5).map { k in
            TouchEvent(time: Double(k) * 0.008, phase: .move, pointerID: 1, location: ScreenPoint(x: 100 + 4 * Double(k), y: 400),
                       role: .velocityOnly)
        }
        #expect(Self.deliver(&engine, coalesced, at: 0.05) == nil)
        #expect(engine.records.isEmpty)
        // The delivered position then starts the pan (the crossing sample moves nothing
        // under our rules), and the release velocity comes from the coalesced samples'
        // own times: 4 pt every 8 ms = 500 pt/s.
        let latest = TouchEvent(time: 0.048, phase: .move, pointerID: 1, x: 124, y: 400)
        _ = Self.deliver(&engine, [latest], at: 0.05)
        #expect(engine.records.map(\.kind) == [.pan])
        _ = Self.deliver(&engine, [TouchEvent(time: 0.048, phase: .up, pointerID: 1, x: 124, y: 400)], at: 0.05)
        let velocity = engine.records.first { $0.kind == .pan }?.releaseVelocity
        #expect(velocity != nil && abs(velocity!.x - 500) < 1e-6)
    }

    @Test func positionOnlyMovesMoveTheCameraButNotTheTracker() {
        var engine = GestureEngine()
        _ = Self.deliver(&engine, [TouchEvent(time: 0, phase: .down, pointerID: 1, x: 100, y: 400)], at: 0)
        for k in 1...5 {
            let t = Double(k) * 0.016
            _ = Self.deliver(&engine, [TouchEvent(time: t, phase: .move, pointerID: 1, location: ScreenPoint(x: 100 + 1000 * t, y: 400),
                                                  role: .positionOnly)], at: t)
        }
        #expect(engine.records.contains { $0.kind == .pan })
        _ = Self.deliver(&engine, [TouchEvent(time: 0.08, phase: .up, pointerID: 1, x: 180, y: 400)], at: 0.08)
        // Only the down reached the tracker: no velocity to release with.
        #expect(engine.records.first { $0.kind == .pan }?.releaseVelocity == .zero)
    }

    @Test func aFingerThatLandedInAnEarlierDeliveryAtTheSameTimeMoves() {
        // UIKit delivers a frame's down, then the finger's latest move, both at the frame.
        var engine = GestureEngine()
        _ = Self.deliver(&engine, [TouchEvent(time: 0.010, phase: .down, pointerID: 1, x: 100, y: 400)], at: 1.0 / 60)
        _ = Self.deliver(&engine, [TouchEvent(time: 0.016, phase: .move, pointerID: 1, x: 140, y: 400)], at: 1.0 / 60)
        #expect(engine.records.map(\.kind) == [.pan])
        // In one sample, the same move is the landing's own and starts nothing.
        var single = GestureEngine()
        _ = Self.deliver(&single, [TouchEvent(time: 0.010, phase: .down, pointerID: 1, x: 100, y: 400),
                                   TouchEvent(time: 0.010, phase: .move, pointerID: 1, x: 140, y: 400)], at: 1.0 / 60)
        #expect(single.records.isEmpty)
    }

    /// A move after its finger's down in the same sample places the landing (phase 2 looks
    /// for the finger once one has landed): the next sample's 1 pt step from there starts
    /// no pan, where from the down's own point (40 pt away) it would. A move before its
    /// finger's down, or for a finger that never lands, does nothing.
    @Test func aMoveAfterItsDownInOneSamplePlacesTheLanding() {
        var placed = GestureEngine()
        _ = Self.deliver(&placed, [TouchEvent(time: 0, phase: .move, pointerID: 2, x: 300, y: 300),
                                   TouchEvent(time: 0, phase: .down, pointerID: 1, x: 100, y: 400),
                                   TouchEvent(time: 0, phase: .move, pointerID: 1, x: 140, y: 400)], at: 0)
        _ = Self.deliver(&placed, [TouchEvent(time: 0.016, phase: .move, pointerID: 1, x: 141, y: 400)], at: 0.016)
        #expect(placed.records.isEmpty && placed.touchCount == 1)
        var unplaced = GestureEngine()
        _ = Self.deliver(&unplaced, [TouchEvent(time: 0, phase: .move, pointerID: 1, x: 140, y: 400),
                                     TouchEvent(time: 0, phase: .down, pointerID: 1, x: 100, y: 400)], at: 0)
        _ = Self.deliver(&unplaced, [TouchEvent(time: 0.016, phase: .move, pointerID: 1, x: 141, y: 400)], at: 0.016)
        #expect(unplaced.records.map(\.kind) == [.pan])
    }
}
