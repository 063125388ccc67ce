#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapMath
import TestSupport
import Testing
@testable import Gestures

/// Cameras the focal-point property must hold for: tilted, rotated, padded, near max zoom.
private let focalCases: [(CameraPosition, Viewport)] = [
    (try! CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 12), try! Viewport(width: 400, height: 800)),
    (try! CameraPosition(latitude: 37.77, longitude: -122.42, zoom: 14, bearing: 30, tilt: 40),
     try! Viewport(width: 400, height: 800, padding: EdgeInsets(top: 100, left: 20, bottom: 60, right: 40))),
    (try! CameraPosition(latitude: -33.86, longitude: 151.2, zoom: 16, bearing: 300, tilt: 60),
     try! Viewport(width: 390, height: 844, padding: EdgeInsets(top: 40, left: 0, bottom: 200, right: 0))),
    (try! CameraPosition(latitude: 51.5, longitude: 179.999, zoom: 20.6, bearing: 123, tilt: 20),
     try! Viewport(width: 400, height: 800, padding: EdgeInsets(all: 30))),
]

private enum Motion { case pinch, rotate, pinchAndRotate }

/// Runs a synthetic two-finger trace and checks, at every sample after the gesture started,
/// that the world point under the centroid at the start stays under the moving centroid.
private func checkFocalPoint(_ motion: Motion, camera: CameraPosition, viewport: Viewport, seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var d = Driver(camera: camera, viewport: viewport)
    let start = pt(viewport.paddedCenter.x + rng.uniform(-40, 40), viewport.paddedCenter.y + rng.uniform(-40, 60))
    let drift = SIMD2(rng.uniform(-1.5, 1.5), rng.uniform(-1.5, 1.5))
    let r0 = rng.uniform(50, 90), a0 = rng.uniform(-1, 1)
    let steps = 50
    var centroids: [ScreenPoint] = []
    for i in 0...steps {
        let f = Double(i) / Double(steps)
        let r = motion == .rotate ? r0 : r0 * (1 + 1.2 * f)
        let a = motion == .pinch ? a0 : a0 + 1.1 * f
        let c = pt(start.x + drift.x * Double(i), start.y + drift.y * Double(i))
        centroids.append(c)
        d.sample(0.01 * Double(i), twoFingers(center: c, radius: r, angle: a, phase: i == 0 ? .down : .move))
    }
    guard let startIndex = d.cameras.indices.first(where: { i in
        d.records.contains { $0.beginTime == 0.01 * Double(i) && ($0.kind == .pinch || $0.kind == .rotate) }
    }) else {
        Issue.record("no pinch or rotate started")
        return
    }
    let startCamera = d.cameras[startIndex]
    let anchor = Projection(camera: startCamera, viewport: viewport).worldPoint(for: centroids[startIndex])!
    var worst = 0.0
    for i in startIndex...steps {
        let p = Projection(camera: d.cameras[i], viewport: viewport).point(forWorld: anchor)!
        worst = max(worst, p.distance(to: centroids[i]))
    }
    #expect(worst < 0.5, "\(motion) focal drift \(worst) pt at \(camera)")
    let end = d.cameras[steps]
    if motion != .rotate {
        let startRadius: Double = r0 * (1 + 1.2 * Double(startIndex) / Double(steps))
        let endRadius: Double = 2.2 * r0
        let expected: Double = min(startCamera.zoom + log2(endRadius / startRadius), 21)
        #expect(abs(end.zoom - expected) < 1e-9)
    } else {
        #expect(end.zoom == startCamera.zoom)
    }
    if motion != .pinch {
        #expect(abs(end.bearing - startCamera.bearing) > 20)
    } else {
        #expect(end.bearing == startCamera.bearing)
    }
    for c in d.cameras { #expect(c.isFinite && c.zoom <= 21 && c.tilt <= CameraLimits.default.maxTilt(atZoom: c.zoom)) }
}

@Suite struct PanPinchRotateTests {
    @Test(arguments: 0..<focalCases.count)
    func focalPointStaysUnderTheCentroid(caseIndex: Int) {
        let (camera, viewport) = focalCases[caseIndex]
        for seed in 0..<4 as Range<UInt64> {
            checkFocalPoint(.pinch, camera: camera, viewport: viewport, seed: seed * 3 + 1)
            checkFocalPoint(.rotate, camera: camera, viewport: viewport, seed: seed * 3 + 2)
            checkFocalPoint(.pinchAndRotate, camera: camera, viewport: viewport, seed: seed * 3 + 3)
        }
    }

    @Test func rotatingFingersClockwiseDecreasesTheBearing() throws {
        var d = Driver(camera: try CameraPosition(latitude: 10, longitude: 10, zoom: 10, bearing: 90))
        for i in 0...30 {
            let a = 0.03 * Double(i)   // screen clockwise (y down)
            d.sample(0.01 * Double(i), twoFingers(center: pt(200, 400), radius: 100, angle: a, phase: i == 0 ? .down : .move))
        }
        #expect(d.kinds() == [.rotate])
        // 0.9 rad turned, the part up to the 15° threshold is not applied.
        let turnedDegrees = 0.9 * 180 / Double.pi
        #expect(d.camera.bearing < 90 && d.camera.bearing > 90 - turnedDegrees)
    }

    @Test func panFollowsTheFingerAndStartsAfterTouchSlop() {
        var d = Driver()
        d.sample(0, (.down, 7, 200, 400))
        #expect(d.sample(0.01, (.move, 7, 202, 401)) == nil)   // 2.2 pt < 3 pt slop
        #expect(d.sample(0.02, (.move, 7, 201, 398)) == nil)
        #expect(d.engine.activeKinds.isEmpty)
        d.sample(0.03, (.move, 7, 204, 400))                    // beyond slop: pan starts here
        #expect(d.engine.activeKinds == .pan)
        let anchor = d.worldPoint(at: pt(204, 400))!
        for i in 1...20 {
            d.sample(0.03 + 0.01 * Double(i), (.move, 7, 204 + 5 * Double(i), 400 - 3 * Double(i)))
            let p = d.screenPoint(ofWorld: anchor)!
            #expect(p.distance(to: pt(204 + 5 * Double(i), 400 - 3 * Double(i))) < 1e-6)
        }
        d.sample(0.5, (.up, 7, 304, 340))
        #expect(d.kinds() == [.pan])
        #expect(d.records[0].beginTime == 0.03 && d.records[0].endTime == 0.5)
    }

    @Test func pinchBelowThresholdDoesNotZoom() {
        var d = Driver()
        let start = d.camera
        // log2(1.06) ≈ 0.084 < 0.1 levels.
        for i in 0...20 {
            d.sample(0.01 * Double(i), twoFingers(center: pt(200, 400), radius: 100 * (1 + 0.003 * Double(i)), angle: 0,
                                                   phase: i == 0 ? .down : .move))
        }
        #expect(d.camera == start)
        #expect(d.records.isEmpty)
    }

    @Test func twistBelowThresholdDoesNotRotate() {
        var d = Driver()
        let start = d.camera
        for i in 0...20 {   // 14° in total, threshold 15°
            d.sample(0.01 * Double(i), twoFingers(center: pt(200, 400), radius: 100, angle: Double(i) * 0.7 * .pi / 180,
                                                   phase: i == 0 ? .down : .move))
        }
        #expect(d.camera == start)
        #expect(d.records.isEmpty)
    }

    @Test func pinchWithASmallTwistDoesNotRotate() throws {
        var d = Driver(camera: try CameraPosition(latitude: 1, longitude: 2, zoom: 8, bearing: 45))
        for i in 0...30 {   // doubles the span, twists 10°
            d.sample(0.01 * Double(i), twoFingers(center: pt(200, 400), radius: 60 * (1 + Double(i) / 30),
                                                   angle: Double(i) / 30 * 10 * .pi / 180, phase: i == 0 ? .down : .move))
        }
        #expect(d.kinds() == [.pinch])
        #expect(d.camera.bearing == 45)
        #expect(d.camera.zoom > 8.8)
    }

    @Test func addingOrLiftingAFingerMidPanDoesNotJump() throws {
        var d = Driver(camera: try CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 15, bearing: 20, tilt: 30),
                       viewport: try Viewport(width: 400, height: 800, padding: EdgeInsets(top: 50, left: 10, bottom: 90, right: 0)))
        d.sample(0, (.down, 1, 200, 500))
        for i in 1...10 { d.sample(0.01 * Double(i), (.move, 1, 200 + 6 * Double(i), 500 - 4 * Double(i))) }
        #expect(d.engine.activeKinds == .pan)
        var before = d.camera
        // A second finger lands; the first does not move.
        d.sample(0.11, (.down, 2, 100, 300))
        #expect(abs(d.camera.target.latitude - before.target.latitude) <= 1e-9)
        #expect(abs(d.camera.target.longitude - before.target.longitude) <= 1e-9)
        #expect(d.camera.zoom == before.zoom && d.camera.bearing == before.bearing)
        // Both move together: the pan goes on with the new centroid.
        let anchor = d.worldPoint(at: pt(180, 380))!
        for i in 1...10 {
            let dx = 3 * Double(i)
            d.sample(0.11 + 0.01 * Double(i), (.move, 1, 260 + dx, 460), (.move, 2, 100 + dx, 300))
            #expect(d.screenPoint(ofWorld: anchor)!.distance(to: pt(180 + dx, 380)) < 1e-6)
        }
        // The first finger lifts; the other stays still.
        before = d.camera
        d.sample(0.3, (.up, 1, 290, 460))
        #expect(abs(d.camera.target.latitude - before.target.latitude) <= 1e-9)
        #expect(abs(d.camera.target.longitude - before.target.longitude) <= 1e-9)
        let anchor2 = d.worldPoint(at: pt(130, 300))!
        for i in 1...5 {
            d.sample(0.3 + 0.01 * Double(i), (.move, 2, 130, 300 + 7 * Double(i)))
            #expect(d.screenPoint(ofWorld: anchor2)!.distance(to: pt(130, 300 + 7 * Double(i))) < 1e-6)
        }
        d.sample(0.4, (.up, 2, 130, 335))
        #expect(d.kinds() == [.pan])
    }

    @Test func zoomClampDuringPinchKeepsTheFocalPoint() throws {
        var d = Driver(camera: try CameraPosition(latitude: 35.68, longitude: 139.76, zoom: 20.5))
        let c = pt(150, 300)
        for i in 0...40 {
            d.sample(0.01 * Double(i), twoFingers(center: c, radius: 40 * (1 + 0.1 * Double(i)), angle: 0.3,
                                                   phase: i == 0 ? .down : .move))
        }
        #expect(d.camera.zoom == 21)
        let startIndex = d.cameras.firstIndex { _ in true }!
        let anchor = Projection(camera: d.cameras[startIndex], viewport: d.context.viewport).worldPoint(for: c)!
        for cam in d.cameras {
            let p = Projection(camera: cam, viewport: d.context.viewport).point(forWorld: anchor)!
            #expect(p.distance(to: c) < 0.5)
        }
    }

    @Test func flingAfterAFastPanWithItsReleaseVelocity() {
        var d = Driver()
        d.sample(0, (.down, 0, 100, 400))
        for i in 1...12 { d.sample(0.008 * Double(i), (.move, 0, 100 + 8 * Double(i), 400 - 2 * Double(i))) }
        d.sample(0.1, (.up, 0, 196, 376))
        let fling = d.actions.compactMap { a -> (SIMD2<Double>, ScreenPoint)? in
            if case let .fling(f) = a { return (f.panVelocity, f.around) } else { return nil }
        }
        #expect(fling.count == 1)
        #expect(abs(fling[0].0.x - 1000) < 1e-6 && abs(fling[0].0.y + 250) < 1e-6)
        #expect(fling[0].1 == pt(196, 376))
        #expect(d.records[0].releaseVelocity.map { abs($0.x - 1000) < 1e-6 } == true)
        // The fling comes before the pan ends.
        let flingIndex = d.actions.firstIndex { if case .fling = $0 { true } else { false } }!
        #expect(d.actions.firstIndex(of: .gestureEnded(.pan))! > flingIndex)
    }

    @Test func flingVelocityIsCappedAndSlowOrStoppedReleasesDoNotFling() {
        var fast = Driver()
        fast.sample(0, (.down, 0, 0, 400))
        for i in 1...6 { fast.sample(0.005 * Double(i), (.move, 0, 60 * Double(i), 400)) }   // 12 000 pt/s
        fast.sample(0.031, (.up, 0, 360, 400))
        #expect(fast.actions.contains(.fling(FlingRelease(panVelocity: SIMD2(8000, 0), around: pt(360, 400)))))

        var slow = Driver()
        slow.sample(0, (.down, 0, 100, 400))
        for i in 1...40 { slow.sample(0.02 * Double(i), (.move, 0, 100 + 0.8 * Double(i), 400)) }   // 40 pt/s
        slow.sample(0.81, (.up, 0, 132, 400))
        #expect(slow.kinds() == [.pan])
        #expect(!slow.actions.contains { if case .fling = $0 { true } else { false } })
        #expect(abs(slow.records[0].releaseVelocity!.x - 40) < 1e-6)

        var stopped = Driver()
        stopped.sample(0, (.down, 0, 100, 400))
        for i in 1...10 { stopped.sample(0.008 * Double(i), (.move, 0, 100 + 10 * Double(i), 400)) }
        stopped.sample(0.08 + 0.05, (.up, 0, 200, 400))
        #expect(stopped.records[0].releaseVelocity == SIMD2(0, 0))
        #expect(!stopped.actions.contains { if case .fling = $0 { true } else { false } })
    }

    @Test func releaseVelocityIsTheMeanOfTheFingersLiftedLast() {
        // Two fingers pan right at 600 and 400 pt/s (slowly spreading: a pinch runs too).
        var together = Driver()
        together.sample(0, (.down, 0, 100, 300), (.down, 1, 100, 500))
        for i in 1...12 {
            let t = 0.008 * Double(i)
            together.sample(t, (.move, 0, 100 + 600 * t, 300), (.move, 1, 100 + 400 * t, 500))
        }
        together.sample(0.1, (.up, 0, 157.6, 300), (.up, 1, 138.4, 500))
        let pan = together.records.first { $0.kind == .pan }!
        #expect(abs(pan.releaseVelocity!.x - 500) < 1e-6 && abs(pan.releaseVelocity!.y) < 1e-6)
        #expect(together.actions.contains(.fling(FlingRelease(panVelocity: pan.releaseVelocity!, around: pt(148, 400)))))
        // One finger lifts first: the last finger's own velocity counts.
        var staggered = Driver()
        staggered.sample(0, (.down, 0, 100, 300), (.down, 1, 100, 500))
        for i in 1...12 {
            let t = 0.008 * Double(i)
            staggered.sample(t, (.move, 0, 100 + 600 * t, 300), (.move, 1, 100 + 600 * t, 500))
        }
        staggered.sample(0.1, (.up, 0, 157.6, 300))
        for i in 13...30 {   // longer than the 100 ms horizon
            let t = 0.008 * Double(i)
            staggered.sample(t, (.move, 1, 100 + 600 * 0.096 + 200 * (t - 0.096), 500))
        }
        staggered.sample(0.245, (.up, 1, 100 + 57.6 + 200 * 0.144, 500))
        let lastPan = staggered.records.first { $0.kind == .pan }!
        #expect(staggered.kinds() == [.pan])
        #expect(abs(lastPan.releaseVelocity!.x - 200) < 1e-6)
    }

    @Test func threeToFiveFingersPanWithoutCrashing() throws {
        for fingers in 3...5 {
            var rng = SplitMix64(seed: UInt64(fingers) * 977)
            var d = Driver(camera: try CameraPosition(latitude: 60, longitude: -170, zoom: 9, bearing: 10, tilt: 25))
            var positions = (0..<fingers).map { _ in pt(rng.uniform(50, 350), rng.uniform(100, 700)) }
            d.sample(0, (0..<fingers).map { (.down, $0, positions[$0].x, positions[$0].y) })
            for i in 1...60 {
                let shift = SIMD2(4.0, -2.5)
                for k in positions.indices {
                    positions[k].x += shift.x + rng.uniform(-0.5, 0.5)
                    positions[k].y += shift.y + rng.uniform(-0.5, 0.5)
                }
                d.sample(0.01 * Double(i), (0..<fingers).map { (.move, $0, positions[$0].x, positions[$0].y) })
            }
            d.sample(0.7, (0..<fingers).map { (.up, $0, positions[$0].x, positions[$0].y) })
            #expect(d.kinds().first == .pan)
            #expect(d.records.allSatisfy { $0.endTime == 0.7 })
            #expect(d.cameras.allSatisfy { $0.isFinite })
            #expect(try d.camera.target != CameraPosition(latitude: 60, longitude: -170, zoom: 9).target)
            #expect(d.engine.touchCount == 0)
        }
    }
}
