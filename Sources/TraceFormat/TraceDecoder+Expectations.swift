import Gestures
import TraceJSON
/// Decoding and validating `expect`: entries `{timeMs?, <expectation>: argument}` with
/// exactly one expectation key, in any time order. Marker ids must be ids the trace
/// defines at some point (initial markers or `addMarker`); building ids must be in
/// `buildings`. A gesture matcher's `endMs` is not before its `beginMs`; an event
/// matcher's `count` (1 to `maxEventCount`) is refused in `eventsExclude`.
extension TraceDecoder {
    static func expectations(_ v: JSONValue, at path: JSONPath, context: CommandContext) throws(TraceError) -> [TraceTimedExpectation] {
        let elements = try array(v, path)
        var result: [TraceTimedExpectation] = []
        for (i, element) in elements.enumerated() {
            let p = path.appending(i)
            let r = try JSONObjectReader(element, at: p, knownKeys: TraceSchema.expectationKeys)
            let time = try r.optional(.timeMs, timeMs)
            let generated = try r.optional(.generated, bool) ?? false
            let names = r.keys.filter { $0 != .timeMs && $0 != .generated }
            guard names.count == 1, let name = names.first, let argument = r.value(name) else {
                if names.isEmpty {
                    throw failure(p, "no expectation key (expected one of \(keyList(TraceSchema.expectationNames)))")
                }
                throw failure(p, "more than one expectation (\(keyList(names)))")
            }
            let expectation = try self.expectation(name, argument, at: p.appending(name), context: context)
            result.append(TraceTimedExpectation(timeMs: time, expectation: expectation, generated: generated))
        }
        return result
    }

    static func expectation(_ name: TraceSchema.Key, _ v: JSONValue, at p: JSONPath,
                            context: CommandContext) throws(TraceError) -> TraceExpectation {
        switch name {
        case .camera: return .camera(try cameraExpectation(v, p))
        case .gestures: return .gestures(try gestureMatchers(v, p))
        case .gesturesInclude: return .gesturesInclude(try gestureMatchers(v, p))
        case .gesturesExclude: return .gesturesExclude(try gestureKinds(v, p))
        case .events: return .events(try eventMatchers(v, p, context))
        case .eventsExactly: return .eventsExactly(try eventMatchers(v, p, context))
        case .eventsExclude:
            let matchers = try eventMatchers(v, p, context)
            if let i = matchers.firstIndex(where: { $0.count != nil }) {
                throw failure(p.appending(i).appending(.count), "not allowed in eventsExclude (a count is for events and eventsExactly)")
            }
            return .eventsExclude(matchers)
        case .cameraPath: return .cameraPath(try cameraPath(v, p))
        default: // .state: the reader admits expectation names only
            return .state(try state(v, p, context))
        }
    }

    /// Largest `count` of an event matcher: 1e9 (our choice; a replay draws at most
    /// 1000 frames per second for `maxTimeMs`, but no trace comes near a billion events).
    public static let maxEventCount = 1_000_000_000

    /// A camera expectation object: any camera fields and `tolerance` (default
    /// `TraceCameraExpectation.defaultTolerance`).
    static func cameraExpectation(_ v: JSONValue, _ p: JSONPath) throws(TraceError) -> TraceCameraExpectation {
        let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.cameraExpectationKeys)
        let change = try cameraChange(r)
        let tolerance = try r.optional(.tolerance) { (v, p) throws(TraceError) in
            try nonNegative(v, p, limit: maxPoints)
        } ?? TraceCameraExpectation.defaultTolerance
        return TraceCameraExpectation(latitude: change.latitude, longitude: change.longitude,
                                      zoom: change.zoom, bearing: change.bearing, tilt: change.tilt,
                                      tolerance: tolerance)
    }

    static func gestureKind(_ v: JSONValue, _ p: JSONPath) throws(TraceError) -> GestureKind {
        let name = try string(v, p)
        guard let kind = GestureKind(rawValue: name) else {
            throw failure(p, "unknown gesture kind \(quoted(name)); expected one of \(quotedList(GestureKind.allCases.map(\.rawValue)))")
        }
        return kind
    }

    static func gestureKinds(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [GestureKind] {
        let items = try array(v, path)
        var kinds: [GestureKind] = []
        for (i, item) in items.enumerated() {
            kinds.append(try gestureKind(item, path.appending(i)))
        }
        return kinds
    }

    /// Gesture matchers: kind strings, or objects `{kind, beginMs?, endMs?, toleranceMs?,
    /// endCamera?}`.
    static func gestureMatchers(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [TraceGestureMatcher] {
        let items = try array(v, path)
        var matchers: [TraceGestureMatcher] = []
        for (i, item) in items.enumerated() {
            let p = path.appending(i)
            if case .string = item {
                matchers.append(TraceGestureMatcher(kind: try gestureKind(item, p)))
                continue
            }
            guard case .object = item else {
                throw failure(p, "expected a gesture kind string or an object with \"kind\", found \(item.kindDescription)")
            }
            let r = try JSONObjectReader(item, at: p, knownKeys: TraceSchema.gestureMatcherKeys)
            var m = TraceGestureMatcher(kind: try r.required(.kind, gestureKind))
            m.beginMs = try r.optional(.beginMs, timeMs)
            m.endMs = try r.optional(.endMs, timeMs)
            if let begin = m.beginMs, let end = m.endMs, end < begin {
                throw failure(p.appending(.endMs), "ends before the gesture begins (\(text(end)) before \(text(begin)))")
            }
            m.toleranceMs = try r.optional(.toleranceMs, timeMs)
            m.endCamera = try r.optional(.endCamera, cameraExpectation)
            matchers.append(m)
        }
        return matchers
    }

    static func eventType(_ v: JSONValue, _ p: JSONPath) throws(TraceError) -> TraceEventType {
        let name = try string(v, p)
        guard let type = TraceEventType(rawValue: name) else {
            throw failure(p, "unknown event type \(quoted(name)); expected one of \(quotedList(TraceEventType.allCases.map(\.rawValue)))")
        }
        return type
    }

    private static func everMarker(_ v: JSONValue, _ p: JSONPath, _ context: CommandContext) throws(TraceError) -> String {
        let id = try identifier(v, p)
        guard context.everMarkers.contains(id) else {
            throw failure(p, "no marker with id \(quoted(id)) in the trace")
        }
        return id
    }

    static func eventMatchers(_ v: JSONValue, _ path: JSONPath, _ context: CommandContext) throws(TraceError) -> [TraceEventMatcher] {
        let items = try array(v, path)
        var matchers: [TraceEventMatcher] = []
        for (i, item) in items.enumerated() {
            let p = path.appending(i)
            if case .string = item {
                matchers.append(TraceEventMatcher(type: try eventType(item, p)))
                continue
            }
            guard case .object(let members) = item else {
                throw failure(p, "expected an event type string or an object with \"type\", found \(item.kindDescription)")
            }
            guard let typeValue = members.first(where: { $0.key == TraceSchema.Key.type.rawValue })?.value else {
                throw failure(p.appending(.type), "missing required key")
            }
            let type = try eventType(typeValue, p.appending(.type))
            let r = try JSONObjectReader(item, at: p, knownKeys: [.type] + type.matcherFields)
            var m = TraceEventMatcher(type: type)
            m.gesture = try r.optional(.gesture, bool)
            m.marker = try r.optional(.marker) { (v, p) throws(TraceError) in try everMarker(v, p, context) }
            m.latitude = try r.optional(.lat, latitude)
            m.longitude = try r.optional(.lng, longitude)
            m.tolerance = try r.optional(.tolerance) { (v, p) throws(TraceError) in try nonNegative(v, p, limit: 180) }
            m.building = try r.nullable(.building) { (v, p) throws(TraceError) in
                try knownBuilding(v, p, context.buildings)
            }
            m.level = try r.nullable(.level) { (v, p) throws(TraceError) in try integer(v, p, in: 0...1_000_000) }
            m.camera = try r.optional(.camera, cameraExpectation)
            m.count = try r.optional(.count) { (v, p) throws(TraceError) in try integer(v, p, in: 1...maxEventCount) }
            matchers.append(m)
        }
        return matchers
    }

    static func state(_ v: JSONValue, _ p: JSONPath, _ context: CommandContext) throws(TraceError) -> TraceStateExpectation {
        let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.stateKeys)
        var s = TraceStateExpectation()
        s.selectedMarker = try r.nullable(.selectedMarker) { (v, p) throws(TraceError) in try everMarker(v, p, context) }
        s.infoWindowMarker = try r.nullable(.infoWindowMarker) { (v, p) throws(TraceError) in try everMarker(v, p, context) }
        s.compassVisible = try r.optional(.compassVisible, bool)
        s.myLocationButtonVisible = try r.optional(.myLocationButtonVisible, bool)
        s.floorPickerVisible = try r.optional(.floorPickerVisible, bool)
        s.activeBuilding = try r.nullable(.activeBuilding) { (v, p) throws(TraceError) in
            try knownBuilding(v, p, context.buildings)
        }
        s.activeLevel = try r.nullable(.activeLevel) { (v, p) throws(TraceError) in try integer(v, p, in: 0...1_000_000) }
        s.mapType = try r.optional(.mapType, enumValue)
        s.trafficEnabled = try r.optional(.trafficEnabled, bool)
        s.colorScheme = try r.optional(.colorScheme, enumValue)
        return s
    }
}
