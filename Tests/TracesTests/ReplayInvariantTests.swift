import Foundation
import Testing
import TestSupport
import MapMath
import Gestures
@testable import MapSimulation
@testable import Replays
@testable import TraceChecking
import TraceFormat
import TraceJSON

/// The invariants of every replay (`ReplayInvariant`): they hold on every bundled trace
/// under every delivery model, and each one fails when the map view is broken on purpose
/// (`MapViewFaults`), with the one-line message `check` prints.
@Suite struct ReplayInvariantTests {
    static let inputs: [InputDeliveryModel] = [.raw, .android, .ios]

    /// The bundled trace `name` replayed (under `input` when given) with `faults` on, under
    /// `android-framework`: the sample-level invariants are our rules' (MapLibre GL JS
    /// moves at frames, and the oracle judges it).
    static func replay(_ name: String, faults: MapViewFaults = [], input: InputDeliveryModel? = nil,
                       invariants: InvariantSelection = .all) throws -> TraceReplayResult {
        try TraceReplay.load(path: RepositoryPaths.trace(name), profile: .androidFramework, input: input)
            .run(recordFrames: false, invariants: invariants) { $0.faults = faults }
    }

    @Test("every bundled trace keeps every invariant, under every delivery model", arguments: inputs)
    func bundledTracesHold(_ input: InputDeliveryModel) throws {
        let paths = IdleFrameSkippingTests.bundledTraces
        #expect(paths.count >= 40, "bundled traces not found under \(RepositoryPaths.root)/traces")
        for path in paths {
            let result = try TraceReplay.load(path: path, input: input).run()
            #expect(result.invariants.results.map(\.invariant) == ReplayInvariant.allCases)
            #expect(result.invariants.allHold, "\(path), \(input): \(result.invariants.failures.map(\.line))")
        }
    }

    /// The bundled traces do measure what each invariant is about (none holds only for
    /// want of a sample): the pinch and rotate traces the focal point, a lift the finger
    /// change, the settings-off traces the settings.
    @Test func bundledTracesMeasureEachInvariant() throws {
        func worst(_ name: String, _ invariant: ReplayInvariant) throws -> Double? {
            try Self.replay(name).invariants.result(invariant)?.worst
        }
        #expect(try worst("gesture-pan.json", .finite) == 0)
        #expect(try worst("gesture-pan.json", .cameraLimits) == 0)
        for name in ["gesture-pinch-focal.json", "gesture-rotate-focal-padded.json", "gesture-pinch-tilted-rotated.json"] {
            let drift = try #require(try worst(name, .focalPoint), "\(name)")
            #expect(drift < 1e-6, "\(name)")
        }
        #expect(try worst("gesture-pinch-no-scroll.json", .focalPoint) == nil, "about the padded centre: not measured")
        // Under our own lift rule (`.moves`): MapLibre GL JS's handlers ignore the lift's
        // point, so there the sample is a pinch (traces/gesture-pan-lift-one-finger.json).
        let lift = try TraceReplay.load(path: RepositoryPaths.trace("gesture-pan-lift-one-finger.json"),
                                        profile: .androidFramework).run(recordFrames: false, invariants: .all)
        #expect(lift.invariants.result(.noJumpOnFingerChange)?.worst == 0)
        #expect(try worst("gesture-fling.json", .singleIdle) == 0)
        for name in ["gesture-scroll-off.json", "gesture-zoom-off.json", "gesture-rotate-off.json", "gesture-tilt-off.json"] {
            #expect(try worst(name, .gesturesObeySettings) == 0, "\(name)")
        }
        #expect(try worst("gesture-pan.json", .gesturesObeySettings) == nil, "every setting on: not measured")
    }

    /// One broken map view per invariant, on a trace that exercises it.
    static let faults: [(ReplayInvariant, MapViewFaults, String)] = [
        (.finite, .nonFiniteFrame, "gesture-pan.json"),
        (.cameraLimits, .unclampedTilt, "gesture-pan.json"),
        (.focalPoint, .pinchAboutCentre, "gesture-pinch-focal.json"),
        (.noJumpOnFingerChange, .jumpOnFingerChange, "gesture-pan-lift-one-finger.json"),
        (.singleIdle, .idleWhileAnimating, "gesture-fling.json"),
        (.gesturesObeySettings, .ignoresScrollSetting, "gesture-scroll-off.json"),
    ]

    @Test("each invariant fails on a map view broken for it, under every delivery model",
          arguments: ReplayInvariant.allCases, inputs)
    func eachInvariantCanFail(_ invariant: ReplayInvariant, _ input: InputDeliveryModel) throws {
        let (_, fault, trace) = try #require(Self.faults.first { $0.0 == invariant })
        let healthy = try Self.replay(trace, input: input)
        #expect(healthy.invariants.allHold, "\(healthy.invariants.failures.map(\.line))")
        let broken = try Self.replay(trace, faults: fault, input: input)
        let result = try #require(broken.invariants.result(invariant))
        #expect(!result.holds, "\(invariant) held on a view with \(fault)")
        #expect(result.line.hasPrefix("invariant \(invariant.name): "))
        #expect(result.line.contains(" ms, limit \(ReportFormat.number(invariant.limit))"), "\(result.line)")
        // Only the invariant chosen: the others are not measured, the line is the same.
        let alone = try Self.replay(trace, faults: fault, input: input, invariants: InvariantSelection([invariant]))
        #expect(alone.invariants.results == [result])
    }

    /// The lines name what went wrong, in the project's number formatting.
    @Test func failureLinesSayWhatWentWrong() throws {
        func line(_ invariant: ReplayInvariant) throws -> String {
            let (_, fault, trace) = try #require(Self.faults.first { $0.0 == invariant })
            return try #require(try Self.replay(trace, faults: fault).invariants.result(invariant)).line
        }
        #expect(try line(.finite) == "invariant finite: 12 non-finite values at 0 ms, limit 0 (first: frame camera tilt)")
        let limits = try line(.cameraLimits)
        #expect(limits.hasPrefix("invariant cameraLimits: 5° at "), "\(limits)")
        #expect(limits.hasSuffix(" ms, limit 0 (camera after a sample: tilt 42.5° outside [0, 37.5] at zoom 12)"), "\(limits)")
        #expect(try line(.focalPoint).hasPrefix("invariant focalPoint: "))
        #expect(try line(.noJumpOnFingerChange).hasPrefix("invariant noJumpOnFingerChange: 20 pt at "))
        #expect(try line(.noJumpOnFingerChange).hasSuffix(" moved 28 pt, the centroid 8 pt)"))
        #expect(try line(.singleIdle).contains("limit 0 (first: idleAtCameraPosition while the camera still moves)"))
        #expect(try line(.gesturesObeySettings).contains("limit 0 (first: the target moved "))
        #expect(try line(.gesturesObeySettings).contains(" pt with scrollGestures off)"))
    }

    /// A padding set while fingers are down moves every ground point on screen (the target
    /// appears at the new padded centre), and the pan then holds the ground under the
    /// fingers again: by design, not a jump; the sample after it is not compared.
    @Test func aPaddingSetDuringAGestureIsNoJump() throws {
        var trace = ReplayTraceBuilder()
        trace.pair(0, "down", center: (200, 400), radius: 50, angleDegrees: 0)
        for k in 1...6 { trace.pair(16 * Double(k), "move", center: (200 + 8 * Double(k), 400), radius: 50, angleDegrees: 0) }
        trace.commands = [#"{"timeMs": 100, "setPadding": {"top": 80, "left": 60, "bottom": 0, "right": 0}}"#]
        trace.touch(112, "move", 0, 206, 400)
        trace.touch(112, "up", 1, 306, 400)
        for k in 1...4 { trace.touch(112 + 16 * Double(k), "move", 0, 206 + 8 * Double(k), 400) }
        trace.touch(300, "up", 0, 238, 400)
        let result = try trace.replay()
        #expect(result.invariants.allHold, "\(result.invariants.failures.map(\.line))")
        #expect(result.invariants.result(.noJumpOnFingerChange)?.worst != nil, "the lift was measured")
    }

    @Test("--invariants none measures nothing; a selection only what it names, in report order")
    func selectionChoosesWhatIsMeasured() throws {
        let none = try Self.replay("gesture-pan.json", faults: .nonFiniteFrame, invariants: .none)
        #expect(none.invariants.results.isEmpty && none.invariants.allHold)
        let two = try Self.replay("gesture-pan.json", invariants: InvariantSelection([.singleIdle, .finite]))
        #expect(two.invariants.results.map(\.invariant) == [.finite, .singleIdle])
    }

    @Test func jsonReportCarriesTheInvariantsInOrder() throws {
        let json = try Self.replay("gesture-pan.json").jsonReport()
        let value = try JSONParser().parse(json)
        guard case let .object(top) = value, case let .object(invariants)? = top.first(where: { $0.key == "invariants" })?.value
        else {
            Issue.record("no invariants object")
            return
        }
        #expect(invariants.map(\.key) == ReplayInvariant.allCases.map(\.name))
        #expect(json.contains(#""finite":{"holds":true,"worst":0.0,"atMs":null,"limit":0.0}"#))
        #expect(json.contains(#""focalPoint":{"holds":true,"worst":null,"atMs":null,"limit":0.5}"#))
        let broken = try Self.replay("gesture-pinch-focal.json", faults: .pinchAboutCentre).jsonReport()
        #expect(broken.contains(#""focalPoint":{"holds":false,"worst":"#))
        #expect(try Self.replay("gesture-pan.json", invariants: .none).jsonReport().contains(#""invariants":{}"#))
    }

    @Test func textSummaryHasOneInvariantsLine() throws {
        let text = try Self.replay("gesture-pan.json").textSummary(path: "t.json")
        #expect(text.contains("\ninvariants all 6 hold\n"))
        let broken = try Self.replay("gesture-pinch-focal.json", faults: .pinchAboutCentre).textSummary(path: "t.json")
        #expect(broken.contains("\ninvariants 1 of 6 fail\n  invariant focalPoint: "))
        let one = try Self.replay("gesture-pan.json", invariants: InvariantSelection([.focalPoint])).textSummary(path: "t.json")
        #expect(one.contains("\ninvariants focalPoint holds\n"))
        let none = try Self.replay("gesture-pan.json", invariants: .none).textSummary(path: "t.json")
        #expect(none.contains("\ninvariants none checked\n"))
    }
}

/// `--invariants` parsing, verdict messages and number formatting.
@Suite struct InvariantSelectionTests {
    @Test func parsesNoneNamesAndRejectsUnknowns() {
        #expect(InvariantSelection(parsing: "none") == InvariantSelection.none)
        #expect(InvariantSelection(parsing: "singleIdle,finite")?.invariants == [.finite, .singleIdle])
        #expect(InvariantSelection(parsing: " focalPoint , focalPoint ")?.invariants == [.focalPoint])
        #expect(InvariantSelection(parsing: "focalpoint") == nil)
        #expect(InvariantSelection.unknownName(in: "finite,bogus") == "bogus")
        #expect(InvariantSelection(parsing: "") == nil)
        #expect(InvariantSelection.unknownName(in: "finite,,singleIdle") == "")
        #expect(InvariantSelection.unknownName(in: "finite") == nil)
        #expect(InvariantSelection.all.invariants == ReplayInvariant.allCases)
        #expect(InvariantSelection.names == ["finite", "cameraLimits", "focalPoint", "noJumpOnFingerChange", "singleIdle",
                                             "gesturesObeySettings"])
    }

    @Test func messagesRoundAndNameTheirUnits() {
        let focal = InvariantResult(invariant: .focalPoint, worst: 0.83000000001, atMs: 412.5, unit: "pt")
        #expect(focal.line == "invariant focalPoint: 0.83 pt at 412.5 ms, limit 0.5")
        #expect(!focal.holds)
        let fine = InvariantResult(invariant: .focalPoint, worst: 0.5, atMs: 1, unit: "pt")
        #expect(fine.holds)
        let unmeasured = InvariantResult(invariant: .noJumpOnFingerChange, worst: nil, atMs: nil, unit: "pt")
        #expect(unmeasured.holds && unmeasured.message == "nothing measured")
        let tilt = InvariantResult(invariant: .cameraLimits, worst: 5, atMs: 16, unit: "°", detail: "tilt")
        #expect(tilt.message == "5° at 16 ms, limit 0 (tilt)")
        let nan = InvariantResult(invariant: .focalPoint, worst: .nan, atMs: nil, unit: "pt")
        #expect(!nan.holds)
        #expect(ReportFormat.number(1.0000004, decimals: 6) == "1")
        #expect(ReportFormat.number(-0.0000001, decimals: 6) == "0")
        #expect(ReportFormat.number(2.5e-13, decimals: 6) == "0")
    }

    @Test func countsAreSingularForOne() {
        var tally = InvariantTally(.singleIdle, .count)
        tally.violation(at: 0.5) { "one" }
        #expect(tally.result.message == "1 violation at 500 ms, limit 0 (one)")
        tally.violation(at: 0.6) { "two" }
        #expect(tally.result.message == "2 violations at 500 ms, limit 0 (first: one)")
    }

    @Test func magnitudesKeepTheirLargestValueAndExcessesNeedOneAboveZero() {
        var focal = InvariantTally(.focalPoint, .magnitude)
        focal.measure(0.1, at: 1) { "a" }
        focal.measure(0.7, at: 2) { "b" }
        focal.measure(0.3, at: 3) { "c" }
        focal.measure(.nan, at: 4) { "d" }
        #expect(focal.result == InvariantResult(invariant: .focalPoint, worst: 0.7, atMs: 2000, unit: "pt", detail: "b"))
        var jump = InvariantTally(.noJumpOnFingerChange, .excess)
        jump.measure(0, at: 1) { "a" }
        #expect(jump.result == InvariantResult(invariant: .noJumpOnFingerChange, worst: 0, atMs: nil, unit: "pt"))
        jump.measure(0.25, at: 2) { "within the limit: no detail" }
        #expect(jump.result == InvariantResult(invariant: .noJumpOnFingerChange, worst: 0.25, atMs: 2000, unit: "pt"))
    }
}

/// What the invariants found on traces beyond the bundled ones (random multi-finger
/// traces with settings and zoom ranges changed on the way), each fixed, with the case
/// that showed it.
@Suite struct InvariantFindingsTests {
    /// A zoom range set while an animation runs: the animation was built with the old
    /// range; its frames are clamped to the new one (as MapLibre's transform clamps every
    /// frame), so the camera never leaves it.
    @Test func aZoomRangeSetDuringAnAnimationClampsItsFrames() throws {
        var trace = ReplayTraceBuilder()
        trace.commands = [#"{"timeMs": 0, "animateCamera": {"zoom": 18, "durationMs": 1000}}"#,
                          #"{"timeMs": 100, "setMap": {"maxZoom": 14}}"#]
        let result = try trace.replay(recordFrames: true)
        #expect(result.invariants.allHold, "\(result.invariants.failures.map(\.line))")
        #expect(result.finalCamera.zoom == 14)
        #expect(result.simulation.frames.filter { $0.time >= 0.1 }.allSatisfy { $0.camera.zoom <= 14 })
        #expect(result.simulation.frames.contains { $0.camera.zoom > 12 }, "the animation ran")
    }

    /// maplibre-gl-js snaps a gesture ending within 7° of north to north; with rotate
    /// gestures off no gesture may turn the bearing, so it does not snap.
    @Test func noSnapToNorthWithRotateGesturesOff() throws {
        var trace = ReplayTraceBuilder()
        trace.camera = #"{"lat": 37.7749, "lng": -122.4194, "zoom": 12, "bearing": 5}"#
        trace.settings = ["rotateGestures": false]
        trace.touch(0, "down", 0, 200, 400)
        for k in 1...4 { trace.touch(16 * Double(k), "move", 0, 200 + 10 * Double(k), 400) }
        trace.touch(80, "up", 0, 240, 400)
        let off = try trace.replay()
        #expect(off.invariants.allHold, "\(off.invariants.failures.map(\.line))")
        #expect(off.finalCamera.bearing == 5)
        trace.settings = [:]
        #expect(try trace.replay().finalCamera.bearing == 0, "with rotate gestures on it snaps")
    }

    /// maplibre-gl-js: the inertia buffer holds the frames' movement; a setting turned off
    /// during the gesture ends its part of the gesture, and the release carries nothing of
    /// it on (the fling would pan with scroll gestures off).
    @Test func inertiaCarriesNothingOfAGestureTurnedOff() throws {
        var trace = ReplayTraceBuilder()
        // Two fingers pan right and spread; scroll gestures go off at 100 ms, and the
        // fingers lift at 130 ms, within the inertia buffer's 160 ms of the pan.
        for k in 0...8 {
            let t = 16 * Double(k)
            trace.pair(t, k == 0 ? "down" : "move", center: (150 + 6 * Double(k), 400), radius: 50 + 3 * Double(k),
                       angleDegrees: 0)
        }
        trace.pair(130, "up", center: (198, 400), radius: 74, angleDegrees: 0)
        trace.commands = [#"{"timeMs": 100, "setSettings": {"scrollGestures": false}}"#]
        let result = try trace.replay(recordFrames: true)
        #expect(result.invariants.allHold, "\(result.invariants.failures.map(\.line))")
        let afterOff = result.simulation.frames.filter { $0.time > 0.1 }
        #expect(Set(afterOff.map(\.camera.target)).count == 1, "the target moved after scroll gestures went off")
        #expect(result.simulation.gestures.map(\.kind).contains(.pinch))
    }

    /// A pinch about the padded centre (scrolling not allowed during it) keeps the target
    /// while the fingers are down; its inertia then zooms about the fingers' last centroid,
    /// since MapLibre GL JS's `_onMoveEnd` skips a null `pinchAround` and takes the pan's
    /// `around` (`traces/gesture-pinch-no-scroll.json` pins the numbers; the oracle agrees).
    @Test func inertiaOfAPinchAboutTheCentreActsAboutTheCentroid() throws {
        let result = try TraceReplay.load(path: RepositoryPaths.trace("gesture-pinch-no-scroll.json"))
            .run(recordFrames: true)
        #expect(result.invariants.allHold)
        let release = try #require(result.simulation.frames.last { $0.time <= 0.3 })
        #expect(abs(release.camera.target.latitude - 37.7749) < 1e-9)
        #expect(abs(release.camera.target.longitude + 122.4194) < 1e-9)
        #expect(abs(result.finalCamera.target.latitude - 37.7749) > 1e-4, "the inertia zoomed about the centroid")
        #expect(result.finalCamera.zoom > 13.8, "the inertia carried the zoom on")
    }

    /// A command interrupts a drag and its finger is ignored until it lifts; a new finger
    /// landing meanwhile stops the command's animation, as any landing does (it used to
    /// run on under the new finger, and a pan started without moving ran beside it).
    @Test func aFingerLandingBesideAnIgnoredOneStopsTheAnimation() throws {
        var trace = ReplayTraceBuilder()
        trace.touch(0, "down", 0, 200, 600)
        trace.commands = [#"{"timeMs": 50, "animateCamera": {"zoom": 16, "durationMs": 1000}}"#]
        trace.touch(300, "down", 1, 100, 300)
        trace.touch(900, "up", 1, 100, 300)
        trace.touch(950, "up", 0, 200, 600)
        let result = try trace.replay(recordFrames: true)
        #expect(result.invariants.allHold, "\(result.invariants.failures.map(\.line))")
        let later = result.simulation.frames.filter { $0.time >= 0.3 }
        #expect(Set(later.map(\.camera)).count == 1, "the animation went on after the landing")
        #expect(result.finalCamera.zoom > 12 && result.finalCamera.zoom < 16)
    }
}

/// `mapsim check` fails a trace on a failed invariant and reports it in every format.
@Suite struct CheckInvariantReportTests {
    /// A two-finger pan in which one finger lifts first, expecting only its gestures, in a
    /// scratch folder, under android-framework; checked with `faults` on (a jump on the lift breaks no expectation).
    static func check(faults: MapViewFaults, invariants: InvariantSelection = .all) throws -> TraceCheckResult {
        let source = try String(contentsOfFile: RepositoryPaths.trace("gesture-pan-lift-one-finger.json"), encoding: .utf8)
        let start = try #require(source.range(of: #""expect": ["#))
        // Under our lift rule: MapLibre GL JS (the default) ignores the lift's point and pinches.
        let trace = source[..<start.lowerBound] + #""profile": "android-framework", "expect": [{"gestures": ["pan"]}]}"# + "\n"
        let folder = try ScratchDirectory.make()
        let path = folder.appendingPathComponent("lift.json").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        var checker = TraceChecker(strict: true, invariants: invariants)
        checker.preparingView = { $0.faults = faults }
        return checker.check(path: path)
    }

    @Test func aFailedInvariantFailsTheTraceWithItsLine() throws {
        #expect(try Self.check(faults: []).status == .passed)
        let result = try Self.check(faults: .jumpOnFingerChange)
        #expect(result.status == .failed)
        #expect(result.failures.isEmpty, "the expectations still hold")
        #expect(result.invariantFailures.map(\.invariant) == [.noJumpOnFingerChange])
        let line = try #require(result.reasons.first)
        #expect(line.hasPrefix("invariant noJumpOnFingerChange: 20 pt at "))
        #expect(try Self.check(faults: .jumpOnFingerChange, invariants: .none).status == .passed)
    }

    @Test func everyReportCarriesTheLine() throws {
        let result = try Self.check(faults: .jumpOnFingerChange)
        let line = try #require(result.reasons.first)
        let message = try #require(result.invariantFailures.first).message
        let jsonl = CheckJSONLinesReport.line(result)
        #expect(jsonl.contains(#"{"path":"invariant","name":"noJumpOnFingerChange","message":"\#(message)"}"#), "\(jsonl)")
        #expect(CheckTAPReport.line(for: result, number: 1).contains("message: \"\(line)\""))
        let junit = CheckJUnitReport.xml([result])
        #expect(junit.contains(#"type="invariant""#))
        #expect(junit.contains(XMLWriter.escape(line)), "\(junit)")
    }
}
