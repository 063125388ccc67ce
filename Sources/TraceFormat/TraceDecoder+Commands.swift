import MapMath
import TraceJSON

/// What the decoder knows while it walks `commands` in order: the view, the buildings,
/// and which marker ids exist at each point.
struct CommandContext {
    var viewport: TraceViewport
    var buildings: [TraceBuilding]
    /// Marker ids that exist at the current command.
    var liveMarkers: Set<String>
    /// Marker ids that exist at any point of the trace (for expectations).
    var everMarkers: Set<String>

    init(viewport: TraceViewport, buildings: [TraceBuilding], liveMarkers: Set<String>) {
        self.viewport = viewport
        self.buildings = buildings
        self.liveMarkers = liveMarkers
        self.everMarkers = liveMarkers
    }
}

/// Decoding and validating `commands`: `{timeMs, <command>: argument}` entries in
/// non-decreasing time order, each with exactly one command key. Marker ids a command
/// names must exist at that point (adds and removes are tracked in order).
extension TraceDecoder {
    static func commands(_ v: JSONValue, at path: JSONPath, context: inout CommandContext) throws(TraceError) -> [TraceTimedCommand] {
        let elements = try array(v, path)
        var result: [TraceTimedCommand] = []
        var lastTime = 0.0
        for (i, element) in elements.enumerated() {
            let p = path.appending(i)
            let r = try JSONObjectReader(element, at: p, knownKeys: TraceSchema.commandKeys)
            let time = try r.required(.timeMs, timeMs)
            if time < lastTime {
                throw failure(p.appending(.timeMs), "time goes backwards (\(text(time)) after \(text(lastTime)))")
            }
            lastTime = time
            let names = r.keys.filter { $0 != .timeMs }
            guard names.count == 1, let name = names.first, let argument = r.value(name) else {
                if names.isEmpty {
                    throw failure(p, "no command key (expected one of \(keyList(TraceSchema.commandNames)))")
                }
                throw failure(p, "more than one command (\(keyList(names)))")
            }
            let command = try self.command(name, argument, at: p.appending(name), context: &context)
            result.append(TraceTimedCommand(timeMs: time, command: command))
        }
        return result
    }

    static func unknownMarker(_ id: String, _ path: JSONPath) -> TraceError {
        failure(path, "no marker with id \(quoted(id)) at this point of the trace")
    }

    private static func liveMarker(_ v: JSONValue, _ p: JSONPath, _ context: CommandContext) throws(TraceError) -> String {
        let id = try identifier(v, p)
        guard context.liveMarkers.contains(id) else { throw unknownMarker(id, p) }
        return id
    }

    static func command(_ name: TraceSchema.Key, _ v: JSONValue, at p: JSONPath,
                        context: inout CommandContext) throws(TraceError) -> TraceCommand {
        switch name {
        case .moveCamera:
            return .moveCamera(try cameraChange(JSONObjectReader(v, at: p, knownKeys: TraceSchema.cameraKeys)))
        case .animateCamera:
            let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.animateCameraKeys)
            return .animateCamera(try cameraChange(r), durationMs: try r.optional(.durationMs, timeMs))
        case .animateToBearing:
            return .animateToBearing(try bearing(v, p))
        case .animateToLocation:
            return .animateToLocation(try coordinate(v, p))
        case .fitBounds:
            let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.fitBoundsKeys)
            let box = try r.required(.bounds, bounds)
            let padding = try r.optional(.padding) { (v, p) throws(TraceError) in
                try nonNegative(v, p, limit: maxPoints)
            } ?? TraceCommand.defaultFitBoundsPadding
            return .fitBounds(box, paddingPoints: padding)
        case .setSettings:
            return .setSettings(try settings(v, p))
        case .setMap:
            return .setMap(try mapOptions(v, p))
        case .setPadding:
            return .setPadding(try padding(v, p, width: context.viewport.width, height: context.viewport.height))
        case .setSelectedMarker:
            if case .null = v { return .setSelectedMarker(nil) }
            return .setSelectedMarker(try liveMarker(v, p, context))
        case .updateMarker:
            let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.updateMarkerKeys)
            let id = try r.required(.id) { (v, p) throws(TraceError) in try liveMarker(v, p, context) }
            return .updateMarker(TraceMarkerUpdate(
                id: id, title: try r.optional(.title, string), snippet: try r.optional(.snippet, string),
                latitude: try r.optional(.lat, latitude), longitude: try r.optional(.lng, longitude)))
        case .addMarker:
            let m = try marker(v, p)
            guard !context.liveMarkers.contains(m.id) else {
                throw failure(p.appending(.id), "marker \(quoted(m.id)) already exists")
            }
            context.liveMarkers.insert(m.id)
            context.everMarkers.insert(m.id)
            return .addMarker(m)
        case .removeMarker:
            let id = try liveMarker(v, p, context)
            context.liveMarkers.remove(id)
            return .removeMarker(id)
        case .setMyLocation:
            if case .null = v { return .setMyLocation(nil) }
            return .setMyLocation(try coordinate(v, p))
        default: // .selectLevel: the reader admits command names only
            let r = try JSONObjectReader(v, at: p, knownKeys: TraceSchema.selectLevelKeys)
            let building = try r.optional(.building) { (v, p) throws(TraceError) in
                try knownBuilding(v, p, context.buildings)
            }
            let levelCount = building.flatMap { id in context.buildings.first { $0.id == id } }?.levels.count
            let level = try r.required(.level) { (v, p) throws(TraceError) in
                try integer(v, p, in: 0...((levelCount ?? 1_000_001) - 1))
            }
            return .selectLevel(building: building, level: level)
        }
    }

    static func knownBuilding(_ v: JSONValue, _ p: JSONPath, _ buildings: [TraceBuilding]) throws(TraceError) -> String {
        let id = try identifier(v, p)
        guard buildings.contains(where: { $0.id == id }) else {
            throw failure(p, "no building with id \(quoted(id))")
        }
        return id
    }
}
