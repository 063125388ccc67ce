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
    /// compares the recognised kinds in begin order exactly; `gesturesInclude` needs them
    /// as an ordered subsequence; `events` needs the matchers as an ordered subsequence of
    /// the event stream, up to the expectation's time when it has one.
    public func checkExpectations() -> [ExpectationOutcome] {
        trace.expectations.enumerated().map { index, timed in
            let (passed, message) = check(timed)
            return ExpectationOutcome(index: index, name: timed.expectation.name, passed: passed, message: message)
        }
    }

    /// Whether every expectation held.
    public var allExpectationsPass: Bool { checkExpectations().allSatisfy(\.passed) }

    func check(_ timed: TraceTimedExpectation) -> (Bool, String) {
        let limitTime = timed.timeMs.map { $0 / 1000 } ?? .infinity
        switch timed.expectation {
        case let .camera(expected):
            guard let snapshot = snapshot(atMs: timed.timeMs) else {
                return (false, "the replay ended at \(ReportFormat.ms(simulation.endTime)) ms, before \(ReportFormat.number(timed.timeMs ?? 0)) ms")
            }
            return Self.compare(expected, snapshot.camera)
        case let .gestures(kinds):
            let actual = gestureKinds(until: limitTime)
            return (actual == kinds, "expected gestures \(Self.list(kinds)), got \(Self.list(actual))")
        case let .gesturesInclude(kinds):
            let actual = gestureKinds(until: limitTime)
            return (Self.isSubsequence(kinds, of: actual), "expected gestures to include \(Self.list(kinds)) in order, got \(Self.list(actual))")
        case let .gesturesExclude(kinds):
            let actual = gestureKinds(until: limitTime)
            let found = kinds.filter(actual.contains)
            return (found.isEmpty, "expected no \(Self.list(kinds)), got \(Self.list(found))")
        case let .events(matchers):
            let events = simulation.events.filter { $0.time <= limitTime }
            var next = 0
            for event in events where next < matchers.count {
                if Self.matches(matchers[next], event) { next += 1 }
            }
            if next == matchers.count { return (true, "") }
            let seen = Self.eventSummary(events)
            return (false, "expected event \(Self.describe(matchers[next])) (matcher \(next + 1) of \(matchers.count)) in order, got \(seen)")
        case let .eventsExclude(matchers):
            let events = simulation.events.filter { $0.time <= limitTime }
            for matcher in matchers {
                if let hit = events.first(where: { Self.matches(matcher, $0) }) {
                    return (false, "expected no \(Self.describe(matcher)), got one at \(ReportFormat.ms(hit.time)) ms")
                }
            }
            return (true, "")
        case let .state(expected):
            guard let snapshot = snapshot(atMs: timed.timeMs) else {
                return (false, "the replay ended at \(ReportFormat.ms(simulation.endTime)) ms, before \(ReportFormat.number(timed.timeMs ?? 0)) ms")
            }
            return Self.compare(expected, snapshot)
        }
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

    func gestureKinds(until time: Double) -> [GestureKind] {
        simulation.gestures.filter { $0.beginTime <= time }.map(\.kind)
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
        case .didChangeCameraPosition, .idleAtCameraPosition, .didTapMyLocationButton:
            return true
        }
    }

    static func isSubsequence<T: Equatable>(_ needle: [T], of haystack: [T]) -> Bool {
        var i = 0
        for item in haystack where i < needle.count && item == needle[i] { i += 1 }
        return i == needle.count
    }

    static func list(_ kinds: [GestureKind]) -> String {
        "[" + kinds.map(\.rawValue).joined(separator: ", ") + "]"
    }

    static func describe(_ m: TraceEventMatcher) -> String {
        var fields: [String] = []
        if let g = m.gesture { fields.append("gesture: \(g)") }
        if let id = m.marker { fields.append("marker: \(id)") }
        if let lat = m.latitude { fields.append("lat: \(ReportFormat.number(lat))") }
        if let lng = m.longitude { fields.append("lng: \(ReportFormat.number(lng))") }
        if let b = m.building { fields.append("building: \(b ?? "null")") }
        if let l = m.level { fields.append("level: \(l.map(String.init) ?? "null")") }
        return fields.isEmpty ? m.type.rawValue : "\(m.type.rawValue) {\(fields.joined(separator: ", "))}"
    }

    /// The event types in order with repeats folded: `willMove, didChangeCameraPosition ×12, idleAtCameraPosition`.
    static func eventSummary(_ events: [MapEvent]) -> String {
        var parts: [String] = []
        var last = "", count = 0
        func flush() { if count > 0 { parts.append(count > 1 ? "\(last) ×\(count)" : last) } }
        for e in events {
            if e.typeName == last { count += 1 } else { flush(); last = e.typeName; count = 1 }
        }
        flush()
        return parts.isEmpty ? "no events" : parts.joined(separator: ", ")
    }
}
