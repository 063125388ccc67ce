import MapMath
import Testing
@testable import Gestures

/// Two fingers side by side at y, moving by `dy` per step for `steps` steps from `from`.
private func verticalDrag(_ d: inout Driver, from y0: Double, dy: Double, steps: Range<Int>, dx: Double = 0,
                          t0: Double = 0) {
    for i in steps {
        let phase: TouchPhase = i == 0 ? .down : .move
        let y = y0 + dy * Double(i), x = dx * Double(i)
        d.sample(t0 + 0.01 * Double(i), [(phase, 0, 150 + x, y), (phase, 1, 250 + x, y)])
    }
}

@Suite struct TiltTests {
    @Test func fingersUpTiltMoreAndTheTargetStays() throws {
        var d = Driver(camera: try CameraPosition(latitude: 52.52, longitude: 13.4, zoom: 14, bearing: 33))
        let start = d.camera
        verticalDrag(&d, from: 500, dy: -3, steps: 0..<21)
        #expect(d.kinds() == [.tilt])
        // Starts at step 2 (6 pt each, mean above 5 pt); then 0.5°/pt × 3 pt for 18 steps.
        #expect(d.records[0].beginTime == 0.02)
        #expect(abs(d.camera.tilt - 27) < 1e-9)
        #expect(d.camera.target == start.target && d.camera.zoom == 14 && d.camera.bearing == 33)
        #expect(d.engine.activeKinds == .tilt)
    }

    @Test func tiltClampsToTheZoomLimitAndToZero() throws {
        var d = Driver(camera: try CameraPosition(latitude: 52.52, longitude: 13.4, zoom: 14))
        verticalDrag(&d, from: 600, dy: -3, steps: 0..<61)           // wants 87°, limit 45° at zoom 14
        #expect(d.camera.tilt == 45)
        #expect(d.cameras.allSatisfy { $0.tilt <= 45 })
        // Moving down lowers the tilt at once (no dead zone from the overshoot).
        for i in 1...10 {
            d.sample(0.6 + 0.01 * Double(i), [(.move, 0, 150, 420 + 3 * Double(i)), (.move, 1, 250, 420 + 3 * Double(i))])
        }
        #expect(abs(d.camera.tilt - 30) < 1e-9)
        for i in 11...60 {
            d.sample(0.6 + 0.01 * Double(i), [(.move, 0, 150, 420 + 3 * Double(i)), (.move, 1, 250, 420 + 3 * Double(i))])
        }
        #expect(d.camera.tilt == 0)
        #expect(d.kinds() == [.tilt])
        var low = Driver(camera: try CameraPosition(latitude: 0, longitude: 0, zoom: 10))
        verticalDrag(&low, from: 600, dy: -4, steps: 0..<60)
        #expect(low.camera.tilt == 30)
    }

    @Test func diagonalOrOpposedMovementIsNotATilt() {
        var diagonal = Driver()
        verticalDrag(&diagonal, from: 500, dy: -3, steps: 0..<21, dx: 3)   // 45° from vertical
        #expect(diagonal.kinds() == [.pan])
        #expect(diagonal.camera.tilt == 0)
        var opposed = Driver()
        for i in 0...20 {
            let phase: TouchPhase = i == 0 ? .down : .move
            opposed.sample(0.01 * Double(i), [(phase, 0, 150, 500 - 3 * Double(i)), (phase, 1, 250, 500 + 3 * Double(i))])
        }
        #expect(!opposed.kinds().contains(.tilt))
        #expect(opposed.camera.tilt == 0)
    }

    @Test func tiltCannotStartAfterAPinch() throws {
        var d = Driver(camera: try CameraPosition(latitude: 0, longitude: 0, zoom: 15))
        for i in 0...10 {
            d.sample(0.01 * Double(i), twoFingers(center: pt(200, 500), radius: 50 + 4 * Double(i), angle: 0,
                                                   phase: i == 0 ? .down : .move))
        }
        #expect(d.engine.activeKinds.includes(.pinch))
        for i in 1...20 {
            d.sample(0.1 + 0.01 * Double(i), twoFingers(center: pt(200, 500 - 3 * Double(i)), radius: 90, angle: 0,
                                                         phase: .move))
        }
        #expect(!d.kinds().contains(.tilt))
        #expect(d.camera.tilt == 0)
    }

    @Test func aThirdFingerEndsTheTilt() throws {
        var d = Driver(camera: try CameraPosition(latitude: 0, longitude: 0, zoom: 15))
        verticalDrag(&d, from: 500, dy: -3, steps: 0..<10)
        #expect(d.engine.activeKinds == .tilt)
        let tilt = d.camera.tilt
        d.sample(0.2, (.down, 2, 300, 300))
        #expect(d.engine.activeKinds.isEmpty)
        #expect(d.records[0].endTime == 0.2)
        #expect(d.camera.tilt == tilt)
    }
}
