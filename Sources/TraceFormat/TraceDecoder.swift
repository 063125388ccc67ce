import MapMath
import MapSimulation
import TraceJSON

/// Turns a parsed JSON document into a `TraceFile`, validating every value; each error
/// names the JSON path of the offending value (`touches[17][3]: not a finite number`).
///
/// The keys it knows are `TraceSchema`'s; any other key is an error.
public enum TraceDecoder {
    // MARK: Limits (our choices)

    /// Largest time in a trace: 1e12 ms (about 31 years).
    public static let maxTimeMs: Double = 1e12
    /// Largest magnitude of a length or position in points: 1e7.
    public static let maxPoints: Double = 1e7
    /// Largest magnitude of a bearing in degrees: 1e6 (it is normalised anyway).
    public static let maxBearingDegrees: Double = 1e6
    /// Zoom levels a trace may name: 0 to 30.
    public static let zoomLevels: ClosedRange<Double> = 0...30
    /// Largest magnitude of an anchor fraction: 1000.
    public static let maxAnchor: Double = 1000
    /// Largest `viewport.scale`: 100 device pixels per point.
    public static let maxScale: Double = 100
    /// Pointer ids a touch may carry: 0 to 1,000,000.
    public static let pointerIDs: ClosedRange<Int> = 0...1_000_000
    /// Most pointers (fingers) down at once in `touches`: 20. Our choice, above the 16 of
    /// AOSP's `MAX_POINTERS` (the most pointers an Android `MotionEvent` carries;
    /// frameworks/native `include/input/Input.h`) and the 10 most touchscreens report;
    /// iOS documents no limit. A `down` beyond it is an error, not a slow replay.
    public static let maxPointersDown = 20

    // MARK: Entry point

    /// Decodes and validates a whole trace document. Errors carry `fileName`.
    public static func decode(_ document: JSONValue, fileName: String? = nil) throws(TraceError) -> TraceFile {
        try decode(document, fileName: fileName, touches: nil)
    }

    /// Decodes a document whose `touches` the parser's fast path has already read and
    /// validated (`touches` non-nil); the document's own `touches` is then a placeholder.
    static func decode(_ document: JSONValue, fileName: String?, touches preread: [TraceTouch]?) throws(TraceError) -> TraceFile {
        do {
            return try decodeDocument(document, touches: preread)
        } catch {
            throw error.withFileName(fileName)
        }
    }

    private static func decodeDocument(_ document: JSONValue, touches preread: [TraceTouch]?) throws(TraceError) -> TraceFile {
        // The format first: a file of another format may have keys this one does not know.
        if case let .object(members) = document {
            guard let format = members.first(where: { $0.key == TraceSchema.Key.format.rawValue })?.value else {
                throw TraceError(.notATrace, location: .jsonPath(.root),
                                 message: "not a mapsim trace (no \"format\" key)")
            }
            if case let .string(name) = format, !TraceFile.readableFormats.contains(name) {
                let known = TraceFile.readableFormats.map(quoted).joined(separator: ", ")
                throw failure(JSONPath.root.appending(.format),
                              "unsupported format \(quoted(name)); this build reads \(known)")
            }
        }
        let top = try JSONObjectReader(document, at: .root, knownKeys: TraceSchema.topLevelKeys)
        _ = try top.required(.format, string)
        let schemaReference = try top.optional(.schema, string)
        var trace = TraceFile(
            viewport: try top.required(.viewport, viewport),
            camera: try top.required(.camera, camera))
        trace.schemaReference = schemaReference
        trace.name = try top.optional(.name, string)
        trace.description = try top.optional(.description, string)
        trace.profile = try top.optional(.profile, enumValue)
        trace.settings = try top.optional(.settings, settings) ?? TraceSettings()
        trace.map = try top.optional(.map, mapOptions) ?? TraceMapOptions()
        trace.markers = try top.optional(.markers, markers) ?? []
        trace.buildings = try top.optional(.buildings, buildings) ?? []
        if let preread {
            trace.touches = preread
        } else {
            trace.touches = try top.required(.touches, touches)
        }
        var context = CommandContext(viewport: trace.viewport, buildings: trace.buildings,
                                     liveMarkers: Set(trace.markers.map(\.id)))
        trace.commands = try top.optional(.commands) { (v, p) throws(TraceError) in
            try commands(v, at: p, context: &context)
        } ?? []
        trace.expectations = try top.optional(.expect) { (v, p) throws(TraceError) in
            try expectations(v, at: p, context: context)
        } ?? []
        return trace
    }

    // MARK: Errors and scalar values

    /// An invalid-data error at `path`.
    static func failure(_ path: JSONPath, _ message: String) -> TraceError {
        TraceError(.invalidData, location: .jsonPath(path), message: message)
    }

    /// A number as JSON text for messages: 120, 0.5, 1e+20.
    static func text(_ number: Double) -> String { JSONValue.numberText(number) }

    /// A string in JSON quotes for messages.
    static func quoted(_ s: String) -> String { JSONValue.string(s).compactText }

    static func quotedList(_ names: [String]) -> String {
        names.map(quoted).joined(separator: ", ")
    }

    /// Keys for messages, unquoted: `moveCamera, animateCamera`.
    static func keyList(_ keys: [TraceSchema.Key]) -> String {
        keys.map(\.rawValue).joined(separator: ", ")
    }

    static func string(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> String {
        guard case .string(let s) = v else {
            throw failure(path, "expected a string, found \(v.kindDescription)")
        }
        return s
    }

    /// A non-empty string (ids).
    static func identifier(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> String {
        let s = try string(v, path)
        guard !s.isEmpty else { throw failure(path, "must not be empty") }
        return s
    }

    static func bool(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Bool {
        guard case .bool(let b) = v else {
            throw failure(path, "expected a boolean, found \(v.kindDescription)")
        }
        return b
    }

    /// A finite number.
    static func number(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        guard case .number(let n) = v else {
            throw failure(path, "expected a number, found \(v.kindDescription)")
        }
        guard n.isFinite else { throw failure(path, "not a finite number") }
        return n
    }

    /// A finite number within `range`.
    static func number(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Double>) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard range.contains(n) else {
            throw failure(path, "must be between \(text(range.lowerBound)) and \(text(range.upperBound)) (found \(text(n)))")
        }
        return n
    }

    /// A finite number with magnitude at most `limit`.
    static func number(_ v: JSONValue, _ path: JSONPath, magnitudeAtMost limit: Double) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n.magnitude <= limit else { throw failure(path, "too large (found \(text(n)), limit \(text(limit)))") }
        return n
    }

    /// A number greater than 0 and at most `limit`.
    static func positive(_ v: JSONValue, _ path: JSONPath, limit: Double) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n > 0 else { throw failure(path, "must be greater than 0 (found \(text(n)))") }
        guard n <= limit else { throw failure(path, "too large (found \(text(n)), limit \(text(limit)))") }
        return n
    }

    /// A number at least 0 and at most `limit`.
    static func nonNegative(_ v: JSONValue, _ path: JSONPath, limit: Double) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n >= 0 else { throw failure(path, "must not be negative (found \(text(n)))") }
        guard n <= limit else { throw failure(path, "too large (found \(text(n)), limit \(text(limit)))") }
        return n
    }

    /// An integer-valued number within `range`.
    static func integer(_ v: JSONValue, _ path: JSONPath, in range: ClosedRange<Int>) throws(TraceError) -> Int {
        let n = try number(v, path)
        guard n.rounded(.towardZero) == n else { throw failure(path, "must be an integer (found \(text(n)))") }
        guard n >= Double(range.lowerBound) && n <= Double(range.upperBound) else {
            throw failure(path, "must be between \(range.lowerBound) and \(range.upperBound) (found \(text(n)))")
        }
        return Int(n)
    }

    /// A time in milliseconds: finite, ≥ 0, at most `maxTimeMs`.
    static func timeMs(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try nonNegative(v, path, limit: maxTimeMs)
    }

    static func latitude(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, in: -90...90)
    }

    static func longitude(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, in: -180...180)
    }

    static func zoom(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, in: zoomLevels)
    }

    static func bearing(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        try number(v, path, magnitudeAtMost: maxBearingDegrees)
    }

    /// A tilt in degrees, within [0, 90).
    static func tilt(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Double {
        let n = try number(v, path)
        guard n >= 0 && n < 90 else {
            throw failure(path, "must be at least 0 and less than 90 (found \(text(n)))")
        }
        return n
    }

    /// One of an enumeration's raw values.
    static func enumValue<E: RawRepresentable & CaseIterable>(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> E
    where E.RawValue == String {
        let s = try string(v, path)
        guard let value = E(rawValue: s) else {
            throw failure(path, "unknown value \(quoted(s)); expected one of \(quotedList(E.allCases.map(\.rawValue)))")
        }
        return value
    }

    /// An array's elements.
    static func array(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [JSONValue] {
        guard case .array(let a) = v else {
            throw failure(path, "expected an array, found \(v.kindDescription)")
        }
        return a
    }

    // MARK: Objects

    static func viewport(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceViewport {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.viewportKeys)
        let width = try r.required(.width) { (v, p) throws(TraceError) in try positive(v, p, limit: maxPoints) }
        let height = try r.required(.height) { (v, p) throws(TraceError) in try positive(v, p, limit: maxPoints) }
        let scale = try r.optional(.scale) { (v, p) throws(TraceError) in try positive(v, p, limit: maxScale) } ?? 1
        let padding = try r.optional(.padding) { (v, p) throws(TraceError) in
            try self.padding(v, p, width: width, height: height)
        } ?? .zero
        return TraceViewport(width: width, height: height, scale: scale, padding: padding)
    }

    /// Padding in points; it must leave room in a view of `width` × `height` points.
    static func padding(_ v: JSONValue, _ path: JSONPath, width: Double, height: Double) throws(TraceError) -> EdgeInsets {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.paddingKeys)
        func side(_ key: TraceSchema.Key) throws(TraceError) -> Double {
            try r.optional(key) { (v, p) throws(TraceError) in try nonNegative(v, p, limit: maxPoints) } ?? 0
        }
        let insets = EdgeInsets(top: try side(.top), left: try side(.left),
                                bottom: try side(.bottom), right: try side(.right))
        guard insets.left + insets.right < width else {
            throw failure(path, "left + right (\(text(insets.left + insets.right))) must be less than the view width (\(text(width)))")
        }
        guard insets.top + insets.bottom < height else {
            throw failure(path, "top + bottom (\(text(insets.top + insets.bottom))) must be less than the view height (\(text(height)))")
        }
        return insets
    }

    static func camera(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceCamera {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.cameraKeys)
        return TraceCamera(latitude: try r.required(.lat, latitude),
                           longitude: try r.required(.lng, longitude),
                           zoom: try r.required(.zoom, zoom),
                           bearing: try r.optional(.bearing, bearing) ?? 0,
                           tilt: try r.optional(.tilt, tilt) ?? 0)
    }

    /// A camera object with every field optional.
    static func cameraChange(_ r: JSONObjectReader) throws(TraceError) -> TraceCameraChange {
        TraceCameraChange(latitude: try r.optional(.lat, latitude),
                          longitude: try r.optional(.lng, longitude),
                          zoom: try r.optional(.zoom, zoom),
                          bearing: try r.optional(.bearing, bearing),
                          tilt: try r.optional(.tilt, tilt))
    }

    static func settings(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceSettings {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.settingsKeys)
        var settings = TraceSettings()
        for key in r.keys {
            settings.set(key, try r.required(key, bool))
        }
        return settings
    }

    static func coordinate(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> Coordinate {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.coordinateKeys)
        return Coordinate(latitude: try r.required(.lat, latitude), longitude: try r.required(.lng, longitude))
    }

    static func mapOptions(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceMapOptions {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.mapKeys)
        var map = TraceMapOptions()
        map.mapType = try r.optional(.mapType, enumValue)
        map.trafficEnabled = try r.optional(.trafficEnabled, bool)
        map.indoorEnabled = try r.optional(.indoorEnabled, bool)
        map.buildingsEnabled = try r.optional(.buildingsEnabled, bool)
        map.accessibilityElementsHidden = try r.optional(.accessibilityElementsHidden, bool)
        map.myLocationEnabled = try r.optional(.myLocationEnabled, bool)
        map.myLocation = try r.nullable(.myLocation, coordinate)
        map.overrideUserInterfaceStyle = try r.optional(.overrideUserInterfaceStyle, enumValue)
        map.systemStyle = try r.optional(.systemStyle, enumValue)
        map.backgroundColor = try r.optional(.backgroundColor) { (v, p) throws(TraceError) in
            let s = try string(v, p)
            guard RGBAColor(hex: s) != nil else {
                throw failure(p, "must be \"#RRGGBB\" or \"#RRGGBBAA\" (found \(quoted(s)))")
            }
            return s
        }
        map.mapID = try r.optional(.mapID, string)
        map.minZoom = try r.optional(.minZoom, zoom)
        map.maxZoom = try r.optional(.maxZoom, zoom)
        if let minZoom = map.minZoom, let maxZoom = map.maxZoom, minZoom > maxZoom {
            throw failure(path, "minZoom (\(text(minZoom))) is greater than maxZoom (\(text(maxZoom)))")
        }
        return map
    }

    static func size(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceMarker.Size {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.sizeKeys)
        let width = try r.required(.width) { (v, p) throws(TraceError) in try positive(v, p, limit: maxPoints) }
        let height = try r.required(.height) { (v, p) throws(TraceError) in try positive(v, p, limit: maxPoints) }
        return TraceMarker.Size(width: width, height: height)
    }

    static func anchor(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceMarker.Anchor {
        let elements = try array(v, path)
        guard elements.count == 2 else {
            throw failure(path, "expected 2 elements [x, y], found \(elements.count)")
        }
        return TraceMarker.Anchor(x: try number(elements[0], path.appending(0), magnitudeAtMost: maxAnchor),
                                  y: try number(elements[1], path.appending(1), magnitudeAtMost: maxAnchor))
    }

    static func marker(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> TraceMarker {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.markerKeys)
        let id = try r.required(.id, identifier)
        let position = Coordinate(latitude: try r.required(.lat, latitude),
                                  longitude: try r.required(.lng, longitude))
        var marker = TraceMarker(id: id, position: position)
        marker.title = try r.optional(.title, string)
        marker.snippet = try r.optional(.snippet, string)
        marker.iconSize = try r.optional(.icon, size) ?? TraceMarker.defaultIconSize
        marker.groundAnchor = try r.optional(.groundAnchor, anchor) ?? TraceMarker.defaultGroundAnchor
        marker.infoWindowAnchor = try r.optional(.infoWindowAnchor, anchor) ?? TraceMarker.defaultInfoWindowAnchor
        marker.zIndex = try r.optional(.zIndex) { (v, p) throws(TraceError) in
            try integer(v, p, in: Int(Int32.min)...Int(Int32.max))
        } ?? 0
        marker.tappable = try r.optional(.tappable, bool) ?? true
        marker.tracksInfoWindowChanges = try r.optional(.tracksInfoWindowChanges, bool) ?? false
        marker.infoWindowSize = try r.optional(.infoWindowSize, size)
        return marker
    }

    static func markers(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [TraceMarker] {
        let elements = try array(v, path)
        var result: [TraceMarker] = []
        result.reserveCapacity(elements.count)
        var ids = Set<String>()
        for (i, element) in elements.enumerated() {
            let m = try marker(element, path.appending(i))
            guard ids.insert(m.id).inserted else {
                throw failure(path.appending(i).appending(.id), "duplicate marker id \(quoted(m.id))")
            }
            result.append(m)
        }
        return result
    }

    static func bounds(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> CoordinateBounds {
        let r = try JSONObjectReader(v, at: path, knownKeys: TraceSchema.boundsKeys)
        let south = try r.required(.south, latitude)
        let west = try r.required(.west, longitude)
        let north = try r.required(.north, latitude)
        let east = try r.required(.east, longitude)
        guard south <= north else {
            throw failure(path, "south (\(text(south))) is greater than north (\(text(north)))")
        }
        return CoordinateBounds(south: south, west: west, north: north, east: east)
    }

    static func buildings(_ v: JSONValue, _ path: JSONPath) throws(TraceError) -> [TraceBuilding] {
        let elements = try array(v, path)
        var result: [TraceBuilding] = []
        var ids = Set<String>()
        for (i, element) in elements.enumerated() {
            let p = path.appending(i)
            let r = try JSONObjectReader(element, at: p, knownKeys: TraceSchema.buildingKeys)
            let id = try r.required(.id, identifier)
            guard ids.insert(id).inserted else {
                throw failure(p.appending(.id), "duplicate building id \(quoted(id))")
            }
            let bounds = try r.required(.bounds, bounds)
            let levels = try r.required(.levels) { (v, p) throws(TraceError) in
                let items = try array(v, p)
                guard !items.isEmpty else { throw failure(p, "must not be empty") }
                var names: [String] = []
                for (j, item) in items.enumerated() { names.append(try string(item, p.appending(j))) }
                return names
            }
            let defaultLevel = try r.optional(.defaultLevel) { (v, p) throws(TraceError) in
                try integer(v, p, in: 0...(levels.count - 1))
            } ?? 0
            result.append(TraceBuilding(id: id, bounds: bounds, levels: levels, defaultLevel: defaultLevel))
        }
        return result
    }
}
