import MapMath
import TraceJSON

/// A programmatic call on the map view, run at a given time during replay.
public enum TraceCommand: Hashable, Sendable {
    /// Jump the camera: the given fields change at once (`moveCamera`).
    case moveCamera(TraceCameraChange)
    /// Animate the given camera fields over `durationMs` milliseconds (nil = the motion
    /// profile's default duration) (`animateCamera`).
    case animateCamera(TraceCameraChange, durationMs: Double?)
    /// Animate the bearing to a value in degrees (`animateToBearing`).
    case animateToBearing(Double)
    /// Animate the target to a coordinate (`animateToLocation`).
    case animateToLocation(Coordinate)
    /// Fit bounds with padding in points (default 64), bearing and tilt reset (`fitBounds`).
    case fitBounds(CoordinateBounds, paddingPoints: Double)
    /// Change the given UI settings (`setSettings`).
    case setSettings(TraceSettings)
    /// Change the given map options (`setMap`).
    case setMap(TraceMapOptions)
    /// Set the map padding in points (`setPadding`).
    case setPadding(EdgeInsets)
    /// Select a marker by id, or deselect with nil (`setSelectedMarker`).
    case setSelectedMarker(String?)
    /// Change fields of an existing marker (`updateMarker`).
    case updateMarker(TraceMarkerUpdate)
    /// Add a marker (`addMarker`); its id must not be in use.
    case addMarker(TraceMarker)
    /// Remove a marker by id (`removeMarker`).
    case removeMarker(String)
    /// Set the user's location, or make it unknown with nil (`setMyLocation`).
    case setMyLocation(Coordinate?)
    /// Select a floor by index, in a building by id or in the active building when nil
    /// (`selectLevel`).
    case selectLevel(building: String?, level: Int)

    /// Default `fitBounds` padding: 64 points (the design's default).
    public static let defaultFitBoundsPadding: Double = 64

    /// The command's JSON key, e.g. "moveCamera".
    public var name: String { key.rawValue }

    /// The command's key in the schema.
    var key: TraceSchema.Key {
        switch self {
        case .moveCamera: return .moveCamera
        case .animateCamera: return .animateCamera
        case .animateToBearing: return .animateToBearing
        case .animateToLocation: return .animateToLocation
        case .fitBounds: return .fitBounds
        case .setSettings: return .setSettings
        case .setMap: return .setMap
        case .setPadding: return .setPadding
        case .setSelectedMarker: return .setSelectedMarker
        case .updateMarker: return .updateMarker
        case .addMarker: return .addMarker
        case .removeMarker: return .removeMarker
        case .setMyLocation: return .setMyLocation
        case .selectLevel: return .selectLevel
        }
    }
}

/// A command with the time it runs at.
public struct TraceTimedCommand: Hashable, Sendable {
    /// Time in milliseconds from the start of the trace; commands are in time order.
    public var timeMs: Double
    /// What to do.
    public var command: TraceCommand

    /// A command at a time in milliseconds.
    public init(timeMs: Double, command: TraceCommand) {
        self.timeMs = timeMs
        self.command = command
    }
}
