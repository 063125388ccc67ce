import MapMath
import Gestures
import MapSimulation
import TraceFormat
import TraceJSON

extension TraceReplayResult {
    /// Every expectation of the trace, checked in file order.
    ///
    /// Rules: a timed expectation looks at the first frame at or after its time (fails when
    /// the replay ended before it); an untimed one at the end. Camera fields are compared
    /// within the tolerance (degrees, zoom levels), bearing on the circle. `gestures`
    /// compares the recognised gestures in begin order exactly; `gesturesInclude` needs them
    /// as an ordered subsequence; a gesture matcher's times are compared within its
    /// `toleranceMs` (times as reports print them, in ms rounded to the nanosecond) and its
    /// `endCamera` with the camera at the first frame at or after the gesture's end.
    /// `events` needs the matchers as an ordered subsequence of the event stream, up to the
    /// expectation's time when it has one, a matcher with a `count` a run of exactly that
    /// many matching events (none matching right before or after it); `eventsExactly` needs
    /// the stream to be the matchers' events and nothing else, each matcher with a `count`
    /// taking that many. An `idleAtCameraPosition` matcher's `camera` is compared with the
    /// event's camera.
    ///
    /// The expectations that read the event stream or the gesture records are matched by
    /// the same online matchers `TraceChecker.check` runs as the replay goes
    /// (`OnlineExpectations`), here fed the history this result kept; a message lists a
    /// long history in `ExpectationListing`'s bounded form. On a streamed result (kept no
    /// history: `TraceReplay.run(keepsHistory: false)`) only `camera` and `state` hold
    /// their meaning.
    public func checkExpectations() -> [ExpectationOutcome] {
        trace.expectations.enumerated().map { index, timed in
            let (passed, message) = check(timed)
            return ExpectationOutcome(index: index, name: timed.expectation.name, passed: passed, message: message)
        }
    }

    /// Whether every expectation held.
    public var allExpectationsPass: Bool { checkExpectations().allSatisfy(\.passed) }

    /// One expectation's verdict and, when it failed, its one-line message (empty when it
    /// held).
    func check(_ timed: TraceTimedExpectation) -> (Bool, String) {
        let limitTime = timed.limitTime
        switch timed.expectation {
        case let .camera(expected):
            guard let snapshot = snapshot(atMs: timed.timeMs) else { return endedBefore(timed) }
            let (passed, message) = Self.compare(expected, snapshot.camera)
            return (passed, passed ? "" : message)
        case let .state(expected):
            guard let snapshot = snapshot(atMs: timed.timeMs) else { return endedBefore(timed) }
            let (passed, message) = Self.compare(expected, snapshot)
            return (passed, passed ? "" : message)
        case .events, .eventsExactly, .eventsExclude:
            var match = EventExpectationMatch(timed.expectation, limitTime: limitTime)
            for event in simulation.events { match.see(event) }
            return match.finish()
        case .gestures, .gesturesInclude, .gesturesExclude:
            var match = GestureExpectationMatch(timed.expectation, limitTime: limitTime)
            let ends = match.looksAtGestureEnds
            for gesture in simulation.gestures { match.see(gesture, endCamera: ends ? gestureEndSnapshot(gesture)?.camera : nil) }
            return match.finish()
        case let .cameraPath(path):
            // Over the frames the replay recorded (`run(recordFrames: true)`); `check` matches
            // it as the frames are drawn.
            guard !simulation.frames.isEmpty else { return (false, "the replay kept no frames (run it with recordFrames)") }
            var match = CameraPathMatch(path)
            for frame in simulation.frames { match.see(frame) }
            return match.finish(finalCamera: finalCamera)
        }
    }

    /// A timed `camera` or `state` expectation after the replay's end.
    func endedBefore(_ timed: TraceTimedExpectation) -> (Bool, String) {
        (false, "the replay ended at \(ReportFormat.ms(simulation.endTime)) ms, before \(ReportFormat.number(timed.timeMs ?? 0)) ms")
    }

    /// Compares every field the state expectation gives; the message lists each mismatch
    /// as `field expected X, got Y` (null for none).
    static func compare(_ expected: TraceStateExpectation, _ s: MapViewSnapshot) -> (Bool, String) {
        var failures: [String] = []
        func field<T: Equatable>(_ name: String, _ want: T?, _ got: T, _ text: (T) -> String) {
            guard let want, want != got else { return }
            failures.append("\(name) expected \(text(want)), got \(text(got))")
        }
        func optionalText<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "null" }
        field("selectedMarker", expected.selectedMarker, s.selectedMarker, optionalText)
        field("infoWindowMarker", expected.infoWindowMarker, s.infoWindowMarker, optionalText)
        field("compassVisible", expected.compassVisible, s.compassVisible) { "\($0)" }
        field("myLocationButtonVisible", expected.myLocationButtonVisible, s.myLocationButtonVisible) { "\($0)" }
        field("floorPickerVisible", expected.floorPickerVisible, s.floorPickerVisible) { "\($0)" }
        field("activeBuilding", expected.activeBuilding, s.activeBuilding, optionalText)
        field("activeLevel", expected.activeLevel, s.activeLevel, optionalText)
        field("mapType", expected.mapType?.rawValue, s.mapType.rawValue) { $0 }
        field("trafficEnabled", expected.trafficEnabled, s.trafficEnabled) { "\($0)" }
        field("colorScheme", expected.colorScheme?.rawValue, s.colorScheme.rawValue) { $0 }
        return (failures.isEmpty, "state " + failures.joined(separator: "; "))
    }

    /// Why `gesture` does not match `matcher` (`beginMs expected 10 ± 0.001, got 26`), or
    /// nil when it does; `endCamera` is the camera at the first frame at or after the
    /// gesture's end (nil: it did not end, or the replay did not keep gesture ends).
    static func mismatch(_ matcher: TraceGestureMatcher, _ gesture: GestureRecord, endCamera: CameraPosition?) -> String? {
        guard matcher.kind == gesture.kind else { return "expected \(matcher.kind.rawValue), got \(gesture.kind.rawValue)" }
        let tol = matcher.toleranceMs ?? TraceGestureMatcher.defaultToleranceMs
        var failures: [String] = []
        func time(_ name: String, _ want: Double?, _ got: Double?) {
            guard let want else { return }
            guard let got else { return failures.append("\(name) expected \(ReportFormat.number(want)), got none (still running)") }
            let ms = ReportFormat.milliseconds(got)
            if !(abs(ms - want) <= tol) {
                failures.append("\(name) expected \(ReportFormat.number(want)) ± \(ReportFormat.number(tol)), got \(ReportFormat.number(ms))")
            }
        }
        time("beginMs", matcher.beginMs, gesture.beginTime)
        time("endMs", matcher.endMs, gesture.endTime)
        if let expected = matcher.endCamera {
            if let endCamera {
                let (passed, message) = compare(expected, endCamera)
                if !passed { failures.append("endCamera " + message) }
            } else {
                failures.append("endCamera: the gesture did not end")
            }
        }
        return failures.isEmpty ? nil : failures.joined(separator: "; ")
    }

    /// Why an event of the matcher's type does not match it, when the camera is the reason:
    /// ` (camera lng expected …, got …)`; empty otherwise.
    static func detail(_ matcher: TraceEventMatcher, _ event: MapEvent) -> String {
        guard let expected = matcher.camera, case let .idleAtCameraPosition(camera) = event.kind else { return "" }
        let (passed, message) = compare(expected, camera)
        return passed ? "" : " (camera \(message))"
    }

    static func compare(_ expected: TraceCameraExpectation, _ camera: CameraPosition) -> (Bool, String) {
        var failures: [String] = []
        let tol = expected.tolerance
        func field(_ name: String, _ want: Double?, _ got: Double, circular: Bool = false) {
            guard let want else { return }
            var diff = abs(got - want)
            if circular { diff = min(diff.truncatingRemainder(dividingBy: 360), 360 - diff.truncatingRemainder(dividingBy: 360)) }
            if !(diff <= tol) {
                failures.append("\(name) expected \(ReportFormat.number(want)) ± \(ReportFormat.number(tol)), got \(ReportFormat.number(got))")
            }
        }
        field("lat", expected.latitude, camera.target.latitude)
        field("lng", expected.longitude, camera.target.longitude, circular: true)
        field("zoom", expected.zoom, camera.zoom)
        field("bearing", expected.bearing, camera.bearing, circular: true)
        field("tilt", expected.tilt, camera.tilt)
        return (failures.isEmpty, failures.joined(separator: "; "))
    }

    static func matches(_ matcher: TraceEventMatcher, _ event: MapEvent) -> Bool {
        guard event.type == matcher.type else { return false }
        switch event.kind {
        case let .willMove(gesture):
            return matcher.gesture.map { $0 == gesture } ?? true
        case let .idleAtCameraPosition(camera):
            return matcher.camera.map { compare($0, camera).0 } ?? true
        case let .didTapAtCoordinate(c), let .didLongPressAtCoordinate(c):
            let tol = matcher.tolerance ?? TraceEventMatcher.defaultTolerance
            if let lat = matcher.latitude, !(abs(lat - c.latitude) <= tol) { return false }
            if let lng = matcher.longitude, !(abs(Coordinate.wrapLongitude(lng - c.longitude)) <= tol) { return false }
            return true
        case let .didTapMarker(id), let .markerInfoWindow(id), let .markerInfoContents(id),
             let .didTapInfoWindowOfMarker(id), let .didLongPressInfoWindowOfMarker(id),
             let .didCloseInfoWindowOfMarker(id):
            return matcher.marker.map { $0 == id } ?? true
        case let .didChangeActiveBuilding(id):
            return matcher.building.map { $0 == id } ?? true
        case let .didChangeActiveLevel(level):
            return matcher.level.map { $0 == level } ?? true
        case .didChangeCameraPosition, .didTapMyLocationButton:
            return true
        }
    }

    static func list(_ kinds: [GestureKind]) -> String {
        "[" + kinds.map(\.rawValue).joined(separator: ", ") + "]"
    }

    /// Whether any matcher gives a time, so that messages show the gestures' times.
    static func anyTimed(_ matchers: [TraceGestureMatcher]) -> Bool {
        matchers.contains { $0.beginMs != nil || $0.endMs != nil }
    }

    /// A gesture as a message lists it: its kind, with its times when `timed`
    /// (`pan 10–200 ms`, `tap 300–300 ms`).
    static func listed(_ g: GestureRecord, timed: Bool) -> String {
        guard timed else { return g.kind.rawValue }
        return "\(g.kind.rawValue) \(ReportFormat.ms(g.beginTime))–\(g.endTime.map(ReportFormat.ms) ?? "…") ms"
    }

    /// A gesture matcher as a message lists it, with the times it gives: `pan 10–200 ms`,
    /// `tap`.
    static func listed(_ m: TraceGestureMatcher) -> String {
        switch (m.beginMs, m.endMs) {
        case let (begin?, end?): return "\(m.kind.rawValue) \(ReportFormat.number(begin))–\(ReportFormat.number(end)) ms"
        case let (begin?, nil): return "\(m.kind.rawValue) from \(ReportFormat.number(begin)) ms"
        case let (nil, end?): return "\(m.kind.rawValue) until \(ReportFormat.number(end)) ms"
        case (nil, nil): return m.kind.rawValue
        }
    }

    static func describe(_ m: TraceEventMatcher) -> String {
        var fields: [String] = []
        if let g = m.gesture { fields.append("gesture: \(g)") }
        if let id = m.marker { fields.append("marker: \(id)") }
        if let lat = m.latitude { fields.append("lat: \(ReportFormat.number(lat))") }
        if let lng = m.longitude { fields.append("lng: \(ReportFormat.number(lng))") }
        if let b = m.building { fields.append("building: \(b ?? "null")") }
        if let l = m.level { fields.append("level: \(l.map(String.init) ?? "null")") }
        if let c = m.camera { fields.append("camera: \(describe(c))") }
        let text = fields.isEmpty ? m.type.rawValue : "\(m.type.rawValue) {\(fields.joined(separator: ", "))}"
        return m.count.map { "\(text) ×\($0)" } ?? text
    }

    /// A camera expectation's given fields: `lat 37.7749, zoom 12`.
    static func describe(_ c: TraceCameraExpectation) -> String {
        let fields: [(String, Double?)] = [("lat", c.latitude), ("lng", c.longitude), ("zoom", c.zoom),
                                           ("bearing", c.bearing), ("tilt", c.tilt)]
        return fields.compactMap { name, value in value.map { "\(name) \(ReportFormat.number($0))" } }.joined(separator: ", ")
    }
}

extension TraceTimedExpectation {
    /// Whether checking it needs the map view at gestures' ends (a gesture matcher with
    /// `endCamera`).
    var looksAtGestureEnds: Bool {
        switch expectation {
        case let .gestures(matchers), let .gesturesInclude(matchers):
            return matchers.contains { $0.endCamera != nil }
        default:
            return false
        }
    }

    /// Only events and gestures (by their begin) at or before this time count, seconds:
    /// `timeMs` / 1000, infinity without a time.
    var limitTime: Double { timeMs.map { $0 / 1000 } ?? .infinity }

    /// Whether checking it reads the replay's delegate events or gesture records (every
    /// kind but `camera` and `state`, which look at the view at one time): matched as the
    /// replay runs by `OnlineExpectations`, or over a kept history.
    var readsHistory: Bool {
        switch expectation {
        case .camera, .state, .cameraPath: return false
        case .gestures, .gesturesInclude, .gesturesExclude, .events, .eventsExactly, .eventsExclude: return true
        }
    }
}
