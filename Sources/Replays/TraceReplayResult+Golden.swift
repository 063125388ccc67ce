import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

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
    ///
    /// Cameras and coordinates are within `goldenCameraTolerance`; times are in ms as
    /// reports print them (`ReportFormat.milliseconds`).
    public func goldenExpectations() -> [TraceTimedExpectation] {
        let gestures = simulation.gestures.map { g in
            TraceGestureMatcher(kind: g.kind, beginMs: ReportFormat.milliseconds(g.beginTime),
                                endMs: g.endTime.map(ReportFormat.milliseconds),
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
        return [
            TraceTimedExpectation(expectation: .gestures(gestures)),
            TraceTimedExpectation(expectation: .eventsExactly(events)),
            TraceTimedExpectation(expectation: .camera(Self.goldenCamera(finalCamera))),
            TraceTimedExpectation(expectation: .state(state)),
        ]
    }

    /// `matcher` without its count.
    private static func uncounted(_ matcher: TraceEventMatcher) -> TraceEventMatcher {
        var m = matcher
        m.count = nil
        return m
    }

    /// Every field of `camera`, within `goldenCameraTolerance`.
    static func goldenCamera(_ camera: CameraPosition) -> TraceCameraExpectation {
        TraceCameraExpectation(latitude: camera.target.latitude, longitude: camera.target.longitude,
                               zoom: camera.zoom, bearing: camera.bearing, tilt: camera.tilt,
                               tolerance: goldenCameraTolerance)
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
            m.latitude = c.latitude
            m.longitude = c.longitude
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
