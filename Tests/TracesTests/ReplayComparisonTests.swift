import Testing
import TestSupport
import MapMath
import MapSimulation
import Replays
import ReplayPictures
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
        // Three timelines and a path per variant, each in its colour; a legend line each.
        for (i, color) in ComparisonSVG.palette.prefix(3).enumerated() {
            #expect(svg.components(separatedBy: "stroke=\"\(color)\"").count - 1 == 4, "variant \(i)")
        }
        #expect(svg.contains("A: maplibre-gl-js@5, raw input, 60 fps") && svg.contains("C: android-framework, raw input, 60 fps"))
        #expect(svg == ComparisonSVG(comparison: ReplayComparison(results: results)).document())
    }
}
