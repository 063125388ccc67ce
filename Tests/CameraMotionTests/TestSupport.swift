import TestSupport
import MapMath
@testable import CameraMotion

/// Shared fixtures for the motion tests.
enum Fixture {
    static let viewport = try! Viewport(width: 390, height: 844, padding: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let plainViewport = try! Viewport(width: 400, height: 800)
    static let limits = CameraLimits.default

    /// The signed short-way turn from `a` to `b`, degrees, written out for the tests.
    static func turn(from a: Double, to b: Double) -> Double {
        var d = (b - a).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d <= -180 { d += 360 }
        return d
    }

    /// A random camera inside Google's default limits.
    static func randomCamera(_ rng: inout SplitMix64, zoom: ClosedRange<Double> = 2...21) -> CameraPosition {
        let z = rng.uniform(zoom)
        return try! CameraPosition(latitude: rng.uniform(-80...80), longitude: rng.uniform(-180...180), zoom: z,
                              bearing: rng.uniform(0...359.999),
                              tilt: rng.uniform(0...CameraLimits.default.maxTilt(atZoom: z)))
    }

    /// 1,000 sample times spread over [0, duration], both ends included.
    static func sampleTimes(_ duration: Double) -> [Double] {
        (0..<1000).map { duration * Double($0) / 999 }
    }
}
