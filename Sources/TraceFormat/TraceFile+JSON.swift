import MapMath
import TraceJSON

/// Writing a trace back to JSON: keys in schema order, unset optional fields left out,
/// defaults that the model stores (scale, marker anchors, ...) written out. Decoding the
/// result gives an equal `TraceFile`.
extension TraceFile {
    /// The trace as a JSON document.
    public var jsonValue: JSONValue {
        var top = JSONObjectBuilder()
        top.add(.schema, schemaReference)
        top.add(.format, Self.formatIdentifier)
        top.add(.name, name)
        top.add(.description, description)
        top.add(.profile, profile)
        top.add(.input, input?.rawValue)
        top.add(.framesPerSecond, framesPerSecond)
        top.add(.viewport, viewport.jsonValue)
        top.add(.camera, camera.jsonValue)
        if !settings.isEmpty { top.add(.settings, settings.jsonValue) }
        if !map.isEmpty { top.add(.map, map.jsonValue) }
        if !markers.isEmpty { top.add(.markers, .array(markers.map(\.jsonValue))) }
        if !buildings.isEmpty { top.add(.buildings, .array(buildings.map(\.jsonValue))) }
        top.add(.touches, .array(touches.map(\.jsonValue)))
        if !commands.isEmpty { top.add(.commands, .array(commands.map(\.jsonValue))) }
        if !expectations.isEmpty { top.add(.expect, .array(expectations.map(\.jsonValue))) }
        return top.value
    }
}

/// Builds a trace object's members in the order added, keys from `TraceSchema`, skipping
/// nil values.
struct JSONObjectBuilder {
    var members: [JSONValue.Member] = []

    mutating func add(_ key: TraceSchema.Key, _ value: JSONValue) { members.append(.init(key.rawValue, value)) }
    mutating func add(_ key: TraceSchema.Key, _ value: Double?) { if let value { add(key, .number(value)) } }
    mutating func add(_ key: TraceSchema.Key, _ value: Int?) { if let value { add(key, .number(Double(value))) } }
    mutating func add(_ key: TraceSchema.Key, _ value: Bool?) { if let value { add(key, .bool(value)) } }
    mutating func add(_ key: TraceSchema.Key, _ value: String?) { if let value { add(key, .string(value)) } }
    /// A nullable value: nil leaves the key out, `.some(nil)` writes null.
    mutating func add(_ key: TraceSchema.Key, nullable value: JSONValue??) {
        if let value { add(key, value ?? .null) }
    }

    var value: JSONValue { .object(members) }
}

extension JSONValue {
    /// An object of a trace with these members, in order: `.schemaObject([.lat: …, .lng: …])`.
    static func schemaObject(_ members: KeyValuePairs<TraceSchema.Key, JSONValue>) -> JSONValue {
        .object(members.map { JSONValue.Member($0.key.rawValue, $0.value) })
    }
}

extension Coordinate {
    /// `{"lat": …, "lng": …}`.
    var traceJSON: JSONValue { .schemaObject([.lat: .number(latitude), .lng: .number(longitude)]) }
}

extension EdgeInsets {
    /// `{"top": …, "left": …, "bottom": …, "right": …}`.
    var traceJSON: JSONValue {
        .schemaObject([.top: .number(top), .left: .number(left), .bottom: .number(bottom), .right: .number(right)])
    }
}

extension CoordinateBounds {
    /// `{"south": …, "west": …, "north": …, "east": …}`.
    var traceJSON: JSONValue {
        .schemaObject([.south: .number(south), .west: .number(west), .north: .number(north), .east: .number(east)])
    }
}

extension TraceViewport {
    /// The viewport as its JSON object; padding only when not zero.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        b.add(.width, width)
        b.add(.height, height)
        b.add(.scale, scale)
        if padding != .zero { b.add(.padding, padding.traceJSON) }
        return b.value
    }
}

extension TraceCamera {
    /// The camera as its JSON object.
    public var jsonValue: JSONValue {
        .schemaObject([.lat: .number(latitude), .lng: .number(longitude), .zoom: .number(zoom),
                       .bearing: .number(bearing), .tilt: .number(tilt)])
    }
}

extension TraceCameraChange {
    /// The given fields as a JSON object.
    public var jsonValue: JSONValue { builder.value }

    var builder: JSONObjectBuilder {
        var b = JSONObjectBuilder()
        b.add(.lat, latitude)
        b.add(.lng, longitude)
        b.add(.zoom, zoom)
        b.add(.bearing, bearing)
        b.add(.tilt, tilt)
        return b
    }
}

extension TraceSettings {
    /// The set keys as a JSON object.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        for (setting, value) in given {
            if let key = TraceSchema.Key(rawValue: setting.rawValue) { b.add(key, value) }
        }
        return b.value
    }
}

extension TraceMapOptions {
    /// The set keys as a JSON object.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        b.add(.mapType, mapType?.rawValue)
        b.add(.trafficEnabled, trafficEnabled)
        b.add(.indoorEnabled, indoorEnabled)
        b.add(.buildingsEnabled, buildingsEnabled)
        b.add(.accessibilityElementsHidden, accessibilityElementsHidden)
        b.add(.myLocationEnabled, myLocationEnabled)
        b.add(.myLocation, nullable: myLocation.map { $0?.traceJSON })
        b.add(.overrideUserInterfaceStyle, overrideUserInterfaceStyle?.rawValue)
        b.add(.systemStyle, systemStyle?.rawValue)
        b.add(.backgroundColor, backgroundColor)
        b.add(.mapID, mapID)
        b.add(.minZoom, minZoom)
        b.add(.maxZoom, maxZoom)
        return b.value
    }
}

extension TraceMarker.Size {
    /// `{"width": …, "height": …}`.
    var jsonValue: JSONValue { .schemaObject([.width: .number(width), .height: .number(height)]) }
}

extension TraceMarker.Anchor {
    /// `[x, y]`.
    var jsonValue: JSONValue { [.number(x), .number(y)] }
}

extension TraceMarker {
    /// The marker as its JSON object, defaults written out.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        b.add(.id, id)
        b.add(.lat, position.latitude)
        b.add(.lng, position.longitude)
        b.add(.title, title)
        b.add(.snippet, snippet)
        b.add(.icon, iconSize.jsonValue)
        b.add(.groundAnchor, groundAnchor.jsonValue)
        b.add(.infoWindowAnchor, infoWindowAnchor.jsonValue)
        b.add(.zIndex, zIndex)
        b.add(.tappable, tappable)
        b.add(.tracksInfoWindowChanges, tracksInfoWindowChanges)
        if let infoWindowSize { b.add(.infoWindowSize, infoWindowSize.jsonValue) }
        return b.value
    }
}

extension TraceBuilding {
    /// The building as its JSON object.
    public var jsonValue: JSONValue {
        .schemaObject([.id: .string(id), .bounds: bounds.traceJSON,
                       .levels: .array(levels.map { .string($0) }), .defaultLevel: .number(Double(defaultLevel))])
    }
}

extension TraceTimedCommand {
    /// `{"timeMs": …, "<command>": argument}`.
    public var jsonValue: JSONValue {
        .schemaObject([.timeMs: .number(timeMs), command.key: command.argumentJSON])
    }
}

extension TraceCommand {
    /// The command's argument as written after its key.
    public var argumentJSON: JSONValue {
        switch self {
        case .moveCamera(let change):
            return change.jsonValue
        case .animateCamera(let change, let durationMs):
            var b = change.builder
            b.add(.durationMs, durationMs)
            return b.value
        case .animateToBearing(let bearing):
            return .number(bearing)
        case .animateToLocation(let coordinate):
            return coordinate.traceJSON
        case .fitBounds(let bounds, let padding):
            return .schemaObject([.bounds: bounds.traceJSON, .padding: .number(padding)])
        case .setSettings(let settings):
            return settings.jsonValue
        case .setMap(let map):
            return map.jsonValue
        case .setPadding(let insets):
            return insets.traceJSON
        case .setSelectedMarker(let id):
            return id.map { .string($0) } ?? .null
        case .updateMarker(let update):
            var b = JSONObjectBuilder()
            b.add(.id, update.id)
            b.add(.title, update.title)
            b.add(.snippet, update.snippet)
            b.add(.lat, update.latitude)
            b.add(.lng, update.longitude)
            return b.value
        case .addMarker(let marker):
            return marker.jsonValue
        case .removeMarker(let id):
            return .string(id)
        case .setMyLocation(let coordinate):
            return coordinate?.traceJSON ?? .null
        case .selectLevel(let building, let level):
            var b = JSONObjectBuilder()
            b.add(.building, building)
            b.add(.level, level)
            return b.value
        }
    }
}

extension TraceEventMatcher {
    /// A plain string when only the type is given, else an object.
    public var jsonValue: JSONValue {
        if matchesTypeOnly { return .string(type.rawValue) }
        var b = JSONObjectBuilder()
        b.add(.type, type.rawValue)
        b.add(.gesture, gesture)
        b.add(.marker, marker)
        b.add(.lat, latitude)
        b.add(.lng, longitude)
        b.add(.tolerance, tolerance)
        b.add(.building, nullable: building.map { $0.map { .string($0) } })
        b.add(.level, nullable: level.map { $0.map { .number(Double($0)) } })
        if let camera { b.add(.camera, camera.jsonValue) }
        b.add(.count, count)
        return b.value
    }
}

extension TraceCameraExpectation {
    /// The given fields and `tolerance` as a JSON object.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        b.add(.lat, latitude)
        b.add(.lng, longitude)
        b.add(.zoom, zoom)
        b.add(.bearing, bearing)
        b.add(.tilt, tilt)
        b.add(.tolerance, tolerance)
        return b.value
    }
}

extension TraceGestureMatcher {
    /// A plain string when only the kind is given, else an object.
    public var jsonValue: JSONValue {
        if matchesKindOnly { return .string(kind.rawValue) }
        var b = JSONObjectBuilder()
        b.add(.kind, kind.rawValue)
        b.add(.beginMs, beginMs)
        b.add(.endMs, endMs)
        b.add(.toleranceMs, toleranceMs)
        if let endCamera { b.add(.endCamera, endCamera.jsonValue) }
        return b.value
    }
}

extension TraceStateExpectation {
    /// The given fields as a JSON object.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        b.add(.selectedMarker, nullable: selectedMarker.map { $0.map { .string($0) } })
        b.add(.infoWindowMarker, nullable: infoWindowMarker.map { $0.map { .string($0) } })
        b.add(.compassVisible, compassVisible)
        b.add(.myLocationButtonVisible, myLocationButtonVisible)
        b.add(.floorPickerVisible, floorPickerVisible)
        b.add(.activeBuilding, nullable: activeBuilding.map { $0.map { .string($0) } })
        b.add(.activeLevel, nullable: activeLevel.map { $0.map { .number(Double($0)) } })
        b.add(.mapType, mapType?.rawValue)
        b.add(.trafficEnabled, trafficEnabled)
        b.add(.colorScheme, colorScheme?.rawValue)
        return b.value
    }
}

extension TraceExpectation {
    /// The expectation's argument as written after its key.
    public var argumentJSON: JSONValue {
        switch self {
        case .camera(let c):
            return c.jsonValue
        case .gestures(let matchers), .gesturesInclude(let matchers):
            return .array(matchers.map(\.jsonValue))
        case .gesturesExclude(let kinds):
            return .array(kinds.map { .string($0.rawValue) })
        case .events(let matchers), .eventsExactly(let matchers), .eventsExclude(let matchers):
            return .array(matchers.map(\.jsonValue))
        case .state(let state):
            return state.jsonValue
        case .cameraPath(let path):
            return path.jsonValue
        }
    }
}

extension TraceTimedExpectation {
    /// `{"timeMs": …, "generated": true, "<expectation>": argument}`, `timeMs` left out
    /// when nil, `generated` when false.
    public var jsonValue: JSONValue {
        var b = JSONObjectBuilder()
        b.add(.timeMs, timeMs)
        if generated { b.add(.generated, true) }
        b.add(expectation.key, expectation.argumentJSON)
        return b.value
    }
}
