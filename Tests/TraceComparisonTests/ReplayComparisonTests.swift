import Testing
import TestSupport
import MapMath
import Gestures
import MapSimulation
import Replays
import TraceComparison
@testable import ReplayPictures
import TraceFormat

/// `ReplayComparison`: flings, idle times and first differences, against values computed
/// here from the replays' own events and frames.
@Suite struct ReplayComparisonTests {
    static func replay(_ name: String, profile: MotionProfile? = nil, input: InputDeliveryModel? = nil,
                       fps: Double = 60) throws -> TraceReplayResult {
        try TraceReplay.load(path: RepositoryPaths.trace(name), framesPerSecond: fps, profile: profile, input: input)
            .run(recordFrames: true)
    }

    @Test func aVariantComparedWithItselfNeverDiffers() throws {
        let a = try Self.replay("gesture-fling.json")
        let comparison = ReplayComparison(results: [a, a])
        #expect(comparison.differences.isEmpty)
        #expect(comparison.variants.map(\.label) == ["A", "B"])
        #expect(comparison.variants[0].flings == comparison.variants[1].flings)
        #expect(comparison.textReport(path: "t.json").contains("differs    B: never from A"))
    }

    @Test(arguments: [MotionProfile.androidFramework, .ios, .mapLibreAndroid, .mapLibreGLJS5])
    func aStraightFlingsDistanceIsFromItsStartToIdle(_ profile: MotionProfile) throws {
        // The fling trace pans straight right at one zoom: the path length is the straight
        // distance from the start camera to the idle camera, in points at that zoom.
        let result = try Self.replay("gesture-fling.json", profile: profile)
        let comparison = ReplayComparison(results: [result, result])
        let fling = try #require(comparison.variants[0].flings.first)
        let start = try #require(result.simulation.mapView.flingStarts.first)
        var idle: (time: Double, camera: CameraPosition)?
        for e in result.simulation.events {
            if case let .idleAtCameraPosition(c) = e.kind, e.time >= start.time { idle = (e.time, c); break }
        }
        let rest = try #require(idle)
        let dx = (WebMercator.worldPoint(for: rest.camera.target).x - WebMercator.worldPoint(for: start.camera.target).x)
            * WebMercator.scale(atZoom: start.camera.zoom)
        #expect(abs(fling.distancePoints - abs(dx)) < 1e-6)
        #expect(fling.startTime == start.time && fling.endTime == rest.time)
        #expect(abs(fling.distanceMetres - start.camera.target.distance(to: rest.camera.target)) < 1e-6)
        // The peak is at most the release velocity (the fling decelerates from it).
        let release = try #require(result.simulation.gestures.first?.releaseVelocity)
        #expect(fling.peakSpeed > 0 && fling.peakSpeed <= release.x + 1e-6)
        #expect(fling.gestureIndex == 0)
    }

    @Test func theFirstDifferenceIsTheFirstFrameWhereTheCamerasPart() throws {
        let a = try Self.replay("gesture-fling.json", profile: .mapLibreGLJS5)
        let b = try Self.replay("gesture-fling.json", profile: .ios)
        let comparison = ReplayComparison(results: [a, b], tolerance: 0.5)
        let difference = try #require(comparison.differences.first)
        // Both replays draw every frame while the finger moves: the first frame index at
        // which the targets are more than 0.5 pt apart.
        let scale = WebMercator.scale(atZoom: 12)
        let first = zip(a.simulation.frames, b.simulation.frames).first { fa, fb in
            abs(WebMercator.worldPoint(for: fa.camera.target).x - WebMercator.worldPoint(for: fb.camera.target).x) * scale > 0.5
        }
        #expect(difference.time == first?.0.time)
        #expect(difference.targetPoints > 0.5)
        // A looser tolerance than the largest gap finds none.
        #expect(ReplayComparison(results: [a, b], tolerance: 1e6).differences.isEmpty)
    }

    @Test func frameRatesAreComparedAtEitherSidesFrames() throws {
        let a = try Self.replay("gesture-fling.json", fps: 60)
        let b = try Self.replay("gesture-fling.json", fps: 120)
        let comparison = ReplayComparison(results: [a, b])
        #expect(comparison.variants[1].result.clock.framesPerSecond == 120)
        // At 120 fps a frame falls between two 60 fps ones while the finger moves: the
        // cameras part there, on a 120 fps frame time.
        let difference = try #require(comparison.differences.first)
        let k = (difference.time * 120).rounded()
        #expect(abs(difference.time * 120 - k) < 1e-9)
    }

    @Test func thePictureOverlaysEveryVariant() throws {
        let results = try [MotionProfile.mapLibreGLJS5, .ios, .androidFramework].map { try Self.replay("gesture-fling.json", profile: $0) }
        let comparison = ReplayComparison(results: results)
        let svg = ComparisonSVG(comparison: comparison).document()
        // Four timelines per variant and its legend line, each in its colour.
        for (i, color) in ComparisonSVG.palette.prefix(3).enumerated() {
            #expect(svg.components(separatedBy: "stroke=\"\(color)\"").count - 1 == 5, "variant \(i)")
        }
        #expect(svg.contains("A: maplibre-gl-js@5, raw input, 60 fps") && svg.contains("C: android-framework, raw input, 60 fps"))
        #expect(svg == ComparisonSVG(comparison: ReplayComparison(results: results)).document())
    }

    @Test("bearings are unwrapped the short way; gaps are found at either side's frame times")
    func bearingsUnwrapAndPanelsOrderByGap() throws {
        // A twist from north to −12° (348°) and back over five frames.
        func frames(_ bearings: [Double]) throws -> [FrameRecord] {
            try bearings.enumerated().map { i, b in
                FrameRecord(time: Double(i) / 60, camera: try CameraPosition(latitude: 0, longitude: 0, zoom: 10, bearing: b), touchCount: 0)
            }
        }
        let unwrapped = ComparisonSVG.unwrappedBearings(try frames([0, 354, 348, 352, 359, 1])).map(\.1)
        #expect(zip(unwrapped, [0, -6, -12, -8, -1, 1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(unwrapped)")
        // A turn that goes on past south keeps counting (from −10° the first, as (−180°, 180°]).
        let turning = ComparisonSVG.unwrappedBearings(try frames([350, 10, 30, 50, 70, 90, 110, 130, 150, 170, 190, 210, 230])).map(\.1)
        #expect(turning.first == -10 && turning.last == 230)
        #expect(ComparisonSVG.shortestTurn(181) == -179 && ComparisonSVG.shortestTurn(-180) == 180 && ComparisonSVG.shortestTurn(540) == 180)
        // Step series: the largest difference at either side's times.
        let gap = ComparisonSVG.largestGap([(0, 0), (1, 5), (2, 5)], [(0, 0), (0.5, 1), (1.5, 9)])
        #expect(gap.0 == 4 && gap.1 == 1)
    }

    @Test("gestures pair by kind and overlapping span, not by position")
    func gestureAlignment() {
        func g(_ kind: GestureKind, _ begin: Double, _ end: Double, down: Double? = nil, up: Double? = nil) -> GestureRecord {
            GestureRecord(kind: kind, beginTime: begin, endTime: end, touchDownTime: down ?? begin, touchUpTime: up)
        }
        // A has an extra pinch; B's tap is recognised earlier than A's (its double-tap
        // window is shorter) but in the same touch; B's pinch runs beside its pan and is
        // recorded before it.
        let a = [g(.tap, 0.5, 0.5, down: 0.1, up: 0.2), g(.pan, 1, 2), g(.pinch, 1.1, 2), g(.pan, 3, 4), g(.rotate, 5, 6)]
        let b = [g(.tap, 0.25, 0.25, down: 0.1, up: 0.2), g(.pinch, 3.2, 4), g(.pan, 3.1, 4), g(.pan, 1, 2), g(.tilt, 5.5, 6)]
        let alignment = GestureAlignment(gestures: [a, b], endTimes: [7, 7])
        #expect(alignment.rows.map(\.gestures) == [[0, 0], [1, 3], [2, nil], [3, 2], [nil, 1], [4, nil], [nil, 4]])
        #expect(alignment.rows.map(\.time) == [0.1, 1, 1.1, 3, 3.2, 5, 5.5])
        // Lined up by position, the same lists pair a pan with a pinch.
        #expect(zip(a, b).contains { $0.kind != $1.kind })
        // A third variant is lined up with A on its own; a gesture still running reaches the end.
        let c = [g(.rotate, 4.5, 5.2), GestureRecord(kind: .pan, beginTime: 6.5)]
        let three = GestureAlignment(gestures: [a, b, c], endTimes: [7, 7, 7])
        #expect(three.rows.map(\.gestures) == [[0, 0, nil], [1, 3, nil], [2, nil, nil], [3, 2, nil], [nil, 1, nil], [4, nil, 0],
                                               [nil, 4, nil], [nil, nil, 1]])
    }
}
