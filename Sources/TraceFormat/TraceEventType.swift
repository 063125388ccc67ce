import MapSimulation
import TraceJSON

/// A map view delegate event type in a trace's `events` expectations: the simulation's
/// own `MapEventType`.
public typealias TraceEventType = MapEventType

/// What an `events` matcher may say about each event type.
extension MapEventType {
    /// The matcher fields this event type accepts besides `type`; every type takes
    /// `count` last (not in `eventsExclude`).
    public var matcherFields: [TraceSchema.Key] { ownMatcherFields + [.count] }

    /// The fields of this type's own events.
    private var ownMatcherFields: [TraceSchema.Key] {
        switch self {
        case .willMove: return [.gesture]
        case .didTapAtCoordinate, .didLongPressAtCoordinate: return [.lat, .lng, .tolerance]
        case .didTapMarker, .markerInfoWindow, .markerInfoContents, .didTapInfoWindowOfMarker,
             .didLongPressInfoWindowOfMarker, .didCloseInfoWindowOfMarker: return [.marker]
        case .didChangeActiveBuilding: return [.building]
        case .didChangeActiveLevel: return [.level]
        case .idleAtCameraPosition: return [.camera]
        case .didChangeCameraPosition, .didTapMyLocationButton: return []
        }
    }
}
