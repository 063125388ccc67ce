import TestSupport
import Foundation
import CameraMotion
import Gestures
import MapMath
import MapSimulation
import Testing
@testable import TraceJSON
@testable import TraceFormat
@testable import Replays
@testable import TraceChecking

/// The golden tolerances are tight enough: the bundled flings and pinches, updated under
/// the default profile, fail their check under any profile file that moves one constant of
/// maplibre-gl-js by 5 % and changes what they do, and under every other named profile.
///
/// "Changes what they do" is measured to the bit: the golden expectations a replay under
/// the changed profile would write differ from the ones written. A constant that changes
/// nothing the expectations describe (a double-tap timeout for a fling; the inertia's
/// easing, which shapes the path between the release and the rest but not the rest or
/// the frame count) leaves the check passing, and the test requires that too, so every
/// constant is in one of the two groups and none slips between them: changed by a 5 %
/// step, but within tolerance.
@Suite("Golden expectations: a 5 % change of a profile constant or another profile fails a fling's or pinch's check")
struct GoldenSensitivityTests {
    /// The bundled flings and pinches under the default profile (hand-made, imported from a
    /// real touchscreen, and from WebDriver actions).
    static let traceNames = ["gesture-fling.json", "gesture-fling-caught.json", "gesture-pinch-focal.json",
                             "gesture-pinch-tilted-rotated.json", "gesture-pinch-small-twist.json",
                             "gesture-pinch-no-scroll.json", "imported-evemu-3m.json", "webdriver-pinch.json"]

    /// One changed constant: a label and the profile file's `gestures` or `motion` member.
    struct Variant: CustomStringConvertible {
        var label: String
        var member: JSONValue.Member
        var description: String { label }
    }

    /// `value` × 1.05, or ÷ 1.05 when that breaks a bound.
    static func scaled(_ value: Double, accepted: (Double) -> Bool) -> Double {
        accepted(value * 1.05) ? value * 1.05 : value / 1.05
    }

    /// The value of the stored property `key` of `value` (a Mirror child), as a Double.
    static func number(_ key: String, of value: Any) -> Double? {
        flatFields(value).first { $0.key == key }.flatMap { Double($0.value) }
    }

    /// Whether a profile file overriding `member` loads.
    static func loads(_ member: JSONValue.Member) -> Bool {
        (try? ProfileFile.decode(profileDocument(base: MotionProfile.default.name, [member]))) != nil
    }

    /// Every number of maplibre-gl-js a profile file can set, each moved by 5 %: the
    /// gesture thresholds, the MapLibre inertia's fields and its easing's control points,
    /// the animation durations and curves, the compass fade, fly-to, the moves' screenfuls
    /// and the tilt table.
    static func variants() throws -> [Variant] {
        let base = MotionProfile.mapLibreGLJS5
        var result: [Variant] = []
        func add(_ label: String, _ value: Double, _ member: (Double) -> JSONValue.Member) {
            guard value != 0 else { return } // 5 % of nothing is nothing
            let v = scaled(value) { loads(member($0)) }
            result.append(Variant(label: label, member: member(v)))
        }
        for field in ProfileFile.gestureFields {
            guard case .number = field.kind, let value = number(field.key, of: base.gestures) else { continue }
            add("gestures.\(field.key)", value) { .init("gestures", .object([.init(field.key, .number($0))])) }
        }
        guard case let .mapLibre(inertia) = base.motion.fling else { throw GoldenCaseFailure("maplibre-gl-js does not use MapLibre inertia") }
        func fling(_ key: String, _ value: JSONValue) -> JSONValue.Member {
            .init("motion", .object([.init("fling", .object([.init("model", "mapLibre"), .init(key, value)]))]))
        }
        for field in ProfileFile.mapLibreFlingFields {
            guard case .number = field.kind, let value = number(field.key, of: inertia) else { continue }
            add("fling.\(field.key)", value) { fling(field.key, .number($0)) }
        }
        func curveVariants(_ label: String, _ curve: TimingCurve, _ member: @escaping (JSONValue) -> JSONValue.Member) {
            let points = [curve.x1, curve.y1, curve.x2, curve.y2]
            for i in points.indices {
                add("\(label)[\(i)]", points[i]) { v in
                    var moved = points
                    moved[i] = v
                    return member(.array(moved.map { .number($0) }))
                }
            }
        }
        curveVariants("fling.easing", inertia.easing) { fling("easing", $0) }
        let motion = base.motion
        func motionMember(_ key: String, _ value: JSONValue) -> JSONValue.Member { .init("motion", .object([.init(key, value)])) }
        for (key, timing) in [("doubleTapZoom", motion.doubleTapZoom), ("twoFingerTapZoom", motion.twoFingerTapZoom),
                              ("compassReset", motion.compassReset), ("defaultAnimation", motion.defaultAnimation)] {
            add("\(key).duration", timing.duration) { motionMember(key, .object([.init("duration", .number($0))])) }
            curveVariants("\(key).curve", timing.curve) { motionMember(key, .object([.init("curve", $0)])) }
        }
        add("compassFadeDelay", motion.compassFadeDelay) { motionMember("compassFadeDelay", .number($0)) }
        add("compassFadeDuration", motion.compassFadeDuration) { motionMember("compassFadeDuration", .number($0)) }
        for key in ["curve", "speed", "maxDuration"] {
            guard let value = number(key, of: motion.flyTo) else { continue }
            add("flyTo.\(key)", value) { motionMember("flyTo", .object([.init(key, .number($0))])) }
        }
        curveVariants("flyTo.timing", motion.flyTo.timing) { motionMember("flyTo", .object([.init("timing", $0)])) }
        for (key, style) in [("myLocationMove", motion.myLocationMove), ("fitBoundsMove", motion.fitBoundsMove)] {
            guard case let .automatic(screenfuls) = style else { continue }
            add("\(key).automatic", screenfuls) { motionMember(key, .object([.init("automatic", .number($0))])) }
        }
        if let zoom = motion.myLocationZoom { add("myLocationZoom", zoom) { motionMember("myLocationZoom", .number($0)) } }
        let stops = motion.tiltLimit.stops
        for i in stops.indices {
            for (key, value) in [("zoom", stops[i].zoom), ("maxTilt", stops[i].maxTilt)] {
                add("tiltLimit[\(i)].\(key)", value) { v in
                    let table: [JSONValue] = stops.indices.map { j in
                        .object([.init("zoom", .number(j == i && key == "zoom" ? v : stops[j].zoom)),
                                 .init("maxTilt", .number(j == i && key == "maxTilt" ? v : stops[j].maxTilt))])
                    }
                    return motionMember("tiltLimit", .array(table))
                }
            }
        }
        return result
    }

    struct GoldenCaseFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Constants whose 5 % change must move at least one of the traces: the pan's move
    /// threshold, the pinch's start threshold and rate, the rotation's arc, the inertia's
    /// pan, zoom and bearing decelerations and its linearity. Listed so that the test
    /// cannot pass by finding that nothing matters. (In all, 18 of the constants move
    /// these traces, the easing's control points and the tilt table among them; the rest,
    /// such as the speed caps, which neither fling reaches, change nothing.)
    static let mustMatter: Set<String> = [
        "gestures.moveThreshold", "gestures.pinchZoomThreshold", "gestures.pinchZoomRate", "gestures.rotationArcLength",
        "fling.panDeceleration", "fling.zoomDeceleration", "fling.bearingDeceleration", "fling.linearity",
    ]

    @Test func everyConstantThatChangesTheFlingOrPinchFailsItsCheck() throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GoldenScratch.copy(Self.traceNames, to: folder)
        for path in paths { #expect(TraceChecker().update(path: path).status == .updated) }
        let written = try paths.map { try TraceFile.load(path: $0).expectations }
        let variants = try Self.variants()
        #expect(variants.count >= 40)
        var mattered: Set<String> = []
        for (n, variant) in variants.enumerated() {
            // Through a profile file, as `check --profile FILE` reads it.
            let document = profileDocument(base: MotionProfile.default.name, [.init("name", .string("plus-5-\(n)")), variant.member])
            let file = try GoldenScratch.write(document.prettyText, named: "plus-5-\(n).json", in: folder)
            let profile = try ProfileFile.load(path: file)
            for (path, golden) in zip(paths, written) {
                // What `TraceChecker(profile:).check(path:)` does, and the golden
                // expectations of the same replay.
                let replay = try TraceReplay.load(path: path, profile: profile).run(recordGestureEnds: true)
                let changed = replay.goldenExpectations() != golden
                let failures = replay.checkExpectations().filter { !$0.passed }
                #expect(failures.isEmpty == !changed, "\(variant) on \(path): changed \(changed), \(failures)")
                if changed { mattered.insert(variant.label) }
            }
        }
        #expect(Self.mustMatter.isSubset(of: mattered), "\(Self.mustMatter.subtracting(mattered)) changed nothing")
    }

    /// Every other named profile fails every one of the traces' checks; `maplibre-gl-js@6`
    /// differs from the default `@5` only in how long a held release flings and in the long
    /// press, so it is not one of them (`MapLibre8150InertiaTests` tells the two apart).
    @Test(arguments: MotionProfile.allNames.filter { $0 != MotionProfile.default.name && $0 != MotionProfile.mapLibreGLJS6.name })
    func everyOtherProfileFailsEach(_ name: String) throws {
        let folder = try GoldenScratch.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try GoldenScratch.copy(Self.traceNames, to: folder)
        for path in paths { #expect(TraceChecker().update(path: path).status == .updated) }
        let profile = try #require(MotionProfile.named(name))
        for result in TraceChecker(profile: profile).check(paths: paths, jobs: 1) {
            #expect(result.status == .failed, "\(name): \(result.path)")
            #expect(!result.failures.isEmpty)
        }
        #expect(TraceChecker().check(paths: paths, jobs: 1).allSatisfy { $0.status == .passed })
    }
}
