import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON
import Replays

/// Golden expectations: what `mapsim check --update` writes into a trace's `expect`, from
/// what this replay did, so that checking the same trace under the same options passes and
/// any change of behaviour beyond numerical noise fails.
extension TraceReplayResult {
    /// Tolerance of every camera and coordinate the golden expectations give: 1e-7
    /// degrees (lat, lng, bearing, tilt; coordinates of taps and long presses) and 1e-7
    /// zoom levels (our choice). On the ground 1e-7° is at most 1.1 cm; on screen it is at
    /// most 0.15 pt of longitude at zoom 21, the largest zoom (256 · 2^21 / 360 pt per
    /// degree), and a zoom change of 1e-7 levels scales the view by 7e-8. A replay is
    /// deterministic; the same code on another machine differs by the rounding of its
    /// maths library, around 1e-12°. `GoldenSensitivityTests` moves each constant of the
    /// default profile by 5 %: every change that alters a bundled fling or pinch fails
    /// its check (at 1e-3 some would pass).
    public static let goldenCameraTolerance = 1e-7

    /// The step to which golden cameras and coordinates are rounded: 1e-7 (degrees, zoom
    /// levels), so that the rounding (at most half of it) stays within
    /// `goldenCameraTolerance` with room for the last bits of another machine's maths.
    public static let goldenCameraStep = 1e-7
    /// The step to which golden times are rounded, ms: 0.001 (1 µs), half the room of the
    /// gesture matchers' default 0.001 ms tolerance.
    public static let goldenTimeStepMs = 0.001
    /// The step to which a golden camera path's targets are rounded, degrees: 1e-10, at
    /// most 0.0017 pt on screen at zoom 22 and latitude 85 (`TraceCameraPath.defaultTargetPt`
    /// is 0.01 pt).
    public static let goldenPathTargetStep = 1e-10

    /// `value` rounded to a multiple of `step` (a power of ten, 1e-15 to 1), −0 as 0: the
    /// number written is then the short decimal of that multiple (`14`, not
    /// `14.000000000000004`).
    public static func rounded(_ value: Double, step: Double) -> Double {
        guard value.isFinite else { return value }
        let scale = (1 / step).rounded()
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    /// The golden expectations of this replay, in this order:
    /// 1. `gestures`: every recognised gesture in begin order with its `beginMs`, `endMs`
    ///    and `endCamera` (the camera at the first frame at or after its end; written when
    ///    the replay kept gesture ends, `TraceReplay.run(recordGestureEnds: true)`); times
    ///    within `TraceGestureMatcher.defaultToleranceMs`.
    /// 2. `eventsExactly`: every delegate event in order, equal neighbours folded into one
    ///    matcher with a `count` (a fling's run of `didChangeCameraPosition`), each with the
    ///    fields of its type: willMove's `gesture`, the coordinate of a tap or long press,
    ///    the marker, building or level, and the `camera` of each `idleAtCameraPosition`.
    /// 3. `camera` at the end of the replay.
    /// 4. `state` at the end: `selectedMarker` and `infoWindowMarker` (null for none).
    /// 5. `cameraPath`, when `path` is given: its rows (`CameraPathRecorder`), rounded.
    ///
    /// Each is marked `generated`. Cameras and coordinates are rounded to
    /// `goldenCameraStep` and compared within `goldenCameraTolerance`; times are in ms
    /// rounded to `goldenTimeStepMs`; a path's targets to `goldenPathTargetStep`.
    public func goldenExpectations(path: [TraceCameraPath.Row]? = nil) -> [TraceTimedExpectation] {
        let gestures = simulation.gestures.map { g in
            TraceGestureMatcher(kind: g.kind, beginMs: Self.goldenMs(g.beginTime),
                                endMs: g.endTime.map(Self.goldenMs),
                                endCamera: gestureEndSnapshot(g).map { Self.goldenCamera($0.camera) })
        }
        var events: [TraceEventMatcher] = []
        for event in simulation.events {
            let matcher = Self.goldenMatcher(event)
            if var last = events.last, Self.uncounted(last) == matcher {
                last.count = (last.count ?? 1) + 1
                events[events.count - 1] = last
            } else {
                events.append(matcher)
            }
        }
        let end = snapshot(atMs: nil)
        let state = TraceStateExpectation(selectedMarker: .some(end?.selectedMarker),
                                          infoWindowMarker: .some(end?.infoWindowMarker))
        var golden = [
            TraceTimedExpectation(expectation: .gestures(gestures), generated: true),
            TraceTimedExpectation(expectation: .eventsExactly(events), generated: true),
            TraceTimedExpectation(expectation: .camera(Self.goldenCamera(finalCamera)), generated: true),
            TraceTimedExpectation(expectation: .state(state), generated: true),
        ]
        if let path {
            let rows = path.map { r in
                TraceCameraPath.Row(timeMs: Self.rounded(r.timeMs, step: Self.goldenTimeStepMs),
                                    latitude: Self.rounded(r.latitude, step: Self.goldenPathTargetStep),
                                    longitude: Self.rounded(r.longitude, step: Self.goldenPathTargetStep),
                                    zoom: Self.rounded(r.zoom, step: Self.goldenCameraStep),
                                    bearing: Self.rounded(r.bearing, step: Self.goldenCameraStep),
                                    tilt: Self.rounded(r.tilt, step: Self.goldenCameraStep))
            }
            golden.append(TraceTimedExpectation(expectation: .cameraPath(TraceCameraPath(frames: rows)), generated: true))
        }
        return golden
    }

    /// Seconds as ms rounded to `goldenTimeStepMs`.
    static func goldenMs(_ seconds: Double) -> Double {
        rounded(ReportFormat.milliseconds(seconds), step: goldenTimeStepMs)
    }

    /// `matcher` without its count.
    private static func uncounted(_ matcher: TraceEventMatcher) -> TraceEventMatcher {
        var m = matcher
        m.count = nil
        return m
    }

    /// Every field of `camera`, within `goldenCameraTolerance`.
    static func goldenCamera(_ camera: CameraPosition) -> TraceCameraExpectation {
        let step = goldenCameraStep
        return TraceCameraExpectation(latitude: rounded(camera.target.latitude, step: step),
                                      longitude: rounded(camera.target.longitude, step: step),
                                      zoom: rounded(camera.zoom, step: step), bearing: rounded(camera.bearing, step: step),
                                      tilt: rounded(camera.tilt, step: step), tolerance: goldenCameraTolerance)
    }

    /// A matcher of `event` with every field its type takes (a camera change's camera
    /// left out: a run of them is one counted matcher).
    static func goldenMatcher(_ event: MapEvent) -> TraceEventMatcher {
        var m = TraceEventMatcher(type: event.type)
        switch event.kind {
        case let .willMove(gesture):
            m.gesture = gesture
        case let .idleAtCameraPosition(camera):
            m.camera = goldenCamera(camera)
        case let .didTapAtCoordinate(c), let .didLongPressAtCoordinate(c):
            m.latitude = rounded(c.latitude, step: goldenCameraStep)
            m.longitude = rounded(c.longitude, step: goldenCameraStep)
            m.tolerance = goldenCameraTolerance
        case let .didTapMarker(id), let .markerInfoWindow(id), let .markerInfoContents(id),
             let .didTapInfoWindowOfMarker(id), let .didLongPressInfoWindowOfMarker(id),
             let .didCloseInfoWindowOfMarker(id):
            m.marker = id
        case let .didChangeActiveBuilding(id):
            m.building = .some(id)
        case let .didChangeActiveLevel(level):
            m.level = .some(level)
        case .didChangeCameraPosition, .didTapMyLocationButton:
            break
        }
        return m
    }
}
