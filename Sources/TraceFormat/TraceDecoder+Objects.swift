import Gestures
import MapMath
import MapSimulation
import TraceJSON

/// Decoding the objects of a trace: the viewport, camera, settings, map options, markers,
/// bounds and buildings.
extension TraceDecoder {
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
            // Every settings key of the schema names a `UISettings.Key` (TraceSchemaTests).
            guard let setting = UISettings.Key(rawValue: key.rawValue) else { continue }
            settings[setting] = try r.required(key, bool)
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
