#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapSimulation
import Gestures
import MapMath
import Testing
import Traces

/// Two fingers about the view centre whose span grows from 100 pt by `zoomLevels` (as
/// log2 of the span ratio) and whose line turns by `turnDegrees`, over 12 samples 16 ms
/// apart, held 700 ms (longer than any two-finger tap), with `profile`.
private func twoFingerResult(profile: String, zoomLevels: Double, turnDegrees: Double) throws -> TraceReplayResult {
    var b = ReplayTraceBuilder()
    b.profile = profile
    let steps = 12
    for k in 0...steps {
        let f = Double(k) / Double(steps)
        let radius = 100 * exp2(zoomLevels * f)
        b.pair(Double(16 * k), k == 0 ? "down" : "move", center: (200, 400), radius: radius, angleDegrees: turnDegrees * f)
    }
    b.pair(900, "up", center: (200, 400), radius: 100 * exp2(zoomLevels), angleDegrees: turnDegrees)
    return try b.replay()
}

private let start = try! CameraPosition(latitude: 37.7749, longitude: -122.4194, zoom: 12)

/// The named profiles that run our own threshold rules (`.logSpan`, `.fixedAngle`,
/// crossings `.skipped`): the arithmetic below is theirs. MapLibre GL JS's and MapLibre
/// Native Android's rules have their own suites.
private let ourRuleProfiles = MotionProfile.namedProfiles.filter {
    $0.gestures.pinchStart == .logSpan && $0.gestures.rotationStart == .fixedAngle
        && $0.gestures.thresholdCrossing == .skipped
}.map(\.name)

@Suite struct ReplayThresholdTests {
    @Test func ourRulesRunUnderTwoNamedProfiles() {
        #expect(ourRuleProfiles == ["android-framework", "ios"])
    }

    /// A pinch whose span changes by less than the profile's zoom threshold does not zoom:
    /// the camera stays exactly where it was and no gesture is recognised.
    @Test(arguments: ourRuleProfiles)
    func pinchBelowZoomThresholdDoesNotZoom(_ name: String) throws {
        let threshold = try #require(MotionProfile.named(name)).gestures.pinchZoomThreshold
        for levels in [0.9 * threshold, -0.9 * threshold] {
            let result = try twoFingerResult(profile: name, zoomLevels: levels, turnDegrees: 0)
            #expect(result.simulation.gestures.isEmpty, "\(name), \(levels) levels")
            #expect(result.finalCamera == start)
            #expect(!result.simulation.events.contains { $0.typeName == "willMove" })
        }
    }

    /// Past the threshold the pinch starts and zooms by the part beyond the sample where it
    /// started (no jump): less than the whole span change, more than none, same sign.
    @Test(arguments: ourRuleProfiles)
    func pinchBeyondZoomThresholdZooms(_ name: String) throws {
        let threshold = try #require(MotionProfile.named(name)).gestures.pinchZoomThreshold
        for levels in [3.3 * threshold, -3.3 * threshold] {
            let result = try twoFingerResult(profile: name, zoomLevels: levels, turnDegrees: 0)
            #expect(result.simulation.gestures.map(\.kind) == [.pinch], "\(name), \(levels) levels")
            let change = result.finalCamera.zoom - start.zoom
            // 12 even steps: the threshold is passed at step 4 (4/12 · 3.3 = 1.1 thresholds).
            #expect(abs(change - levels * 8 / 12) < 1e-9, "\(name): zoom changed by \(change)")
            #expect(result.finalCamera.bearing == 0)
        }
    }

    /// A twist below the profile's rotation threshold does not rotate; beyond it, it does,
    /// by the turn after the sample where it started.
    @Test(arguments: ourRuleProfiles)
    func twistBelowRotationThresholdDoesNotRotate(_ name: String) throws {
        let threshold = try #require(MotionProfile.named(name)).gestures.rotationThreshold
        for degrees in [0.9 * threshold, -0.9 * threshold] {
            let result = try twoFingerResult(profile: name, zoomLevels: 0, turnDegrees: degrees)
            #expect(result.simulation.gestures.isEmpty, "\(name), \(degrees)°")
            #expect(result.finalCamera == start)
        }
        for degrees in [3.3 * threshold, -3.3 * threshold] {
            let result = try twoFingerResult(profile: name, zoomLevels: 0, turnDegrees: degrees)
            #expect(result.simulation.gestures.map(\.kind) == [.rotate], "\(name), \(degrees)°")
            // Passed at step 4 of 12; the bearing turns against the screen angle.
            let expected = CameraPosition.normalizeBearing(-degrees * 8 / 12)
            let diff = abs(result.finalCamera.bearing - expected)
            #expect(min(diff, 360 - diff) < 1e-9, "\(name): bearing \(result.finalCamera.bearing), expected \(expected)")
            #expect(result.finalCamera.zoom == start.zoom)
        }
    }

    /// A pinch with a small twist zooms but never rotates: the bearing stays exactly 0.
    @Test(arguments: ourRuleProfiles)
    func pinchWithSmallTwistDoesNotRotate(_ name: String) throws {
        let thresholds = try #require(MotionProfile.named(name)).gestures
        for (levels, degrees) in [(1.5, 0.8 * thresholds.rotationThreshold), (-1.3, -0.8 * thresholds.rotationThreshold)] {
            let result = try twoFingerResult(profile: name, zoomLevels: levels, turnDegrees: degrees)
            #expect(result.simulation.gestures.map(\.kind) == [.pinch], "\(name)")
            #expect(result.finalCamera.bearing == 0)
            // The zoom grows from the first of the 12 steps beyond the zoom threshold.
            let startStep = (1...12).first { abs(levels) * Double($0) / 12 > thresholds.pinchZoomThreshold }!
            let expected = levels * Double(12 - startStep) / 12
            #expect(abs(result.finalCamera.zoom - start.zoom - expected) < 1e-9, "\(name): \(result.finalCamera.zoom)")
        }
    }

    /// A twist with a small pinch rotates but never zooms: the zoom stays exactly 12.
    @Test(arguments: ourRuleProfiles)
    func twistWithSmallPinchDoesNotZoom(_ name: String) throws {
        let threshold = try #require(MotionProfile.named(name)).gestures.pinchZoomThreshold
        let result = try twoFingerResult(profile: name, zoomLevels: 0.8 * threshold, turnDegrees: 90)
        #expect(result.simulation.gestures.map(\.kind) == [.rotate])
        #expect(result.finalCamera.zoom == start.zoom)
    }
}
